//! The whole game as plain data: the map, the decks, each knight's sheet and cards, the cards
//! lying on tiles, and where the turn stands (C6).

use crate::areas::AreaCard;
use crate::attributes::Sheet;
use crate::cards::{Area, Card};
use crate::knights::Knight;
use crate::limits::{Length, Limit};
use crate::map::{Cell, Grid};
use crate::missions::Mission;
use crate::territory::Tile;
use crate::tile::Dir;
use rt_core::{GameRng, Seat};
use serde::{Deserialize, Serialize};

/// The two levels (A7). This slice plays the basic level: every card drawn is shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Level {
    #[default]
    Basic,
    Superior,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub level: Level,
    pub length: Length,
    /// "Classic random": no dealing of the needed cards near the top of the decks (C4).
    pub classic_random: bool,
    /// A length agreed before play instead of the table's (A1, C7): rounds for a table,
    /// a turn budget and a points target alone. Ignored when it does not fit the seats.
    #[serde(default)]
    pub agreed: Option<Limit>,
}

/// Where a figure stands: on the territory, or inside a development area's board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Location {
    Territory(Cell),
    /// The area board's index in `boards`, and the cell on it.
    Area(usize, Cell),
}

/// A development area opened from an entrance card (C5): its own board and deck, hanging
/// from a territory tile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub area: Area,
    /// The territory tile the entrance card lies on.
    pub doorway: Cell,
    pub grid: Grid<AreaCard>,
    pub deck: Vec<AreaCard>,
    /// The key card is out.
    pub found: bool,
}

/// A card lying on a tile: a foe that was not beaten, a card left behind, a buried one.
/// Face down, only knights standing there may look at it (C4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lying {
    pub at: Location,
    pub card: Card,
    pub face_down: bool,
}

/// A card a knight carries, face up or face down (A9: at most 2 and 3 of those that count).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Held {
    pub card: Card,
    pub open: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub knight: Knight,
    pub sheet: Sheet,
    pub at: Location,
    pub hand: Vec<Held>,
    /// Foes beaten and kept face up (A5).
    pub beaten: Vec<Card>,
    /// The items of a finished mission, face up in front of their knight for good (A6).
    #[serde(default)]
    pub scored: Vec<Card>,
    /// The secret specific mission (A6).
    pub mission: Mission,
    /// Scored, locked: the specific mission, and the secondary missions finished.
    pub mission_done: bool,
    pub secondary_done: Vec<Card>,
    pub delivered: bool,
    pub points: u32,
    /// Fights won against cards: a counter that stays (C6).
    pub wins: u32,
    pub lost_turns: u32,
    /// Turns owed to training, which the elixir cannot cancel (C2).
    #[serde(default)]
    pub training_turns: u32,
    /// Training tiles used in this stay in the iniciática (A8).
    pub trained: Vec<crate::territory::Place>,
    /// Inside an area it must keep exploring (C5), by board index.
    pub obliged: Option<usize>,
}

impl Player {
    /// Every turn owed: lost turns and training.
    pub fn owed(&self) -> u32 {
        self.lost_turns + self.training_turns
    }

    /// Takes one owed turn, lost turns first; what is still owed after it.
    pub fn take_owed_turn(&mut self) -> u32 {
        if self.lost_turns > 0 {
            self.lost_turns -= 1;
        } else {
            self.training_turns = self.training_turns.saturating_sub(1);
        }
        self.owed()
    }

    pub fn holds(&self, card: Card) -> bool {
        self.hand.iter().any(|h| h.card == card)
    }

    /// Cards that are his for good (A9): Excalibur once delivered, the cards of his finished
    /// mission, finished secondary missions. Nobody takes or trades them.
    pub fn locked(&self, card: Card) -> bool {
        card == Card::Excalibur && self.delivered
            || self.mission_done && self.mission.cards().contains(&card)
            || self.secondary_done.contains(&card)
    }

    /// Where a card received would go within the hand limit: face down first, then face
    /// up; `None` if there is no room. Cards outside the limit always fit (open).
    pub fn room_for(&self, card: Card) -> Option<bool> {
        if card.free_of_hand_limit() {
            return Some(true);
        }
        let (open, hidden) = self.counted();
        if hidden < HIDDEN_SLOTS {
            Some(false)
        } else if open < OPEN_SLOTS {
            Some(true)
        } else {
            None
        }
    }

    /// Cards that count toward the hand limit (A9, C8.4), face up and face down.
    pub fn counted(&self) -> (usize, usize) {
        let counts = self.hand.iter().filter(|h| !h.card.free_of_hand_limit());
        let open = counts.clone().filter(|h| h.open).count();
        (open, counts.count() - open)
    }

