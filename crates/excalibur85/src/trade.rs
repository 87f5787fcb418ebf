//! Trading on a shared tile (A9): free, as often as the knights like, one card for one (or
//! a gift either way), if both hands stay within the limit. The other knight accepts or not.

use crate::action::{Action, Event};
use crate::cards::Card;
use crate::state::{Excalibur85, Held, Player, Step};
use crate::turn::{on_tile, public, Out};
use rt_core::Seat;

/// Can `p` give `give` and take `get` into the open or hidden part of his hand (`open`)
/// within the limit? Cards outside the limit, or no card, go open: one way to say it.
fn fits(p: &Player, give: Option<Card>, get: Option<Card>, open: bool) -> bool {
    let mut q = p.clone();
    if let Some(g) = give {
        let Some(i) = q.hand.iter().position(|h| h.card == g) else {
            return false;
        };
        q.hand.remove(i);
    }
    match get {
        None => open,
        Some(c) if c.free_of_hand_limit() => open,
        Some(_) => {
            let (o, h) = q.counted();
            if open {
                o < crate::state::OPEN_SLOTS
            } else {
                h < crate::state::HIDDEN_SLOTS
            }
        }
    }
}

impl Excalibur85 {
    /// Every trade the current knight can offer a knight beside him.
    pub(crate) fn offers(&self) -> Vec<Action> {
        let me = self.current();
        let mine: Vec<Card> = tradeable(me);
        let mut out = Vec::new();
        for to in self.beside() {
            let Some(them) = self.player(to) else {
                continue;
            };
            let theirs = tradeable(them);
            for give in std::iter::once(None).chain(mine.iter().copied().map(Some)) {
                for take in std::iter::once(None).chain(theirs.iter().copied().map(Some)) {
                    if give.is_none() && take.is_none() {
                        continue;
                    }
                    let they_can = [true, false].iter().any(|o| fits(them, take, give, *o));
                    for open in [true, false] {
                        if fits(me, give, take, open) && they_can {
                            out.push(Action::Offer {
                                to,
                                give,
                                take,
                                open,
                            });
                        }
                    }
                }
            }
        }
        out
    }

    /// The ways the other knight may accept: where he would put the card he receives.
    pub(crate) fn acceptances(
        &self,
        with: Seat,
        give: Option<Card>,
        take: Option<Card>,
    ) -> Vec<Action> {
        let Some(them) = self.player(with) else {
            return vec![Action::Decline];
        };
        let mut out: Vec<Action> = [true, false]
            .into_iter()
            .filter(|o| fits(them, take, give, *o))
            .map(|open| Action::Accept { open })
            .collect();
        out.push(Action::Decline);
        out
    }

    /// The trade carried out, each card going where its new owner chose.
    pub(crate) fn trade(
        &mut self,
        with: Seat,
        (give, take): (Option<Card>, Option<Card>),
        (mine, theirs): (bool, bool),
        out: &mut Out,
    ) {
        let seat = self.turn;
        let ok = fits(self.current(), give, take, mine)
            && self
                .player(with)
                .is_some_and(|p| fits(p, take, give, theirs));
        if !ok {
            return;
        }
        move_card(&mut self.players[seat.index()], give, take, mine);
        move_card(&mut self.players[with.index()], take, give, theirs);
        public(
            out,
            Event::Traded {
                seat,
                with,
                accepted: true,
            },
        );
    }

    pub(crate) fn offer_step(
        &mut self,
        to: Seat,
        (give, take, open): (Option<Card>, Option<Card>, bool),
        fought: bool,
        out: &mut Out,
    ) {
        let seat = self.turn;
        on_tile(
            out,
            self.tile_seats(seat),
            seat,
            Event::Offered {
                seat,
                to,
                give,
                take,
            },
            crate::action::Unseen::Offered,
        );
        self.step = Step::Offer {
            to,
            give,
            take,
            open,
            fought,
        };
    }
}

fn move_card(p: &mut Player, give: Option<Card>, get: Option<Card>, open: bool) {
    if let Some(g) = give {
        if let Some(i) = p.hand.iter().position(|h| h.card == g) {
            p.hand.remove(i);
        }
    }
    if let Some(card) = get {
        p.hand.push(Held { card, open });
    }
}

fn tradeable(p: &Player) -> Vec<Card> {
    let mut cards: Vec<Card> = p
        .hand
        .iter()
        .map(|h| h.card)
        .filter(|c| !p.locked(*c))
        .collect();
    cards.sort();
    cards.dedup();
    cards
}
