//! Worlds a bot may search: full game states that agree with its view, the cards it cannot
//! see (other hands, face-down Black cards, the decks) and the others' Loyalty sampled.

use crate::cards::{black_deck, deck, white_deck, Black, White, LOYAL_CARDS};
use crate::quest::{Combat, GrailSpot, LancelotBoard, Placed};
use crate::state::{Camelot, KnightState, Loyalty, Quests, Step};
use crate::travel::{Travel, TRAVEL_DECK};
use crate::view::{CombatView, LancelotStage, StepView, View};
use rt_core::{GameRng, Seat};

/// Removes one copy of each of `seen` from `pool`.
pub(super) fn remove_all<T: PartialEq + Copy>(
    pool: &mut Vec<T>,
    seen: impl IntoIterator<Item = T>,
) {
    for card in seen {
        if let Some(i) = pool.iter().position(|c| *c == card) {
            pool.swap_remove(i);
        }
    }
}

/// A state agreeing with `view`, for a decision in a turn's Evil or Heroic step (pending
/// decisions are left to the heuristic). `None` when the view is in another state.
pub fn determinize(view: &View, me: Seat, rng: &mut GameRng) -> Option<Camelot> {
    determinize_with(view, me, 0.0, rng)
}

/// Picks an index of `weights` with a chance proportional to its weight.
fn weighted(weights: &[f64], rng: &mut GameRng) -> usize {
    let total: f64 = weights.iter().sum();
    // 53 random bits: a uniform draw in [0, total).
    let mut x = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
    for (i, w) in weights.iter().enumerate() {
        if x < *w {
            return i;
        }
        x -= w;
    }
    weights.len().saturating_sub(1)
}

