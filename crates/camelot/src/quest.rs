//! The quests of §6: where knights go, what each quest holds, and the pure rules of each
//! (which card may go where, when a quest ends and whether it is won).

use crate::cards::{Black, White};
use serde::{Deserialize, Serialize};

/// A quest the knights may travel to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Quest {
    BlackKnight,
    /// Lancelot, then the Dragon on the same board.
    Lancelot,
    Excalibur,
    Grail,
    PictWar,
    SaxonWar,
}

/// A quest's icons (§6): what its end brings the knights present and the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Icons {
    /// Won: life for each knight present, White cards to share, white swords.
    pub life_won: i8,
    pub cards: usize,
    pub white_swords: u8,
    /// Lost: life from each knight present, black swords, Siege Engines.
    pub life_lost: i8,
    pub black_swords: u8,
    pub engines_lost: u8,
}

impl Quest {
    /// The icons of the quest (of the Dragon once Lancelot is beaten).
    pub fn icons(self, dragon: bool) -> Icons {
        let (life_won, cards, white_swords, life_lost, black_swords, engines_lost) = match self {
            Quest::BlackKnight => (1, 3, 1, 1, 1, 0),
            Quest::Lancelot if dragon => (2, 7, 2, 2, 2, 0),
            Quest::Lancelot => (1, 4, 1, 1, 1, 0),
            Quest::Excalibur => (1, 7, 2, 1, 2, 0),
            Quest::Grail => (1, 7, 3, 1, 3, 0),
            Quest::PictWar | Quest::SaxonWar => (1, 4, 1, 1, 1, 2),
        };
        Icons {
            life_won,
            cards,
            white_swords,
            life_lost,
            black_swords,
            engines_lost,
        }
    }

    pub const ALL: [Quest; 6] = [
        Quest::BlackKnight,
        Quest::Lancelot,
        Quest::Excalibur,
        Quest::Grail,
        Quest::PictWar,
        Quest::SaxonWar,
    ];

    pub fn slug(self) -> &'static str {
        match self {
            Quest::BlackKnight => "black-knight",
            Quest::Lancelot => "lancelot",
            Quest::Excalibur => "excalibur",
            Quest::Grail => "grail",
            Quest::PictWar => "pict-war",
            Quest::SaxonWar => "saxon-war",
        }
    }

    pub fn is_war(self) -> bool {
        matches!(self, Quest::PictWar | Quest::SaxonWar)
    }
}

/// Where a knight stands. The Round Table and the siege area are one place (§4.2 A).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Place {
    Camelot,
    Quest(Quest),
}

/// A Black card on a combat quest; face-down cards are revealed when the combat ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub card: Black,
    /// The value it counts for on this quest.
    pub value: u8,
    pub face_down: bool,
    /// Who placed it (they know it even face down).
    pub by: rt_core::Seat,
}

/// The shape a combat quest's White cards must make (§5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pattern {
    /// Black Knight: two pairs of different values.
    TwoPairs,
    /// Lancelot: a full house.
    FullHouse,
    /// Dragon: three trios.
    ThreeTrios,
}

impl Pattern {
    pub fn spots(self) -> usize {
        match self {
            Pattern::TwoPairs => 4,
            Pattern::FullHouse => 5,
            Pattern::ThreeTrios => 9,
        }
    }

    /// May a card of value `v` join these values on the quest (a spot left, the pattern
    /// still completable)?
    pub fn takes(self, values: &[u8], v: u8) -> bool {
        // On the stack: legal actions ask this of every Fight card in hand, twice a move.
        let mut with = [0u8; 9];
        let n = values.len();
        if n >= self.spots() || n >= with.len() {
            return false;
        }
        with[..n].copy_from_slice(values);
        with[n] = v;
        self.fits(&with[..=n])
    }

    /// Can the pattern still be completed once these values are down?
    pub fn fits(self, values: &[u8]) -> bool {
        let mut counts = [0usize; 6];
        for v in values {
            if let Some(c) = counts.get_mut(usize::from(*v)) {
                *c += 1;
            }
        }
        let mut used: Vec<usize> = counts.iter().copied().filter(|c| *c > 0).collect();
        used.sort_unstable_by(|a, b| b.cmp(a));
        match self {
            Pattern::TwoPairs => used.len() <= 2 && used.iter().all(|c| *c <= 2),
            Pattern::ThreeTrios => used.len() <= 3 && used.iter().all(|c| *c <= 3),
            // Sorted counts within (3, 2).
            Pattern::FullHouse => {
                used.len() <= 2
                    && used.first().is_none_or(|c| *c <= 3)
                    && used.get(1).is_none_or(|c| *c <= 2)
            }
        }
    }
}

/// A combat quest in progress: the knights' Fight cards against Evil's Black cards.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Combat {
    pub white: Vec<u8>,
    pub black: Vec<Placed>,
    /// The values among `white` that Fight? cards took (Merlin's Company, §11.5).
    #[serde(default)]
    pub wild: Vec<u8>,
}

/// A Fight? card in a siege fight counts 5, the most it may be.
pub const WILD_SIEGE_VALUE: u8 = 5;

/// The White cards of a siege fight: `wild` Fight? cards counted as 5, Fight cards for the
/// rest.
pub fn siege_cards(cards: &[u8], wild: u8) -> Vec<crate::cards::White> {
    fight_cards(cards, &vec![WILD_SIEGE_VALUE; usize::from(wild)])
}

