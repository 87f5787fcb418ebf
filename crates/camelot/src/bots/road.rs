//! The road's risk with Merlin's Company (§11.5): before a move, the Travel card is unseen,
//! but the cards left to draw are known from the discard (and Bors sees the top one). A
//! knight weighs the chance of not arriving and of losing life before he sets out.

use crate::travel::{Travel, TRAVEL_DECK};
use crate::view::View;
use rt_core::Seat;

/// What a journey is expected to bring.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Road {
    /// The chance of arriving where he set out for.
    pub arrive: f64,
    /// Life points expected to be lost on the way.
    pub hurt: f64,
    /// The chance of being taken captive.
    pub captured: f64,
}

impl Road {
    pub const SAFE: Road = Road {
        arrive: 1.0,
        hurt: 0.0,
        captured: 0.0,
    };

    /// How much of a move's worth survives the road, less what the road costs, in units of
    /// the caller's scale (`unit`: what a life point is worth to it). Losing the last life
    /// point is losing the knight; a captive loses several turns.
    pub fn weigh(self, worth: f64, life: u8, unit: f64) -> f64 {
        let life_cost = if life <= 1 { 12.0 } else { 1.0 };
        worth * self.arrive - unit * (life_cost * self.hurt + 3.0 * self.captured)
    }
}

/// The road ahead of `seat` now: safe without the expansion or with Geraint's shrug unspent.
pub(super) fn road(view: &View, seat: Seat) -> Road {
    let Some(me) = view.knights.get(seat.index()) else {
        return Road::SAFE;
    };
    if !view.options.merlins_company
        || me.knight == crate::knight::Knight::Geraint && !me.power_spent
    {
        return Road::SAFE;
    }
    let left = |card: Travel| -> f64 {
        let printed = TRAVEL_DECK
            .iter()
            .find(|(c, _)| *c == card)
            .map_or(0, |(_, n)| *n);
        let gone = view.travel_discard.iter().filter(|c| **c == card).count() as u8;
        // The Captured! card lies under its captive's figure.
        let held = u8::from(card == Travel::Captured && view.knights.iter().any(|k| k.captured));
        f64::from(printed.saturating_sub(gone + held))
    };
    // When the deck is empty the discard is shuffled back before the draw.
    let chance: Box<dyn Fn(Travel) -> f64> = match view.travel_peek {
        Some(top) => Box::new(move |c| f64::from(u8::from(c == top))),
        None => {
            let total: f64 = TRAVEL_DECK.iter().map(|(c, _)| left(*c)).sum();
            if total == 0.0 {
                let all: f64 = TRAVEL_DECK.iter().map(|(_, n)| f64::from(*n)).sum();
                Box::new(move |c| {
                    TRAVEL_DECK
                        .iter()
                        .find(|(t, _)| *t == c)
                        .map_or(0.0, |(_, n)| f64::from(*n) / all)
                })
            } else {
                Box::new(move |c| left(c) / total)
            }
        }
    };
    let hand = &view.my_hand;
    let fights: u32 = hand
        .iter()
        .map(|c| match c {
            crate::cards::White::Fight(v) => u32::from(*v),
            crate::cards::White::FightWild => 5,
            _ => 0,
        })
        .sum();
    // Two Fight cards of one value, or two Fight? cards.
    let pair = hand
        .iter()
        .enumerate()
        .any(|(i, c)| c.fights() && hand[i + 1..].contains(c));
    // A Charge is a siege fight: the hand's Fight cards against a d8, ties to Evil.
    let charge_won = (f64::from(fights.min(9)) - 1.0).clamp(0.0, 8.0) / 8.0;
    let (lost, ambushed, charged) = (
        chance(Travel::Lost),
        chance(Travel::Ambushed),
        chance(Travel::Charged),
    );
    let lost_stays = if hand.len() >= 2 { 0.0 } else { lost };
    let ambush_hurts = if pair { 0.0 } else { ambushed };
    let charge_hurts = charged * (1.0 - charge_won);
    let captured = chance(Travel::Captured);
    // A Vision leads to the Grail instead: half a journey, on average.
    let astray = 0.5 * chance(Travel::Vision);
    Road {
        arrive: (1.0 - lost_stays - ambush_hurts - charge_hurts - captured - astray).max(0.0),
        hurt: ambush_hurts + charge_hurts,
        captured,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Camelot, CamelotOptions};
    use rt_core::Game;

    #[test]
    fn the_road_is_priced_from_the_cards_left_and_bors_sees_the_top_one() {
        let options = CamelotOptions {
            merlins_company: true,
            ..CamelotOptions::default()
        };
        let mut g = Camelot::setup(&options, 4, 3).expect("setup");
        let seat = Seat(0);
        g.knights[0].knight = crate::knight::Knight::Kay;
        g.knights[0].hand = vec![crate::cards::White::Merlin];
        let fresh = road(&g.view(Some(seat)), seat);
        assert!((fresh.captured - 1.0 / 16.0).abs() < 1e-9, "{fresh:?}");
        // No pair and no Fight card: both Ambushes and both Charges hurt; one Lost stops him.
        assert!((fresh.hurt - 4.0 / 16.0).abs() < 1e-9, "{fresh:?}");
        assert!(fresh.arrive < 0.6);
        // Every risky card already in the discard: the road is safe.
        g.travel_discard = g
            .travel_draw
            .iter()
            .copied()
            .filter(|c| !matches!(c, Travel::MerlinTravels | Travel::NothingHappens))
            .collect();
        let cleared = road(&g.view(Some(seat)), seat);
        assert_eq!(cleared, Road::SAFE);
        // Life is worth more on the last point.
        assert!(fresh.weigh(1.0, 1, 0.15) < fresh.weigh(1.0, 4, 0.15));
        // Without the expansion there is no Travel deck.
        let base = Camelot::setup(&CamelotOptions::default(), 4, 3).expect("setup");
        assert_eq!(road(&base.view(Some(seat)), seat), Road::SAFE);
    }
}
