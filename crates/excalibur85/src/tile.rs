//! The tile model (C1): a square with four edges, each a wall or a path of one colour, placed
//! in any of four rotations.

use serde::{Deserialize, Serialize};

/// What crosses one side of a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Edge {
    /// No path: a wall.
    Wall,
    /// The iniciática's dark-pink path.
    Pink,
    /// The fantástica's yellow path.
    Yellow,
    /// A path inside a development area.
    Dev,
}

impl Edge {
    pub fn is_path(self) -> bool {
        self != Edge::Wall
    }

    fn from_code(c: u8) -> Edge {
        match c {
            b'p' => Edge::Pink,
            b'y' => Edge::Yellow,
            b'd' => Edge::Dev,
            _ => Edge::Wall,
        }
    }
}

/// A side of a tile, clockwise from north.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    North,
    East,
    South,
    West,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Dir {
        Dir::ALL[i % 4]
    }

    pub fn opposite(self) -> Dir {
        Dir::from_index(self.index() + 2)
    }

    /// The neighbouring cell's offset; y grows southwards, as on a screen.
    pub fn offset(self) -> (i32, i32) {
        match self {
            Dir::North => (0, -1),
            Dir::East => (1, 0),
            Dir::South => (0, 1),
            Dir::West => (-1, 0),
        }
    }
}

/// The five path shapes (C1), listed unrotated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Shape {
    /// `p.p.`
    Straight,
    /// `pp..`
    Curve,
    /// `pp.p`
    Tee,
    /// `pppp`
    Cross,
    /// `p...`
    DeadEnd,
}

impl Shape {
    pub const ALL: [Shape; 5] = [
        Shape::Straight,
        Shape::Curve,
        Shape::Tee,
        Shape::Cross,
        Shape::DeadEnd,
    ];

    /// The shape's code in the spec's tables.
    pub fn code(self) -> &'static str {
        match self {
            Shape::Straight => "p.p.",
            Shape::Curve => "pp..",
            Shape::Tee => "pp.p",
            Shape::Cross => "pppp",
            Shape::DeadEnd => "p...",
        }
    }

    /// The shape's edges (N, E, S, W) with its paths in one colour.
    pub fn edges(self, colour: Edge) -> Edges {
        let mut e = Edges::from_code(self.code());
        for edge in &mut e.0 {
            if edge.is_path() {
                *edge = colour;
            }
        }
        e
    }
}

/// A tile's four edges, north first, clockwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Edges(pub [Edge; 4]);

impl Edges {
    /// From a four-letter code such as `py.y` (C1).
    pub fn from_code(code: &str) -> Edges {
        let b = code.as_bytes();
        let at = |i: usize| Edge::from_code(b.get(i).copied().unwrap_or(b'.'));
        Edges([at(0), at(1), at(2), at(3)])
    }

    /// The edge on side `dir` once the tile is turned `turns` quarter turns clockwise.
    pub fn at(&self, dir: Dir, turns: u8) -> Edge {
        self.0[(dir.index() + 4 - usize::from(turns % 4)) % 4]
    }

    pub fn paths(&self) -> usize {
        self.0.iter().filter(|e| e.is_path()).count()
    }
}
