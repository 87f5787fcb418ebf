//! Excalibur cards found (A6, A7, A9, C4): drawn on a star tile or handed out by an area,
//! then kept within the hand limit, left on the tile, or obeyed at once (curses, forced foes,
//! entrances, companions and secondary missions that must be kept).

use crate::action::Unseen;
use crate::action::{Action, Event};
use crate::attributes::Attribute;
use crate::cards::{Card, Engage};
use crate::state::{Excalibur85, Held, Location, Lying, Step, HIDDEN_SLOTS, OPEN_SLOTS};
use crate::turn::{about, on_tile, public, Out};
use rt_core::Seat;

impl Excalibur85 {
    /// Draws the top Excalibur card for the current knight (A3), if any is left.
    pub(crate) fn draw_card(&mut self, out: &mut Out) {
        let seat = self.turn;
        match self.deck.pop() {
            Some(card) => {
                let seen = self.shown(card);
                about(out, seen, seat, Event::Drew { seat, card }, Unseen::Drew);
                self.found(card, out);
            }
            None => self.after_arrival(out),
        }
    }

    /// A curse strikes its finder at once and leaves play (C4); false for any other card.
    fn strike(&mut self, card: Card, out: &mut Out) -> bool {
        let seat = self.turn;
        let Some((turns, attribute)) = card.curse() else {
            return false;
        };
        public(out, Event::Cursed { seat, card });
        self.spent.push(card);
        if turns > 0 {
            self.current_mut().lost_turns += u32::from(turns);
            public(
                out,
                Event::TurnsLost {
                    seat,
                    turns: u32::from(turns),
                },
            );
        }
        if let Some(a) = attribute {
            self.change(seat, a, false, out);
        }
        true
    }

    /// What a drawn card asks of its finder.
    pub(crate) fn found(&mut self, card: Card, out: &mut Out) {
        if self.strike(card, out) {
            return self.after_arrival(out);
        }
        if let Card::Entrance(area) = card {
            // The card lies on the tile as a doorway; its finder must explore (C5).
            let b = self.open_area(area);
            if b != usize::MAX {
                self.current_mut().obliged = Some(b);
            }
            return self.after_arrival(out);
        }
        match card.foe().map(|f| f.engage) {
            Some(Engage::Forced) => {
                self.step = Step::Forced { card };
            }
            Some(Engage::Companion) => {
                // Meliadus goes along with the knight whose mission he is; anyone else may
                // leave him on the tile for that knight to take (DESIGN, README).
                let must_keep = self.current().mission.demand().foe == card;
                self.step = Step::Found { card, must_keep };
            }
            Some(Engage::Optional) => {
                // It waits on the tile for whoever attacks it, face down at the superior
                // level (C4).
                let at = self.current().at;
                let face_down = self.superior();
                self.lying.push(Lying {
                    at,
                    card,
                    face_down,
                });
                self.after_arrival(out);
            }
            None => {
                // Companions of secondary missions are the finder's to keep (A6).
                let must_keep = crate::missions::secondary(card).is_some();
                self.step = Step::Found { card, must_keep };
            }
        }
    }

    /// The ways to take `card` into the hand: a free slot face up or face down, or in place
    /// of a held card of that kind (A9).
    pub(crate) fn keep_actions(&self, seat: Seat, card: Card) -> Vec<Action> {
        let Some(p) = self.player(seat) else {
            return Vec::new();
        };
        if card.free_of_hand_limit() {
            return vec![Action::Keep { open: true }];
        }
        let (open, hidden) = p.counted();
        let mut out = Vec::new();
        for (slot_open, used, room) in [(true, open, OPEN_SLOTS), (false, hidden, HIDDEN_SLOTS)] {
            if used < room {
                out.push(Action::Keep { open: slot_open });
            } else {
                let mut outs: Vec<Card> = p
                    .hand
                    .iter()
                    .filter(|h| {
                        h.open == slot_open
                            && !h.card.free_of_hand_limit()
                            && h.card != Card::MeliadusTheBlack
                            && !p.locked(h.card)
                    })
                    .map(|h| h.card)
                    .collect();
                outs.sort();
                outs.dedup();
                out.extend(outs.into_iter().map(|c| Action::Swap {
                    open: slot_open,
                    out: c,
                }));
            }
        }
        out
    }

    /// Takes `card` as `action` says; false if that is not a way to keep it.
    pub(crate) fn keep(&mut self, card: Card, action: &Action, out: &mut Out) -> bool {
        let seat = self.turn;
        if !self.keep_actions(seat, card).contains(action) {
            return false;
        }
        let open = match *action {
            Action::Keep { open } => open,
            Action::Swap { open, out: dropped } => {
                let p = self.current_mut();
                if let Some(i) = p
                    .hand
                    .iter()
                    .position(|h| h.card == dropped && h.open == open)
                {
                    p.hand.remove(i);
                }
                self.leave_card(dropped, out);
                open
            }
            _ => return false,
        };
        self.current_mut().hand.push(Held { card, open });
        let seen = open || self.shown(card);
        about(
            out,
            seen,
            seat,
            Event::Kept { seat, card, open },
            Unseen::Kept,
        );
        true
    }

    /// Leaves a card on the current knight's tile, where anyone may pick it up (A7).
    pub(crate) fn leave_card(&mut self, card: Card, out: &mut Out) {
        let seat = self.turn;
        self.lay_down(
            card,
            Event::LeftOnTile { seat, card },
            Unseen::LeftOnTile,
            out,
        );
    }

