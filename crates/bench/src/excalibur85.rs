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

/// The throughput figure, the same natively and in the browser: 200 games untimed to warm
/// up, then 1,000 seeds timed with `now` (milliseconds). Games and moves per second.
pub fn throughput(now: &dyn Fn() -> f64) -> (f64, f64) {
    crate::games_per_second(now, 200, 1_000, |seeds| seeds.filter_map(random_game).sum())
}

/// How an all-bot game went for each seat.
pub struct TableResult {
    pub scores: Vec<u32>,
    /// Each seat's share of the win (1, ½ for a shared win, 0).
    pub wins: Vec<f64>,
    pub excalibur: bool,
    pub own_missions: usize,
    pub secondary: usize,
    /// Knights whose mission cards all came out of the deck, so their mission could be done.
    pub missions_in_play: usize,
    /// How far each knight got with his own mission.
    pub missions: Vec<MissionTrace>,
}

/// One knight's own mission in one game: its item held at some point, its foe fought,
/// beaten, and the mission done.
#[derive(Clone, Copy, Debug)]
pub struct MissionTrace {
    pub mission: excalibur85::Mission,
    pub item: bool,
    pub met: bool,
    pub beaten: bool,
    pub done: bool,
}

/// What the log says of each knight's own mission.
fn mission_traces(game: &Match<Excalibur85>) -> Vec<MissionTrace> {
    use excalibur85::fight::Outcome;
    use excalibur85::Event;
    let players = &game.state().players;
    let mut traces: Vec<MissionTrace> = players
        .iter()
        .map(|p| MissionTrace {
            mission: p.mission,
            // A mission that asks for no item has it from the start.
            item: p.mission.demand().items.is_empty(),
            met: false,
            beaten: false,
            done: p.mission_done,
        })
        .collect();
    // One pass over the log, each event credited to its knight's own mission.
    for e in game.log_for(None) {
        match e {
            Event::Kept { seat, card, .. }
            | Event::PickedUp { seat, card, .. }
            | Event::Took { seat, card, .. } => {
                if let Some(t) = traces.get_mut(seat.index()) {
                    t.item |= t.mission.demand().items.contains(card);
                }
            }
            Event::Fought {
                seat,
                card,
                outcome,
                ..
            } => {
                if let Some(t) = traces.get_mut(seat.index()) {
                    if *card == t.mission.demand().foe {
                        t.met = true;
                        t.beaten |= *outcome == Outcome::Won;
                    }
                }
            }
            _ => {}
        }
    }
    for t in &mut traces {
        t.item |= t.done;
        t.beaten |= t.done;
        t.met |= t.beaten;
    }
    traces
}

/// Level 2 with the arena's tuning (EXCALIBUR85_HORIZON, EXCALIBUR85_WORLDS,
/// EXCALIBUR85_MARGIN); the default where none is set.
fn tuned_searcher() -> excalibur85::bots::Searcher {
    fn var<T: std::str::FromStr>(name: &str) -> Option<T> {
        std::env::var(name).ok().and_then(|v| v.parse().ok())
    }
    let base = excalibur85::bots::Searcher::default();
    excalibur85::bots::Searcher {
        horizon: var("EXCALIBUR85_HORIZON").unwrap_or(base.horizon),
        worlds: var("EXCALIBUR85_WORLDS").unwrap_or(base.worlds),
        margin: var("EXCALIBUR85_MARGIN").unwrap_or(base.margin),
        ..base
    }
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
    let searcher = tuned_searcher();
    // EXCALIBUR85_HUNT=1: level-2 seats play the hunter without search (to measure it alone).
    let hunt = std::env::var("EXCALIBUR85_HUNT").is_ok();
    let mut bots: Vec<Box<dyn Bot<Excalibur85>>> = levels
        .iter()
        .map(|l| match *l {
            2.. if hunt => Box::new(excalibur85::bots::hunt::Hunter) as Box<dyn Bot<Excalibur85>>,
            2.. => Box::new(searcher),
            _ => for_level(*l),
        })
        .collect();
    let mut rng = GameRng::from_seed(seed ^ 0x1985);
    crate::play_out(&mut game, &mut bots, &mut rng)?;
    let missions = mission_traces(&game);
    let s = game.state();
    let outcomes = s.outcomes()?;
    Some(TableResult {
        missions,
        scores: s.players.iter().map(|p| p.score()).collect(),
        wins: outcomes.iter().map(|o| o.score).collect(),
        excalibur: s.players.iter().any(|p| p.delivered),
        own_missions: s.players.iter().filter(|p| p.mission_done).count(),
        secondary: s.players.iter().map(|p| p.secondary_done.len()).sum(),
        missions_in_play: s
            .players
            .iter()
            .filter(|p| {
                let d = p.mission.demand();
                let out = |c: &excalibur85::Card| !s.deck.contains(c);
                let items = if d.any_item {
                    d.items.iter().any(out)
                } else {
                    d.items.iter().all(out)
                };
                items && out(&d.foe)
            })
            .count(),
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
