//! Arranged tables for scenario tests: chosen roles and first leader, night already over.

use crate::role::Role;
use crate::state::{Avalon, AvalonOptions, Phase};
use rt_core::{Game, Seat, SeatSet};

impl Avalon {
    /// `None` if the options cannot be set up at this many seats.
    pub fn arranged(
        options: AvalonOptions,
        roles: &[Role],
        leader: Seat,
        seed: u64,
    ) -> Option<Avalon> {
        let mut game = Avalon::setup(&options, roles.len(), seed).ok()?;
        game.roles = roles.to_vec();
        game.leader = leader;
        let n = roles.len();
        game.lady = options
            .lady
            .then(|| Seat(((leader.index() + n - 1) % n) as u8));
        game.lady_past = game.lady.map(SeatSet::only).unwrap_or_default();
        game.phase = Phase::Propose;
        Some(game)
    }
}