/// As `determinize`, with the hidden traitors placed by a belief that reads the public
/// record: an unknown seat holds a Traitor card with odds `exp(belief × suspicion)` times
/// those of the deal (`belief` 0: the deal's own chances).
pub fn determinize_with(view: &View, me: Seat, belief: f64, rng: &mut GameRng) -> Option<Camelot> {
    if view.pending.is_some() {
        return None;
    }
    let step = match &view.step {
        StepView::Evil { chosen: false } => Step::Evil { chosen: false },
        StepView::Heroic(h) => Step::Heroic(h.clone()),
        StepView::Raid => Step::Raid,
        _ => return None,
    };
    // White cards: everything not seen is in another hand or the draw pile.
    let mc = view.options.merlins_company;
    let mut white = white_deck(mc);
    remove_all(&mut white, view.my_hand.iter().copied());
    remove_all(&mut white, view.white_discard.iter().copied());
    remove_all(&mut white, view.removed_white.iter().copied());
    let fights = |c: &CombatView| crate::quest::fight_cards(&c.white, &c.wild);
    remove_all(&mut white, fights(&view.black_knight));
    remove_all(&mut white, fights(&view.lancelot_combat));
    if let Some(t) = &view.grail {
        remove_all(&mut white, std::iter::repeat_n(White::Grail, t.grails()));
    }
    for war in [&view.picts, &view.saxons] {
        remove_all(&mut white, crate::quest::fight_cards(&war.run, &war.wild));
    }
    if view.heroism.is_some() {
        remove_all(&mut white, [White::Heroism]);
    }
    rng.shuffle(&mut white);

    // Black cards: face-up and known ones out; face-down ones drawn from what is left.
    let mut black = black_deck(mc);
    remove_all(&mut black, view.black_discard.iter().copied());
    remove_all(&mut black, view.removed_black.iter().copied());
    remove_all(&mut black, view.black_in_play.iter().copied());
    if let Some(t) = &view.grail {
        remove_all(
            &mut black,
            t.blacks().map(|s| {
                if s == GrailSpot::Desolation {
                    Black::Desolation
                } else {
                    Black::Despair
                }
            }),
        );
    }
    let dragon = view.lancelot == LancelotStage::Dragon;
    let bk_card = |v: u8| Black::BlackKnight(v);
    let ld_card = |v: u8, pool: &[Black]| {
        pool.iter().copied().find(
            |c| matches!(c, Black::LancelotDragon(l, d) if (if dragon { *d } else { *l }) == v),
        )
    };
    // Known values first (face up, or mine), then the hidden ones.
    let mut known_bk = Vec::new();
    for v in view.black_knight.black.iter().flatten() {
        known_bk.push(bk_card(*v));
    }
    remove_all(&mut black, known_bk);
    let mut known_ld = Vec::new();
    for v in view.lancelot_combat.black.iter().flatten() {
        if let Some(c) = ld_card(*v, &black) {
            known_ld.push(c);
            remove_all(&mut black, [c]);
        }
    }
    rng.shuffle(&mut black);
    let place_combat = |cv: &CombatView, is_bk: bool, black: &mut Vec<Black>| -> Combat {
        let mut placed = Vec::new();
        let mut known = if is_bk { Vec::new() } else { known_ld.clone() };
        for v in &cv.black {
            let card = match v {
                Some(v) if is_bk => Some(bk_card(*v)),
                Some(_) => (!known.is_empty()).then(|| known.remove(0)),
                None => {
                    let i = black.iter().position(|c| {
                        if is_bk {
                            matches!(c, Black::BlackKnight(_))
                        } else {
                            matches!(c, Black::LancelotDragon(..))
                        }
                    });
                    i.map(|i| black.swap_remove(i))
                }
            };
            let Some(card) = card else { continue };
            let value = card.combat_value(dragon);
            // A hidden card's placer is unknown: no seat of this world sees it.
            placed.push(Placed {
                card,
                value,
                face_down: v.is_none(),
                by: if v.is_some() { me } else { Seat(u8::MAX) },
            });
        }
        Combat {
            white: cv.white.to_vec(),
            wild: cv.wild.to_vec(),
            black: placed,
        }
    };
    let black_knight = place_combat(&view.black_knight, true, &mut black);
    let lancelot = match view.lancelot {
        LancelotStage::Lancelot => {
            LancelotBoard::Lancelot(place_combat(&view.lancelot_combat, false, &mut black))
        }
        LancelotStage::Dragon => {
            LancelotBoard::Dragon(place_combat(&view.lancelot_combat, false, &mut black))
        }
        LancelotStage::Over => LancelotBoard::Over,
    };
    // Percival's peek stays on top.
    if let Some(top) = view.peek {
        remove_all(&mut black, [top]);
        black.push(top);
    }

    // Loyalty: mine if known; otherwise, and for the others, a deal consistent with what
    // is public (unmasked traitors).
    let n = view.n();
    let mut loyalty: Vec<Option<Loyalty>> = view.knights.iter().map(|k| k.loyalty).collect();
    let known_traitors = loyalty
        .iter()
        .filter(|l| **l == Some(Loyalty::Traitor))
        .count();
    let unknown: Vec<usize> = (0..n).filter(|i| loyalty[*i].is_none()).collect();
    let suspicion = super::talk::suspicion(view);
    let odds = |seats: &[usize]| -> Vec<f64> {
        seats
            .iter()
            .map(|i| (belief * suspicion.get(*i).copied().unwrap_or(0.0)).exp())
            .collect()
    };
    let deck_size = if view.options.traitor_among_us {
        n + 1
    } else {
        8
    };
    let traitors = view.options.traitor_cards(n);
    if traitors == 2 {
        // Merlin's Company's 9 cards: the unseen ones dealt at random to the unknown seats.
        let known_loyal = loyalty
            .iter()
            .filter(|l| **l == Some(Loyalty::Loyal))
            .count();
        let mut unseen: Vec<Loyalty> =
            std::iter::repeat_n(Loyalty::Loyal, LOYAL_CARDS.saturating_sub(known_loyal))
                .chain(std::iter::repeat_n(
                    Loyalty::Traitor,
                    traitors.saturating_sub(known_traitors),
                ))
                .collect();
        // How many Traitor cards the unknown seats hold, as the deal gives it; which seats,
        // by the belief.
        rng.shuffle(&mut unseen);
        let dealt = unseen.split_off(unseen.len().saturating_sub(unknown.len()));
        let mut left = unknown.clone();
        for _ in dealt.iter().filter(|l| **l == Loyalty::Traitor) {
            let i = left.swap_remove(weighted(&odds(&left), rng));
            loyalty[i] = Some(Loyalty::Traitor);
        }
        for i in left {
            loyalty[i] = Some(Loyalty::Loyal);
        }
    } else if known_traitors < traitors && !unknown.is_empty() {
        // The Traitor card is among the unseen: in one of the unknown seats with the chance
        // the deal gives it.
        let left = deck_size - (n - unknown.len());
        if rng.below(left) < unknown.len() {
            let i = unknown[weighted(&odds(&unknown), rng)];
            loyalty[i] = Some(Loyalty::Traitor);
        }
    }

    let mut knights = Vec::new();
    for (i, k) in view.knights.iter().enumerate() {
        let hand = if i == me.index() {
            view.my_hand.to_vec()
        } else {
            let take = usize::from(k.hand_size).min(white.len());
            let mut h = white.split_off(white.len() - take);
            h.sort();
            h
        };
        knights.push(KnightState {
            knight: k.knight,
            life: k.life,
            hand,
            place: k.place,
            alive: k.alive,
            loyalty: loyalty[i].unwrap_or(Loyalty::Loyal),
            unmasked: k.unmasked,
            has_accused: k.has_accused,
            captured: k.captured,
            power_spent: k.power_spent,
        });
    }
    // The Travel cards not seen: in the deck, in an unknown order.
    let mut travel = if mc { deck(TRAVEL_DECK) } else { Vec::new() };
    remove_all(&mut travel, view.travel_discard.iter().copied());
    remove_all(
        &mut travel,
        view.knights
            .iter()
            .filter(|k| k.captured)
            .map(|_| Travel::Captured),
    );
    rng.shuffle(&mut travel);
    // Bors's peek stays on top.
    if let Some(top) = view.travel_peek {
        remove_all(&mut travel, [top]);
        travel.push(top);
    }
    Some(Camelot {
        options: view.options.clone(),
        knights,
        white_draw: white,
        white_discard: view.white_discard.to_vec(),
        black_draw: black,
        black_discard: view.black_discard.to_vec(),
        black_in_play: view.black_in_play.to_vec(),
        quests: Quests {
            black_knight,
            lancelot,
            excalibur: view.excalibur,
            grail: view.grail.clone(),
            picts: view.picts.clone(),
            saxons: view.saxons.clone(),
        },
        relics: view.relics.clone(),
        engines: view.engines,
        white_swords: view.white_swords,
        black_swords: view.black_swords,
        turn: view.turn,
        step,
        pending: Vec::new(),
        rng: rng.fork(0xC4E1),
        turns: view.turns,
        chain: 0,
        no_heroic: false,
        heroism: view.heroism,
        in_chain: false,
        said: view.said.to_vec(),
        conduct: view.conduct.to_vec(),
        travel_draw: travel,
        travel_discard: view.travel_discard.to_vec(),
        merlin: view.merlin,
        removed_black: view.removed_black.to_vec(),
        removed_white: view.removed_white.to_vec(),
        divine_favor: view.divine_favor,
    })
}
