//! Avalon workloads: random full games, and all-bot tables for the arena.

use avalon::bots::for_level;
use avalon::{Avalon, AvalonOptions, EndReason, Phase, Side};
use rt_core::{Bot, GameRng, Match, RandomBot};

/// One full random game (5–10 seats, Lady and Excalibur on every other game).
pub fn random_game(seed: u64) -> Option<usize> {
    let seats = 5 + (seed % 6) as usize;
    let options = AvalonOptions {
        lady: seed.is_multiple_of(2),
        excalibur: seed % 4 < 2,
        ..AvalonOptions::default()
    };
    let mut game = Match::<Avalon>::new(options, seats, seed).ok()?;
    let mut rng = GameRng::from_seed(seed);
    while !game.is_over() {
        let seat = game.to_act().seats().first()?;
        let view = game.view(Some(seat));
        let legal = game.legal_actions(seat);
        let action = Bot::<Avalon>::choose(&mut RandomBot, seat, &view, &legal, &mut rng)?;
        game.play(seat, action).ok()?;
    }
    Some(game.record().moves.len())
}

/// How an all-bot game ended.
pub struct TableResult {
    pub winner: Side,
    /// The assassination happened and found Merlin (`Some(true)`), or missed.
    pub assassin_hit: Option<bool>,
}

pub fn bot_table(
    level: u8,
    seats: usize,
    options: &AvalonOptions,
    seed: u64,
) -> Option<TableResult> {
    let mut game = Match::<Avalon>::new(options.clone(), seats, seed).ok()?;
    let mut bots: Vec<Box<dyn Bot<Avalon>>> = (0..seats).map(|_| for_level(level)).collect();
    let mut rng = GameRng::from_seed(seed ^ 0x00A7_A10E);
    while !game.is_over() {
        let seat = game.to_act().seats().first()?;
        let view = game.view(Some(seat));
        let legal = game.legal_actions(seat);
        let action = bots[seat.index()].choose(seat, &view, &legal, &mut rng)?;
        game.play(seat, action).ok()?;
    }
    match game.state().phase {
        Phase::Over { winner, reason } => Some(TableResult {
            winner,
            assassin_hit: match reason {
                EndReason::MerlinFound => Some(true),
                EndReason::MerlinMissed => Some(false),
                _ => None,
            },
        }),
        _ => None,
    }
}
