//! Shadows over Camelot (3–7 players): rules engine.
//!
//! The spec is `shared/rules/camelot.md`; section numbers in comments point there. Content is
//! data (`cards`, `knight`), the table's basic moves are in `table`, and each part of a turn
//! has its module: `evil` (Evil's progress and Black cards), `heroic` (Heroic Actions),
//! `decisions` (what interrupts a turn), `quest_end` (how quests end).

pub mod action;
pub mod bots;
pub mod cards;
mod company_knights;
mod company_specials;
mod decisions;
mod evil;
mod heroic;
pub mod knight;
pub mod quest;
mod quest_end;
pub mod rules;
mod setup;
mod specials;
pub mod squires;
pub mod state;
mod table;
pub mod talk;
mod traitor;
pub mod travel;
pub mod view;
pub mod witches;

pub use action::{Action, CamelotError, CamelotEvent, Cancel, EvilChoice, Special};
pub use cards::{Black, Morgan, White};
pub use knight::Knight;
pub use quest::{Place, Quest};
pub use setup::BASE_MAX_SEATS;
pub use state::{Camelot, CamelotOptions, Difficulty, Ending, Loyalty, Pending, Step};
pub use view::View;
