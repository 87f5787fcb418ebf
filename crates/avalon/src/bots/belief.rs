//! A belief over role assignments, from one seat's view only (§8.1): every way to deal the
//! remaining roles to the other seats, kept if it agrees with what the seat saw at night,
//! what the Lady and Excalibur showed it, and the public record (a quest with k Fails had at
//! least k Evil members, allowing for Excalibur's switch).

use crate::role::{Role, Side};
use crate::state::{Card, Insight, QuestResult};
use crate::view::View;
use rt_core::Seat;
use std::collections::HashMap;

#[derive(Clone, Debug)]
pub struct Belief {
    /// The consistent assignments, a role per seat, one after another in one vector (a
    /// belief at ten seats can hold a hundred thousand of them): see `worlds`.
    roles: Vec<Role>,
    /// Seats at the table: the length of each assignment.
    n: usize,
    /// How likely each world makes the public record (votes, teams, clean quests), under a
    /// simple model of how people play; deduction alone gives every world weight 1.
    pub weights: Vec<f64>,
}

/// The play model behind the weights, as the bots themselves vote (measured over all-bot
/// games at 5, 7 and 10 seats): how often a voter approves, by side, by whether the voter
/// is on the team, and by whether the team carries Evil. Both sides mostly back teams they
/// are on; Good turns down teams with Evil more often, and Evil seldom backs a clean team
/// it is not on. Evil leaders always seat themselves; Evil on a quest usually fails it.
const GOOD_OFF_CLEAN: f64 = 0.4;
const GOOD_OFF_DIRTY: f64 = 0.17;
const GOOD_ON_CLEAN: f64 = 0.77;
const GOOD_ON_DIRTY: f64 = 0.48;
const EVIL_OFF_CLEAN: f64 = 0.06;
const EVIL_OFF_DIRTY: f64 = 0.28;
const EVIL_ON: f64 = 0.75;
const EVIL_LEADER_CLEAN_TEAM: f64 = 0.05;
const EVIL_HIDES_ON_QUEST: f64 = 0.3;

