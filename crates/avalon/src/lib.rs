//! Avalon (5–10 players) with the Excalibur module and Lady of the Lake: rules engine.
//!
//! The spec is `shared/rules/avalon.md`; section numbers in comments point there. The Plot
//! Thickens cards, Lancelot and Targeting are not in this engine yet.

pub mod action;
mod arrange;
pub mod bots;
pub mod role;
pub mod rules;
pub mod state;
pub mod tables;
pub mod view;

pub use action::{Action, AvalonEvent};
pub use role::{LancelotVariant, Role, Side, Sight};
pub use rules::AvalonError;
pub use state::{Avalon, AvalonOptions, Card, EndReason, FifthProposal, Insight, Phase};
pub use view::{StageView, View};
