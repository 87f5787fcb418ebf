//! Bots for Excalibur 1985. Each sees only its seat's view.
//!
//! - level 0: any legal action;
//! - level 1: a heuristic knight (errands first, then exploring; fights at good odds).

mod heuristic;
pub mod route;

pub use heuristic::{win_chance, Heuristic};

use crate::Excalibur85;
use rt_core::{Bot, RandomBot};

pub fn for_level(level: u8) -> Box<dyn Bot<Excalibur85>> {
    match level {
        0 => Box::new(RandomBot),
        _ => Box::new(Heuristic),
    }
}
