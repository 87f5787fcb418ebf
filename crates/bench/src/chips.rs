//! Chip game workloads: random full games, replays, bot decision timings and the arena.

use chips::bots::{can_sample, for_level};
use chips::{Action, Chips, ChipsOptions};
use rt_core::{Bot, Game, GameRng, Match, Record, Seat};

pub type ChipsRecord = Record<ChipsOptions, Action>;

/// One full game of random moves at 2–8 seats.
pub fn random_game(seed: u64) -> Option<ChipsRecord> {
    let seats = 2 + (seed % 7) as usize;
    let mut game = Match::<Chips>::new(ChipsOptions::default(), seats, seed).ok()?;
    let mut rng = GameRng::from_seed(seed.wrapping_add(1));
    crate::play_out(&mut game, &mut crate::random_bots(seats), &mut rng)?;
    Some(game.record().clone())
}

pub fn play_many(count: u64) -> usize {
    (0..count)
        .filter_map(random_game)
        .map(|r| r.moves.len())
        .sum()
}

pub fn replay_all(records: &[ChipsRecord]) -> usize {
    records
        .iter()
        .filter_map(|r| Match::<Chips>::replay(r).ok())
        .map(|m| m.record().moves.len())
        .sum()
}

/// Plays a game with one bot level per seat; returns each seat's score.
pub fn bot_game(levels: &[u8], seed: u64) -> Option<Vec<f64>> {
    let mut game = Match::<Chips>::new(ChipsOptions::default(), levels.len(), seed).ok()?;
    let mut bots: Vec<Box<dyn Bot<Chips>>> = levels.iter().map(|l| for_level(*l)).collect();
    let mut rng = GameRng::from_seed(seed ^ 0x0BAD_5EED);
    crate::play_out(&mut game, &mut bots, &mut rng)?;
    Some(game.state().outcomes()?.iter().map(|o| o.score).collect())
}

/// Times `level`'s decisions of seat 0 wherever it has a real choice to make (the secret
/// play, and its own chip's questions, where the search bot searches), in games against
/// heuristic bots; `now` is a millisecond clock.
pub fn decision_times(level: u8, seats: usize, samples: usize, now: &dyn Fn() -> f64) -> Vec<f64> {
    let mut times = Vec::new();
    let mut seed = 0;
    while times.len() < samples && seed < 10 * samples as u64 + 10 {
        seed += 1;
        let Ok(mut game) = Match::<Chips>::new(ChipsOptions::default(), seats, seed) else {
            break;
        };
        let mut rng = GameRng::from_seed(seed);
        let mut timed = for_level(level);
        let mut heuristic = for_level(1);
        while !game.is_over() && times.len() < samples {
            let Some(seat) = game.to_act().seats().first() else {
                break;
            };
            let view = game.view(Some(seat));
            let legal = game.legal_actions(seat);
            let choices = legal
                .iter()
                .filter(|a| !matches!(a, Action::Declare(_)))
                .count();
            let action = if seat == Seat(0) && choices >= 2 && can_sample(&view, seat) {
                let start = now();
                let a = timed.choose(seat, &view, &legal, &mut rng);
                times.push(now() - start);
                a
            } else {
                heuristic.choose(seat, &view, &legal, &mut rng)
            };
            let Some(action) = action else { break };
            if game.play(seat, action).is_err() {
                break;
            }
        }
    }
    times
}

/// Median and 90th percentile of a sample.
pub fn quantiles(mut xs: Vec<f64>) -> (f64, f64) {
    if xs.is_empty() {
        return (0.0, 0.0);
    }
    xs.sort_by(f64::total_cmp);
    let at = |q: f64| xs[((xs.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.9))
}
