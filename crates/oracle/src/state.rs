//! The full state of a game of the Oracle's Number.

use rt_core::{GameRng, SeatSet};
use serde::{Deserialize, Serialize};

pub const LOWEST: u8 = 1;
pub const HIGHEST: u8 = 9;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OracleOptions {
    pub rounds: u8,
    /// Each seat starts with one veto (the interrupt window).
    pub vetoes: bool,
}

impl Default for OracleOptions {
    fn default() -> Self {
        OracleOptions {
            rounds: 3,
            vetoes: true,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The oracle is about to draw (a chance step).
    Drawing,
    Picking {
        oracle: u8,
        picks: Vec<Option<u8>>,
    },
    /// Picks are shown; seats holding a veto answer.
    Veto {
        oracle: u8,
        picks: Vec<u8>,
        answered: SeatSet,
        vetoed: SeatSet,
    },
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResult {
    pub oracle: u8,
    pub picks: Vec<u8>,
    pub vetoed_by: SeatSet,
    pub winners: SeatSet,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Oracle {
    pub(crate) options: OracleOptions,
    pub(crate) seats: usize,
    pub(crate) rng: GameRng,
    /// Rounds started so far (1-based once the first round starts).
    pub(crate) round: u8,
    pub(crate) scores: Vec<u32>,
    pub(crate) vetoes: Vec<bool>,
    pub(crate) phase: Phase,
    pub(crate) history: Vec<RoundResult>,
}

impl Oracle {
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    pub fn scores(&self) -> &[u32] {
        &self.scores
    }

    pub fn history(&self) -> &[RoundResult] {
        &self.history
    }

    pub fn options(&self) -> &OracleOptions {
        &self.options
    }
}
