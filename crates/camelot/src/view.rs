//! What one seat may know (§14): its own hand and Loyalty, the Black cards it placed face
//! down, Percival's peek; everything else on the table is public.

use crate::cards::{Black, White};
use crate::knight::Knight;
use crate::quest::{GrailTrack, LancelotBoard, Place, War};
use crate::state::{Camelot, Ending, Heroic, Loyalty, Pending, Relics, Step};
use crate::travel::Travel;
use rt_core::Seat;
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

/// One entry per seat, inline: a view is built for every decision of every bot, and in
/// WebAssembly its allocations were most of its cost.
pub type PerSeat<T> = SmallVec<[T; 8]>;
/// Cards of one place (a hand, a pile), inline up to the usual sizes.
pub type Inline<T, const N: usize> = SmallVec<[T; N]>;

/// Swords on the table before a Three Brave Knights player may look at their Loyalty (§3).
pub const SWORDS_TO_LOOK: u8 = 6;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KnightView {
    pub knight: Knight,
    pub life: u8,
    pub hand_size: u8,
    pub place: Option<Place>,
    pub alive: bool,
    pub unmasked: bool,
    pub has_accused: bool,
    /// Known to this viewer: their own, an unmasked traitor's, or everyone's at the end.
    pub loyalty: Option<Loyalty>,
    /// Captured! and not yet freed (§12.3).
    #[serde(default)]
    pub captured: bool,
    /// Geraint's once-a-game power is used.
    #[serde(default)]
    pub power_spent: bool,
}

/// A combat quest as the viewer sees it: face-down Black cards show no value unless the
/// viewer placed them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatView {
    pub white: Inline<u8, 9>,
    pub black: Inline<Option<u8>, 5>,
    /// The values among `white` that Fight? cards took.
    #[serde(default)]
    pub wild: Inline<u8, 3>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LancelotStage {
    Lancelot,
    Dragon,
    Over,
}

