//! Bots for Excalibur 1985. Each sees only its seat's view.
//!
//! - level 0: any legal action;
//! - level 1: a heuristic knight (errands first, then exploring; fights at good odds);
//! - level 2: the heuristic knight who also hunts a rival carrying Excalibur (`hunt`), with a
//!   search over worlds drawn from the view, each candidate played on for a few turns
//!   (`search`).

mod heuristic;
pub mod hunt;
pub mod route;
pub mod search;

pub use heuristic::{win_chance, Heuristic};
pub use search::Searcher;

use crate::Excalibur85;
use rt_core::{Bot, RandomBot};

pub fn for_level(level: u8) -> Box<dyn Bot<Excalibur85>> {
    match level {
        0 => Box::new(RandomBot),
        1 => Box::new(Heuristic),
        _ => Box::new(Searcher::default()),
    }
}
