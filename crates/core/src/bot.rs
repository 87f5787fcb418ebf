//! Bots. A bot is handed its seat's view and legal actions, never the state: fairness is a
//! matter of types, not of good behaviour.

use crate::game::Game;
use crate::rng::GameRng;
use crate::seat::Seat;

pub trait Bot<G: Game> {
    /// Chooses one of `legal` (which is never empty when the core asks).
    fn choose(
        &mut self,
        seat: Seat,
        view: &G::View,
        legal: &[G::Action],
        rng: &mut GameRng,
    ) -> Option<G::Action>;
}

/// The floor: any legal action, uniformly.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl<G: Game> Bot<G> for RandomBot {
    fn choose(
        &mut self,
        _seat: Seat,
        _view: &G::View,
        legal: &[G::Action],
        rng: &mut GameRng,
    ) -> Option<G::Action> {
        rng.pick(legal).cloned()
    }
}
