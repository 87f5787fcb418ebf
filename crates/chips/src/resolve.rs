//! Resolving chips: each chip is a small state machine (a [`Frame`]) that runs until it needs
//! a decision ([`Ask`]) or is done. Morgana pushes a second frame for the chip she reveals.

use crate::action::{Action, Side};
use crate::chip::{ChipId, Kind, Timing};
use crate::event::{ChipsEvent, Place};
use crate::state::{Ask, Chips, Events, Frame, Source};
use rt_core::{Audience, Event, Seat, SeatSet};

/// What a frame does after a step.
pub enum Next {
    /// Keep it on top (it may have asked something).
    Continue,
    /// Its ability is over: trash the chip.
    Finish,
    /// Resolve this chip first, then come back (Morgana).
    Child(Frame),
}

const DRAW: u8 = 1;
const STEAL: u8 = 2;
const AFTER: u8 = 3;
const PLACE: u8 = 4;

/// The chip's player picks a target, for everyone to see.
fn aim(fr: &mut Frame, target: Seat, ev: &mut Events) {
    fr.target = Some(target);
    ev.push(Event::public(ChipsEvent::Targeted {
        seat: fr.seat,
        target,
    }));
}

impl Chips {
    /// Runs the top frame one step, with the answer to its question if there is one.
    pub fn step_frame(&mut self, input: Option<Action>, events: &mut Events) {
        let Some(mut fr) = self.frames.pop() else {
            return;
        };
        match self.advance(&mut fr, input, events) {
            Next::Continue => self.frames.push(fr),
            Next::Finish => self.finish_frame(fr, events),
            Next::Child(child) => {
                self.frames.push(fr);
                self.frames.push(child);
            }
        }
    }

    fn finish_frame(&mut self, fr: Frame, events: &mut Events) {
        if fr.nested {
            if let Some(chip) = self.limbo.take() {
                self.put_in_trash(chip);
                events.push(Event::public(ChipsEvent::Moved {
                    from: Place::Played(fr.seat),
                    to: Place::Trash,
                    count: 1,
                }));
            }
        } else {
            if let Some(chip) = self.played[fr.seat.index()].take() {
                self.put_in_trash(chip);
                events.push(Event::public(ChipsEvent::Moved {
                    from: Place::Played(fr.seat),
                    to: Place::Trash,
                    count: 1,
                }));
            }
            self.resolving = None;
        }
    }

    /// Others with at least one chip in hand.
    pub fn others_with_chips(&self, seat: Seat) -> Vec<Seat> {
        Seat::all(self.n())
            .filter(|s| *s != seat && !self.hands[s.index()].is_empty())
            .collect()
    }

    /// Window (b)/(c): the Fisher King's owner may flip before a steal that involves them.
    fn window(&mut self, fr: &mut Frame, involved: impl Fn(Seat) -> bool) -> bool {
        if fr.window_done {
            fr.window_done = false;
            return false;
        }
        match self.fisher_king_owner() {
            Some(owner) if !self.flipped.contains(owner) && involved(owner) => {
                self.ask = Some(Ask::FlipFisherKing { seat: owner });
                true
            }
            _ => false,
        }
    }

    /// The round's Fisher King flip: face up shields its owner from steals; face down
    /// trashes it.
    pub fn flip_fisher_king(&mut self, owner: Seat, events: &mut Events) {
        self.flipped.insert(owner);
        let Some(chip) = self.permanent[owner.index()] else {
            return;
        };
        let face_up = self.rng.below(2) == 0;
        events.push(Event::public(ChipsEvent::CoinFlip {
            seat: owner,
            kind: Kind::FisherKing,
            face_up,
        }));
        if face_up {
            self.shield.insert(owner);
            events.push(Event::public(ChipsEvent::Shielded { seat: owner }));
        } else {
            self.permanent[owner.index()] = None;
            self.shield.remove(owner);
            self.put_in_trash(chip);
            events.push(Event::public(ChipsEvent::Moved {
                from: Place::Permanent(owner),
                to: Place::Trash,
                count: 1,
            }));
        }
    }

    /// Held-out sword counts are exact at that moment: they become everyone's floor.
    fn note_counts(&mut self, counts: &[(Seat, u8)]) {
        for &(s, n) in counts {
            self.sword_floor[s.index()] = n;
        }
    }

    /// A sword changed hands in public (Gawain, Arthur): the receiver holds one more.
    fn gained_sword(&mut self, seat: Seat) {
        let floor = &mut self.sword_floor[seat.index()];
        *floor = floor.saturating_add(1);
    }

