//! Bots for the chip game. Each is handed one seat's [`View`] and its legal actions, never
//! the state. Level 0 plays at random, level 1 follows the swords with a belief built from
//! its view, level 2 searches worlds sampled from its view.

mod belief;
mod heuristic;
mod search;
mod world;

pub use belief::Belief;
pub use heuristic::HeuristicBot;
pub use search::SearchBot;
pub use world::{can_sample, sample_world};

use crate::state::{Chips, ChipsOptions};
use rt_core::{Bot, RandomBot};

/// The bot for a seat's level (0 random, 1 heuristic, 2 and up search with more worlds), at
/// a table with the default options.
pub fn for_level(level: u8) -> Box<dyn Bot<Chips>> {
    configured(level, &ChipsOptions::default())
}

/// The bot for a level, knowing the table's options (the search simulates Caelia with them).
pub fn configured(level: u8, options: &ChipsOptions) -> Box<dyn Bot<Chips>> {
    match level {
        0 => Box::new(RandomBot),
        1 => Box::new(HeuristicBot),
        n => Box::new(SearchBot {
            worlds: usize::from(n - 1) * search::WORLDS_PER_LEVEL,
            options: options.clone(),
        }),
    }
}
