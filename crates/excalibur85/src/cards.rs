//! The Excalibur cards (C4): 47 in the shuffled deck and 7 in the face-up stack. The card book
//! is lost, so every card here is the project's own design; the few values the rules give
//! (the crossbow's and dagger's dexterity, the giant's and leopard's strength, the goose and
//! potion) are kept.

use crate::attributes::Attribute;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Card {
    // Weapons (2.2.1).
    Dagger,
    Crossbow,
    Lance,
    Maces,
    Bow,
    Shield,
    Armour,
    // Magic in the deck (2.2.2).
    SacredGoose,
    FlyingUnicorn,
    // Mission items.
    MagicBook,
    PapalLegacy,
    PoisonedFruit,
    WhiteMantle,
    Ring,
    FalseSeal,
    Cross,
    CrimsonSleeve,
    // Mission foes.
    Sage,
    BishopOfRochester,
    Arvalan,
    BlackHand,
    IseultTheFair,
    Mordred,
    Monk,
    GalegatinTheWelsh,
    MeliadusTheBlack,
    QueenGuinevere,
    Dragon,
    Leopard,
    // Secondary missions.
    LostElder,
    Hermit,
    Thief,
    Bandit,
    Tyrant,
    // Other foes.
    MerlinTheMage,
    Giant,
    Sorcerer,
    Warlock,
    // Entrances to the development areas.
    Entrance(Area),
    // Curses: they strike when revealed, then leave play.
    MorgansCurse,
    Enchantment,
    SpellOfForgetting,
    MagicFog,
    // The face-up stack (A7).
    Amulet,
    Elixir,
    Potion,
    Fairy,
    Excalibur,
    Monster,
    Wolf,
}

/// The five development areas (A3, C5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Area {
    Swamp,
    Forest,
    Lake,
    Well,
    Cave,
}

impl Area {
    pub const ALL: [Area; 5] = [
        Area::Swamp,
        Area::Forest,
        Area::Lake,
        Area::Well,
        Area::Cave,
    ];

    /// Lake, forest and swamp have an exit card; the well and the cave are left the way in.
    pub fn has_exit(self) -> bool {
        matches!(self, Area::Swamp | Area::Forest | Area::Lake)
    }

    pub fn slug(self) -> &'static str {
        match self {
            Area::Swamp => "swamp",
            Area::Forest => "forest",
            Area::Lake => "lake",
            Area::Well => "well",
            Area::Cave => "cave",
        }
    }
}

/// A weapon (C4): a strength bonus, the dexterity it needs, and when it serves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weapon {
    pub strength: u8,
    pub needs: u8,
    pub attack: bool,
    pub defence: bool,
}

/// When a foe fights (C4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Engage {
    /// On the reveal: the card is shown even at the superior level.
    Forced,
    /// Stays on the tile until someone attacks it.
    Optional,
    /// Meliadus: comes along unbeaten until the Wincester meadow, where he is fought.
    Companion,
}

/// What a foe does to a knight who loses to it, on top of the rule's penalties (C4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Defeat {
    Nothing,
    Lose(Attribute),
    /// Carried off to this destination (or the entrada while it is not revealed, A9).
    Transfer(crate::territory::Place),
    /// The thief steals one random stealable card and leaves it under the tile.
    Steal,
}

/// A character or beast that can be fought (C4): its printed strength and intelligence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Foe {
    pub strength: Option<u8>,
    pub intelligence: Option<u8>,
    pub engage: Engage,
    pub defeat: Defeat,
}

impl Foe {
    /// The foe's total before its die.
    pub fn total(&self) -> u32 {
        u32::from(self.strength.unwrap_or(0)) + u32::from(self.intelligence.unwrap_or(0))
    }
}

