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
    // Merlin's Company (§8).
    /// Once a turn, swaps a White card from his hand for the top of the pile.
    Bedivere,
    /// Looks at the top Travel card before declaring a move.
    Bors,
    /// Once a turn, gives one of his life points to another living knight.
    Caradoc,
    /// Dark Forest does not stop him playing Grail cards.
    Gaheris,
    /// One more in his Siege Engine fights.
    Gareth,
    /// Once a game, treats Lost!, Charged! or Ambushed! as Nothing Happens.
    Geraint,
    /// One more White card at every War won in his presence.
    Lamorak,
    /// At the Round Table, may put back one of the cards drawn and draw another.
    Owain,
    /// Squire's Challenge (§12.6): a player with no coat of arms and no power yet.
    Squire,
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

    /// Merlin's Company's coats of arms (§2, §8): Bedivere and the seven new knights.
    pub const MERLINS_COMPANY: [Knight; 8] = [
        Knight::Bedivere,
        Knight::Bors,
        Knight::Caradoc,
        Knight::Gaheris,
        Knight::Gareth,
        Knight::Geraint,
        Knight::Lamorak,
        Knight::Owain,
    ];

    /// The random draw's pool with Merlin's Company: the seven new knights (§8).
    pub fn new_companions() -> Vec<Knight> {
        Knight::MERLINS_COMPANY
            .iter()
            .copied()
            .filter(|k| *k != Knight::Bedivere)
            .collect()
    }

    /// Who may join Arthur when the players choose the coats with Merlin's Company: every
    /// other knight, Bedivere included (§2, §8).
    pub fn companions() -> impl Iterator<Item = Knight> {
        Knight::BASE
            .iter()
            .chain(Knight::MERLINS_COMPANY.iter())
            .copied()
            .filter(|k| *k != Knight::Arthur)
    }

    /// The knight whose figure has this one's colour, where our sources say (§2: Gaheris is
    /// yellow like Galahad). The other pairings are not known, so they are not enforced.
    pub fn colour_twin(self) -> Option<Knight> {
        match self {
            Knight::Galahad => Some(Knight::Gaheris),
            Knight::Gaheris => Some(Knight::Galahad),
            _ => None,
        }
    }

    /// The seven new knights' printed powers are lost: theirs are the project's design
    /// (§8), and the app labels them so wherever they show.
    pub fn is_design(self) -> bool {
        Knight::MERLINS_COMPANY.contains(&self) && self != Knight::Bedivere
    }

    pub fn slug(self) -> &'static str {
        match self {
            Knight::Arthur => "arthur",
            Knight::Galahad => "galahad",
            Knight::Gawain => "gawain",
            Knight::Kay => "kay",
            Knight::Palamedes => "palamedes",
            Knight::Percival => "percival",
            Knight::Tristan => "tristan",
            Knight::Bedivere => "bedivere",
            Knight::Bors => "bors",
            Knight::Caradoc => "caradoc",
            Knight::Gaheris => "gaheris",
            Knight::Gareth => "gareth",
            Knight::Geraint => "geraint",
            Knight::Lamorak => "lamorak",
            Knight::Owain => "owain",
            Knight::Squire => "squire",
        }
    }
}

/// Life points: a knight holds 0 to 6 and starts at 4 (§8).
pub const MAX_LIFE: u8 = 6;
pub const START_LIFE: u8 = 4;
