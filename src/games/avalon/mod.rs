//! Screens for Avalon (with the Lady of the Lake, Excalibur and the Plot cards).

mod board;
pub mod faces;
mod prompt;
mod setup;
mod table;
pub mod words;

pub use setup::AvalonSetup;
pub use table::AvalonTable;
