//! The odds of a quest: the knights' cards and Evil's arrive each at their own pace. Wars
//! and combats are races to fill their spots first; Excalibur and the Grail are tugs of war,
//! where every card pushes the other side back one step (a gambler's ruin).
//!
//! Paces matter more than counts: a War draws one Black card in thirteen, the Grail one in
//! four, so a War a knight stands at is nearly always won, and a Grail nobody feeds is lost.

use crate::quest::Quest;
use crate::view::View;

/// Black cards Evil's step draws per turn, on average (a knight draws in most turns).
pub const BLACK_PER_TURN: f64 = 0.7;
/// How often a knight standing at a quest plays a card there, per round of turns.
pub const PLAY_PER_ROUND: f64 = 0.8;
/// The pace of a quest nobody stands at: someone may come later.
pub const LATER: f64 = 0.3;

/// The share of the Black deck that lands on a quest (§1: Black Knight 11, Lancelot or the
/// Dragon 11, Excalibur 15, Despair, Desolation and Dark Forest 18, and each War its 4
/// figures and half of the 4 Mercenaries, of 76).
pub fn evil_share(quest: Quest) -> f64 {
    let cards = match quest {
        Quest::BlackKnight | Quest::Lancelot => 11.0,
        Quest::Excalibur => 15.0,
        Quest::Grail => 18.0,
        Quest::PictWar | Quest::SaxonWar => 6.0,
    };
    cards / 76.0
}

/// Evil's cards per round (one turn for each knight still in play) on a quest.
pub fn evil_pace(view: &View, quest: Quest) -> f64 {
    let knights = view
        .knights
        .iter()
        .filter(|k| k.alive && !k.unmasked)
        .count()
        .max(1) as f64;
    knights * BLACK_PER_TURN * evil_share(quest)
}

/// The chance a side that needs `n` more cards gets them before the other side's `m`, when
/// each next card is theirs with probability `p` (the problem of points).
pub fn race(n: usize, m: usize, p: f64) -> f64 {
    if n == 0 {
        return 1.0;
    }
    if m == 0 {
        return 0.0;
    }
    let q = 1.0 - p;
    // Σ over the other side's cards j < m before the n-th: C(n−1+j, j) pⁿ qʲ.
    let mut term = p.powi(n as i32);
    let mut sum = term;
    for j in 1..m {
        term *= (n - 1 + j) as f64 / j as f64 * q;
        sum += term;
    }
    sum.clamp(0.0, 1.0)
}

/// The chance a tug of war `from` steps from the other side's bank reaches the knights'
/// bank, `size` steps from it, first; each step is the knights' with probability `p`.
pub fn tug(from: f64, size: f64, p: f64) -> f64 {
    if from <= 0.0 {
        return 0.0;
    }
    if from >= size {
        return 1.0;
    }
    if p <= 0.0 {
        return 0.0;
    }
    let r = (1.0 - p) / p;
    if (r - 1.0).abs() < 1e-9 {
        return from / size;
    }
    ((1.0 - r.powf(from)) / (1.0 - r.powf(size))).clamp(0.0, 1.0)
}

/// `race` with the other side's need a fraction (Evil's cards expected meanwhile),
/// between the two whole counts around it.
pub fn race_between(n: usize, m: f64, p: f64) -> f64 {
    let m = m.max(0.0);
    let low = m.floor();
    let part = m - low;
    let a = race(n, low as usize, p);
    if part == 0.0 {
        return a;
    }
    a * (1.0 - part) + race(n, low as usize + 1, p) * part
}

/// The chance each next card at a quest is the knights', with `others` knights playing there
/// (or someone later, when none do).
pub fn knights_share(others: f64, evil: f64) -> f64 {
    let knights = (PLAY_PER_ROUND * others).max(LATER);
    knights / (knights + evil)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn races_and_tugs_match_hand_counts() {
        // Even odds: one card each way is a coin toss; two against one is three in four.
        assert!((race(1, 1, 0.5) - 0.5).abs() < 1e-9);
        assert!((race(1, 2, 0.5) - 0.75).abs() < 1e-9);
        assert!((race(2, 1, 0.5) - 0.25).abs() < 1e-9);
        assert_eq!(race(0, 3, 0.1), 1.0);
        assert_eq!(race(3, 0, 0.9), 0.0);
        // A fair tug is won from where it stands.
        assert!((tug(3.0, 10.0, 0.5) - 0.3).abs() < 1e-9);
        // A tug pulled harder by Evil is lost from the middle more often than not.
        assert!(tug(7.0, 14.0, 0.4) < 0.2);
        assert!(tug(7.0, 14.0, 0.6) > 0.8);
        // Fractions lie between the whole counts.
        let (a, b) = (race(3, 2, 0.6), race(3, 3, 0.6));
        let mid = race_between(3, 2.5, 0.6);
        assert!(a < mid && mid < b);
    }

    #[test]
    fn a_war_a_knight_stands_at_is_safer_than_the_grail() {
        // Five seats: a War gets about a quarter of a Black card a round, the Grail nearly one.
        let war = 5.0 * BLACK_PER_TURN * evil_share(Quest::PictWar);
        let grail = 5.0 * BLACK_PER_TURN * evil_share(Quest::Grail);
        assert!(race(5, 4, knights_share(1.0, war)) > 0.85);
        assert!(tug(7.0, 14.0, knights_share(1.0, grail)) < 0.5);
    }
}
