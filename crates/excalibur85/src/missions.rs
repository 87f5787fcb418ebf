//! Missions and points (A6): Excalibur to King Arthur, one secret mission each from twelve,
//! the secondary missions of the cards a knight reveals, and won fights.

use crate::cards::Card;
use crate::territory::Place;
use serde::{Deserialize, Serialize};

/// Points (A6).
pub const MAIN_MISSION_POINTS: u32 = 10;
pub const OWN_MISSION_POINTS: u32 = 5;
pub const SECONDARY_POINTS: u32 = 2;
/// Taken off at the end for each secondary-mission card still unfinished.
pub const SECONDARY_PENALTY: u32 = 2;
pub const FIGHT_POINTS: u32 = 1;

/// One of the twelve specific missions (A6), numbered 1 to 12.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Mission(pub u8);

/// What a mission asks for: items held (any one of `items` when `any_item`), a foe beaten,
/// and sometimes that foe taken to a place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Demand {
    pub items: &'static [Card],
    pub any_item: bool,
    pub foe: Card,
    pub to: Option<Place>,
}

impl Mission {
    pub const COUNT: u8 = 12;

    pub fn all() -> impl Iterator<Item = Mission> {
        (1..=Mission::COUNT).map(Mission)
    }

    pub fn demand(self) -> Demand {
        use Card::*;
        let d = |items: &'static [Card], foe, to| Demand {
            items,
            any_item: false,
            foe,
            to,
        };
        match self.0 {
            1 => d(&[MagicBook], Sage, None),
            2 => d(&[PapalLegacy], BishopOfRochester, None),
            3 => d(&[PoisonedFruit], Arvalan, None),
            4 => d(&[WhiteMantle], BlackHand, None),
            5 => d(&[Ring], IseultTheFair, None),
            6 => d(&[FalseSeal], Mordred, None),
            7 => d(&[Cross], Monk, None),
            8 => d(&[CrimsonSleeve], GalegatinTheWelsh, None),
            // Meliadus is beaten at the meadow itself (C4).
            9 => d(&[], MeliadusTheBlack, Some(Place::WincesterMeadow)),
            10 => d(&[], QueenGuinevere, Some(Place::JoyousGard)),
            11 => Demand {
                items: &[Lance, Dagger],
                any_item: true,
                foe: Dragon,
                to: None,
            },
            _ => d(&[], Leopard, Some(Place::FisherKingHouse)),
        }
    }

    /// Every card this mission needs: what the deal puts near the top of the deck (C4).
    pub fn cards(self) -> Vec<Card> {
        let d = self.demand();
        let mut cards = d.items.to_vec();
        cards.push(d.foe);
        cards
    }

    /// Done when the knight holds the items and the beaten foe, and stands with the foe
    /// where it must go (A6).
    pub fn done(
        self,
        holds: impl Fn(Card) -> bool,
        beaten: impl Fn(Card) -> bool,
        at: Place,
    ) -> bool {
        let d = self.demand();
        let items = if d.any_item {
            d.items.iter().any(|c| holds(*c))
        } else {
            d.items.iter().all(|c| holds(*c))
        };
        items && beaten(d.foe) && d.to.is_none_or(|p| p == at)
    }
}

/// A secondary mission's card and where it ends (A6): the elder to the village, the hermit
/// to the hermitage, the thief, bandit and tyrant beaten and taken to the prison.
pub fn secondary(card: Card) -> Option<(Place, bool)> {
    match card {
        Card::LostElder => Some((Place::Village, false)),
        Card::Hermit => Some((Place::Hermitage, false)),
        Card::Thief | Card::Bandit | Card::Tyrant => Some((Place::Prison, true)),
        _ => None,
    }
}