impl Card {
    /// The shuffled Excalibur deck, 47 cards (C4).
    pub fn deck() -> Vec<Card> {
        use Card::*;
        let mut deck = vec![
            Dagger,
            Crossbow,
            Lance,
            Maces,
            Bow,
            Shield,
            Armour,
            SacredGoose,
            FlyingUnicorn,
            MagicBook,
            PapalLegacy,
            PoisonedFruit,
            WhiteMantle,
            Ring,
            FalseSeal,
            Cross,
            CrimsonSleeve,
            Sage,
            BishopOfRochester,
            Arvalan,
            BlackHand,
            IseultTheFair,
            Mordred,
            Monk,
            GalegatinTheWelsh,
            MeliadusTheBlack,
            QueenGuinevere,
            Dragon,
            Leopard,
            LostElder,
            Hermit,
            Thief,
            Bandit,
            Tyrant,
            MerlinTheMage,
            Giant,
            Sorcerer,
            Warlock,
        ];
        deck.extend(Area::ALL.map(Entrance));
        deck.extend([MorgansCurse, Enchantment, SpellOfForgetting, MagicFog]);
        deck
    }

    /// The face-up stack set out at the start (A7): the cards the development areas hand
    /// out or set on a knight.
    pub const FACE_UP: [Card; 7] = [
        Card::Amulet,
        Card::Elixir,
        Card::Potion,
        Card::Fairy,
        Card::Excalibur,
        Card::Monster,
        Card::Wolf,
    ];

    pub fn weapon(self) -> Option<Weapon> {
        let w = |strength, needs, attack, defence| {
            Some(Weapon {
                strength,
                needs,
                attack,
                defence,
            })
        };
        match self {
            Card::Dagger => w(1, 2, true, false),
            Card::Crossbow => w(2, 3, true, false),
            Card::Lance => w(2, 2, true, false),
            Card::Maces => w(1, 1, true, false),
            Card::Bow => w(1, 1, true, true),
            Card::Shield => w(1, 1, false, true),
            Card::Armour => w(2, 2, false, true),
            // Excalibur needs no dexterity and serves both ways (C4).
            Card::Excalibur => w(3, 0, true, true),
            _ => None,
        }
    }

    /// Magic bonuses (C4): they always stack, in attack and defence.
    pub fn magic(self) -> (u8, u8) {
        match self {
            Card::SacredGoose => (0, 2),
            Card::Potion => (2, 2),
            Card::Fairy => (0, 1),
            _ => (0, 0),
        }
    }

    pub fn foe(self) -> Option<Foe> {
        use Engage::*;
        let f = |s: u8, i: u8, engage, defeat| {
            Some(Foe {
                strength: (s > 0).then_some(s),
                intelligence: (i > 0).then_some(i),
                engage,
                defeat,
            })
        };
        let lose = Defeat::Lose;
        let none = Defeat::Nothing;
        match self {
            Card::Giant => f(9, 3, Optional, none),
            Card::Leopard => f(6, 0, Optional, none),
            Card::Wolf => f(5, 0, Forced, none),
            Card::Monster => f(8, 2, Forced, lose(Attribute::Strength)),
            Card::Dragon => f(8, 3, Optional, lose(Attribute::Strength)),
            Card::Sorcerer => f(0, 8, Optional, lose(Attribute::Intelligence)),
            Card::Warlock => f(0, 7, Forced, lose(Attribute::Dexterity)),
            Card::MerlinTheMage => f(
                0,
                9,
                Optional,
                Defeat::Transfer(crate::territory::Place::EnchantedHouse),
            ),
            Card::Tyrant => f(
                7,
                4,
                Forced,
                Defeat::Transfer(crate::territory::Place::Prison),
            ),
            Card::Thief => f(4, 2, Forced, Defeat::Steal),
            Card::Bandit => f(6, 2, Forced, none),
            Card::Sage => f(0, 6, Optional, none),
            Card::BishopOfRochester => f(0, 6, Optional, none),
            Card::Arvalan => f(5, 4, Optional, none),
            Card::BlackHand => f(6, 3, Forced, none),
            Card::IseultTheFair => f(0, 6, Optional, none),
            Card::Mordred => f(7, 4, Forced, none),
            Card::Monk => f(0, 5, Optional, none),
            Card::GalegatinTheWelsh => f(7, 2, Optional, none),
            Card::MeliadusTheBlack => f(8, 3, Companion, none),
            Card::QueenGuinevere => f(0, 7, Optional, none),
            _ => None,
        }
    }

