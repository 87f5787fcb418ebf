//! The full state of an Avalon game: roles, the leader, the record of proposals and quests,
//! and the modules' tokens.

use crate::plot::{PlotCard, Window};
use crate::role::{LancelotVariant, Role, Side};
use rt_core::{GameRng, Seat, SeatSet};
use serde::{Deserialize, Serialize};

/// What happens to the fifth proposal of a round (§1.4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum FifthProposal {
    /// The official rule: a fifth rejection in a round is a win for Evil.
    #[default]
    EvilWins,
    /// House rule: the fifth proposal goes on the quest without a vote.
    NoVote,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AvalonOptions {
    /// Merlin (with the Assassin, who must come with him).
    pub merlin: bool,
    pub percival: bool,
    pub morgana: bool,
    pub mordred: bool,
    pub oberon: bool,
    pub lady: bool,
    pub excalibur: bool,
    /// Targeting (§3): the leader picks which quest the team attempts.
    pub targeting: bool,
    /// The two Lancelots (§4), in one of three variants.
    pub lancelot: Option<LancelotVariant>,
    pub fifth: FifthProposal,
    /// The Plot Thickens cards (§5).
    #[serde(default)]
    pub plot: bool,
}

impl Default for AvalonOptions {
    fn default() -> Self {
        AvalonOptions {
            merlin: true,
            percival: false,
            morgana: false,
            mordred: false,
            oberon: false,
            lady: false,
            excalibur: false,
            targeting: false,
            lancelot: None,
            fifth: FifthProposal::EvilWins,
            plot: false,
        }
    }
}

impl AvalonOptions {
    /// The special roles asked for, by side.
    pub fn specials(&self) -> (Vec<Role>, Vec<Role>) {
        let mut good = Vec::new();
        let mut evil = Vec::new();
        if self.merlin {
            good.push(Role::Merlin);
            evil.push(Role::Assassin);
        }
        if self.percival {
            good.push(Role::Percival);
        }
        if self.morgana {
            evil.push(Role::Morgana);
        }
        if self.mordred {
            evil.push(Role::Mordred);
        }
        if self.oberon {
            evil.push(Role::Oberon);
        }
        if self.lancelot.is_some() {
            good.push(Role::GoodLancelot);
            evil.push(Role::EvilLancelot);
        }
        (good, evil)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Card {
    Success,
    Fail,
}

impl Card {
    pub fn flipped(self) -> Card {
        match self {
            Card::Success => Card::Fail,
            Card::Fail => Card::Success,
        }
    }
}

/// A proposal, as the public record shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Proposal {
    pub quest: u8,
    pub attempt: u8,
    pub leader: Seat,
    pub team: SeatSet,
    pub excalibur: Option<Seat>,
    /// Approve (`true`) per seat, once revealed; empty for a proposal sent without a vote.
    pub votes: Vec<bool>,
    pub approved: bool,
    /// No Confidence: the seat that cancelled this approved team.
    #[serde(default)]
    pub overruled: Option<Seat>,
}

/// A quest's public result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuestResult {
    pub quest: u8,
    pub team: SeatSet,
    pub fails: u8,
    pub failed: bool,
    /// Excalibur: (holder, target) when the holder switched a card.
    pub switch: Option<(Seat, Seat)>,
    /// In the Spotlight: the member who played face up, and the card.
    #[serde(default)]
    pub face_up: Option<(Seat, Card)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    ThreeSuccesses,
    ThreeFails,
    FiveRejections,
    MerlinFound,
    MerlinMissed,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Phase {
    /// Each player looks at what their role knows.
    Night {
        pending: SeatSet,
    },
    /// The leader chooses a team (and Excalibur's holder).
    Propose,
    Vote {
        votes: Vec<Option<bool>>,
    },
    /// Team members play in secret.
    Quest {
        cards: Vec<Option<Card>>,
    },
    /// Excalibur's holder may switch one other member's card.
    Excalibur {
        cards: Vec<Option<Card>>,
    },
    /// Plot cards: the leader gives the drawn cards out one by one; `acting` is a card that
    /// acts on receipt and the seat that must resolve it now.
    Deal {
        drawn: Vec<PlotCard>,
        given: SeatSet,
        acting: Option<(PlotCard, Seat)>,
    },
    /// Plot cards: the holders of one kind of kept card, in seat order from the leader, each
    /// get one chance to use it now.
    Window {
        window: Window,
        queue: Vec<Seat>,
    },
    /// Keeping a Close Eye on You, after Excalibur: holders may look at a played card.
    CloseEye {
        cards: Vec<Option<Card>>,
        switch: Option<(Seat, Seat)>,
        queue: Vec<Seat>,
        looked: SeatSet,
    },
    /// The Lady's holder examines a player.
    Lady,
    /// The Lady's last holder may tell the table what they saw, truly or not (§2).
    Declare {
        holder: Seat,
        target: Seat,
    },
    /// Three quests succeeded: the Assassin names Merlin.
    Assassinate,
    Over {
        winner: Side,
        reason: EndReason,
    },
}

/// What a seat learnt privately from a module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Insight {
    /// The Lady showed this seat's loyalty.
    Lady { target: Seat, side: Side },
    /// Excalibur showed the target's original card on this quest.
    Excalibur { quest: u8, target: Seat, card: Card },
    /// A Plot card showed `target`'s loyalty to this seat.
    Loyalty {
        target: Seat,
        side: Side,
        card: PlotCard,
    },
    /// Keeping a Close Eye on You: the target's card as it lay after any switch.
    CloseEye {
        quest: u8,
        target: Seat,
        card: Card,
        switched: bool,
    },
}

