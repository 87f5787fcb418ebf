//! The leader's proposal, shared by the reasoner and the play-out policy: a team (from
//! per-seat keys, or chosen outright), and with Excalibur the sword to the member (not the
//! leader) with the lowest sword key.

use crate::action::Action;
use crate::view::View;
use rt_core::{Seat, SeatSet};
use std::cmp::Ordering;

/// How many go on `quest` at this table.
pub fn team_size(view: &View, quest: u8) -> usize {
    view.quests
        .get(usize::from(quest))
        .map_or(2, |q| usize::from(q.0))
}

fn by(key: &[f64]) -> impl Fn(&Seat, &Seat) -> Ordering + '_ {
    move |a, b| key[a.index()].total_cmp(&key[b.index()])
}

/// The leader and the others with the lowest team keys, for `quest`, if the rules allow it
/// (`None` otherwise). Ties keep seat order.
pub fn proposal(
    view: &View,
    me: Seat,
    quest: u8,
    team_key: &[f64],
    sword_key: &[f64],
    legal: &[Action],
) -> Option<Action> {
    let k = team_size(view, quest);
    let mut others: Vec<Seat> = Seat::all(view.n()).filter(|s| *s != me).collect();
    others.sort_by(by(team_key));
    let team: SeatSet = std::iter::once(me)
        .chain(others.into_iter().take(k.saturating_sub(1)))
        .collect();
    with_team(view, me, quest, team, sword_key, legal)
}

/// The proposal of `team` for `quest`, if the rules allow it (`None` otherwise).
pub fn with_team(
    view: &View,
    me: Seat,
    quest: u8,
    team: SeatSet,
    sword_key: &[f64],
    legal: &[Action],
) -> Option<Action> {
    let excalibur = view.options.excalibur.then(|| {
        let mut members: Vec<Seat> = team.iter().filter(|s| *s != me).collect();
        members.sort_by(by(sword_key));
        members.first().copied().unwrap_or(me)
    });
    let wanted = Action::Propose {
        team,
        excalibur,
        quest,
    };
    legal.contains(&wanted).then_some(wanted)
}
