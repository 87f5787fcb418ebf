//! The Plot Thickens cards (§5) as data: the nine kinds, how many of each at which table
//! size, when each acts, and how many the leader draws per round (§10 ruling 1).

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum PlotCard {
    /// Kept: take over as leader for one proposal.
    StrongLeader,
    /// Kept: cancel an approved team; it counts as a rejection.
    NoConfidence,
    /// Kept: look at one played quest card (after Excalibur).
    CloseEye,
    /// Kept: one team member plays face up.
    Spotlight,
    /// Permanent: vote first, in the open, on every team.
    OpinionMaker,
    /// On receipt: take a Plot card from another player.
    TakeResponsibility,
    /// On receipt (the leader keeps it): the leader shows their loyalty to a player.
    EstablishConfidence,
    /// On receipt: look at a neighbour's loyalty.
    OverheardConversation,
    /// On receipt: show your own loyalty to a player.
    OpenUp,
}

/// When a card acts (§5.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Timing {
    OnReceipt,
    /// Held until its owner uses it in its window; used once.
    Kept,
    /// Stays in front of its owner all game.
    Permanent,
}

/// The moments when kept cards may be used, each tied to one kind of card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Window {
    /// Before the leader proposes.
    StrongLeader,
    /// Right after a team is approved.
    NoConfidence,
    /// After No Confidence, before anyone plays a quest card.
    Spotlight,
}

impl Window {
    pub fn card(self) -> PlotCard {
        match self {
            Window::StrongLeader => PlotCard::StrongLeader,
            Window::NoConfidence => PlotCard::NoConfidence,
            Window::Spotlight => PlotCard::Spotlight,
        }
    }
}

impl PlotCard {
    pub const ALL: [PlotCard; 9] = [
        PlotCard::StrongLeader,
        PlotCard::NoConfidence,
        PlotCard::CloseEye,
        PlotCard::Spotlight,
        PlotCard::OpinionMaker,
        PlotCard::TakeResponsibility,
        PlotCard::EstablishConfidence,
        PlotCard::OverheardConversation,
        PlotCard::OpenUp,
    ];

    pub fn timing(self) -> Timing {
        match self {
            PlotCard::StrongLeader
            | PlotCard::NoConfidence
            | PlotCard::CloseEye
            | PlotCard::Spotlight => Timing::Kept,
            PlotCard::OpinionMaker => Timing::Permanent,
            PlotCard::TakeResponsibility
            | PlotCard::EstablishConfidence
            | PlotCard::OverheardConversation
            | PlotCard::OpenUp => Timing::OnReceipt,
        }
    }

    /// (copies in the 5–6 player deck, copies added from 7 players) — §5.2.
    pub fn copies(self) -> (usize, usize) {
        match self {
            PlotCard::StrongLeader => (2, 0),
            PlotCard::NoConfidence => (1, 2),
            PlotCard::CloseEye => (2, 0),
            PlotCard::Spotlight => (0, 1),
            PlotCard::OpinionMaker => (1, 1),
            PlotCard::TakeResponsibility => (1, 0),
            PlotCard::EstablishConfidence => (0, 1),
            PlotCard::OverheardConversation => (0, 2),
            PlotCard::OpenUp => (0, 1),
        }
    }

    /// The card's two English names (§5.2, §10 ruling 3): The Resistance's, and the
    /// Avalon-themed one whose official status is unconfirmed. The app shows translations
    /// of both.
    pub fn names(self) -> (&'static str, &'static str) {
        match self {
            PlotCard::StrongLeader => ("Strong Leader", "Lead to Victory"),
            PlotCard::NoConfidence => ("No Confidence", "The King Returns"),
            PlotCard::CloseEye => ("Keeping a Close Eye on You", "Ambush"),
            PlotCard::Spotlight => ("In the Spotlight", "We Found You"),
            PlotCard::OpinionMaker => ("Opinion Maker", "Charge!"),
            PlotCard::TakeResponsibility => ("Take Responsibility", "Restore Your Honor"),
            PlotCard::EstablishConfidence => ("Establish Confidence", "Show Your Strength"),
            PlotCard::OverheardConversation => ("Overheard Conversation", "Are You the One"),
            PlotCard::OpenUp => ("Open Up", "Show Your True Nature"),
        }
    }

    /// A stable key for texts and styles.
    pub fn key(self) -> &'static str {
        match self {
            PlotCard::StrongLeader => "strong-leader",
            PlotCard::NoConfidence => "no-confidence",
            PlotCard::CloseEye => "close-eye",
            PlotCard::Spotlight => "spotlight",
            PlotCard::OpinionMaker => "opinion-maker",
            PlotCard::TakeResponsibility => "take-responsibility",
            PlotCard::EstablishConfidence => "establish-confidence",
            PlotCard::OverheardConversation => "overheard",
            PlotCard::OpenUp => "open-up",
        }
    }
}

/// The deck used at this table (unshuffled): 7 cards at 5–6 players, all 15 from 7.
pub fn deck(players: usize) -> Vec<PlotCard> {
    PlotCard::ALL
        .iter()
        .flat_map(|c| {
            let (base, extra) = c.copies();
            let k = if players >= 7 { base + extra } else { base };
            std::iter::repeat_n(*c, k)
        })
        .collect()
}

/// Cards the leader draws at the start of each round.
pub fn draws_per_round(players: usize) -> usize {
    match players {
        0..=6 => 1,
        7..=8 => 2,
        _ => 3,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deck_matches_the_card_list() {
        let count = |d: &[PlotCard], c: PlotCard| d.iter().filter(|x| **x == c).count();
        let small = deck(5);
        assert_eq!(small.len(), 7);
        assert_eq!(count(&small, PlotCard::StrongLeader), 2);
        assert_eq!(count(&small, PlotCard::CloseEye), 2);
        assert_eq!(count(&small, PlotCard::NoConfidence), 1);
        assert_eq!(count(&small, PlotCard::TakeResponsibility), 1);
        assert_eq!(count(&small, PlotCard::OpinionMaker), 1);
        assert_eq!(deck(6), small);
        let full = deck(7);
        assert_eq!(full.len(), 15);
        assert_eq!(count(&full, PlotCard::NoConfidence), 3);
        assert_eq!(count(&full, PlotCard::OverheardConversation), 2);
        assert_eq!(count(&full, PlotCard::OpinionMaker), 2);
        assert_eq!(deck(10), full);
        assert_eq!(
            (5..=10).map(draws_per_round).collect::<Vec<_>>(),
            [1, 1, 2, 2, 3, 3]
        );
        // Five rounds never draw more than the deck holds.
        assert!((5..=10).all(|n| 5 * draws_per_round(n) <= deck(n).len()));
    }
}
