//! The moves the search bot plays out. At most decisions that is every legal move; a
//! leader's proposals are too many past five seats (35 teams of three at seven, times the
//! sword's holders), so a leader weighs the teams likeliest to come home clean as the
//! table sees them, each with the sword where the reasoner would put it.

use super::belief::Belief;
use super::reasoner::fails_needed_on;
use super::teams::Odds;
use crate::action::Action;
use crate::view::View;
use rt_core::{Seat, SeatSet};

/// The most proposals a leader plays out: every team at five seats.
const PROPOSALS: usize = 10;

/// The moves to play out, `fallback` (the reasoner's choice) always among them. `public`
/// is the belief the table could hold: a Merlin ranks teams as a Servant would, so the
/// teams he weighs include the ones a Servant might send.
pub fn candidates(view: &View, legal: &[Action], public: &Belief, fallback: Action) -> Vec<Action> {
    let Some(me) = view.me else {
        return legal.to_vec();
    };
    if !legal.iter().all(|a| matches!(a, Action::Propose { .. })) {
        return legal.to_vec();
    }
    let odds = Odds::of(public, view);
    // With Excalibur, one proposal per team: the sword to the member the table trusts most
    // (each seat's doubt read once: every reading walks all the worlds).
    let doubt: Vec<f64> = Seat::all(view.n()).map(|s| public.p_evil(s)).collect();
    let holder = |team: SeatSet| {
        team.iter()
            .filter(|s| *s != me)
            .min_by(|a, b| doubt[a.index()].total_cmp(&doubt[b.index()]))
    };
    let ranked: Vec<(f64, Action)> = legal
        .iter()
        .filter_map(|a| match *a {
            Action::Propose {
                team,
                excalibur,
                quest,
            } if excalibur.is_none() || excalibur == holder(team) => {
                Some((odds.clean(team, fails_needed_on(view, quest)), *a))
            }
            _ => None,
        })
        .collect();
    // The best odds (a stable sort: ties keep the rules' order), then back in the rules'
    // order, which the search's tie-break follows.
    let mut best: Vec<usize> = (0..ranked.len()).collect();
    best.sort_by(|a, b| ranked[*b].0.total_cmp(&ranked[*a].0));
    best.truncate(PROPOSALS);
    best.sort_unstable();
    let mut out: Vec<Action> = best.into_iter().map(|i| ranked[i].1).collect();
    if !out.contains(&fallback) {
        out.push(fallback);
    }
    out
}

/// How much likelier to come home clean than another the best team may be, for that other
/// to be sent on a quest that decides the game.
const CLOSE: f64 = 0.05;

/// Of `moves`, the proposals whose team is within `CLOSE` of the best odds of coming home
/// clean by `own` (the leader's reading, knowledge and all); other moves pass through.
pub fn safest(view: &View, moves: Vec<Action>, own: &Belief) -> Vec<Action> {
    let odds = Odds::of(own, view);
    let clean = |a: &Action| match *a {
        Action::Propose { team, quest, .. } => Some(odds.clean(team, fails_needed_on(view, quest))),
        _ => None,
    };
    let best = moves.iter().filter_map(clean).fold(f64::MIN, f64::max);
    moves
        .into_iter()
        .filter(|a| clean(a).is_none_or(|c| c >= best - CLOSE))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rt_core::Game;

    fn past_the_night(mut g: crate::state::Avalon) -> crate::state::Avalon {
        for s in Seat::all(g.roles.len()) {
            if g.legal_actions(s).contains(&Action::Ready) {
                g.apply(s, &Action::Ready).expect("ready");
            }
        }
        g
    }

    #[test]
    fn five_seats_weigh_every_team_and_seven_the_ten_best() {
        let g = past_the_night(crate::bots::five_seats());
        let view = g.view(Some(g.leader));
        let legal = g.legal_actions(g.leader);
        let belief = Belief::of(&view).unwrap();
        assert_eq!(candidates(&view, &legal, &belief, legal[0]), legal);

        use crate::role::Role::{Assassin, Merlin, Minion, Servant};
        let roles = [Servant, Merlin, Servant, Servant, Assassin, Minion, Minion];
        let seven = past_the_night(
            crate::state::Avalon::arranged(Default::default(), &roles, Seat(0), 1)
                .expect("a table"),
        );
        let leader = seven.leader;
        let view = seven.view(Some(leader));
        let legal = seven.legal_actions(leader);
        let belief = Belief::of(&view).unwrap();
        let last = *legal.last().unwrap();
        let picked = candidates(&view, &legal, &belief, last);
        assert!(legal.len() > PROPOSALS);
        assert!(picked.len() <= PROPOSALS + 1 && picked.contains(&last));
        // A Servant leader's best odds are with himself aboard: every such team is weighed.
        let aboard =
            |a: &&Action| matches!(a, Action::Propose { team, .. } if team.contains(leader));
        let with_him = legal.iter().filter(aboard).count();
        assert!(with_him < PROPOSALS);
        assert_eq!(picked.iter().filter(aboard).count(), with_him);
    }
}
