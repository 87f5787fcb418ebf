//! The game-agnostic core of Round Table.
//!
//! Every game engine implements [`Game`]; the app and the bots only ever talk to a game
//! through [`Match`] (checked play, chance, the log, replay) and through per-seat views.

pub mod bot;
pub mod event;
pub mod game;
pub mod outcome;
pub mod play;
pub mod record;
pub mod rng;
pub mod save;
pub mod seat;

pub use bot::{Bot, Budget, Clock, Deadline, RandomBot};
pub use event::{Audience, Event};
pub use game::{Determinize, Game, RuleError, SetupError, ToAct};
pub use outcome::{Outcome, OutcomeKind};
pub use play::{Match, PlayError};
pub use record::{Move, Record, ReplayError};
pub use rng::GameRng;
pub use save::{Envelope, LoadError, PlayerSetup, SeatKind, SAVE_FORMAT};
pub use seat::{Seat, SeatSet};
