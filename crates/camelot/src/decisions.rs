//! The decisions that interrupt a turn (`Pending`): placing a Black card, choosing a War, a
//! siege fight, Morgan's volunteer, forced discards, and sharing cards out.

use crate::action::{Action, CamelotEvent, Cancel};
use crate::cards::{Morgan, White};
use crate::quest::{LancelotBoard, Place, Quest};
use crate::state::{Camelot, KayOn, Pending, Share};
use crate::table::{public, Out};
use rt_core::{Seat, SeatSet, ToAct};

impl Pending {
    /// Who must answer.
    pub fn to_act(&self) -> ToAct {
        match self {
            Pending::Facing { seat, .. }
            | Pending::ChooseWar { seat, .. }
            | Pending::Siege { seat, .. }
            | Pending::Challenge { seat, .. }
            | Pending::DragonSlayer { seat, .. }
            | Pending::Owain { seat, .. } => ToAct::Seat(*seat),
            Pending::CallForHelp { asked, .. } => {
                asked.first().map_or(ToAct::Nobody, |s| ToAct::Seat(*s))
            }
            Pending::Volunteer { asked, .. } => {
                asked.first().map_or(ToAct::Nobody, |s| ToAct::Seat(*s))
            }
            Pending::Discard { owed } => ToAct::Seats(owed.iter().map(|(s, _)| *s).collect()),
            Pending::Cancel { asked, .. } => ToAct::Seats(asked.iter().copied().collect()),
            Pending::Rescue { holder, .. } => ToAct::Seat(*holder),
            Pending::Knighting { chooser, .. } => ToAct::Seat(*chooser),
            Pending::Kay { kay, .. } => ToAct::Seat(*kay),
            Pending::Convocation { asked, .. } | Pending::GrailOrLife { asked } => {
                ToAct::Seats(asked.iter().copied().collect())
            }
            Pending::Give { from, .. } => ToAct::Seat(*from),
            Pending::Arrange { seat, .. } | Pending::Armor { seat, .. } => ToAct::Seat(*seat),
            Pending::Share(share) => {
                if share.proposing() {
                    share.proposer().map_or(ToAct::Nobody, ToAct::Seat)
                } else {
                    let voters: SeatSet = share
                        .among
                        .iter()
                        .skip(1)
                        .filter(|s| !share.accepted.contains(s))
                        .copied()
                        .collect();
                    ToAct::Seats(voters)
                }
            }
        }
    }
}

