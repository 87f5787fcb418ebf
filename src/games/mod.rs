//! The playable games, and the session logic they share.

pub mod avalon;
pub mod bots;
pub mod chips;
pub mod session;
pub mod table_frame;

use rt_core::{Envelope, Game, LoadError};
use serde_json::Value;

/// Fully checks a save for any game this build has (replaying every move).
pub fn check(envelope: &Envelope<Value>) -> Result<(), LoadError> {
    match envelope.game.as_str() {
        id if id == ::chips::Chips::ID => envelope.open::<::chips::Chips>().map(|_| ()),
        id if id == ::avalon::Avalon::ID => envelope.open::<::avalon::Avalon>().map(|_| ()),
        other => Err(LoadError::UnknownGame(other.to_string())),
    }
}
