//! The cards as data (§1): every White and Black card with its count, so that the decks are
//! built from these tables and the tests check them against the spec's totals. Copies of a
//! card are identical, so piles hold card kinds, not identities.

use serde::{Deserialize, Serialize};

/// A White card (the knights' deck).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum White {
    /// A Fight card of value 1 to 5.
    Fight(u8),
    Grail,
    Merlin,
    Convocation,
    Fate,
    Heroism,
    LadyOfTheLake,
    Messenger,
    Piety,
    Clairvoyance,
    Reinforcements,
    // Merlin's Company (§2, §11.5).
    /// "Fight?": a standard card whose value (1 to 5) is chosen when it is played.
    FightWild,
    CallForHelp,
    Dispel,
    DivineFavor,
    DragonSlayer,
    MerlinToTheRescue,
    NewHope,
    Tournament,
    Truce,
}

impl White {
    /// Special White cards are played as a type-C action (§11.1); the others are standard.
    #[inline]
    pub fn is_special(self) -> bool {
        !matches!(self, White::Fight(_) | White::Grail | White::FightWild)
    }

    /// A Fight card or a Fight? card: what a siege fight takes.
    #[inline]
    pub fn fights(self) -> bool {
        matches!(self, White::Fight(_) | White::FightWild)
    }

    #[inline]
    pub fn fight_value(self) -> Option<u8> {
        match self {
            White::Fight(v) => Some(v),
            _ => None,
        }
    }

    /// A stable name for words and tests: `fight-3`, `grail`, `merlin`…
    pub fn slug(self) -> String {
        match self {
            White::Fight(v) => format!("fight-{v}"),
            White::Grail => "grail".into(),
            White::Merlin => "merlin".into(),
            White::Convocation => "convocation".into(),
            White::Fate => "fate".into(),
            White::Heroism => "heroism".into(),
            White::LadyOfTheLake => "lady-of-the-lake".into(),
            White::Messenger => "messenger".into(),
            White::Piety => "piety".into(),
            White::Clairvoyance => "clairvoyance".into(),
            White::Reinforcements => "reinforcements".into(),
            White::FightWild => "fight-wild".into(),
            White::CallForHelp => "call-for-help".into(),
            White::Dispel => "dispel".into(),
            White::DivineFavor => "divine-favor".into(),
            White::DragonSlayer => "dragon-slayer".into(),
            White::MerlinToTheRescue => "merlin-to-the-rescue".into(),
            White::NewHope => "new-hope".into(),
            White::Tournament => "tournament".into(),
            White::Truce => "truce".into(),
        }
    }
}

/// The five Morgans, named by what they do (§11.4; sources number them differently).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Morgan {
    /// Every knight loses 1 LP.
    EveryoneLosesLife,
    /// One knight may discard 3 White cards; otherwise each knight with cards discards 1.
    VolunteerDiscardsThree,
    /// Draw and resolve the next 3 Black cards.
    ThreeMoreCards,
    /// Add 2 Siege Engines.
    TwoEngines,
    /// One knight may lose 2 LP; otherwise each knight with cards discards 1.
    VolunteerLosesTwoLife,
}

/// A Black card (Evil's deck).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Black {
    /// Placed on the Black Knight's quest, with its value.
    BlackKnight(u8),
    /// Placed on Lancelot (first value) or, once he is done, the Dragon (second value).
    LancelotDragon(u8, u8),
    Despair,
    Excalibur,
    Picts,
    Saxons,
    Mercenaries,
    Desolation,
    DarkForest,
    Guinevere,
    MistsOfAvalon,
    Mordred,
    Morgan(Morgan),
    Vivien,
    /// Merlin's Company's seven witches, #1 to #7 (§11.6).
    Witch(u8),
}

impl Black {
    /// Special Black cards may be cancelled by three Merlins (§4.2).
    #[inline]
    pub fn is_special(self) -> bool {
        matches!(
            self,
            Black::Desolation
                | Black::DarkForest
                | Black::Guinevere
                | Black::MistsOfAvalon
                | Black::Mordred
                | Black::Morgan(_)
                | Black::Vivien
                | Black::Witch(_)
        )
    }

    /// The quest a card belongs to, if it only matters while that quest runs (§11.3): once
    /// the quest is over, the card brings a Siege Engine instead.
    pub fn quest(self) -> Option<crate::quest::Quest> {
        use crate::quest::Quest;
        match self {
            Black::LancelotDragon(..) => Some(Quest::Lancelot),
            Black::Excalibur => Some(Quest::Excalibur),
            Black::Despair | Black::Desolation | Black::DarkForest => Some(Quest::Grail),
            _ => None,
        }
    }

    /// What a combat card counts for where it lies: the Black Knight's value, or Lancelot's
    /// or (once Lancelot is done) the Dragon's.
    pub fn combat_value(self, dragon: bool) -> u8 {
        match self {
            Black::BlackKnight(v) => v,
            Black::LancelotDragon(_, d) if dragon => d,
            Black::LancelotDragon(l, _) => l,
            _ => 0,
        }
    }

    pub fn slug(self) -> String {
        match self {
            Black::BlackKnight(v) => format!("black-knight-{v}"),
            Black::LancelotDragon(l, d) => format!("lancelot-dragon-{l}-{d}"),
            Black::Despair => "despair".into(),
            Black::Excalibur => "excalibur".into(),
            Black::Picts => "picts".into(),
            Black::Saxons => "saxons".into(),
            Black::Mercenaries => "mercenaries".into(),
            Black::Desolation => "desolation".into(),
            Black::DarkForest => "dark-forest".into(),
            Black::Guinevere => "guinevere".into(),
            Black::MistsOfAvalon => "mists-of-avalon".into(),
            Black::Mordred => "mordred".into(),
            Black::Morgan(m) => format!(
                "morgan-{}",
                match m {
                    Morgan::EveryoneLosesLife => "life",
                    Morgan::VolunteerDiscardsThree => "discard",
                    Morgan::ThreeMoreCards => "three-cards",
                    Morgan::TwoEngines => "engines",
                    Morgan::VolunteerLosesTwoLife => "volunteer",
                }
            ),
            Black::Vivien => "vivien".into(),
            Black::Witch(n) => format!("witch-{n}"),
        }
    }
}

