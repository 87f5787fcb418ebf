//! What one seat may know.

use crate::state::{Oracle, OracleOptions, Phase, RoundResult};
use rt_core::{Outcome, Seat, SeatSet};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum PhaseView {
    /// The oracle's number and the others' picks are hidden; `chosen` says who has picked.
    Picking {
        chosen: SeatSet,
        my_pick: Option<u8>,
    },
    /// Picks are public. Who vetoed stays secret until everyone has answered.
    Veto {
        oracle: u8,
        picks: Vec<u8>,
        answered: SeatSet,
        waiting: SeatSet,
    },
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub seat: Option<Seat>,
    pub options: OracleOptions,
    pub seats: usize,
    pub round: u8,
    pub scores: Vec<u32>,
    pub vetoes: Vec<bool>,
    pub phase: PhaseView,
    /// This seat's own answer in the open veto window, if it gave one.
    pub my_veto_answer: Option<bool>,
    pub history: Vec<RoundResult>,
    pub outcomes: Option<Vec<Outcome>>,
}

impl View {
    pub(crate) fn of(game: &Oracle, seat: Option<Seat>) -> View {
        use rt_core::Game;
        let mut my_veto_answer = None;
        let phase = match &game.phase {
            // `Match` resolves the draw before anyone can look, so only `Over` is ever seen here.
            Phase::Drawing | Phase::Over => PhaseView::Over,
            Phase::Picking { picks, .. } => PhaseView::Picking {
                chosen: Seat::all(game.seats)
                    .filter(|s| picks.get(s.index()).is_some_and(|p| p.is_some()))
                    .collect(),
                my_pick: seat.and_then(|s| picks.get(s.index()).copied().flatten()),
            },
            Phase::Veto {
                oracle,
                picks,
                answered,
                vetoed,
            } => {
                if let Some(s) = seat.filter(|s| answered.contains(*s)) {
                    my_veto_answer = Some(vetoed.contains(s));
                }
                PhaseView::Veto {
                    oracle: *oracle,
                    picks: picks.clone(),
                    answered: *answered,
                    waiting: game.to_act().seats(),
                }
            }
        };
        View {
            seat,
            options: game.options.clone(),
            seats: game.seats,
            round: game.round,
            scores: game.scores.clone(),
            vetoes: game.vetoes.clone(),
            phase,
            my_veto_answer,
            history: game.history.clone(),
            outcomes: game.outcomes(),
        }
    }
}