    /// A played chip that has not resolved yet (Black Knight and Lancelot can reach it).
    pub fn waiting_played(&self, seat: Seat) -> Option<ChipId> {
        if self.resolving == Some(seat) {
            None
        } else {
            self.played[seat.index()]
        }
    }

    /// The seat's unprotected swords (all of its swords in hand: protected chips are not in
    /// the hand).
    fn sword_counts(&self, seats: impl Iterator<Item = Seat>) -> Vec<(Seat, u8)> {
        seats
            .map(|s| (s, self.swords_in_hand(s).len() as u8))
            .collect()
    }

    /// Moves every sword from each giver to its receiver at once. Everybody sees how many
    /// move; the chips' identities go to giver and receiver.
    fn pass_swords(&mut self, moves: &[(Seat, Seat)], events: &mut Events) -> Vec<(Seat, u8)> {
        let mut batches = Vec::new();
        for &(from, to) in moves {
            let swords = self.swords_in_hand(from);
            self.hands[from.index()].retain(|c| !c.kind().is_sword());
            batches.push((from, to, swords));
        }
        // Every unprotected sword left its giver; each receiver holds at least what it got.
        for (from, _, _) in &batches {
            self.sword_floor[from.index()] = 0;
        }
        for (_, to, swords) in &batches {
            let floor = &mut self.sword_floor[to.index()];
            *floor = floor.saturating_add(swords.len() as u8);
        }
        let mut counts = Vec::new();
        for (from, to, swords) in batches {
            counts.push((from, swords.len() as u8));
            events.push(Event::public(ChipsEvent::Moved {
                from: Place::Hand(from),
                to: Place::Hand(to),
                count: swords.len() as u8,
            }));
            for chip in swords {
                // Every sword moves, so whoever knew where a sword was still knows.
                let mut pair = SeatSet::only(from);
                pair.insert(to);
                self.learn(pair, chip);
                self.hands[to.index()].push(chip);
                events.push(Event {
                    audience: Audience::Only(pair),
                    body: ChipsEvent::Saw {
                        kind: chip.kind(),
                        from: Place::Hand(from),
                        to: Place::Hand(to),
                    },
                });
            }
        }
        counts
    }

    fn advance(&mut self, fr: &mut Frame, input: Option<Action>, events: &mut Events) -> Next {
        use Kind::*;
        match fr.kind {
            Peasant | Merchant | Artisan => self.draw_or_steal(fr, input, events),
            Priest | Baroness | Morgana => self.draw_then(fr, input, events),
            Thief => self.thief(fr, input, events),
            Spy => self.spy(fr, input, events),
            Spirit => self.spirit(fr, input, events),
            Arthur => self.arthur(fr, input, events),
            BlackKnight => self.black_knight(fr, input, events),
            Caelia => self.caelia(fr, input, events),
            Galahad => self.galahad(fr, input, events),
            Gawain => self.gawain(fr, input, events),
            GreenKnight | Merlin => self.collect_swords(fr, events),
            Guinevere => self.guinevere(fr, input, events),
            LadyOfTheLake | Uther => self.pass_around(fr, input, events),
            Lancelot => self.lancelot(fr, events),
            Mordred => self.mordred(fr, input, events),
            Percival => self.percival(fr, input, events),
            Robyn => self.robyn(fr, input, events),
            // Swords are never played; a Fisher King becomes a Permanent before any frame.
            CursedBlade | Excalibur | SquireSword | FisherKing => Next::Finish,
        }
    }

    /// Draws one chip per answer while `fr.left` says so; `then` is the step after.
    fn drawing(&mut self, fr: &mut Frame, input: Option<Action>, then: u8, ev: &mut Events) {
        if let Some(Action::Draw { region, slot }) = input {
            let before = self.hands[fr.seat.index()].len();
            self.draw_slot(fr.seat, usize::from(region), usize::from(slot), ev);
            if self.hands[fr.seat.index()].len() > before {
                if let Some(&chip) = self.hands[fr.seat.index()].last() {
                    fr.got.push(chip);
                }
            }
            fr.left = fr.left.saturating_sub(1);
        }
        if fr.left > 0 && self.avalon_count() > 0 {
            self.ask = Some(Ask::Slot { seat: fr.seat });
        } else {
            fr.step = then;
        }
    }