/// A decision under way, as the viewer may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PendingView {
    /// The card shows only to the drawer.
    Facing {
        seat: Seat,
        card: Option<Black>,
    },
    ChooseWar {
        seat: Seat,
        card: Black,
    },
    Knighting {
        chooser: Seat,
        among: Vec<Seat>,
    },
    Siege {
        seat: Seat,
        cards: Vec<u8>,
        /// A Charged! fight on the way to this place.
        #[serde(default)]
        charge: Option<Place>,
    },
    /// Lost! or Ambushed! on the way to `to`.
    Challenge {
        seat: Seat,
        to: Place,
        card: Travel,
    },
    Volunteer {
        morgan: crate::cards::Morgan,
        asked: Vec<Seat>,
    },
    Discard {
        owed: Vec<(Seat, u8)>,
    },
    Share {
        cards: Vec<White>,
        among: Vec<Seat>,
        given: Vec<Seat>,
        accepted: Vec<Seat>,
    },
    /// A card that may still go face down shows only to its drawer.
    Cancel {
        card: Option<Black>,
        drawer: Seat,
        asked: Vec<Seat>,
    },
    Rescue {
        dying: Seat,
        holder: Seat,
    },
    Kay {
        kay: Seat,
        quest: Option<crate::quest::Quest>,
    },
    Convocation {
        by: Seat,
        asked: Vec<Seat>,
    },
    Give {
        from: Seat,
        to: Seat,
        left: u8,
        back: bool,
    },
    /// Clairvoyance and the Armor: the cards show only to the one looking.
    Arrange {
        seat: Seat,
        cards: Option<Vec<Black>>,
    },
    Armor {
        seat: Seat,
        cards: Option<Vec<Black>>,
    },
    GrailOrLife {
        asked: Vec<Seat>,
    },
    /// Owain's drawn cards show only to him.
    Owain {
        seat: Seat,
        drawn: Option<Vec<White>>,
    },
    CallForHelp {
        to: Place,
        asked: Vec<Seat>,
    },
    DragonSlayer {
        seat: Seat,
        left: u8,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StepView {
    /// Who has laid a card; the viewer's own card.
    Opening {
        laid: Vec<bool>,
        mine: Option<White>,
    },
    Evil {
        chosen: bool,
    },
    Heroic(Heroic),
    Raid,
    Over(Ending),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub me: Option<Seat>,
    pub knights: PerSeat<KnightView>,
    pub my_hand: Inline<White, 16>,
    pub black_knight: CombatView,
    pub lancelot: LancelotStage,
    pub lancelot_combat: CombatView,
    pub excalibur: Option<u8>,
    pub grail: Option<GrailTrack>,
    pub picts: War,
    pub saxons: War,
    pub relics: Relics,
    pub engines: u8,
    pub white_swords: u8,
    pub black_swords: u8,
    pub black_in_play: Inline<Black, 8>,
    pub white_draw: u8,
    pub black_draw: u8,
    pub white_discard: Vec<White>,
    pub black_discard: Vec<Black>,
    pub turn: Seat,
    pub turns: u32,
    pub step: StepView,
    pub pending: Option<PendingView>,
    /// Percival's look at the top Black card before he chooses (§8).
    pub peek: Option<Black>,
    /// What each seat said to the table since its last turn began.
    pub said: PerSeat<Option<crate::talk::Statement>>,
    /// Each seat's public record.
    pub conduct: PerSeat<crate::state::Conduct>,
    pub options: crate::state::CamelotOptions,
    /// The quest Heroism lies on.
    pub heroism: Option<crate::quest::Quest>,
    /// Merlin's Company: the Travel cards left to draw, the discard face up, where the
    /// Merlin figure stands, and the Black cards the disposal rule removed.
    #[serde(default)]
    pub travel_draw: u8,
    #[serde(default)]
    pub travel_discard: Inline<Travel, 16>,
    #[serde(default)]
    pub merlin: Option<Place>,
    #[serde(default)]
    pub removed_black: Inline<Black, 8>,
    #[serde(default)]
    pub removed_white: Inline<White, 8>,
    #[serde(default)]
    pub divine_favor: bool,
    /// Bors's look at the top Travel card during his Heroic Actions.
    #[serde(default)]
    pub travel_peek: Option<Travel>,
}

impl View {
    pub fn of(game: &Camelot, me: Option<Seat>) -> View {
        let over = game.over();
        let sees_own_loyalty =
            !(game.options.three_brave_knights && game.n() == 3 && game.swords() < SWORDS_TO_LOOK);
        let knights = game
            .knights
            .iter()
            .enumerate()
            .map(|(i, k)| {
                let mine = me.is_some_and(|s| s.index() == i);
                let known = over || k.unmasked || (mine && sees_own_loyalty);
                KnightView {
                    knight: k.knight,
                    life: k.life,
                    hand_size: k.hand.len() as u8,
                    place: k.place,
                    alive: k.alive,
                    unmasked: k.unmasked,
                    has_accused: k.has_accused,
                    loyalty: known.then_some(k.loyalty),
                    captured: k.captured,
                    power_spent: k.power_spent,
                }
            })
            .collect();
        let combat = |c: &crate::quest::Combat| CombatView {
            white: SmallVec::from_slice(&c.white),
            wild: SmallVec::from_slice(&c.wild),
            black: c
                .black
                .iter()
                .map(|p| (!p.face_down || Some(p.by) == me).then_some(p.value))
                .collect(),
        };
        let (lancelot, lancelot_combat) = match &game.quests.lancelot {
            LancelotBoard::Lancelot(c) => (LancelotStage::Lancelot, combat(c)),
            LancelotBoard::Dragon(c) => (LancelotStage::Dragon, combat(c)),
            LancelotBoard::Over => (LancelotStage::Over, CombatView::default()),
        };
        let step = match &game.step {
            Step::Opening { laid } => StepView::Opening {
                laid: laid.iter().map(Option::is_some).collect(),
                mine: me.and_then(|s| laid.get(s.index()).copied().flatten()),
            },
            Step::Evil { chosen } => StepView::Evil { chosen: *chosen },
            Step::Heroic(h) => StepView::Heroic(h.clone()),
            Step::Raid => StepView::Raid,
            Step::Over(e) => StepView::Over(*e),
        };
        let pending = game.pending.first().map(|p| match p {
            Pending::Facing { seat, card, .. } => PendingView::Facing {
                seat: *seat,
                card: (Some(*seat) == me).then_some(*card),
            },
            Pending::ChooseWar { seat, card } => PendingView::ChooseWar {
                seat: *seat,
                card: *card,
            },
            Pending::Knighting { chooser, among } => PendingView::Knighting {
                chooser: *chooser,
                among: among.clone(),
            },
            Pending::Siege {
                seat,
                cards,
                charge,
                ..
            } => PendingView::Siege {
                seat: *seat,
                cards: cards.clone(),
                charge: *charge,
            },
            Pending::Challenge { seat, to, card } => PendingView::Challenge {
                seat: *seat,
                to: *to,
                card: *card,
            },
            Pending::Volunteer { morgan, asked } => PendingView::Volunteer {
                morgan: *morgan,
                asked: asked.clone(),
            },
            Pending::Discard { owed } => PendingView::Discard { owed: owed.clone() },
            Pending::Share(s) => PendingView::Share {
                cards: s.cards.clone(),
                among: s.among.clone(),
                given: s.given.clone(),
                accepted: s.accepted.clone(),
            },
            Pending::Cancel {
                card,
                drawer,
                asked,
                ..
            } => {
                let secret = matches!(card, Black::BlackKnight(_) | Black::LancelotDragon(..));
                PendingView::Cancel {
                    card: (!secret || Some(*drawer) == me).then_some(*card),
                    drawer: *drawer,
                    asked: asked.clone(),
                }
            }
            Pending::Rescue { dying, holder } => PendingView::Rescue {
                dying: *dying,
                holder: *holder,
            },
            Pending::Kay { kay, on } => PendingView::Kay {
                kay: *kay,
                quest: match on {
                    crate::state::KayOn::Quest { quest, .. } => Some(*quest),
                    crate::state::KayOn::Siege { .. } => None,
                },
            },
            Pending::Convocation { by, asked } => PendingView::Convocation {
                by: *by,
                asked: asked.clone(),
            },
            Pending::Give {
                from,
                to,
                left,
                back,
                ..
            } => PendingView::Give {
                from: *from,
                to: *to,
                left: *left,
                back: *back,
            },
            Pending::Arrange { seat, cards, .. } => PendingView::Arrange {
                seat: *seat,
                cards: (Some(*seat) == me).then(|| cards.clone()),
            },
            Pending::Armor { seat, cards } => PendingView::Armor {
                seat: *seat,
                cards: (Some(*seat) == me).then(|| cards.clone()),
            },
            Pending::GrailOrLife { asked } => PendingView::GrailOrLife {
                asked: asked.clone(),
            },
            Pending::Owain { seat, drawn } => PendingView::Owain {
                seat: *seat,
                drawn: (Some(*seat) == me).then(|| drawn.clone()),
            },
            Pending::CallForHelp { to, asked } => PendingView::CallForHelp {
                to: *to,
                asked: asked.clone(),
            },
            Pending::DragonSlayer { seat, left } => PendingView::DragonSlayer {
                seat: *seat,
                left: *left,
            },
        });
        let percival = me.is_some_and(|s| {
            s == game.turn
                && game.pending.is_empty()
                && game.step == Step::Evil { chosen: false }
                && game.knight(s).is_some_and(|k| k.knight == Knight::Percival)
        });
        View {
            me,
            knights,
            my_hand: me
                .and_then(|s| game.knight(s))
                .map(|k| SmallVec::from_slice(&k.hand))
                .unwrap_or_default(),
            black_knight: combat(&game.quests.black_knight),
            lancelot,
            lancelot_combat,
            excalibur: game.quests.excalibur,
            grail: game.quests.grail.clone(),
            picts: game.quests.picts.clone(),
            saxons: game.quests.saxons.clone(),
            relics: game.relics.clone(),
            engines: game.engines,
            white_swords: game.white_swords,
            black_swords: game.black_swords,
            black_in_play: SmallVec::from_slice(&game.black_in_play),
            white_draw: game.white_draw.len() as u8,
            black_draw: game.black_draw.len() as u8,
            white_discard: game.white_discard.clone(),
            black_discard: game.black_discard.clone(),
            turn: game.turn,
            turns: game.turns,
            step,
            pending,
            peek: if percival {
                game.black_draw.last().copied()
            } else {
                None
            },
            said: SmallVec::from_slice(&game.said),
            conduct: SmallVec::from_slice(&game.conduct),
            options: game.options.clone(),
            heroism: game.heroism,
            travel_draw: game.travel_draw.len() as u8,
            travel_discard: SmallVec::from_slice(&game.travel_discard),
            merlin: game.merlin,
            removed_black: SmallVec::from_slice(&game.removed_black),
            removed_white: SmallVec::from_slice(&game.removed_white),
            divine_favor: game.divine_favor,
            travel_peek: me.and_then(|s| game.bors_peek(s)),
        }
    }

    pub fn n(&self) -> usize {
        self.knights.len()
    }

    /// Has this quest ended for good (as `Quests::over`)?
    pub fn over(&self, quest: crate::quest::Quest) -> bool {
        use crate::quest::Quest;
        match quest {
            Quest::Lancelot => self.lancelot == LancelotStage::Over,
            Quest::Excalibur => self.excalibur.is_none(),
            Quest::Grail => self.grail.is_none(),
            _ => false,
        }
    }
}
