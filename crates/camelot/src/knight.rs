//! The knights and their powers (§8). Each knight's power is one rule the engine checks by
//! name; Merlin's Company adds Bedivere and seven more in the same list.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Knight {
    /// Takes the first turn; once a turn, swaps one White card with any knight.
    Arthur,
    /// Plays one Special White card free in his Heroic phase.
    Galahad,
    /// Draws 3 instead of 2 at the Round Table.
    Gawain,
    /// Adds one Fight card after a combat he is present at, or after his siege roll.
    Kay,
    /// One more LP at every quest won in his presence.
    Palamedes,
    /// Sees the top Black card before choosing Evil's progress.
    Percival,
    /// Leaves Camelot without spending his action.
    Tristan,
}

impl Knight {
    /// The base game's seven coats of arms (§1).
    pub const BASE: [Knight; 7] = [
        Knight::Arthur,
        Knight::Galahad,
        Knight::Gawain,
        Knight::Kay,
        Knight::Palamedes,
        Knight::Percival,
        Knight::Tristan,
    ];

    pub fn slug(self) -> &'static str {
        match self {
            Knight::Arthur => "arthur",
            Knight::Galahad => "galahad",
            Knight::Gawain => "gawain",
            Knight::Kay => "kay",
            Knight::Palamedes => "palamedes",
            Knight::Percival => "percival",
            Knight::Tristan => "tristan",
        }
    }
}

/// Life points: a knight holds 0 to 6 and starts at 4 (§8).
pub const MAX_LIFE: u8 = 6;
pub const START_LIFE: u8 = 4;
