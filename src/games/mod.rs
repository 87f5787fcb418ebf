//! The playable games, and the session logic they share.

pub mod avalon;
pub mod bots;
pub mod camelot;
pub mod chips;
pub mod devices;
pub mod excalibur85;
pub mod guest;
pub mod guide;
pub mod open_pass;
pub mod session;
pub mod table_frame;
pub mod view_table;
