//! The level-2 knight: each candidate action is tried in worlds drawn from the view (decks,
//! hidden cards and missions sampled), then the table plays on for a stretch of turns, this
//! knight as a hunter (`hunt`), the others as level-1 knights; the action whose worlds end
//! best for this knight is chosen. The hunter's own choice is kept unless another is
//! clearly better.

use super::heuristic::{choose_for, Heuristic};
use super::hunt::{hunt, Hunter};
use crate::action::Action;
use crate::cards::Card;
use crate::state::Step;
use crate::view::View;
use crate::Excalibur85;
use rt_core::{Bot, Determinize, Game, GameRng, Seat};

#[derive(Clone, Copy, Debug)]
pub struct Searcher {
    /// Worlds per candidate.
    pub worlds: usize,
    /// Candidates tried at most (the heuristic's choice always among them).
    pub candidates: usize,
    /// The searching knight's own turns played out after the decision.
    pub horizon: u32,
    /// How much better (in `worth`) another candidate must be than the heuristic's choice:
    /// a point, since sixteen worlds are noisy (at a quarter of a point level 2 took 58 % of
    /// the wins against level 1 in the arena's first hundred games at 4 players; at one
    /// point, 90 % of the first fifty).
    pub margin: f64,
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher {
            worlds: 16,
            candidates: 12,
            horizon: 16,
            margin: 1.0,
        }
    }
}

/// What winning a world played to its end is worth, in points of `worth`.
const WIN: f64 = 10.0;

/// What a world is worth to `seat` when the look-ahead stops: points, with credit for what is
/// well on its way (Excalibur in hand, own-mission cards held), against the best rival.
fn worth(g: &Excalibur85, seat: Seat) -> f64 {
    // How near Camaloc is, if it is on the map: 1 there, 0 a dozen steps away or more.
    let camaloc = g
        .map
        .pieces
        .iter()
        .find(|p| p.piece.place == crate::territory::Place::Camaloc)
        .map(|p| p.at);
    let near = |at: crate::state::Location| -> f64 {
        let (Some(to), crate::state::Location::Territory(from)) = (camaloc, at) else {
            return 0.0;
        };
        match super::route::distance(&g.map, from, to) {
            Some(d) => 1.0 - (d.min(12) as f64) / 12.0,
            None => 0.0,
        }
    };
    let value = |i: usize| -> f64 {
        let p = &g.players[i];
        let mut v = f64::from(p.score());
        if p.holds(Card::Excalibur) && !p.delivered {
            v += 6.0 + 3.0 * near(p.at);
        }
        if !p.mission_done {
            let cards = p.mission.cards();
            let have = cards
                .iter()
                .filter(|c| p.holds(**c) || p.beaten.contains(c))
                .count();
            v += 1.5 * have as f64;
        }
        v + 0.05 * f64::from(p.sheet.total())
    };
    let mine = value(seat.index());
    let best_rival = (0..g.players.len())
        .filter(|i| *i != seat.index())
        .map(value)
        .fold(f64::NEG_INFINITY, f64::max);
    let lead = if best_rival.is_finite() {
        mine - 0.5 * best_rival
    } else {
        mine
    };
    // A world played to the end: what counts is the win itself (a shared win in part),
    // the points only telling apart worlds won or lost alike. With rivals every world ends
    // on the same round; alone, the game ends the moment the target is reached, so there
    // the win comes on top of the points: a won world must never score below one still
    // short of the target.
    let won = g
        .outcomes()
        .and_then(|o| o.get(seat.index()).map(|o| o.score));
    let solo = matches!(g.limit, crate::limits::Limit::Solo { .. });
    match won {
        Some(share) if solo => WIN * share + lead,
        Some(share) => WIN * share + 0.1 * lead,
        None => lead,
    }
}

impl Searcher {
    /// Plays `world` on with level-1 knights until `seat` has had `horizon` more turns or
    /// the game ends.
    fn play_on(&self, world: &mut Excalibur85, seat: Seat, rng: &mut GameRng) {
        let mut mine = 0;
        let mut last_turn = world.turn;
        for _ in 0..2_000 {
            if world.step == Step::Over {
                return;
            }
            if world.turn != last_turn {
                last_turn = world.turn;
                if last_turn == seat {
                    mine += 1;
                    if mine >= self.horizon {
                        return;
                    }
                }
            }
            let actor = world.actor();
            let legal = world.legal_actions(actor);
            let view = world.view(Some(actor));
            // This knight plays on as he would (hunting the sword), the others as level 1.
            let a = if actor == seat {
                Hunter.choose(actor, &view, &legal, rng)
            } else {
                Heuristic.choose(actor, &view, &legal, rng)
            };
            let Some(a) = a else {
                return;
            };
            if world.apply(actor, &a).is_err() {
                return;
            }
        }
    }
}

impl Bot<Excalibur85> for Searcher {
    fn choose(
        &mut self,
        seat: Seat,
        view: &View,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> Option<Action> {
        // The hunt is not second-guessed: its worth lies past the look-ahead (the sword
        // taken, then carried home), and in the arena searching it lost most of its edge.
        if let Some(a) = hunt(seat, view, legal) {
            return Some(a);
        }
        let plain = choose_for(seat, view, legal).filter(|a| legal.contains(a));
        if legal.len() <= 1 || legal.len() > 60 || matches!(view.step, Some(Step::Sheets)) {
            return plain.or_else(|| legal.first().copied());
        }
        let mut candidates: Vec<Action> = plain.into_iter().collect();
        // Offers are left to the heuristic (which makes none): a declined offer brings the
        // same question back, and the same worlds would make the same offer again forever.
        let mut others: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| Some(*a) != plain && !matches!(a, Action::Offer { .. }))
            .collect();
        rng.shuffle(&mut others);
        candidates.extend(
            others
                .into_iter()
                .take(self.candidates.saturating_sub(candidates.len())),
        );
        let mut best: Option<(Action, f64)> = None;
        for (i, a) in candidates.iter().enumerate() {
            let mut total = 0.0;
            for w in 0..self.worlds {
                // The same worlds for every candidate: differences come from the choice.
                let mut world_rng =
                    GameRng::from_seed(0x5EA2C4 ^ (w as u64) << 8 ^ u64::from(view.turns_used));
                let mut world = Excalibur85::determinize(view, seat, &mut world_rng);
                if world.apply(seat, a).is_err() {
                    total = f64::NEG_INFINITY;
                    break;
                }
                self.play_on(&mut world, seat, &mut world_rng);
                total += worth(&world, seat);
            }
            let mean = total / self.worlds as f64;
            // The heuristic's choice (first) wins ties and near-ties.
            let margin = if i == 0 { 0.0 } else { self.margin };
            if best.is_none_or(|(_, b)| mean > b + margin) {
                best = Some((*a, mean));
            }
        }
        best.map(|(a, _)| a).or(plain)
    }
}
