//! The setup last used for each game (seats and options), so the next new game starts
//! from it. Kept in local storage; anything unreadable is simply forgotten.

use gloo::storage::{LocalStorage, Storage};
use rt_core::{Game, PlayerSetup};
use serde::{Deserialize, Serialize};
use serde_json::Value;

const PREFIX: &str = "rt.last-setup.";

#[derive(Serialize, Deserialize)]
struct Stored {
    players: Vec<PlayerSetup>,
    options: Value,
}

pub fn remember<G: Game>(players: &[PlayerSetup], options: &G::Options) {
    let Ok(options) = serde_json::to_value(options) else {
        return;
    };
    let stored = Stored {
        players: players.to_vec(),
        options,
    };
    let _ = LocalStorage::set(format!("{PREFIX}{}", G::ID), stored);
}

fn stored<G: Game>() -> Option<Stored> {
    LocalStorage::get(format!("{PREFIX}{}", G::ID)).ok()
}

/// The seats last used, when their number still fits the game.
pub fn players<G: Game>() -> Option<Vec<PlayerSetup>> {
    stored::<G>()
        .map(|s| s.players)
        .filter(|p| (G::MIN_SEATS..=G::MAX_SEATS).contains(&p.len()))
}

/// The options last used, when they can still be read.
pub fn options<G: Game>() -> Option<G::Options> {
    serde_json::from_value(stored::<G>()?.options).ok()
}
