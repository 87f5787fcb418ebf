//! The search bot: at the secret play, and for the choices its own chip asks of it, it
//! samples worlds that agree with its view, plays each candidate to the end with heuristic
//! bots at every seat, and picks the candidate that did best. Other decisions (drafting,
//! answering other seats' chips) use the heuristic.

use super::heuristic::HeuristicBot;
use super::world::{can_sample, sample_world};
use crate::action::Action;
use crate::state::{Chips, ChipsOptions};
use crate::view::View;
use rt_core::{Bot, Game, GameRng, Seat, ToAct};

/// Worlds sampled per candidate chip, per level above the heuristic.
pub const WORLDS_PER_LEVEL: usize = 128;

/// Beyond this many answers (a draw among 40 slots, say) the heuristic chooses.
const MAX_CANDIDATES: usize = 12;

/// Guards a rollout against a runaway game (a bug, not a rule).
const ROLLOUT_LIMIT: usize = 5_000;

#[derive(Clone, Debug)]
pub struct SearchBot {
    pub worlds: usize,
    pub options: ChipsOptions,
}

/// Plays a world to its end with the heuristic at every seat; `me`'s score.
pub fn rollout(mut world: Chips, me: Seat, rng: &mut GameRng) -> f64 {
    for _ in 0..ROLLOUT_LIMIT {
        let seat = match world.to_act() {
            ToAct::Seat(s) => s,
            ToAct::Seats(set) => match set.first() {
                Some(s) => s,
                None => break,
            },
            ToAct::Chance | ToAct::Nobody => break,
        };
        let legal: Vec<Action> = world
            .legal_actions(seat)
            .into_iter()
            .filter(|a| !matches!(a, Action::Declare(_)))
            .collect();
        let view = world.view(Some(seat));
        let Some(action) = HeuristicBot::decide(&view, seat, &legal, rng) else {
            break;
        };
        if world.apply(seat, &action).is_err() {
            break;
        }
    }
    world
        .outcomes()
        .and_then(|o| o.get(me.index()).map(|o| o.score))
        .unwrap_or(0.0)
}

impl Bot<Chips> for SearchBot {
    fn choose(
        &mut self,
        seat: Seat,
        view: &View,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> Option<Action> {
        // The candidates: every chip it could play, or every answer its own chip may give
        // (table talk is left to the heuristic).
        let plays: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| !matches!(a, Action::Declare(_)) && !super::heuristic::early_flip(view, a))
            .collect();
        if plays.len() < 2 || plays.len() > MAX_CANDIDATES || !can_sample(view, seat) {
            return HeuristicBot::decide(view, seat, legal, rng);
        }
        // Now and then, say something first (the heuristic decides whether).
        if legal.iter().any(|a| matches!(a, Action::Declare(_))) {
            if let Some(talk @ Action::Declare(_)) = HeuristicBot::decide(view, seat, legal, rng) {
                return Some(talk);
            }
        }
        let ctx = super::heuristic::Ctx::new(view, seat);
        let fallback = HeuristicBot::decide(view, seat, &plays, &mut rng.fork(1));
        // Every candidate meets the same worlds and the same dice (common random numbers),
        // so the comparison measures the chip, not the luck of the draw.
        let mut totals = vec![0.0; plays.len()];
        for _ in 0..self.worlds {
            let Some(world) = sample_world(view, seat, &self.options, rng) else {
                return HeuristicBot::decide(view, seat, legal, rng);
            };
            let dice = rng.next_u64();
            for (total, action) in totals.iter_mut().zip(&plays) {
                let mut world = world.clone();
                world.rng = GameRng::from_seed(dice);
                if world.apply(seat, action).is_ok() {
                    *total += rollout(world, seat, &mut GameRng::from_seed(dice ^ 0x5A5A));
                }
            }
        }
        let mut best: Option<(f64, Action)> = None;
        for (total, action) in totals.into_iter().zip(plays) {
            // Equal results (often: lost in every world) fall back on the heuristic's taste.
            let prior = match action {
                Action::Play(kind) => ctx.play_value(kind) * 1e-3,
                _ => 0.0,
            } + if Some(action) == fallback { 1e-4 } else { 0.0 };
            let score = total / self.worlds as f64 + prior;
            if best.as_ref().is_none_or(|(b, _)| score > *b) {
                best = Some((score, action));
            }
        }
        best.map(|(_, a)| a)
    }
}
