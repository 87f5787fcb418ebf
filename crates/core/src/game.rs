//! The contract every rules engine fulfils.

use crate::event::Event;
use crate::outcome::Outcome;
use crate::rng::GameRng;
use crate::seat::{Seat, SeatSet};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;

/// Who the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToAct {
    /// One seat, in turn.
    Seat(Seat),
    /// Several seats at once, each deciding secretly: votes, simultaneous plays, and interrupt
    /// windows ("anyone may cancel this card now") offered to every seat that could answer.
    /// The game lists only the seats that still owe an answer.
    Seats(SeatSet),
    /// The game's own dice or shuffle: [`Game::resolve_chance`] moves it on.
    Chance,
    /// The game is over.
    Nobody,
}

impl ToAct {
    #[inline]
    pub fn includes(self, seat: Seat) -> bool {
        match self {
            ToAct::Seat(s) => s == seat,
            ToAct::Seats(set) => set.contains(seat),
            ToAct::Chance | ToAct::Nobody => false,
        }
    }

    #[inline]
    pub fn seats(self) -> SeatSet {
        match self {
            ToAct::Seat(s) => SeatSet::only(s),
            ToAct::Seats(set) => set,
            ToAct::Chance | ToAct::Nobody => SeatSet::EMPTY,
        }
    }
}

/// A rule error names itself with a stable code, which the app turns into words in the
/// player's language (`error-<code>` in the translation files).
pub trait RuleError: Debug + Clone + PartialEq {
    fn code(&self) -> &'static str;
}

/// Why a game could not be set up with these options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupError {
    SeatCount {
        given: usize,
        min: usize,
        max: usize,
    },
    Options(String),
}

impl SetupError {
    /// Refuses a seat count outside `G`'s range; every setup starts with it.
    pub fn check_seats<G: Game>(seats: usize) -> Result<(), SetupError> {
        if (G::MIN_SEATS..=G::MAX_SEATS).contains(&seats) {
            Ok(())
        } else {
            Err(SetupError::SeatCount {
                given: seats,
                min: G::MIN_SEATS,
                max: G::MAX_SEATS,
            })
        }
    }
}

impl RuleError for SetupError {
    fn code(&self) -> &'static str {
        match self {
            SetupError::SeatCount { .. } => "setup-seat-count",
            SetupError::Options(_) => "setup-options",
        }
    }
}

/// A rules engine. The state is plain data; everything random comes from a [`GameRng`] kept
/// inside it, so (options, seat count, seed, actions) replays a game exactly.
pub trait Game: Clone + Debug + Serialize + DeserializeOwned + 'static {
    type Options: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned;
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// Everything one seat (or a spectator) may know, and nothing more.
    type View: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    type Error: RuleError;

    /// Stable identifier, used in saves and routes.
    const ID: &'static str;
    const MIN_SEATS: usize;
    const MAX_SEATS: usize;

    fn setup(options: &Self::Options, seats: usize, seed: u64) -> Result<Self, SetupError>;

    fn seat_count(&self) -> usize;

    fn to_act(&self) -> ToAct;

    /// Every action this seat may take now; empty when it is not asked anything.
    /// What it lists must follow from the seat's own view alone.
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;

    /// Applies an action. On error the state is unchanged.
    fn apply(
        &mut self,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Vec<Event<Self::Event>>, Self::Error>;

    /// Resolves a chance step with the state's own RNG. Called only when `to_act` is `Chance`.
    fn resolve_chance(&mut self) -> Vec<Event<Self::Event>> {
        Vec::new()
    }

    /// What `seat` may know; `None` is the spectator, who sees only public facts.
    fn view(&self, seat: Option<Seat>) -> Self::View;

    /// Each seat's result once the game is over.
    fn outcomes(&self) -> Option<Vec<Outcome>>;

    /// True for events that tell nobody anything hidden: "Ann has voted", "Ann chose a
    /// chip". A move whose events are all like this may be taken back ([`crate::Match::undo`]).
    /// The default, false, keeps every move final.
    fn reveals_nothing(_event: &Self::Event) -> bool {
        false
    }
}

/// Games whose bots search: build a full state that agrees with one seat's view, filling what
/// the seat cannot see by sampling. Bots search these worlds, never the real state.
pub trait Determinize: Game {
    fn determinize(view: &Self::View, seat: Seat, rng: &mut GameRng) -> Self;
}
