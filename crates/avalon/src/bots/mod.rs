//! Avalon bots. Each receives one seat's view and legal actions, never the state. Level 0
//! plays at random; level 1 and up reason over a belief of role assignments.

mod belief;
mod plot_policy;
mod reasoner;

pub use belief::{roles_in_play, Belief};
pub use reasoner::Reasoner;

use crate::state::Avalon;
use rt_core::{Bot, RandomBot};

pub fn for_level(level: u8) -> Box<dyn Bot<Avalon>> {
    match level {
        0 => Box::new(RandomBot),
        _ => Box::new(Reasoner),
    }
}
