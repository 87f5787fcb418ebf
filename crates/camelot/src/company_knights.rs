//! Merlin's Company's knights (§8): Bedivere and the seven new coats. Bedivere's power is
//! the P14 wording; the other seven are our own design, since their printed text is lost.

use crate::action::{Action, CamelotEvent};
use crate::cards::White;
use crate::knight::{Knight, MAX_LIFE};
use crate::quest::Place;
use crate::state::{Camelot, Pending};
use crate::table::{public, Out};
use crate::travel::Travel;
use rt_core::Seat;

impl Camelot {
    /// The free, once-a-turn powers of the new knights (Arthur's and Tristan's are with the
    /// base game's).
    pub(crate) fn company_powers(&self, seat: Seat, out: &mut Vec<Action>) {
        let Some(k) = self.knight(seat) else {
            return;
        };
        match k.knight {
            Knight::Bedivere => out.extend(crate::cards::distinct(&k.hand).map(Action::Bedivere)),
            // Like any sacrifice, his last life point may go too (ruling 18).
            Knight::Caradoc if k.life >= 1 && !self.sacrifice_forbidden() => out.extend(
                Seat::all(self.n())
                    .filter(|s| {
                        *s != seat
                            && self
                                .knight(*s)
                                .is_some_and(|o| o.takes_part() && o.life < MAX_LIFE)
                    })
                    .map(Action::Caradoc),
            ),
            _ => {}
        }
    }

    pub(crate) fn use_company_power(&mut self, seat: Seat, action: &Action, out: &mut Out) {
        match action {
            Action::Bedivere(card) if self.take_from_hand(seat, *card) => {
                self.white_discard.push(*card);
                public(out, CamelotEvent::PowerUsed { seat, to: None });
                self.give_white(seat, 1, out);
            }
            Action::Caradoc(to) => {
                public(
                    out,
                    CamelotEvent::PowerUsed {
                        seat,
                        to: Some(*to),
                    },
                );
                self.change_life(seat, -1, out);
                self.change_life(*to, 1, out);
            }
            _ => {}
        }
    }

    /// Bors sees the top Travel card during his Heroic Actions, before he says where he goes.
    pub(crate) fn bors_peek(&self, seat: Seat) -> Option<Travel> {
        let bors = self
            .knight(seat)
            .is_some_and(|k| k.knight == Knight::Bors && k.takes_part());
        let his_turn = seat == self.turn
            && self.pending.is_empty()
            && matches!(self.step, crate::state::Step::Heroic(_));
        (bors && his_turn)
            .then(|| self.travel_draw.last().copied())
            .flatten()
    }

    /// Geraint's once-a-game shrug at a Travel challenge.
    pub(crate) fn geraint_may(&self, seat: Seat) -> bool {
        self.knight(seat)
            .is_some_and(|k| k.knight == Knight::Geraint && !k.power_spent)
    }

    pub(crate) fn geraint(&mut self, seat: Seat, to: Place, out: &mut Out) {
        if let Some(k) = self.knight_mut(seat) {
            k.power_spent = true;
        }
        public(out, CamelotEvent::PowerUsed { seat, to: None });
        self.move_knight(seat, to, out);
    }

    /// Gareth's +1 in Siege Engine fights (and charges, fought the same way).
    pub(crate) fn gareth_bonus(&self, seat: Seat) -> u8 {
        u8::from(
            self.knight(seat)
                .is_some_and(|k| k.knight == Knight::Gareth),
        )
    }

    /// Lamorak's extra White card at a War won in his presence.
    pub(crate) fn lamorak_at_war(&mut self, present: &[Seat], out: &mut Out) {
        for s in present {
            if self.knight(*s).is_some_and(|k| k.knight == Knight::Lamorak) {
                self.give_white(*s, 1, out);
            }
        }
    }

    /// Owain's Round Table draw: he may then throw one of the drawn cards back.
    pub(crate) fn owain_drew(&mut self, seat: Seat, mut drawn: Vec<White>) {
        let owain = self.knight(seat).is_some_and(|k| k.knight == Knight::Owain);
        if owain && !drawn.is_empty() {
            drawn.sort();
            self.pending.push(Pending::Owain { seat, drawn });
        }
    }

    pub(crate) fn owain_actions(drawn: &[White]) -> Vec<Action> {
        let mut out: Vec<Action> = crate::cards::distinct(drawn).map(Action::Owain).collect();
        out.push(Action::StopGiving);
        out
    }

    pub(crate) fn owain_swap(&mut self, seat: Seat, card: White, out: &mut Out) {
        if self.take_from_hand(seat, card) {
            self.white_discard.push(card);
            public(out, CamelotEvent::PowerUsed { seat, to: None });
            self.give_white(seat, 1, out);
        }
    }
}
