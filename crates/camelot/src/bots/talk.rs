//! Table talk for the bots (§4.3, general terms only): what a knight tells the table before
//! he acts, and what he makes of what the others said. A person at the table reads the
//! bots' plans from the same words, and the bots read the person's.

use super::read::raw_suspicion;
use crate::action::Action;
use crate::quest::{Place, Quest};
use crate::talk::Statement;
use crate::view::{StepView, View};
use rt_core::Seat;

/// How much one other knight's "I suspect him" adds to a seat's suspicion ("I trust him"
/// takes half of it off).
pub const SAID_WEIGHT: f64 = 1.0;

/// What the knight at `seat` tells the table at the start of his Heroic phase, before
/// `next` (the action he means to take), when it is news: where he is going to work, or
/// that his hand is weak. A bot keeps its suspicions to itself until it accuses: bots that
/// voiced them would egg each other on into false accusations.
pub fn statement(seat: Seat, view: &View, legal: &[Action], next: &Action) -> Option<Statement> {
    let StepView::Heroic(h) = &view.step else {
        return None;
    };
    if !h.taken.is_empty() {
        return None;
    }
    // Where he stands the table can see; where he is going it cannot.
    let quest = match next {
        Action::Move(Place::Quest(q)) | Action::FreeMove(Place::Quest(q)) => Some(*q),
        _ => None,
    };
    let weak = || (view.my_hand.len() <= 1).then_some(Statement::Weak);
    let said = view.said.get(seat.index()).copied().flatten();
    quest
        .map(Statement::CanHelp)
        .or_else(weak)
        .filter(|s| Some(*s) != said && legal.contains(&Action::Say(*s)))
}

/// Each seat's suspicion: its public record (`read::raw_suspicion`), plus what the other
/// knights said of it.
pub fn suspicion(view: &View) -> Vec<f64> {
    let mut sus = raw_suspicion(view);
    for (speaker, said) in view.said.iter().enumerate() {
        let alive = view
            .knights
            .get(speaker)
            .is_some_and(|k| k.alive && !k.unmasked);
        let (target, weight) = match said {
            Some(Statement::Suspect(t)) if alive => (t.index(), SAID_WEIGHT),
            Some(Statement::Trust(t)) if alive => (t.index(), -SAID_WEIGHT / 2.0),
            _ => continue,
        };
        if target != speaker {
            if let Some(s) = sus.get_mut(target) {
                *s += weight;
            }
        }
    }
    sus
}

/// How many other knights not yet at `quest` said they can help there.
pub fn claims(view: &View, me: Seat, quest: Quest) -> f64 {
    view.said
        .iter()
        .enumerate()
        .filter(|(i, said)| {
            *i != me.index()
                && **said == Some(Statement::CanHelp(quest))
                && view
                    .knights
                    .get(*i)
                    .is_some_and(|k| k.alive && !k.unmasked && k.place != Some(Place::Quest(quest)))
        })
        .count() as f64
}
