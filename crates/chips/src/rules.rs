//! The round (§4): draw, secret play, reveal, resolve, pass the crown; setup (§3) and the
//! [`Game`] contract.

use crate::action::{Action, Claim, Side};
use crate::chip::{ChipId, Kind, Timing};
use crate::event::{ChipsEvent, Place};
use crate::result::standings;
use crate::state::{Ask, Chips, ChipsOptions, Events, Frame, Phase, Source, Stage};
use crate::view::View;
use rt_core::{Event, Game, GameRng, Outcome, RuleError, Seat, SeatSet, SetupError, ToAct};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ChipsError {
    /// This seat is not asked anything now.
    NotAsked,
    /// Not one of the seat's legal actions.
    Illegal,
}

impl RuleError for ChipsError {
    fn code(&self) -> &'static str {
        match self {
            ChipsError::NotAsked => "chips-not-asked",
            ChipsError::Illegal => "chips-illegal",
        }
    }
}

/// Hands are topped up to this many chips in the Draw step.
pub const HAND: usize = 4;

impl Chips {
    fn new(options: &ChipsOptions, seats: usize, seed: u64) -> Chips {
        let mut rng = GameRng::from_seed(seed);
        let n = seats;
        let crown = Seat(rng.below(n) as u8);
        // Avalon: everything but Excalibur and the Cursed Blade, mixed once.
        let (mut keys, mut avalon): (Vec<ChipId>, Vec<ChipId>) =
            ChipId::all().partition(|c| matches!(c.kind(), Kind::Excalibur | Kind::CursedBlade));
        rng.shuffle(&mut avalon);
        keys.extend(avalon.drain(..n.saturating_sub(2)));
        rng.shuffle(&mut keys);
        let mut hands = vec![Vec::new(); n];
        let mut known = vec![0u64; n];
        for (i, chip) in keys.into_iter().enumerate() {
            hands[i].push(chip);
            known[i] |= chip.bit();
        }
        if n == 2 {
            // Both key swords are dealt, so each player knows where the other one is.
            for k in known.iter_mut() {
                *k = hands.iter().flatten().fold(0, |m, c| m | c.bit());
            }
        }
        let rest = avalon.len();
        let mut regions: [Vec<ChipId>; 3] = Default::default();
        let mut taken = 0;
        for (r, region) in regions.iter_mut().enumerate() {
            let size = rest / 3 + usize::from(r < rest % 3);
            region.extend_from_slice(&avalon[taken..taken + size]);
            taken += size;
        }
        Chips {
            options: options.clone(),
            seats: n as u8,
            rng,
            round: 0,
            crown,
            avalon: regions,
            hands,
            played: vec![None; n],
            permanent: vec![None; n],
            protected: vec![None; n],
            trash: Vec::new(),
            limbo: None,
            shield: SeatSet::EMPTY,
            flipped: SeatSet::EMPTY,
            resolving: None,
            known,
            // At two seats the two key swords are both dealt, one to each.
            sword_floor: vec![u8::from(n == 2); n],
            final_round: false,
            claims: vec![None; n],
            phase: Phase::Over,
            frames: Vec::new(),
            ask: None,
        }
    }

    fn start_round(&mut self, events: &mut Events) {
        self.round += 1;
        events.push(Event::public(ChipsEvent::RoundStarted {
            round: self.round,
            crown: self.crown,
        }));
        self.start_draft(events);
    }

    /// How many slots a seat picks in the Draw step: up to a full hand, and no more than
    /// Avalon holds.
    pub(crate) fn draft_need(&self, seat: Seat) -> usize {
        HAND.saturating_sub(self.hands.get(seat.index()).map_or(HAND, Vec::len))
            .min(self.avalon_count())
    }

    /// How many more slots a seat must pick in the Draw step (none outside it).
    pub(crate) fn picks_left(&self, seat: Seat) -> usize {
        match &self.phase {
            Phase::Draft { picks, .. } => self
                .draft_need(seat)
                .saturating_sub(picks.get(seat.index()).map_or(0, Vec::len)),
            _ => 0,
        }
    }

