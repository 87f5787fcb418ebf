//! The traitor (§9): accusations, unmasking (by accusation or with Fate), the unmasked
//! traitor's turn; and the table talk a seat may add to its turn.

use crate::action::{Action, CamelotEvent, EvilChoice};
use crate::cards::White;
use crate::state::{ActionType, Camelot, Heroic, Loyalty, Pending, Step};
use crate::table::{public, Out};
use crate::talk::{statements, Statement};
use rt_core::Seat;

/// Accusations open at 6 Siege Engines or 6 swords on the table (§9).
pub const ACCUSE_FROM: u8 = 6;
/// Fate's self-reveal makes every other knight discard this many cards (§9).
pub const FATE_DISCARD: u8 = 2;

impl Camelot {
    /// Does this seat's own view tell it its Loyalty (not under Three Brave Knights before
    /// six swords)?
    pub fn knows_own_loyalty(&self) -> bool {
        !(self.options.three_brave_knights
            && self.n() == 3
            && self.swords() < crate::view::SWORDS_TO_LOOK)
    }

    /// Accusations, Fate's self-reveal and table talk the current knight may add.
    pub(crate) fn traitor_actions(
        &self,
        seat: Seat,
        h: &Heroic,
        talk: bool,
        out: &mut Vec<Action>,
    ) {
        let Some(k) = self.knight(seat) else {
            return;
        };
        let open = h.taken.len() < h.allowed() && !h.taken.contains(&ActionType::Accuse);
        let allowed = self.engines >= ACCUSE_FROM || self.swords() >= ACCUSE_FROM;
        if open && allowed && !k.has_accused {
            out.extend(
                Seat::all(self.n())
                    .filter(|s| *s != seat && self.knight(*s).is_some_and(|o| o.active()))
                    .map(Action::Accuse),
            );
        }
        // Fate's self-reveal is the traitor's Special White play of the turn.
        let special_open = !h.special_played
            && (k.knight == crate::knight::Knight::Galahad
                || h.taken.len() < h.allowed() && !h.taken.contains(&ActionType::Special));
        if special_open
            && k.loyalty == Loyalty::Traitor
            && self.knows_own_loyalty()
            && k.hand.contains(&White::Fate)
        {
            out.push(Action::RevealWithFate);
        }
        if talk && !h.said {
            out.extend(statements(seat, self.n()).map(Action::Say));
        }
    }

    pub(crate) fn accuse(&mut self, seat: Seat, target: Seat, out: &mut Out) {
        if let Step::Heroic(h) = &mut self.step {
            h.taken.push(ActionType::Accuse);
        }
        if let Some(k) = self.knight_mut(seat) {
            k.has_accused = true;
        }
        let traitor = self
            .knight(target)
            .is_some_and(|k| k.loyalty == Loyalty::Traitor);
        public(
            out,
            CamelotEvent::Accused {
                by: seat,
                target,
                traitor,
            },
        );
        if traitor {
            self.unmask(target, out);
            self.add_swords(1, 0, out);
        } else if self.white_swords > 0 {
            // A false accusation turns a white sword black (two under witch #5).
            let flips = self.false_accusation_flips().min(self.white_swords);
            self.white_swords -= flips;
            self.black_swords += flips;
            for _ in 0..flips {
                public(out, CamelotEvent::SwordFlipped);
            }
            self.check_end(out);
        }
    }

    /// The traitor shows his coat (§9): his hand is discarded, his figure leaves, Excalibur
    /// and the Grail leave the game with him; the Armor stays.
    pub(crate) fn unmask(&mut self, seat: Seat, out: &mut Out) {
        let Some(k) = self.knight_mut(seat) else {
            return;
        };
        k.unmasked = true;
        self.leave_board(seat, false);
        public(out, CamelotEvent::Unmasked { seat });
        self.check_end(out);
    }

    /// Fate played by the traitor himself: unmasked, and every other knight discards two.
    pub(crate) fn reveal_with_fate(&mut self, seat: Seat, out: &mut Out) {
        if !self.take_from_hand(seat, White::Fate) {
            return;
        }
        self.white_discard.push(White::Fate);
        if let Step::Heroic(h) = &mut self.step {
            h.special_played = true;
        }
        self.unmask(seat, out);
        let owed: Vec<(Seat, u8)> = self
            .active_from(seat)
            .into_iter()
            .filter_map(|s| {
                let n = self
                    .knight(s)
                    .map_or(0, |k| k.hand.len())
                    .min(usize::from(FATE_DISCARD)) as u8;
                (n > 0).then_some((s, n))
            })
            .collect();
        if !owed.is_empty() {
            self.pending.push(Pending::Discard { owed });
        }
    }

    /// Whom an unmasked traitor may take a card from.
    pub(crate) fn raid_actions(&self) -> Vec<Action> {
        let targets: Vec<Action> = Seat::all(self.n())
            .filter(|s| {
                self.knight(*s)
                    .is_some_and(|k| k.takes_part() && !k.hand.is_empty())
            })
            .map(Action::Raid)
            .collect();
        if targets.is_empty() {
            // Nobody has a card: straight to Evil's progress.
            vec![
                Action::Evil(EvilChoice::AddEngine),
                Action::Evil(EvilChoice::DrawBlack),
            ]
        } else {
            targets
        }
    }

    pub(crate) fn raid(&mut self, seat: Seat, target: Seat, out: &mut Out) {
        let len = self.knight(target).map_or(0, |k| k.hand.len());
        let card = if len == 0 {
            None
        } else {
            let i = self.rng.below(len);
            self.knight_mut(target).map(|k| k.hand.remove(i))
        };
        if let Some(c) = card {
            self.white_discard.push(c);
        }
        public(out, CamelotEvent::Raided { seat, target, card });
        self.step = Step::Evil { chosen: false };
    }

    pub(crate) fn say(&mut self, seat: Seat, statement: Statement, out: &mut Out) {
        if let Step::Heroic(h) = &mut self.step {
            h.said = true;
        }
        if let Some(slot) = self.said.get_mut(seat.index()) {
            *slot = Some(statement);
        }
        public(out, CamelotEvent::Said { seat, statement });
    }
}
