//! A loyal knight's Heroic phase: play where he stands, else go where his hand is worth
//! most, else draw at the Round Table or fight the siege; a second action bought with a
//! life point when it pays.

use super::accusation::accuse;
use super::hand::{heal_trio, spare_grails, worth};
use super::heuristic::{has, Params};
use super::plan::{cash_in, read, stake, Reading};
use super::read::{occupied, others_at, solo};
use super::road::road;
use super::specials::{special, urgent_special};
use super::talk::claims;
use crate::action::{Action, Special};
use crate::cards::Black;
use crate::quest::{Place, Quest};
use crate::state::ActionType;
use crate::view::{StepView, View};
use rt_core::Seat;

/// What a loyal knight would like to do next, and how much it is worth.
struct Want {
    action: Action,
    kind: ActionType,
    value: f64,
}

/// The worth of `plays` cards put towards a quest: the swords at stake times how much they
/// raise the knights' chance there (`others`: how many other knights play there).
fn quest_gain(
    params: &Params,
    view: &View,
    quest: Quest,
    r: &Reading,
    plays: usize,
    others: f64,
) -> f64 {
    let boost = if r.tug { params.tug_boost } else { 1.0 };
    // Tried and dropped: the whole game at stake (8-20 on this scale) at a quest whose
    // defeat would bring the seventh black sword, traced where knights holding three Grails
    // fought elsewhere while one Black card would lose the Grail and the game. Level 1,
    // standard deal, 4,000 games, won: Merlin's Company 7 seats 329 -> 297-305, 8 seats 250
    // -> 198-219; base game 5 seats 1,235 -> 1,165-1,217, 7 seats 1,414 -> 1,385-1,410. Only
    // two or fewer Evil cards from that defeat: 322-330, 222-245, 1,213-1,232, 1,418-1,425.
    // Nor does a Grail card played where one or two more Despairs would lose the Grail earn
    // a defender's bonus on top (0.3 or 1 two Despairs away, twice that at one): Merlin's
    // Company, 7 seats, 329 -> 278 and 244; from three Despairs away (1, 2, 3 a card), 212.
    boost * stake(params, view, quest) * r.gain(plays, others, params.share)
}

/// A combat is worth joining only if the hand can win it.
fn worth_joining(view: &View, seat: Seat, quest: Quest, r: &Reading) -> bool {
    if r.need == 0 || r.fit == 0 {
        return false;
    }
    if solo(view, quest) {
        // Alone, so only with the whole pattern in hand, and a winning total.
        !occupied(view, seat, Place::Quest(quest)) && r.fit >= r.need && r.margin > 0.0
    } else {
        quest != Quest::Lancelot || r.margin > 0.0
    }
}

fn loyal_want(params: &Params, seat: Seat, view: &View) -> Option<Want> {
    let me = view.knights.get(seat.index())?;
    let hand = &view.my_hand;
    let hold = !cash_in(view, params.cash_in_swords);
    let heal = heal_want(params, view, me.life);
    // A card where the knight stands, unless a life point is worth more.
    if let Some(Place::Quest(q)) = me.place {
        if let Some(r) = read(view, q, hand, hold) {
            if let (Some(card), true) = (r.first, r.need > 0) {
                let others = others_at(view, seat, Place::Quest(q));
                let play = Want {
                    action: Action::Play(card),
                    kind: ActionType::Quest,
                    value: quest_gain(params, view, q, &r, 1, others as f64),
                };
                return Some(match heal {
                    Some(h) if h.value > play.value => h,
                    _ => play,
                });
            }
        }
    }
    let best = best_quest(params, seat, view, hold);
    let fights: u32 = hand
        .iter()
        .filter_map(|c| c.fight_value())
        .map(u32::from)
        .sum();
    // A fight with the hand's Fight cards up to 8 against the d8.
    // A lost fight costs a life point: never on the last one unless it cannot be lost.
    // Tried and dropped: counting two engines ahead for each unmasked traitor (he adds one
    // at nearly every turn of his), since with Merlin's Company at 7 seats most games with
    // a traitor unmasked were lost to the engines (19 of 33, in 60 games with sieges worth
    // 0.22). Level 1 gained little (standard deal, 4,000 games: 298 -> 305 won); level 2
    // against level 2 won 2 of 15 games (seeds 7100-7106 and 7130-7137), against 17 of 60
    // (7100-7159) as it then stood. One engine ahead for each (the siege's limit as Evil's
    // step reads it, `siege_limit`): level 1 much the same (329 -> 330 won, 8 seats 250 ->
    // 249, base game 7 seats 1,414 -> 1,419); level 2 won 14 of 61 games (seeds
    // 7100-7161), as many as the code without it on the same seeds, with more lost to the
    // engines (37 against 30). The engines the next
    // round is likely to bring (raiders and the Black cards that add one), from half a
    // round to two rounds ahead: level 1 315-322, and 276 at two.
    let siege = if view.engines >= params.siege_from && (me.life >= 2 || fights >= 9) {
        let odds = (f64::from(fights.min(9)) - 1.0).max(0.0) / 8.0;
        odds * f64::from(view.engines + 1 - params.siege_from) * params.siege_worth
    } else {
        0.0
    };
    let draw = if hand.len() < 12 {
        params.draw_worth / (1.0 + hand.len() as f64 / 4.0)
    } else {
        0.0
    };
    let at_camelot = me.place == Some(Place::Camelot);
    // With Merlin's Company every move draws a Travel card first (§11.5).
    let road = road(view, seat);
    let moved = |value: f64| road.weigh(value, me.life, params.life_worth);
    let mut options: Vec<Want> = heal.into_iter().collect();
    if let Some((q, v)) = best {
        options.push(Want {
            action: Action::Move(Place::Quest(q)),
            kind: ActionType::Move,
            value: moved(v),
        });
    }
    if at_camelot {
        options.push(Want {
            action: Action::Siege,
            kind: ActionType::Quest,
            value: siege,
        });
        options.push(Want {
            action: Action::DrawWhite,
            kind: ActionType::Quest,
            value: draw,
        });
    } else {
        options.push(Want {
            action: Action::Move(Place::Camelot),
            kind: ActionType::Move,
            value: moved(siege.max(draw) * 0.8),
        });
    }
    options
        .into_iter()
        .max_by(|a, b| a.value.total_cmp(&b.value))
}

