//! The level-1 bot: a loyal knight's rules of thumb, or a hidden traitor's sabotage that
//! looks like bad luck. Every choice is made from the view and the legal actions alone.

use super::read::{danger, helps, occupied, progress};
use super::road::road;
use super::talk::suspicion;
use crate::action::{Action, Cancel, EvilChoice, Special};
use crate::cards::{Black, Morgan, White};
use crate::quest::{Place, Quest};
use crate::state::Loyalty;
use crate::view::{PendingView, StepView, View};
use crate::Camelot;
use rt_core::{Bot, GameRng, Seat};

#[derive(Clone, Copy, Debug, Default)]
pub struct Heuristic(pub Params);

/// The loyal knight's thresholds, kept together so the arena can tune them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Params {
    /// A second action bought with a life point from this much life…
    pub sacrifice_from: u8,
    /// …when it is worth at least this.
    pub sacrifice_worth: f64,
    /// Siege fights from this many engines.
    pub siege_from: u8,
    /// Black cards face down (for a White card) while the hand holds fewer than this.
    pub face_down_below: usize,
    /// Excalibur and the Grail are finished from this many swords on the table.
    pub cash_in_swords: u8,
    /// What drawing at the Round Table is worth, with an empty hand, falling with the hand's
    /// size to this power (a full hand has cards to play).
    pub draw_worth: f64,
    pub draw_decay: f64,
    /// What a move costs, in cards played.
    pub move_cost: f64,
    /// How much more a quest is worth for each knight already there (forces joined finish
    /// quests before Evil's cards pile up).
    pub join: f64,
    /// Healing at this much life or less.
    pub heal_below: u8,
    /// What removing an engine is worth, for each engine above `siege_from`.
    pub siege_worth: f64,
    /// Excalibur and the Grail (tugs of war) weigh this much against what their even race
    /// says.
    pub tug_boost: f64,
    /// How much a card is valued by its plain share of the work left (the rest by an even
    /// race against Evil's cards).
    pub share: f64,
    /// Evil's progress: an engine while fewer than `engine_below` stand, a life point from
    /// `life_from`, and from `engines_late` engines on, life or a Black card only.
    pub engine_below: u8,
    pub life_from: u8,
    pub engines_late: u8,
    /// A hidden traitor whose suspicion (as every bot reads it) reaches this plays like a
    /// loyal knight until it falls back.
    pub hide_from: f64,
    /// What a life point put at risk on the road is worth, on the Heroic phase's scale.
    pub life_worth: f64,
    /// How often a knight keeps playing at a quest once the cards he came with are down.
    pub stay: f64,
    /// What a War is worth, won and lost together: a sword either way, and when won a
    /// life point for each knight there and four cards; when lost two Siege Engines.
    pub war_stake: f64,
    /// Evil's step takes a life point from this much life when the hand holds three alike
    /// to heal it back with.
    pub life_with_trio_from: u8,
    /// …and from this much once Morgan's blow to every knight has passed.
    pub life_after_blow_from: u8,
    /// What healing a life point is worth on the Heroic phase's scale, at 2 life (twice
    /// that on the last point, half at 3).
    pub heal_worth: f64,
    /// What finishing a quest with the cards in hand is worth besides its odds: the reward
    /// comes at once.
    pub finish: f64,
    /// A knight who said he can help at a quest counts as this much of a knight there (and a
    /// Solo quest is left to him).
    pub claim_weight: f64,
}

impl Default for Params {
    fn default() -> Self {
        Params {
            sacrifice_from: 6,
            sacrifice_worth: 0.09,
            siege_from: 8,
            face_down_below: 11,
            cash_in_swords: 0,
            draw_worth: 0.65,
            draw_decay: 1.0,
            move_cost: 1.0,
            join: 3.0,
            heal_below: 0,
            siege_worth: 0.22,
            tug_boost: 1.4,
            share: 0.2,
            engine_below: 0,
            life_from: 3,
            engines_late: 12,
            hide_from: 3.0,
            life_worth: 0.15,
            stay: 0.0,
            war_stake: 2.1,
            life_with_trio_from: 2,
            life_after_blow_from: 2,
            heal_worth: 0.0,
            finish: 0.23,
            claim_weight: 0.5,
        }
    }
}