impl Camelot {
    pub(crate) fn pending_actions(&self, pending: &Pending, seat: Seat) -> Vec<Action> {
        if !pending.to_act().includes(seat) {
            return Vec::new();
        }
        let hand: &[White] = self.knight(seat).map_or(&[], |k| k.hand.as_slice());
        let distinct = || crate::cards::distinct(hand);
        match pending {
            Pending::Facing { .. } => {
                vec![Action::Face { down: false }, Action::Face { down: true }]
            }
            Pending::ChooseWar { .. } => {
                vec![Action::War(Quest::PictWar), Action::War(Quest::SaxonWar)]
            }
            Pending::Knighting { among, .. } => among.iter().map(|s| Action::Knight(*s)).collect(),
            Pending::Siege { cards, charge, .. } => {
                let mut out: Vec<Action> = distinct()
                    .filter_map(|c| c.fight_value())
                    .map(Action::SiegeCard)
                    .collect();
                if hand.contains(&White::FightWild) {
                    out.push(Action::SiegeWild);
                }
                // A charge must be fought even with no Fight card in hand (§12.3).
                if !cards.is_empty() || charge.is_some() {
                    out.push(Action::SiegeRoll);
                }
                if charge.is_some() && cards.is_empty() && self.geraint_may(seat) {
                    out.push(Action::Geraint);
                }
                out
            }
            Pending::Challenge { card, .. } => self.challenge_actions(seat, *card),
            Pending::GrailOrLife { .. } => self.grail_or_life_actions(seat),
            Pending::CallForHelp { .. } => vec![Action::Follow(true), Action::Follow(false)],
            Pending::Owain { drawn, .. } => Camelot::owain_actions(drawn),
            Pending::DragonSlayer { seat, .. } => self.slayer_actions(*seat),
            Pending::Volunteer { morgan, .. } => {
                let can_pay = match morgan {
                    Morgan::VolunteerDiscardsThree => hand.len() >= 3,
                    _ => true,
                };
                let mut out = vec![Action::Volunteer(false)];
                if can_pay {
                    out.insert(0, Action::Volunteer(true));
                }
                out
            }
            Pending::Discard { .. } => distinct().map(Action::Discard).collect(),
            Pending::Cancel { chained, card, .. } => {
                let mut out = Vec::new();
                if self.relics.excalibur.holder() == Some(seat) {
                    out.push(Action::Cancel(Cancel::Excalibur));
                }
                let merlins = hand.iter().filter(|c| **c == White::Merlin).count().min(3) as u8;
                if card.is_special()
                    && !chained
                    && !self.black_in_play.contains(&crate::cards::Black::Vivien)
                {
                    out.extend((1..=merlins).map(|n| Action::Cancel(Cancel::Merlins(n))));
                }
                out.push(Action::Cancel(Cancel::Pass));
                out
            }
            Pending::Rescue { .. } => vec![Action::Rescue(true), Action::Rescue(false)],
            Pending::Kay { .. } => {
                let mut out: Vec<Action> = distinct()
                    .filter_map(|c| c.fight_value())
                    .map(|v| Action::Kay(Some(v)))
                    .collect();
                if hand.contains(&White::FightWild) {
                    out.push(Action::KayWild);
                }
                out.push(Action::Kay(None));
                out
            }
            Pending::Convocation { .. } => vec![Action::Follow(true), Action::Follow(false)],
            Pending::Give { must, .. } => {
                let mut out: Vec<Action> = distinct().map(Action::GiveCard).collect();
                // Arthur's exchange goes both ways; Messenger may stop at any time.
                if !*must || out.is_empty() {
                    out.push(Action::StopGiving);
                }
                out
            }
            Pending::Arrange { cards, .. } => distinct_blacks(cards).map(Action::Stack).collect(),
            // Percival with the Armor, one card left: play it, or put it back on top and
            // feed Evil another way (§7).
            Pending::Armor {
                cards,
                seat: holder,
            } if cards.len() == 1 => {
                let mut out = vec![
                    Action::KeepBlack(cards[0]),
                    Action::Evil(crate::action::EvilChoice::AddEngine),
                ];
                // An unmasked traitor has no life to give (§9), nor anyone under witch #2.
                if self.knight(*holder).is_some_and(|k| !k.unmasked) && !self.sacrifice_forbidden()
                {
                    out.push(Action::Evil(crate::action::EvilChoice::LoseLife));
                }
                out
            }
            Pending::Armor { cards, .. } => distinct_blacks(cards).map(Action::KeepBlack).collect(),
            Pending::Share(share) => {
                if share.proposing() {
                    share.among.iter().map(|s| Action::Give(*s)).collect()
                } else {
                    vec![Action::Accept(true), Action::Accept(false)]
                }
            }
        }
    }

