//! Seats around the table and sets of seats.
//!
//! The small functions are `#[inline]`: they run on every move, and the app's WebAssembly,
//! built for size, would otherwise call each across crates (measured: the chip game's
//! random games in Chromium went from 63 % to over 80 % of the native rate with this and
//! the same on `ChipId::kind`).

use serde::{Deserialize, Serialize};
use std::fmt;

/// The most seats any game allows (Avalon goes to 10).
pub const MAX_SEATS: usize = 16;

/// One place at the table, numbered from 0 in turn order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Every seat of a table of `count` seats, in turn order.
    pub fn all(count: usize) -> impl Iterator<Item = Seat> {
        (0..count.min(MAX_SEATS)).map(|i| Seat(i as u8))
    }

    /// The next seat clockwise at a table of `count` seats.
    #[inline]
    pub fn next(self, count: usize) -> Seat {
        if count == 0 {
            return self;
        }
        Seat(((self.index() + 1) % count) as u8)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0 + 1)
    }
}

/// A set of seats, for "these seats decide at once" and for event audiences.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SeatSet(u16);

impl SeatSet {
    pub const EMPTY: SeatSet = SeatSet(0);

    pub fn all(count: usize) -> SeatSet {
        Seat::all(count).collect()
    }

    #[inline]
    pub fn only(seat: Seat) -> SeatSet {
        let mut set = SeatSet::EMPTY;
        set.insert(seat);
        set
    }

    #[inline]
    pub fn contains(self, seat: Seat) -> bool {
        seat.index() < MAX_SEATS && self.0 & (1 << seat.0) != 0
    }

    #[inline]
    pub fn insert(&mut self, seat: Seat) {
        if seat.index() < MAX_SEATS {
            self.0 |= 1 << seat.0;
        }
    }

    #[inline]
    pub fn remove(&mut self, seat: Seat) {
        if seat.index() < MAX_SEATS {
            self.0 &= !(1 << seat.0);
        }
    }

    /// The set as a bit mask, bit i for seat i (for counting over many sets at once).
    #[inline]
    pub fn bits(self) -> u16 {
        self.0
    }

    /// The seats whose bits are set (bits past the largest table are dropped).
    #[inline]
    pub fn from_bits(bits: u16) -> SeatSet {
        SeatSet(bits & ((1u32 << MAX_SEATS) - 1) as u16)
    }

    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Seats in turn order.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..MAX_SEATS as u8)
            .filter(move |i| self.0 & (1 << i) != 0)
            .map(Seat)
    }

    #[inline]
    pub fn first(self) -> Option<Seat> {
        self.iter().next()
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> Self {
        let mut set = SeatSet::EMPTY;
        for seat in iter {
            set.insert(seat);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_hold_seats_in_turn_order() {
        let set: SeatSet = [Seat(3), Seat(0), Seat(9)].into_iter().collect();
        assert_eq!(
            set.iter().collect::<Vec<_>>(),
            vec![Seat(0), Seat(3), Seat(9)]
        );
        assert_eq!(set.len(), 3);
        assert!(set.contains(Seat(9)));
        assert!(!set.contains(Seat(1)));
        assert!(
            !set.contains(Seat(200)),
            "out-of-range seats are never members"
        );
    }

    #[test]
    fn next_wraps_around_the_table() {
        assert_eq!(Seat(4).next(5), Seat(0));
        assert_eq!(Seat(1).next(5), Seat(2));
        assert_eq!(Seat(1).next(0), Seat(1));
    }
}
