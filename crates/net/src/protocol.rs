//! The messages between a host and its guests, as JSON text on a WebRTC data channel.
//!
//! A guest sends only what its player decides; the host sends each guest only what its
//! seat may see: that seat's view and legal actions, the events it may know, whose turn it
//! is and the players' names. Never the state, the seed or the record.

use rt_core::{Game, Outcome, PlayerSetup, Seat};
use serde::{Deserialize, Serialize};

/// The protocol's version: host and guest must agree on it, and on the app's version.
pub const PROTOCOL: u32 = 1;

/// The largest message either side reads. A view of the largest table is far smaller; a
/// bigger message is refused unread.
pub const MAX_MESSAGE: usize = 256 * 1024;

/// A table's secret: a random number in every join code of one table, so a device that
/// did not scan one of its codes cannot join it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TableKey(pub u32);

/// Which app and rules a device runs: a mismatch is said in words, not met as a broken game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Version {
    pub app: String,
    pub protocol: u32,
    pub game: String,
}

impl Version {
    pub fn of<G: Game>(app: &str) -> Version {
        Version {
            app: app.to_string(),
            protocol: PROTOCOL,
            game: G::ID.to_string(),
        }
    }
}

/// From a guest to the host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum ToHost<G: Game> {
    /// The first message on a channel: who the guest is and what it runs.
    Join {
        version: Version,
        table: TableKey,
        seat: Seat,
    },
    /// An action for the guest's own seat, chosen while it saw update `seen`.
    Act { seen: u64, action: G::Action },
}

/// From the host to one guest.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum ToGuest<G: Game> {
    /// The table as the guest's seat sees it now.
    Update(Box<Update<G>>),
    /// The guest's last message was not taken; nothing changed on the host.
    Refused(Refusal),
}

/// Everything a guest's screen shows, from its seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Update<G: Game> {
    /// Counts up with every update the host sends this guest.
    pub number: u64,
    pub seat: Seat,
    /// Who sits where: names, and which seats are bots.
    pub players: Vec<PlayerSetup>,
    pub view: G::View,
    /// What the seat may do now; empty when it is not asked anything.
    pub legal: Vec<G::Action>,
    /// Who the game waits for.
    pub to_act: Vec<Seat>,
    /// The events this seat may know, from the `first_event`-th of them on.
    pub first_event: usize,
    pub events: Vec<G::Event>,
    /// Each seat's result once the game is over.
    pub outcomes: Option<Vec<Outcome>>,
}

/// Why the host did not take a guest's message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    /// Another app or protocol version: the host's is given, to say which to update.
    Version(Version),
    /// The code was not made for this table.
    WrongTable,
    /// The code was made for another seat.
    WrongSeat,
    /// An action before the guest joined.
    NotJoined,
    /// The game's rules refused the action (the rule's stable code).
    Rule(String),
    /// Not a message of this protocol.
    Malformed(String),
    /// Longer than `MAX_MESSAGE`.
    TooLarge(usize),
}

impl Refusal {
    /// A stable code for the words the app shows (`net-<code>` in the translation files).
    pub fn code(&self) -> &str {
        match self {
            Refusal::Version(_) => "version",
            Refusal::WrongTable => "wrong-table",
            Refusal::WrongSeat => "wrong-seat",
            Refusal::NotJoined => "not-joined",
            Refusal::Rule(code) => code,
            Refusal::Malformed(_) => "malformed",
            Refusal::TooLarge(_) => "too-large",
        }
    }
}

/// A message as text.
pub fn encode<T: Serialize>(message: &T) -> String {
    // Plain data (no maps with non-string keys) always serializes.
    serde_json::to_string(message).unwrap_or_default()
}

/// A message from text, refused unread when too long.
pub fn decode<T: for<'de> Deserialize<'de>>(text: &str) -> Result<T, Refusal> {
    if text.len() > MAX_MESSAGE {
        return Err(Refusal::TooLarge(text.len()));
    }
    serde_json::from_str(text).map_err(|e| Refusal::Malformed(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chips::Chips;

    #[test]
    fn messages_go_through_text_and_back() {
        let join: ToHost<Chips> = ToHost::Join {
            version: Version::of::<Chips>("1.0"),
            table: TableKey(42),
            seat: Seat(1),
        };
        assert_eq!(decode::<ToHost<Chips>>(&encode(&join)), Ok(join));
        let refused: ToGuest<Chips> = ToGuest::Refused(Refusal::Rule("not-your-turn".into()));
        assert_eq!(decode::<ToGuest<Chips>>(&encode(&refused)), Ok(refused));
    }

    #[test]
    fn bad_text_is_refused_with_its_reason() {
        assert!(matches!(
            decode::<ToHost<Chips>>("{\"Act\":"),
            Err(Refusal::Malformed(_))
        ));
        assert!(matches!(
            decode::<ToHost<Chips>>("[1, 2]"),
            Err(Refusal::Malformed(_))
        ));
        assert!(matches!(
            decode::<ToHost<Chips>>("{\"Launch\": {}}"),
            Err(Refusal::Malformed(_))
        ));
        let long = " ".repeat(MAX_MESSAGE + 1);
        assert_eq!(
            decode::<ToHost<Chips>>(&long),
            Err(Refusal::TooLarge(MAX_MESSAGE + 1))
        );
        assert_eq!(Refusal::TooLarge(1).code(), "too-large");
        assert_eq!(Refusal::Rule("game-over".into()).code(), "game-over");
    }
}
