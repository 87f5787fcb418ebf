//! The Oracle's Number — a tiny stand-in game wired through the core so the app's flow,
//! saves, bots and tests run end to end before the first real game lands. Remove it then.
//!
//! Each round the oracle secretly draws a number from 1 to 9. Every seat secretly picks a
//! number at the same time; then all picks and the oracle's number are shown. Before the
//! round scores, any seat still holding its single veto may cancel the round (an interrupt
//! window, like "any player may cancel this card now"). Otherwise the pick or picks closest
//! to the oracle score a point. Most points after the last round wins.

mod action;
pub mod bots;
mod rules;
mod state;
mod view;

pub use action::{Action, OracleError, OracleEvent};
pub use state::{Oracle, OracleOptions, Phase, RoundResult, HIGHEST, LOWEST};
pub use view::{PhaseView, View};
