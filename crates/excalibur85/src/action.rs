//! What a knight can do, what happened, and why an action was refused.

use crate::attributes::{Attribute, Sheet};
use crate::cards::Card;
use crate::fight::{Outcome, Term};
use crate::map::Cell;
use crate::territory::Place;
use crate::tile::Dir;
use rt_core::Seat;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// At the start: the knight's ten points (A4).
    Sheet(Sheet),
    /// Discard the elixir to cancel every lost turn owed (C4), or keep it.
    Elixir(bool),
    /// One step to a connected tile (A8).
    Move(Dir),
    /// Draw a tile (or area card) and place it through this side (A8, C5).
    Explore(Dir),
    /// Turn the drawn piece this many quarter turns and step onto it.
    Turn(u8),
    /// Stay where you are (C6 2d).
    Stay,
    /// Step from an area's entrance card out to the territory, or into the area of an
    /// entrance lying on this tile.
    Enter,
    Leave,
    /// Take the training on offer, or pass (C2).
    Train(bool),
    /// The magic ground: which attribute moves.
    Choose(Attribute),
    /// Keep the drawn card, face up or face down.
    Keep {
        open: bool,
    },
    /// Keep it in place of this held card, which is left on the tile.
    Swap {
        open: bool,
        out: Card,
    },
    /// Leave the drawn card on the tile.
    LeaveCard,
    /// Fight a forced foe, or refuse with the amulet.
    Fight(bool),
    /// Step 4: attack a foe lying on this tile.
    Attack(Card),
    /// Step 4: pick up a card lying on this tile.
    PickUp {
        card: Card,
        open: bool,
    },
    /// Step 4: fight a knight on the same tile (A9).
    Challenge(Seat),
    /// The winner of a fight between knights takes one of the loser's cards, or stops.
    Take {
        card: Card,
        open: bool,
    },
    Done,
    /// Step 4: offer a knight on the same tile a card for one of his (either may be none);
    /// `open` says where the card received would go (the owner chooses, C6).
    Offer {
        to: Seat,
        give: Option<Card>,
        take: Option<Card>,
        open: bool,
    },
    /// The other knight takes the offer, putting the card he receives face up or down.
    Accept {
        open: bool,
    },
    Decline,
    /// With the flying unicorn: up to three steps over revealed tiles (C4).
    Fly(Cell),
    /// The fairy, discarded: to any revealed territory tile (C4).
    Fairy(Cell),
    EndTurn,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    SheetSet {
        seat: Seat,
        sheet: Sheet,
    },
    TurnBegins {
        seat: Seat,
        round: u32,
    },
    TurnLost {
        seat: Seat,
        left: u32,
    },
    ElixirDrunk {
        seat: Seat,
    },
    Moved {
        seat: Seat,
        to: Cell,
    },
    TilePlaced {
        seat: Seat,
        place: Place,
        at: Cell,
    },
    AreaCardPlaced {
        seat: Seat,
        board: usize,
        at: Cell,
    },
    EnteredArea {
        seat: Seat,
        board: usize,
    },
    MovedInArea {
        seat: Seat,
        board: usize,
        to: Cell,
    },
    LeftArea {
        seat: Seat,
    },
    TurnsLost {
        seat: Seat,
        turns: u32,
    },
    Trained {
        seat: Seat,
        place: Place,
    },
    AttributeChanged {
        seat: Seat,
        attribute: Attribute,
        up: bool,
    },
    Rolled {
        seat: Seat,
        value: u8,
    },
    Drew {
        seat: Seat,
        card: Card,
    },
    Kept {
        seat: Seat,
        card: Card,
        open: bool,
    },
    LeftOnTile {
        seat: Seat,
        card: Card,
    },
    PickedUp {
        seat: Seat,
        card: Card,
    },
    Cursed {
        seat: Seat,
        card: Card,
    },
    Refused {
        seat: Seat,
        card: Card,
    },
    Fought {
        seat: Seat,
        card: Card,
        mine: Vec<Term>,
        theirs: Vec<Term>,
        outcome: Outcome,
    },
    Transferred {
        seat: Seat,
        to: Cell,
    },
    Stolen {
        seat: Seat,
        card: Card,
    },
    Duel {
        attacker: Seat,
        defender: Seat,
        mine: Vec<Term>,
        theirs: Vec<Term>,
        outcome: Outcome,
    },
    Took {
        seat: Seat,
        from: Seat,
        card: Card,
    },
    Offered {
        seat: Seat,
        to: Seat,
        give: Option<Card>,
        take: Option<Card>,
    },
    Traded {
        seat: Seat,
        with: Seat,
        accepted: bool,
    },
    FairyFlight {
        seat: Seat,
        to: Cell,
    },
    Scored {
        seat: Seat,
        points: u32,
        why: Scoring,
    },
    /// At the superior level, what the table sees of a card only its knight saw (A7).
    Unseen {
        seat: Seat,
        what: Unseen,
    },
    GameOver,
}

/// What happened to a card the table did not see.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Unseen {
    Drew,
    Kept,
    LeftOnTile,
    PickedUp,
    Stolen,
    /// A trade offered, or a card taken by the winner of a fight between knights: the cards
    /// are told only to the knights on that tile.
    Offered,
    Took,
}

/// Why points were scored (A6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Scoring {
    Excalibur,
    OwnMission,
    Secondary(Card),
    Fight(Card),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleError {
    NotYourTurn,
    NotAllowed,
    GameOver,
}

impl rt_core::RuleError for RuleError {
    fn code(&self) -> &'static str {
        match self {
            RuleError::NotYourTurn => "not-your-turn",
            RuleError::NotAllowed => "not-allowed",
            RuleError::GameOver => "game-over",
        }
    }
}
