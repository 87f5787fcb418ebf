//! The quick play-out policy the search bot uses inside its sampled worlds: rules of thumb
//! that need no belief, so a whole game plays out in microseconds. Each seat reads only
//! its own view of that world: its night sightings and the quest record.

use super::proposal::proposal;
use crate::action::Action;
use crate::role::Side;
use crate::state::Card;
use crate::tables::MAX_REJECTIONS;
use crate::view::{StageView, View};
use rt_core::{GameRng, Seat, SeatSet};

/// Suspicion from the record alone: each failed quest spreads its Fails over its team;
/// seats this one saw as Evil at night count as Evil.
fn suspicion(view: &View, me: Seat) -> Vec<f64> {
    let n = view.n();
    let mut sus = vec![0.0; n];
    for r in &view.results {
        if r.fails > 0 {
            let share = f64::from(r.fails) / r.team.len().max(1) as f64;
            for s in r.team.iter() {
                sus[s.index()] += share;
            }
        }
    }
    for (s, sight) in view.sights.iter().enumerate() {
        if matches!(sight, Some(crate::role::Sight::Evil)) {
            sus[s] += 2.0;
        }
    }
    sus[me.index()] = if view.my_side == Some(Side::Evil) {
        2.0
    } else {
        -1.0
    };
    sus
}

pub fn quick(view: &View, me: Seat, legal: &[Action], rng: &mut GameRng) -> Option<Action> {
    let first = *legal.first()?;
    if legal.len() == 1 {
        return Some(first);
    }
    let evil = view.my_side == Some(Side::Evil);
    let sus = suspicion(view, me);
    let allied: SeatSet = Seat::all(view.n())
        .filter(|s| evil && (*s == me || view.sights[s.index()].is_some()))
        .collect();
    let jitter = |rng: &mut GameRng| rng.below(100) as f64 * 1e-4;
    Some(match view.stage {
        StageView::Propose => {
            let quest = view.open_quests.first().copied().unwrap_or(view.quest);
            let mut keys = vec![0.0; view.n()];
            for s in Seat::all(view.n()).filter(|s| *s != me) {
                let key = if evil && allied.contains(s) {
                    -1.0
                } else {
                    sus[s.index()]
                };
                keys[s.index()] = key + jitter(rng);
            }
            proposal(view, me, quest, &keys, &keys, legal).unwrap_or(first)
        }
        StageView::Vote { .. } => {
            let team = view.current.as_ref().map(|p| p.team).unwrap_or_default();
            let last = view.rejections + 1 >= MAX_REJECTIONS;
            Action::Vote(if evil {
                !last && team.iter().any(|s| allied.contains(s))
            } else {
                let risk: f64 = team.iter().map(|s| sus[s.index()].max(0.0)).sum();
                last || risk < 0.5 + 0.25 * f64::from(view.rejections)
            })
        }
        StageView::Quest { .. } => Action::Play(if evil { Card::Fail } else { Card::Success }),
        StageView::Excalibur => Action::Switch(None),
        StageView::Window { .. } | StageView::CloseEye { .. } => Action::Pass,
        StageView::Assassinate => {
            // Prefer a Good seat who never sat on a failed quest (Merlin keeps clear).
            let pick = legal
                .iter()
                .filter_map(|a| match a {
                    Action::Assassinate(s) if !allied.contains(*s) => Some(*s),
                    _ => None,
                })
                .min_by(|a, b| sus[a.index()].total_cmp(&sus[b.index()]));
            pick.map(Action::Assassinate).unwrap_or(first)
        }
        _ => *rng.pick(legal)?,
    })
}
