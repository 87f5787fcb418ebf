//! The 27 chip types and their counts, as data (§1, §8 of the spec).

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Kind {
    Peasant,
    Merchant,
    Thief,
    Artisan,
    Priest,
    Spirit,
    Baroness,
    Spy,
    Arthur,
    BlackKnight,
    Caelia,
    CursedBlade,
    Excalibur,
    FisherKing,
    Galahad,
    Gawain,
    GreenKnight,
    Guinevere,
    LadyOfTheLake,
    Lancelot,
    Merlin,
    Mordred,
    Morgana,
    Percival,
    Robyn,
    SquireSword,
    Uther,
}

/// When a played chip acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Timing {
    /// Never played: the three swords.
    Sword,
    /// At reveal, before every normal chip (Black Knight, Galahad, Lancelot).
    OnReveal,
    /// Placed in front of its owner at reveal (Fisher King).
    Permanent,
    /// In turn order during Resolve.
    Normal,
}

/// One row of the chip table.
#[derive(Clone, Copy, Debug)]
pub struct ChipType {
    pub kind: Kind,
    pub count: u8,
    pub timing: Timing,
    /// Default profile of §8: which types show a man (Caelia trashes them).
    pub male_art: bool,
    /// The alternative "generics male" profile adds these types.
    pub generic: bool,
}

const fn row(kind: Kind, count: u8, timing: Timing, male_art: bool, generic: bool) -> ChipType {
    ChipType {
        kind,
        count,
        timing,
        male_art,
        generic,
    }
}

use Kind::*;
use Timing::*;

/// Every type, in the order chip ids are handed out.
pub const CHIP_TYPES: [ChipType; 27] = [
    row(Peasant, 8, Normal, false, true),
    row(Merchant, 7, Normal, false, true),
    row(Thief, 6, Normal, false, true),
    row(Artisan, 5, Normal, false, true),
    row(Priest, 5, Normal, true, false),
    row(Spirit, 5, Normal, false, false),
    row(Baroness, 4, Normal, false, false),
    row(Spy, 3, Normal, false, false),
    row(Arthur, 1, Normal, true, false),
    row(BlackKnight, 1, OnReveal, true, false),
    row(Caelia, 1, Normal, false, false),
    row(CursedBlade, 1, Sword, false, false),
    row(Excalibur, 1, Sword, false, false),
    row(FisherKing, 1, Permanent, true, false),
    row(Galahad, 1, OnReveal, true, false),
    row(Gawain, 1, Normal, true, false),
    row(GreenKnight, 1, Normal, true, false),
    row(Guinevere, 1, Normal, false, false),
    row(LadyOfTheLake, 1, Normal, false, false),
    row(Lancelot, 1, OnReveal, true, false),
    row(Merlin, 1, Normal, true, false),
    row(Mordred, 1, Normal, true, false),
    row(Morgana, 1, Normal, false, false),
    row(Percival, 1, Normal, true, false),
    row(Robyn, 1, Normal, false, false),
    row(SquireSword, 1, Sword, false, false),
    row(Uther, 1, Normal, true, false),
];

pub const CHIP_COUNT: usize = 62;

/// One physical chip. Ids never reach a view: views speak of kinds only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ChipId(pub u8);

/// Each id's kind, laid out as `CHIP_TYPES` counts them: read on every view and every
/// move, so a table rather than a walk through the counts.
const KIND_OF: [Kind; CHIP_COUNT] = {
    let mut table = [Peasant; CHIP_COUNT];
    let (mut id, mut t, mut left) = (0, 0, CHIP_TYPES[0].count);
    while id < CHIP_COUNT {
        while left == 0 {
            t += 1;
            left = CHIP_TYPES[t].count;
        }
        table[id] = CHIP_TYPES[t].kind;
        left -= 1;
        id += 1;
    }
    table
};

impl ChipId {
    pub fn all() -> impl Iterator<Item = ChipId> {
        (0..CHIP_COUNT as u8).map(ChipId)
    }

    #[inline]
    pub fn kind(self) -> Kind {
        // Ids are only made by `all`; an out-of-range id reads as a Peasant rather than panic.
        KIND_OF.get(usize::from(self.0)).copied().unwrap_or(Peasant)
    }

    #[inline]
    pub fn bit(self) -> u64 {
        1u64 << self.0
    }
}

impl Kind {
    #[inline]
    pub fn info(self) -> &'static ChipType {
        // The table lists every kind once, in declaration order.
        &CHIP_TYPES[self as usize]
    }

    #[inline]
    pub fn is_sword(self) -> bool {
        self.info().timing == Timing::Sword
    }

    pub fn timing(self) -> Timing {
        self.info().timing
    }

    /// A stable name for translation keys (`chip-<slug>`).
    pub fn slug(self) -> &'static str {
        match self {
            Peasant => "peasant",
            Merchant => "merchant",
            Thief => "thief",
            Artisan => "artisan",
            Priest => "priest",
            Spirit => "spirit",
            Baroness => "baroness",
            Spy => "spy",
            Arthur => "arthur",
            BlackKnight => "black-knight",
            Caelia => "caelia",
            CursedBlade => "cursed-blade",
            Excalibur => "excalibur",
            FisherKing => "fisher-king",
            Galahad => "galahad",
            Gawain => "gawain",
            GreenKnight => "green-knight",
            Guinevere => "guinevere",
            LadyOfTheLake => "lady-of-the-lake",
            Lancelot => "lancelot",
            Merlin => "merlin",
            Mordred => "mordred",
            Morgana => "morgana",
            Percival => "percival",
            Robyn => "robyn",
            SquireSword => "squire-sword",
            Uther => "uther",
        }
    }

    pub fn all() -> impl Iterator<Item = Kind> {
        CHIP_TYPES.iter().map(|t| t.kind)
    }
}

/// Which chip types Caelia trashes (§8): a setup option until the real artwork is checked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ArtProfile {
    #[default]
    Conservative,
    GenericsMale,
}

impl ArtProfile {
    pub fn male(self, kind: Kind) -> bool {
        let t = kind.info();
        !kind.is_sword() && (t.male_art || (self == ArtProfile::GenericsMale && t.generic))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_matches_the_rules() {
        let total: u32 = CHIP_TYPES.iter().map(|t| u32::from(t.count)).sum();
        assert_eq!(total, 62);
        assert_eq!(CHIP_TYPES.iter().filter(|t| t.count == 1).count(), 19);
        assert_eq!(Kind::all().filter(|k| k.is_sword()).count(), 3);
        for (i, t) in CHIP_TYPES.iter().enumerate() {
            assert_eq!(t.kind as usize, i, "{:?} out of place", t.kind);
        }
        let male = |p: ArtProfile| -> u32 {
            CHIP_TYPES
                .iter()
                .filter(|t| p.male(t.kind))
                .map(|t| u32::from(t.count))
                .sum()
        };
        assert_eq!(male(ArtProfile::Conservative), 16);
        assert_eq!(male(ArtProfile::GenericsMale), 42);
        let on_reveal: Vec<Kind> = Kind::all()
            .filter(|k| k.timing() == Timing::OnReveal)
            .collect();
        assert_eq!(on_reveal, vec![BlackKnight, Galahad, Lancelot]);
        assert_eq!(ChipId(61).kind(), Uther);
        assert_eq!(ChipId(0).kind(), Peasant);
        assert_eq!(ChipId::all().filter(|c| c.kind() == Peasant).count(), 8);
    }
}