impl Bot<Camelot> for Heuristic {
    fn choose(
        &mut self,
        seat: Seat,
        view: &View,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> Option<Action> {
        let choice = decide_with(&self.0, seat, view, legal, rng);
        match choice {
            Some(a) if legal.contains(&a) => Some(a),
            _ => rng.pick(legal).cloned(),
        }
    }
}

/// Whether the knight plays for Evil now: a traitor does, unless he is hidden and the
/// table's suspicion of him (the same reading the loyal bots accuse by) has grown to
/// `hide_from`; then he plays loyal until it falls back. A Three Brave Knights player who
/// has not looked plays loyal.
fn traitor(params: &Params, view: &View, seat: Seat) -> bool {
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

pub(super) fn has(legal: &[Action], a: &Action) -> bool {
    legal.contains(a)
}

pub fn decide_with(
    params: &Params,
    seat: Seat,
    view: &View,
    legal: &[Action],
    rng: &mut GameRng,
) -> Option<Action> {
    let me = view.knights.get(seat.index())?;
    let bad = traitor(params, view, seat);
    if let Some(p) = &view.pending {
        return pending(params, seat, view, legal, p, bad);
    }
    match &view.step {
        StepView::Opening { .. } => lay(view, legal),
        StepView::Evil { .. } => Some(Action::Evil(evil(params, view, me.life, bad, me.unmasked))),
        StepView::Raid => legal
            .iter()
            .filter(|a| matches!(a, Action::Raid(_)))
            .max_by_key(|a| match a {
                Action::Raid(s) => view.knights.get(s.index()).map_or(0, |k| k.hand_size),
                _ => 0,
            })
            .cloned()
            .or_else(|| Some(Action::Evil(evil(params, view, me.life, true, true)))),
        StepView::Heroic(_) => {
            let next = heroic(params, seat, view, legal, bad, rng)?;
            // First, when it is news, tell the table what he is about to do.
            Some(match super::talk::statement(seat, view, legal, &next) {
                Some(said) => Action::Say(said),
                None => next,
            })
        }
        StepView::Over(_) => None,
    }
}

/// The opening card: the one the hand needs least.
fn lay(view: &View, legal: &[Action]) -> Option<Action> {
    let worst = least_useful(&view.my_hand, view)?;
    Some(Action::Lay(worst)).filter(|a| legal.contains(a))
}

/// How much a card is worth keeping, roughly.
pub(super) fn worth(card: White, view: &View) -> i32 {
    match card {
        White::Fight(v) => i32::from(v) * 2,
        White::Grail if super::plan::grail_in_reach(view) => 9,
        White::Grail => 3,
        White::Merlin => 12,
        _ => 11,
    }
}

fn least_useful(hand: &[White], view: &View) -> Option<White> {
    hand.iter().copied().min_by_key(|c| worth(*c, view))
}

/// Evil's progress (§4.1): Black cards while the quests can take them, engines while few,
/// life when healthy and the siege grows. A traitor never pays with his own life.
fn evil(params: &Params, view: &View, life: u8, bad: bool, unmasked: bool) -> EvilChoice {
    if bad {
        return if view.engines >= 5 && view.engines < 11 || unmasked && view.engines >= 8 {
            EvilChoice::AddEngine
        } else {
            EvilChoice::DrawBlack
        };
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

/// Whether Morgan's blow (every knight loses a life point) may still come: it is not in
/// the Black discard or out of the game, or the discard will soon be shuffled back.
pub(super) fn blow_ahead(view: &View) -> bool {
    let blow = Black::Morgan(Morgan::EveryoneLosesLife);
    let seen = view.black_discard.contains(&blow)
        || view.removed_black.contains(&blow)
        || view.black_in_play.contains(&blow);
    !seen || view.black_draw < 5
}

/// The three alike the hand misses least, if it holds any (Fight cards of one value, or
/// Grails): what a heal would cost.
pub(super) fn heal_trio(view: &View) -> Option<White> {
    let mut kinds: Vec<White> = view
        .my_hand
        .iter()
        .copied()
        .filter(|c| c.fight_value().is_some() || *c == White::Grail)
        .collect();
    kinds.sort_by_key(|c| worth(*c, view));
    kinds.dedup();
    kinds
        .into_iter()
        .find(|k| view.my_hand.iter().filter(|c| *c == k).count() >= 3)
}

/// Is a Black card bad enough to spend Excalibur or Merlins on?
fn dreadful(view: &View, card: Black) -> bool {
    match card {
        Black::Morgan(Morgan::TwoEngines) => view.engines >= 8,
        Black::Morgan(_)
        | Black::Mordred
        | Black::MistsOfAvalon
        | Black::Vivien
        | Black::Guinevere => true,
        Black::DarkForest | Black::Desolation => view.grail.is_some(),
        Black::Despair => danger(view, Quest::Grail).is_some_and(|d| d >= 6.0 / 7.0),
        Black::Excalibur => view.excalibur == Some(1),
        Black::Picts => view.picts.figures == 3,
        Black::Saxons => view.saxons.figures == 3,
        _ => false,
    }
}

/// A siege fight (or a charge): Fight cards up to 8, 9 on the last life point, then the
/// die; a traitor rolls early.
fn siege(life: u8, cards: &[u8], legal: &[Action], bad: bool) -> Option<Action> {
    let sum: u8 = cards.iter().sum();
    // 8 or more beats the d8 seven times in eight; on the last life point only 9 is safe.
    let enough = if life <= 1 { 9 } else { 8 };
    if sum >= enough || bad && sum >= 2 {
        return Some(Action::SiegeRoll);
    }
    // A Fight? card counts 5: as good as the best Fight card.
    legal
        .iter()
        .filter_map(|a| match a {
            Action::SiegeCard(v) => Some((*v, a)),
            Action::SiegeWild => Some((crate::quest::WILD_SIEGE_VALUE, a)),
            _ => None,
        })
        .max_by_key(|(v, _)| *v)
        .map(|(_, a)| a.clone())
        .or(Some(Action::SiegeRoll))
}

fn pending(
    params: &Params,
    seat: Seat,
    view: &View,
    legal: &[Action],
    p: &PendingView,
    bad: bool,
) -> Option<Action> {
    let me = view.knights.get(seat.index())?;
    match p {
        PendingView::Facing { .. } => Some(Action::Face {
            down: !bad && view.my_hand.len() < params.face_down_below,
        }),
        // Itself if it is one of them, else the Squire with most life: the longest use of a power.
        PendingView::Knighting { among, .. } => among
            .iter()
            .copied()
            .find(|s| *s == seat)
            .or_else(|| {
                among
                    .iter()
                    .copied()
                    .max_by_key(|s| view.knights.get(s.index()).map_or(0, |k| k.life))
            })
            .map(Action::Knight),
        PendingView::ChooseWar { card, .. } => {
            let (p, s) = (&view.picts, &view.saxons);
            // Figures where they do least harm; Mordred where the run is shortest.
            let picts = if *card == Black::Mordred {
                p.run.len() <= s.run.len()
            } else {
                p.figures < s.figures
            };
            let picts = if bad { !picts } else { picts };
            Some(Action::War(if picts {
                Quest::PictWar
            } else {
                Quest::SaxonWar
            }))
        }
        PendingView::Siege { cards, .. } if !bad && has(legal, &Action::Geraint) => {
            let fights: u8 = view.my_hand.iter().filter_map(|c| c.fight_value()).sum();
            if fights < 8 && cards.is_empty() {
                return Some(Action::Geraint);
            }
            siege(me.life, cards, legal, bad)
        }
        PendingView::Siege { cards, .. } => siege(me.life, cards, legal, bad),
        // Answer a Call for Help from Camelot when the hand can do something there.
        PendingView::CallForHelp { to, .. } => {
            let useful = match to {
                Place::Quest(q) => helps(view, *q, &view.my_hand) > 0,
                Place::Camelot => false,
            };
            Some(Action::Follow(
                !bad && useful && me.place == Some(Place::Camelot),
            ))
        }
        // Dragon Slayer: the strongest card that fits, while any does.
        PendingView::DragonSlayer { .. } => legal
            .iter()
            .filter(|a| matches!(a, Action::Play(_)) && !bad)
            .max_by_key(|a| match a {
                Action::Play(c) => c.fight_value().unwrap_or(0),
                _ => 0,
            })
            .cloned()
            .or(Some(Action::StopGiving)),
        // Owain throws back a weak card he drew.
        PendingView::Owain { drawn, .. } => drawn
            .as_ref()
            .and_then(|d| d.iter().copied().min_by_key(|c| worth(*c, view)))
            .filter(|c| !bad && worth(*c, view) <= 2)
            .map(Action::Owain)
            .or(Some(Action::StopGiving)),
        // Witch #4: a Grail card while life is short or the Grail quest is over; a traitor
        // throws the Grail away.
        PendingView::GrailOrLife { .. } => {
            let grail_spare = view.grail.is_none() || me.life <= 2;
            let grail = (bad || grail_spare) && has(legal, &Action::GiveGrail(true));
            Some(Action::GiveGrail(grail))
        }
        // Pay the cheapest way through a Lost! or Ambushed!; a traitor stays back.
        PendingView::Challenge { .. } => {
            let cost = |a: &Action| match a {
                Action::Arrive(cards) => cards.iter().map(|c| worth(*c, view)).sum::<i32>(),
                _ => i32::MAX,
            };
            let pay = legal
                .iter()
                .filter(|a| matches!(a, Action::Arrive(_)))
                .min_by_key(|a| cost(a));
            match pay {
                // Geraint saves his shrug for a dear price.
                Some(a) if !bad && (cost(a) <= 8 || !has(legal, &Action::Geraint)) => {
                    Some(a.clone())
                }
                _ if !bad && has(legal, &Action::Geraint) => Some(Action::Geraint),
                Some(a) if !bad => Some(a.clone()),
                _ => Some(Action::StayBack),
            }
        }
        PendingView::Volunteer { morgan, .. } => {
            let yes = !bad
                && match morgan {
                    Morgan::VolunteerDiscardsThree => view.my_hand.len() >= 6,
                    _ => me.life >= 5,
                };
            Some(Action::Volunteer(
                yes && has(legal, &Action::Volunteer(true)),
            ))
        }
        PendingView::Discard { .. } => {
            let keep = |c: &White| {
                if bad {
                    -worth(*c, view)
                } else {
                    worth(*c, view)
                }
            };
            view.my_hand
                .iter()
                .copied()
                .min_by_key(keep)
                .map(Action::Discard)
        }
        PendingView::Share { among, given, .. } => {
            if has(legal, &Action::Accept(true)) {
                return Some(Action::Accept(true));
            }
            // Give the next card to whoever will hold fewest, counting this share's cards.
            among
                .iter()
                .min_by_key(|s| {
                    let held = view.knights.get(s.index()).map_or(99, |k| k.hand_size);
                    usize::from(held) + given.iter().filter(|g| *g == *s).count()
                })
                .map(|s| Action::Give(*s))
        }
        PendingView::Cancel { card, .. } => {
            let card = (*card)?;
            if bad || !dreadful(view, card) {
                return Some(Action::Cancel(Cancel::Pass));
            }
            if has(legal, &Action::Cancel(Cancel::Excalibur)) && !card.is_special() {
                return Some(Action::Cancel(Cancel::Excalibur));
            }
            let merlins = view
                .my_hand
                .iter()
                .filter(|c| **c == White::Merlin)
                .count()
                .min(3) as u8;
            if merlins > 0 && has(legal, &Action::Cancel(Cancel::Merlins(merlins))) {
                return Some(Action::Cancel(Cancel::Merlins(merlins)));
            }
            if has(legal, &Action::Cancel(Cancel::Excalibur)) {
                return Some(Action::Cancel(Cancel::Excalibur));
            }
            Some(Action::Cancel(Cancel::Pass))
        }
        PendingView::Rescue { dying, .. } => Some(Action::Rescue(!bad || *dying == seat)),
        PendingView::Kay { .. } => {
            let best = legal
                .iter()
                .filter_map(|a| match a {
                    Action::Kay(Some(v)) => Some(*v),
                    _ => None,
                })
                .max();
            // A Fight? is kept for later unless it is the only card Kay can add.
            if !bad && best.is_none() && legal.contains(&Action::KayWild) {
                return Some(Action::KayWild);
            }
            Some(Action::Kay(if bad { None } else { best }))
        }
        PendingView::Convocation { .. } => {
            let here = me.place;
            let stuck = match here {
                Some(Place::Quest(q)) => helps(view, q, &view.my_hand) == 0,
                _ => true,
            };
            Some(Action::Follow(stuck))
        }
        PendingView::Give { .. } => {
            let give = least_useful(&view.my_hand, view).map(Action::GiveCard);
            give.filter(|a| has(legal, a)).or(Some(Action::StopGiving))
        }
        PendingView::Arrange { cards, .. } => {
            // The least harmful card on top.
            let cards = cards.clone()?;
            cards
                .into_iter()
                .min_by_key(|c| i32::from(dreadful(view, *c)) * 10 + i32::from(c.is_special()))
                .map(Action::Stack)
        }
        PendingView::Armor { cards, .. } => {
            let cards = cards.clone()?;
            if cards.len() == 1 && !bad && dreadful(view, cards[0]) {
                return Some(Action::Evil(EvilChoice::AddEngine));
            }
            let pick = if bad {
                cards.iter().max_by_key(|c| dreadful(view, **c))
            } else {
                cards.iter().min_by_key(|c| dreadful(view, **c))
            };
            pick.map(|c| Action::KeepBlack(*c))
        }
    }
}

/// The Heroic phase.
fn heroic(
    params: &Params,
    seat: Seat,
    view: &View,
    legal: &[Action],
    bad: bool,
    rng: &mut GameRng,
) -> Option<Action> {
    let me = view.knights.get(seat.index())?;
    let taken = match &view.step {
        StepView::Heroic(h) => h.taken.len(),
        _ => 0,
    };
    // Merlin's free card costs nothing (§12.2).
    if has(legal, &Action::MerlinDraw) {
        return Some(Action::MerlinDraw);
    }
    // A captive is a knight lost to the table: free him with the least useful Special.
    if !bad {
        let free = legal
            .iter()
            .filter_map(|a| match a {
                Action::Free { card, .. } => Some((worth(*card, view), a)),
                _ => None,
            })
            .min_by_key(|(w, _)| *w);
        if let Some((_, a)) = free {
            return Some(a.clone());
        }
    }
    // A hidden traitor now and then simply hoards at the Round Table.
    if bad && rng.below(3) == 0 {
        if has(legal, &Action::DrawWhite) {
            return Some(Action::DrawWhite);
        }
        if has(legal, &Action::EndTurn) {
            return Some(Action::EndTurn);
        }
    }
    if !bad {
        return super::loyal::turn(params, seat, view, legal);
    }
    if let Some(a) = special(seat, view, legal, bad) {
        return Some(a);
    }
    let at = me.place;
    if at == Some(Place::Quest(Quest::Excalibur)) {
        // The last step waits until its two swords are needed.
        let last = view.excalibur == Some(9);
        let needed = view.white_swords + view.black_swords >= 8;
        if !last || needed || bad {
            if let Some(a) = excalibur_play(view, legal) {
                return Some(a);
            }
        }
    } else if let Some(a) = best_play(view, legal, bad) {
        return Some(a);
    }
    if me.life <= 2 {
        if let Some(a) = legal.iter().find(|a| matches!(a, Action::Heal(_))) {
            return Some(a.clone());
        }
    }
    if taken == 1 {
        // After a move, a sacrifice buys the play there when life allows.
        let moved_to_use =
            matches!(me.place, Some(Place::Quest(q)) if helps(view, q, &view.my_hand) > 0);
        if !bad && moved_to_use && me.life >= 3 && has(legal, &Action::Sacrifice) {
            return Some(Action::Sacrifice);
        }
        return Some(Action::EndTurn)
            .filter(|a| has(legal, a))
            .or_else(|| legal.first().cloned());
    }
    let fights: u32 = view
        .my_hand
        .iter()
        .filter_map(|c| c.fight_value())
        .map(u32::from)
        .sum();
    let besieged = view.engines >= 5 && fights >= 7 || view.engines >= 8 && fights >= 4;
    if me.place == Some(Place::Camelot) && has(legal, &Action::Siege) && !bad && besieged {
        return Some(Action::Siege);
    }
    // The siege first when it grows dangerous.
    if !bad
        && besieged
        && me.place != Some(Place::Camelot)
        && has(legal, &Action::Move(Place::Camelot))
    {
        return Some(Action::Move(Place::Camelot));
    }
    if let Some(a) = best_move(seat, view, legal, bad) {
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

/// The play on the quest where the knight stands: on a combat quest the value the hand
/// holds most copies of (pairs and trios are what the patterns need), then the highest; the
/// cheapest card for Excalibur. A traitor plays the weakest. Excalibur's last step waits
/// until its swords are needed: after it ends, each Excalibur card drawn is a Siege Engine.
fn best_play(view: &View, legal: &[Action], bad: bool) -> Option<Action> {
    let plays: Vec<White> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Play(c) => Some(*c),
            _ => None,
        })
        .collect();
    if plays.is_empty() {
        return None;
    }
    let copies = |c: White| view.my_hand.iter().filter(|h| **h == c).count() as i32;
    let score = |c: White| -> i32 {
        let v = i32::from(c.fight_value().unwrap_or(0));
        v + 10 * copies(c).min(3)
    };
    let pick = if bad {
        plays.iter().copied().min_by_key(|c| score(*c))
    } else {
        plays.iter().copied().max_by_key(|c| score(*c))
    };
    pick.map(Action::Play)
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

/// Where to go: the quest where the hand helps most, weighted by how near it is to being
/// lost or won.
fn best_move(seat: Seat, view: &View, legal: &[Action], bad: bool) -> Option<Action> {
    let me = view.knights.get(seat.index())?;
    let here = me.place;
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
    // With Merlin's Company the road itself has a price (§11.5).
    let road = road(view, seat);
    let best = legal
        .iter()
        .filter_map(|a| match a {
            Action::Move(Place::Quest(q)) => Some((*q, road.weigh(score(*q), me.life, 0.5))),
            _ => None,
        })
        .max_by(|a, b| a.1.total_cmp(&b.1));
    let stay = match here {
        Some(Place::Quest(q)) => score(q),
        _ => 0.0,
    };
    match best {
        Some((q, s)) if s > stay.max(0.8) && !bad => Some(Action::Move(Place::Quest(q))),
        // A traitor goes where he helps least, looking busy.
        Some(_) if bad => legal
            .iter()
            .filter(|a| matches!(a, Action::Move(Place::Quest(_))))
            .min_by(|a, b| {
                let s = |a: &Action| match a {
                    Action::Move(Place::Quest(q)) => score(*q),
                    _ => 0.0,
                };
                s(a).total_cmp(&s(b))
            })
            .cloned(),
        _ => None,
    }
}

/// Special White cards when they pay.
pub(super) fn special(seat: Seat, view: &View, legal: &[Action], bad: bool) -> Option<Action> {
    let me = view.knights.get(seat.index())?;
    let wants = |s: &Special| -> bool {
        match s {
            Special::MerlinEngine => view.engines >= 7,
            Special::MerlinFigure(q) => danger(view, *q).is_some_and(|d| d >= 0.75),
            Special::MerlinBlack(q) => danger(view, *q).is_some_and(|d| d >= 0.75),
            Special::Piety { myself: true } => me.life <= 2,
            Special::Reinforcements { myself: true } => view.my_hand.len() <= 4,
            Special::LadyOfTheLake => {
                view.excalibur.is_some_and(|p| p >= 8) || view.excalibur.is_none() && me.life <= 3
            }
            Special::Fate => view.my_hand.len() <= 5,
            Special::Heroism(q) => {
                progress(view, *q) >= 0.5 && danger(view, *q).is_some_and(|d| d < 0.5)
            }
            Special::Clairvoyance => true,
            // Merlin's Company's cards.
            Special::Tournament => me.life <= 3,
            // A power for good beats two life points unless life is short.
            Special::TournamentKnight(s) => {
                me.life > 3 && (*s == seat || me.knight != crate::knight::Knight::Squire)
            }
            Special::Dispel(_) => true,
            Special::DivineFavor => view.white_swords + view.black_swords >= 8,
            Special::DragonSlayerDraw => view.my_hand.len() <= 4,
            Special::DragonSlayerFight => true,
            // A War about to fall with little of its run built: better no winner.
            Special::Truce(q) => {
                danger(view, *q).is_some_and(|d| d >= 0.75) && progress(view, *q) < 0.5
            }
            Special::MerlinToTheRescue(p) => me.place == Some(*p) && view.merlin != me.place,
            _ => false,
        }
    };
    if bad {
        // A traitor's Specials help Evil: Merlins spent on nothing much.
        return None;
    }
    first_special(legal, wants)
}

/// The first legal Special White play that `wants` accepts.
fn first_special(legal: &[Action], wants: impl Fn(&Special) -> bool) -> Option<Action> {
    legal
        .iter()
        .find(|a| matches!(a, Action::Special(s) if wants(s)))
        .cloned()
}

/// Specials that cannot wait: a Merlin that saves a quest about to fall or keeps the siege
/// from its twelfth engine, Piety on the last life point.
pub(super) fn urgent_special(seat: Seat, view: &View, legal: &[Action]) -> Option<Action> {
    let me = view.knights.get(seat.index())?;
    let wants = |s: &Special| -> bool {
        match s {
            Special::MerlinEngine => view.engines >= 10,
            Special::MerlinFigure(q) => danger(view, *q).is_some_and(|d| d >= 0.75),
            Special::MerlinBlack(q) => danger(view, *q).is_some_and(|d| d >= 0.75),
            Special::Piety { myself: true } => me.life <= 1,
            Special::LadyOfTheLake => view.excalibur.is_none() && me.life <= 1,
            Special::Tournament => me.life <= 1,
            _ => false,
        }
    };
    first_special(legal, wants)
}

/// Accuse the clearly most suspicious knight once accusations are open.
pub(super) fn accuse(seat: Seat, view: &View, legal: &[Action]) -> Option<Action> {
    if !legal.iter().any(|a| matches!(a, Action::Accuse(_))) {
        return None;
    }
    let sus = suspicion(view);
    let mut ranked: Vec<(usize, f64)> = sus
        .iter()
        .copied()
        .enumerate()
        .filter(|(i, _)| *i != seat.index() && legal.contains(&Action::Accuse(Seat(*i as u8))))
        .collect();
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
    match ranked.as_slice() {
        [(top, s), (_, second), ..] if *s >= 5.0 && s - second >= 3.0 => {
            Some(Action::Accuse(Seat(*top as u8)))
        }
        [(top, s)] if *s >= 5.0 => Some(Action::Accuse(Seat(*top as u8))),
        _ => None,
    }
}
