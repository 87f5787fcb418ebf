//! A belief over role assignments, from one seat's view only (§8.1): every way to deal the
//! remaining roles to the other seats, kept if it agrees with what the seat saw at night,
//! what the Lady and Excalibur showed it, and the public record (a quest with k Fails had at
//! least k Evil members, allowing for Excalibur's switch).

use crate::role::{Role, Side};
use crate::state::{Card, Insight, QuestResult};
use crate::view::View;
use rt_core::Seat;

#[derive(Clone, Debug)]
pub struct Belief {
    /// The consistent assignments (each a role per seat).
    pub worlds: Vec<Vec<Role>>,
}

/// The roles dealt at this table, from the options.
pub fn roles_in_play(view: &View) -> Vec<Role> {
    let n = view.n();
    let (good, evil) = crate::tables::sides(n).unwrap_or((3, 2));
    let (mut g, mut e) = view.options.specials();
    g.resize(good, Role::Servant);
    e.resize(evil, Role::Minion);
    g.into_iter().chain(e).collect()
}

/// Could this seat have been Evil at some point? (A Lancelot may have switched.)
fn maybe_evil(role: Role, switches: bool) -> bool {
    role.side() == Side::Evil || (switches && role == Role::GoodLancelot)
}

/// Can this quest result have happened with these roles?
fn quest_fits(result: &QuestResult, roles: &[Role], switches: bool) -> bool {
    let evil = result
        .team
        .iter()
        .filter(|s| maybe_evil(roles[s.index()], switches))
        .count() as i32;
    let fails = i32::from(result.fails);
    // A Fail played face up in the Spotlight was an Evil seat's (switches never touch it).
    if let Some((s, Card::Fail)) = result.face_up {
        if !maybe_evil(roles[s.index()], switches) {
            return false;
        }
    }
    match result.switch {
        None => fails <= evil,
        Some((_, t)) => {
            if !maybe_evil(roles[t.index()], switches) {
                // The target's Success became the Fail: the rest played fails − 1.
                fails >= 1 && fails - 1 <= evil
            } else {
                // The Evil target played Success (now a Fail) or a Fail (now a Success).
                (fails >= 1 && fails <= evil) || fails < evil
            }
        }
    }
}

fn fits(view: &View, me: Seat, roles: &[Role]) -> bool {
    let mine = roles[me.index()];
    let switches = view.options.lancelot.is_some_and(|v| v.switches());
    for (s, sight) in view.sights.iter().enumerate() {
        if s != me.index() && mine.sees(roles[s], view.options.lancelot) != *sight {
            return false;
        }
    }
    for insight in &view.insights {
        match *insight {
            // A Lancelot shows his side of the moment, which a switch may have changed.
            Insight::Lady { target, side } | Insight::Loyalty { target, side, .. } => {
                let role = roles[target.index()];
                let lancelot = matches!(role, Role::GoodLancelot | Role::EvilLancelot);
                if role.side() != side && !(lancelot && switches) {
                    return false;
                }
            }
            Insight::Excalibur { target, card, .. } => {
                if card == Card::Fail && !maybe_evil(roles[target.index()], switches) {
                    return false;
                }
            }
            // The card as it lay: a switched one was the other card when played.
            Insight::CloseEye {
                target,
                card,
                switched,
                ..
            } => {
                let played = if switched { card.flipped() } else { card };
                if played == Card::Fail && !maybe_evil(roles[target.index()], switches) {
                    return false;
                }
            }
        }
    }
    view.results.iter().all(|r| quest_fits(r, roles, switches))
}

impl Belief {
    pub fn of(view: &View) -> Option<Belief> {
        Belief::of_with_pool(view, roles_in_play(view))
    }

    /// The belief when the roles dealt are `pool` (the viewer's own role among them).
    pub fn of_with_pool(view: &View, mut pool: Vec<Role>) -> Option<Belief> {
        let me = view.me?;
        let my_role = view.my_role?;
        let i = pool.iter().position(|r| *r == my_role)?;
        pool.remove(i);
        pool.sort();
        let n = view.n();
        let mut worlds = Vec::new();
        let mut current = vec![my_role; n];
        let others: Vec<usize> = (0..n).filter(|s| *s != me.index()).collect();
        let mut used = vec![false; pool.len()];
        deal(&others, 0, &pool, &mut used, &mut current, &mut |roles| {
            if fits(view, me, roles) {
                worlds.push(roles.to_vec());
            }
        });
        Some(Belief { worlds })
    }

    fn share(&self, f: impl Fn(&[Role]) -> bool) -> f64 {
        if self.worlds.is_empty() {
            return 0.0;
        }
        self.worlds.iter().filter(|w| f(w)).count() as f64 / self.worlds.len() as f64
    }

    pub fn p_evil(&self, seat: Seat) -> f64 {
        self.share(|w| w[seat.index()].side() == Side::Evil)
    }

    pub fn p_role(&self, seat: Seat, role: Role) -> f64 {
        self.share(|w| w[seat.index()] == role)
    }

    /// The chance that every member of this team is Good.
    pub fn p_clean(&self, team: impl Fn(usize) -> bool) -> f64 {
        self.share(|w| {
            w.iter()
                .enumerate()
                .all(|(s, r)| !team(s) || r.side() == Side::Good)
        })
    }
}

/// Every distinct way to give the pool's roles to `seats` (equal roles are not told apart).
fn deal(
    seats: &[usize],
    at: usize,
    pool: &[Role],
    used: &mut [bool],
    current: &mut Vec<Role>,
    out: &mut dyn FnMut(&[Role]),
) {
    let Some(&seat) = seats.get(at) else {
        out(current);
        return;
    };
    for i in 0..pool.len() {
        // Skip a role equal to an unused earlier one: that deal is already counted.
        if used[i] || (i > 0 && pool[i] == pool[i - 1] && !used[i - 1]) {
            continue;
        }
        used[i] = true;
        current[seat] = pool[i];
        deal(seats, at + 1, pool, used, current, out);
        used[i] = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{Avalon, AvalonOptions};
    use rt_core::Game;

    #[test]
    fn a_servant_at_five_seats_starts_with_twenty_four_worlds() {
        // Merlin, a Servant, the Assassin and a Minion among four other seats: 4! deals.
        let g = Avalon::arranged(
            AvalonOptions::default(),
            &[
                Role::Servant,
                Role::Merlin,
                Role::Servant,
                Role::Assassin,
                Role::Minion,
            ],
            Seat(0),
            1,
        )
        .unwrap();
        let b = Belief::of(&g.view(Some(Seat(0)))).unwrap();
        assert_eq!(b.worlds.len(), 24);
        assert!((b.p_evil(Seat(1)) - 0.5).abs() < 1e-9);
        // Merlin knows the Evil seats: two worlds (which is the Assassin).
        let b = Belief::of(&g.view(Some(Seat(1)))).unwrap();
        assert_eq!(b.worlds.len(), 2);
        assert_eq!(b.p_evil(Seat(3)), 1.0);
        assert!(b
            .worlds
            .iter()
            .all(|w| w == &g.roles || w[3] == Role::Minion));
    }
}
