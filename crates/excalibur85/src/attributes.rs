//! The character sheet (A4): strength, intelligence, dexterity, valour and experience. Valour
//! feeds strength and experience feeds intelligence: reaching 4 turns into one point of the
//! other and starts again from what is left over. Nothing goes below 0 or above its maximum.

use serde::{Deserialize, Serialize};

/// One of the five attributes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Attribute {
    Strength,
    Intelligence,
    Dexterity,
    Valour,
    Experience,
}

impl Attribute {
    pub const ALL: [Attribute; 5] = [
        Attribute::Strength,
        Attribute::Intelligence,
        Attribute::Dexterity,
        Attribute::Valour,
        Attribute::Experience,
    ];

    /// The highest value the sheet holds (A4). Valour and experience never rest at 4: that
    /// is where they roll over.
    pub fn max(self) -> u8 {
        match self {
            Attribute::Strength | Attribute::Intelligence => 9,
            Attribute::Dexterity => 6,
            Attribute::Valour | Attribute::Experience => 4,
        }
    }

    /// At the start, valour and experience stop at 3: 4 would roll over at once (C6).
    pub fn max_at_start(self) -> u8 {
        match self {
            Attribute::Valour | Attribute::Experience => 3,
            a => a.max(),
        }
    }

    pub fn slug(self) -> &'static str {
        match self {
            Attribute::Strength => "strength",
            Attribute::Intelligence => "intelligence",
            Attribute::Dexterity => "dexterity",
            Attribute::Valour => "valour",
            Attribute::Experience => "experience",
        }
    }
}

/// The points every knight spreads over the sheet at the start (A4).
pub const START_POINTS: u8 = 10;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Sheet {
    pub strength: u8,
    pub intelligence: u8,
    pub dexterity: u8,
    pub valour: u8,
    pub experience: u8,
}

/// Why a starting sheet is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SheetError {
    /// The points do not add up to ten.
    NotTenPoints,
    /// Fewer than two attributes, or more than five, hold points.
    Spread,
    /// An attribute above what it may start at.
    TooHigh(Attribute),
}

impl Sheet {
    pub fn new(strength: u8, intelligence: u8, dexterity: u8, valour: u8, experience: u8) -> Sheet {
        Sheet {
            strength,
            intelligence,
            dexterity,
            valour,
            experience,
        }
    }

    pub fn get(&self, a: Attribute) -> u8 {
        match a {
            Attribute::Strength => self.strength,
            Attribute::Intelligence => self.intelligence,
            Attribute::Dexterity => self.dexterity,
            Attribute::Valour => self.valour,
            Attribute::Experience => self.experience,
        }
    }

    fn slot(&mut self, a: Attribute) -> &mut u8 {
        match a {
            Attribute::Strength => &mut self.strength,
            Attribute::Intelligence => &mut self.intelligence,
            Attribute::Dexterity => &mut self.dexterity,
            Attribute::Valour => &mut self.valour,
            Attribute::Experience => &mut self.experience,
        }
    }

    /// A starting sheet: ten points over two to five attributes, none above its start cap
    /// (A4, C6).
    pub fn check_start(&self) -> Result<(), SheetError> {
        let total: u32 = Attribute::ALL.iter().map(|a| u32::from(self.get(*a))).sum();
        if total != u32::from(START_POINTS) {
            return Err(SheetError::NotTenPoints);
        }
        let used = Attribute::ALL.iter().filter(|a| self.get(**a) > 0).count();
        if used < 2 {
            return Err(SheetError::Spread);
        }
        match Attribute::ALL
            .iter()
            .find(|a| self.get(**a) > a.max_at_start())
        {
            Some(a) => Err(SheetError::TooHigh(*a)),
            None => Ok(()),
        }
    }

    /// Raises an attribute by `n`, within its maximum. Valour and experience roll over into
    /// strength and intelligence at 4, keeping the excess (C2: E 3 + 2 → I +1, E 1); when
    /// strength or intelligence is already 9, the roll-over gains nothing (C6).
    pub fn gain(&mut self, a: Attribute, n: u8) {
        let fed = match a {
            Attribute::Valour => Some(Attribute::Strength),
            Attribute::Experience => Some(Attribute::Intelligence),
            _ => None,
        };
        let slot = self.slot(a);
        let mut value = slot.saturating_add(n);
        let mut rolled = 0;
        if fed.is_some() {
            while value >= a.max() {
                value -= a.max();
                rolled += 1;
            }
        }
        *slot = value.min(a.max());
        if let Some(f) = fed {
            if rolled > 0 {
                self.gain(f, rolled);
            }
        }
    }

    /// Lowers an attribute by `n`, never below 0. A loss of valour or experience at 0 lowers
    /// nothing further (C6).
    pub fn lose(&mut self, a: Attribute, n: u8) {
        let slot = self.slot(a);
        *slot = slot.saturating_sub(n);
    }

    /// The tie-break (A6): all five attributes together, without card bonuses.
    pub fn total(&self) -> u32 {
        Attribute::ALL.iter().map(|a| u32::from(self.get(*a))).sum()
    }
}
