//! Avalon bots. Each receives one seat's view and legal actions, never the state. Level 0
//! plays at random; level 1 reasons over a belief of role assignments; level 2 also plays
//! sampled worlds out to the end at the moves where that pays.

mod belief;
mod candidates;
mod plot_policy;
mod proposal;
mod reasoner;
mod rollout;
mod search;
mod teams;
mod world;

pub use belief::{roles_in_play, Belief};
pub use reasoner::Reasoner;
pub use search::Searcher;
pub use world::world;

use crate::state::Avalon;
use rt_core::{Bot, Budget, Clock, RandomBot};

/// How long level 2 thinks over one decision at a table with people: a leader's team at
/// seven seats took 1.5 s natively at its slowest, more in a browser. Most decisions take
/// far less and are not cut.
pub const THINKING_MS: f64 = 500.0;

/// The bots as the arena and the tests play them: level 2 plays every world out, however
/// long it takes, so their games replay exactly.
pub fn for_level(level: u8) -> Box<dyn Bot<Avalon>> {
    match level {
        0 => Box::new(RandomBot),
        1 => Box::new(Reasoner::default()),
        _ => Box::new(Searcher::default()),
    }
}

/// The bots as the app plays them: level 2 within `THINKING_MS` on `clock`.
pub fn timed(level: u8, clock: Clock) -> Box<dyn Bot<Avalon>> {
    match level {
        0 | 1 => for_level(level),
        _ => Box::new(Searcher {
            budget: Some(Budget {
                clock,
                ms: THINKING_MS,
            }),
            ..Searcher::default()
        }),
    }
}

/// The table the bots' unit tests share: five seats, seat 0 a Servant, Merlin in seat 1,
/// the Assassin and a Minion in seats 3 and 4.
#[cfg(test)]
fn five_seats() -> Avalon {
    use crate::role::Role;
    Avalon::arranged(
        crate::state::AvalonOptions::default(),
        &[
            Role::Servant,
            Role::Merlin,
            Role::Servant,
            Role::Assassin,
            Role::Minion,
        ],
        rt_core::Seat(0),
        1,
    )
    .expect("a legal deal")
}
