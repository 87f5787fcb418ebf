//! The guest's side: the table as its seat last heard of it, and the story so far.

use crate::protocol::{Refusal, ToGuest, Update};
use rt_core::Game;

/// What a guest device knows of its table: only what the host sent it.
#[derive(Clone, Debug, PartialEq)]
pub struct GuestTable<G: Game> {
    /// The latest update (its events are in `story`).
    pub now: Update<G>,
    /// Every event the seat may know, from the start of the game.
    pub story: Vec<G::Event>,
    /// The host's last refusal, until the next update.
    pub refused: Option<Refusal>,
}

impl<G: Game> GuestTable<G> {
    /// The first update after joining, which carries the whole story.
    pub fn start(mut first: Update<G>) -> GuestTable<G> {
        GuestTable {
            story: std::mem::take(&mut first.events),
            now: first,
            refused: None,
        }
    }

    /// Takes in a message from the host. An update that starts its events beyond the
    /// story's end (one was lost) is refused: the guest asks to join again.
    pub fn receive(&mut self, message: ToGuest<G>) -> Result<(), Refusal> {
        match message {
            ToGuest::Update(update) => {
                if update.first_event > self.story.len() {
                    return Err(Refusal::Malformed("missing events".into()));
                }
                self.take(*update);
                Ok(())
            }
            ToGuest::Refused(refusal) => {
                self.refused = Some(refusal);
                Ok(())
            }
        }
    }

    fn take(&mut self, mut update: Update<G>) {
        self.story.truncate(update.first_event);
        self.story.append(&mut update.events);
        self.now = update;
        self.refused = None;
    }
}
