//! Bots for the stand-in game. Level 0 is random; higher levels play the middle, which is
//! closest on average, and spend their veto only to cancel a round they lost.

use crate::action::Action;
use crate::state::Oracle;
use crate::view::{PhaseView, View};
use rt_core::{Bot, GameRng, RandomBot, Seat};

pub fn for_level(level: u8) -> Box<dyn Bot<Oracle>> {
    match level {
        0 => Box::new(RandomBot),
        _ => Box::new(MiddleBot),
    }
}

#[derive(Clone, Copy, Debug, Default)]
pub struct MiddleBot;

impl Bot<Oracle> for MiddleBot {
    fn choose(
        &mut self,
        seat: Seat,
        view: &View,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> Option<Action> {
        let wanted = match &view.phase {
            PhaseView::Picking { .. } => Action::Pick(4 + rng.between(0, 2) as u8),
            PhaseView::Veto { oracle, picks, .. } => {
                let best = picks.iter().map(|p| p.abs_diff(*oracle)).min();
                let mine = picks.get(seat.index()).map(|p| p.abs_diff(*oracle));
                if mine > best {
                    Action::Veto
                } else {
                    Action::Pass
                }
            }
            PhaseView::Over => return None,
        };
        legal
            .contains(&wanted)
            .then_some(wanted)
            .or_else(|| rng.pick(legal).cloned())
    }
}
