//! How a finished game went for one seat.

use serde::{Deserialize, Serialize};

/// Each seat's result. Co-operative and team games need no special case: every member of the
/// winning side simply gets `Won`. `score` is the seat's utility in `0.0..=1.0`, which arenas
/// average and search bots maximise.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    pub kind: OutcomeKind,
    pub score: f64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OutcomeKind {
    Won,
    /// Won together with others (a tie for first, or a co-winner).
    Shared,
    Lost,
}

impl Outcome {
    pub fn won() -> Self {
        Outcome {
            kind: OutcomeKind::Won,
            score: 1.0,
        }
    }

    pub fn shared(with: usize) -> Self {
        Outcome {
            kind: OutcomeKind::Shared,
            score: 1.0 / with.max(1) as f64,
        }
    }

    pub fn lost() -> Self {
        Outcome {
            kind: OutcomeKind::Lost,
            score: 0.0,
        }
    }
}
