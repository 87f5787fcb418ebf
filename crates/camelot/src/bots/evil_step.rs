//! Evil's progress (§4.1), as a knight chooses it: a Black card, a Siege Engine or a life
//! point.

use super::hand::heal_trio;
use super::heuristic::Params;
use super::read::ENGINE_SUSPICION;
use super::talk::suspicion;
use super::world::remove_all;
use crate::action::EvilChoice;
use crate::cards::{Black, Morgan, BLACK_BASE, BLACK_MC};
use crate::view::{LancelotStage, View};
use crate::Loyalty;
use rt_core::Seat;

/// Evil's progress (§4.1): Black cards while the quests can take them, engines while few,
/// life when healthy and the siege grows. A traitor never pays with his own life.
pub(super) fn evil(
    params: &Params,
    seat: Seat,
    view: &View,
    life: u8,
    bad: bool,
    unmasked: bool,
) -> EvilChoice {
    if bad && unmasked && !params.raid_engines {
        return EvilChoice::DrawBlack;
    }
    // The twelfth engine wins Evil the game at once: nothing is left to hide, so a traitor
    // adds it, even one lying low as a loyal knight (`bad` false); at eleven a hidden one
    // drew a Black card or paid a life point. Not the gentle traitor (`raid_engines`
    // false), hidden or unmasked. Level 1, standard deal, 4,000 games from seed 50,000,
    // knights' wins: Merlin's Company 7 seats 329 -> 298, 8 seats 250 -> 219; base game 5
    // seats 1,235 -> 1,222, 7 seats 1,414 -> 1,373 (only the traitor not lying low: 326,
    // 244, 1,234, 1,412).
    // (The seat's loyalty is looked up last: this runs at every Evil step of every roll-out.)
    if params.raid_engines
        && view.engines + 1 >= ENGINES_LOSE
        && view.knights.get(seat.index()).and_then(|k| k.loyalty) == Some(Loyalty::Traitor)
    {
        return EvilChoice::AddEngine;
    }
    // Not with Merlin's Company, whose Travel deck already presses level 2's knights to
    // their floor (36.7 % of 30 games at 7 seats; 35 % wanted).
    if bad
        && !unmasked
        && !view.options.merlins_company
        // Level 1 is never quiet: its roll-outs need not read the table for it.
        && params.quiet_from < f64::INFINITY
        && engine_shows(view, seat) >= params.quiet_from
    {
        return EvilChoice::DrawBlack;
    }
    if bad {
        return if view.engines >= 5 && view.engines < 11 || unmasked && view.engines >= 8 {
            EvilChoice::AddEngine
        } else {
            EvilChoice::DrawBlack
        };
    }
    // A Black card that may lose the game at once (the twelfth engine, or a quest ended
    // with the swords that lose it) is a gamble with the whole game: an engine pays while
    // the siege has room, else a life point to spare (in traced losses, the last card was
    // drawn by choice with an engine or a life point to give). Tried and dropped: from 8
    // engines a spare life point before an engine, tried because a traced table added
    // engines 6 -> 10 while a Dragon card could lose the game, and then Morgan's card
    // that draws three more brought the twelfth. Level 2, Merlin's Company, 7 seats: it
    // won 10 of 52 games (seeds 7100-7135 and 7139-7154), where the rule as it stands won
    // 17 of 60 (7100-7159); more games were lost to black swords (13 of 52, against 9).
    if fatal_chance(view) > params.fatal_risk {
        if !siege_near(view) {
            return EvilChoice::AddEngine;
        }
        if life >= 2 {
            return EvilChoice::LoseLife;
        }
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
    // Tried and dropped: an engine rather than a Black card that would kill knights at
    // once on average (Morgan's blow to knights on their last point, a quest lost with
    // knights there on theirs, or under Witch #7 away), traced where five knights on their
    // last point died to one Lancelot card. Level 1, standard deal, 4,000 games from seed
    // 50,000, from 0.25 expected deaths: Merlin's Company 7 seats 307 -> 285 won, 8 seats
    // 244 -> 234, base game 5 seats 1,234 -> 1,194, 7 seats 1,414 -> 1,365; from one death
    // 306, 243, 1,225, 1,384. The engines it adds cost more than the knights it saves.
    EvilChoice::DrawBlack
}

/// The table's reading of `seat` (`talk::suspicion`) once he has added one more engine:
/// it counts against him, less his share of the table's mean.
fn engine_shows(view: &View, seat: Seat) -> f64 {
    let sus = suspicion(view);
    let n = sus.len().max(1) as f64;
    let now = sus.get(seat.index()).copied().unwrap_or(0.0);
    now + ENGINE_SUSPICION * (1.0 - 1.0 / n)
}

/// Twelve Siege Engines lose the game (§13).
const ENGINES_LOSE: u8 = 12;

/// The engines at which the knights have lost the siege: twelve, less one for each living
/// unmasked traitor, who may add an engine at each of his turns (§9), so that one short of
/// it the twelfth comes at his next turn unless a knight fights one first. Traced at 7
/// seats with Merlin's Company, level 2: a Black card drawn at nine engines lost a War
/// (eleven), and the unmasked traitor added the twelfth at once; the draw was chosen with
/// two life points to pay instead. Level 1, standard deal, 4,000 games: Merlin's Company 7
/// seats 298 -> 307 won, 8 seats 240 -> 244, base game 5 seats 1,230 -> 1,235, 7 seats
/// 1,405 -> 1,414. Level 2 against level 2, 7 seats with Merlin's Company, seeds
/// 7100-7159: 17 of 60, as before; the position is rare.
pub(super) fn siege_limit(view: &View) -> u8 {
    let raiders = view
        .knights
        .iter()
        .filter(|k| k.alive && k.unmasked)
        .count();
    ENGINES_LOSE.saturating_sub(u8::try_from(raiders).unwrap_or(u8::MAX))
}

/// Two engines or fewer from the siege's limit: the time for Merlin's engine and for
/// finishing the quests held back, and too late to add an engine for safety.
pub(super) fn siege_near(view: &View) -> bool {
    view.engines + 2 >= siege_limit(view)
}

/// The chance that the next Black card loses the game at once (`fatal`).
pub(super) fn fatal_chance(view: &View) -> f64 {
    // The limit read once, not once a card: this runs at every Evil step of every roll-out.
    let limit = siege_limit(view);
    next_card_chance(view, |c| fatal_at(view, c, limit))
}

/// Would `card`, drawn now, lose the game at once: the twelfth engine (or the one an
/// unmasked traitor's turn makes the twelfth, `siege_limit`), or a quest ended with the
/// swords that lose it?
pub(super) fn fatal(view: &View, card: Black) -> bool {
    fatal_at(view, card, siege_limit(view))
}

/// `fatal`, with the siege's `limit` already read.
fn fatal_at(view: &View, card: Black, limit: u8) -> bool {
    // A card that adds no engine loses nothing at the limit itself: the siege is lost only
    // once the engine that reaches it is on the board.
    let added = engines_added(view, card);
    added > 0 && view.engines + added >= limit || loses_on_swords(view, card)
}

/// The engines `card` brings at once: a card of a quest that is over, Morgan's two, or a
/// War's fourth figure (two).
fn engines_added(view: &View, card: Black) -> u8 {
    let war_lost = |figures: u8| if figures == 3 { 2 } else { 0 };
    match card {
        Black::Morgan(Morgan::TwoEngines) => 2,
        Black::Picts => war_lost(view.picts.figures),
        Black::Saxons => war_lost(view.saxons.figures),
        Black::Mercenaries => war_lost(view.picts.figures.min(view.saxons.figures)),
        c if c.quest().is_some_and(|q| view.over(q)) => 1,
        _ => 0,
    }
}

/// Would `card` end a quest with the black swords that lose the game: a seventh, or a
/// twelfth sword without a white majority?
fn loses_on_swords(view: &View, card: Black) -> bool {
    let lost = swords_lost(view, card);
    let black = view.black_swords + lost;
    lost > 0 && (black >= 7 || view.white_swords + black >= 12 && view.white_swords <= black)
}

/// The black swords `card` brings at once by ending its quest as a defeat.
fn swords_lost(view: &View, card: Black) -> u8 {
    let lost = match card {
        Black::BlackKnight(_) if view.black_knight.black.len() == 3 => 1,
        Black::LancelotDragon(..) if view.lancelot_combat.black.len() == 4 => match view.lancelot {
            LancelotStage::Lancelot => 1,
            LancelotStage::Dragon => 2,
            LancelotStage::Over => 0,
        },
        Black::Excalibur if view.excalibur == Some(1) => 2,
        Black::Despair | Black::Desolation | Black::DarkForest => match &view.grail {
            Some(t) if t.grails() == 0 && t.blacks().count() == 6 => 3,
            _ => 0,
        },
        Black::Picts if view.picts.figures == 3 => 1,
        Black::Saxons if view.saxons.figures == 3 => 1,
        // The drawer picks the War: only when both stand one figure from lost.
        Black::Mercenaries if view.picts.figures == 3 && view.saxons.figures == 3 => 1,
        _ => 0,
    };
    // Mists of Avalon: each lost quest brings one more.
    let mists = u8::from(lost > 0 && view.black_in_play.contains(&Black::MistsOfAvalon));
    lost + mists
}

/// The chance that the next Black card is one `pick` names: the card Percival saw on top,
/// or one of the cards not seen in the discard, out of the game or in play.
fn next_card_chance(view: &View, pick: impl Fn(Black) -> bool) -> f64 {
    if let Some(top) = view.peek {
        return if pick(top) { 1.0 } else { 0.0 };
    }
    // Counted card by card from the deck's table rather than from a list of the unseen
    // cards (`unseen_black`): this runs at every Evil step of every roll-out. Most of the
    // time no card of the deck is one `pick` names (no card could lose the game now), and
    // nothing need be counted.
    let company = view.options.merlins_company;
    if !black_copies(company).iter().any(|(card, _)| pick(*card)) {
        return 0.0;
    }
    let seen = |card: Black| {
        view.black_discard
            .iter()
            .chain(&view.removed_black)
            .chain(&view.black_in_play)
            .filter(|c| **c == card)
            .count()
    };
    let (mut hits, mut total) = (0usize, 0usize);
    for &(card, copies) in black_copies(company) {
        let left = copies.saturating_sub(seen(card));
        total += left;
        if left > 0 && pick(card) {
            hits += left;
        }
    }
    if total == 0 {
        return 0.0;
    }
    hits as f64 / total as f64
}

/// Each Black card of the deck once, with its copies (Merlin's Company adds copies of some
/// base cards); listed once, for the base game and for Merlin's Company.
fn black_copies(company: bool) -> &'static [(Black, usize)] {
    static LISTS: std::sync::OnceLock<[Vec<(Black, usize)>; 2]> = std::sync::OnceLock::new();
    let lists = LISTS.get_or_init(|| [list_black_copies(&[]), list_black_copies(BLACK_MC)]);
    &lists[usize::from(company)]
}

