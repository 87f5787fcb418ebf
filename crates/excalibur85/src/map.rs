//! A board that grows tile by tile (A8, C1): the territory, and each development area's own
//! mini-board. Cells are grid squares; a tile is placed turned so that the path it continues
//! meets the path it came from, and figures walk only where two facing edges are paths of
//! one colour.

use crate::tile::{Dir, Edge, Edges};
use serde::{Deserialize, Serialize};

/// A grid square; y grows southwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Cell {
    pub x: i32,
    pub y: i32,
}

impl Cell {
    pub const ORIGIN: Cell = Cell { x: 0, y: 0 };

    pub fn step(self, dir: Dir) -> Cell {
        let (dx, dy) = dir.offset();
        Cell {
            x: self.x + dx,
            y: self.y + dy,
        }
    }
}

/// Anything placed on a grid: it has four edges.
pub trait Piece {
    fn edges(&self) -> Edges;
    fn edges_mut(&mut self) -> &mut Edges;
}

impl Piece for crate::territory::Tile {
    fn edges(&self) -> Edges {
        self.edges
    }
    fn edges_mut(&mut self) -> &mut Edges {
        &mut self.edges
    }
}

impl Piece for crate::areas::AreaCard {
    fn edges(&self) -> Edges {
        self.edges
    }
    fn edges_mut(&mut self) -> &mut Edges {
        &mut self.edges
    }
}

/// The turns that let `piece`, placed through side `dir` of a path of `colour`, continue it.
pub fn fitting<T: Piece>(colour: Edge, dir: Dir, piece: &T) -> Vec<u8> {
    if !colour.is_path() {
        return Vec::new();
    }
    (0..4)
        .filter(|t| piece.edges().at(dir.opposite(), *t) == colour)
        .collect()
}

/// A piece on the board, turned `turns` quarter turns clockwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed<T> {
    pub at: Cell,
    pub piece: T,
    pub turns: u8,
}

impl<T: Piece> Placed<T> {
    pub fn edge(&self, dir: Dir) -> Edge {
        self.piece.edges().at(dir, self.turns)
    }
}

/// Why a piece cannot go where it was asked to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlaceError {
    /// The cell already holds a piece: pieces never overlap (A8).
    Taken,
    /// Turned so, the piece does not continue the path it was placed from (C1).
    Breaks,
}

/// The pieces in the order they were placed; the first is the root (the entrada, or an
/// area's entrance card). At most some seventy pieces, so a list serves as well as a map.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Grid<T> {
    pub pieces: Vec<Placed<T>>,
}

impl<T: Piece + Copy> Grid<T> {
    pub fn new(root: T) -> Grid<T> {
        Grid {
            pieces: vec![Placed {
                at: Cell::ORIGIN,
                piece: root,
                turns: 0,
            }],
        }
    }

    pub fn at(&self, cell: Cell) -> Option<&Placed<T>> {
        self.pieces.iter().find(|p| p.at == cell)
    }

    pub fn is_free(&self, cell: Cell) -> bool {
        self.at(cell).is_none()
    }

    /// The edge of the piece at `cell` on side `dir`, a wall where there is no piece.
    pub fn edge(&self, cell: Cell, dir: Dir) -> Edge {
        self.at(cell).map_or(Edge::Wall, |p| p.edge(dir))
    }

    /// Where a figure at `cell` can step through side `dir`: onto a placed piece whose facing
    /// edge is a path of the same colour (C1).
    pub fn step(&self, cell: Cell, dir: Dir) -> Option<Cell> {
        let here = self.edge(cell, dir);
        let next = cell.step(dir);
        let there = self.at(next)?.edge(dir.opposite());
        (here.is_path() && here == there).then_some(next)
    }

    /// The cells one step away from `cell`.
    pub fn neighbours(&self, cell: Cell) -> impl Iterator<Item = Cell> + '_ {
        Dir::ALL.into_iter().filter_map(move |d| self.step(cell, d))
    }

    /// The paths out of `cell` that lead to a free cell: where exploring can place a piece,
    /// with the colour each needs.
    pub fn open_edges(&self, cell: Cell) -> Vec<(Dir, Edge)> {
        let Some(piece) = self.at(cell) else {
            return Vec::new();
        };
        Dir::ALL
            .into_iter()
            .map(|d| (d, piece.edge(d)))
            .filter(|(d, e)| e.is_path() && self.is_free(cell.step(*d)))
            .collect()
    }

    /// `open_edges` of every piece, in the order they were placed, with the cell of each:
    /// one look-up table for the whole board instead of a scan of it per side (bots ask
    /// this of boards of up to a hundred pieces many times a decision).
    pub fn all_open_edges(&self) -> Vec<(Cell, Dir, Edge)> {
        let taken: std::collections::HashSet<Cell> = self.pieces.iter().map(|p| p.at).collect();
        self.pieces
            .iter()
            .flat_map(|p| Dir::ALL.into_iter().map(move |d| (p.at, d, p.edge(d))))
            .filter(|(c, d, e)| e.is_path() && !taken.contains(&c.step(*d)))
            .collect()
    }

    /// The turns that let `piece`, placed through side `dir` of `from`, continue that path:
    /// its edge facing back must be a path of the same colour (C1).
    pub fn fitting_turns(&self, from: Cell, dir: Dir, piece: &T) -> Vec<u8> {
        fitting(self.edge(from, dir), dir, piece)
    }

    /// Makes side `dir` of the piece at `cell` a path of `colour`: the sealed-zone and
    /// sealed-area rules open a wall (C1, C5).
    pub fn open_side(&mut self, cell: Cell, dir: Dir, colour: Edge) {
        if let Some(p) = self.pieces.iter_mut().find(|p| p.at == cell) {
            let i = (dir.index() + 4 - usize::from(p.turns % 4)) % 4;
            p.piece.edges_mut().0[i] = colour;
        }
    }

    /// Places `piece` through side `dir` of `from`, turned `turns`.
    pub fn place(&mut self, from: Cell, dir: Dir, piece: T, turns: u8) -> Result<Cell, PlaceError> {
        let cell = from.step(dir);
        if !self.is_free(cell) {
            return Err(PlaceError::Taken);
        }
        if !self.fitting_turns(from, dir, &piece).contains(&(turns % 4)) {
            return Err(PlaceError::Breaks);
        }
        self.pieces.push(Placed {
            at: cell,
            piece,
            turns: turns % 4,
        });
        Ok(cell)
    }

    /// Every cell a figure can reach from `start` in at most `steps` steps (the flying
    /// unicorn's three, C4), `start` included.
    pub fn within(&self, start: Cell, steps: usize) -> Vec<Cell> {
        let mut seen = vec![start];
        let mut frontier = vec![start];
        for _ in 0..steps {
            let mut next = Vec::new();
            for c in &frontier {
                for n in self.neighbours(*c) {
                    if !seen.contains(&n) {
                        seen.push(n);
                        next.push(n);
                    }
                }
            }
            frontier = next;
        }
        seen
    }

    /// Every piece can be walked to from the root: the board never splits.
    pub fn is_connected(&self) -> bool {
        self.within(Cell::ORIGIN, self.pieces.len()).len() == self.pieces.len()
    }
}
