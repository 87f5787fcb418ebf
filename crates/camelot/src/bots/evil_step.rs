//! Evil's progress (§4.1), as a knight chooses it: a Black card, a Siege Engine or a life
//! point.

use super::hand::heal_trio;
use super::heuristic::Params;
use super::world::remove_all;
use crate::action::EvilChoice;
use crate::cards::{Black, Morgan};
use crate::view::View;

/// Evil's progress (§4.1): Black cards while the quests can take them, engines while few,
/// life when healthy and the siege grows. A traitor never pays with his own life.
pub(super) fn evil(
    params: &Params,
    view: &View,
    life: u8,
    bad: bool,
    unmasked: bool,
) -> EvilChoice {
    if bad {
        return if view.engines >= 5 && view.engines < 11 || unmasked && view.engines >= 8 {
            EvilChoice::AddEngine
        } else {
            EvilChoice::DrawBlack
        };
    }
    // One engine from the twelfth, a Black card that may bring it is a gamble with the
    // whole game: a life point to spare pays instead.
    if view.engines + 1 >= ENGINES_LOSE && life >= 2 && engine_chance(view) > 0.0 {
        return EvilChoice::LoseLife;
    }
    // Engines while the siege is small, then life while some is left, then Black cards;
    // late in the siege, life or a Black card only.
    if view.engines >= params.engines_late {
        return if life >= 3 {
            EvilChoice::LoseLife
        } else {
            EvilChoice::DrawBlack
        };
    }
    if view.engines < params.engine_below {
        return EvilChoice::AddEngine;
    }
    // The point above the last is spent only with three alike in hand to win it back, or
    // once Morgan's blow to every knight has passed.
    let life_from = if heal_trio(view).is_some() {
        params.life_from.min(params.life_with_trio_from)
    } else if !blow_ahead(view) {
        params.life_from.min(params.life_after_blow_from)
    } else {
        params.life_from
    };
    if life >= life_from {
        return EvilChoice::LoseLife;
    }
    EvilChoice::DrawBlack
}

/// Twelve Siege Engines lose the game (§13).
const ENGINES_LOSE: u8 = 12;

/// The chance that the next Black card brings a Siege Engine: a card whose quest is over
/// (§11.3) or Morgan's two engines, among the cards not seen in the discard, out of the
/// game or in play.
pub(super) fn engine_chance(view: &View) -> f64 {
    let mut unseen = crate::cards::black_deck(view.options.merlins_company);
    let seen = view
        .black_discard
        .iter()
        .chain(view.removed_black.iter())
        .chain(view.black_in_play.iter());
    remove_all(&mut unseen, seen.copied());
    if unseen.is_empty() {
        return 0.0;
    }
    let engines = unseen
        .iter()
        .filter(|c| {
            c.quest().is_some_and(|q| view.over(q)) || **c == Black::Morgan(Morgan::TwoEngines)
        })
        .count();
    engines as f64 / unseen.len() as f64
}

/// Whether a blow to every knight's life may still come: Morgan's (every knight loses a
/// life point) or, with Merlin's Company, Witch #7's (every knight away from the next lost
/// quest does). A blow may come while its card is neither discarded nor out of the game,
/// or when the discard will soon be shuffled back; Witch #7 strikes while she is in play.
pub(super) fn blow_ahead(view: &View) -> bool {
    let seen = |card: Black| {
        view.black_discard.contains(&card)
            || view.removed_black.contains(&card)
            || view.black_in_play.contains(&card)
    };
    let witch = Black::Witch(7);
    let morgan = !seen(Black::Morgan(Morgan::EveryoneLosesLife));
    let witch_ahead = view.options.merlins_company && !seen(witch);
    morgan || witch_ahead || view.black_in_play.contains(&witch) || view.black_draw < 5
}
