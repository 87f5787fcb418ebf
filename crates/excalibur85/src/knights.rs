//! The twelve knights (A1). They differ only in name and figure: every player builds the
//! sheet from the same ten points (A4).

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Knight {
    Boores,
    Tristan,
    Hector,
    Lancelot,
    Perceval,
    Sagremor,
    Inge,
    Galvan,
    Jessica,
    Lionel,
    Grisela,
    Miraguarda,
}

impl Knight {
    pub const ALL: [Knight; 12] = [
        Knight::Boores,
        Knight::Tristan,
        Knight::Hector,
        Knight::Lancelot,
        Knight::Perceval,
        Knight::Sagremor,
        Knight::Inge,
        Knight::Galvan,
        Knight::Jessica,
        Knight::Lionel,
        Knight::Grisela,
        Knight::Miraguarda,
    ];

    /// The name as the rules spell it; the same in every language.
    pub fn name(self) -> &'static str {
        match self {
            Knight::Boores => "Boores",
            Knight::Tristan => "Tristán",
            Knight::Hector => "Héctor",
            Knight::Lancelot => "Lancelot",
            Knight::Perceval => "Perceval",
            Knight::Sagremor => "Sagremor",
            Knight::Inge => "Inge",
            Knight::Galvan => "Galván",
            Knight::Jessica => "Jessica",
            Knight::Lionel => "Lionel",
            Knight::Grisela => "Grisela",
            Knight::Miraguarda => "Miraguarda",
        }
    }
}