/// The base game's White deck (§1): 51 Fight, 18 Grail, 15 specials; 84 in all.
pub const WHITE_BASE: &[(White, u8)] = &[
    (White::Fight(1), 14),
    (White::Fight(2), 12),
    (White::Fight(3), 10),
    (White::Fight(4), 8),
    (White::Fight(5), 7),
    (White::Grail, 18),
    (White::Merlin, 7),
    (White::Convocation, 1),
    (White::Fate, 1),
    (White::Heroism, 1),
    (White::LadyOfTheLake, 1),
    (White::Messenger, 1),
    (White::Piety, 1),
    (White::Clairvoyance, 1),
    (White::Reinforcements, 1),
];

/// The base game's Black deck (§1): 64 standard and 12 special; 76 in all.
pub const BLACK_BASE: &[(Black, u8)] = &[
    (Black::BlackKnight(1), 5),
    (Black::BlackKnight(3), 3),
    (Black::BlackKnight(5), 2),
    (Black::BlackKnight(7), 1),
    (Black::LancelotDragon(1, 5), 4),
    (Black::LancelotDragon(3, 7), 3),
    (Black::LancelotDragon(5, 9), 3),
    (Black::LancelotDragon(7, 11), 1),
    (Black::Despair, 15),
    (Black::Excalibur, 15),
    (Black::Picts, 4),
    (Black::Saxons, 4),
    (Black::Mercenaries, 4),
    (Black::Desolation, 2),
    (Black::DarkForest, 1),
    (Black::Guinevere, 1),
    (Black::MistsOfAvalon, 1),
    (Black::Mordred, 1),
    (Black::Morgan(Morgan::EveryoneLosesLife), 1),
    (Black::Morgan(Morgan::VolunteerDiscardsThree), 1),
    (Black::Morgan(Morgan::ThreeMoreCards), 1),
    (Black::Morgan(Morgan::TwoEngines), 1),
    (Black::Morgan(Morgan::VolunteerLosesTwoLife), 1),
    (Black::Vivien, 1),
];

/// The 23 White cards Merlin's Company adds (§2): eight Fight cards (3/2/1/1/1 of values 1
/// to 5, as the public implementation counts them), three Grails, three "Fight?", one
/// Merlin (an assumption: an eighth knight needs an eighth starting Merlin), and the eight
/// new Specials. 84 + 23 = 107.
pub const WHITE_MC: &[(White, u8)] = &[
    (White::Fight(1), 3),
    (White::Fight(2), 2),
    (White::Fight(3), 1),
    (White::Fight(4), 1),
    (White::Fight(5), 1),
    (White::Grail, 3),
    (White::FightWild, 3),
    (White::Merlin, 1),
    (White::CallForHelp, 1),
    (White::Dispel, 1),
    (White::DivineFavor, 1),
    (White::DragonSlayer, 1),
    (White::MerlinToTheRescue, 1),
    (White::NewHope, 1),
    (White::Tournament, 1),
    (White::Truce, 1),
];

/// The 14 Black cards Merlin's Company adds (§2): seven standard and the seven witches.
/// 76 + 14 = 90.
pub const BLACK_MC: &[(Black, u8)] = &[
    (Black::Despair, 2),
    (Black::Excalibur, 2),
    (Black::Mercenaries, 1),
    (Black::Picts, 1),
    (Black::Saxons, 1),
    (Black::Witch(1), 1),
    (Black::Witch(2), 1),
    (Black::Witch(3), 1),
    (Black::Witch(4), 1),
    (Black::Witch(5), 1),
    (Black::Witch(6), 1),
    (Black::Witch(7), 1),
];

/// Merlin's Company's Loyalty deck: 7 Loyal and 2 Traitors (§12.5, an assumption).
pub const TRAITOR_CARDS_MC: usize = 2;

/// Loyalty cards in the base game: 7 Loyal and 1 Traitor (§1).
pub const LOYAL_CARDS: usize = 7;

/// Siege Engines in the reserve, swords in the box (§1).
pub const SIEGE_ENGINES: u8 = 12;
pub const SWORDS: u8 = 16;

/// The different cards of a sorted hand, each once, without allocating (hands are kept
/// sorted; legal actions are listed for every decision of every bot).
pub fn distinct(hand: &[White]) -> impl Iterator<Item = White> + '_ {
    hand.iter()
        .enumerate()
        .filter(move |(i, c)| *i == 0 || hand.get(i - 1) != Some(c))
        .map(|(_, c)| *c)
}

/// The White deck: the base game's, with Merlin's Company's cards when `company`.
pub fn white_deck(company: bool) -> Vec<White> {
    let mut all = deck(WHITE_BASE);
    if company {
        all.extend(deck(WHITE_MC));
    }
    all
}

/// The Black deck: the base game's, with Merlin's Company's cards when `company`.
pub fn black_deck(company: bool) -> Vec<Black> {
    let mut all = deck(BLACK_BASE);
    if company {
        all.extend(deck(BLACK_MC));
    }
    all
}

/// Every card of a count table, one entry per copy.
pub fn deck<T: Copy>(table: &[(T, u8)]) -> Vec<T> {
    table
        .iter()
        .flat_map(|(card, count)| std::iter::repeat_n(*card, usize::from(*count)))
        .collect()
}
