//! Workloads for the figures, shared by the native command and the in-browser benchmark.

pub mod chips;

use oracle::{Oracle, OracleOptions};
use rt_core::{Bot, GameRng, Match, RandomBot, Record};

/// Plays one full random game of the stand-in and returns its record.
pub fn random_game(seed: u64) -> Option<Record<OracleOptions, oracle::Action>> {
    let mut game =
        Match::<Oracle>::new(OracleOptions::default(), 2 + (seed % 7) as usize, seed).ok()?;
    let mut rng = GameRng::from_seed(seed.wrapping_add(1));
    while !game.is_over() {
        let seat = game.to_act().seats().first()?;
        let view = game.view(Some(seat));
        let legal = game.legal_actions(seat);
        let action = Bot::<Oracle>::choose(&mut RandomBot, seat, &view, &legal, &mut rng)?;
        game.play(seat, action).ok()?;
    }
    Some(game.record().clone())
}

/// Plays `count` random games; returns the number of moves made.
pub fn play_many(count: u64) -> usize {
    (0..count)
        .filter_map(random_game)
        .map(|r| r.moves.len())
        .sum()
}

/// Replays every record (the core's replay loop, as a load does); returns moves replayed.
pub fn replay_all(records: &[Record<OracleOptions, oracle::Action>]) -> usize {
    records
        .iter()
        .filter_map(|r| Match::<Oracle>::replay(r).ok())
        .map(|m| m.record().moves.len())
        .sum()
}