    /// Secondary-mission cards held and not finished: each costs 2 at the end (A6).
    pub fn unfinished_secondary(&self) -> u32 {
        let held = self
            .hand
            .iter()
            .filter(|h| crate::missions::secondary(h.card).is_some())
            .count()
            + self
                .beaten
                .iter()
                .filter(|c| {
                    crate::missions::secondary(**c).is_some() && !self.secondary_done.contains(c)
                })
                .count();
        held as u32
    }

    /// The final score (C6): points less 2 for each unfinished secondary mission, below zero
    /// if need be, so that the penalty still separates knights in the ranking.
    pub fn final_score(&self) -> i64 {
        i64::from(self.points)
            - i64::from(crate::missions::SECONDARY_PENALTY * self.unfinished_secondary())
    }

    /// Points with the penalty for unfinished secondary missions (C6), as shown: never
    /// below zero.
    pub fn score(&self) -> u32 {
        u32::try_from(self.final_score().max(0)).unwrap_or(0)
    }
}

/// Hand limit (A9).
pub const OPEN_SLOTS: usize = 2;
pub const HIDDEN_SLOTS: usize = 3;

/// A fight about to happen or under way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Foe {
    pub card: Card,
    /// Forced on reveal (the knight defends) or chosen (he attacks).
    pub forced: bool,
}

/// Where the turn stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Each knight in seat order spreads ten points (A4).
    Sheets,
    /// Start of turn with lost turns owed and the elixir in hand (C6 step 0).
    Elixir,
    /// Step 2: move, explore, or stay.
    Act,
    /// A tile or area card drawn through side `dir`: the knight chooses how to turn it.
    Placing {
        dir: Dir,
        piece: Piece,
    },
    /// A training tile's offer (C2).
    Training,
    /// The magic ground's roll asks which of strength and intelligence moves.
    MagicGround {
        up: bool,
    },
    /// A drawn card waits: keep it (where), or leave it on the tile.
    Found {
        card: Card,
        must_keep: bool,
    },
    /// A forced foe: fight it, or refuse with the amulet (A5).
    Forced {
        card: Card,
    },
    /// The cave's treasure: two cards drawn, one to keep (C5).
    Treasure {
        cards: Vec<Card>,
    },
    /// Step 4: fight once, pick cards up, trade, then end the turn.
    Options {
        fought: bool,
    },
    /// The winner of a fight between knights takes what he wants of the loser's stealable
    /// cards (A9), then the turn goes on.
    Plunder {
        by: Seat,
        from: Seat,
    },
    /// A trade offered to a knight on the same tile, who accepts or declines (A9).
    Offer {
        to: Seat,
        give: Option<Card>,
        take: Option<Card>,
        /// Where the offering knight puts what he receives.
        open: bool,
        fought: bool,
    },
    Over,
}

/// What was drawn while exploring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Piece {
    Tile(Tile),
    Area(usize, AreaCard),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Excalibur85 {
    pub options: Options,
    pub rng: GameRng,
    pub players: Vec<Player>,
    pub map: Grid<Tile>,
    pub iniciatica: Vec<Tile>,
    pub fantastica: Vec<Tile>,
    pub deck: Vec<Card>,
    /// What is left of the face-up stack (A7).
    pub stack: Vec<Card>,
    pub boards: Vec<Board>,
    pub lying: Vec<Lying>,
    /// Curses leave play once they have struck (C4).
    pub spent: Vec<Card>,
    pub turn: Seat,
    /// Rounds begun, from 1 (C7).
    pub round: u32,
    /// Solo: turns used of the budget.
    pub turns_used: u32,
    pub limit: Limit,
    pub step: Step,
    /// The tile the knight entered this turn, whose effect applies (C6 step 3).
    pub entered: bool,
    /// Trades offered and declined this turn (to whom, what was given, what was asked):
    /// the knight remembers them and does not ask again.
    #[serde(default)]
    pub declined: Vec<(Seat, Option<Card>, Option<Card>)>,
}

impl Excalibur85 {
    pub fn superior(&self) -> bool {
        self.options.level == Level::Superior
    }

    /// At the superior level the finder looks at a card alone, unless it forces a fight or
    /// a mission, or strikes at once (A7); at the basic level every card is shown.
    pub fn shown(&self, card: Card) -> bool {
        !self.superior()
            || card.curse().is_some()
            || matches!(card, Card::Entrance(_) | Card::MeliadusTheBlack)
            || crate::missions::secondary(card).is_some()
            || card
                .foe()
                .is_some_and(|f| f.engage == crate::cards::Engage::Forced)
    }

    pub fn player(&self, seat: Seat) -> Option<&Player> {
        self.players.get(seat.index())
    }

    pub fn current(&self) -> &Player {
        &self.players[self.turn.index()]
    }

    pub fn current_mut(&mut self) -> &mut Player {
        let i = self.turn.index();
        &mut self.players[i]
    }
}
