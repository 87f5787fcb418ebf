//! What one seat may know (§2): its own hand, every hand's size, the trash, revealed
//! chips, and the chips effects showed it. Built from the seat's knowledge mask only.

use crate::action::{Claim, Side};
use crate::chip::{ChipId, Kind};
use crate::result::{ending, standings, Ending, Standing};
use crate::state::{Ask, Chips, Phase, Source, Stage};
use rt_core::{Seat, SeatSet};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

/// One entry per seat (eight at most), kept inline: a view is built for every decision of
/// every bot, and its allocations were most of its cost (most of all in WebAssembly).
pub type PerSeat<T> = SmallVec<[T; 8]>;
/// Chips of one place (a hand, a region, the trash), inline up to the usual sizes.
pub type Inline<T, const N: usize> = SmallVec<[T; N]>;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HandView {
    pub size: u8,
    /// Galahad's fist holds a chip of this seat's this round.
    pub protected: bool,
    /// Chips of this hand the viewer was shown and can still place there.
    pub known: Inline<Kind, 8>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StageView {
    /// The secret picks of the Draw step: `owed` are still choosing.
    Draft {
        owed: SeatSet,
    },
    /// A re-pick, one seat at a time.
    Draw {
        drawer: Seat,
    },
    Play {
        owed: SeatSet,
    },
    Resolve {
        resolving: Option<(Seat, Kind)>,
    },
    Over,
}

/// The public progress of the chip now acting (when no chip is nested inside it): who,
/// which step, and the targets chosen so far. The drawer alone also sees what it drew.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FrameView {
    pub seat: Seat,
    pub kind: Kind,
    pub step: u8,
    pub target: Option<Seat>,
    pub targets: SeatSet,
    pub source: Option<Source>,
    pub left: u8,
    pub side: Option<Side>,
    pub window_done: bool,
    pub picks: Vec<Seat>,
    /// What this chip drew so far, shown to its owner only.
    pub my_got: Vec<Kind>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub me: Option<Seat>,
    pub seats: u8,
    pub round: u16,
    pub crown: Seat,
    pub final_round: bool,
    pub regions_to_end: u8,
    /// Each region's slots; `Some` where the viewer knows the chip (the memory aid).
    pub avalon: [Inline<Option<Kind>, 24>; 3],
    pub hands: PerSeat<HandView>,
    pub my_hand: Inline<Kind, 16>,
    pub my_protected: Option<Kind>,
    /// The chip the viewer chose this round, before the reveal.
    pub my_choice: Option<Kind>,
    /// The slots (region, slot) the viewer picked in the Draw step, before all have picked.
    pub my_picks: Vec<(u8, u8)>,
    /// How many more slots the viewer must pick in the Draw step.
    pub my_picks_left: u8,
    /// Played chips once revealed; before that, only who has chosen.
    pub played: PerSeat<Option<Kind>>,
    pub chosen: SeatSet,
    pub permanent: PerSeat<Option<Kind>>,
    /// The chip Morgana revealed, face up while it resolves (it is in no hand, slot or pile
    /// until then).
    #[serde(default)]
    pub limbo: Option<Kind>,
    pub shield: SeatSet,
    pub flipped: SeatSet,
    pub trash: Inline<Kind, 64>,
    pub stage: StageView,
    /// Where Resolve stands (public), and the acting chip's progress.
    pub resolve_stage: Option<Stage>,
    pub frame: Option<FrameView>,
    pub ask: Option<Ask>,
    /// Percival's turned-up slots, and what they hold once all are turned.
    pub turned_up: Vec<(u8, u8, Option<Kind>)>,
    /// Swords held out for Arthur or Guinevere: per seat, how many are still there.
    pub held_out: Vec<(Seat, u8)>,
    /// What each seat said this round (table talk).
    pub claims: PerSeat<Option<Claim>>,
    /// Per seat, how many swords it publicly holds at least.
    pub sword_floor: PerSeat<u8>,
    pub standings: Option<Vec<Standing>>,
    pub ending: Option<Ending>,
}

