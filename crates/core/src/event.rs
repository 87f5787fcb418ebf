//! Events: what happened, and who may know it.
//!
//! An event carries its audience, so the log and the animations shown to one seat never hold
//! what another seat privately learnt.

use crate::seat::{Seat, SeatSet};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Audience {
    /// Public: every seat and any spectator.
    Everyone,
    /// Private to these seats.
    Only(SeatSet),
}

impl Audience {
    pub fn seat(seat: Seat) -> Audience {
        Audience::Only(SeatSet::only(seat))
    }

    /// May this seat (or a spectator, `None`) see the event?
    pub fn admits(self, seat: Option<Seat>) -> bool {
        match (self, seat) {
            (Audience::Everyone, _) => true,
            (Audience::Only(set), Some(seat)) => set.contains(seat),
            (Audience::Only(_), None) => false,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Event<E> {
    pub audience: Audience,
    pub body: E,
}

impl<E> Event<E> {
    pub fn public(body: E) -> Self {
        Event {
            audience: Audience::Everyone,
            body,
        }
    }

    pub fn private(seat: Seat, body: E) -> Self {
        Event {
            audience: Audience::seat(seat),
            body,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn private_events_reach_only_their_seats() {
        let event = Event::private(Seat(2), "secret");
        assert!(event.audience.admits(Some(Seat(2))));
        assert!(!event.audience.admits(Some(Seat(1))));
        assert!(!event.audience.admits(None));
        assert!(Event::public(()).audience.admits(None));
    }
}
