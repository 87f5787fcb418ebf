//! What a seat can do, and what happens (events, each with its audience).

use crate::plot::PlotCard;
use crate::role::Side;
use crate::state::{Card, EndReason};
use rt_core::{Seat, SeatSet};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Night: "I have seen what my role knows."
    Ready,
    /// The leader's team, the quest it attempts (chosen only under Targeting), and with the
    /// Excalibur module the member who gets the sword.
    Propose {
        team: SeatSet,
        excalibur: Option<Seat>,
        quest: u8,
    },
    /// Approve (`true`) or reject the team.
    Vote(bool),
    /// A quest card.
    Play(Card),
    /// Excalibur's holder switches this member's card, or (`None`) leaves the cards alone.
    Switch(Option<Seat>),
    /// The Lady's holder examines this player's loyalty.
    Examine(Seat),
    /// After the Lady: tell the table the examined player's loyalty (truly or not), or
    /// (`None`) say nothing.
    Declare(Option<Side>),
    /// The Assassin names Merlin.
    Assassinate(Seat),
    /// Plot cards: the leader gives the next drawn card to this player.
    Give(Seat),
    /// Plot cards: use the card this moment is for (naming a team member for In the
    /// Spotlight and Keeping a Close Eye on You).
    UsePlot(Option<Seat>),
    /// Plot cards: let this moment pass.
    Pass,
    /// Take Responsibility: take this card from this player.
    Take { from: Seat, card: PlotCard },
    /// Overheard Conversation: look at this neighbour's loyalty.
    LookAt(Seat),
    /// Open Up, Establish Confidence: show your loyalty to this player.
    ShowTo(Seat),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum AvalonEvent {
    Ready {
        seat: Seat,
    },
    Proposed {
        leader: Seat,
        team: SeatSet,
        excalibur: Option<Seat>,
        quest: u8,
    },
    Voted {
        seat: Seat,
    },
    VotesRevealed {
        votes: Vec<bool>,
        approved: bool,
        rejections: u8,
    },
    /// The fifth proposal goes on without a vote (house rule).
    NoVote,
    Played {
        seat: Seat,
    },
    Switched {
        holder: Seat,
        target: Seat,
    },
    KeptCards {
        holder: Seat,
    },
    /// Private to the holder: the target's card before the switch.
    SawOriginal {
        target: Seat,
        card: Card,
    },
    QuestDone {
        quest: u8,
        fails: u8,
        failed: bool,
    },
    Examined {
        holder: Seat,
        target: Seat,
    },
    /// The Lady's holder says what they saw (`None`: nothing).
    Declared {
        holder: Seat,
        target: Seat,
        said: Option<Side>,
    },
    /// Private to the Lady's holder.
    LoyaltySeen {
        target: Seat,
        side: Side,
    },
    AssassinAims {
        assassin: Seat,
        target: Seat,
    },
    /// Lancelot's allegiance card for this round: `switch` swaps the Lancelots' sides.
    LancelotCard {
        switch: bool,
    },
    GameOver {
        winner: Side,
        reason: EndReason,
    },
    PlotDrawn {
        leader: Seat,
        cards: Vec<PlotCard>,
    },
    PlotGiven {
        to: Seat,
        card: PlotCard,
    },
    PlotUsed {
        seat: Seat,
        card: PlotCard,
        target: Option<Seat>,
    },
    PlotTaken {
        seat: Seat,
        from: Seat,
        card: PlotCard,
    },
    /// Take Responsibility with no card to take.
    PlotWasted {
        seat: Seat,
        card: PlotCard,
    },
    /// `to` saw `from`'s loyalty (a Plot card).
    LoyaltyShown {
        from: Seat,
        to: Seat,
    },
    /// Private to a Close Eye user: the card as it lies.
    CardSeen {
        target: Seat,
        card: Card,
    },
    /// In the Spotlight: this member's card, played face up.
    FaceUp {
        seat: Seat,
        card: Card,
    },
    /// At the end: the card a switch turned over on a quest, for all to read.
    SwitchRevealed {
        quest: u8,
        holder: Seat,
        target: Seat,
        card: Card,
    },
    /// Opinion Makers' votes, shown before anyone else votes.
    OpinionVotes {
        votes: Vec<(Seat, bool)>,
    },
}
