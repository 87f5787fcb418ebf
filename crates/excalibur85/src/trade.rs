//! Trading on a shared tile (A9): free, as often as the knights like, one card for one (or
//! a gift either way), if both hands stay within the limit. The other knight accepts or not.

use crate::action::{Action, Event};
use crate::cards::Card;
use crate::state::{Excalibur85, Held, Player, Step};
use crate::turn::{on_tile, public, Out};
use rt_core::Seat;

/// `p`'s hand after giving `give` and receiving `get`: where `get` goes, or `None` if the
/// hand would break the limit.
fn after(p: &Player, give: Option<Card>, get: Option<Card>) -> Option<Option<bool>> {
    let mut q = p.clone();
    if let Some(g) = give {
        let i = q.hand.iter().position(|h| h.card == g)?;
        q.hand.remove(i);
    }
    match get {
        None => Some(None),
        Some(c) => q.room_for(c).map(Some),
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
                    if after(me, give, take).is_some() && after(them, take, give).is_some() {
                        out.push(Action::Offer { to, give, take });
                    }
                }
            }
        }
        out
    }

    /// The trade carried out.
    pub(crate) fn trade(
        &mut self,
        with: Seat,
        give: Option<Card>,
        take: Option<Card>,
        out: &mut Out,
    ) {
        let seat = self.turn;
        let (Some(mine), Some(theirs)) = (
            after(self.current(), give, take),
            self.player(with).and_then(|p| after(p, take, give)),
        ) else {
            return;
        };
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
        give: Option<Card>,
        take: Option<Card>,
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
            fought,
        };
    }
}

fn move_card(p: &mut Player, give: Option<Card>, get: Option<Card>, open: Option<bool>) {
    if let Some(g) = give {
        if let Some(i) = p.hand.iter().position(|h| h.card == g) {
            p.hand.remove(i);
        }
    }
    if let (Some(card), Some(open)) = (get, open) {
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
