//! Merlin's Company's Travel deck (§2, §12.3) as data: every move made as a Heroic Action or
//! by Tristan's power draws one of these before the knight arrives. Three challenges have
//! no surviving printed text; their rules are the project's own design and say so.

use serde::{Deserialize, Serialize};

/// A Travel card (red back).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Travel {
    /// The move completes.
    NothingHappens,
    /// The move completes, and the Merlin figure arrives with the knight.
    MerlinTravels,
    /// The knight goes to the Grail quest instead (Nothing Happens once it has ended).
    Vision,
    /// Discard two White cards to arrive; otherwise stay, and the turn ends.
    Lost,
    /// Fight as against a Siege Engine to arrive; a loss costs a life point, and the turn ends.
    Charged,
    /// Discard a pair of same-value Fight cards to arrive; otherwise lose a life point, and
    /// the turn ends.
    Ambushed,
    /// The knight stays, out of the game until another knight frees him.
    Captured,
}

impl Travel {
    /// The three challenges (meet it, or pay and end the turn at once). Their printed text
    /// is lost: their rules are our design (§12.3), and the app labels them so wherever
    /// they show.
    pub fn is_design(self) -> bool {
        matches!(self, Travel::Lost | Travel::Charged | Travel::Ambushed)
    }

    /// A stable name for words and tests.
    pub fn slug(self) -> &'static str {
        match self {
            Travel::NothingHappens => "nothing-happens",
            Travel::MerlinTravels => "merlin-travels",
            Travel::Vision => "vision",
            Travel::Lost => "lost",
            Travel::Charged => "charged",
            Travel::Ambushed => "ambushed",
            Travel::Captured => "captured",
        }
    }
}

/// The 16 Travel cards: the counts of [003], Ambushed! ×2 by subtraction (§2).
pub const TRAVEL_DECK: &[(Travel, u8)] = &[
    (Travel::MerlinTravels, 5),
    (Travel::NothingHappens, 3),
    (Travel::Lost, 2),
    (Travel::Charged, 2),
    (Travel::Ambushed, 2),
    (Travel::Captured, 1),
    (Travel::Vision, 1),
];
