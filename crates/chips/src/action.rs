//! What a seat can do. Hand chips are named by kind: two chips of one kind are
//! interchangeable to their holder, and ids never leave the engine.

use crate::chip::Kind;
use rt_core::Seat;
use serde::{Deserialize, Serialize};

/// "Left" is clockwise: the next seat in turn order, where the crown goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Side {
    Left,
    Right,
}

/// Table talk: cheap words for bluffing, public and unchecked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Claim {
    HaveExcalibur,
    NotMe,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Take (or, for Percival, turn up) the chip in this Avalon slot.
    Draw {
        region: u8,
        slot: u8,
    },
    /// Take back one of this seat's secret picks of the Draw step, while it is still picking.
    Unpick {
        region: u8,
        slot: u8,
    },
    /// The secret play of the round.
    Play(Kind),
    Declare(Claim),
    /// Peasant, Merchant, Artisan: draw rather than steal.
    FromAvalon,
    /// Steal from this seat (Peasant, Merchant, Artisan, Thief, Robyn).
    Steal(Seat),
    /// Spy, Mordred, Gawain, Caelia.
    Target(Seat),
    /// Stop, decline, keep hands (Caelia, Guinevere, Morgana, Mordred).
    Done,
    /// Send a chip back: to an Avalon region, or (`None`) to the seat it was stolen from.
    Return {
        kind: Kind,
        region: Option<u8>,
    },
    /// Artisan: put a chip face down in a region.
    Place {
        kind: Kind,
        region: u8,
    },
    /// Baroness: trash a chip of your own.
    Discard(Kind),
    /// Spy: show this chip of the target's hand to everyone.
    Show(Kind),
    Direction(Side),
    /// The Fisher King's owner: flip it (`true`) or leave it for now.
    FlipFisherKing(bool),
    /// Galahad: set this chip apart.
    Protect(Kind),
    /// Gawain's target: the sword handed over.
    Give(Kind),
    /// Arthur, Guinevere: a blind pick among this seat's held-out swords.
    PickSword(Seat),
    /// Guinevere: one of your own held-out swords, which you know.
    PickOwn(Kind),
    /// Guinevere: the region that receives (and is shuffled with) the picked swords.
    Bury(u8),
    /// Mordred: exchange hands with the target.
    Swap,
    /// Morgana: resolve this drawn chip now.
    Reveal(Kind),
    /// Percival: keep the n-th turned-up chip.
    Take(u8),
    /// Black Knight: take this seat's played chip, or its Permanent.
    TakePlayed(Seat),
    TakePermanent(Seat),
}
