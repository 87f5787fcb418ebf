//! What happened. Public events say who, how many and where; private ones name chips, and
//! are addressed only to the seats allowed to see them.

use crate::action::{Claim, Side};
use crate::chip::Kind;
use rt_core::{Seat, SeatSet};
use serde::{Deserialize, Serialize};

/// A public place a chip moves from or to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Place {
    Region(u8),
    Hand(Seat),
    Trash,
    Played(Seat),
    Permanent(Seat),
    Protected(Seat),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ChipsEvent {
    RoundStarted {
        round: u16,
        crown: Seat,
    },
    /// Public movement: `count` chips went from one place to another.
    Moved {
        from: Place,
        to: Place,
        count: u8,
    },
    /// Private: the identity of a chip that moved where this seat could see it.
    Saw {
        kind: Kind,
        from: Place,
        to: Place,
    },
    Declared {
        seat: Seat,
        claim: Claim,
    },
    Chose {
        seat: Seat,
    },
    /// A seat has picked its slots for the Draw step (which ones stays secret until all have).
    Picked {
        seat: Seat,
    },
    /// `seat` picked `count` chips that `by`, nearer the crown, picked too and took; it
    /// picks again if Avalon still holds chips (`again`).
    SlotTaken {
        seat: Seat,
        by: Seat,
        count: u8,
        again: bool,
    },
    Revealed {
        chips: Vec<(Seat, Kind)>,
    },
    Resolving {
        seat: Seat,
        kind: Kind,
    },
    CoinFlip {
        seat: Seat,
        kind: Kind,
        face_up: bool,
    },
    Shielded {
        seat: Seat,
    },
    Huzzah {
        seat: Seat,
        huzzah: bool,
    },
    Targeted {
        seat: Seat,
        target: Seat,
    },
    DirectionChosen {
        seat: Seat,
        side: Side,
    },
    /// Everyone sees these chips (Spy's shown chip, Percival's slots, trashed chips).
    Shown {
        owner: Option<Seat>,
        place: Place,
        kind: Kind,
    },
    /// Private: a whole hand this seat looked at.
    LookedAt {
        target: Seat,
        hand: Vec<Kind>,
    },
    SwordsHeldOut {
        counts: Vec<(Seat, u8)>,
    },
    Swapped {
        seat: Seat,
        target: Seat,
        swapped: bool,
    },
    Shuffled {
        region: u8,
    },
    Protected {
        seat: Seat,
    },
    FinalRound,
    CrownPassed {
        to: Seat,
    },
    GameOver {
        winners: SeatSet,
    },
}