    fn draw_or_steal(&mut self, fr: &mut Frame, input: Option<Action>, ev: &mut Events) -> Next {
        let count = if fr.kind == Kind::Peasant { 1 } else { 2 };
        loop {
            match fr.step {
                0 => match input {
                    Some(Action::FromAvalon) => {
                        fr.source = Some(Source::Avalon);
                        fr.left = count;
                        fr.step = DRAW;
                        return self.draw_or_steal(fr, None, ev);
                    }
                    Some(Action::Steal(target)) => {
                        fr.source = Some(Source::Seat(target));
                        aim(fr, target, ev);
                        fr.step = STEAL;
                        return self.draw_or_steal(fr, None, ev);
                    }
                    _ => {
                        if self.avalon_count() > 0 || !self.others_with_chips(fr.seat).is_empty() {
                            self.ask = Some(Ask::DrawOrSteal { seat: fr.seat });
                            return Next::Continue;
                        }
                        fr.step = AFTER;
                    }
                },
                DRAW => {
                    self.drawing(fr, input, AFTER, ev);
                    if self.ask.is_some() {
                        return Next::Continue;
                    }
                    return self.draw_or_steal(fr, None, ev);
                }
                STEAL => {
                    let Some(target) = fr.target else {
                        fr.step = AFTER;
                        continue;
                    };
                    if self.window(fr, |o| o == target) {
                        return Next::Continue;
                    }
                    self.steal(fr.seat, target, count, ev);
                    fr.step = AFTER;
                    return self.draw_or_steal(fr, None, ev);
                }
                AFTER if fr.kind == Kind::Artisan => {
                    fr.left = 2;
                    fr.step = PLACE;
                }
                AFTER => {
                    if let Some(Action::Return { kind, region }) = input {
                        if let Some(chip) = self.find_in_hand(fr.seat, kind) {
                            match (fr.source, region) {
                                (Some(Source::Avalon), Some(r)) => {
                                    self.hand_to_avalon(fr.seat, chip, usize::from(r), ev)
                                }
                                (Some(Source::Seat(t)), _) => {
                                    self.hand_to_hand(fr.seat, t, chip, SeatSet::EMPTY, ev)
                                }
                                _ => {}
                            }
                        }
                        return Next::Finish;
                    }
                    match fr.source {
                        Some(to) if !self.hands[fr.seat.index()].is_empty() => {
                            self.ask = Some(Ask::Return { seat: fr.seat, to });
                            return Next::Continue;
                        }
                        _ => return Next::Finish,
                    }
                }
                _ => {
                    // PLACE (Artisan).
                    if let Some(Action::Place { kind, region }) = input {
                        if let Some(chip) = self.find_in_hand(fr.seat, kind) {
                            self.hand_to_avalon(fr.seat, chip, usize::from(region), ev);
                        }
                        fr.left = fr.left.saturating_sub(1);
                        return self.draw_or_steal(fr, None, ev);
                    }
                    if fr.left > 0 && !self.hands[fr.seat.index()].is_empty() {
                        self.ask = Some(Ask::Place { seat: fr.seat });
                        return Next::Continue;
                    }
                    return Next::Finish;
                }
            }
        }
    }

    /// Priest, Baroness and Morgana: draw 2, then their own step.
    fn draw_then(&mut self, fr: &mut Frame, input: Option<Action>, ev: &mut Events) -> Next {
        if fr.step == 0 {
            fr.left = 2;
            fr.step = DRAW;
        }
        if fr.step == DRAW {
            self.drawing(fr, input, AFTER, ev);
            if self.ask.is_some() {
                return Next::Continue;
            }
            return self.draw_then_after(fr, None, ev);
        }
        self.draw_then_after(fr, input, ev)
    }

    fn draw_then_after(&mut self, fr: &mut Frame, input: Option<Action>, ev: &mut Events) -> Next {
        match fr.kind {
            Kind::Priest => {
                let huzzah = fr.got.iter().any(|c| c.kind().is_sword());
                if huzzah {
                    let floor = &mut self.sword_floor[fr.seat.index()];
                    *floor = floor.saturating_add(1);
                }
                ev.push(Event::public(ChipsEvent::Huzzah {
                    seat: fr.seat,
                    huzzah,
                }));
                Next::Finish
            }
            Kind::Baroness => {
                if let Some(Action::Discard(kind)) = input {
                    if let Some(chip) = self.find_in_hand(fr.seat, kind) {
                        self.hand_to_trash(fr.seat, chip, ev);
                    }
                    return Next::Finish;
                }
                if self.hands[fr.seat.index()]
                    .iter()
                    .any(|c| !c.kind().is_sword())
                {
                    self.ask = Some(Ask::Discard { seat: fr.seat });
                    Next::Continue
                } else {
                    Next::Finish
                }
            }
            _ => self.morgana_choice(fr, input, ev),
        }
    }

    /// Morgana's drawn chips that she may reveal and resolve.
    pub fn morgana_options(&self, fr: &Frame) -> Vec<ChipId> {
        fr.got
            .iter()
            .copied()
            .filter(|c| !c.kind().is_sword() && self.hands[fr.seat.index()].contains(c))
            .collect()
    }

