//! Finding the way over a board (territory or area): breadth first, since every step costs
//! one turn.

use crate::map::{Cell, Grid, Piece};
use crate::tile::Dir;

/// Distances from `from` to every reachable cell, with the first step taken to get there.
fn search<T: Piece + Copy>(grid: &Grid<T>, from: Cell) -> Vec<(Cell, usize, Option<Dir>)> {
    let mut seen = vec![(from, 0, None)];
    let mut i = 0;
    while i < seen.len() {
        let (cell, d, first) = seen[i];
        for dir in Dir::ALL {
            if let Some(next) = grid.step(cell, dir) {
                if !seen.iter().any(|(c, _, _)| *c == next) {
                    seen.push((next, d + 1, first.or(Some(dir))));
                }
            }
        }
        i += 1;
    }
    seen
}

/// The nearest of `goals` that can be walked to (possibly `from` itself).
pub fn toward<T: Piece + Copy>(grid: &Grid<T>, from: Cell, goals: &[Cell]) -> Option<Cell> {
    search(grid, from)
        .into_iter()
        .find(|(c, _, _)| goals.contains(c))
        .map(|(c, _, _)| c)
}

/// The first step on a shortest walk from `from` to `to`.
pub fn first_step<T: Piece + Copy>(grid: &Grid<T>, from: Cell, to: Cell) -> Option<Dir> {
    search(grid, from)
        .into_iter()
        .find(|(c, _, _)| *c == to)
        .and_then(|(_, _, first)| first)
}

/// Steps on a shortest walk from `from` to `to`, if there is one.
pub fn distance<T: Piece + Copy>(grid: &Grid<T>, from: Cell, to: Cell) -> Option<usize> {
    search(grid, from)
        .into_iter()
        .find(|(c, _, _)| *c == to)
        .map(|(_, d, _)| d)
}
