//! The search bot (level 2): at the decisions where looking ahead pays, it draws worlds
//! from its belief (by weight), plays each candidate move out to the end of the game in
//! every world, and keeps the move that wins most. Up to seven seats the play-outs use the
//! reasoner at every seat, the Assassin's shot included, so a quest card is weighed against
//! the cover it buys and a switch against what it shows of Merlin; at larger tables, where
//! the reasoner is too slow to play out, the quick policy stands in. Everything else it
//! leaves to the reasoner.

use super::belief::Belief;
use super::reasoner::Reasoner;
use super::rollout::quick;
use super::world::world;
use crate::action::Action;
use crate::role::{Role, Side};
use crate::state::{Avalon, Phase};
use crate::view::{StageView, View};
use rt_core::{Bot, Game, GameRng, Seat};

/// Quick play-outs stop at the assassination and count the Assassin as finding Merlin this
/// often (about what the reasoning Assassin manages).
const ASSASSIN_HITS: f64 = 0.55;

/// The largest table whose play-outs the reasoner plays.
const REASONED_SEATS: usize = 7;

/// Percent of decisions where a level-2 Merlin uses his knowledge without need: more than
/// level 1's, as his searched switches already keep the Assassin guessing; a Merlin who
/// hid further would turn the Assassin's shot into a lottery (measured: at 10 % the
/// Assassin found him in 38 % of games at five seats, at 40 % in about half).
const MERLIN_SLIPS: usize = 40;

#[derive(Clone, Copy, Debug)]
pub struct Searcher {
    /// Worlds sampled per decision (half of them at seven seats, where play-outs are slow).
    pub worlds: usize,
    /// The play at decisions not searched.
    pub reasoner: Reasoner,
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher {
            worlds: 48,
            reasoner: Reasoner {
                merlin_slips: MERLIN_SLIPS,
                switch_doubt: 0.95,
                dirty_leader_mark: 0.0,
            },
        }
    }
}

/// Is this a decision worth searching? Quest cards, Excalibur and the Plot-card moments.
/// Votes stay with the reasoner: Evil's and Merlin's keep up a disguise that play-outs do
/// not value, and a Servant's search votes measured weaker in the arena.
fn searchable(view: &View) -> bool {
    matches!(
        view.stage,
        StageView::Quest { .. }
            | StageView::Excalibur
            | StageView::Window { .. }
            | StageView::CloseEye { .. }
    )
}

/// 1 if `me`'s side wins this world from here, with the assassination taken as a chance.
fn play_out(mut game: Avalon, me: Seat, first: Action, rng: &mut GameRng) -> f64 {
    let reasoned = game.roles.len() <= REASONED_SEATS;
    let policy = Reasoner::default();
    if game.apply(me, &first).is_err() {
        return 0.0;
    }
    for _ in 0..2_000 {
        match game.phase {
            Phase::Over { winner, .. } => return f64::from(u8::from(winner == game.side(me))),
            Phase::Assassinate if !reasoned => {
                return if game.side(me) == Side::Good {
                    1.0 - ASSASSIN_HITS
                } else {
                    ASSASSIN_HITS
                }
            }
            _ => {}
        }
        let Some(seat) = game.to_act().seats().first() else {
            return 0.5;
        };
        let view = game.view(Some(seat));
        let legal = game.legal_actions(seat);
        let action = if reasoned {
            policy.decide(&view, seat, &legal, rng)
        } else {
            quick(&view, seat, &legal, rng)
        };
        let Some(action) = action else {
            return 0.5;
        };
        if game.apply(seat, &action).is_err() {
            return 0.5;
        }
    }
    0.5
}

impl Searcher {
    pub fn decide(
        &self,
        view: &View,
        me: Seat,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> Option<Action> {
        let fallback = self.reasoner.decide(view, me, legal, rng)?;
        if legal.len() < 2 || !searchable(view) {
            return Some(fallback);
        }
        let Some(belief) = Belief::of(view) else {
            return Some(fallback);
        };
        let mut totals = vec![0.0; legal.len()];
        let worlds = if view.n() == REASONED_SEATS {
            self.worlds / 2
        } else {
            self.worlds
        };
        for _ in 0..worlds {
            let Some(roles) = belief.sample(rng).map(<[Role]>::to_vec) else {
                return Some(fallback);
            };
            // Common random numbers: every candidate meets the same world and dice.
            let seed = rng.next_u64();
            let base = world(view, &roles, &mut GameRng::from_seed(seed));
            for (i, action) in legal.iter().enumerate() {
                let mut dice = GameRng::from_seed(seed ^ 0x5EA2_C400);
                totals[i] += play_out(base.clone(), me, *action, &mut dice);
            }
        }
        // The reasoner's choice wins ties.
        let at = legal.iter().position(|a| *a == fallback).unwrap_or(0);
        let mut best = at;
        for (i, t) in totals.iter().enumerate() {
            if *t > totals[best] + 1e-9 {
                best = i;
            }
        }
        legal.get(best).copied()
    }
}

impl Bot<Avalon> for Searcher {
    fn choose(
        &mut self,
        seat: Seat,
        view: &View,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> Option<Action> {
        self.decide(view, seat, legal, rng)
    }
}