    fn morgana_choice(&mut self, fr: &mut Frame, input: Option<Action>, ev: &mut Events) -> Next {
        if fr.step == PLACE {
            // Back from the revealed chip.
            return Next::Finish;
        }
        match input {
            Some(Action::Reveal(kind)) => {
                let Some(chip) = self
                    .morgana_options(fr)
                    .into_iter()
                    .find(|c| c.kind() == kind)
                else {
                    return Next::Finish;
                };
                self.take_from_hand(fr.seat, chip, self.all_seats());
                self.learn(self.all_seats(), chip);
                ev.push(Event::public(ChipsEvent::Shown {
                    owner: Some(fr.seat),
                    place: Place::Played(fr.seat),
                    kind,
                }));
                fr.step = PLACE;
                if kind.timing() == Timing::Permanent {
                    self.permanent[fr.seat.index()] = Some(chip);
                    ev.push(Event::public(ChipsEvent::Moved {
                        from: Place::Hand(fr.seat),
                        to: Place::Permanent(fr.seat),
                        count: 1,
                    }));
                    return Next::Finish;
                }
                ev.push(Event::public(ChipsEvent::Resolving {
                    seat: fr.seat,
                    kind,
                }));
                self.limbo = Some(chip);
                Next::Child(Frame::new(fr.seat, chip, true))
            }
            Some(_) => Next::Finish,
            None if self.morgana_options(fr).is_empty() => Next::Finish,
            None => {
                self.ask = Some(Ask::Morgana { seat: fr.seat });
                Next::Continue
            }
        }
    }

    fn thief(&mut self, fr: &mut Frame, input: Option<Action>, ev: &mut Events) -> Next {
        if let Some(Action::Steal(target)) = input {
            aim(fr, target, ev);
            fr.targets.insert(target);
            fr.step += 1;
        }
        match fr.step {
            1 | 3 => {
                let Some(target) = fr.target else {
                    return Next::Finish;
                };
                if self.window(fr, |o| o == target) {
                    return Next::Continue;
                }
                self.steal(fr.seat, target, 1, ev);
                fr.step += 1;
                self.thief(fr, None, ev)
            }
            0 | 2 => {
                if self.thief_targets(fr).is_empty() {
                    return Next::Finish;
                }
                self.ask = Some(Ask::StealTarget { seat: fr.seat });
                Next::Continue
            }
            _ => Next::Finish,
        }
    }

    pub fn thief_targets(&self, fr: &Frame) -> Vec<Seat> {
        self.others_with_chips(fr.seat)
            .into_iter()
            .filter(|s| !fr.targets.contains(*s))
            .collect()
    }

    pub fn robyn_targets(&self, seat: Seat) -> Vec<Seat> {
        self.others_with_chips(seat)
            .into_iter()
            .filter(|s| !self.shield.contains(*s))
            .collect()
    }

    fn robyn(&mut self, fr: &mut Frame, input: Option<Action>, ev: &mut Events) -> Next {
        if let Some(Action::Steal(target)) = input {
            aim(fr, target, ev);
            fr.step = STEAL;
        }
        if fr.step == STEAL {
            if let Some(target) = fr.target {
                if self.window(fr, |o| o == target) {
                    return Next::Continue;
                }
                self.steal(fr.seat, target, 1, ev);
            }
            fr.left = fr.left.saturating_add(1);
            fr.step = 0;
        }
        let first = fr.left == 0;
        if self.robyn_targets(fr.seat).is_empty()
            || (!first && self.hands[fr.seat.index()].len() >= 7)
        {
            return Next::Finish;
        }
        self.ask = Some(Ask::StealTarget { seat: fr.seat });
        Next::Continue
    }

    fn spy(&mut self, fr: &mut Frame, input: Option<Action>, ev: &mut Events) -> Next {
        match input {
            Some(Action::Target(target)) => {
                aim(fr, target, ev);
                self.look_at(fr.seat, target, ev);
                if self.hands[target.index()].is_empty() {
                    return Next::Finish;
                }
                self.ask = Some(Ask::Show {
                    seat: fr.seat,
                    target,
                });
                Next::Continue
            }
            Some(Action::Show(kind)) => {
                if let Some(target) = fr.target {
                    if let Some(chip) = self.find_in_hand(target, kind) {
                        self.learn(self.all_seats(), chip);
                        ev.push(Event::public(ChipsEvent::Shown {
                            owner: Some(target),
                            place: Place::Hand(target),
                            kind,
                        }));
                    }
                }
                Next::Finish
            }
            _ if self.others_with_chips(fr.seat).is_empty() => Next::Finish,
            _ => {
                self.ask = Some(Ask::Target {
                    seat: fr.seat,
                    optional: false,
                });
                Next::Continue
            }
        }
    }