    /// Answers the first pending decision (the action was checked as legal).
    pub(crate) fn answer(&mut self, seat: Seat, action: &Action, out: &mut Out) {
        let Some(pending) = self.pending.first().cloned() else {
            return;
        };
        match (pending, action) {
            (Pending::Facing { card, quest, .. }, Action::Face { down }) => {
                self.pending.remove(0);
                self.place_black(seat, card, quest, *down, out);
            }
            (Pending::ChooseWar { card, .. }, Action::War(war)) => {
                self.pending.remove(0);
                self.choose_war(card, *war, out);
            }
            (Pending::Knighting { .. }, Action::Knight(squire)) => {
                self.pending.remove(0);
                self.knight_squire(*squire, out);
            }
            (Pending::Siege { .. }, Action::SiegeCard(v))
                if self.take_from_hand(seat, White::Fight(*v)) =>
            {
                if let Some(Pending::Siege { cards, .. }) = self.pending.first_mut() {
                    cards.push(*v);
                }
            }
            (Pending::Siege { .. }, Action::SiegeWild)
                if self.take_from_hand(seat, White::FightWild) =>
            {
                if let Some(Pending::Siege { cards, wild, .. }) = self.pending.first_mut() {
                    cards.push(crate::quest::WILD_SIEGE_VALUE);
                    *wild += 1;
                }
            }
            (
                Pending::Siege {
                    cards,
                    charge,
                    wild,
                    ..
                },
                Action::SiegeRoll,
            ) => {
                self.pending.remove(0);
                self.siege_roll(seat, cards, charge, wild, out);
            }
            (Pending::Challenge { to, card, .. }, Action::Arrive(paid)) => {
                self.pending.remove(0);
                self.meet_challenge(seat, to, card, paid, out);
            }
            (Pending::CallForHelp { to, mut asked }, Action::Follow(yes)) => {
                self.pending.remove(0);
                asked.retain(|s| *s != seat);
                if !asked.is_empty() {
                    self.pending.insert(0, Pending::CallForHelp { to, asked });
                }
                if *yes {
                    // No Travel card: a call answered is no journey (§12.3).
                    self.move_knight(seat, to, out);
                    public(out, CamelotEvent::CameToHelp { seat, to });
                }
            }
            (Pending::DragonSlayer { left, .. }, Action::Play(card)) => {
                self.pending.remove(0);
                if left > 1 {
                    self.pending.insert(
                        0,
                        Pending::DragonSlayer {
                            seat,
                            left: left - 1,
                        },
                    );
                }
                self.play_on_quest(seat, *card, out);
                // The Dragon may have fallen: no more cards to add.
                if !matches!(self.quests.lancelot, LancelotBoard::Dragon(_))
                    || self.slayer_cards(seat).is_empty()
                {
                    self.pending
                        .retain(|p| !matches!(p, Pending::DragonSlayer { .. }));
                }
            }
            (Pending::DragonSlayer { .. } | Pending::Owain { .. }, Action::StopGiving) => {
                self.pending.remove(0);
            }
            (Pending::Owain { .. }, Action::Owain(card)) => {
                self.pending.remove(0);
                self.owain_swap(seat, *card, out);
            }
            (
                Pending::Challenge { to, .. }
                | Pending::Siege {
                    charge: Some(to), ..
                },
                Action::Geraint,
            ) => {
                self.pending.remove(0);
                self.geraint(seat, to, out);
            }
            (Pending::GrailOrLife { mut asked }, Action::GiveGrail(grail)) => {
                self.pending.remove(0);
                asked.retain(|s| *s != seat);
                if !asked.is_empty() {
                    self.pending.insert(0, Pending::GrailOrLife { asked });
                }
                self.pay_grail_or_life(seat, *grail, out);
            }
            (Pending::Challenge { card, .. }, Action::StayBack) => {
                self.pending.remove(0);
                self.fail_challenge(seat, card, out);
            }
            (Pending::Volunteer { morgan, mut asked }, Action::Volunteer(yes)) => {
                self.pending.remove(0);
                if *yes {
                    public(out, CamelotEvent::Volunteered { seat });
                    match morgan {
                        Morgan::VolunteerDiscardsThree => self.pending.insert(
                            0,
                            Pending::Discard {
                                owed: vec![(seat, 3)],
                            },
                        ),
                        _ => self.change_life(seat, -2, out),
                    }
                } else {
                    asked.retain(|s| *s != seat);
                    if asked.is_empty() {
                        self.nobody_volunteered();
                    } else {
                        self.pending.insert(0, Pending::Volunteer { morgan, asked });
                    }
                }
            }
            (Pending::Discard { mut owed }, Action::Discard(card)) => {
                if self.take_from_hand(seat, *card) {
                    self.white_discard.push(*card);
                    public(out, CamelotEvent::Discarded { seat, card: *card });
                }
                let empty = self.knight(seat).is_none_or(|k| k.hand.is_empty());
                for (s, n) in owed.iter_mut() {
                    if *s == seat {
                        *n = if empty { 0 } else { n.saturating_sub(1) };
                    }
                }
                owed.retain(|(_, n)| *n > 0);
                self.pending.remove(0);
                if !owed.is_empty() {
                    self.pending.insert(0, Pending::Discard { owed });
                }
            }
            (Pending::Share(mut share), Action::Give(to)) => {
                share.given.push(*to);
                self.pending.remove(0);
                if share.proposing() {
                    self.pending.insert(0, Pending::Share(share));
                } else {
                    public(
                        out,
                        CamelotEvent::ShareProposed {
                            by: seat,
                            given: share.given.clone(),
                            cards: share.cards.clone(),
                        },
                    );
                    if share.among.len() <= 1 {
                        self.hand_out(share.cards, share.given, true, out);
                    } else {
                        self.pending.insert(0, Pending::Share(share));
                    }
                }
            }
            (Pending::Share(mut share), Action::Accept(yes)) => {
                self.pending.remove(0);
                if *yes {
                    share.accepted.push(seat);
                    if share.accepted.len() + 1 >= share.among.len() {
                        self.hand_out(share.cards, share.given, true, out);
                    } else {
                        self.pending.insert(0, Pending::Share(share));
                    }
                } else {
                    // No agreement: the cards are dealt at random, the proposer first.
                    let mut cards = share.cards;
                    self.rng.shuffle(&mut cards);
                    let given = (0..cards.len())
                        .filter_map(|i| share.among.get(i % share.among.len().max(1)).copied())
                        .collect();
                    self.hand_out(cards, given, false, out);
                }
            }
            (
                Pending::Cancel {
                    card,
                    drawer,
                    mut asked,
                    mut offers,
                    excalibur,
                    chained,
                },
                Action::Cancel(answer),
            ) => {
                self.pending.remove(0);
                asked.retain(|s| *s != seat);
                let excalibur = excalibur || *answer == Cancel::Excalibur;
                if let Cancel::Merlins(n) = answer {
                    offers.push((seat, *n));
                }
                if asked.is_empty() {
                    self.close_window(card, drawer, offers, excalibur, out);
                } else {
                    self.pending.insert(
                        0,
                        Pending::Cancel {
                            card,
                            drawer,
                            asked,
                            offers,
                            excalibur,
                            chained,
                        },
                    );
                }
            }
            (Pending::Rescue { dying, holder }, Action::Rescue(yes)) => {
                self.pending.remove(0);
                if *yes {
                    self.relics.grail = crate::state::Relic::Gone;
                    if let Some(k) = self.knight_mut(dying) {
                        k.life = crate::knight::START_LIFE;
                    }
                    public(
                        out,
                        CamelotEvent::Rescued {
                            seat: dying,
                            by: holder,
                        },
                    );
                    public(
                        out,
                        CamelotEvent::LifeChanged {
                            seat: dying,
                            life: crate::knight::START_LIFE,
                        },
                    );
                } else {
                    self.die(dying, out);
                }
            }
            (Pending::Kay { kay, on }, Action::Kay(_) | Action::KayWild) => {
                self.pending.remove(0);
                let wild = matches!(action, Action::KayWild);
                let added = match action {
                    Action::Kay(card) => {
                        card.filter(|v| self.take_from_hand(kay, White::Fight(*v)))
                    }
                    _ => Some(crate::quest::WILD_SIEGE_VALUE)
                        .filter(|_| self.take_from_hand(kay, White::FightWild)),
                };
                if let Some(value) = added {
                    public(
                        out,
                        CamelotEvent::KayAdded {
                            seat: kay,
                            value,
                            wild,
                        },
                    );
                }
                let wild = wild && added.is_some();
                match on {
                    KayOn::Quest { quest, actor } => {
                        if let (Some(v), Some(c)) = (added, self.combat_mut(quest)) {
                            c.white.push(v);
                            if wild {
                                c.wild.push(v);
                            }
                        }
                        let (white, black) = self.combat_totals(quest);
                        let won = self.knights_take(white, black);
                        self.finish_quest(quest, won, actor, out);
                    }
                    KayOn::Siege {
                        mut cards,
                        roll,
                        charge,
                        wild: siege_wild,
                    } => {
                        cards.extend(added);
                        let wild = siege_wild + u8::from(wild);
                        self.siege_result(kay, cards, roll, charge, wild, out);
                    }
                }
            }
            (Pending::Convocation { by, mut asked }, Action::Follow(yes)) => {
                self.pending.remove(0);
                asked.retain(|s| *s != seat);
                if *yes {
                    self.leave_for_camelot(seat, out);
                }
                if asked.is_empty() {
                    self.convene(by, out);
                } else {
                    self.pending.insert(0, Pending::Convocation { by, asked });
                }
            }
            (
                Pending::Give {
                    from,
                    to,
                    left,
                    must,
                    back,
                },
                Action::GiveCard(card),
            ) => {
                self.pending.remove(0);
                if self.take_from_hand(from, *card) {
                    crate::table::private(
                        out,
                        from,
                        CamelotEvent::GaveCard {
                            from,
                            to,
                            card: *card,
                        },
                    );
                    crate::table::private(
                        out,
                        to,
                        CamelotEvent::GaveCard {
                            from,
                            to,
                            card: *card,
                        },
                    );
                    public(out, CamelotEvent::Gave { from, to, count: 1 });
                    if let Some(k) = self.knight_mut(to) {
                        k.hand.push(*card);
                        k.hand.sort();
                    }
                }
                if back {
                    // Arthur gave; now the other knight gives one back.
                    self.pending.insert(
                        0,
                        Pending::Give {
                            from: to,
                            to: from,
                            left: 1,
                            must: true,
                            back: false,
                        },
                    );
                } else if left > 1 {
                    self.pending.insert(
                        0,
                        Pending::Give {
                            from,
                            to,
                            left: left - 1,
                            must,
                            back,
                        },
                    );
                }
            }
            (Pending::Give { .. }, Action::StopGiving) => {
                self.pending.remove(0);
            }
            (
                Pending::Arrange {
                    seat: looker,
                    mut cards,
                    mut stacked,
                },
                Action::Stack(card),
            ) => {
                self.pending.remove(0);
                if let Some(i) = cards.iter().position(|c| c == card) {
                    stacked.push(cards.remove(i));
                }
                if cards.is_empty() {
                    // The first chosen goes on top.
                    self.black_draw.extend(stacked.into_iter().rev());
                    public(out, CamelotEvent::Arranged { seat: looker });
                } else {
                    self.pending.insert(
                        0,
                        Pending::Arrange {
                            seat: looker,
                            cards,
                            stacked,
                        },
                    );
                }
            }
            (
                Pending::Armor {
                    seat: holder,
                    mut cards,
                },
                Action::KeepBlack(card),
            ) => {
                self.pending.remove(0);
                if let Some(i) = cards.iter().position(|c| c == card) {
                    let kept = cards.remove(i);
                    let percival = self
                        .knight(holder)
                        .is_some_and(|k| k.knight == crate::knight::Knight::Percival);
                    // The other goes under the deck.
                    let buried = !cards.is_empty();
                    for other in cards {
                        self.black_draw.insert(0, other);
                    }
                    if buried {
                        public(out, CamelotEvent::ArmorBottom { seat: holder });
                    }
                    if percival && buried {
                        self.pending.insert(
                            0,
                            Pending::Armor {
                                seat: holder,
                                cards: vec![kept],
                            },
                        );
                    } else {
                        self.reveal_black(holder, kept, false, out);
                    }
                }
            }
            (
                Pending::Armor {
                    seat: holder,
                    cards,
                },
                Action::Evil(choice),
            ) => {
                self.pending.remove(0);
                // Back on top, and Evil is fed another way.
                self.black_draw.extend(cards);
                public(
                    out,
                    CamelotEvent::EvilChosen {
                        seat: holder,
                        choice: *choice,
                    },
                );
                match choice {
                    crate::action::EvilChoice::LoseLife => self.change_life(holder, -1, out),
                    _ => self.add_engines(1, out),
                }
            }
            _ => {}
        }
    }