    /// Puts a card on the current knight's tile: face up at the basic level, face down at the
    /// superior (C6), and tells `event` to whoever may see that card.
    pub(crate) fn lay_down(&mut self, card: Card, event: Event, what: Unseen, out: &mut Out) {
        let (seat, at) = (self.turn, self.current().at);
        let face_down = self.superior();
        self.lying.push(Lying {
            at,
            card,
            face_down,
        });
        // Face down, it is seen by the knights standing there (C4, C6), and the table hears
        // that a card was left.
        if face_down {
            on_tile(out, self.tile_seats(seat), seat, event, what);
        } else {
            public(out, event);
        }
    }

    /// The cave's treasure (C5): two cards; curses strike and entrances are buried at once, a
    /// forced foe is fought, and of the others the knight keeps one and buries the rest.
    pub(crate) fn treasure(&mut self, out: &mut Out) {
        let seat = self.turn;
        let mut cards = Vec::new();
        for _ in 0..2 {
            if let Some(c) = self.deck.pop() {
                let seen = self.shown(c);
                about(out, seen, seat, Event::Drew { seat, card: c }, Unseen::Drew);
                cards.push(c);
            }
        }
        let buried_at = self.treasure_burial();
        let mut rest = Vec::new();
        for c in cards {
            if self.strike(c, out) {
                continue;
            }
            if matches!(c, Card::Entrance(_)) {
                self.lying.push(Lying {
                    at: buried_at,
                    card: c,
                    face_down: true,
                });
            } else {
                rest.push(c);
            }
        }
        let forced = rest
            .iter()
            .position(|c| c.foe().is_some_and(|f| f.engage == Engage::Forced));
        match (forced, rest.len()) {
            (Some(i), _) => {
                let card = rest.remove(i);
                // Another forced foe cannot be fought the same turn: it waits, face up,
                // where the first is fought (ruled here: C5 is silent on two).
                let at = self.current().at;
                for other in std::mem::take(&mut rest) {
                    if other.foe().is_some_and(|f| f.engage == Engage::Forced) {
                        self.lying.push(Lying {
                            at,
                            card: other,
                            face_down: false,
                        });
                    } else {
                        rest.push(other);
                    }
                }
                self.bury(rest, buried_at);
                self.step = Step::Forced { card };
            }
            // A secondary-mission companion must be kept (A6): it is the card taken.
            (None, _)
                if rest
                    .iter()
                    .any(|c| crate::missions::secondary(*c).is_some()) =>
            {
                let i = rest
                    .iter()
                    .position(|c| crate::missions::secondary(*c).is_some())
                    .unwrap_or(0);
                let kept = rest.remove(i);
                self.bury(rest, buried_at);
                self.found(kept, out);
            }
            (None, 0) => self.after_arrival(out),
            (None, 1) => self.found(rest[0], out),
            (None, _) => self.step = Step::Treasure { cards: rest },
        }
    }

    /// Under the cave's entrance card, face down (C5).
    fn treasure_burial(&self) -> Location {
        match self.current().at {
            Location::Area(b, _) => Location::Area(b, crate::map::Cell::ORIGIN),
            at => at,
        }
    }

    pub(crate) fn bury(&mut self, cards: Vec<Card>, at: Location) {
        self.lying.extend(cards.into_iter().map(|card| Lying {
            at,
            card,
            face_down: true,
        }));
    }

    /// One of the treasure's cards chosen: the other is buried.
    pub(crate) fn choose_treasure(&mut self, chosen: Card, out: &mut Out) -> bool {
        let Step::Treasure { cards } = self.step.clone() else {
            return false;
        };
        let Some(i) = cards.iter().position(|c| *c == chosen) else {
            return false;
        };
        let mut rest = cards;
        rest.remove(i);
        let at = self.treasure_burial();
        self.bury(rest, at);
        self.found(chosen, out);
        true
    }

    /// Cards lying where the knight stands that he may pick up (not foes: those are fought).
    pub(crate) fn pickups(&self, seat: Seat) -> Vec<Action> {
        let Some(p) = self.player(seat) else {
            return Vec::new();
        };
        let mut cards: Vec<Card> = self
            .lying
            .iter()
            .filter(|l| {
                l.at == p.at
                    && (l.card.foe().is_none() || l.card == Card::MeliadusTheBlack)
                    && !matches!(l.card, Card::Entrance(_))
            })
            .map(|l| l.card)
            .collect();
        cards.sort();
        cards.dedup();
        let mut out = Vec::new();
        for card in cards {
            for a in self.keep_actions(seat, card) {
                if let Action::Keep { open } = a {
                    out.push(Action::PickUp { card, open });
                }
            }
        }
        out
    }

    pub(crate) fn pick_up(&mut self, card: Card, open: bool, out: &mut Out) -> bool {
        let seat = self.turn;
        if !self.pickups(seat).contains(&Action::PickUp { card, open }) {
            return false;
        }
        let at = self.current().at;
        let mut face_down = false;
        if let Some(i) = self.lying.iter().position(|l| l.at == at && l.card == card) {
            face_down = self.lying.remove(i).face_down;
        }
        self.current_mut().hand.push(Held { card, open });
        about(
            out,
            !face_down || open,
            seat,
            Event::PickedUp { seat, card },
            Unseen::PickedUp,
        );
        self.check_deliveries(out);
        true
    }

    /// One attribute up or down by 1, within its bounds (A4).
    pub(crate) fn change(&mut self, seat: Seat, attribute: Attribute, up: bool, out: &mut Out) {
        let Some(p) = self.players.get_mut(seat.index()) else {
            return;
        };
        if up {
            p.sheet.gain(attribute, 1);
        } else {
            p.sheet.lose(attribute, 1);
        }
        public(
            out,
            Event::AttributeChanged {
                seat,
                attribute,
                up,
            },
        );
    }
}