/// The likelihood of the public record in this world, as a logarithm (a long record of
/// small factors would underflow a plain product to zero in every world).
fn weight(view: &View, roles: &[Role], switches: bool) -> f64 {
    let evil = |s: Seat| maybe_evil(roles[s.index()], switches);
    let mut w = 0.0;
    for p in &view.proposals {
        let dirty = p.team.iter().any(evil);
        if evil(p.leader) && !dirty {
            w += EVIL_LEADER_CLEAN_TEAM.ln();
        }
        for (i, approve) in p.votes.iter().enumerate() {
            let seat = Seat(i as u8);
            let q = match (evil(seat), p.team.contains(seat), dirty) {
                (true, true, _) => EVIL_ON,
                (true, false, true) => EVIL_OFF_DIRTY,
                (true, false, false) => EVIL_OFF_CLEAN,
                (false, true, true) => GOOD_ON_DIRTY,
                (false, true, false) => GOOD_ON_CLEAN,
                (false, false, true) => GOOD_OFF_DIRTY,
                (false, false, false) => GOOD_OFF_CLEAN,
            };
            let p = if *approve { q } else { 1.0 - q };
            // Counted twice over: bots that act firmly on votes keep Evil off teams
            // better than ones that weigh each vote alone (measured in the arena).
            w += 2.0 * p.ln();
        }
    }
    // What Lady holders told the table: Good tells the truth; Evil vouches for allies and
    // smears a Good player now and then (the reasoner's own habits).
    let smear = super::reasoner::EVIL_SMEARS as f64 / 100.0;
    for (holder, target, said) in &view.declarations {
        let Some(said) = said else { continue };
        let role = roles[target.index()];
        if switches && matches!(role, Role::GoodLancelot | Role::EvilLancelot) {
            continue; // his side may have changed since
        }
        let actual = role.side();
        let p: f64 = match (evil(*holder), actual, said) {
            (false, a, s) if a == *s => 0.95,
            (false, _, _) => 0.05,
            (true, Side::Evil, Side::Good) => 0.98,
            (true, Side::Evil, Side::Evil) => 0.02,
            (true, Side::Good, Side::Evil) => smear,
            (true, Side::Good, Side::Good) => 1.0 - smear,
        };
        w += p.ln();
    }
    // A quest with no Fail (and no switch) where Evil went along: each one held back.
    for r in &view.results {
        if r.fails == 0 && r.switch.is_none() {
            let inside = r.team.iter().filter(|s| evil(*s)).count();
            w += inside as f64 * EVIL_HIDES_ON_QUEST.ln();
        }
    }
    w
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

/// Can `seat` hold `role`, by what the viewer saw of that seat alone: its sight at night
/// and what the Lady, a Loyalty card, Excalibur or a closed eye showed of it. Every check
/// but the quests' is about one seat, so the deal applies them seat by seat and never
/// builds the worlds they rule out.
fn seat_fits(view: &View, me: Seat, seat: Seat, role: Role, switches: bool) -> bool {
    if seat != me {
        let sight = view.sights.get(seat.index()).copied().flatten();
        let mine = view.my_role.unwrap_or(role);
        if mine.sees(role, view.options.lancelot) != sight {
            return false;
        }
    }
    view.insights.iter().all(|insight| match *insight {
        // A Lancelot shows his side of the moment, which a switch may have changed.
        Insight::Lady { target, side } | Insight::Loyalty { target, side, .. } => {
            let lancelot = matches!(role, Role::GoodLancelot | Role::EvilLancelot);
            target != seat || role.side() == side || (lancelot && switches)
        }
        Insight::Excalibur { target, card, .. } => {
            target != seat || card != Card::Fail || maybe_evil(role, switches)
        }
        // The card as it lay: a switched one was the other card when played.
        Insight::CloseEye {
            target,
            card,
            switched,
            ..
        } => {
            let played = if switched { card.flipped() } else { card };
            target != seat || played != Card::Fail || maybe_evil(role, switches)
        }
    })
}

/// What the quests and the weight read of a world: which seats may have been Evil, which
/// are Evil by their card, and which are Lancelots. Worlds alike in these have the same
/// weight and fit the quests alike, so each is worked out once.
fn world_key(roles: &[Role], switches: bool) -> u64 {
    roles.iter().enumerate().fold(0u64, |key, (i, r)| {
        let maybe = u64::from(maybe_evil(*r, switches));
        let evil = u64::from(r.side() == Side::Evil);
        let lancelot = u64::from(matches!(r, Role::GoodLancelot | Role::EvilLancelot));
        key | maybe << i | evil << (16 + i) | lancelot << (32 + i)
    })
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
        let mut all = Vec::new();
        let mut weights = Vec::new();
        let mut current = vec![my_role; n];
        let others: Vec<usize> = (0..n).filter(|s| *s != me.index()).collect();
        let mut used = vec![false; pool.len()];
        let switches = view.options.lancelot.is_some_and(|v| v.switches());
        let mut known: HashMap<u64, Option<f64>> = HashMap::new();
        let allowed =
            |seat: usize, role: Role| seat_fits(view, me, Seat(seat as u8), role, switches);
        // The viewer's own seat must fit what it was shown too.
        if seat_fits(view, me, me, my_role, switches) {
            deal(
                &others,
                0,
                &pool,
                &mut used,
                &mut current,
                &allowed,
                &mut |world| {
                    let judged = *known.entry(world_key(world, switches)).or_insert_with(|| {
                        let quests = view.results.iter().all(|r| quest_fits(r, world, switches));
                        quests.then(|| weight(view, world, switches))
                    });
                    if let Some(w) = judged {
                        all.extend_from_slice(world);
                        weights.push(w);
                    }
                },
            );
        }
        // From logarithms back to weights, the likeliest world at 1.
        let top = weights.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        weights.iter_mut().for_each(|w| *w = (*w - top).exp());
        Some(Belief {
            roles: all,
            n,
            weights,
        })
    }

    /// Each consistent assignment, a role per seat.
    pub fn worlds(&self) -> std::slice::ChunksExact<'_, Role> {
        self.roles.chunks_exact(self.n.max(1))
    }

    /// Keep only the worlds `keep` accepts.
    pub fn retain(&mut self, keep: impl Fn(&[Role]) -> bool) {
        let mut roles = Vec::with_capacity(self.roles.len());
        let mut weights = Vec::with_capacity(self.weights.len());
        for (world, w) in self.worlds().zip(&self.weights) {
            if keep(world) {
                roles.extend_from_slice(world);
                weights.push(*w);
            }
        }
        self.roles = roles;
        self.weights = weights;
    }

    fn share(&self, f: impl Fn(&[Role]) -> bool) -> f64 {
        let total: f64 = self.weights.iter().sum();
        if total <= 0.0 {
            return 0.0;
        }
        self.worlds()
            .zip(&self.weights)
            .filter(|(w, _)| f(w))
            .map(|(_, p)| p)
            .sum::<f64>()
            / total
    }

    /// One world drawn by weight.
    pub fn sample(&self, rng: &mut rt_core::GameRng) -> Option<&[Role]> {
        let total: f64 = self.weights.iter().sum();
        if self.weights.is_empty() || total <= 0.0 {
            return None;
        }
        let mut x = rng.below(1 << 30) as f64 / f64::from(1u32 << 30) * total;
        for (w, p) in self.worlds().zip(&self.weights) {
            if x < *p {
                return Some(w);
            }
            x -= p;
        }
        self.worlds().last()
    }

    pub fn p_evil(&self, seat: Seat) -> f64 {
        self.share(|w| w[seat.index()].side() == Side::Evil)
    }

    pub fn p_role(&self, seat: Seat, role: Role) -> f64 {
        self.share(|w| w[seat.index()] == role)
    }
}

