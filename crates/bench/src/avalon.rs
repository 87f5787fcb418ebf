//! Avalon workloads: random full games, and all-bot tables for the arena.

use avalon::bots::for_level;
use avalon::{Avalon, AvalonOptions, EndReason, Phase, Side};
use rt_core::{Bot, GameRng, Match};

/// One full random game (5–10 seats, Lady and Excalibur on every other game, the Plot
/// cards on every third).
pub fn random_game(seed: u64) -> Option<usize> {
    let seats = 5 + (seed % 6) as usize;
    let options = AvalonOptions {
        lady: seed.is_multiple_of(2),
        excalibur: seed % 4 < 2,
        plot: seed.is_multiple_of(3),
        ..AvalonOptions::default()
    };
    let mut game = Match::<Avalon>::new(options, seats, seed).ok()?;
    let mut rng = GameRng::from_seed(seed);
    crate::play_out(&mut game, &mut crate::random_bots(seats), &mut rng)?;
    Some(game.record().moves.len())
}

/// How an all-bot game ended.
pub struct TableResult {
    pub winner: Side,
    /// The assassination happened and found Merlin (`Some(true)`), or missed.
    pub assassin_hit: Option<bool>,
    /// Why the game ended.
    pub reason: EndReason,
}

/// One all-bot game: Good's seats play at `good` level, Evil's at `evil`.
pub fn bot_table(
    (good, evil): (u8, u8),
    seats: usize,
    options: &AvalonOptions,
    seed: u64,
) -> Option<TableResult> {
    let mut game = Match::<Avalon>::new(options.clone(), seats, seed).ok()?;
    let mut bots: Vec<Box<dyn Bot<Avalon>>> = rt_core::Seat::all(seats)
        .map(|s| match game.state().side(s) {
            Side::Good => for_level(good),
            Side::Evil => for_level(evil),
        })
        .collect();
    let mut rng = GameRng::from_seed(seed ^ 0x00A7_A10E);
    crate::play_out(&mut game, &mut bots, &mut rng)?;
    match game.state().phase {
        Phase::Over { winner, reason } => Some(TableResult {
            winner,
            reason,
            assassin_hit: match reason {
                EndReason::MerlinFound => Some(true),
                EndReason::MerlinMissed => Some(false),
                _ => None,
            },
        }),
        _ => None,
    }
}

/// Plays `count` random games; returns the moves made.
pub fn play_many(count: u64) -> usize {
    (0..count).filter_map(random_game).sum()
}

/// Times `level`'s decisions (every decision with more than one choice) with the Lady,
/// Excalibur and the Plot cards; `now` is a millisecond clock.
pub fn decision_times(level: u8, seats: usize, samples: usize, now: &dyn Fn() -> f64) -> Vec<f64> {
    let options = AvalonOptions {
        lady: true,
        excalibur: true,
        plot: true,
        ..AvalonOptions::default()
    };
    let mut times = Vec::new();
    let mut seed = 0;
    while times.len() < samples && seed < 10 * samples as u64 + 10 {
        seed += 1;
        let Ok(mut game) = Match::<Avalon>::new(options.clone(), seats, seed) else {
            break;
        };
        let mut bot = for_level(level);
        let mut rng = GameRng::from_seed(seed);
        while !game.is_over() && times.len() < samples {
            let Some(seat) = game.to_act().seats().first() else {
                break;
            };
            let view = game.view(Some(seat));
            let legal = game.legal_actions(seat);
            let start = now();
            let Some(action) = bot.choose(seat, &view, &legal, &mut rng) else {
                break;
            };
            if legal.len() > 1 {
                times.push(now() - start);
            }
            if game.play(seat, action).is_err() {
                break;
            }
        }
    }
    times
}
