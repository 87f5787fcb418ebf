//! Step 2 of the turn (A8, C1, C5, C6): walking over revealed tiles, exploring by drawing
//! and placing a tile (or, inside a development area, one of its cards), entering and leaving
//! an area, or staying put; then what the new tile does to the knight who arrives.

use crate::action::{Action, Event};
use crate::areas::AreaCard;
use crate::cards::Card;
use crate::map::{fitting, Cell};
use crate::state::{Board, Excalibur85, Location, Piece, Step};
use crate::territory::{Place, Zone};
use crate::tile::{Dir, Edge};
use crate::turn::{public, Out};

impl Excalibur85 {
    /// Every step-2 action open to the current knight.
    pub(crate) fn act_actions(&self) -> Vec<Action> {
        let p = self.current();
        let mut out = Vec::new();
        match p.at {
            Location::Territory(cell) => {
                let doorway = self.board_at(cell);
                // Bound to explore an area: only its way in (C5). Carried off elsewhere, the
                // knight is free again.
                if p.obliged.is_some() && p.obliged == doorway {
                    return vec![Action::Enter];
                }
                for dir in Dir::ALL {
                    if self.map.step(cell, dir).is_some() {
                        out.push(Action::Move(dir));
                    }
                }
                out.extend(
                    self.territory_openings(cell)
                        .into_iter()
                        .map(|(d, _)| Action::Explore(d)),
                );
                if doorway.is_some() {
                    out.push(Action::Enter);
                }
                // The unicorn's three steps (one-step moves are listed above), and the
                // fairy's flight to any revealed tile (C4).
                if p.holds(Card::FlyingUnicorn) {
                    let near: Vec<Cell> = self.map.neighbours(cell).collect();
                    out.extend(
                        self.map
                            .within(cell, 3)
                            .into_iter()
                            .filter(|c| *c != cell && !near.contains(c))
                            .map(Action::Fly),
                    );
                }
                if p.holds(Card::Fairy) {
                    out.extend(
                        self.map
                            .pieces
                            .iter()
                            .map(|x| x.at)
                            .filter(|c| *c != cell)
                            .map(Action::Fairy),
                    );
                }
                out.push(Action::Stay);
            }
            Location::Area(b, cell) => {
                let Some(board) = self.boards.get(b) else {
                    return vec![Action::Stay];
                };
                for dir in Dir::ALL {
                    if board.grid.step(cell, dir).is_some() {
                        out.push(Action::Move(dir));
                    }
                }
                out.extend(area_openings(board, cell).into_iter().map(Action::Explore));
                let on_exit = board
                    .grid
                    .at(cell)
                    .is_some_and(|c| c.piece.spot == crate::areas::Spot::Exit);
                let at_root = cell == Cell::ORIGIN;
                // Bound to explore: out only through an exit card (C5).
                let bound = p.obliged == Some(b);
                if on_exit || at_root && !bound {
                    out.push(Action::Leave);
                }
                if !bound || out.is_empty() {
                    out.push(Action::Stay);
                }
            }
        }
        out
    }

    /// The board whose entrance lies on this territory tile.
    pub fn board_at(&self, cell: Cell) -> Option<usize> {
        self.boards.iter().position(|b| b.doorway == cell)
    }

