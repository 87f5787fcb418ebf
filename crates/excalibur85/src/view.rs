//! What one seat may know (A9, C6): the map, the areas, the cards lying about and every
//! knight's open cards are public; a knight's face-down cards show only to himself and to
//! knights on the same tile; the specific mission only to its owner until the end; the decks
//! only by their size.

use crate::areas::AreaCard;
use crate::attributes::Sheet;
use crate::cards::{Area, Card};
use crate::knights::Knight;
use crate::limits::Limit;
use crate::map::{Cell, Grid};
use crate::missions::Mission;
use crate::state::{Excalibur85, Location, Lying, Options, Step};
use crate::territory::Tile;
use rt_core::Seat;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BoardView {
    pub area: Area,
    pub doorway: Cell,
    pub grid: Grid<AreaCard>,
    pub left: usize,
    pub found: bool,
}

/// A card lying on a tile as this seat sees it: face down, only from the same tile (C4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LyingView {
    pub at: Location,
    pub card: Option<Card>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerView {
    pub knight: Knight,
    pub sheet: Sheet,
    pub at: Location,
    pub open: Vec<Card>,
    /// Face-down cards, when this seat may see them.
    pub hidden: Option<Vec<Card>>,
    pub hidden_count: usize,
    pub beaten: Vec<Card>,
    pub scored: Vec<Card>,
    pub mission: Option<Mission>,
    pub mission_done: bool,
    pub secondary_done: Vec<Card>,
    pub delivered: bool,
    pub points: u32,
    pub score: u32,
    pub lost_turns: u32,
    pub training_turns: u32,
    pub obliged: Option<usize>,
    /// Fights won against cards (C6's counter).
    pub wins: u32,
    /// Training tiles used in this stay in the iniciática.
    pub trained: Vec<crate::territory::Place>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub me: Option<Seat>,
    pub options: Options,
    pub map: Grid<Tile>,
    pub boards: Vec<BoardView>,
    pub iniciatica_left: usize,
    pub fantastica_left: usize,
    pub deck_left: usize,
    pub stack: Vec<Card>,
    pub lying: Vec<LyingView>,
    /// Cards out of play: curses that struck, the elixir and fairy once used.
    pub spent: Vec<Card>,
    pub players: Vec<PlayerView>,
    pub turn: Seat,
    pub round: u32,
    pub turns_used: u32,
    pub limit: Limit,
    /// Where the turn stands; `None` while the knight decides about a card he alone saw.
    pub step: Option<Step>,
    /// The trades the knight to play offered and saw declined this turn (his alone).
    pub declined: Vec<(Seat, Option<Card>, Option<Card>)>,
}

impl View {
    pub fn of(game: &Excalibur85, me: Option<Seat>) -> View {
        let over = game.step == Step::Over;
        let viewer = me.and_then(|s| game.player(s));
        let my_at = viewer.map(|p| p.at);
        // A secret mission tells its holder where its own cards lie, face down or not
        // (DESIGN, README).
        let mine: Vec<crate::cards::Card> = viewer.map(|p| p.mission.cards()).unwrap_or_default();
        let players = game
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let mine = me.is_some_and(|s| s.index() == i);
                let beside = my_at == Some(p.at);
                let hidden: Vec<Card> = p.hand.iter().filter(|h| !h.open).map(|h| h.card).collect();
                PlayerView {
                    knight: p.knight,
                    sheet: p.sheet,
                    at: p.at,
                    open: p.hand.iter().filter(|h| h.open).map(|h| h.card).collect(),
                    hidden_count: hidden.len(),
                    hidden: (mine || beside || over).then_some(hidden),
                    beaten: p.beaten.clone(),
                    scored: p.scored.clone(),
                    mission: (mine || over).then_some(p.mission),
                    mission_done: p.mission_done,
                    secondary_done: p.secondary_done.clone(),
                    delivered: p.delivered,
                    points: p.points,
                    score: p.score(),
                    lost_turns: p.lost_turns,
                    training_turns: p.training_turns,
                    obliged: p.obliged,
                    wins: p.wins,
                    trained: p.trained.clone(),
                }
            })
            .collect();
        View {
            me,
            options: game.options.clone(),
            map: game.map.clone(),
            boards: game
                .boards
                .iter()
                .map(|b| BoardView {
                    area: b.area,
                    doorway: b.doorway,
                    grid: b.grid.clone(),
                    left: b.deck.len(),
                    found: b.found,
                })
                .collect(),
            iniciatica_left: game.iniciatica.len(),
            fantastica_left: game.fantastica.len(),
            deck_left: game.deck.len(),
            stack: game.stack.clone(),
            spent: game.spent.clone(),
            lying: game
                .lying
                .iter()
                .map(|l: &Lying| LyingView {
                    at: l.at,
                    card: (!l.face_down || over || my_at == Some(l.at) || mine.contains(&l.card))
                        .then_some(l.card),
                })
                .collect(),
            players,
            turn: game.turn,
            round: game.round,
            turns_used: game.turns_used,
            limit: game.limit,
            step: {
                let mine = me == Some(game.turn);
                let secret = match &game.step {
                    Step::Found { card, .. } => !game.shown(*card),
                    Step::Treasure { cards } => cards.iter().any(|c| !game.shown(*c)),
                    // A trade's cards are for the knights on that tile (C6).
                    Step::Offer { .. } => {
                        me.is_none_or(|s| !game.tile_seats(game.turn).contains(s))
                    }
                    _ => false,
                };
                (mine || !secret).then(|| game.step.clone())
            },
            declined: if me == Some(game.turn) {
                game.declined.clone()
            } else {
                Vec::new()
            },
        }
    }
}
