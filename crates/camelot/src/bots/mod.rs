//! Bots for Shadows over Camelot. Each sees only its seat's view.
//!
//! - level 0: any legal action;
//! - level 1: a heuristic knight (quests by urgency and by what the hand can do, Evil fed
//!   with care, sieges, healing, suspicion read from the public record) or, for a traitor, a
//!   saboteur who looks like bad luck;
//! - level 2: search over worlds sampled from the view, each candidate played out to the end
//!   by level-1 bots; the heuristic's choice is overruled only by a clearly better one
//!   (`search`).

mod heuristic;
mod loyal;
mod plan;
mod read;
mod road;
pub mod search;
pub mod world;

pub use heuristic::{Heuristic, Params};
pub use read::suspicion;

use crate::Camelot;
use rt_core::{Bot, RandomBot};

pub fn for_level(level: u8) -> Box<dyn Bot<Camelot>> {
    match level {
        0 => Box::new(RandomBot),
        1 => Box::new(Heuristic::default()),
        _ => Box::new(search::Searcher::default()),
    }
}
