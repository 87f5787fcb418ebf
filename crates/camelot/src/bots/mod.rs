//! Bots for Shadows over Camelot. Each sees only its seat's view.
//!
//! - level 0: any legal action;
//! - level 1: a heuristic knight (quests by urgency and by what the hand can do, Evil fed
//!   with care, sieges, healing, suspicion read from the public record) or, for a traitor, a
//!   saboteur who looks like bad luck;
//! - level 2: search over worlds sampled from the view, each candidate played out to the end
//!   by level-1 bots; the heuristic's choice is overruled only by a clearly better one
//!   (`search`).
//!
//! Level 1 in steps, each in its own module: reading the table (`read`, the hand's worth in
//! `hand`, the road's risk in `road`), judging each quest's odds (`odds`: the pace of each
//! side's cards; `plan`: what a hand can do there), choosing the Heroic action (`loyal`,
//! `specials`), choosing Evil's progress (`evil_step`), whom to accuse (`accusation`), the
//! traitor's plan (`traitor`), the decisions between turns (`windows`) and table talk
//! (`talk`). `heuristic` holds the thresholds (`Params`, tuned by the `tune` example) and
//! sends each decision to its step.

mod accusation;
mod evil_step;
mod hand;
mod heuristic;
mod loyal;
mod odds;
mod plan;
mod read;
mod road;
pub mod search;
mod specials;
mod talk;
mod traitor;
mod tuning;
mod windows;
pub mod world;

pub use heuristic::{Crowd, Heuristic, Params};
pub use talk::suspicion;
pub use tuning::settings;

use crate::{Camelot, Difficulty};
use rt_core::{Bot, Budget, Clock, RandomBot};

/// How long level 2 thinks over one decision at a table with people: its slowest decisions
/// (large tables with Merlin's Company) once took seconds, and tens of seconds on a busy
/// phone. Most decisions take far less and are not cut.
pub const THINKING_MS: f64 = 700.0;

/// The bots as the arena and the tests play them: level 2 searches every world, however
/// long it takes, so their games replay exactly.
pub fn for_level(level: u8) -> Box<dyn Bot<Camelot>> {
    match level {
        0 => Box::new(RandomBot),
        1 => Box::new(Heuristic::default()),
        _ => Box::new(search::Searcher::default()),
    }
}

/// The bots as the app plays them: level 2 within `THINKING_MS` on `clock`.
pub fn timed(level: u8, clock: Clock) -> Box<dyn Bot<Camelot>> {
    match level {
        0 | 1 => for_level(level),
        _ => Box::new(search::Searcher {
            budget: Some(Budget {
                clock,
                ms: THINKING_MS,
            }),
            ..search::Searcher::default()
        }),
    }
}

/// A bot seat at a table of `difficulty`: loyal to Arthur, it plays its best (level 2); as
/// a traitor it plays as the difficulty says (`traitor_for`). It learns which from its own
/// view, so one bot serves either deal.
pub fn for_table(difficulty: Difficulty, clock: Clock) -> Box<dyn Bot<Camelot>> {
    Box::new(TableSeat {
        loyal: timed(2, clock),
        traitor: traitor_for(difficulty, clock),
    })
}

/// The traitor's play at each difficulty: gentle feeds Evil in the open at his Evil step
/// and plays his turns as a loyal knight would, never hiding, and once unmasked draws
/// Black cards rather than adding engines; standard is level 1 (sabotage that looks like
/// bad luck, hidden while suspected); cunning is level 2.
pub fn traitor_for(difficulty: Difficulty, clock: Clock) -> Box<dyn Bot<Camelot>> {
    match difficulty {
        Difficulty::Gentle => Box::new(Heuristic(gentle_traitor())),
        Difficulty::Standard => for_level(1),
        Difficulty::Cunning => timed(2, clock),
    }
}

/// The gentle difficulty's traitor (`traitor_for`). Level-1 knights, 5 seats, standard
/// deal, 8,000 games: they won 20.8 % against the traitor who sabotaged every turn in the
/// open (he wins more once unmasked), 38.5 % against this one; 23.0 % at standard.
pub fn gentle_traitor() -> Params {
    Params {
        hide_from: f64::INFINITY,
        sabotage: false,
        raid_engines: false,
        ..Params::default()
    }
}

struct TableSeat {
    loyal: Box<dyn Bot<Camelot>>,
    traitor: Box<dyn Bot<Camelot>>,
}

impl Bot<Camelot> for TableSeat {
    fn choose(
        &mut self,
        seat: rt_core::Seat,
        view: &crate::View,
        legal: &[crate::Action],
        rng: &mut rt_core::GameRng,
    ) -> Option<crate::Action> {
        let traitor = view
            .knights
            .get(seat.index())
            .is_some_and(|k| k.loyalty == Some(crate::Loyalty::Traitor));
        let bot = if traitor {
            &mut self.traitor
        } else {
            &mut self.loyal
        };
        bot.choose(seat, view, legal, rng)
    }
}