impl View {
    pub fn of(game: &Chips, me: Option<Seat>) -> View {
        let n = game.n();
        let mask = me.map_or(0, |s| game.known[s.index()]);
        let knows = |c: &ChipId| mask & c.bit() != 0;
        // Views are built for every decision of every bot, so this borrows rather than
        // clones: allocation is what costs most here, and most of all in WebAssembly.
        let avalon = std::array::from_fn(|r| {
            game.avalon[r]
                .iter()
                .map(|c| knows(c).then(|| c.kind()))
                .collect()
        });
        // Before the reveal a chosen chip still counts as in hand for everyone else, so
        // knowing a hand never tells what was played from it.
        let chosen_ids: &[Option<ChipId>] = match &game.phase {
            Phase::Play { chosen, .. } => chosen,
            _ => &[],
        };
        let chosen_of = |i: usize| chosen_ids.get(i).copied().flatten();
        let hands = Seat::all(n)
            .map(|s| {
                let i = s.index();
                let known = if Some(s) == me {
                    Inline::new()
                } else {
                    let mut k: Inline<Kind, 8> = game.hands[i]
                        .iter()
                        .chain(chosen_of(i).as_ref())
                        .filter(|c| knows(c))
                        .map(|c| c.kind())
                        .collect();
                    k.sort();
                    k
                };
                HandView {
                    size: game.hands[i].len() as u8,
                    protected: game.protected[i].is_some(),
                    known,
                }
            })
            .collect();
        let mine = |f: &dyn Fn(Seat) -> Option<Kind>| me.and_then(f);
        let mut my_hand: Inline<Kind, 16> = me
            .map(|s| game.hands[s.index()].iter().map(|c| c.kind()).collect())
            .unwrap_or_default();
        my_hand.sort();
        let chosen: SeatSet = Seat::all(n)
            .filter(|s| chosen_of(s.index()).is_some())
            .collect();
        let top = game.frames.last();
        let turned_up = match top {
            Some(fr) if fr.kind == crate::chip::Kind::Percival => {
                let all_turned = fr.step > 0;
                fr.got
                    .iter()
                    .filter_map(|c| {
                        game.avalon.iter().enumerate().find_map(|(r, region)| {
                            region
                                .iter()
                                .position(|x| x == c)
                                .map(|slot| (r as u8, slot as u8, all_turned.then(|| c.kind())))
                        })
                    })
                    .collect()
            }
            _ => Vec::new(),
        };
        let held_out = match (game.ask, top) {
            (Some(Ask::PickSword { seat, .. }), Some(fr)) if fr.kind == Kind::Arthur => {
                game.arthur_pool(seat)
            }
            (Some(Ask::PickSword { .. }), Some(fr)) => Seat::all(n)
                .map(|s| (s, game.guinevere_left(fr, s).len() as u8))
                .collect(),
            _ => Vec::new(),
        };
        let over = game.phase == Phase::Over;
        View {
            me,
            seats: game.seats,
            round: game.round,
            crown: game.crown,
            final_round: game.final_round,
            regions_to_end: game.regions_to_end() as u8,
            avalon,
            hands,
            my_hand,
            my_protected: mine(&|s| game.protected[s.index()].map(|c| c.kind())),
            my_choice: mine(&|s| chosen_of(s.index()).map(|c| c.kind())),
            my_picks: me.map_or_else(Vec::new, |s| game.picked_slots(s)),
            my_picks_left: me.map_or(0, |s| game.picks_left(s)) as u8,
            played: game.played.iter().map(|c| c.map(|c| c.kind())).collect(),
            chosen,
            permanent: game.permanent.iter().map(|c| c.map(|c| c.kind())).collect(),
            limbo: game.limbo.map(|c| c.kind()),
            shield: game.shield,
            flipped: game.flipped,
            trash: game.trash.iter().map(|c| c.kind()).collect(),
            stage: match &game.phase {
                Phase::Draft { owed, .. } => StageView::Draft { owed: *owed },
                Phase::Draw { drawer } => StageView::Draw { drawer: *drawer },
                Phase::Play { owed, .. } => StageView::Play { owed: *owed },
                Phase::Resolve { .. } => StageView::Resolve {
                    resolving: top.map(|f| (f.seat, f.kind)),
                },
                Phase::Over => StageView::Over,
            },
            resolve_stage: match game.phase {
                Phase::Resolve { stage } => Some(stage),
                _ => None,
            },
            frame: match game.frames.as_slice() {
                [fr] if !fr.nested => Some(FrameView {
                    seat: fr.seat,
                    kind: fr.kind,
                    step: fr.step,
                    target: fr.target,
                    targets: fr.targets,
                    source: fr.source,
                    left: fr.left,
                    side: fr.side,
                    window_done: fr.window_done,
                    picks: fr.picks.iter().map(|(s, _)| *s).collect(),
                    my_got: if me == Some(fr.seat) && fr.kind != Kind::Percival {
                        // Only what is still in hand: the rest has gone back, and the
                        // chip's remaining steps never look at it.
                        fr.got
                            .iter()
                            .filter(|c| game.hands[fr.seat.index()].contains(c))
                            .map(|c| c.kind())
                            .collect()
                    } else {
                        Vec::new()
                    },
                }),
                _ => None,
            },
            ask: game.ask,
            turned_up,
            held_out,
            claims: game.claims.iter().copied().collect(),
            sword_floor: game.sword_floor.iter().copied().collect(),
            standings: over.then(|| standings(game)),
            ending: over.then(|| ending(game)),
        }
    }

    pub fn n(&self) -> usize {
        usize::from(self.seats)
    }

    pub fn avalon_count(&self) -> usize {
        self.avalon.iter().map(|r| r.len()).sum()
    }

    /// How many chips this view accounts for, named or not: every one of the 62, always
    /// (Avalon's slots, hands with Galahad's fist and a chip chosen but not yet shown, the
    /// played and Permanent chips, the trash, Morgana's revealed chip).
    pub fn chip_count(&self) -> usize {
        let hands: usize = self
            .hands
            .iter()
            .map(|h| usize::from(h.size) + usize::from(h.protected))
            .sum();
        let chosen = match self.stage {
            StageView::Play { .. } => self.chosen.len(),
            _ => 0,
        };
        self.avalon_count()
            + hands
            + chosen
            + self.played.iter().flatten().count()
            + self.permanent.iter().flatten().count()
            + self.trash.len()
            + usize::from(self.limbo.is_some())
    }

    /// Every chip identity this view names, for the no-leak checks.
    pub fn named_chips(&self) -> Vec<Kind> {
        let mut out: Vec<Kind> = self.avalon.iter().flatten().flatten().copied().collect();
        out.extend(self.hands.iter().flat_map(|h| h.known.iter().copied()));
        out.extend(self.my_hand.iter().copied());
        out.extend(self.my_protected);
        out.extend(self.my_choice);
        out.extend(self.played.iter().flatten());
        out.extend(self.permanent.iter().flatten());
        out.extend(self.trash.iter().copied());
        out.extend(self.limbo);
        out.extend(self.turned_up.iter().filter_map(|t| t.2));
        out
    }
}
