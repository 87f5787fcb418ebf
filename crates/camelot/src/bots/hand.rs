//! What the cards in hand are worth to a loyal knight: which to keep, which to lay or
//! throw away, and which three alike would buy a life point back.

use crate::cards::White;
use crate::view::View;

/// How much a card is worth keeping, roughly.
pub(super) fn worth(card: White, view: &View) -> i32 {
    match card {
        White::Fight(v) => i32::from(v) * 2,
        White::Grail if super::plan::grail_in_reach(view) => 9,
        White::Grail => 3,
        White::Merlin => 12,
        _ => 11,
    }
}

pub(super) fn least_useful(hand: &[White], view: &View) -> Option<White> {
    hand.iter().copied().min_by_key(|c| worth(*c, view))
}

/// The three alike the hand misses least, if it holds any (Fight cards of one value, or
/// Grails): what a heal would cost. Grails the hand can spare come first, even beside three
/// low Fight cards: the Wars start with a 1.
pub(super) fn heal_trio(view: &View) -> Option<White> {
    if spare_grails(view) {
        return Some(White::Grail);
    }
    let mut kinds: Vec<White> = view
        .my_hand
        .iter()
        .copied()
        .filter(|c| c.fight_value().is_some() || *c == White::Grail)
        .collect();
    kinds.sort_by_key(|c| worth(*c, view));
    kinds.dedup();
    kinds
        .into_iter()
        .find(|k| view.my_hand.iter().filter(|c| *c == k).count() >= 3)
}

/// Three Grails the hand can spare for a life point: while the Grail quest is less than half
/// won (or over), a Grail card is worth little but in a heal. Evil's Grail cards come at a
/// pace the knights' rarely match, and three of them buy back the life point that spares a
/// Black card.
pub(super) fn spare_grails(view: &View) -> bool {
    view.my_hand.iter().filter(|c| **c == White::Grail).count() >= 3
        && !super::plan::grail_in_reach(view)
}
