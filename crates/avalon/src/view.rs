//! What one seat may know: its role, what its role saw at night (§1.5), what the Lady and
//! Excalibur showed it, and the public record. Roles are shown to all once the game is over.

use crate::plot::{PlotCard, Window};
use crate::role::{Role, Side, Sight};
use crate::state::{Avalon, AvalonOptions, Card, EndReason, Insight, Phase, Proposal, QuestResult};
use rt_core::{Seat, SeatSet};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StageView {
    Night {
        pending: SeatSet,
    },
    Propose,
    Vote {
        voted: SeatSet,
    },
    Quest {
        played: SeatSet,
    },
    Excalibur,
    /// Plot cards: the leader gives out the first of `View::plot_drawn`, or `acting`
    /// resolves a card that acts on receipt.
    Deal {
        acting: Option<(PlotCard, Seat)>,
    },
    /// Plot cards: `asked` may use a kept card now.
    Window {
        window: Window,
        asked: Seat,
    },
    CloseEye {
        asked: Seat,
    },
    Lady,
    /// The Lady's last holder may say what they saw.
    Declare {
        holder: Seat,
        target: Seat,
    },
    Assassinate,
    Over {
        winner: Side,
        reason: EndReason,
    },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub me: Option<Seat>,
    pub seats: u8,
    pub options: AvalonOptions,
    pub my_role: Option<Role>,
    /// What the viewer's role showed it of each seat at night.
    pub sights: Vec<Option<Sight>>,
    pub insights: Vec<Insight>,
    pub leader: Seat,
    pub quest: u8,
    pub rejections: u8,
    /// (team size, Fails needed) for each quest at this table.
    pub quests: Vec<(u8, u8)>,
    /// The quests a team may be sent on now.
    pub open_quests: Vec<u8>,
    pub proposals: Vec<Proposal>,
    pub results: Vec<QuestResult>,
    pub current: Option<Proposal>,
    pub my_vote: Option<bool>,
    pub my_card: Option<Card>,
    pub lady: Option<Seat>,
    pub lady_past: SeatSet,
    pub stage: StageView,
    pub assassin_target: Option<Seat>,
    /// Everyone's role, once the game is over.
    pub roles: Option<Vec<Role>>,
    /// Everyone's side at the end (a Lancelot's may have switched), once the game is over.
    pub sides: Option<Vec<Side>>,
    /// The viewer's current side.
    pub my_side: Option<Side>,
    /// Lancelot's allegiance cards turned face up so far (`true` switches).
    pub lancelot_cards: Vec<bool>,
    pub switched: bool,
    /// Plot cards held by each seat (face up), cards left in the deck, and the used ones.
    pub plots: Vec<Vec<PlotCard>>,
    pub plot_deck_left: u8,
    pub plot_used: Vec<PlotCard>,
    /// Opinion Makers' votes on the current team, once all of them have voted.
    pub opinions: Vec<(Seat, bool)>,
    /// In the Spotlight: the member who plays face up, and the card once played.
    pub spotlight: Option<Seat>,
    pub face_up: Option<Card>,
    /// What Lady holders told the table (holder, examined, what they said).
    pub declarations: Vec<(Seat, Seat, Option<Side>)>,
    /// Plot cards drawn this round and not yet given out (face up), and who got one.
    pub plot_drawn: Vec<PlotCard>,
    pub plot_given: SeatSet,
    /// A Strong Leader was played and no vote has happened since (public).
    pub strong_blocked: bool,
    /// Excalibur's switch on the quest now being looked at (announced aloud).
    pub pending_switch: Option<(Seat, Seat)>,
}

impl View {
    pub fn n(&self) -> usize {
        usize::from(self.seats)
    }

