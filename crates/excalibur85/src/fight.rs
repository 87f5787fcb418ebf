//! Fights (A5, C4, C6): each side adds its terms and a d12, the higher total wins, a tie
//! changes nothing. A knight counts only the attributes the foe fights with, the weapons his
//! dexterity can wield and his stance allows, and every magic bonus. The terms are kept one
//! by one so the table can show why a fight went as it did.

use crate::attributes::{Attribute, Sheet};
use crate::cards::{Card, Foe};
use serde::{Deserialize, Serialize};

/// Attacking (choosing the fight) or defending (a card that forces it, or another knight's
/// attack) decides which weapons serve (A5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stance {
    Attack,
    Defence,
}

/// What a fight measures: strength, intelligence, or both (A5). Fights between knights
/// use both (A9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Measure {
    pub strength: bool,
    pub intelligence: bool,
}

impl Measure {
    pub const BOTH: Measure = Measure {
        strength: true,
        intelligence: true,
    };

    pub fn of(foe: &Foe) -> Measure {
        Measure {
            strength: foe.strength.is_some(),
            intelligence: foe.intelligence.is_some(),
        }
    }
}

/// One term of a total.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Term {
    Attribute(Attribute, u8),
    Card(Card, u8),
    /// The foe's printed strength and intelligence.
    Printed(u8),
    Die(u8),
}

impl Term {
    pub fn value(self) -> u32 {
        u32::from(match self {
            Term::Attribute(_, v) | Term::Card(_, v) | Term::Printed(v) | Term::Die(v) => v,
        })
    }
}

pub fn total(terms: &[Term]) -> u32 {
    terms.iter().map(|t| t.value()).sum()
}

/// The weapons that serve: in attack the single best one (Excalibur and the bow count as
/// it); in defence the shield and the armour together plus the better of the bow and
/// Excalibur (C4). A weapon serves only while dexterity reaches its need (A4).
pub fn weapons(sheet: &Sheet, cards: &[Card], stance: Stance) -> Vec<Card> {
    let usable = |c: &&Card| {
        c.weapon().is_some_and(|w| {
            sheet.dexterity >= w.needs
                && match stance {
                    Stance::Attack => w.attack,
                    Stance::Defence => w.defence,
                }
        })
    };
    let strength = |c: &Card| c.weapon().map_or(0, |w| w.strength);
    let mut held: Vec<Card> = cards.iter().filter(usable).copied().collect();
    held.sort();
    held.dedup();
    match stance {
        Stance::Attack => held.into_iter().max_by_key(strength).into_iter().collect(),
        Stance::Defence => {
            let mut out: Vec<Card> = held
                .iter()
                .copied()
                .filter(|c| matches!(c, Card::Shield | Card::Armour))
                .collect();
            out.extend(
                held.iter()
                    .copied()
                    .filter(|c| matches!(c, Card::Bow | Card::Excalibur))
                    .max_by_key(strength),
            );
            out
        }
    }
}

/// A knight's terms before the die: the measured attributes, the weapons that serve (they
/// add strength only), and the magic that bears on what is measured. Valour and experience
/// never count (A5).
pub fn knight_terms(sheet: &Sheet, cards: &[Card], measure: Measure, stance: Stance) -> Vec<Term> {
    let mut terms = Vec::new();
    if measure.strength {
        terms.push(Term::Attribute(Attribute::Strength, sheet.strength));
    }
    if measure.intelligence {
        terms.push(Term::Attribute(Attribute::Intelligence, sheet.intelligence));
    }
    if measure.strength {
        for w in weapons(sheet, cards, stance) {
            terms.extend(w.weapon().map(|x| Term::Card(w, x.strength)));
        }
    }
    let mut magic: Vec<Card> = cards.to_vec();
    magic.sort();
    magic.dedup();
    for c in magic {
        let (f, i) = c.magic();
        let bonus = if measure.strength { f } else { 0 } + if measure.intelligence { i } else { 0 };
        if bonus > 0 {
            terms.push(Term::Card(c, bonus));
        }
    }
    terms
}

/// A foe's terms before the die: its printed strength and intelligence together (A5).
pub fn foe_terms(foe: &Foe) -> Vec<Term> {
    vec![Term::Printed(foe.total() as u8)]
}

/// How a fight ended for the knight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    Won,
    Lost,
    Tie,
}

pub fn outcome(mine: u32, theirs: u32) -> Outcome {
    match mine.cmp(&theirs) {
        std::cmp::Ordering::Greater => Outcome::Won,
        std::cmp::Ordering::Less => Outcome::Lost,
        std::cmp::Ordering::Equal => Outcome::Tie,
    }
}

/// Valour and experience after a fight (A5, C8.1): up one for each measured side on a win,
/// down one on a loss, nothing on a tie.
pub fn learn(sheet: &mut Sheet, measure: Measure, outcome: Outcome) {
    let sides = [
        (measure.strength, Attribute::Valour),
        (measure.intelligence, Attribute::Experience),
    ];
    for (measured, a) in sides {
        if !measured {
            continue;
        }
        match outcome {
            Outcome::Won => sheet.gain(a, 1),
            Outcome::Lost => sheet.lose(a, 1),
            Outcome::Tie => {}
        }
    }
}
