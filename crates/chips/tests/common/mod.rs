//! Helpers for scenario tests: arranged tables and scripted actions.
#![allow(dead_code)]

use chips::{Action, Chips, ChipsEvent, ChipsOptions};
use rt_core::{Game, Seat};

pub use chips::Kind::{self, *};

/// Regions that keep the game going (none of them empty).
pub const FILL: [&[Kind]; 3] = [&[Peasant, Peasant], &[Merchant, Merchant], &[Thief, Thief]];

pub fn table(crown: u8, hands: &[&[Kind]], regions: [&[Kind]; 3]) -> Chips {
    table_seeded(crown, hands, regions, 1)
}

pub fn table_seeded(crown: u8, hands: &[&[Kind]], regions: [&[Kind]; 3], seed: u64) -> Chips {
    Chips::arranged(ChipsOptions::default(), Seat(crown), hands, regions, seed)
        .expect("these chips exist")
}

pub fn act(g: &mut Chips, seat: u8, action: Action) -> Vec<ChipsEvent> {
    match g.apply(Seat(seat), &action) {
        Ok(events) => events.into_iter().map(|e| e.body).collect(),
        Err(e) => panic!(
            "seat {seat} {action:?} refused ({e:?}); asked: {:?}, legal: {:?}",
            g.to_act(),
            g.legal_actions(Seat(seat))
        ),
    }
}

/// Everyone plays, in seat order; returns the events of the last play (the reveal).
pub fn play_all(g: &mut Chips, plays: &[(u8, Kind)]) -> Vec<ChipsEvent> {
    let mut last = Vec::new();
    for (seat, kind) in plays {
        last = act(g, *seat, Action::Play(*kind));
    }
    last
}

pub fn hand(g: &Chips, seat: u8) -> Vec<Kind> {
    let mut h = g.hand_kinds(Seat(seat));
    h.sort();
    h
}

pub fn sorted(mut kinds: Vec<Kind>) -> Vec<Kind> {
    kinds.sort();
    kinds
}

pub fn asked(g: &Chips) -> Option<chips::Ask> {
    g.ask
}

pub fn trash_has(g: &Chips, kind: Kind) -> bool {
    g.trash.iter().any(|c| c.kind() == kind)
}

/// Finds a seed for which `run` returns true (for coin flips and random steals).
pub fn some_seed(mut run: impl FnMut(u64) -> bool) {
    assert!(
        (0..200).any(&mut run),
        "no seed gives the wanted chance outcome"
    );
}
