//! Screens for the stand-in game (the Oracle's Number).

mod board;
mod private;
mod setup;
mod table;
mod words;

pub use setup::OracleSetup;
pub use table::OracleTable;