    fn look_at(&mut self, seat: Seat, target: Seat, ev: &mut Events) {
        let hand = self.hands[target.index()].clone();
        for &chip in &hand {
            self.learn(SeatSet::only(seat), chip);
        }
        ev.push(Event::private(
            seat,
            ChipsEvent::LookedAt {
                target,
                hand: hand.iter().map(|c| c.kind()).collect(),
            },
        ));
    }

    fn direction(&mut self, fr: &mut Frame, input: Option<Action>, ev: &mut Events) -> bool {
        if let Some(Action::Direction(side)) = input {
            fr.side = Some(side);
            ev.push(Event::public(ChipsEvent::DirectionChosen {
                seat: fr.seat,
                side,
            }));
        }
        if fr.side.is_none() {
            self.ask = Some(Ask::Direction { seat: fr.seat });
            return false;
        }
        true
    }

    fn spirit(&mut self, fr: &mut Frame, input: Option<Action>, ev: &mut Events) -> Next {
        if !self.direction(fr, input, ev) {
            return Next::Continue;
        }
        let side = fr.side.unwrap_or(Side::Left);
        if self.window(fr, |_| true) {
            return Next::Continue;
        }
        // Every pick is made from the hands as they were, then all move together.
        let mut picks = Vec::new();
        for thief in self.turn_order() {
            let victim = self.neighbour(thief, side);
            if victim == thief {
                continue;
            }
            if self.shield.contains(victim) {
                ev.push(Event::public(ChipsEvent::Shielded { seat: victim }));
                continue;
            }
            if let Some(&chip) = self.rng.pick(&self.hands[victim.index()]) {
                picks.push((victim, thief, chip));
            }
        }
        for (victim, thief, chip) in picks {
            let mut pair = SeatSet::only(thief);
            pair.insert(victim);
            self.hand_to_hand(victim, thief, chip, pair, ev);
        }
        Next::Finish
    }

    /// Arthur's pool: each other seat's swords. Everyone with swords holds them out, a
    /// shielded Fisher King's owner too; the shield only makes the pick take nothing.
    pub fn arthur_pool(&self, seat: Seat) -> Vec<(Seat, u8)> {
        self.sword_counts(Seat::all(self.n()).filter(|s| *s != seat))
    }

    fn arthur(&mut self, fr: &mut Frame, input: Option<Action>, ev: &mut Events) -> Next {
        if let Some(Action::PickSword(victim)) = input {
            if self.shield.contains(victim) {
                ev.push(Event::public(ChipsEvent::Shielded { seat: victim }));
                return Next::Finish;
            }
            let swords = self.swords_in_hand(victim);
            if let Some(&chip) = self.rng.pick(&swords) {
                let mut pair = SeatSet::only(fr.seat);
                pair.insert(victim);
                self.hand_to_hand(victim, fr.seat, chip, pair, ev);
                let floor = &mut self.sword_floor[fr.seat.index()];
                *floor = floor.saturating_add(1);
            }
            return Next::Finish;
        }
        let me = fr.seat;
        if self.window(fr, |o| o != me) {
            return Next::Continue;
        }
        let pool = self.arthur_pool(me);
        self.note_counts(&pool);
        ev.push(Event::public(ChipsEvent::SwordsHeldOut {
            counts: pool.clone(),
        }));
        if pool.iter().all(|(_, n)| *n == 0) {
            return Next::Finish;
        }
        self.ask = Some(Ask::PickSword {
            seat: me,
            optional: false,
        });
        Next::Continue
    }

    /// What the Black Knight may take: another player's played chip, or a Permanent from any
    /// player, his own included, as the chip's text allows.
    pub fn black_knight_targets(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        for s in Seat::all(self.n()) {
            if s != seat && self.waiting_played(s).is_some() {
                out.push(Action::TakePlayed(s));
            }
            if self.permanent[s.index()].is_some() {
                out.push(Action::TakePermanent(s));
            }
        }
        out
    }

