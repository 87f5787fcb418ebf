//! The host's side: it owns the match, checks every guest message and sends each guest
//! what its seat may see.
//!
//! Each guest's channel was opened from a code made for one seat, so the channel itself
//! is bound to that seat: its messages can only ever act for it.

use crate::protocol::{decode, Refusal, TableKey, ToGuest, ToHost, Update, Version};
use rt_core::{Game, Match, PlayerSetup, RuleError, Seat};

/// One guest's channel as the host keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The seat its code was made for.
    pub seat: Seat,
    /// Whether it has joined with the right table key and versions.
    pub joined: bool,
    /// Updates sent on it so far.
    pub sent: u64,
    /// How many of its seat's events it has been sent.
    pub events: usize,
}

impl Link {
    pub fn new(seat: Seat) -> Link {
        Link {
            seat,
            joined: false,
            sent: 0,
            events: 0,
        }
    }
}

/// What came of a guest's message.
#[derive(Debug, PartialEq)]
pub enum Received {
    /// The guest joined (or joined again): send it a full update.
    Joined,
    /// Its action was played: every device's screen must be updated, and the game saved.
    Played,
    /// Not taken; this goes back to the guest alone, and nothing changed.
    Refused(Refusal),
}

/// The host of one table.
#[derive(Clone, Debug)]
pub struct Host {
    pub table: TableKey,
    pub version: Version,
}

impl Host {
    /// Reads one message from a guest's channel and acts on it.
    pub fn receive<G: Game>(&self, game: &mut Match<G>, link: &mut Link, text: &str) -> Received {
        let message = match decode::<ToHost<G>>(text) {
            Ok(m) => m,
            Err(refusal) => return Received::Refused(refusal),
        };
        match message {
            ToHost::Join {
                version,
                table,
                seat,
            } => {
                if version != self.version {
                    return Received::Refused(Refusal::Version(self.version.clone()));
                }
                if table != self.table {
                    return Received::Refused(Refusal::WrongTable);
                }
                if seat != link.seat {
                    return Received::Refused(Refusal::WrongSeat);
                }
                // A guest joining again (a reload) gets the whole story once more.
                link.joined = true;
                link.events = 0;
                Received::Joined
            }
            ToHost::Act { action, .. } => {
                if !link.joined {
                    return Received::Refused(Refusal::NotJoined);
                }
                match game.play(link.seat, action) {
                    Ok(_) => Received::Played,
                    Err(e) => Received::Refused(Refusal::Rule(e.code().to_string())),
                }
            }
        }
    }
}

/// The next update for a link: its seat's view, legal actions and the events it has not
/// been sent yet. Built from `view(seat)` and the seat's own log, so it cannot hold what
/// the seat may not know.
pub fn update<G: Game>(game: &Match<G>, link: &mut Link, players: &[PlayerSetup]) -> ToGuest<G> {
    let seat = link.seat;
    let events: Vec<G::Event> = game
        .log_for(Some(seat))
        .skip(link.events)
        .cloned()
        .collect();
    let first_event = link.events;
    link.events += events.len();
    link.sent += 1;
    ToGuest::Update(Box::new(Update {
        number: link.sent,
        seat,
        players: players.to_vec(),
        view: game.view(Some(seat)),
        legal: game.legal_actions(seat),
        to_act: game.to_act().seats().iter().collect(),
        first_event,
        events,
        outcomes: game.state().outcomes(),
    }))
}
