//! The turn's frame (C6, C7): who plays next, lost turns taken, the rounds counted, points
//! scored when a delivery or mission completes, and the end of the game.

use crate::action::{Event, Scoring};
use crate::cards::Card;
use crate::limits::Limit;
use crate::missions::{self, MAIN_MISSION_POINTS, OWN_MISSION_POINTS, SECONDARY_POINTS};
use crate::state::{Excalibur85, Location, Step};
use crate::territory::Place;
use rt_core::Seat;

pub type Out = Vec<rt_core::Event<Event>>;

pub fn public(out: &mut Out, e: Event) {
    out.push(rt_core::Event::public(e));
}

/// An event about a card: to everyone when the card is seen, otherwise to its knight alone,
/// and the table hears only that something happened (A7, the superior level).
pub fn about(
    out: &mut Out,
    seen: bool,
    seat: rt_core::Seat,
    e: Event,
    what: crate::action::Unseen,
) {
    if seen {
        public(out, e);
    } else {
        out.push(rt_core::Event::private(seat, e));
        public(out, Event::Unseen { seat, what });
    }
}

/// An event naming cards that only the knights on one tile may know (C6: face-down cards are
/// shown to co-located players alone): to them, and the table hears that something happened.
pub fn on_tile(
    out: &mut Out,
    seats: rt_core::SeatSet,
    seat: rt_core::Seat,
    e: Event,
    what: crate::action::Unseen,
) {
    out.push(rt_core::Event {
        audience: rt_core::Audience::Only(seats),
        body: e,
    });
    public(out, Event::Unseen { seat, what });
}

impl Excalibur85 {
    /// The knights standing where `seat` stands.
    pub fn tile_seats(&self, seat: Seat) -> rt_core::SeatSet {
        let mut set = rt_core::SeatSet::EMPTY;
        if let Some(at) = self.player(seat).map(|p| p.at) {
            for (i, p) in self.players.iter().enumerate() {
                if p.at == at {
                    set.insert(Seat(i as u8));
                }
            }
        }
        set
    }

    /// The place under the current knight, if he stands on the territory.
    pub fn place_of(&self, at: Location) -> Option<Place> {
        match at {
            Location::Territory(c) => self.map.at(c).map(|p| p.piece.place),
            Location::Area(..) => None,
        }
    }

    /// A fight the knight whose turn it is has lost, forced (step 3) or chosen (step 4):
    /// the turn ends there, with no optional step after it (C6).
    pub(crate) fn after_lost_fight(&mut self, out: &mut Out) {
        self.check_deliveries(out);
        self.next_turn(out);
    }

    /// Ends the current turn and starts the next one that has something to decide. Lost
    /// turns are taken as turns (C6 step 1); the rounds and the solo budget are counted (C7).
    pub(crate) fn next_turn(&mut self, out: &mut Out) {
        if self.solo_won() || self.step == Step::Over {
            return self.finish(out);
        }
        // At most one lap of lost turns for every seat per round, and a few rounds.
        for _ in 0..(self.players.len() * 64) {
            self.turns_used += 1;
            if let Limit::Solo { turns, .. } = self.limit {
                if self.turns_used >= turns {
                    return self.finish(out);
                }
            }
            let next = (self.turn.index() + 1) % self.players.len();
            if next == 0 {
                self.round += 1;
                if let Limit::Rounds(rounds) = self.limit {
                    if self.round > rounds {
                        return self.finish(out);
                    }
                }
            }
            self.turn = Seat(next as u8);
            if self.begin_turn(out) {
                return;
            }
        }
        self.finish(out);
    }

    /// Starts the current knight's turn; false if it was a lost turn, already over.
    pub(crate) fn begin_turn(&mut self, out: &mut Out) -> bool {
        let seat = self.turn;
        let round = self.round;
        public(out, Event::TurnBegins { seat, round });
        self.entered = false;
        self.declined.clear();
        let p = self.current_mut();
        if p.owed() == 0 {
            self.step = Step::Act;
            return true;
        }
        // The elixir cancels lost turns, not training (C2, C4).
        if p.lost_turns > 0 && p.holds(Card::Elixir) {
            self.step = Step::Elixir;
            return true;
        }
        let left = p.take_owed_turn();
        public(out, Event::TurnLost { seat, left });
        false
    }

    /// Solo: the target reached, the penalty for unfinished secondary missions counted (C6).
    fn solo_won(&self) -> bool {
        match self.limit {
            Limit::Solo { target, .. } => self.players.first().is_some_and(|p| p.score() >= target),
            Limit::Rounds(_) => false,
        }
    }

    pub(crate) fn finish(&mut self, out: &mut Out) {
        if self.step != Step::Over {
            self.step = Step::Over;
            public(out, Event::GameOver);
        }
    }

    /// Scores whatever the current knight has just completed (C6 steps 3 and 5): Excalibur
    /// at Camaloc, a companion or beaten foe at its destination, his own mission.
    pub(crate) fn check_deliveries(&mut self, out: &mut Out) {
        self.check_deliveries_of(self.turn, out);
    }

    /// The same for any knight: the other side of a fight or a trade may complete something
    /// in the current knight's step 4 (C6 step 5).
    pub(crate) fn check_deliveries_of(&mut self, seat: Seat, out: &mut Out) {
        let Some(at) = self.player(seat).map(|p| p.at) else {
            return;
        };
        let place = self.place_of(at);
        let p = &mut self.players[seat.index()];
        let mut scored = Vec::new();
        if place == Some(Place::Camaloc) && p.holds(Card::Excalibur) && !p.delivered {
            p.delivered = true;
            p.points += MAIN_MISSION_POINTS;
            scored.push((MAIN_MISSION_POINTS, Scoring::Excalibur));
        }
        // Secondary missions: companions held, beaten foes kept.
        let candidates: Vec<Card> = p
            .hand
            .iter()
            .map(|h| h.card)
            .chain(p.beaten.iter().copied())
            .filter(|c| !p.secondary_done.contains(c))
            .collect();
        for card in candidates {
            let Some((to, beaten)) = missions::secondary(card) else {
                continue;
            };
            if place != Some(to) || beaten != p.beaten.contains(&card) {
                continue;
            }
            p.secondary_done.push(card);
            if !beaten {
                // The companion stays at his destination; the card is kept, scored.
                p.hand.retain(|h| h.card != card);
                p.beaten.push(card);
            }
            p.points += SECONDARY_POINTS;
            scored.push((SECONDARY_POINTS, Scoring::Secondary(card)));
        }
        if !p.mission_done {
            let done = p.mission.done(
                |c| p.hand.iter().any(|h| h.card == c) || p.beaten.contains(&c),
                |c| p.beaten.contains(&c),
                place.unwrap_or(Place::Plain),
            );
            if done {
                p.mission_done = true;
                // Its items leave the hand for the scored pile, face up (A6).
                let items = p.mission.demand().items;
                let (done_items, kept): (Vec<_>, Vec<_>) =
                    p.hand.drain(..).partition(|h| items.contains(&h.card));
                p.hand = kept;
                p.scored.extend(done_items.into_iter().map(|h| h.card));
                p.points += OWN_MISSION_POINTS;
                scored.push((OWN_MISSION_POINTS, Scoring::OwnMission));
            }
        }
        for (points, why) in scored {
            public(out, Event::Scored { seat, points, why });
        }
    }
}