    fn black_knight(&mut self, fr: &mut Frame, input: Option<Action>, ev: &mut Events) -> Next {
        let me = fr.seat;
        let (chip, from) = match input {
            Some(Action::TakePlayed(t)) => (self.played[t.index()].take(), Place::Played(t)),
            Some(Action::TakePermanent(t)) => {
                self.shield.remove(t);
                (self.permanent[t.index()].take(), Place::Permanent(t))
            }
            _ => {
                let mut success = false;
                for _ in 0..2 {
                    let face_up = self.rng.below(2) == 0;
                    success |= face_up;
                    ev.push(Event::public(ChipsEvent::CoinFlip {
                        seat: me,
                        kind: Kind::BlackKnight,
                        face_up,
                    }));
                }
                if !success || self.black_knight_targets(me).is_empty() {
                    return Next::Finish;
                }
                self.ask = Some(Ask::BlackKnight { seat: me });
                return Next::Continue;
            }
        };
        if let Some(chip) = chip {
            self.put_in_hand(me, chip, self.all_seats());
            ev.push(Event::public(ChipsEvent::Moved {
                from,
                to: Place::Hand(me),
                count: 1,
            }));
            ev.push(Event::public(ChipsEvent::Saw {
                kind: chip.kind(),
                from,
                to: Place::Hand(me),
            }));
        }
        Next::Finish
    }

    pub fn caelia_targets(&self, fr: &Frame) -> Vec<Seat> {
        Seat::all(self.n())
            .filter(|s| *s != fr.seat && !fr.targets.contains(*s))
            .collect()
    }

    /// Caelia points at up to two players first; then each trashes its male chips, in turn
    /// order, so she sees nothing of the first before naming the second.
    fn caelia(&mut self, fr: &mut Frame, input: Option<Action>, ev: &mut Events) -> Next {
        let done = match input {
            Some(Action::Target(target)) => {
                aim(fr, target, ev);
                fr.targets.insert(target);
                fr.targets.len() >= 2 || self.caelia_targets(fr).is_empty()
            }
            Some(_) => true,
            None => self.caelia_targets(fr).is_empty(),
        };
        if !done {
            self.ask = Some(Ask::Target {
                seat: fr.seat,
                optional: true,
            });
            return Next::Continue;
        }
        let art = self.options.art;
        for target in fr.targets.iter() {
            let doomed: Vec<ChipId> = self.hands[target.index()]
                .iter()
                .copied()
                .filter(|c| art.male(c.kind()))
                .collect();
            for chip in doomed {
                self.hand_to_trash(target, chip, ev);
            }
        }
        Next::Finish
    }

    fn galahad(&mut self, fr: &mut Frame, input: Option<Action>, ev: &mut Events) -> Next {
        if let Some(Action::Protect(kind)) = input {
            if let Some(chip) = self.find_in_hand(fr.seat, kind) {
                // Others cannot tell which chip went into the fist.
                self.take_from_hand(fr.seat, chip, SeatSet::EMPTY);
                self.protected[fr.seat.index()] = Some(chip);
                ev.push(Event::public(ChipsEvent::Protected { seat: fr.seat }));
            }
            return Next::Finish;
        }
        if self.hands[fr.seat.index()].is_empty() || self.protected[fr.seat.index()].is_some() {
            return Next::Finish;
        }
        self.ask = Some(Ask::Protect { seat: fr.seat });
        Next::Continue
    }

    fn gawain(&mut self, fr: &mut Frame, input: Option<Action>, ev: &mut Events) -> Next {
        match input {
            Some(Action::Target(target)) => {
                aim(fr, target, ev);
                let swords = self.swords_in_hand(target);
                match swords.as_slice() {
                    [] => {
                        ev.push(Event::public(ChipsEvent::Moved {
                            from: Place::Hand(target),
                            to: Place::Hand(fr.seat),
                            count: 0,
                        }));
                        Next::Finish
                    }
                    [only] => {
                        self.hand_to_hand(target, fr.seat, *only, SeatSet::EMPTY, ev);
                        self.gained_sword(fr.seat);
                        Next::Finish
                    }
                    _ => {
                        self.ask = Some(Ask::Give {
                            seat: target,
                            to: fr.seat,
                        });
                        Next::Continue
                    }
                }
            }
            Some(Action::Give(kind)) => {
                if let Some(target) = fr.target {
                    if let Some(chip) = self.find_in_hand(target, kind) {
                        self.hand_to_hand(target, fr.seat, chip, SeatSet::EMPTY, ev);
                        self.gained_sword(fr.seat);
                    }
                }
                Next::Finish
            }
            _ => {
                self.ask = Some(Ask::Target {
                    seat: fr.seat,
                    optional: false,
                });
                Next::Continue
            }
        }
    }

