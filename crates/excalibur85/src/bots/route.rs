//! Finding the way over a board (territory or area): breadth first, since every step costs
//! one turn. Bots ask this many times a decision on boards of up to a hundred pieces, so
//! the walk indexes the pieces by cell once and stops at the first goal it reaches.

use crate::map::{Cell, Grid, Piece};
use crate::tile::Dir;

/// The first of the cells `goal` accepts that a walk from `from` reaches (`from` itself
/// first, then by distance, ties in the order of `Dir::ALL`), with its distance and the
/// first step taken to get there.
fn search<T: Piece + Copy>(
    grid: &Grid<T>,
    from: Cell,
    goal: impl Fn(Cell) -> bool,
) -> Option<(Cell, usize, Option<Dir>)> {
    if goal(from) {
        return Some((from, 0, None));
    }
    let pieces = &grid.pieces;
    // Each cell of the board's bounding box holds the index of its piece, the first one
    // placed there as `Grid::at` finds it.
    let (mut x0, mut y0, mut x1, mut y1) = (from.x, from.y, from.x, from.y);
    for p in pieces {
        (x0, y0) = (x0.min(p.at.x), y0.min(p.at.y));
        (x1, y1) = (x1.max(p.at.x), y1.max(p.at.y));
    }
    let width = (x1 - x0 + 1) as usize;
    let slot_of = |c: Cell| -> Option<usize> {
        let inside = (x0..=x1).contains(&c.x) && (y0..=y1).contains(&c.y);
        inside.then(|| (c.y - y0) as usize * width + (c.x - x0) as usize)
    };
    let mut slots = vec![usize::MAX; width * (y1 - y0 + 1) as usize];
    for (i, p) in pieces.iter().enumerate() {
        if let Some(s) = slot_of(p.at).and_then(|s| slots.get_mut(s)) {
            if *s == usize::MAX {
                *s = i;
            }
        }
    }
    let piece_at = |c: Cell| -> Option<usize> {
        slot_of(c)
            .and_then(|s| slots.get(s).copied())
            .filter(|i| *i != usize::MAX)
    };
    let start = piece_at(from)?;
    let mut seen = vec![false; pieces.len()];
    seen[start] = true;
    let mut queue = vec![(start, 0, None::<Dir>)];
    let mut i = 0;
    while let Some(&(k, d, first)) = queue.get(i) {
        i += 1;
        let here = &pieces[k];
        for dir in Dir::ALL {
            // A step needs facing edges that are paths of one colour (`Grid::step`).
            let edge = here.edge(dir);
            if !edge.is_path() {
                continue;
            }
            let next = here.at.step(dir);
            let Some(n) = piece_at(next) else {
                continue;
            };
            if seen[n] || pieces[n].edge(dir.opposite()) != edge {
                continue;
            }
            seen[n] = true;
            let first = first.or(Some(dir));
            if goal(next) {
                return Some((next, d + 1, first));
            }
            queue.push((n, d + 1, first));
        }
    }
    None
}

/// The nearest of `goals` that can be walked to (possibly `from` itself).
pub fn toward<T: Piece + Copy>(grid: &Grid<T>, from: Cell, goals: &[Cell]) -> Option<Cell> {
    search(grid, from, |c| goals.contains(&c)).map(|(c, _, _)| c)
}

/// The first step on a shortest walk from `from` to `to`.
pub fn first_step<T: Piece + Copy>(grid: &Grid<T>, from: Cell, to: Cell) -> Option<Dir> {
    search(grid, from, |c| c == to).and_then(|(_, _, first)| first)
}

/// Steps on a shortest walk from `from` to `to`, if there is one.
pub fn distance<T: Piece + Copy>(grid: &Grid<T>, from: Cell, to: Cell) -> Option<usize> {
    search(grid, from, |c| c == to).map(|(_, d, _)| d)
}
