//! The development areas (C5): five small decks, each a mini-board grown from its entrance
//! card. Every card is the project's own design.

use crate::cards::{Area, Card};
use crate::tile::{Edge, Edges, Shape};
use serde::{Deserialize, Serialize};

/// What a development card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Spot {
    /// The entrance card itself, the root of the area: one path.
    Entrance,
    /// The area's goal; a dead end.
    Key,
    /// Lake, forest, swamp: back out to the territory tile that holds the entrance.
    Exit,
    /// Take this face-up-stack card (the fairy, the elixir, the potion).
    Gift(Card),
    /// Lose turns.
    Delay(u8),
    /// The well's stagnant water: −1 dexterity.
    LoseDexterity,
    /// The cave's lair: a forced fight with the monster, if it is still about.
    Lair,
    Plain,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct AreaCard {
    pub spot: Spot,
    pub edges: Edges,
}

impl AreaCard {
    fn of(spot: Spot, shape: Shape) -> AreaCard {
        AreaCard {
            spot,
            edges: shape.edges(Edge::Dev),
        }
    }

    /// The entrance: a single `d` path (C5).
    pub fn entrance() -> AreaCard {
        AreaCard::of(Spot::Entrance, Shape::DeadEnd)
    }
}

/// An area's deck, unshuffled (C5): the key card is a dead end, the other special cards
/// straights, then the plain cards.
pub fn deck(area: Area) -> Vec<AreaCard> {
    use Shape::*;
    let specials: &[Spot] = match area {
        Area::Lake => &[Spot::Exit, Spot::Gift(Card::Fairy), Spot::Delay(1)],
        Area::Forest => &[Spot::Exit, Spot::Gift(Card::Elixir), Spot::Delay(1)],
        Area::Swamp => &[Spot::Exit, Spot::Gift(Card::Potion), Spot::Delay(2)],
        Area::Well => &[Spot::Delay(1), Spot::LoseDexterity],
        Area::Cave => &[Spot::Lair, Spot::Delay(1)],
    };
    // Plain cards by shape: straight, curve, tee, cross, dead end.
    let plain: [usize; 5] = match area {
        Area::Lake | Area::Forest | Area::Swamp => [2, 2, 1, 1, 0],
        Area::Well => [2, 1, 1, 0, 1],
        Area::Cave => [2, 1, 0, 0, 2],
    };
    let mut deck = vec![AreaCard::of(Spot::Key, DeadEnd)];
    deck.extend(specials.iter().map(|s| AreaCard::of(*s, Straight)));
    for (shape, n) in Shape::ALL.into_iter().zip(plain) {
        deck.extend(std::iter::repeat_n(AreaCard::of(Spot::Plain, shape), n));
    }
    deck
}

/// What finding the key card does (C5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Key {
    /// The Lady of the Lake: take Excalibur.
    Take(Card),
    /// The wolf's den and the monster's bog: a forced fight.
    Fight(Card),
    /// The cave's treasure: draw 2 Excalibur cards, keep 1, bury the other.
    Treasure,
}

pub fn key(area: Area) -> Key {
    match area {
        Area::Lake => Key::Take(Card::Excalibur),
        Area::Forest => Key::Fight(Card::Wolf),
        Area::Swamp => Key::Fight(Card::Monster),
        Area::Well => Key::Take(Card::Amulet),
        Area::Cave => Key::Treasure,
    }
}
