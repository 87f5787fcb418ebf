//! The full state of a chip game, and the chip movements every rule is built from.
//!
//! Chips live in containers (Avalon regions, hands, played chips, Permanents, Galahad's fist,
//! the trash, and `limbo` for a chip Morgana is resolving). Each seat also has a knowledge
//! mask: the chips whose whereabouts it has been shown. Every movement updates the masks
//! conservatively, so a view built from them never names a chip the seat was not shown.

use crate::action::{Claim, Side};
use crate::chip::{ArtProfile, ChipId, Kind};
use crate::event::{ChipsEvent, Place};
use rt_core::{Event, GameRng, Seat, SeatSet};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ChipsOptions {
    /// Which chip types Caelia trashes.
    pub art: ArtProfile,
    /// The Draw step as the app played it before the secret draft: one seat after another
    /// from the crown. Saves written before then lack the field, so they read as `true` and
    /// replay exactly; every new game has it off.
    #[serde(default = "before_secret_draft")]
    pub legacy_sequential_draw: bool,
}

fn before_secret_draft() -> bool {
    true
}

/// Where a draw or steal came from: a later "return" goes back there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Source {
    Avalon,
    Seat(Seat),
}

/// One decision the game is waiting for during Resolve. Every field is public.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ask {
    DrawOrSteal {
        seat: Seat,
    },
    /// Pick an Avalon slot: to draw it, or (Percival) to turn it up.
    Slot {
        seat: Seat,
    },
    StealTarget {
        seat: Seat,
    },
    Return {
        seat: Seat,
        to: Source,
    },
    Place {
        seat: Seat,
    },
    Discard {
        seat: Seat,
    },
    Target {
        seat: Seat,
        optional: bool,
    },
    Show {
        seat: Seat,
        target: Seat,
    },
    Direction {
        seat: Seat,
    },
    FlipFisherKing {
        seat: Seat,
    },
    Protect {
        seat: Seat,
    },
    Give {
        seat: Seat,
        to: Seat,
    },
    PickSword {
        seat: Seat,
        optional: bool,
    },
    Bury {
        seat: Seat,
    },
    Swap {
        seat: Seat,
        target: Seat,
    },
    Morgana {
        seat: Seat,
    },
    PercivalTake {
        seat: Seat,
    },
    BlackKnight {
        seat: Seat,
    },
}

impl Ask {
    pub fn seat(self) -> Seat {
        match self {
            Ask::DrawOrSteal { seat }
            | Ask::Slot { seat }
            | Ask::StealTarget { seat }
            | Ask::Return { seat, .. }
            | Ask::Place { seat }
            | Ask::Discard { seat }
            | Ask::Target { seat, .. }
            | Ask::Show { seat, .. }
            | Ask::Direction { seat }
            | Ask::FlipFisherKing { seat }
            | Ask::Protect { seat }
            | Ask::Give { seat, .. }
            | Ask::PickSword { seat, .. }
            | Ask::Bury { seat }
            | Ask::Swap { seat, .. }
            | Ask::Morgana { seat }
            | Ask::PercivalTake { seat }
            | Ask::BlackKnight { seat } => seat,
        }
    }
}

/// A chip being resolved: which step it is at and what it has gathered so far.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Frame {
    pub seat: Seat,
    pub chip: ChipId,
    pub kind: Kind,
    /// How far the chip's effect has got (each chip numbers its own steps).
    pub step: u8,
    pub target: Option<Seat>,
    pub targets: SeatSet,
    pub source: Option<Source>,
    /// Chips drawn (Priest, Morgana) or slots turned up (Percival), in order.
    pub got: Vec<ChipId>,
    /// Swords picked (Guinevere), or swords given (Merlin, per giver).
    pub picks: Vec<(Seat, ChipId)>,
    /// Draws, steals or placements still owed.
    pub left: u8,
    pub side: Option<Side>,
    /// The chip sits in `limbo` (Morgana revealed it) rather than among the played chips.
    pub nested: bool,
    /// A Fisher King window is pending for this step; the step runs after it.
    pub window_done: bool,
}

