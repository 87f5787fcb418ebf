//! Screens for Avalon (with Lady of the Lake and Excalibur).

mod board;
mod prompt;
mod setup;
mod table;
mod words;

pub use setup::AvalonSetup;
pub use table::AvalonTable;
