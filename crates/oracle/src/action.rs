//! What a seat can do, what can go wrong, and what happens.

use rt_core::{RuleError, Seat, SeatSet};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Secretly choose a number.
    Pick(u8),
    /// Spend the veto: the round scores nothing.
    Veto,
    /// Let the round stand.
    Pass,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OracleError {
    OutOfRange(u8),
    AlreadyPicked,
    NoVetoLeft,
    NotNow,
}

impl RuleError for OracleError {
    fn code(&self) -> &'static str {
        match self {
            OracleError::OutOfRange(_) => "oracle-out-of-range",
            OracleError::AlreadyPicked => "oracle-already-picked",
            OracleError::NoVetoLeft => "oracle-no-veto",
            OracleError::NotNow => "oracle-not-now",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OracleEvent {
    RoundStarted {
        round: u8,
    },
    /// Public: someone has chosen, not what.
    Picked {
        seat: Seat,
    },
    /// Private to the seat: what it chose.
    YouPicked {
        value: u8,
    },
    Revealed {
        oracle: u8,
        picks: Vec<u8>,
    },
    Vetoed {
        by: SeatSet,
    },
    Scored {
        winners: SeatSet,
    },
    GameOver,
}
