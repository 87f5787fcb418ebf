//! The seeded random number generator every game keeps inside its state.
//!
//! A PCG stream is fixed by its algorithm, so a seed replays the same game forever; the
//! standard `StdRng` makes no such promise between versions.

use rand::{Rng, RngCore, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRng(Pcg64Mcg);

impl GameRng {
    pub fn from_seed(seed: u64) -> Self {
        GameRng(Pcg64Mcg::seed_from_u64(seed))
    }

    /// A number in `0..n`; 0 when `n` is 0, so callers never panic on an empty range.
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            self.0.random_range(0..n)
        }
    }

    /// A number in `low..=high`, or `low` when the range is empty.
    pub fn between(&mut self, low: u32, high: u32) -> u32 {
        if high <= low {
            low
        } else {
            self.0.random_range(low..=high)
        }
    }

    /// One element chosen uniformly, or `None` from an empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            items.get(self.below(items.len()))
        }
    }

    /// Fisher–Yates shuffle in place.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// An independent stream, for a bot's own sampling, that leaves this one untouched.
    pub fn fork(&self, salt: u64) -> GameRng {
        let mut copy = self.clone();
        GameRng::from_seed(copy.next_u64() ^ salt.wrapping_mul(0x9E37_79B9_7F4A_7C15))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream() {
        let mut a = GameRng::from_seed(7);
        let mut b = GameRng::from_seed(7);
        let xs: Vec<usize> = (0..20).map(|_| a.below(100)).collect();
        let ys: Vec<usize> = (0..20).map(|_| b.below(100)).collect();
        assert_eq!(xs, ys);
    }

    #[test]
    fn the_stream_survives_serialisation() -> Result<(), serde_json::Error> {
        let mut a = GameRng::from_seed(11);
        a.below(5);
        let json = serde_json::to_string(&a)?;
        let mut b: GameRng = serde_json::from_str(&json)?;
        assert_eq!(a.next_u64(), b.next_u64());
        Ok(())
    }

    #[test]
    fn empty_ranges_do_not_panic() {
        let mut rng = GameRng::from_seed(1);
        assert_eq!(rng.below(0), 0);
        assert_eq!(rng.between(5, 2), 5);
        assert_eq!(rng.pick::<u8>(&[]), None);
    }

    #[test]
    fn shuffle_keeps_every_element() {
        let mut rng = GameRng::from_seed(3);
        let mut items: Vec<u32> = (0..50).collect();
        rng.shuffle(&mut items);
        let mut sorted = items.clone();
        sorted.sort();
        assert_eq!(sorted, (0..50).collect::<Vec<_>>());
        assert_ne!(items, sorted);
    }
}