/// The list `black_copies` keeps: the base deck's cards with `extra`'s copies added.
fn list_black_copies(extra: &[(Black, u8)]) -> Vec<(Black, usize)> {
    let mut out: Vec<(Black, usize)> = Vec::new();
    for (card, n) in BLACK_BASE.iter().chain(extra) {
        match out.iter_mut().find(|(c, _)| c == card) {
            Some((_, copies)) => *copies += usize::from(*n),
            None => out.push((*card, usize::from(*n))),
        }
    }
    out
}

/// The Black cards not seen in the discard, out of the game or in play: those still to
/// come (or lying face down on a quest).
pub(super) fn unseen_black(view: &View) -> Vec<Black> {
    let mut unseen = crate::cards::black_deck(view.options.merlins_company);
    let seen = view
        .black_discard
        .iter()
        .chain(view.removed_black.iter())
        .chain(view.black_in_play.iter());
    remove_all(&mut unseen, seen.copied());
    unseen
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::heuristic::Heuristic;
    use crate::quest::Quest;
    use crate::{Camelot, CamelotOptions};
    use rt_core::{Bot, Game, GameRng};

    /// The chance counted from the deck's table is the share of the unseen cards' list it
    /// replaced, at every decision of whole games, with and without Merlin's Company.
    #[test]
    fn the_next_cards_chance_is_the_share_of_the_unseen_cards() {
        let mut checked = 0;
        for (company, seats, seed) in [(false, 5, 3), (true, 8, 4), (true, 7, 5)] {
            let options = CamelotOptions {
                merlins_company: company,
                ..CamelotOptions::default()
            };
            let mut game = Camelot::setup(&options, seats, seed).expect("setup");
            let mut rng = GameRng::from_seed(seed);
            for _ in 0..5_000 {
                let Some(seat) = game.to_act().seats().first() else {
                    break;
                };
                let view = game.view(Some(seat));
                let unseen = unseen_black(&view);
                let picks: [&dyn Fn(Black) -> bool; 3] = [
                    &|c| fatal(&view, c),
                    &|c| c.quest() == Some(Quest::Grail),
                    &|c| matches!(c, Black::Witch(_) | Black::Excalibur),
                ];
                for pick in picks {
                    let listed = match view.peek {
                        Some(top) => f64::from(u8::from(pick(top))),
                        None if unseen.is_empty() => 0.0,
                        None => {
                            unseen.iter().filter(|c| pick(**c)).count() as f64 / unseen.len() as f64
                        }
                    };
                    assert_eq!(next_card_chance(&view, pick), listed);
                    checked += 1;
                }
                let legal = game.legal_actions(seat);
                let action = Heuristic(Params::default())
                    .choose(seat, &view, &legal, &mut rng)
                    .expect("a choice");
                game.apply(seat, &action).expect("legal");
                if game.over() {
                    break;
                }
            }
        }
        assert!(checked > 1_000, "{checked}");
    }
}
