//! Screens for Excalibur, the chip game.

mod board;
pub mod chip_view;
mod ending;
mod prompt;
mod setup;
mod table;
pub mod words;

pub use setup::ChipsSetup;
pub use table::ChipsTable;
