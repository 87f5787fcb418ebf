//! Avalon (5–10 players) with the Excalibur module and Lady of the Lake: rules engine.
//!
//! The spec is `shared/rules/avalon.md`; section numbers in comments point there. Modules:
//! the Lady of the Lake, Excalibur, the Plot Thickens cards, Lancelot and Targeting.

pub mod action;
mod arrange;
pub mod bots;
pub mod plot;
mod plot_play;
pub mod role;
pub mod rules;
pub mod state;
pub mod tables;
pub mod view;

pub use action::{Action, AvalonEvent};
pub use plot::{PlotCard, Window};
pub use role::{LancelotVariant, Role, Side, Sight};
pub use rules::AvalonError;
pub use state::{Avalon, AvalonOptions, Card, EndReason, FifthProposal, Insight, Phase};
pub use view::{StageView, View};
