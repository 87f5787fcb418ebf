//! Reading the table from a view: how urgent each quest is, what a hand can do there, and
//! how suspicious each seat's public record looks.

use crate::cards::White;
use crate::quest::{Place, Quest};
use crate::view::{LancelotStage, View};
use rt_core::Seat;

/// How close a quest is to being lost, 0 (safe) to 1 (one card from defeat); `None` once it
/// is over.
pub fn danger(view: &View, quest: Quest) -> Option<f64> {
    Some(match quest {
        Quest::BlackKnight => view.black_knight.black.len() as f64 / 4.0,
        Quest::Lancelot => match view.lancelot {
            LancelotStage::Over => return None,
            _ => view.lancelot_combat.black.len() as f64 / 5.0,
        },
        Quest::Excalibur => 1.0 - f64::from(view.excalibur?) / 5.0,
        Quest::Grail => view.grail.as_ref()?.blacks().count() as f64 / 7.0,
        Quest::PictWar => f64::from(view.picts.figures) / 4.0,
        Quest::SaxonWar => f64::from(view.saxons.figures) / 4.0,
    })
}

/// How much of a quest the knights have done, 0 to 1.
pub fn progress(view: &View, quest: Quest) -> f64 {
    match quest {
        Quest::BlackKnight => view.black_knight.white.len() as f64 / 4.0,
        Quest::Lancelot => {
            let spots = if view.lancelot == LancelotStage::Dragon {
                9.0
            } else {
                5.0
            };
            view.lancelot_combat.white.len() as f64 / spots
        }
        Quest::Excalibur => view.excalibur.map_or(0.0, |p| f64::from(p) / 10.0),
        Quest::Grail => view.grail.as_ref().map_or(0.0, |t| t.grails() as f64 / 7.0),
        Quest::PictWar => view.picts.run.len() as f64 / 5.0,
        Quest::SaxonWar => view.saxons.run.len() as f64 / 5.0,
    }
}

/// How many cards of `hand` could go on `quest`, roughly.
pub fn helps(view: &View, quest: Quest, hand: &[White]) -> usize {
    let fights = hand.iter().filter(|c| c.fight_value().is_some()).count();
    // Pairs and trios are what the combat patterns need.
    let sets = |size: usize| {
        (1..=5u8)
            .map(|v| hand.iter().filter(|c| **c == White::Fight(v)).count())
            .filter(|n| *n >= size)
            .count()
    };
    match quest {
        Quest::BlackKnight => 2 * sets(2).min(2),
        Quest::Lancelot if view.lancelot == LancelotStage::Dragon => fights,
        Quest::Lancelot => sets(3).min(1) * 3 + sets(2).min(2),
        Quest::Excalibur => hand.iter().filter(|c| !c.is_special()).count(),
        Quest::Grail => hand.iter().filter(|c| **c == White::Grail).count(),
        Quest::PictWar | Quest::SaxonWar => {
            let war = if quest == Quest::PictWar {
                &view.picts
            } else {
                &view.saxons
            };
            let mut next = war.next_value();
            let mut n = 0;
            let mut left = hand.to_vec();
            while let Some(v) = next {
                match left.iter().position(|c| *c == White::Fight(v)) {
                    Some(i) => {
                        left.remove(i);
                        n += 1;
                        next = if v < 5 { Some(v + 1) } else { None };
                    }
                    None => break,
                }
            }
            n
        }
    }
}

/// Is any other knight at this place (for Solo quests)?
pub fn occupied(view: &View, me: Seat, place: Place) -> bool {
    others_at(view, me, place) > 0
}

/// How many other knights in play stand at this place.
pub fn others_at(view: &View, me: Seat, place: Place) -> usize {
    view.knights
        .iter()
        .enumerate()
        .filter(|(i, k)| *i != me.index() && k.alive && !k.unmasked && k.place == Some(place))
        .count()
}

/// A Solo quest: the Black Knight, and Lancelot before he becomes the Dragon (§6).
pub fn solo(view: &View, quest: Quest) -> bool {
    match quest {
        Quest::BlackKnight => true,
        Quest::Lancelot => view.lancelot == LancelotStage::Lancelot,
        _ => false,
    }
}

/// What one Siege Engine a knight adds counts against him (`raw_suspicion`), before the
/// table's mean is taken off.
pub const ENGINE_SUSPICION: f64 = 2.0;

/// Each seat's suspicion from its public record, relative to the table: feeding Evil with
/// engines, hoarding at the Round Table and hiding cards count against a knight; playing
/// on quests and being there when they are won count for him. What the table says comes on
/// top (`talk::suspicion`).
pub fn raw_suspicion(view: &View) -> Vec<f64> {
    let raw: Vec<f64> = view
        .conduct
        .iter()
        .map(|c| {
            ENGINE_SUSPICION * f64::from(c.added_engine)
                + 0.5 * f64::from(c.drew_white)
                + 0.5 * f64::from(c.face_down)
                - 0.7 * f64::from(c.played)
                - 1.0 * f64::from(c.present_won)
                - 0.5 * f64::from(c.lost_life)
        })
        .collect();
    let n = raw.len().max(1) as f64;
    let mean = raw.iter().sum::<f64>() / n;
    raw.iter().map(|r| r - mean).collect()
}
