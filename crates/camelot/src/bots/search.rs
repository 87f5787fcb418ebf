//! The level-2 bot: for each candidate action, several worlds sampled from the view, the
//! action taken in each, a round played out by level-1 bots, and the position scored; the
//! best average wins. Decisions inside a turn's windows are left to the heuristic.

use super::heuristic::{decide, Heuristic};
use super::read::{danger, progress};
use super::world::determinize;
use crate::state::{Camelot, Loyalty, Relic};
use crate::view::View;
use crate::Action;
use rt_core::{Bot, Game, GameRng, Seat};

#[derive(Clone, Debug)]
pub struct Searcher {
    /// Worlds sampled per candidate.
    pub worlds: usize,
    /// Candidates searched at most (the heuristic's choice always among them).
    pub candidates: usize,
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher {
            worlds: 6,
            candidates: 10,
        }
    }
}

/// How good a position is for the loyal knights (the traitor takes the opposite).
pub fn evaluate(game: &Camelot) -> f64 {
    if let crate::Step::Over(ending) = game.step {
        return if ending.knights_won() {
            1_000.0
        } else {
            -1_000.0
        };
    }
    let view = game.view(None);
    let mut v = 12.0 * f64::from(game.white_swords) - 15.0 * f64::from(game.black_swords);
    v -= 5.0 * f64::from(game.engines) + 6.0 * f64::from(game.engines.saturating_sub(8));
    // A quest under way is worth its swords in proportion to how far each side has got.
    for q in crate::Quest::ALL {
        if let Some(d) = danger(&view, q) {
            let (won, lost) = match q {
                crate::Quest::Grail => (3.0, 3.0),
                crate::Quest::Excalibur => (2.0, 2.0),
                crate::Quest::Lancelot if view.lancelot == crate::view::LancelotStage::Dragon => {
                    (2.0, 2.0)
                }
                crate::Quest::PictWar | crate::Quest::SaxonWar => (1.0, 1.7),
                _ => (1.0, 1.0),
            };
            v += 12.0 * won * progress(&view, q) - 15.0 * lost * d * d;
            // Knights standing where their hands can help are worth part of what they can
            // still add: a move towards a quest pays before the card is down.
            let spots = match q {
                crate::Quest::BlackKnight => 4.0,
                crate::Quest::Grail => 7.0,
                crate::Quest::Lancelot if view.lancelot == crate::view::LancelotStage::Dragon => {
                    9.0
                }
                _ => 5.0,
            };
            let left = ((1.0 - progress(&view, q)) * spots).max(0.0);
            let per_card = 12.0 * won / spots;
            for k in game
                .knights
                .iter()
                .filter(|k| k.active() && k.loyalty == Loyalty::Loyal)
            {
                if k.place == Some(crate::Place::Quest(q)) {
                    let can = super::read::helps(&view, q, &k.hand) as f64;
                    v += 0.6 * per_card * can.min(left);
                }
            }
        }
    }
    for k in game.knights.iter().filter(|k| k.loyalty == Loyalty::Loyal) {
        v += if k.alive {
            let life = f64::from(k.life);
            4.0 * life - 8.0 * f64::from(u8::from(k.life <= 1)) + 0.8 * k.hand.len() as f64
        } else {
            -60.0
        };
    }
    for relic in [game.relics.excalibur, game.relics.grail, game.relics.armor] {
        if let Relic::Held(s) = relic {
            if game
                .knight(s)
                .is_some_and(|k| k.loyalty == Loyalty::Loyal && k.active())
            {
                v += 5.0;
            }
        }
    }
    v
}

/// Plays on with level-1 bots until `turns` more turns have begun or the game ends.
fn roll_out(game: &mut Camelot, turns: u32, rng: &mut GameRng) {
    let until = game.turns + turns;
    let mut steps = 0;
    while !game.over() && game.turns < until && steps < 400 {
        steps += 1;
        let Some(seat) = game.to_act().seats().first() else {
            break;
        };
        let view = game.view(Some(seat));
        let legal = game.legal_actions(seat);
        let Some(action) = Heuristic.choose(seat, &view, &legal, rng) else {
            break;
        };
        if game.apply(seat, &action).is_err() {
            break;
        }
    }
}

impl Bot<Camelot> for Searcher {
    fn choose(
        &mut self,
        seat: Seat,
        view: &View,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> Option<Action> {
        let first = decide(seat, view, legal, rng).filter(|a| legal.contains(a));
        let searchable = view.pending.is_none()
            && matches!(
                view.step,
                crate::view::StepView::Evil { .. } | crate::view::StepView::Heroic(_)
            );
        let mut candidates: Vec<Action> = legal
            .iter()
            .filter(|a| !matches!(a, Action::Say(_)))
            .cloned()
            .collect();
        if !searchable || candidates.len() <= 1 {
            return first.or_else(|| rng.pick(legal).cloned());
        }
        // The heuristic's own pick first, then the rest in a shuffled order.
        rng.shuffle(&mut candidates);
        if let Some(f) = &first {
            candidates.retain(|a| a != f);
            candidates.insert(0, f.clone());
        }
        candidates.truncate(self.candidates);
        let traitor =
            view.knights.get(seat.index()).and_then(|k| k.loyalty) == Some(Loyalty::Traitor);
        let horizon = view.n() as u32 + 1;
        let mut best: Option<(f64, Action)> = None;
        for action in candidates {
            let mut total = 0.0;
            let mut count = 0.0;
            for w in 0..self.worlds {
                let mut world_rng = rng.fork(w as u64 + 1);
                let Some(mut world) = determinize(view, seat, &mut world_rng) else {
                    return first;
                };
                if world.apply(seat, &action).is_err() {
                    continue;
                }
                roll_out(&mut world, horizon, &mut world_rng);
                let v = evaluate(&world);
                total += if traitor { -v } else { v };
                count += 1.0;
            }
            if count == 0.0 {
                continue;
            }
            let mean = total / count;
            if best.as_ref().is_none_or(|(b, _)| mean > *b) {
                best = Some((mean, action));
            }
        }
        best.map(|(_, a)| a).or(first)
    }
}
