//! The save envelope: what is written to browser storage and to exported files.
//!
//! A save holds the replay record, not the state: replaying it on load rebuilds the exact
//! position and checks every move, so a tampered or damaged save is caught, never trusted.

use crate::game::{Game, RuleError};
use crate::outcome::OutcomeKind;
use crate::play::Match;
use crate::record::{Record, ReplayError};
use serde::{Deserialize, Serialize};

/// Bump when the envelope's shape changes; loaders refuse formats they do not know.
pub const SAVE_FORMAT: u32 = 1;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatKind {
    /// A human at this device.
    Human,
    /// A human who plays this seat on their own device, joined to this one (the host): this
    /// device never shows the seat's private screen.
    Device,
    /// A bot; `level` is 0 for the weakest.
    Bot { level: u8 },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSetup {
    pub name: String,
    pub kind: SeatKind,
}

impl PlayerSetup {
    /// A human, here or on their own device.
    pub fn is_human(&self) -> bool {
        matches!(self.kind, SeatKind::Human | SeatKind::Device)
    }
}

/// A save. `R` is the game's record, or raw JSON before the game is known.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Envelope<R> {
    pub format: u32,
    pub id: String,
    pub game: String,
    /// Milliseconds since the Unix epoch.
    pub created_ms: f64,
    pub updated_ms: f64,
    pub players: Vec<PlayerSetup>,
    pub record: R,
    /// Each seat's result once the game is over: a summary for the saved-games list, which
    /// need not replay the game to mark it finished. Opening the save still replays it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Vec<OutcomeKind>>,
}

/// Why a save or an import could not be loaded. The text stays untouched in every case.
/// Serializable, so a game's own module can tell the app shell why it refused a save.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LoadError {
    /// Not JSON at all (damaged, or not a Round Table file).
    NotJson(String),
    /// JSON, but without the envelope's fields.
    NotASave(String),
    /// Written by a format this build does not know (a newer app, most likely).
    UnknownFormat(u32),
    /// A game this build does not have.
    UnknownGame(String),
    /// The record does not fit the game's options or actions.
    BadRecord(String),
    /// A recorded move is refused when replayed.
    BadMove { index: usize, code: String },
    /// The players listed do not match the record's seat count.
    SeatMismatch { players: usize, seats: usize },
}

impl LoadError {
    /// Stable code for translation: `load-<code>`.
    pub fn code(&self) -> &'static str {
        match self {
            LoadError::NotJson(_) => "not-json",
            LoadError::NotASave(_) => "not-a-save",
            LoadError::UnknownFormat(_) => "unknown-format",
            LoadError::UnknownGame(_) => "unknown-game",
            LoadError::BadRecord(_) => "bad-record",
            LoadError::BadMove { .. } => "bad-move",
            LoadError::SeatMismatch { .. } => "seat-mismatch",
        }
    }
}

impl Envelope<serde_json::Value> {
    /// Reads the envelope and checks its format, leaving the record for the game to read.
    pub fn parse(text: &str) -> Result<Self, LoadError> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| LoadError::NotJson(e.to_string()))?;
        let format = value
            .get("format")
            .and_then(|f| f.as_u64())
            .ok_or_else(|| LoadError::NotASave("no format number".into()))?;
        if format != u64::from(SAVE_FORMAT) {
            return Err(LoadError::UnknownFormat(
                u32::try_from(format).unwrap_or(u32::MAX),
            ));
        }
        serde_json::from_value(value).map_err(|e| LoadError::NotASave(e.to_string()))
    }

    /// Replays the record as game `G`.
    pub fn open<G: Game>(&self) -> Result<Match<G>, LoadError> {
        if self.game != G::ID {
            return Err(LoadError::UnknownGame(self.game.clone()));
        }
        // Read in place: a clone of the whole tree cost as much as reading it.
        let record = Record::<G::Options, G::Action>::deserialize(&self.record)
            .map_err(|e| LoadError::BadRecord(e.to_string()))?;
        if record.seats != self.players.len() {
            return Err(LoadError::SeatMismatch {
                players: self.players.len(),
                seats: record.seats,
            });
        }
        Match::replay(&record).map_err(|e| match e {
            ReplayError::WrongGame { found, .. } => LoadError::UnknownGame(found),
            ReplayError::Setup(e) => LoadError::BadRecord(format!("{e:?}")),
            ReplayError::BadMove { index, error } => LoadError::BadMove {
                index,
                code: error.code().to_string(),
            },
        })
    }
}

impl<G: Game> Match<G> {
    /// Wraps this match in a save envelope.
    pub fn to_envelope(
        &self,
        id: &str,
        players: &[PlayerSetup],
        created_ms: f64,
        updated_ms: f64,
    ) -> Envelope<&Record<G::Options, G::Action>> {
        Envelope {
            format: SAVE_FORMAT,
            id: id.to_string(),
            game: G::ID.to_string(),
            created_ms,
            updated_ms,
            players: players.to_vec(),
            record: self.record(),
            outcome: self
                .state()
                .outcomes()
                .map(|o| o.iter().map(|x| x.kind).collect()),
        }
    }
}
