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
    /// Lost, and worst of all: the chip game's ultimate loser, who ends with the Cursed Blade
    /// (§6). A game that ranks its losers says so in the result itself, not only on screen.
    UltimateLoss,
}

impl OutcomeKind {
    /// A win, alone or shared.
    pub fn won(self) -> bool {
        matches!(self, OutcomeKind::Won | OutcomeKind::Shared)
    }
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

    pub fn ultimate_loss() -> Self {
        Outcome {
            kind: OutcomeKind::UltimateLoss,
            score: 0.0,
        }
    }
}