    pub fn of(game: &Avalon, me: Option<Seat>) -> View {
        let n = game.n();
        let my_role = me.map(|s| game.roles[s.index()]);
        let sights = Seat::all(n)
            .map(|s| match my_role {
                Some(role) if Some(s) != me => {
                    role.sees(game.roles[s.index()], game.options.lancelot)
                }
                _ => None,
            })
            .collect();
        let filled = |v: &[Option<bool>]| -> SeatSet {
            Seat::all(n).filter(|s| v[s.index()].is_some()).collect()
        };
        let (stage, my_vote, my_card) = match &game.phase {
            Phase::Night { pending } => (StageView::Night { pending: *pending }, None, None),
            Phase::Propose => (StageView::Propose, None, None),
            Phase::Vote { votes } => (
                StageView::Vote {
                    voted: filled(votes),
                },
                me.and_then(|s| votes[s.index()]),
                None,
            ),
            Phase::Quest { cards } => (
                StageView::Quest {
                    played: Seat::all(n)
                        .filter(|s| cards[s.index()].is_some())
                        .collect(),
                },
                None,
                me.and_then(|s| cards[s.index()]),
            ),
            Phase::Excalibur { cards } => (
                StageView::Excalibur,
                None,
                me.and_then(|s| cards[s.index()]),
            ),
            Phase::Deal { acting, .. } => (StageView::Deal { acting: *acting }, None, None),
            Phase::Window { window, queue } => (
                StageView::Window {
                    window: *window,
                    asked: queue.first().copied().unwrap_or(game.leader),
                },
                None,
                None,
            ),
            // The cards lie as after any switch; a member's own card is still theirs to see.
            Phase::CloseEye { cards, queue, .. } => (
                StageView::CloseEye {
                    asked: queue.first().copied().unwrap_or(game.leader),
                },
                None,
                me.and_then(|s| cards[s.index()]),
            ),
            Phase::Lady => (StageView::Lady, None, None),
            Phase::Declare { holder, target } => (
                StageView::Declare {
                    holder: *holder,
                    target: *target,
                },
                None,
                None,
            ),
            Phase::Assassinate => (StageView::Assassinate, None, None),
            Phase::Over { winner, reason } => (
                StageView::Over {
                    winner: *winner,
                    reason: *reason,
                },
                None,
                None,
            ),
        };
        let over = matches!(game.phase, Phase::Over { .. });
        let opinions = match &game.phase {
            Phase::Vote { votes } => {
                crate::state::opinions(&game.holders(PlotCard::OpinionMaker), votes)
            }
            _ => Vec::new(),
        };
        let face_up = game.spotlight.and_then(|s| match &game.phase {
            Phase::Quest { cards } | Phase::Excalibur { cards } | Phase::CloseEye { cards, .. } => {
                cards[s.index()]
            }
            _ => None,
        });
        View {
            me,
            seats: game.seats,
            options: game.options.clone(),
            my_role,
            sights,
            insights: me
                .map(|s| game.insights[s.index()].clone())
                .unwrap_or_default(),
            leader: game.leader,
            quest: game.quest,
            rejections: game.rejections,
            quests: crate::tables::quests(n)
                .unwrap_or([(2, 1); 5])
                .iter()
                .map(|(a, b)| (*a as u8, *b as u8))
                .collect(),
            open_quests: game.open_quests(),
            proposals: game.proposals.clone(),
            results: game.results.clone(),
            current: game.current.clone(),
            my_vote,
            my_card,
            lady: game.lady,
            lady_past: game.lady_past,
            stage,
            assassin_target: game.assassin_target,
            roles: over.then(|| game.roles.clone()),
            sides: over.then(|| Seat::all(n).map(|s| game.side(s)).collect()),
            my_side: me.map(|s| game.side(s)),
            lancelot_cards: game.lancelot_shown.clone(),
            switched: game.switched,
            plots: game.plots.clone(),
            plot_deck_left: game.plot_deck.len() as u8,
            plot_used: game.plot_discard.clone(),
            opinions,
            spotlight: game.spotlight,
            face_up,
            declarations: game.declarations.clone(),
            plot_drawn: match &game.phase {
                Phase::Deal { drawn, .. } => drawn.clone(),
                _ => Vec::new(),
            },
            plot_given: match &game.phase {
                Phase::Deal { given, .. } => *given,
                _ => SeatSet::EMPTY,
            },
            strong_blocked: game.strong_blocked,
            pending_switch: match &game.phase {
                Phase::CloseEye { switch, .. } => *switch,
                _ => None,
            },
        }
    }
}