/// The quest where the hand is worth most, and that worth: the cards it can play there,
/// weighed up for the knights already there, less the move it costs.
fn best_quest(params: &Params, seat: Seat, view: &View, hold: bool) -> Option<(Quest, f64)> {
    let hand = &view.my_hand;
    Quest::ALL
        .iter()
        .filter_map(|q| Some((*q, read(view, *q, hand, hold)?)))
        .filter(|(q, r)| worth_joining(view, seat, *q, r))
        .filter_map(|(q, r)| {
            let others = others_at(view, seat, Place::Quest(q));
            // A knight who said he can help there is on his way: a Solo quest is his, and
            // at a group quest he counts, in part, as a knight there to join.
            let claimed = claims(view, seat, q);
            if claimed > 0.0 && solo(view, q) {
                return None;
            }
            let claimed = claimed * params.claim_weight;
            // Knights there are counted on for two cards each, but not at the Grail (one who
            // stays there has usually played his Grails out already) nor at a War, whose next
            // card is one exact value a knight there would have played if he held it
            // (counting on them left a War one card short for a dozen turns).
            let expect = match q {
                Quest::Grail | Quest::PictWar | Quest::SaxonWar => 0,
                _ => 2 * others,
            };
            let need = r.need.saturating_sub(expect);
            let plays = r.fit.min(need);
            if plays == 0 {
                return None;
            }
            let gain = quest_gain(params, view, q, &r, plays, others as f64);
            // Finishing it brings its reward now: cards and life to play on with.
            let gain = if plays >= r.full_need {
                gain + params.finish
            } else {
                gain
            };
            let joined = 1.0 + params.join * (others as f64 + claimed);
            Some((q, joined * gain / (plays as f64 + params.move_cost)))
        })
        .max_by(|a, b| a.1.total_cmp(&b.1))
}

/// The card that wins the quest where the knight stands comes before any Special: a Merlin
/// that holds a figure off a War one card from won is spent for nothing (traced: a knight
/// holding the 5 a War needed played a Merlin on its figures instead).
fn finishing_play(seat: Seat, view: &View, legal: &[Action]) -> Option<Action> {
    let Some(Place::Quest(q)) = view.knights.get(seat.index())?.place else {
        return None;
    };
    let r = read(view, q, &view.my_hand, false)?;
    let play = Action::Play(r.first?);
    (r.full_need == 1 && r.fit >= 1 && r.margin >= 0.0 && has(legal, &play)).then_some(play)
}

/// A life point back for three alike, dearer the less life is left.
fn heal_want(params: &Params, view: &View, life: u8) -> Option<Want> {
    let card = heal_trio(view)?;
    let spare = spare_grails(view);
    let scale = match life {
        0 | 1 => 2.0,
        2 => 1.0,
        3 => 0.5,
        _ => return None,
    };
    // Grails the hand can spare cost little to heal with.
    let worth = if spare {
        params.spare_heal_worth
    } else {
        params.heal_worth
    };
    Some(Want {
        action: Action::Heal(card),
        kind: ActionType::Heal,
        value: worth * scale,
    })
}