impl Frame {
    pub fn new(seat: Seat, chip: ChipId, nested: bool) -> Frame {
        Frame {
            seat,
            chip,
            kind: chip.kind(),
            step: 0,
            target: None,
            targets: SeatSet::EMPTY,
            source: None,
            got: Vec::new(),
            picks: Vec::new(),
            left: 0,
            side: None,
            nested,
            window_done: false,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    /// On Reveal chips and Fisher King placement, by offset from the crown.
    Reveal { next: u8 },
    /// Window (a): the Fisher King's owner may flip at the start of Resolve.
    Window,
    /// Normal chips, by offset from the crown.
    Normal { next: u8 },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Phase {
    /// The Draw step (§4.1): everyone short of chips picks slots at once, in secret; `picks`
    /// holds each seat's chosen chips, `owed` those still choosing.
    Draft {
        picks: Vec<Vec<ChipId>>,
        owed: SeatSet,
    },
    /// Re-picks after a slot went to a seat nearer the crown (§4.1 step 3): one seat at a
    /// time from the crown, seeing what is left.
    Draw {
        drawer: Seat,
    },
    /// Secret simultaneous play: `owed` still have to choose.
    Play {
        chosen: Vec<Option<ChipId>>,
        owed: SeatSet,
    },
    Resolve {
        stage: Stage,
    },
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Chips {
    pub options: ChipsOptions,
    pub seats: u8,
    pub rng: GameRng,
    pub round: u16,
    pub crown: Seat,
    pub avalon: [Vec<ChipId>; 3],
    pub hands: Vec<Vec<ChipId>>,
    pub played: Vec<Option<ChipId>>,
    pub permanent: Vec<Option<ChipId>>,
    pub protected: Vec<Option<ChipId>>,
    pub trash: Vec<ChipId>,
    pub limbo: Option<ChipId>,
    /// The Fisher King landed face up this round: steals take nothing from its owner.
    pub shield: SeatSet,
    /// The round's one Fisher King flip has been used.
    pub flipped: SeatSet,
    /// Who is resolving a played chip right now (it cannot be taken or flipped).
    pub resolving: Option<Seat>,
    /// Per seat: the chips whose location it knows.
    pub known: Vec<u64>,
    /// Per seat: how many swords everyone knows it holds at least, from public events
    /// (held-out counts, Gawain, Huzzah); lowered whenever a chip leaves the hand unseen.
    pub sword_floor: Vec<u8>,
    pub final_round: bool,
    /// Table talk this round, per seat (one claim each).
    pub claims: Vec<Option<Claim>>,
    pub phase: Phase,
    pub frames: Vec<Frame>,
    pub ask: Option<Ask>,
}

pub type Events = Vec<Event<ChipsEvent>>;

impl Chips {
    pub fn n(&self) -> usize {
        usize::from(self.seats)
    }

    pub fn all_seats(&self) -> SeatSet {
        SeatSet::all(self.n())
    }

    /// Seats in turn order from the crown holder.
    pub fn turn_order(&self) -> Vec<Seat> {
        let n = self.n();
        (0..n)
            .map(|i| Seat(((self.crown.index() + i) % n) as u8))
            .collect()
    }

    pub fn neighbour(&self, seat: Seat, side: Side) -> Seat {
        let n = self.n();
        match side {
            Side::Left => seat.next(n),
            Side::Right => Seat(((seat.index() + n - 1) % n) as u8),
        }
    }

    pub fn regions_to_end(&self) -> usize {
        if self.n() >= 6 {
            2
        } else {
            1
        }
    }

    pub fn avalon_count(&self) -> usize {
        self.avalon.iter().map(Vec::len).sum()
    }

    pub fn hand_kinds(&self, seat: Seat) -> Vec<Kind> {
        self.hands[seat.index()].iter().map(|c| c.kind()).collect()
    }

    pub fn swords_in_hand(&self, seat: Seat) -> Vec<ChipId> {
        self.hands[seat.index()]
            .iter()
            .copied()
            .filter(|c| c.kind().is_sword())
            .collect()
    }

    /// A chip of this kind in the seat's hand (the first copy).
    pub fn find_in_hand(&self, seat: Seat, kind: Kind) -> Option<ChipId> {
        self.hands[seat.index()]
            .iter()
            .copied()
            .find(|c| c.kind() == kind)
    }

    pub fn fisher_king_owner(&self) -> Option<Seat> {
        self.permanent
            .iter()
            .position(Option::is_some)
            .map(|i| Seat(i as u8))
    }

    pub fn knowers(&self, chip: ChipId) -> SeatSet {
        Seat::all(self.n())
            .filter(|s| self.known[s.index()] & chip.bit() != 0)
            .collect()
    }

    pub fn learn(&mut self, seats: SeatSet, chip: ChipId) {
        for s in seats.iter() {
            self.known[s.index()] |= chip.bit();
        }
    }

    fn forget_hand(&mut self, owner: Seat, keep: SeatSet) {
        let mask = self.hands[owner.index()]
            .iter()
            .fold(0u64, |m, c| m | c.bit());
        for s in Seat::all(self.n()) {
            if s != owner && !keep.contains(s) {
                self.known[s.index()] &= !mask;
            }
        }
    }

    fn forget(&mut self, chip: ChipId, keep: SeatSet) {
        for s in Seat::all(self.n()) {
            if !keep.contains(s) {
                self.known[s.index()] &= !chip.bit();
            }
        }
    }

    /// Takes a chip out of a hand where `seen_by` watch which one; everyone else loses
    /// track of the whole hand, since they cannot tell which chip left it.
    pub fn take_from_hand(&mut self, seat: Seat, chip: ChipId, seen_by: SeatSet) -> bool {
        let hand = &self.hands[seat.index()];
        let Some(i) = hand.iter().position(|c| *c == chip) else {
            return false;
        };
        self.forget_hand(seat, seen_by);
        self.hands[seat.index()].remove(i);
        // The floor is public: without looking at the chip, it might have been a sword.
        let floor = &mut self.sword_floor[seat.index()];
        *floor = floor.saturating_sub(1);
        true
    }

    /// Puts a chip into a hand: its new holder knows it, and so do `seen_by`; the rest
    /// lose track of it.
    pub fn put_in_hand(&mut self, seat: Seat, chip: ChipId, seen_by: SeatSet) {
        let mut keep = seen_by;
        keep.insert(seat);
        self.forget(chip, keep);
        self.learn(keep, chip);
        self.hands[seat.index()].push(chip);
    }

    pub fn take_from_avalon(&mut self, region: usize, slot: usize) -> Option<ChipId> {
        let r = self.avalon.get_mut(region)?;
        if slot < r.len() {
            Some(r.remove(slot))
        } else {
            None
        }
    }

    /// Puts a chip face down at the end of a region: only `seen_by` know what it is.
    pub fn put_in_avalon(&mut self, region: usize, chip: ChipId, seen_by: SeatSet) {
        self.forget(chip, seen_by);
        self.learn(seen_by, chip);
        if let Some(r) = self.avalon.get_mut(region) {
            r.push(chip);
        }
    }

    /// Face up for good.
    pub fn put_in_trash(&mut self, chip: ChipId) {
        self.learn(self.all_seats(), chip);
        self.trash.push(chip);
    }

    /// Moves a chip from one hand to another with events: the count is public, the
    /// identity goes to `seen_by` (plus giver and receiver).
    pub fn hand_to_hand(
        &mut self,
        from: Seat,
        to: Seat,
        chip: ChipId,
        seen_by: SeatSet,
        events: &mut Events,
    ) {
        let mut watchers = seen_by;
        watchers.insert(from);
        watchers.insert(to);
        if !self.take_from_hand(from, chip, watchers) {
            return;
        }
        self.put_in_hand(to, chip, watchers);
        events.push(Event::public(ChipsEvent::Moved {
            from: Place::Hand(from),
            to: Place::Hand(to),
            count: 1,
        }));
        events.push(Event {
            audience: rt_core::Audience::Only(watchers),
            body: ChipsEvent::Saw {
                kind: chip.kind(),
                from: Place::Hand(from),
                to: Place::Hand(to),
            },
        });
    }

    /// A random steal of up to `count` chips. A face-up Fisher King makes it take nothing.
    pub fn steal(&mut self, thief: Seat, victim: Seat, count: u8, events: &mut Events) -> u8 {
        if thief == victim {
            return 0;
        }
        if self.shield.contains(victim) {
            events.push(Event::public(ChipsEvent::Shielded { seat: victim }));
            return 0;
        }
        let mut taken = 0;
        for _ in 0..count {
            let hand = &self.hands[victim.index()];
            let Some(&chip) = self.rng.pick(hand) else {
                break;
            };
            let mut pair = SeatSet::only(thief);
            pair.insert(victim);
            self.hand_to_hand(victim, thief, chip, pair, events);
            taken += 1;
        }
        taken
    }

    /// Draws the chip in one Avalon slot into a hand. Whoever already knew that slot sees
    /// where it went, since slots are public.
    pub fn draw_slot(&mut self, seat: Seat, region: usize, slot: usize, events: &mut Events) {
        let Some(chip) = self.take_from_avalon(region, slot) else {
            return;
        };
        let seen_by = self.knowers(chip);
        self.put_in_hand(seat, chip, seen_by);
        events.push(Event::public(ChipsEvent::Moved {
            from: Place::Region(region as u8),
            to: Place::Hand(seat),
            count: 1,
        }));
        events.push(Event::private(
            seat,
            ChipsEvent::Saw {
                kind: chip.kind(),
                from: Place::Region(region as u8),
                to: Place::Hand(seat),
            },
        ));
        self.check_end(events);
    }

    /// Sends a chip of the seat's hand face down into a region.
    pub fn hand_to_avalon(&mut self, seat: Seat, chip: ChipId, region: usize, events: &mut Events) {
        let me = SeatSet::only(seat);
        if !self.take_from_hand(seat, chip, me) {
            return;
        }
        self.put_in_avalon(region, chip, me);
        events.push(Event::public(ChipsEvent::Moved {
            from: Place::Hand(seat),
            to: Place::Region(region as u8),
            count: 1,
        }));
        events.push(Event::private(
            seat,
            ChipsEvent::Saw {
                kind: chip.kind(),
                from: Place::Hand(seat),
                to: Place::Region(region as u8),
            },
        ));
    }

    /// Trashes a chip from a hand, face up.
    pub fn hand_to_trash(&mut self, seat: Seat, chip: ChipId, events: &mut Events) {
        if !self.take_from_hand(seat, chip, self.all_seats()) {
            return;
        }
        self.put_in_trash(chip);
        events.push(Event::public(ChipsEvent::Shown {
            owner: Some(seat),
            place: Place::Trash,
            kind: chip.kind(),
        }));
    }

    /// The end latch (§5): set the moment enough regions are empty, never cleared.
    pub fn check_end(&mut self, events: &mut Events) {
        if self.final_round {
            return;
        }
        let empty = self.avalon.iter().filter(|r| r.is_empty()).count();
        if empty >= self.regions_to_end() {
            self.final_round = true;
            events.push(Event::public(ChipsEvent::FinalRound));
        }
    }

    /// Where every chip is, for the conservation checks: each id must appear exactly once.
    pub fn census(&self) -> [u8; crate::chip::CHIP_COUNT] {
        let mut seen = [0u8; crate::chip::CHIP_COUNT];
        let mut mark = |c: &ChipId| {
            if let Some(n) = seen.get_mut(usize::from(c.0)) {
                *n += 1;
            }
        };
        self.avalon.iter().flatten().for_each(&mut mark);
        self.hands.iter().flatten().for_each(&mut mark);
        self.played.iter().flatten().for_each(&mut mark);
        self.permanent.iter().flatten().for_each(&mut mark);
        self.protected.iter().flatten().for_each(&mut mark);
        self.trash.iter().for_each(&mut mark);
        self.limbo.iter().for_each(&mut mark);
        if let Phase::Play { chosen, .. } = &self.phase {
            chosen.iter().flatten().for_each(&mut mark);
        }
        seen
    }

    /// Public places know their chips: the hand's owner, and the chips of public places.
    pub fn place_of(&self, chip: ChipId) -> Option<Place> {
        for (r, region) in self.avalon.iter().enumerate() {
            if region.contains(&chip) {
                return Some(Place::Region(r as u8));
            }
        }
        for s in Seat::all(self.n()) {
            let i = s.index();
            if self.hands[i].contains(&chip) {
                return Some(Place::Hand(s));
            }
            if self.played[i] == Some(chip) {
                return Some(Place::Played(s));
            }
            if self.permanent[i] == Some(chip) {
                return Some(Place::Permanent(s));
            }
            if self.protected[i] == Some(chip) {
                return Some(Place::Protected(s));
            }
        }
        if self.trash.contains(&chip) {
            return Some(Place::Trash);
        }
        None
    }
}
