//! Helpers shared by the scenario tests: seat sets, moves that must be accepted, and the
//! leader's proposal.

use avalon::{Action, Avalon, AvalonEvent};
use rt_core::{Game, Seat, SeatSet};

pub fn set(seats: &[u8]) -> SeatSet {
    seats.iter().map(|s| Seat(*s)).collect()
}

/// Plays a move that the rules must accept; its events' bodies.
pub fn act(g: &mut Avalon, seat: u8, action: Action) -> Vec<AvalonEvent> {
    match g.apply(Seat(seat), &action) {
        Ok(ev) => ev.into_iter().map(|e| e.body).collect(),
        Err(e) => panic!(
            "seat {seat} {action:?} refused: {e:?} (phase {:?})",
            g.phase
        ),
    }
}

/// The leader proposes this team for the current quest.
pub fn propose(g: &mut Avalon, team: &[u8], excalibur: Option<u8>) {
    let leader = g.leader.0;
    let quest = g.quest;
    act(
        g,
        leader,
        Action::Propose {
            team: set(team),
            excalibur: excalibur.map(Seat),
            quest,
        },
    );
}