    /// The cancel window closes: Excalibur or three Merlins cancel the card; otherwise it
    /// takes effect.
    fn close_window(
        &mut self,
        card: crate::cards::Black,
        drawer: Seat,
        offers: Vec<(Seat, u8)>,
        excalibur: bool,
        out: &mut Out,
    ) {
        let merlins: u8 = offers.iter().map(|(_, n)| *n).sum();
        if excalibur {
            let holder = self.relics.excalibur.holder();
            self.relics.excalibur = crate::state::Relic::Gone;
            self.discard_cancelled(card);
            public(
                out,
                CamelotEvent::Cancelled {
                    card,
                    by: holder.into_iter().collect(),
                    excalibur: true,
                },
            );
        } else if merlins >= 3 {
            let mut owed = 3u8;
            let mut by = Vec::new();
            for (s, n) in offers {
                let give = n.min(owed);
                for _ in 0..give {
                    if self.take_from_hand(s, White::Merlin) {
                        self.merlin_played();
                    }
                }
                owed -= give;
                if give > 0 {
                    by.push(s);
                }
            }
            self.discard_cancelled(card);
            public(
                out,
                CamelotEvent::Cancelled {
                    card,
                    by,
                    excalibur: false,
                },
            );
        } else {
            self.resolve_black(drawer, card, out);
        }
    }