    /// Green Knight, and Merlin's two steps.
    fn collect_swords(&mut self, fr: &mut Frame, ev: &mut Events) -> Next {
        let me = fr.seat;
        if fr.step == 0 {
            let moves: Vec<(Seat, Seat)> = self
                .turn_order()
                .into_iter()
                .filter(|s| *s != me)
                .map(|s| (s, me))
                .collect();
            let counts = self.pass_swords(&moves, ev);
            ev.push(Event::public(ChipsEvent::SwordsHeldOut {
                counts: counts.clone(),
            }));
            if fr.kind == Kind::GreenKnight {
                return Next::Finish;
            }
            fr.targets = counts
                .iter()
                .filter(|(_, n)| *n > 0)
                .map(|(s, _)| *s)
                .collect();
            fr.step = 1;
        }
        if fr.targets.is_empty() {
            return Next::Finish;
        }
        if self.window(fr, |o| o == me) {
            return Next::Continue;
        }
        for giver in self.turn_order() {
            if fr.targets.contains(giver) {
                self.steal(giver, me, 1, ev);
            }
        }
        Next::Finish
    }

    /// Guinevere's pool: every seat's swords (hers included), less those already picked.
    pub fn guinevere_left(&self, fr: &Frame, seat: Seat) -> Vec<ChipId> {
        self.swords_in_hand(seat)
            .into_iter()
            .filter(|c| !fr.picks.iter().any(|(_, p)| p == c))
            .collect()
    }

    fn guinevere(&mut self, fr: &mut Frame, input: Option<Action>, ev: &mut Events) -> Next {
        let me = fr.seat;
        match input {
            Some(Action::PickSword(owner)) => {
                let left = self.guinevere_left(fr, owner);
                if let Some(&chip) = self.rng.pick(&left) {
                    fr.picks.push((owner, chip));
                }
            }
            Some(Action::PickOwn(kind)) => {
                if let Some(chip) = self
                    .guinevere_left(fr, me)
                    .into_iter()
                    .find(|c| c.kind() == kind)
                {
                    fr.picks.push((me, chip));
                }
            }
            Some(Action::Done) => fr.step = 2,
            Some(Action::Bury(region)) => {
                let r = usize::from(region);
                for (owner, chip) in fr.picks.clone() {
                    self.take_from_hand(owner, chip, SeatSet::only(owner));
                    self.put_in_avalon(r, chip, SeatSet::EMPTY);
                    ev.push(Event::public(ChipsEvent::Moved {
                        from: Place::Hand(owner),
                        to: Place::Region(region),
                        count: 1,
                    }));
                }
                if let Some(slots) = self.avalon.get_mut(r) {
                    self.rng.shuffle(slots);
                    let mask = slots.iter().fold(0u64, |m, c| m | c.bit());
                    for k in self.known.iter_mut() {
                        *k &= !mask;
                    }
                }
                ev.push(Event::public(ChipsEvent::Shuffled { region }));
                return Next::Finish;
            }
            _ => {
                let counts = self.sword_counts(self.turn_order().into_iter());
                self.note_counts(&counts);
                ev.push(Event::public(ChipsEvent::SwordsHeldOut { counts }));
                fr.step = 1;
            }
        }
        let any_left = Seat::all(self.n()).any(|s| !self.guinevere_left(fr, s).is_empty());
        if fr.step == 1 && fr.picks.len() < 2 && any_left {
            self.ask = Some(Ask::PickSword {
                seat: me,
                optional: true,
            });
            return Next::Continue;
        }
        if fr.picks.is_empty() {
            return Next::Finish;
        }
        self.ask = Some(Ask::Bury { seat: me });
        Next::Continue
    }

    /// Lady of the Lake (whole hands) and Uther (swords), all at once.
    fn pass_around(&mut self, fr: &mut Frame, input: Option<Action>, ev: &mut Events) -> Next {
        if !self.direction(fr, input, ev) {
            return Next::Continue;
        }
        let side = fr.side.unwrap_or(Side::Left);
        let moves: Vec<(Seat, Seat)> = self
            .turn_order()
            .into_iter()
            .map(|s| (s, self.neighbour(s, side)))
            .collect();
        if fr.kind == Kind::Uther {
            let counts = self.pass_swords(&moves, ev);
            ev.push(Event::public(ChipsEvent::SwordsHeldOut { counts }));
            return Next::Finish;
        }
        // Whole hands move, so whoever knew a chip still knows where it is.
        let old: Vec<Vec<ChipId>> = self.hands.iter_mut().map(std::mem::take).collect();
        // A fist stays behind: what it may hold does not travel with the hand.
        let floors = self.sword_floor.clone();
        for &(from, to) in &moves {
            let fist = u8::from(self.protected[from.index()].is_some());
            self.sword_floor[to.index()] = floors[from.index()].saturating_sub(fist);
        }
        for (from, to) in moves {
            let hand = old[from.index()].clone();
            ev.push(Event::public(ChipsEvent::Moved {
                from: Place::Hand(from),
                to: Place::Hand(to),
                count: hand.len() as u8,
            }));
            for chip in hand {
                self.learn(SeatSet::only(to), chip);
                ev.push(Event::private(
                    to,
                    ChipsEvent::Saw {
                        kind: chip.kind(),
                        from: Place::Hand(from),
                        to: Place::Hand(to),
                    },
                ));
                self.hands[to.index()].push(chip);
            }
        }
        Next::Finish
    }

