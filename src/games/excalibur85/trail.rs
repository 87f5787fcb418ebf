//! Where a secret mission's cards are, as its holder may know it: held, beaten, lying on
//! the map (and how far), shown by another knight, or not found yet. The mission card
//! tells its holder where its own cards lie (DESIGN, README), so a face-down one counts.

use super::words::{card, location};
use crate::i18n::{Arg, I18n};
use excalibur85::bots::route::distance;
use excalibur85::state::Location;
use excalibur85::view::{PlayerView, View};
use excalibur85::Card;
use rt_core::Seat;

/// One line for each card of the seat's mission.
pub fn trail(i18n: &I18n, view: &View, me: Seat, name: &dyn Fn(Seat) -> String) -> Vec<String> {
    let Some(mine) = view.players.get(me.index()) else {
        return Vec::new();
    };
    let Some(mission) = mine.mission else {
        return Vec::new();
    };
    mission
        .cards()
        .into_iter()
        .map(|c| line(i18n, view, mine, name, c))
        .collect()
}

/// Where card `c` of `mine`'s mission is, in one line.
fn line(
    i18n: &I18n,
    view: &View,
    mine: &PlayerView,
    name: &dyn Fn(Seat) -> String,
    c: Card,
) -> String {
    let what = || Arg::from(card(i18n, c));
    let holds =
        |p: &PlayerView| p.open.contains(&c) || p.hidden.as_ref().is_some_and(|h| h.contains(&c));
    if mine.beaten.contains(&c) {
        return i18n.t_args("x85-trail-beaten", &[("card", what())]);
    }
    if holds(mine) {
        return i18n.t_args("x85-trail-held", &[("card", what())]);
    }
    if let Some(l) = view.lying.iter().find(|l| l.card == Some(c)) {
        let steps = match (mine.at, l.at) {
            (Location::Territory(from), Location::Territory(to)) => distance(&view.map, from, to),
            _ => None,
        };
        let place = Arg::from(location(i18n, view, l.at));
        return match steps {
            Some(0) => i18n.t_args("x85-trail-here", &[("card", what())]),
            Some(n) => i18n.t_args(
                "x85-trail-lies",
                &[("card", what()), ("place", place), ("steps", Arg::from(n))],
            ),
            None => i18n.t_args("x85-trail-lies-far", &[("card", what()), ("place", place)]),
        };
    }
    for (i, p) in view.players.iter().enumerate() {
        let who = || Arg::from(name(Seat(i as u8)));
        if p.beaten.contains(&c) {
            return i18n.t_args("x85-trail-beaten-by", &[("card", what()), ("name", who())]);
        }
        if holds(p) {
            return i18n.t_args("x85-trail-shown", &[("card", what()), ("name", who())]);
        }
    }
    i18n.t_args("x85-trail-unseen", &[("card", what())])
}