/// Witch #7 takes a life point from every knight away from the next lost quest: a knight on
/// his last point at the Round Table is away from every quest, so he heals first. Merlin's
/// Company, 3,000 games a seed, 7 seats: games ending with every knight dead 12.8 -> 9.7 %,
/// 12.9 -> 9.5 %, 11.8 -> 9.0 %, 11.8 -> 8.5 %, knights' wins 28.2 -> 27.8 % over the four;
/// 8 seats 7.6 -> 6.4 %, 8.5 -> 6.8 % (wins 32.6 -> 31.5 %); 5 seats 20.5 -> 15.0 % twice
/// (wins 25.0 -> 25.4 %). Healing wherever he stands cost more wins (27.7 -> 26.1 %).
fn witch_seven_waits(view: &View, life: u8, place: Option<Place>) -> bool {
    life == 1 && place == Some(Place::Camelot) && view.black_in_play.contains(&Black::Witch(7))
}

/// Tristan leaves the Round Table for free: on the road he wanted anyway (his action is
/// then free for a card there), or, once his action at Camelot is taken, to the quest where
/// his hand is worth most for next turn.
fn free_road(
    params: &Params,
    seat: Seat,
    view: &View,
    legal: &[Action],
    want: Option<&Want>,
    acted: bool,
) -> Option<Action> {
    if !legal.iter().any(|a| matches!(a, Action::FreeMove(_))) {
        return None;
    }
    let to = match want.map(|w| &w.action) {
        Some(Action::Move(Place::Quest(q))) => Some(*q),
        _ if acted => {
            let me = view.knights.get(seat.index())?;
            let hold = !cash_in(view, params.cash_in_swords);
            best_quest(params, seat, view, hold)
                .filter(|(_, v)| road(view, seat).weigh(*v, me.life, params.life_worth) > 0.0)
                .map(|(q, _)| q)
        }
        _ => None,
    }?;
    Some(Action::FreeMove(Place::Quest(to))).filter(|a| has(legal, a))
}

/// The whole phase, one action at a time.
pub(super) fn turn(params: &Params, seat: Seat, view: &View, legal: &[Action]) -> Option<Action> {
    let me = view.knights.get(seat.index())?;
    let StepView::Heroic(h) = &view.step else {
        return None;
    };
    if let Some(a) = accuse(params, seat, view, legal) {
        return Some(a);
    }
    if let Some(a) = finishing_play(seat, view, legal) {
        return Some(a);
    }
    if let Some(a) = urgent_special(seat, view, legal) {
        return Some(a);
    }
    if me.life <= params.heal_below || witch_seven_waits(view, me.life, me.place) {
        // The three cards the hand misses least.
        if let Some(a) = legal
            .iter()
            .filter(|a| matches!(a, Action::Heal(_)))
            .min_by_key(|a| match a {
                Action::Heal(c) => worth(*c, view),
                _ => 0,
            })
        {
            return Some(a.clone());
        }
    }
    let want = loyal_want(params, seat, view);
    // Other Specials when the knight has no card to play where he stands.
    let playing = want
        .as_ref()
        .is_some_and(|w| matches!(w.action, Action::Play(_)));
    if !playing {
        if let Some(a) = special(seat, view, legal, false) {
            return Some(a);
        }
    }
    if let Some(a) = free_road(
        params,
        seat,
        view,
        legal,
        want.as_ref(),
        !h.taken.is_empty(),
    ) {
        return Some(a);
    }
    let done = h.taken.len() >= h.allowed();
    if done {
        let again = want.as_ref().is_some_and(|w| {
            !h.taken.contains(&w.kind)
                && w.value >= params.sacrifice_worth
                && me.life >= params.sacrifice_from
        });
        if again && has(legal, &Action::Sacrifice) {
            return Some(Action::Sacrifice);
        }
        return Some(Action::EndTurn).filter(|a| has(legal, a));
    }
    if let Some(w) = want {
        if has(legal, &w.action) {
            return Some(w.action);
        }
    }
    // A Fight? card where the knight stands, at the highest value that fits.
    let wild = legal
        .iter()
        .filter_map(|a| match a {
            Action::PlayWild(v) => Some(*v),
            _ => None,
        })
        .max();
    if let Some(v) = wild {
        return Some(Action::PlayWild(v));
    }
    // Nothing planned is open: the Round Table, any card, the end of the turn, any road.
    let first = |pick: fn(&Action) -> bool| legal.iter().find(|a| pick(a)).cloned();
    first(|a| matches!(a, Action::DrawWhite | Action::Move(Place::Camelot)))
        .or_else(|| first(|a| matches!(a, Action::Play(_))))
        // Clairvoyance only orders Evil's next cards: never worth a Heroic Action that can do
        // anything else (5 seats, two seeds of 6,000 games: 58.0 -> 60.1 %, 56.9 -> 59.1 % once it waited).
        .or_else(|| first(|a| matches!(a, Action::Special(Special::Clairvoyance))))
        .or_else(|| first(|a| matches!(a, Action::EndTurn)))
        .or_else(|| first(|a| matches!(a, Action::Move(_))))
}