    /// The Draw step opens: every seat short of chips picks at once (§4.1 step 1).
    pub(crate) fn start_draft(&mut self, events: &mut Events) {
        if self.options.legacy_sequential_draw {
            self.next_drawer(0, events);
            return;
        }
        let owed: SeatSet = Seat::all(self.n())
            .filter(|s| self.draft_need(*s) > 0)
            .collect();
        if owed.is_empty() {
            self.start_play(events);
        } else {
            self.phase = Phase::Draft {
                picks: vec![Vec::new(); self.n()],
                owed,
            };
        }
    }

    /// One secret pick of the Draw step; the last pick of the last seat settles the draft.
    fn pick_slot(&mut self, seat: Seat, region: usize, slot: usize, events: &mut Events) {
        let chip = self.avalon.get(region).and_then(|r| r.get(slot)).copied();
        let need = self.draft_need(seat);
        let Phase::Draft { picks, owed } = &mut self.phase else {
            return;
        };
        let Some(mine) = picks.get_mut(seat.index()) else {
            return;
        };
        mine.extend(chip);
        if mine.len() >= need {
            owed.remove(seat);
            events.push(Event::public(ChipsEvent::Picked { seat }));
        }
        if owed.is_empty() {
            let picks = std::mem::take(picks);
            self.settle_draft(&picks, events);
        }
    }

