//! The replay record: options, seat count, seed and moves. It is the heart of a save, and
//! replaying it rebuilds the state, which also checks that it is sound.

use crate::game::{Game, SetupError};
use crate::play::{Match, PlayError};
use crate::seat::Seat;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Move<A> {
    pub seat: Seat,
    pub action: A,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record<O, A> {
    pub game: String,
    pub options: O,
    pub seats: usize,
    pub seed: u64,
    pub moves: Vec<Move<A>>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ReplayError<E> {
    WrongGame {
        expected: String,
        found: String,
    },
    Setup(SetupError),
    /// Move number `index` (from 0) was refused.
    BadMove {
        index: usize,
        error: PlayError<E>,
    },
}

impl<G: Game> Match<G> {
    /// Rebuilds a match from its record, checking every move.
    pub fn replay(record: &Record<G::Options, G::Action>) -> Result<Self, ReplayError<G::Error>> {
        if record.game != G::ID {
            return Err(ReplayError::WrongGame {
                expected: G::ID.to_string(),
                found: record.game.clone(),
            });
        }
        let mut game = Match::<G>::new(record.options.clone(), record.seats, record.seed)
            .map_err(ReplayError::Setup)?;
        for (index, mv) in record.moves.iter().enumerate() {
            game.play(mv.seat, mv.action.clone())
                .map_err(|error| ReplayError::BadMove { index, error })?;
        }
        Ok(game)
    }
}