    /// Convocation: back to Camelot at once, for free (a Solo quest's cards are lost).
    fn leave_for_camelot(&mut self, seat: Seat, out: &mut Out) {
        if let Some(crate::quest::Place::Quest(q)) = self.knight(seat).and_then(|k| k.place) {
            if self.quests.solo(q) {
                self.discard_solo_whites(q);
            }
        }
        if let Some(k) = self.knight_mut(seat) {
            k.place = Some(crate::quest::Place::Camelot);
        }
        public(out, CamelotEvent::Followed { seat });
    }

    /// Gives shared cards to their knights.
    fn hand_out(&mut self, cards: Vec<White>, given: Vec<Seat>, agreed: bool, out: &mut Out) {
        let event = if agreed {
            CamelotEvent::ShareAccepted {
                cards: cards.clone(),
                given: given.clone(),
            }
        } else {
            CamelotEvent::ShareDealt {
                cards: cards.clone(),
                given: given.clone(),
            }
        };
        public(out, event);
        for (card, seat) in cards.into_iter().zip(given) {
            match self.knight_mut(seat) {
                Some(k) if k.takes_part() => {
                    k.hand.push(card);
                    k.hand.sort();
                }
                _ => self.white_discard.push(card),
            }
        }
    }

    /// The d8 against the Fight cards played (+1 with Excalibur): greater removes an engine,
    /// otherwise the knight loses 1 LP (§6 Camelot). Kay may add a card after his roll.
    fn siege_roll(
        &mut self,
        seat: Seat,
        cards: Vec<u8>,
        charge: Option<Place>,
        wild: u8,
        out: &mut Out,
    ) {
        let roll = self.rng.between(1, 8) as u8;
        let kay = self.knight(seat).is_some_and(|k| {
            k.knight == crate::knight::Knight::Kay && k.hand.iter().any(|c| c.fights())
        });
        let total = self.siege_total(seat, &cards);
        let favoured = total == u32::from(roll) && self.divine_favor;
        if kay && total <= u32::from(roll) && !favoured {
            self.pending.insert(
                0,
                Pending::Kay {
                    kay: seat,
                    on: KayOn::Siege {
                        cards,
                        roll,
                        charge,
                        wild,
                    },
                },
            );
            return;
        }
        self.siege_result(seat, cards, roll, charge, wild, out);
    }