/// Every distinct way to give the pool's roles to `seats` that `allowed` lets each seat
/// hold (equal roles are not told apart).
fn deal(
    seats: &[usize],
    at: usize,
    pool: &[Role],
    used: &mut [bool],
    current: &mut Vec<Role>,
    allowed: &dyn Fn(usize, Role) -> bool,
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
        if !allowed(seat, pool[i]) {
            continue;
        }
        used[i] = true;
        current[seat] = pool[i];
        deal(seats, at + 1, pool, used, current, allowed, out);
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
        let g = crate::bots::five_seats();
        let b = Belief::of(&g.view(Some(Seat(0)))).unwrap();
        assert_eq!(b.worlds().len(), 24);
        assert!(b.weights.iter().all(|w| *w == 1.0), "no record yet");
        assert!((b.p_evil(Seat(1)) - 0.5).abs() < 1e-9);
        // Merlin knows the Evil seats: two worlds (which is the Assassin).
        let b = Belief::of(&g.view(Some(Seat(1)))).unwrap();
        assert_eq!(b.worlds().len(), 2);
        assert_eq!(b.p_evil(Seat(3)), 1.0);
        assert!(b.worlds().all(|w| w == g.roles || w[3] == Role::Minion));
    }

    #[test]
    fn percival_sorts_merlin_from_morgana_by_the_record() {
        // Percival (seat 0) sees seats 1 and 2 as Merlin or Morgana. Seat 1 and Percival
        // go on a quest that fails: seat 1 must be Morgana, so seat 2 is Merlin.
        let options = AvalonOptions {
            percival: true,
            morgana: true,
            ..AvalonOptions::default()
        };
        let mut g = Avalon::arranged(
            options,
            &[
                Role::Percival,
                Role::Morgana,
                Role::Merlin,
                Role::Servant,
                Role::Assassin,
            ],
            Seat(0),
            1,
        )
        .unwrap();
        let before = Belief::of(&g.view(Some(Seat(0)))).unwrap();
        assert!((before.p_role(Seat(2), Role::Merlin) - 0.5).abs() < 1e-9);
        let team: rt_core::SeatSet = [Seat(0), Seat(1)].into_iter().collect();
        let quest = g.quest;
        g.apply(
            Seat(0),
            &crate::action::Action::Propose {
                team,
                excalibur: None,
                quest,
            },
        )
        .unwrap();
        for s in 0..5 {
            g.apply(Seat(s), &crate::action::Action::Vote(true))
                .unwrap();
        }
        g.apply(
            Seat(0),
            &crate::action::Action::Play(crate::state::Card::Success),
        )
        .unwrap();
        g.apply(
            Seat(1),
            &crate::action::Action::Play(crate::state::Card::Fail),
        )
        .unwrap();
        let after = Belief::of(&g.view(Some(Seat(0)))).unwrap();
        assert_eq!(after.p_role(Seat(1), Role::Morgana), 1.0);
        assert_eq!(after.p_role(Seat(2), Role::Merlin), 1.0);
    }

    #[test]
    fn a_lady_declaration_moves_the_belief() {
        let mut g = crate::bots::five_seats();
        let before = Belief::of(&g.view(Some(Seat(0)))).unwrap().p_evil(Seat(3));
        g.declarations.push((Seat(1), Seat(3), Some(Side::Evil)));
        let after = Belief::of(&g.view(Some(Seat(0)))).unwrap().p_evil(Seat(3));
        assert!(after > before + 0.1, "{before} -> {after}");
    }
}
