//! Merlin's Company's Travel deck (§2, §12.3) as data: every move made as a Heroic Action or
//! by Tristan's power draws one of these before the knight arrives. Three challenges have
//! no surviving printed text; their rules are the project's own design and say so.

use crate::action::{Action, CamelotEvent};
use crate::cards::White;
use crate::quest::{Place, Quest};
use crate::state::{Camelot, Pending, Step};
use crate::table::{public, Out};
use rt_core::Seat;
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

impl Camelot {
    /// A move made as a Heroic Action or by Tristan's power. With Merlin's Company the
    /// knight first draws a Travel card, which decides whether and where he arrives.
    pub(crate) fn travel(&mut self, seat: Seat, to: Place, out: &mut Out) {
        let card = if self.options.merlins_company {
            self.draw_travel(out)
        } else {
            None
        };
        let Some(card) = card else {
            self.move_knight(seat, to, out);
            return;
        };
        public(out, CamelotEvent::Travelled { seat, to, card });
        if card != Travel::Captured {
            self.travel_discard.push(card);
        }
        match card {
            Travel::NothingHappens => self.move_knight(seat, to, out),
            Travel::MerlinTravels => {
                self.move_knight(seat, to, out);
                self.merlin_to(to, out);
            }
            Travel::Vision if !self.quests.over(Quest::Grail) => {
                self.move_knight(seat, Place::Quest(Quest::Grail), out)
            }
            Travel::Vision => self.move_knight(seat, to, out),
            Travel::Lost | Travel::Ambushed => {
                self.pending.push(Pending::Challenge { seat, to, card })
            }
            Travel::Charged => self.pending.push(Pending::Siege {
                seat,
                cards: Vec::new(),
                charge: Some(to),
                wild: 0,
            }),
            Travel::Captured => {
                // The card stays under his figure until he is freed.
                if let Some(k) = self.knight_mut(seat) {
                    k.captured = true;
                }
                public(out, CamelotEvent::Captured { seat });
            }
        }
    }

    /// The top Travel card. The discard becomes the new deck the moment the last card is
    /// drawn (or at the next draw, if the discard was empty then), as with the other decks.
    fn draw_travel(&mut self, out: &mut Out) -> Option<Travel> {
        self.renew_travel(out);
        let card = self.travel_draw.pop();
        self.renew_travel(out);
        card
    }

    fn renew_travel(&mut self, out: &mut Out) {
        if self.travel_draw.is_empty() && !self.travel_discard.is_empty() {
            self.travel_draw = std::mem::take(&mut self.travel_discard);
            self.rng.shuffle(&mut self.travel_draw);
            public(out, CamelotEvent::TravelReshuffled);
        }
    }

    /// The Merlin figure comes into play, or moves, here.
    pub(crate) fn merlin_to(&mut self, at: Place, out: &mut Out) {
        self.merlin = Some(at);
        public(out, CamelotEvent::MerlinArrived { at });
    }

    /// The prices a traveller may pay: any two White cards to find the way (Lost!), a pair
    /// of same-value Fight cards to fight free (Ambushed!); or stay back.
    pub(crate) fn challenge_actions(&self, seat: Seat, card: Travel) -> Vec<Action> {
        let hand: &[White] = self.knight(seat).map_or(&[], |k| k.hand.as_slice());
        let kinds: Vec<White> = crate::cards::distinct(hand).collect();
        let count = |c: White| hand.iter().filter(|h| **h == c).count();
        let mut out = Vec::new();
        for (i, a) in kinds.iter().enumerate() {
            match card {
                Travel::Lost => {
                    if count(*a) >= 2 {
                        out.push(Action::Arrive([*a, *a]));
                    }
                    for b in &kinds[i + 1..] {
                        out.push(Action::Arrive([*a, *b]));
                    }
                }
                // Fight? takes the value of the card it pairs with, or of another Fight?.
                Travel::Ambushed if a.fights() => {
                    if count(*a) >= 2 {
                        out.push(Action::Arrive([*a, *a]));
                    }
                    if *a != White::FightWild && hand.contains(&White::FightWild) {
                        out.push(Action::Arrive([*a, White::FightWild]));
                    }
                }
                _ => {}
            }
        }
        out.push(Action::StayBack);
        if self.geraint_may(seat) {
            out.push(Action::Geraint);
        }
        out
    }