    /// The slots (region, slot) of the chips a seat has picked in the Draw step so far.
    pub(crate) fn picked_slots(&self, seat: Seat) -> Vec<(u8, u8)> {
        match &self.phase {
            Phase::Draft { picks, .. } => picks
                .get(seat.index())
                .into_iter()
                .flatten()
                .filter_map(|c| self.slot_of(*c))
                .map(|(r, s)| (r as u8, s as u8))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Where a chip lies in Avalon, if it is still there.
    fn slot_of(&self, chip: ChipId) -> Option<(usize, usize)> {
        self.avalon
            .iter()
            .enumerate()
            .find_map(|(r, region)| region.iter().position(|c| *c == chip).map(|s| (r, s)))
    }

    /// The owner's flip of the Fisher King, while the round's one flip is unspent.
    fn fisher_king_flip(&self, seat: Seat) -> Option<Action> {
        (self.fisher_king_owner() == Some(seat) && !self.flipped.contains(seat))
            .then_some(Action::FlipFisherKing(true))
    }

    /// Everyone has picked: from the crown round, each seat takes the chips it picked that
    /// are still there (§4.1 step 2); a seat that lost one re-picks in turn (step 3).
    fn settle_draft(&mut self, picks: &[Vec<ChipId>], events: &mut Events) {
        let mut taken: Vec<(ChipId, Seat)> = Vec::new();
        // (loser, taker, chips): told once the draws are, with whether a re-pick follows.
        let mut lost: Vec<(Seat, Seat, u8)> = Vec::new();
        for seat in self.turn_order() {
            for &chip in picks.get(seat.index()).into_iter().flatten() {
                if let Some((region, slot)) = self.slot_of(chip) {
                    self.draw_slot(seat, region, slot, events);
                    taken.push((chip, seat));
                } else if let Some(&(_, by)) = taken.iter().find(|(c, _)| *c == chip) {
                    match lost.iter_mut().find(|l| l.0 == seat && l.1 == by) {
                        Some(l) => l.2 += 1,
                        None => lost.push((seat, by, 1)),
                    }
                }
            }
        }
        let again = self.avalon_count() > 0;
        for (seat, by, count) in lost {
            events.push(Event::public(ChipsEvent::SlotTaken {
                seat,
                by,
                count,
                again,
            }));
        }
        self.next_drawer(0, events);
    }

    /// Re-picks go round from the crown; each seat fills up before the next one starts.
    fn next_drawer(&mut self, from: usize, events: &mut Events) {
        let order = self.turn_order();
        for seat in order.into_iter().skip(from) {
            if self.hands[seat.index()].len() < HAND && self.avalon_count() > 0 {
                self.phase = Phase::Draw { drawer: seat };
                return;
            }
        }
        self.start_play(events);
    }

    pub(crate) fn start_play(&mut self, events: &mut Events) {
        let owed: SeatSet = Seat::all(self.n())
            .filter(|s| self.hands[s.index()].iter().any(|c| !c.kind().is_sword()))
            .collect();
        self.phase = Phase::Play {
            chosen: vec![None; self.n()],
            owed,
        };
        if owed.is_empty() {
            self.reveal(events);
        }
    }

    fn reveal(&mut self, events: &mut Events) {
        if let Phase::Play { chosen, .. } = std::mem::replace(&mut self.phase, Phase::Over) {
            self.played = chosen;
        }
        let chips: Vec<(Seat, Kind)> = self
            .turn_order()
            .into_iter()
            .filter_map(|s| self.played[s.index()].map(|c| (s, c.kind())))
            .collect();
        for chip in self.played.iter().flatten() {
            for k in self.known.iter_mut() {
                *k |= chip.bit();
            }
        }
        events.push(Event::public(ChipsEvent::Revealed { chips }));
        self.phase = Phase::Resolve {
            stage: Stage::Reveal { next: 0 },
        };
        self.run(events);
    }

    /// Moves Resolve on until someone must decide or the round is over.
    pub fn run(&mut self, events: &mut Events) {
        // Each pass either asks, finishes a step or moves the stage; the guard only keeps a
        // bug from hanging the page.
        for _ in 0..10_000 {
            if self.ask.is_some() {
                return;
            }
            if !self.frames.is_empty() {
                self.step_frame(None, events);
                continue;
            }
            let Phase::Resolve { stage } = self.phase else {
                return;
            };
            let order = self.turn_order();
            match stage {
                Stage::Reveal { next } => {
                    let Some(&seat) = order.get(usize::from(next)) else {
                        self.phase = Phase::Resolve {
                            stage: Stage::Window,
                        };
                        continue;
                    };
                    self.phase = Phase::Resolve {
                        stage: Stage::Reveal { next: next + 1 },
                    };
                    let Some(chip) = self.played[seat.index()] else {
                        continue;
                    };
                    match chip.kind().timing() {
                        Timing::OnReveal => {
                            events.push(Event::public(ChipsEvent::Resolving {
                                seat,
                                kind: chip.kind(),
                            }));
                            self.resolving = Some(seat);
                            self.frames.push(Frame::new(seat, chip, false));
                        }
                        Timing::Permanent => {
                            self.played[seat.index()] = None;
                            self.permanent[seat.index()] = Some(chip);
                            events.push(Event::public(ChipsEvent::Moved {
                                from: Place::Played(seat),
                                to: Place::Permanent(seat),
                                count: 1,
                            }));
                        }
                        _ => {}
                    }
                }
                Stage::Window => {
                    self.phase = Phase::Resolve {
                        stage: Stage::Normal { next: 0 },
                    };
                    if let Some(owner) = self.fisher_king_owner() {
                        if !self.flipped.contains(owner) {
                            self.ask = Some(Ask::FlipFisherKing { seat: owner });
                        }
                    }
                }
                Stage::Normal { next } => {
                    let Some(&seat) = order.get(usize::from(next)) else {
                        self.end_round(events);
                        return;
                    };
                    self.phase = Phase::Resolve {
                        stage: Stage::Normal { next: next + 1 },
                    };
                    if let Some(chip) = self.played[seat.index()] {
                        events.push(Event::public(ChipsEvent::Resolving {
                            seat,
                            kind: chip.kind(),
                        }));
                        self.resolving = Some(seat);
                        self.frames.push(Frame::new(seat, chip, false));
                    }
                }
            }
        }
    }

    fn end_round(&mut self, events: &mut Events) {
        for i in 0..self.n() {
            if let Some(chip) = self.protected[i].take() {
                self.hands[i].push(chip);
            }
            if let Some(chip) = self.played[i].take() {
                self.put_in_trash(chip);
            }
        }
        self.shield = SeatSet::EMPTY;
        self.flipped = SeatSet::EMPTY;
        self.claims.iter_mut().for_each(|c| *c = None);
        self.resolving = None;
        if self.final_round {
            self.phase = Phase::Over;
            let winners = standings(self)
                .iter()
                .enumerate()
                .filter(|(_, s)| s.wins())
                .map(|(i, _)| Seat(i as u8))
                .collect();
            events.push(Event::public(ChipsEvent::GameOver { winners }));
            return;
        }
        self.crown = self.crown.next(self.n());
        events.push(Event::public(ChipsEvent::CrownPassed { to: self.crown }));
        self.start_round(events);
    }

    fn distinct(kinds: impl Iterator<Item = Kind>) -> Vec<Kind> {
        let mut out: Vec<Kind> = kinds.collect();
        out.sort();
        out.dedup();
        out
    }

    fn all_slots(&self, skip: &[ChipId]) -> Vec<Action> {
        let mut out = Vec::with_capacity(self.avalon.iter().map(Vec::len).sum());
        for (r, region) in self.avalon.iter().enumerate() {
            for (s, chip) in region.iter().enumerate() {
                if !skip.contains(chip) {
                    out.push(Action::Draw {
                        region: r as u8,
                        slot: s as u8,
                    });
                }
            }
        }
        out
    }

    fn legal_in_resolve(&self, seat: Seat, ask: Ask) -> Vec<Action> {
        let hand = |s: Seat| self.hand_kinds(s).into_iter();
        let top = self.frames.last();
        let others = || Seat::all(self.n()).filter(move |s| *s != seat);
        match ask {
            Ask::DrawOrSteal { .. } => {
                let mut out = Vec::new();
                if self.avalon_count() > 0 {
                    out.push(Action::FromAvalon);
                }
                out.extend(self.others_with_chips(seat).into_iter().map(Action::Steal));
                out
            }
            Ask::Slot { .. } => match top {
                Some(fr) if fr.kind == Kind::Percival => self.all_slots(&fr.got),
                _ => self.all_slots(&[]),
            },
            Ask::StealTarget { .. } => {
                let targets = match top {
                    Some(fr) if fr.kind == Kind::Thief => self.thief_targets(fr),
                    _ => self.robyn_targets(seat),
                };
                targets.into_iter().map(Action::Steal).collect()
            }
            Ask::Return { to, .. } => Self::distinct(hand(seat))
                .into_iter()
                .flat_map(|kind| match to {
                    Source::Avalon => (0..3u8)
                        .map(|r| Action::Return {
                            kind,
                            region: Some(r),
                        })
                        .collect::<Vec<_>>(),
                    Source::Seat(_) => vec![Action::Return { kind, region: None }],
                })
                .collect(),
            Ask::Place { .. } => Self::distinct(hand(seat))
                .into_iter()
                .flat_map(|kind| (0..3u8).map(move |region| Action::Place { kind, region }))
                .collect(),
            Ask::Discard { .. } => Self::distinct(hand(seat).filter(|k| !k.is_sword()))
                .into_iter()
                .map(Action::Discard)
                .collect(),
            Ask::Target { optional, .. } => {
                let mut out: Vec<Action> = match top.map(|f| f.kind) {
                    Some(Kind::Spy) => self.others_with_chips(seat),
                    Some(Kind::Caelia) => top.map(|f| self.caelia_targets(f)).unwrap_or_default(),
                    _ => others().collect(),
                }
                .into_iter()
                .map(Action::Target)
                .collect();
                if optional {
                    out.push(Action::Done);
                }
                out
            }
            Ask::Show { target, .. } => Self::distinct(hand(target))
                .into_iter()
                .map(Action::Show)
                .collect(),
            Ask::Direction { .. } => vec![
                Action::Direction(Side::Left),
                Action::Direction(Side::Right),
            ],
            Ask::FlipFisherKing { .. } => {
                vec![Action::FlipFisherKing(true), Action::FlipFisherKing(false)]
            }
            Ask::Protect { .. } => Self::distinct(hand(seat))
                .into_iter()
                .map(Action::Protect)
                .collect(),
            Ask::Give { .. } => Self::distinct(hand(seat).filter(|k| k.is_sword()))
                .into_iter()
                .map(Action::Give)
                .collect(),
            Ask::PickSword { optional, .. } => {
                let Some(fr) = top else {
                    return Vec::new();
                };
                let mut out = Vec::new();
                if fr.kind == Kind::Arthur {
                    for (s, n) in self.arthur_pool(seat) {
                        if n > 0 {
                            out.push(Action::PickSword(s));
                        }
                    }
                } else {
                    for s in others() {
                        if !self.guinevere_left(fr, s).is_empty() {
                            out.push(Action::PickSword(s));
                        }
                    }
                    let mine = self.guinevere_left(fr, seat).into_iter().map(|c| c.kind());
                    out.extend(Self::distinct(mine).into_iter().map(Action::PickOwn));
                }
                if optional {
                    out.push(Action::Done);
                }
                out
            }
            Ask::Bury { .. } => (0..3u8).map(Action::Bury).collect(),
            Ask::Swap { .. } => vec![Action::Swap, Action::Done],
            Ask::Morgana { .. } => {
                let Some(fr) = top else {
                    return Vec::new();
                };
                let kinds = self.morgana_options(fr).into_iter().map(|c| c.kind());
                let mut out: Vec<Action> = Self::distinct(kinds)
                    .into_iter()
                    .map(Action::Reveal)
                    .collect();
                out.push(Action::Done);
                out
            }
            Ask::PercivalTake { .. } => top
                .map(|fr| (0..fr.got.len() as u8).map(Action::Take).collect())
                .unwrap_or_default(),
            Ask::BlackKnight { .. } => self.black_knight_targets(seat),
        }
    }

    /// Table talk is open during the secret play, once per seat and round.
    fn may_declare(&self, seat: Seat) -> bool {
        matches!(&self.phase, Phase::Play { owed, .. } if owed.contains(seat))
            && self.claims.get(seat.index()).is_some_and(Option::is_none)
    }
}

impl Game for Chips {
    type Options = ChipsOptions;
    type Action = Action;
    type View = View;
    type Event = ChipsEvent;
    type Error = ChipsError;

    const ID: &'static str = "excalibur-chips";
    const MIN_SEATS: usize = 2;
    const MAX_SEATS: usize = 8;

    fn setup(options: &ChipsOptions, seats: usize, seed: u64) -> Result<Self, SetupError> {
        SetupError::check_seats::<Self>(seats)?;
        let mut game = Chips::new(options, seats, seed);
        let mut events = Vec::new();
        game.start_round(&mut events);
        Ok(game)
    }

    fn seat_count(&self) -> usize {
        self.n()
    }

    fn to_act(&self) -> ToAct {
        match &self.phase {
            Phase::Draft { owed, .. } => ToAct::Seats(*owed),
            Phase::Draw { drawer } => ToAct::Seat(*drawer),
            Phase::Play { owed, .. } => ToAct::Seats(*owed),
            Phase::Resolve { .. } => match self.ask {
                Some(ask) => ToAct::Seat(ask.seat()),
                None => ToAct::Nobody,
            },
            Phase::Over => ToAct::Nobody,
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if seat.index() >= self.n() {
            return Vec::new();
        }
        let mut out = match &self.phase {
            Phase::Draft { picks, owed } if owed.contains(seat) => {
                let mut out = self.all_slots(picks.get(seat.index()).map_or(&[], |p| p));
                out.extend(
                    self.picked_slots(seat)
                        .into_iter()
                        .map(|(region, slot)| Action::Unpick { region, slot }),
                );
                out
            }
            Phase::Draw { drawer } if *drawer == seat => self.all_slots(&[]),
            Phase::Play { owed, .. } if owed.contains(seat) => {
                let playable = self.hand_kinds(seat).into_iter().filter(|k| !k.is_sword());
                let mut out: Vec<Action> = Self::distinct(playable)
                    .into_iter()
                    .map(Action::Play)
                    .collect();
                if self.may_declare(seat) {
                    out.push(Action::Declare(Claim::HaveExcalibur));
                    out.push(Action::Declare(Claim::NotMe));
                }
                out
            }
            Phase::Resolve { .. } => match self.ask {
                Some(ask) if ask.seat() == seat => self.legal_in_resolve(seat, ask),
                _ => Vec::new(),
            },
            _ => Vec::new(),
        };
        // The Fisher King may be flipped at any time (§7.3): its owner may flip it beside any
        // question he is asked, once a round; a window offers the flip itself, and his own
        // Black Knight's choice may be the Fisher King.
        let beside = !matches!(self.phase, Phase::Resolve { .. })
            || !matches!(
                self.ask,
                Some(Ask::FlipFisherKing { .. } | Ask::BlackKnight { .. })
            );
        if beside && !out.is_empty() {
            out.extend(self.fisher_king_flip(seat));
        }
        out
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event<ChipsEvent>>, ChipsError> {
        if !self.to_act().includes(seat) {
            return Err(ChipsError::NotAsked);
        }
        if !self.legal_actions(seat).contains(action) {
            return Err(ChipsError::Illegal);
        }
        let mut events = Vec::new();
        match (&mut self.phase, *action) {
            // A flip beside another question: the question stays.
            (phase, Action::FlipFisherKing(true))
                if !matches!(phase, Phase::Resolve { .. })
                    || !matches!(self.ask, Some(Ask::FlipFisherKing { .. })) =>
            {
                self.flip_fisher_king(seat, &mut events);
            }
            (Phase::Draft { .. }, Action::Draw { region, slot }) => {
                self.pick_slot(seat, usize::from(region), usize::from(slot), &mut events);
            }
            (Phase::Draft { picks, .. }, Action::Unpick { region, slot }) => {
                let chip = self
                    .avalon
                    .get(usize::from(region))
                    .and_then(|r| r.get(usize::from(slot)))
                    .copied();
                if let Some(mine) = picks.get_mut(seat.index()) {
                    mine.retain(|c| Some(*c) != chip);
                }
            }
            (Phase::Draw { .. }, Action::Draw { region, slot }) => {
                self.draw_slot(seat, usize::from(region), usize::from(slot), &mut events);
                let from = self
                    .turn_order()
                    .iter()
                    .position(|s| *s == seat)
                    .unwrap_or(0);
                self.next_drawer(from, &mut events);
            }
            (Phase::Play { .. }, Action::Declare(claim)) => {
                if let Some(c) = self.claims.get_mut(seat.index()) {
                    *c = Some(claim);
                }
                events.push(Event::public(ChipsEvent::Declared { seat, claim }));
            }
            (Phase::Play { chosen, owed }, Action::Play(kind)) => {
                let hand = &mut self.hands[seat.index()];
                if let Some(i) = hand.iter().position(|c| c.kind() == kind) {
                    chosen[seat.index()] = Some(hand.remove(i));
                }
                owed.remove(seat);
                let done = owed.is_empty();
                events.push(Event::public(ChipsEvent::Chose { seat }));
                if done {
                    self.reveal(&mut events);
                }
            }
            (Phase::Resolve { .. }, Action::FlipFisherKing(flip)) => {
                self.ask = None;
                if flip {
                    self.flip_fisher_king(seat, &mut events);
                }
                if let Some(top) = self.frames.last_mut() {
                    top.window_done = true;
                }
                self.run(&mut events);
            }
            (Phase::Resolve { .. }, action) => {
                self.ask = None;
                self.step_frame(Some(action), &mut events);
                self.run(&mut events);
            }
            _ => return Err(ChipsError::Illegal),
        }
        Ok(events)
    }

    fn view(&self, seat: Option<Seat>) -> View {
        View::of(self, seat)
    }

    /// Choosing a chip (while others still choose) shows nothing to anyone.
    fn reveals_nothing(event: &ChipsEvent) -> bool {
        matches!(event, ChipsEvent::Chose { .. } | ChipsEvent::Picked { .. })
    }

    fn outcomes(&self) -> Option<Vec<Outcome>> {
        if self.phase != Phase::Over {
            return None;
        }
        Some(standings(self).iter().map(|s| s.outcome()).collect())
    }
}

/// Every chip is somewhere, exactly once.
pub fn all_chips_accounted(game: &Chips) -> bool {
    game.census().iter().all(|n| *n == 1)
}