    fn lancelot(&mut self, fr: &mut Frame, ev: &mut Events) -> Next {
        for s in self.turn_order() {
            if s == fr.seat {
                continue;
            }
            if let Some(chip) = self.waiting_played(s) {
                let face_up = self.rng.below(2) == 0;
                ev.push(Event::public(ChipsEvent::CoinFlip {
                    seat: s,
                    kind: chip.kind(),
                    face_up,
                }));
                if !face_up {
                    self.played[s.index()] = None;
                    self.put_in_trash(chip);
                    ev.push(Event::public(ChipsEvent::Moved {
                        from: Place::Played(s),
                        to: Place::Trash,
                        count: 1,
                    }));
                } else if chip.kind() == Kind::FisherKing {
                    // A Fisher King not yet laid (its owner sits after Lancelot) lands face
                    // up just as a laid one would: the shield is on and the round's flip is
                    // spent (§10.6), whichever side of Lancelot its owner sits.
                    self.flipped.insert(s);
                    self.shield.insert(s);
                    ev.push(Event::public(ChipsEvent::Shielded { seat: s }));
                }
            }
        }
        if let Some(owner) = self.fisher_king_owner() {
            // A forced flip is the round's flip.
            self.flip_fisher_king(owner, ev);
        }
        Next::Finish
    }

    fn mordred(&mut self, fr: &mut Frame, input: Option<Action>, ev: &mut Events) -> Next {
        match input {
            Some(Action::Target(target)) => {
                aim(fr, target, ev);
                self.look_at(fr.seat, target, ev);
                self.ask = Some(Ask::Swap {
                    seat: fr.seat,
                    target,
                });
                Next::Continue
            }
            Some(action) => {
                let target = fr.target.unwrap_or(fr.seat);
                let swapped = action == Action::Swap && target != fr.seat;
                if swapped {
                    self.hands.swap(fr.seat.index(), target.index());
                    // Fists stay put while hands travel: start both floors afresh.
                    self.sword_floor[fr.seat.index()] = 0;
                    self.sword_floor[target.index()] = 0;
                    for (who, hand) in [(fr.seat, fr.seat), (target, target)] {
                        for chip in self.hands[hand.index()].clone() {
                            self.learn(SeatSet::only(who), chip);
                        }
                    }
                }
                ev.push(Event::public(ChipsEvent::Swapped {
                    seat: fr.seat,
                    target,
                    swapped,
                }));
                Next::Finish
            }
            None => {
                self.ask = Some(Ask::Target {
                    seat: fr.seat,
                    optional: false,
                });
                Next::Continue
            }
        }
    }

    fn percival(&mut self, fr: &mut Frame, input: Option<Action>, ev: &mut Events) -> Next {
        match input {
            Some(Action::Draw { region, slot }) => {
                if let Some(&chip) = self
                    .avalon
                    .get(usize::from(region))
                    .and_then(|r| r.get(usize::from(slot)))
                {
                    fr.got.push(chip);
                }
            }
            Some(Action::Take(i)) => {
                if let Some(&chip) = fr.got.get(usize::from(i)) {
                    if let Some(Place::Region(r)) = self.place_of(chip) {
                        if let Some(region) = self.avalon.get_mut(usize::from(r)) {
                            region.retain(|c| *c != chip);
                        }
                        self.put_in_hand(fr.seat, chip, self.all_seats());
                        ev.push(Event::public(ChipsEvent::Moved {
                            from: Place::Region(r),
                            to: Place::Hand(fr.seat),
                            count: 1,
                        }));
                        self.check_end(ev);
                    }
                }
                return Next::Finish;
            }
            _ => {}
        }
        let wanted = self.avalon_count().min(4);
        if wanted == 0 {
            return Next::Finish;
        }
        if fr.got.len() < wanted {
            self.ask = Some(Ask::Slot { seat: fr.seat });
            return Next::Continue;
        }
        if fr.step == 0 {
            fr.step = 1;
            for chip in fr.got.clone() {
                self.learn(self.all_seats(), chip);
                if let Some(place) = self.place_of(chip) {
                    ev.push(Event::public(ChipsEvent::Shown {
                        owner: None,
                        place,
                        kind: chip.kind(),
                    }));
                }
            }
        }
        self.ask = Some(Ask::PercivalTake { seat: fr.seat });
        Next::Continue
    }
}
