//! What the cards in hand are worth to a loyal knight: which to keep, which to lay or
//! throw away, and which three alike would buy a life point back.

use crate::cards::White;
use crate::view::View;

/// How much a card is worth keeping, roughly.
pub(super) fn worth(card: White, view: &View) -> i32 {
    match card {
        // A War's run must start with a 1 (ruling 7): while one waits for it, a 1 is kept
        // over a 2 (paid on the road, laid, thrown away). 5 seats, 6,000 games: 56.1 ->
        // 58.0 %, 55.7 -> 56.9 %; Merlin's Company, 3,000: 17.8 -> 20.6 %, 17.9 -> 19.4 %.
        // Raising every card a War needs next as well gained nothing.
        White::Fight(1) if war_opens(view) => 5,
        White::Fight(v) => i32::from(v) * 2,
        White::Grail if super::plan::grail_in_reach(view) => 9,
        White::Grail => 3,
        White::Merlin => 12,
        _ => 11,
    }
}

/// Does a War still to be fought wait for the 1 that opens its run?
fn war_opens(view: &View) -> bool {
    [&view.picts, &view.saxons]
        .into_iter()
        .any(|w| w.next_value() == Some(1))
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
    // Of the cards held three times over, the one missed least (the first such in the
    // hand where two are missed alike); worth is weighed only for those.
    let trio = |k: &White| view.my_hand.iter().filter(|c| *c == k).count() >= 3;
    view.my_hand
        .iter()
        .copied()
        .filter(|c| (c.fight_value().is_some() || *c == White::Grail) && trio(c))
        .min_by_key(|c| worth(*c, view))
}

/// Three Grails the hand can spare for a life point: while the Grail quest is less than half
/// won (or over), a Grail card is worth little but in a heal. Evil's Grail cards come at a
/// pace the knights' rarely match, and three of them buy back the life point that spares a
/// Black card.
pub(super) fn spare_grails(view: &View) -> bool {
    view.my_hand.iter().filter(|c| **c == White::Grail).count() >= 3
        && !super::plan::grail_in_reach(view)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Camelot, CamelotOptions};
    use rt_core::{Game, Seat};

    #[test]
    fn a_one_is_kept_over_a_two_while_a_war_waits_for_it() {
        let mut g = Camelot::setup(&CamelotOptions::default(), 5, 3).expect("setup");
        g.knights[0].hand = vec![White::Fight(1), White::Fight(2)];
        let view = g.view(Some(Seat(0)));
        assert_eq!(least_useful(&view.my_hand, &view), Some(White::Fight(2)));
        // Once both Wars have their 1, the 1 is the least of them again.
        g.quests.picts.run.push(1);
        g.quests.saxons.run.push(1);
        let view = g.view(Some(Seat(0)));
        assert_eq!(least_useful(&view.my_hand, &view), Some(White::Fight(1)));
    }
}
