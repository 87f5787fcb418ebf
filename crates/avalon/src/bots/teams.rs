//! Team odds from a belief: how likely a team is to bring its quest home (fewer Evil
//! members than the Fails the quest takes), and the best team a seat could hope to send.
//! A Servant votes by comparing the team before it with that best team; Evil asks the same
//! of a Servant's belief to know what looks fine to the table.

use super::belief::Belief;
use crate::role::{Role, Side};
use crate::view::View;
use rt_core::{Seat, SeatSet};

pub struct Odds {
    /// Each distinct set of Evil seats the belief allows, with its share of the weight.
    evil: Vec<(u16, f64)>,
    n: usize,
}

impl Odds {
    /// The odds under `belief`, for the table `view` shows (its size, and whether the
    /// Lancelots have switched sides, which they do in the open).
    pub fn of(belief: &Belief, view: &View) -> Odds {
        let n = view.n();
        let evil_now = |r: &Role| {
            let lancelot = matches!(r, Role::GoodLancelot | Role::EvilLancelot);
            (r.side() == Side::Evil) != (view.switched && lancelot)
        };
        let mut evil: Vec<(u16, f64)> = Vec::new();
        for (world, weight) in belief.worlds().zip(&belief.weights) {
            let mask = world
                .iter()
                .enumerate()
                .filter(|(_, r)| evil_now(r))
                .fold(0u16, |m, (i, _)| m | 1 << i);
            match evil.iter_mut().find(|(m, _)| *m == mask) {
                Some(e) => e.1 += weight,
                None => evil.push((mask, *weight)),
            }
        }
        let total: f64 = evil.iter().map(|e| e.1).sum();
        if total > 0.0 {
            evil.iter_mut().for_each(|e| e.1 /= total);
        }
        Odds { evil, n }
    }

    /// The same odds for someone who knows `seat` is Good (a Servant in that seat).
    pub fn given_good(&self, seat: Seat) -> Odds {
        let bit = 1u16 << seat.0;
        let mut evil: Vec<(u16, f64)> = self
            .evil
            .iter()
            .copied()
            .filter(|(m, _)| m & bit == 0)
            .collect();
        let total: f64 = evil.iter().map(|e| e.1).sum();
        if total > 0.0 {
            evil.iter_mut().for_each(|e| e.1 /= total);
        }
        Odds { evil, n: self.n }
    }

    /// The chance that `team` holds fewer Evil seats than `fails`.
    pub fn clean(&self, team: SeatSet, fails: usize) -> f64 {
        let team = team.bits();
        self.evil
            .iter()
            .filter(|(m, _)| ((m & team).count_ones() as usize) < fails)
            .map(|e| e.1)
            .sum()
    }

    /// Every team of `size` that holds all of `with`.
    pub fn teams(&self, size: usize, with: SeatSet) -> impl Iterator<Item = SeatSet> + '_ {
        let with = u32::from(with.bits());
        (0u32..(1u32 << self.n))
            .filter(move |m| m.count_ones() as usize == size && m & with == with)
            .map(|m| SeatSet::from_bits(m as u16))
    }

    /// The best chance of a clean quest over the teams of `size` that hold `with`.
    pub fn best(&self, size: usize, fails: usize, with: SeatSet) -> f64 {
        self.teams(size, with)
            .map(|t| self.clean(t, fails))
            .fold(0.0, f64::max)
    }

    /// The team of `size` holding `with`, among those `allowed`, with the best odds; ties
    /// go to the lowest sum of `key` (a per-seat tiebreak).
    pub fn choose(
        &self,
        size: usize,
        fails: usize,
        with: SeatSet,
        allowed: impl Fn(SeatSet) -> bool,
        key: &[f64],
    ) -> Option<SeatSet> {
        let score = |t: SeatSet| {
            self.clean(t, fails) - 1e-3 * t.iter().map(|s| key[s.index()]).sum::<f64>()
        };
        self.teams(size, with)
            .filter(|t| allowed(*t))
            .max_by(|a, b| score(*a).total_cmp(&score(*b)))
    }
}