    /// A curse's effect on the knight who reveals it (C4): turns lost or an attribute down.
    pub fn curse(self) -> Option<(u8, Option<Attribute>)> {
        match self {
            Card::MorgansCurse => Some((1, None)),
            Card::Enchantment => Some((0, Some(Attribute::Strength))),
            Card::SpellOfForgetting => Some((0, Some(Attribute::Intelligence))),
            Card::MagicFog => Some((2, None)),
            _ => None,
        }
    }

    /// Cards the winner of a fight between knights may take (A9). Defeated foes that are
    /// not mission foes, finished missions and a delivered Excalibur are never taken; those
    /// states are the holder's, so the caller checks them.
    pub fn stealable(self) -> bool {
        !matches!(
            self,
            Card::MerlinTheMage
                | Card::Giant
                | Card::Sorcerer
                | Card::Warlock
                | Card::Monster
                | Card::Wolf
                | Card::Entrance(_)
                | Card::MorgansCurse
                | Card::Enchantment
                | Card::SpellOfForgetting
                | Card::MagicFog
        )
    }

    /// Cards outside the hand limit (C8.4): Excalibur, secondary-mission cards, and defeated
    /// foes (the caller knows which are defeated; an unbeaten Meliadus counts).
    pub fn free_of_hand_limit(self) -> bool {
        matches!(
            self,
            Card::Excalibur
                | Card::LostElder
                | Card::Hermit
                | Card::Thief
                | Card::Bandit
                | Card::Tyrant
        )
    }

    pub fn slug(self) -> String {
        let s = match self {
            Card::Dagger => "dagger",
            Card::Crossbow => "crossbow",
            Card::Lance => "lance",
            Card::Maces => "maces",
            Card::Bow => "bow",
            Card::Shield => "shield",
            Card::Armour => "armour",
            Card::SacredGoose => "sacred-goose",
            Card::FlyingUnicorn => "flying-unicorn",
            Card::MagicBook => "magic-book",
            Card::PapalLegacy => "papal-legacy",
            Card::PoisonedFruit => "poisoned-fruit",
            Card::WhiteMantle => "white-mantle",
            Card::Ring => "ring",
            Card::FalseSeal => "false-seal",
            Card::Cross => "cross",
            Card::CrimsonSleeve => "crimson-sleeve",
            Card::Sage => "sage",
            Card::BishopOfRochester => "bishop",
            Card::Arvalan => "arvalan",
            Card::BlackHand => "black-hand",
            Card::IseultTheFair => "iseult",
            Card::Mordred => "mordred",
            Card::Monk => "monk",
            Card::GalegatinTheWelsh => "galegatin",
            Card::MeliadusTheBlack => "meliadus",
            Card::QueenGuinevere => "guinevere",
            Card::Dragon => "dragon",
            Card::Leopard => "leopard",
            Card::LostElder => "lost-elder",
            Card::Hermit => "hermit",
            Card::Thief => "thief",
            Card::Bandit => "bandit",
            Card::Tyrant => "tyrant",
            Card::MerlinTheMage => "merlin",
            Card::Giant => "giant",
            Card::Sorcerer => "sorcerer",
            Card::Warlock => "warlock",
            Card::Entrance(a) => return format!("entrance-{}", a.slug()),
            Card::MorgansCurse => "morgans-curse",
            Card::Enchantment => "enchantment",
            Card::SpellOfForgetting => "spell-of-forgetting",
            Card::MagicFog => "magic-fog",
            Card::Amulet => "amulet",
            Card::Elixir => "elixir",
            Card::Potion => "potion",
            Card::Fairy => "fairy",
            Card::Excalibur => "excalibur",
            Card::Monster => "monster",
            Card::Wolf => "wolf",
        };
        s.to_string()
    }
}
