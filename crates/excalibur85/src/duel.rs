//! Knights against knights (A9, C6, C8.1): a fight on a shared tile, never compulsory, one a
//! turn; each side adds strength, intelligence, its weapons for attack or defence, magic and
//! a d12. The loser drops valour and experience and two turns; the winner takes what he wants
//! of the loser's stealable cards, within his hand limit.

use crate::action::{Action, Event};
use crate::fight::{self, knight_terms, Measure, Outcome, Stance, Term};
use crate::state::{Excalibur85, Held, Step};
use crate::turn::{on_tile, public, Out};
use rt_core::Seat;

impl Excalibur85 {
    /// Knights on the current knight's tile.
    pub(crate) fn beside(&self) -> Vec<Seat> {
        let at = self.current().at;
        (0..self.players.len())
            .filter(|i| *i != self.turn.index() && self.players[*i].at == at)
            .map(|i| Seat(i as u8))
            .collect()
    }

    pub(crate) fn duel(&mut self, defender: Seat, out: &mut Out) {
        let attacker = self.turn;
        let terms = |g: &Self, s: Seat, stance| {
            let p = &g.players[s.index()];
            let cards: Vec<_> = p.hand.iter().map(|h| h.card).collect();
            knight_terms(&p.sheet, &cards, Measure::BOTH, stance)
        };
        let mut mine = terms(self, attacker, Stance::Attack);
        let mut theirs = terms(self, defender, Stance::Defence);
        let (blue, yellow) = (self.d12(), self.d12());
        mine.push(Term::Die(blue));
        theirs.push(Term::Die(yellow));
        let outcome = fight::outcome(fight::total(&mine), fight::total(&theirs));
        let reverse = match outcome {
            Outcome::Won => Outcome::Lost,
            Outcome::Lost => Outcome::Won,
            Outcome::Tie => Outcome::Tie,
        };
        fight::learn(
            &mut self.players[attacker.index()].sheet,
            Measure::BOTH,
            outcome,
        );
        fight::learn(
            &mut self.players[defender.index()].sheet,
            Measure::BOTH,
            reverse,
        );
        public(
            out,
            Event::Duel {
                attacker,
                defender,
                mine,
                theirs,
                outcome,
            },
        );
        let (winner, loser) = match outcome {
            Outcome::Won => (attacker, defender),
            Outcome::Lost => (defender, attacker),
            Outcome::Tie => {
                self.step = Step::Options { fought: true };
                return;
            }
        };
        self.players[loser.index()].lost_turns += crate::battle::TURNS_LOST_ON_DEFEAT;
        public(
            out,
            Event::TurnsLost {
                seat: loser,
                turns: crate::battle::TURNS_LOST_ON_DEFEAT,
            },
        );
        self.step = Step::Plunder {
            by: winner,
            from: loser,
        };
        if self.plunder_actions(winner, loser).len() <= 1 {
            self.step = Step::Options { fought: true };
        }
    }

    /// What the winner may take (A9): the loser's stealable cards in hand, and his beaten
    /// mission and secondary foes, none that are his for good. Then `Done`.
    pub(crate) fn plunder_actions(&self, by: Seat, from: Seat) -> Vec<Action> {
        let (Some(winner), Some(loser)) = (self.player(by), self.player(from)) else {
            return vec![Action::Done];
        };
        let mut cards: Vec<(crate::cards::Card, bool)> = loser
            .hand
            .iter()
            .map(|h| (h.card, false))
            .chain(loser.beaten.iter().map(|c| (*c, true)))
            .filter(|(c, _)| c.stealable() && !loser.locked(*c))
            .collect();
        cards.sort();
        cards.dedup();
        let mut out = Vec::new();
        for (card, beaten) in cards {
            if beaten {
                out.push(Action::Take { card, open: true });
                continue;
            }
            if card.free_of_hand_limit() {
                out.push(Action::Take { card, open: true });
                continue;
            }
            let (open, hidden) = winner.counted();
            if open < crate::state::OPEN_SLOTS {
                out.push(Action::Take { card, open: true });
            }
            if hidden < crate::state::HIDDEN_SLOTS {
                out.push(Action::Take { card, open: false });
            }
        }
        out.push(Action::Done);
        out
    }

    pub(crate) fn take(
        &mut self,
        by: Seat,
        from: Seat,
        card: crate::cards::Card,
        open: bool,
        out: &mut Out,
    ) {
        let loser = &mut self.players[from.index()];
        if let Some(i) = loser.hand.iter().position(|h| h.card == card) {
            loser.hand.remove(i);
            self.players[by.index()].hand.push(Held { card, open });
        } else if let Some(i) = loser.beaten.iter().position(|c| *c == card) {
            loser.beaten.remove(i);
            self.players[by.index()].beaten.push(card);
        }
        on_tile(
            out,
            self.tile_seats(by),
            by,
            Event::Took {
                seat: by,
                from,
                card,
            },
            crate::action::Unseen::Took,
        );
        if self.plunder_actions(by, from).len() <= 1 {
            self.step = Step::Options { fought: true };
        }
    }
}