    /// The sides of a territory tile a knight can explore through, with the colour of the
    /// path each continues. A zone with no open path left while its deck still holds tiles
    /// lets its tiles open a wall that faces a free cell (C1, the sealed zone).
    pub fn territory_openings(&self, cell: Cell) -> Vec<(Dir, Edge)> {
        let Some(here) = self.map.at(cell) else {
            return Vec::new();
        };
        let mut out: Vec<(Dir, Edge)> = self
            .map
            .open_edges(cell)
            .into_iter()
            .filter(|(_, e)| Zone::of_edge(*e).is_some_and(|z| !self.zone_deck(z).is_empty()))
            .collect();
        for zone in [Zone::Iniciatica, Zone::Fantastica] {
            let in_zone = here.piece.zone == zone || here.piece.place == Place::Access;
            // The fantástica can seal once its way in is on the map: an access tile, whose
            // yellow side may already face a tile (C8.7: the rule keeps it open).
            let entered = zone == Zone::Iniciatica
                || self
                    .map
                    .pieces
                    .iter()
                    .any(|p| p.piece.place == Place::Access);
            let open_here = out.iter().any(|(_, e)| *e == zone.edge());
            if !in_zone
                || !entered
                || open_here
                || self.zone_deck(zone).is_empty()
                || !self.sealed(zone)
            {
                continue;
            }
            for dir in Dir::ALL {
                let free = self.map.is_free(cell.step(dir));
                if free && !out.iter().any(|(d, _)| *d == dir) {
                    out.push((dir, zone.edge()));
                }
            }
        }
        out
    }

    fn zone_deck(&self, zone: Zone) -> &Vec<crate::territory::Tile> {
        match zone {
            Zone::Iniciatica => &self.iniciatica,
            Zone::Fantastica => &self.fantastica,
        }
    }

    /// No open path of the zone's colour anywhere on the map.
    fn sealed(&self, zone: Zone) -> bool {
        let colour = zone.edge();
        !self
            .map
            .all_open_edges()
            .iter()
            .any(|(_, _, e)| *e == colour)
    }

    /// Step 2 answered.
    pub(crate) fn act(&mut self, action: &Action, out: &mut Out) -> bool {
        let seat = self.turn;
        let at = self.current().at;
        match (*action, at) {
            (Action::Stay, _) => {
                self.after_arrival(out);
            }
            (Action::Move(dir), Location::Territory(cell)) => {
                let Some(to) = self.map.step(cell, dir) else {
                    return false;
                };
                self.arrive(Location::Territory(to), out);
            }
            (Action::Move(dir), Location::Area(b, cell)) => {
                let Some(to) = self.boards.get(b).and_then(|x| x.grid.step(cell, dir)) else {
                    return false;
                };
                self.current_mut().at = Location::Area(b, to);
                public(out, Event::MovedInArea { seat, board: b, to });
                self.after_arrival(out);
            }
            (Action::Explore(dir), Location::Territory(cell)) => {
                let Some((_, colour)) = self
                    .territory_openings(cell)
                    .into_iter()
                    .find(|(d, _)| *d == dir)
                else {
                    return false;
                };
                let Some(zone) = Zone::of_edge(colour) else {
                    return false;
                };
                let deck = match zone {
                    Zone::Iniciatica => &mut self.iniciatica,
                    Zone::Fantastica => &mut self.fantastica,
                };
                let Some(tile) = deck.pop() else {
                    return false;
                };
                // A sealed zone's wall becomes a path of its colour (C1).
                self.map.open_side(cell, dir, colour);
                self.step = Step::Placing {
                    dir,
                    piece: Piece::Tile(tile),
                };
            }
            (Action::Explore(dir), Location::Area(b, cell)) => {
                let Some(board) = self.boards.get_mut(b) else {
                    return false;
                };
                if !area_openings(board, cell).contains(&dir) {
                    return false;
                }
                // A sealed area gives up its key card next (C5).
                let card = if board_sealed(board) {
                    let i = board
                        .deck
                        .iter()
                        .position(|c| c.spot == crate::areas::Spot::Key);
                    i.map(|i| board.deck.remove(i))
                } else {
                    board.deck.pop()
                };
                let Some(card) = card else {
                    return false;
                };
                board.grid.open_side(cell, dir, Edge::Dev);
                self.step = Step::Placing {
                    dir,
                    piece: Piece::Area(b, card),
                };
            }
            (Action::Fly(to), Location::Territory(cell)) => {
                if !self.current().holds(Card::FlyingUnicorn)
                    || !self.map.within(cell, 3).contains(&to)
                {
                    return false;
                }
                self.arrive(Location::Territory(to), out);
            }
            (Action::Fairy(to), Location::Territory(_)) => {
                if !self.current().holds(Card::Fairy) || self.map.at(to).is_none() {
                    return false;
                }
                // Discarded for the flight: it leaves play (C4).
                self.current_mut().hand.retain(|h| h.card != Card::Fairy);
                self.spent.push(Card::Fairy);
                public(out, Event::FairyFlight { seat, to });
                self.arrive(Location::Territory(to), out);
            }
            (Action::Enter, Location::Territory(cell)) => {
                let Some(b) = self.board_at(cell) else {
                    return false;
                };
                self.current_mut().at = Location::Area(b, Cell::ORIGIN);
                public(out, Event::EnteredArea { seat, board: b });
                self.after_arrival(out);
            }
            (Action::Leave, Location::Area(b, _)) => {
                let Some(doorway) = self.boards.get(b).map(|x| x.doorway) else {
                    return false;
                };
                let p = self.current_mut();
                p.at = Location::Territory(doorway);
                if p.obliged == Some(b) {
                    p.obliged = None;
                }
                public(out, Event::LeftArea { seat });
                self.after_arrival(out);
            }
            _ => return false,
        }
        true
    }

