//! Excalibur 1985 workloads: random full games, and all-bot tables for the arena.

use excalibur85::bots::for_level;
use excalibur85::limits::Length;
use excalibur85::{Excalibur85, Options};
use rt_core::{Bot, Game, GameRng, Match};

/// One full random game at 1–8 players, Standard length.
pub fn random_game(seed: u64) -> Option<usize> {
    let seats = 1 + (seed % 8) as usize;
    let mut game = Match::<Excalibur85>::new(Options::default(), seats, seed).ok()?;
    let mut rng = GameRng::from_seed(seed);
    crate::play_out(&mut game, &mut crate::random_bots(seats), &mut rng)?;
    Some(game.record().moves.len())
}

pub fn play_many(count: u64) -> usize {
    (0..count).filter_map(random_game).sum()
}

/// The throughput figure, the same natively and in the browser: 200 games untimed to warm
/// up, then 1,000 seeds timed with `now` (milliseconds). Games and moves per second.
pub fn throughput(now: &dyn Fn() -> f64) -> (f64, f64) {
    let games = 1_000u64;
    play_many(200);
    let start = now();
    let moves = play_many(games);
    let seconds = ((now() - start) / 1000.0).max(1e-9);
    (games as f64 / seconds, moves as f64 / seconds)
}

/// How an all-bot game went for each seat.
pub struct TableResult {
    pub scores: Vec<u32>,
    /// Each seat's share of the win (1, ½ for a shared win, 0).
    pub wins: Vec<f64>,
    pub excalibur: bool,
    pub own_missions: usize,
    pub secondary: usize,
}

/// One all-bot game, each seat at its level.
pub fn bot_table(levels: &[u8], length: Length, seed: u64) -> Option<TableResult> {
    // EXCALIBUR85_ROUNDS=N plays N rounds at a table (for tuning C7).
    let agreed = std::env::var("EXCALIBUR85_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .map(excalibur85::limits::Limit::Rounds);
    let options = Options {
        length,
        agreed,
        ..Options::default()
    };
    let mut game = Match::<Excalibur85>::new(options, levels.len(), seed).ok()?;
    let mut bots: Vec<Box<dyn Bot<Excalibur85>>> = levels.iter().map(|l| for_level(*l)).collect();
    let mut rng = GameRng::from_seed(seed ^ 0x1985);
    crate::play_out(&mut game, &mut bots, &mut rng)?;
    let s = game.state();
    let outcomes = s.outcomes()?;
    Some(TableResult {
        scores: s.players.iter().map(|p| p.score()).collect(),
        wins: outcomes.iter().map(|o| o.score).collect(),
        excalibur: s.players.iter().any(|p| p.delivered),
        own_missions: s.players.iter().filter(|p| p.mission_done).count(),
        secondary: s.players.iter().map(|p| p.secondary_done.len()).sum(),
    })
}

/// Time per decision of a bot of `level` at seat 0, the others at level 1.
pub fn decision_times(level: u8, seats: usize, samples: usize, now: &dyn Fn() -> f64) -> Vec<f64> {
    crate::time_decisions(
        |seed| Match::<Excalibur85>::new(Options::default(), seats, seed).ok(),
        || for_level(level),
        || for_level(1),
        samples,
        now,
    )
}
