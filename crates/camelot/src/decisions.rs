//! The decisions that interrupt a turn (`Pending`): placing a Black card, choosing a War, a
//! siege fight, Morgan's volunteer, forced discards, and sharing cards out.

use crate::action::{Action, CamelotEvent};
use crate::cards::{Morgan, White};
use crate::quest::Quest;
use crate::state::{Camelot, Pending, Share};
use crate::table::{public, Out};
use rt_core::{Seat, SeatSet, ToAct};

impl Pending {
    /// Who must answer.
    pub fn to_act(&self) -> ToAct {
        match self {
            Pending::Facing { seat, .. }
            | Pending::ChooseWar { seat, .. }
            | Pending::Siege { seat, .. } => ToAct::Seat(*seat),
            Pending::Volunteer { asked, .. } => {
                asked.first().map_or(ToAct::Nobody, |s| ToAct::Seat(*s))
            }
            Pending::Discard { owed } => ToAct::Seats(owed.iter().map(|(s, _)| *s).collect()),
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
        let hand = self
            .knight(seat)
            .map(|k| k.hand.clone())
            .unwrap_or_default();
        let mut distinct = hand.clone();
        distinct.dedup();
        match pending {
            Pending::Facing { .. } => {
                vec![Action::Face { down: false }, Action::Face { down: true }]
            }
            Pending::ChooseWar { .. } => {
                vec![Action::War(Quest::PictWar), Action::War(Quest::SaxonWar)]
            }
            Pending::Siege { cards, .. } => {
                let mut out: Vec<Action> = distinct
                    .iter()
                    .filter_map(|c| c.fight_value())
                    .map(Action::SiegeCard)
                    .collect();
                if !cards.is_empty() {
                    out.push(Action::SiegeRoll);
                }
                out
            }
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
            Pending::Discard { .. } => distinct.into_iter().map(Action::Discard).collect(),
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
            (Pending::Siege { .. }, Action::SiegeCard(v))
                if self.take_from_hand(seat, White::Fight(*v)) =>
            {
                if let Some(Pending::Siege { cards, .. }) = self.pending.first_mut() {
                    cards.push(*v);
                }
            }
            (Pending::Siege { cards, .. }, Action::SiegeRoll) => {
                self.pending.remove(0);
                self.siege_roll(seat, cards, out);
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
                        // Nobody volunteered: each knight with a card discards one.
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
            _ => {}
        }
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
                Some(k) if k.active() => {
                    k.hand.push(card);
                    k.hand.sort();
                }
                _ => self.white_discard.push(card),
            }
        }
    }

    /// The d8 against the Fight cards played (+1 with Excalibur): greater removes an engine,
    /// otherwise the knight loses 1 LP (§6 Camelot).
    fn siege_roll(&mut self, seat: Seat, cards: Vec<u8>, out: &mut Out) {
        let roll = self.rng.between(1, 8) as u8;
        let bonus = u8::from(self.relics.excalibur.holder() == Some(seat));
        let total: u32 = cards.iter().map(|v| u32::from(*v)).sum::<u32>() + u32::from(bonus);
        let won = total > u32::from(roll);
        self.white_discard
            .extend(cards.iter().map(|v| White::Fight(*v)));
        public(
            out,
            CamelotEvent::SiegeFought {
                seat,
                cards,
                roll,
                bonus,
                won,
            },
        );
        if won {
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
