//! Bots. A bot is handed its seat's view and legal actions, never the state: fairness is a
//! matter of types, not of good behaviour.

use crate::game::Game;
use crate::rng::GameRng;
use crate::seat::Seat;

/// A clock in milliseconds. Engines keep none of their own (they run natively and in a
/// browser worker alike, and `std::time::Instant` has no clock in the browser): whoever
/// runs a bot passes one.
pub type Clock = fn() -> f64;

/// How long a searching bot may think: once `ms` milliseconds have passed on `clock` since
/// its decision began, it stops exploring and decides from what it has seen.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    pub clock: Clock,
    pub ms: f64,
}

impl Budget {
    /// Started now: `spent()` tells whether the time is up.
    pub fn start(self) -> Deadline {
        Deadline {
            clock: self.clock,
            until: (self.clock)() + self.ms,
        }
    }
}

/// A budget under way.
#[derive(Clone, Copy, Debug)]
pub struct Deadline {
    clock: Clock,
    until: f64,
}

impl Deadline {
    pub fn spent(&self) -> bool {
        (self.clock)() >= self.until
    }
}

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