/// Opinion Makers' votes on the team, shown once all of them have voted (before anyone
/// else votes); empty until then, and without Opinion Makers.
pub fn opinions(makers: &[Seat], votes: &[Option<bool>]) -> Vec<(Seat, bool)> {
    let shown: Vec<(Seat, bool)> = makers
        .iter()
        .filter_map(|m| votes.get(m.index()).copied().flatten().map(|v| (*m, v)))
        .collect();
    if shown.len() == makers.len() {
        shown
    } else {
        Vec::new()
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Avalon {
    pub options: AvalonOptions,
    pub seats: u8,
    pub rng: GameRng,
    pub roles: Vec<Role>,
    pub leader: Seat,
    /// How many quests have been played (the round); without Targeting, also the index of
    /// the quest now being played.
    pub quest: u8,
    /// Rejected proposals this round.
    pub rejections: u8,
    pub proposals: Vec<Proposal>,
    pub results: Vec<QuestResult>,
    /// The proposal now being voted on or played.
    pub current: Option<Proposal>,
    pub lady: Option<Seat>,
    /// Seats that have held the Lady (they cannot be examined).
    pub lady_past: SeatSet,
    pub insights: Vec<Vec<Insight>>,
    pub assassin_target: Option<Seat>,
    /// Lancelot's allegiance deck, top first (`true` switches); the cards already turned
    /// face up; whether the Lancelots have swapped sides (an odd number of switches).
    pub lancelot_deck: Vec<bool>,
    pub lancelot_shown: Vec<bool>,
    pub switched: bool,
    /// Plot cards: the deck (face down, top first), the cards each seat holds (face up),
    /// and the used ones.
    pub plot_deck: Vec<PlotCard>,
    pub plots: Vec<Vec<PlotCard>>,
    pub plot_discard: Vec<PlotCard>,
    /// What Lady holders told the table: (holder, examined, what they said, if anything).
    pub declarations: Vec<(Seat, Seat, Option<Side>)>,
    /// A Strong Leader was used and no vote has happened since.
    pub strong_blocked: bool,
    /// In the Spotlight: the member who plays face up on the current quest.
    pub spotlight: Option<Seat>,
    pub phase: Phase,
}

impl Avalon {
    pub fn n(&self) -> usize {
        usize::from(self.seats)
    }

    /// A seat's current side: a Lancelot's changes with each switch.
    pub fn side(&self, seat: Seat) -> Side {
        let role = self.roles[seat.index()];
        match (role, self.switched) {
            (Role::GoodLancelot, true) => Side::Evil,
            (Role::EvilLancelot, true) => Side::Good,
            _ => role.side(),
        }
    }

    pub fn quest_spec(&self, quest: u8) -> (usize, usize) {
        crate::tables::quests(self.n())
            .and_then(|q| q.get(usize::from(quest)).copied())
            .unwrap_or((2, 1))
    }

    /// The quests a leader may send a team on now. Without Targeting, the next one; with it
    /// (§3), any not yet attempted, the fifth only once two others have succeeded.
    pub fn open_quests(&self) -> Vec<u8> {
        if !self.options.targeting {
            return vec![self.quest];
        }
        let done = |q: u8| self.results.iter().any(|r| r.quest == q);
        (0..5u8)
            .filter(|q| !done(*q))
            .filter(|q| *q < 4 || self.count(false) >= 2)
            .collect()
    }

    /// The quest the current team attempts.
    pub fn target(&self) -> u8 {
        self.current.as_ref().map_or(self.quest, |p| p.quest)
    }

    pub fn count(&self, failed: bool) -> usize {
        self.results.iter().filter(|r| r.failed == failed).count()
    }

    pub fn seat_of(&self, role: Role) -> Option<Seat> {
        self.roles
            .iter()
            .position(|r| *r == role)
            .map(|i| Seat(i as u8))
    }

    /// The seats holding a Plot card of this kind, in seat order from the leader.
    pub fn holders(&self, card: PlotCard) -> Vec<Seat> {
        let n = self.n();
        (0..n)
            .map(|i| Seat(((self.leader.index() + i) % n) as u8))
            .filter(|s| self.plots[s.index()].contains(&card))
            .collect()
    }

    pub fn winner(&self) -> Option<Side> {
        match self.phase {
            Phase::Over { winner, .. } => Some(winner),
            _ => None,
        }
    }
}