    /// The turns the drawn piece may be placed at.
    pub(crate) fn placing_turns(&self, dir: Dir, piece: &Piece) -> Vec<u8> {
        match (piece, self.current().at) {
            (Piece::Tile(t), Location::Territory(cell)) => self.map.fitting_turns(cell, dir, t),
            (Piece::Area(b, c), Location::Area(_, cell)) => self
                .boards
                .get(*b)
                .map(|board| fitting(board.grid.edge(cell, dir), dir, c))
                .unwrap_or_default(),
            _ => Vec::new(),
        }
    }

    /// The drawn piece placed, and the knight steps onto it.
    pub(crate) fn place_piece(&mut self, dir: Dir, piece: Piece, turns: u8, out: &mut Out) -> bool {
        let seat = self.turn;
        match (piece, self.current().at) {
            (Piece::Tile(tile), Location::Territory(cell)) => {
                let Ok(to) = self.map.place(cell, dir, tile, turns) else {
                    return false;
                };
                public(
                    out,
                    Event::TilePlaced {
                        seat,
                        place: tile.place,
                        at: to,
                    },
                );
                self.arrive(Location::Territory(to), out);
            }
            (Piece::Area(b, card), Location::Area(_, cell)) => {
                let Some(board) = self.boards.get_mut(b) else {
                    return false;
                };
                let Ok(to) = board.grid.place(cell, dir, card, turns) else {
                    return false;
                };
                public(
                    out,
                    Event::AreaCardPlaced {
                        seat,
                        board: b,
                        at: to,
                    },
                );
                self.current_mut().at = Location::Area(b, to);
                self.reveal_spot(b, card, out);
            }
            _ => return false,
        }
        true
    }

    /// A knight arrives on a territory tile this turn (C6 step 3): river and fog, training,
    /// the star's draw when the tile was just revealed.
    pub(crate) fn arrive(&mut self, to: Location, out: &mut Out) {
        let seat = self.turn;
        let revealed = matches!(self.step, Step::Placing { .. });
        self.current_mut().at = to;
        if let Location::Territory(cell) = to {
            public(out, Event::Moved { seat, to: cell });
        }
        self.entered = true;
        let Some(tile) = (match to {
            Location::Territory(c) => self.map.at(c).map(|p| p.piece),
            Location::Area(..) => None,
        }) else {
            return self.after_arrival(out);
        };
        // Time in the fantástica: the training tiles may be used again on return (A8).
        if tile.zone == Zone::Fantastica {
            self.current_mut().trained.clear();
        }
        let lost = u32::from(tile.place.entry_turns_lost());
        if lost > 0 {
            self.current_mut().lost_turns += lost;
            public(out, Event::TurnsLost { seat, turns: lost });
        }
        if tile.place.training().is_some() && !self.current().trained.contains(&tile.place) {
            self.step = Step::Training;
            return;
        }
        if revealed && tile.place.draws_card() {
            return self.draw_card(out);
        }
        self.after_arrival(out);
    }

