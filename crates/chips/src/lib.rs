//! Excalibur, the chip game (2–8 players): rules engine and bots.
//!
//! The spec is `shared/rules/excalibur-chips.md`. Section numbers in comments (§4.1, …) point
//! there.

pub mod action;
mod arrange;
pub mod bots;
pub mod chip;
pub mod event;
mod resolve;
pub mod result;
pub mod rules;
pub mod state;
pub mod view;

pub use action::{Action, Claim, Side};
pub use chip::{ArtProfile, Kind};
pub use event::{ChipsEvent, Place};
pub use result::{Ending, Standing};
pub use rules::ChipsError;
pub use state::{Ask, Chips, ChipsOptions};
pub use view::{HandView, StageView, View};