    fn siege_total(&self, seat: Seat, cards: &[u8]) -> u32 {
        cards.iter().map(|v| u32::from(*v)).sum::<u32>() + u32::from(self.siege_bonus(seat))
    }

    /// Excalibur's +1 to its holder in these fights (§7), and Gareth's.
    fn siege_bonus(&self, seat: Seat) -> u8 {
        u8::from(self.relics.excalibur.holder() == Some(seat)) + self.gareth_bonus(seat)
    }

    fn siege_result(
        &mut self,
        seat: Seat,
        cards: Vec<u8>,
        roll: u8,
        charge: Option<Place>,
        wild: u8,
        out: &mut Out,
    ) {
        let bonus = self.siege_bonus(seat);
        let won = self.knights_take(self.siege_total(seat, &cards), u32::from(roll));
        self.white_discard
            .extend(crate::quest::siege_cards(&cards, wild));
        public(
            out,
            CamelotEvent::SiegeFought {
                seat,
                cards,
                roll,
                bonus,
                won,
                charge,
            },
        );
        if let Some(to) = charge {
            self.charge_result(seat, to, won, out);
        } else if won {
            self.engines = self.engines.saturating_sub(1);
            public(
                out,
                CamelotEvent::EngineRemoved {
                    total: self.engines,
                },
            );
        } else {
            self.change_life(seat, -1, out);
        }
    }

    /// Nobody volunteered for Morgan: each knight with a card discards one.
    pub(crate) fn nobody_volunteered(&mut self) {
        let owed: Vec<(Seat, u8)> = Seat::all(self.n())
            .filter(|s| {
                self.knight(*s)
                    .is_some_and(|k| k.active() && !k.hand.is_empty())
            })
            .map(|s| (s, 1))
            .collect();
        if !owed.is_empty() {
            self.pending.insert(0, Pending::Discard { owed });
        }
    }

    /// Builds a share of cards among knights, or gives them straight to a lone knight.
    pub(crate) fn share_out(&mut self, cards: Vec<White>, among: Vec<Seat>) {
        self.pending.push(Pending::Share(Share {
            cards,
            among,
            given: Vec::new(),
            accepted: Vec::new(),
        }));
    }
}

/// The different Black cards among some (Clairvoyance's five, the Armor's two), each once.
fn distinct_blacks(cards: &[crate::cards::Black]) -> impl Iterator<Item = crate::cards::Black> {
    let mut cards = cards.to_vec();
    cards.sort();
    cards.dedup();
    cards.into_iter()
}