    pub(crate) fn meet_challenge(
        &mut self,
        seat: Seat,
        to: Place,
        card: Travel,
        paid: &[White],
        out: &mut Out,
    ) {
        for c in paid {
            if self.take_from_hand(seat, *c) {
                self.white_discard.push(*c);
            }
        }
        public(
            out,
            CamelotEvent::ChallengeMet {
                seat,
                card,
                paid: paid.to_vec(),
            },
        );
        self.move_knight(seat, to, out);
    }

    /// A failed challenge: the knight stays where he was, pays any penalty, and his turn
    /// ends at once (§12.3).
    pub(crate) fn fail_challenge(&mut self, seat: Seat, card: Travel, out: &mut Out) {
        public(out, CamelotEvent::ChallengeFailed { seat, card });
        if matches!(card, Travel::Charged | Travel::Ambushed) {
            self.change_life(seat, -1, out);
        }
        if let Step::Heroic(h) = &mut self.step {
            h.cut_short = true;
        }
    }

    /// How a Charged! fight ended.
    pub(crate) fn charge_result(&mut self, seat: Seat, to: Place, won: bool, out: &mut Out) {
        if won {
            self.move_knight(seat, to, out);
        } else {
            self.fail_challenge(seat, Travel::Charged, out);
        }
    }

    /// Frees a captured knight: the Special White card is discarded, the Travel card goes
    /// to its discard, and he takes part again.
    pub(crate) fn free(&mut self, seat: Seat, captive: Seat, card: White, out: &mut Out) {
        if self.take_from_hand(seat, card) {
            self.white_discard.push(card);
        }
        // The turn's one Special White card, whatever the route (§4.2 C).
        if let Step::Heroic(h) = &mut self.step {
            h.special_played = true;
        }
        self.release(captive);
        public(
            out,
            CamelotEvent::Freed {
                seat: captive,
                by: seat,
                card,
            },
        );
    }

    /// The captive is out of his bonds, however that came about (freed, dead, unmasked).
    pub(crate) fn release(&mut self, captive: Seat) {
        if let Some(k) = self.knight_mut(captive) {
            if std::mem::take(&mut k.captured) {
                self.travel_discard.push(Travel::Captured);
            }
        }
    }

    /// The knight held captive, if any (there is one Captured! card).
    pub(crate) fn captive(&self) -> Option<Seat> {
        Seat::all(self.n()).find(|s| self.knight(*s).is_some_and(|k| k.active() && k.captured))
    }

    /// Freeing (type C, from anywhere): another knight's captive, for a Special White card.
    pub(crate) fn free_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        let Some(captive) = self.captive().filter(|c| *c != seat) else {
            return;
        };
        if matches!(&self.step, Step::Heroic(h) if h.special_played) {
            return;
        }
        // Vivien stops every use of a Merlin card (§11.4).
        let vivien = self.black_in_play.contains(&crate::cards::Black::Vivien);
        let hand: &[White] = self.knight(seat).map_or(&[], |k| k.hand.as_slice());
        out.extend(
            crate::cards::distinct(hand)
                .filter(|c| c.is_special() && !(vivien && *c == White::Merlin))
                .map(|card| Action::Free { captive, card }),
        );
    }

    /// Every Travel card, wherever it is: the deck, its discard, under a captive.
    pub fn travel_census(&self) -> Vec<Travel> {
        let mut all = self.travel_draw.clone();
        all.extend(&self.travel_discard);
        all.extend(
            self.knights
                .iter()
                .filter(|k| k.captured)
                .map(|_| Travel::Captured),
        );
        all.sort();
        all
    }
}
