//! A fight against a card character or beast played out (A5, C4, C6): both totals with their
//! dice, valour and experience, the point for a win, and what a loss costs.

use crate::action::{Event, Scoring};
use crate::cards::{Card, Defeat};
use crate::fight::{self, knight_terms, Measure, Outcome, Stance, Term};
use crate::map::Cell;
use crate::missions::FIGHT_POINTS;
use crate::state::{Excalibur85, Location, Lying};
use crate::territory::Place;
use crate::turn::{public, Out};

/// Turns lost by the loser of any fight (A5, C8.1).
pub const TURNS_LOST_ON_DEFEAT: u32 = 2;

impl Excalibur85 {
    /// Rolls a d12 from the game's own generator.
    pub(crate) fn d12(&mut self) -> u8 {
        self.rng.between(1, 12) as u8
    }

    /// The current knight fights `card` where he stands; `forced` when the card attacked him.
    pub(crate) fn fight_foe(&mut self, card: Card, forced: bool, out: &mut Out) -> Outcome {
        let seat = self.turn;
        let Some(foe) = card.foe() else {
            return Outcome::Tie;
        };
        let at = self.current().at;
        // The card leaves wherever it waited: the stack, the tile, or the knight's company.
        if let Some(i) = self.stack.iter().position(|c| *c == card) {
            self.stack.remove(i);
        } else if let Some(i) = self.lying.iter().position(|l| l.card == card) {
            self.lying.remove(i);
        }
        let p = self.current_mut();
        // Meliadus fights from the knight's company and goes back to his slot unless beaten.
        let company = p
            .hand
            .iter()
            .position(|h| h.card == card)
            .map(|i| p.hand.remove(i));
        let cards: Vec<Card> = p.hand.iter().map(|h| h.card).collect();
        let measure = Measure::of(&foe);
        let stance = if forced {
            Stance::Defence
        } else {
            Stance::Attack
        };
        let mut mine = knight_terms(&p.sheet, &cards, measure, stance);
        let mut theirs = fight::foe_terms(&foe);
        let (blue, yellow) = (self.d12(), self.d12());
        mine.push(Term::Die(blue));
        theirs.push(Term::Die(yellow));
        let outcome = fight::outcome(fight::total(&mine), fight::total(&theirs));
        let p = self.current_mut();
        fight::learn(&mut p.sheet, measure, outcome);
        // DESIGN: the cards a knight fights with are laid on the table with the totals, face
        // down or not, so the story can add them up term by term.
        public(
            out,
            Event::Fought {
                seat,
                card,
                mine,
                theirs,
                outcome,
            },
        );
        match outcome {
            Outcome::Won => {
                let p = self.current_mut();
                p.beaten.push(card);
                p.wins += 1;
                p.points += FIGHT_POINTS;
                public(
                    out,
                    Event::Scored {
                        seat,
                        points: FIGHT_POINTS,
                        why: Scoring::Fight(card),
                    },
                );
            }
            Outcome::Tie | Outcome::Lost => {
                // Unbeaten, the foe stays face up where it was fought, for anyone to fight
                // again (A5); Meliadus goes back to the knight's company.
                match company {
                    Some(held) => self.current_mut().hand.push(held),
                    None => self.lying.push(Lying {
                        at,
                        card,
                        face_down: false,
                    }),
                }
                if outcome == Outcome::Tie {
                    return outcome;
                }
                self.current_mut().lost_turns += TURNS_LOST_ON_DEFEAT;
                public(
                    out,
                    Event::TurnsLost {
                        seat,
                        turns: TURNS_LOST_ON_DEFEAT,
                    },
                );
                self.defeat(foe.defeat, out);
            }
        }
        outcome
    }

    /// The foe's own price for a loss (C4).
    fn defeat(&mut self, defeat: Defeat, out: &mut Out) {
        let seat = self.turn;
        match defeat {
            Defeat::Nothing => {}
            Defeat::Lose(a) => self.change(seat, a, false, out),
            Defeat::Transfer(place) => {
                // To the destination, or the entrada while it is not revealed (A9).
                let to = self
                    .map
                    .pieces
                    .iter()
                    .find(|p| p.piece.place == place)
                    .map_or(Cell::ORIGIN, |p| p.at);
                let p = self.current_mut();
                p.at = Location::Territory(to);
                p.obliged = None;
                if place == Place::EnchantedHouse && to != Cell::ORIGIN {
                    p.lost_turns += 1;
                }
                public(out, Event::Transferred { seat, to });
            }
            Defeat::Steal => {
                let stealable: Vec<usize> = self
                    .current()
                    .hand
                    .iter()
                    .enumerate()
                    .filter(|(_, h)| h.card.stealable() && !self.current().locked(h.card))
                    .map(|(i, _)| i)
                    .collect();
                if let Some(i) = self.rng.pick(&stealable).copied() {
                    let card = self.current_mut().hand.remove(i).card;
                    self.lay_down(
                        card,
                        Event::Stolen { seat, card },
                        crate::action::Unseen::Stolen,
                        out,
                    );
                }
            }
        }
    }

    /// Foes the current knight may attack in step 4: any foe lying where he stands, and
    /// Meliadus at the Wincester meadow (C4).
    pub(crate) fn targets(&self) -> Vec<Card> {
        let p = self.current();
        let mut out: Vec<Card> = self
            .lying
            .iter()
            .filter(|l| l.at == p.at && l.card.foe().is_some() && l.card != Card::MeliadusTheBlack)
            .map(|l| l.card)
            .collect();
        if p.holds(Card::MeliadusTheBlack) && self.place_of(p.at) == Some(Place::WincesterMeadow) {
            out.push(Card::MeliadusTheBlack);
        }
        out.sort();
        out.dedup();
        out
    }
}
