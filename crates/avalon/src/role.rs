//! Roles and exactly who sees whom at night (§1.5).

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Side {
    Good,
    Evil,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Role {
    Servant,
    Merlin,
    Percival,
    Minion,
    Assassin,
    Morgana,
    Mordred,
    Oberon,
}

/// What one seat learns about another at night.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sight {
    /// Seen as one of Evil (a thumb, or eyes open together).
    Evil,
    /// One of Percival's two candidates: Merlin or Morgana, unlabelled.
    MerlinCandidate,
}

impl Role {
    pub fn side(self) -> Side {
        match self {
            Role::Servant | Role::Merlin | Role::Percival => Side::Good,
            _ => Side::Evil,
        }
    }

    pub fn slug(self) -> &'static str {
        match self {
            Role::Servant => "servant",
            Role::Merlin => "merlin",
            Role::Percival => "percival",
            Role::Minion => "minion",
            Role::Assassin => "assassin",
            Role::Morgana => "morgana",
            Role::Mordred => "mordred",
            Role::Oberon => "oberon",
        }
    }

    /// What a seat with this role sees of a seat with `other` (§1.5). Seeing is
    /// alignment-only, except Percival's candidates.
    pub fn sees(self, other: Role) -> Option<Sight> {
        use Role::*;
        match (self, other) {
            // Merlin sees every Evil player except Mordred (Oberon is seen).
            (Merlin, o) if o.side() == Side::Evil && o != Mordred => Some(Sight::Evil),
            (Percival, Merlin | Morgana) => Some(Sight::MerlinCandidate),
            // Evil (but Oberon) see each other, never Oberon.
            (Minion | Assassin | Morgana | Mordred, o) if o.side() == Side::Evil && o != Oberon => {
                Some(Sight::Evil)
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Role::*;

    const ALL: [Role; 8] = [
        Servant, Merlin, Percival, Minion, Assassin, Morgana, Mordred, Oberon,
    ];

    #[test]
    fn who_sees_whom_matches_the_table() {
        let seen_by =
            |r: Role| -> Vec<Role> { ALL.into_iter().filter(|o| r.sees(*o).is_some()).collect() };
        assert_eq!(seen_by(Servant), vec![]);
        assert_eq!(seen_by(Merlin), vec![Minion, Assassin, Morgana, Oberon]);
        assert_eq!(seen_by(Percival), vec![Merlin, Morgana]);
        for evil in [Minion, Assassin, Morgana, Mordred] {
            assert_eq!(seen_by(evil), vec![Minion, Assassin, Morgana, Mordred]);
        }
        assert_eq!(seen_by(Oberon), vec![]);
        assert_eq!(Percival.sees(Merlin), Some(Sight::MerlinCandidate));
        assert_eq!(Merlin.sees(Mordred), None, "Mordred is hidden from Merlin");
    }
}
