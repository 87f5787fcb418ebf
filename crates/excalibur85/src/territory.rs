//! The territory tiles (A3, C2, C3): the entrada, the iniciática deck (30 tiles, star back)
//! and the fantástica deck (40 tiles, half-moon back). Every tile but the entrada is the
//! project's own design (Part C): the card book that listed them is lost.

use crate::attributes::Attribute;
use crate::tile::{Edge, Edges, Shape};
use serde::{Deserialize, Serialize};

/// The two zones of territory tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Zone {
    Iniciatica,
    Fantastica,
}

impl Zone {
    /// The path colour of the zone.
    pub fn edge(self) -> Edge {
        match self {
            Zone::Iniciatica => Edge::Pink,
            Zone::Fantastica => Edge::Yellow,
        }
    }

    /// The zone a path colour leads into, if it is a territory colour.
    pub fn of_edge(edge: Edge) -> Option<Zone> {
        match edge {
            Edge::Pink => Some(Zone::Iniciatica),
            Edge::Yellow => Some(Zone::Fantastica),
            _ => None,
        }
    }
}

/// What kind of territory a tile is: its name and what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Place {
    /// Where every figure starts (A3): a cross of pink paths.
    Entrada,
    // The iniciática's training tiles (C2): optional, once per player per stay.
    Monastery,
    Inn,
    Spring,
    Village,
    Hermitage,
    MagicGround,
    /// Lose 1 turn every time you enter.
    River,
    /// Lose 2 turns every time you enter.
    Fog,
    /// Joins the two zones (A3): the only way into the fantástica.
    Access,
    /// A fantástica tile with a star: whoever reveals it draws an Excalibur card (A3).
    Star,
    /// King Arthur's castle: Excalibur is delivered here.
    Camaloc,
    Prison,
    EnchantedHouse,
    WincesterMeadow,
    JoyousGard,
    FisherKingHouse,
    /// A plain stretch of path.
    Plain,
}

/// A training tile's offer (C2): stay some turns for a gain. The magic ground's roll is its
/// own rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Training {
    pub turns: u8,
    pub gains: &'static [(Attribute, u8)],
}

impl Place {
    pub fn slug(self) -> &'static str {
        match self {
            Place::Entrada => "entrada",
            Place::Monastery => "monastery",
            Place::Inn => "inn",
            Place::Spring => "spring",
            Place::Village => "village",
            Place::Hermitage => "hermitage",
            Place::MagicGround => "magic-ground",
            Place::River => "river",
            Place::Fog => "fog",
            Place::Access => "access",
            Place::Star => "star",
            Place::Camaloc => "camaloc",
            Place::Prison => "prison",
            Place::EnchantedHouse => "enchanted-house",
            Place::WincesterMeadow => "wincester-meadow",
            Place::JoyousGard => "joyous-gard",
            Place::FisherKingHouse => "fisher-king-house",
            Place::Plain => "plain",
        }
    }

    /// The training on offer (C2), once per player per iniciática stay.
    pub fn training(self) -> Option<Training> {
        use Attribute::*;
        let (turns, gains): (u8, &'static [(Attribute, u8)]) = match self {
            Place::Monastery => (2, &[(Intelligence, 2)]),
            Place::Inn => (2, &[(Strength, 2)]),
            Place::Spring => (2, &[(Strength, 1), (Intelligence, 1)]),
            Place::Village => (1, &[(Dexterity, 1)]),
            Place::Hermitage => (1, &[(Experience, 2)]),
            Place::MagicGround => (0, &[]),
            _ => return None,
        };
        Some(Training { turns, gains })
    }

    /// Turns lost every time a figure enters (C2).
    pub fn entry_turns_lost(self) -> u8 {
        match self {
            Place::River => 1,
            Place::Fog => 2,
            _ => 0,
        }
    }

    /// Revealing the tile draws an Excalibur card (A3).
    pub fn draws_card(self) -> bool {
        self == Place::Star
    }
}

/// One territory tile as printed: what it is and its unrotated edges.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tile {
    pub place: Place,
    pub zone: Zone,
    pub edges: Edges,
}

impl Tile {
    fn of(place: Place, zone: Zone, shape: Shape) -> Tile {
        Tile {
            place,
            zone,
            edges: shape.edges(zone.edge()),
        }
    }

    /// The entrada (C1): `pppp`.
    pub fn entrada() -> Tile {
        Tile::of(Place::Entrada, Zone::Iniciatica, Shape::Cross)
    }

    /// Access tiles mix both colours (C2). They count as iniciática: they come from its deck.
    fn access(code: &str) -> Tile {
        Tile {
            place: Place::Access,
            zone: Zone::Iniciatica,
            edges: Edges::from_code(code),
        }
    }
}

/// The iniciática deck, unshuffled (C2): 30 tiles.
pub fn iniciatica_deck() -> Vec<Tile> {
    use Shape::*;
    let z = Zone::Iniciatica;
    let mut deck = vec![
        Tile::of(Place::Monastery, z, Tee),
        Tile::of(Place::Inn, z, Straight),
        Tile::of(Place::Spring, z, Curve),
        Tile::of(Place::Village, z, Cross),
        Tile::of(Place::Hermitage, z, DeadEnd),
        Tile::of(Place::MagicGround, z, Curve),
        Tile::of(Place::MagicGround, z, Tee),
        Tile::of(Place::River, z, Straight),
        Tile::of(Place::River, z, Straight),
        Tile::of(Place::Fog, z, Cross),
        Tile::of(Place::Fog, z, Tee),
        Tile::access("p.y."),
        Tile::access("py.y"),
    ];
    plain(&mut deck, z, [4, 4, 4, 2, 3]);
    deck
}

/// The fantástica deck, unshuffled (C3): 40 tiles.
pub fn fantastica_deck() -> Vec<Tile> {
    use Shape::*;
    let z = Zone::Fantastica;
    let mut deck = Vec::new();
    for (shape, n) in [
        (Straight, 7),
        (Curve, 7),
        (Tee, 7),
        (Cross, 4),
        (DeadEnd, 3),
    ] {
        deck.extend(std::iter::repeat_n(Tile::of(Place::Star, z, shape), n));
    }
    deck.extend([
        Tile::of(Place::Camaloc, z, DeadEnd),
        Tile::of(Place::Prison, z, DeadEnd),
        Tile::of(Place::EnchantedHouse, z, Tee),
        Tile::of(Place::WincesterMeadow, z, Cross),
        Tile::of(Place::JoyousGard, z, DeadEnd),
        Tile::of(Place::FisherKingHouse, z, Curve),
    ]);
    plain(&mut deck, z, [2, 2, 1, 1, 0]);
    deck
}

/// Plain tiles by shape: straight, curve, tee, cross, dead end.
fn plain(deck: &mut Vec<Tile>, zone: Zone, counts: [usize; 5]) {
    for (shape, n) in Shape::ALL.into_iter().zip(counts) {
        deck.extend(std::iter::repeat_n(Tile::of(Place::Plain, zone, shape), n));
    }
}

/// The places the missions and deliveries send figures to (C3): dealt into the top 60 % of
/// the fantástica deck so that they come out.
pub fn is_destination(place: Place) -> bool {
    matches!(
        place,
        Place::Camaloc
            | Place::Prison
            | Place::EnchantedHouse
            | Place::WincesterMeadow
            | Place::JoyousGard
            | Place::FisherKingHouse
    )
}
