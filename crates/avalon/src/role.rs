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
    GoodLancelot,
    EvilLancelot,
}

/// The three Lancelot variants (§4); a setup choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LancelotVariant {
    /// Five allegiance cards (three blank, two switch), one flipped at the start of rounds
    /// 3, 4 and 5; Evil Lancelot is known to Evil and Merlin but knows nobody.
    HiddenDeck,
    /// Seven cards (five blank, two switch), five dealt face up as the schedule of rounds
    /// 1–5; Lancelots must play their current side's card.
    KnownSchedule,
    /// No switches; Evil Lancelot knows Evil as a Minion does, and the two Lancelots see
    /// each other.
    SeeEachOther,
}

impl LancelotVariant {
    pub fn switches(self) -> bool {
        self != LancelotVariant::SeeEachOther
    }

    /// The allegiance cards before shuffling (`true` switches), as §4's table lists them.
    pub fn deck(self) -> Vec<bool> {
        let (blank, switch) = match self {
            LancelotVariant::HiddenDeck => (3, 2),
            LancelotVariant::KnownSchedule => (5, 2),
            LancelotVariant::SeeEachOther => (0, 0),
        };
        let mut deck = vec![false; blank];
        deck.resize(blank + switch, true);
        deck
    }
}

/// What one seat learns about another at night.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sight {
    /// Seen as one of Evil (a thumb, or eyes open together).
    Evil,
    /// One of Percival's two candidates: Merlin or Morgana, unlabelled.
    MerlinCandidate,
    /// The other Lancelot (the third variant).
    Lancelot,
}

impl Role {
    pub fn side(self) -> Side {
        match self {
            Role::Servant | Role::Merlin | Role::Percival | Role::GoodLancelot => Side::Good,
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
            Role::GoodLancelot => "good-lancelot",
            Role::EvilLancelot => "evil-lancelot",
        }
    }

    /// What a seat with this role sees of a seat with `other` (§1.5, §4). Seeing is
    /// alignment-only, except Percival's candidates and the Lancelots' mutual sight.
    pub fn sees(self, other: Role, lancelot: Option<LancelotVariant>) -> Option<Sight> {
        use Role::*;
        let mutual = lancelot == Some(LancelotVariant::SeeEachOther);
        match (self, other) {
            (GoodLancelot, EvilLancelot) | (EvilLancelot, GoodLancelot) if mutual => {
                Some(Sight::Lancelot)
            }
            // With a switch deck Evil Lancelot only raises a thumb: seen, not seeing.
            (EvilLancelot, _) if !mutual => None,
            (EvilLancelot, o) if o.side() == Side::Evil && o != Oberon => Some(Sight::Evil),
            // Merlin sees every Evil player except Mordred (Oberon is seen).
            (Merlin, o) if o.side() == Side::Evil && o != Mordred => Some(Sight::Evil),
            (Percival, Merlin | Morgana) => Some(Sight::MerlinCandidate),
            // Evil (but Oberon) see each other, never Oberon.
            (Minion | Assassin | Morgana | Mordred | EvilLancelot, o)
                if o.side() == Side::Evil && o != Oberon =>
            {
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
        let seen_by = |r: Role| -> Vec<Role> {
            ALL.into_iter()
                .filter(|o| r.sees(*o, None).is_some())
                .collect()
        };
        assert_eq!(seen_by(Servant), vec![]);
        assert_eq!(seen_by(Merlin), vec![Minion, Assassin, Morgana, Oberon]);
        assert_eq!(seen_by(Percival), vec![Merlin, Morgana]);
        for evil in [Minion, Assassin, Morgana, Mordred] {
            assert_eq!(seen_by(evil), vec![Minion, Assassin, Morgana, Mordred]);
        }
        assert_eq!(seen_by(Oberon), vec![]);
        assert_eq!(Percival.sees(Merlin, None), Some(Sight::MerlinCandidate));
        assert_eq!(
            Merlin.sees(Mordred, None),
            None,
            "Mordred is hidden from Merlin"
        );
        // Lancelots.
        use LancelotVariant::*;
        assert_eq!(
            Minion.sees(EvilLancelot, Some(HiddenDeck)),
            Some(Sight::Evil)
        );
        assert_eq!(
            Merlin.sees(EvilLancelot, Some(HiddenDeck)),
            Some(Sight::Evil)
        );
        assert_eq!(EvilLancelot.sees(Minion, Some(HiddenDeck)), None);
        assert_eq!(
            EvilLancelot.sees(Minion, Some(SeeEachOther)),
            Some(Sight::Evil)
        );
        assert_eq!(
            GoodLancelot.sees(EvilLancelot, Some(SeeEachOther)),
            Some(Sight::Lancelot)
        );
        assert_eq!(
            EvilLancelot.sees(GoodLancelot, Some(SeeEachOther)),
            Some(Sight::Lancelot)
        );
        assert_eq!(GoodLancelot.sees(EvilLancelot, Some(KnownSchedule)), None);
    }
}