/// The White cards behind some Fight values: a Fight? for each value in `wild`, a Fight card
/// of its value for the others.
pub fn fight_cards(values: &[u8], wild: &[u8]) -> Vec<crate::cards::White> {
    use crate::cards::White;
    let mut wild = wild.to_vec();
    values
        .iter()
        .map(|v| match wild.iter().position(|w| w == v) {
            Some(i) => {
                wild.swap_remove(i);
                White::FightWild
            }
            None => White::Fight(*v),
        })
        .collect()
}

impl Combat {
    pub fn white_total(&self) -> u32 {
        self.white.iter().map(|v| u32::from(*v)).sum()
    }

    pub fn black_total(&self) -> u32 {
        self.black.iter().map(|p| u32::from(p.value)).sum()
    }
}

/// The Lancelot / Dragon board (§6): Lancelot first, then the Dragon, then gone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LancelotBoard {
    Lancelot(Combat),
    Dragon(Combat),
    Over,
}

/// Black cards on a combat quest: the Black Knight 4, Lancelot 5, the Dragon 5 (§6).
pub const BLACK_SPOTS: usize = 5;
pub const BLACK_KNIGHT_BLACK_SPOTS: usize = 4;

/// The Excalibur river (§3, §15 ruling 6): positions 0 (the far bank, lost) to 10 (the
/// knights' bank, won), starting at 5.
pub const EXCALIBUR_START: u8 = 5;
pub const EXCALIBUR_WON: u8 = 10;

/// One spot of the Grail track.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GrailSpot {
    Grail,
    Despair,
    Desolation,
}

impl GrailSpot {
    pub fn is_black(self) -> bool {
        self != GrailSpot::Grail
    }
}

/// The Holy Grail's seven spots, index 0 nearest the relic (§6).
pub const GRAIL_SPOTS: usize = 7;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GrailTrack {
    pub spots: [Option<GrailSpot>; GRAIL_SPOTS],
}

/// What happened to the track when a card arrived.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrackChange {
    Placed,
    /// The track was full: the incoming card and this one leave together.
    BothDiscarded(GrailSpot),
    /// Nothing could go (the quest is decided already): the incoming card is discarded.
    Refused,
}

impl GrailTrack {
    /// A Grail card: into the free spot nearest the relic; on a full track it is discarded
    /// with the Black card nearest the relic.
    pub fn add_grail(&mut self) -> TrackChange {
        if let Some(spot) = self.spots.iter_mut().find(|s| s.is_none()) {
            *spot = Some(GrailSpot::Grail);
            return TrackChange::Placed;
        }
        match self
            .spots
            .iter_mut()
            .find(|s| s.is_some_and(GrailSpot::is_black))
        {
            Some(spot) => match spot.take() {
                Some(black) => TrackChange::BothDiscarded(black),
                None => TrackChange::Refused,
            },
            // All Grails: the quest has been won already.
            None => TrackChange::Refused,
        }
    }

    /// A Despair or Desolation: into the free spot farthest from the relic; on a full track
    /// it is discarded with the Grail card farthest from the relic.
    pub fn add_black(&mut self, card: GrailSpot) -> TrackChange {
        if let Some(spot) = self.spots.iter_mut().rev().find(|s| s.is_none()) {
            *spot = Some(card);
            return TrackChange::Placed;
        }
        match self
            .spots
            .iter_mut()
            .rev()
            .find(|s| **s == Some(GrailSpot::Grail))
        {
            Some(spot) => {
                spot.take();
                TrackChange::BothDiscarded(GrailSpot::Grail)
            }
            None => TrackChange::Refused,
        }
    }

    /// Desolation first discards the Grail card farthest from the relic, if any.
    pub fn remove_farthest_grail(&mut self) -> bool {
        match self
            .spots
            .iter_mut()
            .rev()
            .find(|s| **s == Some(GrailSpot::Grail))
        {
            Some(spot) => {
                spot.take();
                true
            }
            None => false,
        }
    }

    /// Won when all seven spots hold Grails, lost when all seven hold Black cards.
    pub fn result(&self) -> Option<bool> {
        if self.spots.iter().all(|s| *s == Some(GrailSpot::Grail)) {
            Some(true)
        } else if self
            .spots
            .iter()
            .all(|s| s.is_some_and(GrailSpot::is_black))
        {
            Some(false)
        } else {
            None
        }
    }

    pub fn grails(&self) -> usize {
        self.spots
            .iter()
            .filter(|s| **s == Some(GrailSpot::Grail))
            .count()
    }

    pub fn blacks(&self) -> impl Iterator<Item = GrailSpot> + '_ {
        self.spots
            .iter()
            .flatten()
            .copied()
            .filter(|s| s.is_black())
    }
}

/// A war's run of values, 1–5 and Mordred's second 5.
pub type WarRun = smallvec::SmallVec<[u8; 6]>;

/// A War (§6): the knights build the run 1–5 (a second 5 with Mordred) in ascending order
/// (§15 ruling 7); the fourth enemy figure loses it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct War {
    /// Inline, as `wild`: every view copies both wars.
    pub run: WarRun,
    pub figures: u8,
    pub mordred: bool,
    /// The values in `run` that Fight? cards took.
    #[serde(default)]
    pub wild: WarRun,
}

pub const WAR_FIGURES_TO_LOSE: u8 = 4;

impl War {
    /// The Fight value the run needs next, if it is not complete.
    pub fn next_value(&self) -> Option<u8> {
        let len = self.run.len();
        match len {
            0..=4 => Some(len as u8 + 1),
            5 if self.mordred => Some(5),
            _ => None,
        }
    }

    pub fn complete(&self) -> bool {
        self.run.len() >= if self.mordred { 6 } else { 5 }
    }
}

/// A card kind a combat quest accepts (Fight cards only).
pub fn fight(card: White) -> Option<u8> {
    card.fight_value()
}