    /// Step 3 done: deliveries, then the optional step.
    pub(crate) fn after_arrival(&mut self, out: &mut Out) {
        self.check_deliveries(out);
        self.step = Step::Options { fought: false };
    }

    /// An area card revealed under the knight (C5).
    fn reveal_spot(&mut self, b: usize, card: AreaCard, out: &mut Out) {
        use crate::areas::{Key, Spot};
        let seat = self.turn;
        let Some(area) = self.boards.get(b).map(|x| x.area) else {
            return self.after_arrival(out);
        };
        match card.spot {
            Spot::Key => {
                if let Some(board) = self.boards.get_mut(b) {
                    board.found = true;
                }
                for p in &mut self.players {
                    if p.obliged == Some(b) {
                        p.obliged = None;
                    }
                }
                match crate::areas::key(area) {
                    Key::Take(c) => self.hand_out(c, out),
                    Key::Fight(c) => self.stack_fight(c, out),
                    Key::Treasure => self.treasure(out),
                }
            }
            Spot::Gift(c) => self.hand_out(c, out),
            Spot::Lair => self.stack_fight(Card::Monster, out),
            Spot::Delay(n) => {
                self.current_mut().lost_turns += u32::from(n);
                public(
                    out,
                    Event::TurnsLost {
                        seat,
                        turns: u32::from(n),
                    },
                );
                self.after_arrival(out);
            }
            Spot::LoseDexterity => {
                self.change(seat, crate::attributes::Attribute::Dexterity, false, out);
                self.after_arrival(out);
            }
            Spot::Entrance | Spot::Exit | Spot::Plain => self.after_arrival(out),
        }
        // The deck ran out before its key: nobody is bound to it any longer (C5).
        if self.boards.get(b).is_some_and(|x| x.deck.is_empty()) {
            for p in &mut self.players {
                if p.obliged == Some(b) {
                    p.obliged = None;
                }
            }
        }
    }

    /// A face-up-stack card handed out, if it is still there (C5: set-aside cards).
    fn hand_out(&mut self, card: Card, out: &mut Out) {
        match self.stack.iter().position(|c| *c == card) {
            Some(i) => {
                self.stack.remove(i);
                self.step = Step::Found {
                    card,
                    must_keep: false,
                };
            }
            None => self.after_arrival(out),
        }
    }

    /// The wolf or the monster, if still about: in the stack, or lying where it beat someone.
    fn stack_fight(&mut self, card: Card, out: &mut Out) {
        if self.stack.contains(&card) || self.lying.iter().any(|l| l.card == card) {
            self.step = Step::Forced { card };
        } else {
            self.after_arrival(out);
        }
    }

    /// A new area hangs from the tile where its entrance was drawn (C5).
    pub(crate) fn open_area(&mut self, area: crate::cards::Area) -> usize {
        let mut deck = crate::areas::deck(area);
        self.rng.shuffle(&mut deck);
        let Location::Territory(doorway) = self.current().at else {
            return usize::MAX;
        };
        self.boards.push(Board {
            area,
            doorway,
            grid: crate::map::Grid::new(AreaCard::entrance()),
            deck,
            found: false,
        });
        self.boards.len() - 1
    }
}

/// The sides of an area card a knight can reveal through: open `d` paths while the deck
/// lasts; in a sealed area, any free side, for the key card (C5).
fn area_openings(board: &Board, cell: Cell) -> Vec<Dir> {
    if board.deck.is_empty() {
        return Vec::new();
    }
    if board_sealed(board) {
        return Dir::ALL
            .into_iter()
            .filter(|d| board.grid.is_free(cell.step(*d)))
            .collect();
    }
    board
        .grid
        .open_edges(cell)
        .into_iter()
        .map(|(d, _)| d)
        .collect()
}

fn board_sealed(board: &Board) -> bool {
    !board.found
        && board.deck.iter().any(|c| c.spot == crate::areas::Spot::Key)
        && board.grid.all_open_edges().is_empty()
}