/// Does a Servant who holds this belief approve `team`? When it is nearly as likely to
/// come home clean as the best team he could hope for with himself on it; the bar drops
/// with each rejection, and the last proposal before Evil wins on rejections passes.
pub fn servant_approves(
    odds: &Odds,
    me: Seat,
    team: SeatSet,
    fails: usize,
    rejections: u8,
    last_chance: bool,
) -> bool {
    if last_chance {
        return true;
    }
    let best = odds.best(team.len(), fails, SeatSet::only(me));
    odds.clean(team, fails) + margin(rejections, odds.n) >= best
}

/// How much worse than the best a team may look and still pass, more with each rejection.
/// At five seats, where a Servant's best team is often a coin flip, nothing less than the
/// best passes a quest's first proposal (level 1, base game, 20,000 games, with Merlin's
/// pivotal votes: 0.05 + 0.05 a rejection, Good 33.1 %; 0 + 0.06, 34.9 %). Larger tables,
/// where the best teams are long shots, keep the wider margin (ten seats, Lady and
/// Excalibur: 34.6 % of 500 games with it, 27.6 % of 1,000 with the narrow one).
fn margin(rejections: u8, seats: usize) -> f64 {
    if seats <= 5 {
        0.06 * f64::from(rejections)
    } else {
        0.05 + 0.05 * f64::from(rejections)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::Action;
    use crate::bots::Reasoner;
    use crate::state::{Avalon, Card};
    use rt_core::{Game, GameRng};

    fn team(seats: &[u8]) -> SeatSet {
        seats.iter().map(|s| Seat(*s)).collect()
    }

    #[test]
    fn a_servant_trusts_a_team_with_himself_over_one_without() {
        let g = crate::bots::five_seats();
        let belief = Belief::of(&g.view(Some(Seat(0)))).unwrap();
        let odds = Odds::of(&belief, &g.view(Some(Seat(0))));
        // Two Evil among the four others: any one partner is a coin flip.
        assert!((odds.clean(team(&[0, 1]), 1) - 0.5).abs() < 1e-9);
        assert!((odds.clean(team(&[1, 2]), 1) - 1.0 / 6.0).abs() < 1e-9);
        assert!((odds.best(2, 1, SeatSet::only(Seat(0))) - 0.5).abs() < 1e-9);
        assert!(servant_approves(&odds, Seat(0), team(&[0, 2]), 1, 0, false));
        assert!(!servant_approves(
            &odds,
            Seat(0),
            team(&[1, 2]),
            1,
            0,
            false
        ));
        // The last team before five rejections always passes.
        assert!(servant_approves(&odds, Seat(0), team(&[1, 2]), 1, 4, true));
    }

    #[test]
    fn evil_on_a_team_fails_the_quest_and_a_servant_plays_success() {
        let mut g = crate::bots::five_seats();
        for s in 0..5 {
            if g.legal_actions(Seat(s)).contains(&Action::Ready) {
                g.apply(Seat(s), &Action::Ready).unwrap();
            }
        }
        let quest = g.quest;
        g.apply(
            Seat(0),
            &Action::Propose {
                team: team(&[0, 3]),
                excalibur: None,
                quest,
            },
        )
        .unwrap();
        for s in 0..5 {
            g.apply(Seat(s), &Action::Vote(true)).unwrap();
        }
        let mut rng = GameRng::from_seed(3);
        let play = |g: &Avalon, s: u8, rng: &mut GameRng| {
            let legal = g.legal_actions(Seat(s));
            Reasoner::default().decide(&g.view(Some(Seat(s))), Seat(s), &legal, rng)
        };
        assert_eq!(play(&g, 3, &mut rng), Some(Action::Play(Card::Fail)));
        assert_eq!(play(&g, 0, &mut rng), Some(Action::Play(Card::Success)));
    }
}
