//! The traitor's plan: sabotage that looks like bad luck while he is hidden and
//! unsuspected, loyal play while the table's suspicion of him is high (`hide_from`), and
//! open sabotage once unmasked. His windows and Evil steps are in `windows` and
//! `evil_step`, with `bad` set.

use super::hand::worth;
use super::heuristic::{has, Params};
use super::read::{danger, helps, occupied, progress};
use super::talk::suspicion;
use crate::action::Action;
use crate::cards::White;
use crate::quest::{Place, Quest};
use crate::state::Loyalty;
use crate::view::{StepView, View};
use rt_core::{GameRng, Seat};

/// Whether the knight plays for Evil now: a traitor does, unless he is hidden and the
/// table's suspicion of him (the same reading the loyal bots accuse by) has grown to
/// `hide_from`; then he plays loyal until it falls back. A Three Brave Knights player who
/// has not looked plays loyal.
pub(super) fn traitor(params: &Params, view: &View, seat: Seat) -> bool {
    let Some(me) = view.knights.get(seat.index()) else {
        return false;
    };
    if me.loyalty != Some(Loyalty::Traitor) {
        return false;
    }
    me.unmasked
        || suspicion(view)
            .get(seat.index())
            .is_none_or(|s| *s < params.hide_from)
}

/// A saboteur's Heroic phase: now and then he simply hoards at the Round Table; else he
/// plays the weakest card where he stands, heals when low, and goes where he helps least,
/// looking busy.
pub(super) fn turn(seat: Seat, view: &View, legal: &[Action], rng: &mut GameRng) -> Option<Action> {
    let me = view.knights.get(seat.index())?;
    let taken = match &view.step {
        StepView::Heroic(h) => h.taken.len(),
        _ => 0,
    };
    if rng.below(3) == 0 {
        if has(legal, &Action::DrawWhite) {
            return Some(Action::DrawWhite);
        }
        if has(legal, &Action::EndTurn) {
            return Some(Action::EndTurn);
        }
    }
    if me.place == Some(Place::Quest(Quest::Excalibur)) {
        if let Some(a) = excalibur_play(view, legal) {
            return Some(a);
        }
    } else if let Some(a) = weakest_play(view, legal) {
        return Some(a);
    }
    if me.life <= 2 {
        if let Some(a) = legal.iter().find(|a| matches!(a, Action::Heal(_))) {
            return Some(a.clone());
        }
    }
    if taken == 1 {
        return Some(Action::EndTurn)
            .filter(|a| has(legal, a))
            .or_else(|| legal.first().cloned());
    }
    if let Some(a) = idle_move(seat, view, legal) {
        return Some(a);
    }
    if has(legal, &Action::DrawWhite) {
        return Some(Action::DrawWhite);
    }
    legal
        .iter()
        .find(|a| matches!(a, Action::Move(Place::Camelot)))
        .cloned()
        .or_else(|| Some(Action::EndTurn).filter(|a| has(legal, a)))
}

/// The weakest card where he stands: the value the hand holds fewest copies of, then the
/// lowest (pairs and trios are what the patterns need).
fn weakest_play(view: &View, legal: &[Action]) -> Option<Action> {
    let copies = |c: White| view.my_hand.iter().filter(|h| **h == c).count() as i32;
    let score = |c: White| -> i32 {
        let v = i32::from(c.fight_value().unwrap_or(0));
        v + 10 * copies(c).min(3)
    };
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Play(c) => Some(*c),
            _ => None,
        })
        .min_by_key(|c| score(*c))
        .map(Action::Play)
}

/// The cheapest card to throw into Excalibur's river.
fn excalibur_play(view: &View, legal: &[Action]) -> Option<Action> {
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Play(c) => Some(*c),
            _ => None,
        })
        .min_by_key(|c| worth(*c, view))
        .map(Action::Play)
}

/// The quest where his hand helps least (weighted by how near it is to being lost or won),
/// so that he looks busy.
fn idle_move(seat: Seat, view: &View, legal: &[Action]) -> Option<Action> {
    let score = |q: Quest| -> f64 {
        let Some(d) = danger(view, q) else {
            return -1.0;
        };
        let h = helps(view, q, &view.my_hand) as f64;
        if h == 0.0 {
            return -1.0;
        }
        let solo_taken = matches!(q, Quest::BlackKnight) && occupied(view, seat, Place::Quest(q));
        if solo_taken {
            return -1.0;
        }
        h.min(4.0) * (0.5 + d + progress(view, q))
    };
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Move(Place::Quest(q)) => Some((score(*q), a)),
            _ => None,
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, a)| a.clone())
}
