//! Merlin's Company's seven witches (§11.6): Special Black cards, each with its own spell.
//! Four stay in play (#2 until a quest is won, #5 and #6 for good, #7 until the next lost
//! quest), and Dispel may end those.

use crate::action::{Action, CamelotEvent};
use crate::cards::{Black, White};
use crate::quest::Quest;
use crate::state::{Camelot, Pending};
use crate::table::{public, Out};
use rt_core::Seat;

/// The witch whose spell forbids sacrifices until the knights win a quest.
pub const NO_SACRIFICE: Black = Black::Witch(2);
/// False accusations flip two swords.
pub const HARSH_ACCUSATIONS: Black = Black::Witch(5);
/// Played Merlin cards leave the game.
pub const MERLIN_BANISHED: Black = Black::Witch(6);
/// The next lost quest wounds everyone away from it.
pub const ABSENT_PUNISHED: Black = Black::Witch(7);

impl Camelot {
    pub(crate) fn witch(&mut self, seat: Seat, n: u8, out: &mut Out) {
        let card = Black::Witch(n);
        match n {
            // The spell first, then the witch to the discard, like any card resolved.
            1 => {
                self.reshuffle_everything(out);
                self.black_discard.push(card);
            }
            3 => {
                self.black_discard.push(card);
                self.add_figure(Quest::PictWar, out);
                if !self.over() {
                    self.add_figure(Quest::SaxonWar, out);
                }
            }
            4 => {
                self.black_discard.push(card);
                self.grail_or_life(seat);
            }
            _ => {
                self.black_in_play.push(card);
                public(out, CamelotEvent::SpecialInPlay { card });
            }
        }
    }

    /// Witch #1: both draw piles and both discards shuffled together at once.
    fn reshuffle_everything(&mut self, out: &mut Out) {
        let whites = std::mem::take(&mut self.white_discard);
        self.white_draw.extend(whites);
        self.rng.shuffle(&mut self.white_draw);
        let blacks = std::mem::take(&mut self.black_discard);
        self.black_draw.extend(blacks);
        self.rng.shuffle(&mut self.black_draw);
        public(out, CamelotEvent::Reshuffled);
    }

    /// Witch #4: every knight is asked, so nobody learns who holds a Grail card; one
    /// without can only give the life point.
    fn grail_or_life(&mut self, seat: Seat) {
        let asked = self.active_from(seat);
        if !asked.is_empty() {
            self.pending.push(Pending::GrailOrLife { asked });
        }
    }

    pub(crate) fn pay_grail_or_life(&mut self, seat: Seat, grail: bool, out: &mut Out) {
        if grail && self.take_from_hand(seat, White::Grail) {
            self.white_discard.push(White::Grail);
            public(
                out,
                CamelotEvent::Discarded {
                    seat,
                    card: White::Grail,
                },
            );
        } else {
            self.change_life(seat, -1, out);
        }
    }

    pub(crate) fn grail_or_life_actions(&self, seat: Seat) -> Vec<Action> {
        let grail = self
            .knight(seat)
            .is_some_and(|k| k.hand.contains(&White::Grail));
        if grail {
            vec![Action::GiveGrail(true), Action::GiveGrail(false)]
        } else {
            vec![Action::GiveGrail(false)]
        }
    }

    #[inline]
    pub(crate) fn spell(&self, witch: Black) -> bool {
        self.options.merlins_company && self.black_in_play.contains(&witch)
    }

    /// Witch #2 forbids giving life points of one's own will.
    #[inline]
    pub fn sacrifice_forbidden(&self) -> bool {
        self.spell(NO_SACRIFICE)
    }

    /// White swords a false accusation turns black: 2 under witch #5.
    pub(crate) fn false_accusation_flips(&self) -> u8 {
        if self.spell(HARSH_ACCUSATIONS) {
            2
        } else {
            1
        }
    }

    /// A Merlin card just played: to the discard, or out of the game under witch #6.
    pub(crate) fn merlin_played(&mut self) {
        if self.spell(MERLIN_BANISHED) {
            self.removed_white.push(White::Merlin);
        } else {
            self.white_discard.push(White::Merlin);
        }
    }

    /// A quest ended: witch #2 leaves at a win; witch #7 wounds, at a loss, every knight
    /// who was not there, then leaves.
    pub(crate) fn witches_at_quest_end(&mut self, won: bool, present: &[Seat], out: &mut Out) {
        let leaves = if won { NO_SACRIFICE } else { ABSENT_PUNISHED };
        let Some(i) = self.black_in_play.iter().position(|c| *c == leaves) else {
            return;
        };
        self.black_in_play.remove(i);
        self.black_discard.push(leaves);
        public(out, CamelotEvent::SpecialGone { card: leaves });
        if !won {
            for s in self.active_from(self.turn) {
                if !present.contains(&s) {
                    self.change_life(s, -1, out);
                }
            }
        }
    }
}
