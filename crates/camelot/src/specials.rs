//! Special White cards (§11.1) and the knights' free powers (§8): Arthur's exchange,
//! Galahad's free Special, Tristan's free move.

use crate::action::{Action, CamelotEvent, Special};
use crate::cards::{Black, White};
use crate::knight::Knight;
use crate::quest::{GrailSpot, Place, Quest, EXCALIBUR_WON};
use crate::state::{ActionType, Camelot, Heroic, Pending, Relic};
use crate::table::{private, public, Out};
use rt_core::Seat;

/// Clairvoyance shows this many Black cards (§11.1).
pub const CLAIRVOYANCE_CARDS: usize = 5;
/// Messenger gives up to this many cards.
pub const MESSENGER_CARDS: u8 = 3;

impl Camelot {
    /// May the current knight play a Special White card now? Galahad's costs no action.
    fn special_open(&self, seat: Seat, h: &Heroic) -> bool {
        if h.special_played {
            return false;
        }
        let galahad = self
            .knight(seat)
            .is_some_and(|k| k.knight == Knight::Galahad);
        galahad || (h.taken.len() < h.allowed() && !h.taken.contains(&ActionType::Special))
    }

    /// Every Special play the current knight may make, added to `out`.
    pub(crate) fn special_actions(&self, seat: Seat, h: &Heroic, out: &mut Vec<Action>) {
        if !self.special_open(seat, h) {
            return;
        }
        let Some(k) = self.knight(seat) else {
            return;
        };
        // Most hands hold no Special at most moments: nothing to list.
        if !k.hand.iter().any(|c| c.is_special()) {
            return;
        }
        let others = || {
            Seat::all(self.n())
                .filter(move |s| *s != seat && self.knight(*s).is_some_and(|k| k.takes_part()))
        };
        let mut push = |special: Special| out.push(Action::Special(special));
        for card in crate::cards::distinct(&k.hand) {
            match card {
                White::Merlin if !self.black_in_play.contains(&Black::Vivien) => {
                    if self.engines > 0 {
                        push(Special::MerlinEngine);
                    }
                    for q in [Quest::BlackKnight, Quest::Lancelot, Quest::Grail] {
                        if self.has_standard_black(q) {
                            push(Special::MerlinBlack(q));
                        }
                    }
                    for q in [Quest::PictWar, Quest::SaxonWar] {
                        if self.quests.war(q).is_some_and(|w| w.figures > 0) {
                            push(Special::MerlinFigure(q));
                        }
                    }
                }
                White::Convocation => push(Special::Convocation),
                White::Fate => push(Special::Fate),
                White::Heroism if self.heroism.is_none() => Quest::ALL
                    .iter()
                    .filter(|q| !self.quests.over(**q))
                    .for_each(|q| push(Special::Heroism(*q))),
                White::LadyOfTheLake => push(Special::LadyOfTheLake),
                White::Messenger => others().for_each(|s| push(Special::Messenger(s))),
                White::Piety => {
                    push(Special::Piety { myself: true });
                    push(Special::Piety { myself: false });
                }
                White::Clairvoyance if !self.black_draw.is_empty() => push(Special::Clairvoyance),
                White::Reinforcements => {
                    push(Special::Reinforcements { myself: true });
                    push(Special::Reinforcements { myself: false });
                }
                _ => self
                    .company_specials(seat, card)
                    .into_iter()
                    .for_each(&mut push),
            }
        }
    }

    /// The free powers the current knight may use now, added to `out`.
    pub(crate) fn power_actions(&self, seat: Seat, h: &Heroic, out: &mut Vec<Action>) {
        let Some(k) = self.knight(seat) else {
            return;
        };
        if h.power_used {
            return;
        }
        match k.knight {
            Knight::Arthur if !k.hand.is_empty() => out.extend(
                Seat::all(self.n())
                    .filter(|s| {
                        *s != seat
                            && self
                                .knight(*s)
                                .is_some_and(|o| o.takes_part() && !o.hand.is_empty())
                    })
                    .map(Action::Exchange),
            ),
            Knight::Tristan
                if k.place == Some(Place::Camelot) && !h.taken.contains(&ActionType::Move) =>
            {
                out.extend(
                    Quest::ALL
                        .into_iter()
                        .filter(|q| self.open_to(*q))
                        .map(|q| Action::FreeMove(Place::Quest(q))),
                )
            }
            _ => self.company_powers(seat, out),
        }
    }

    /// Is there a standard Black card on this quest for a Merlin to remove (§11.1)? On the
    /// Grail only a Despair counts, never a Desolation (§15 ruling 10).
    fn has_standard_black(&self, quest: Quest) -> bool {
        match quest {
            Quest::Grail => self
                .quests
                .grail
                .as_ref()
                .is_some_and(|t| t.spots.contains(&Some(GrailSpot::Despair))),
            _ => self
                .combat(quest)
                .is_some_and(|(c, _, _)| !c.black.is_empty()),
        }
    }

    pub(crate) fn play_special(&mut self, seat: Seat, special: Special, out: &mut Out) {
        let card = special.card();
        if !self.take_from_hand(seat, card) {
            return;
        }
        let galahad = self
            .knight(seat)
            .is_some_and(|k| k.knight == Knight::Galahad);
        if let crate::state::Step::Heroic(h) = &mut self.step {
            h.special_played = true;
            if !galahad {
                h.taken.push(ActionType::Special);
            }
        }
        match special {
            // Heroism lies on its quest; New Hope goes with the hand it throws away.
            Special::Heroism(_) | Special::NewHope => {}
            _ if card == White::Merlin => self.merlin_played(),
            _ => self.white_discard.push(card),
        }
        public(out, CamelotEvent::SpecialPlayed { seat, special });
        match special {
            Special::MerlinEngine => {
                self.engines = self.engines.saturating_sub(1);
                public(
                    out,
                    CamelotEvent::EngineRemoved {
                        total: self.engines,
                    },
                );
            }
            Special::MerlinBlack(quest) => {
                let removed = match quest {
                    Quest::Grail => self.quests.grail.as_mut().and_then(|t| {
                        t.spots
                            .iter_mut()
                            .find(|s| **s == Some(GrailSpot::Despair))
                            .and_then(|s| s.take())
                            .map(|_| Black::Despair)
                    }),
                    _ => self
                        .combat_mut(quest)
                        .and_then(|c| c.black.pop())
                        .map(|p| p.card),
                };
                if let Some(black) = removed {
                    self.black_discard.push(black);
                }
                public(
                    out,
                    CamelotEvent::MerlinRemoved {
                        quest: Some(quest),
                        card: removed,
                    },
                );
            }
            Special::MerlinFigure(war) => {
                if let Some(w) = self.quests.war_mut(war) {
                    w.figures = w.figures.saturating_sub(1);
                }
                public(
                    out,
                    CamelotEvent::MerlinRemoved {
                        quest: Some(war),
                        card: None,
                    },
                );
            }
            Special::Convocation => {
                let asked: Vec<Seat> = self
                    .active_from(seat)
                    .into_iter()
                    .filter(|s| {
                        self.knight(*s)
                            .is_some_and(|k| k.takes_part() && k.place != Some(Place::Camelot))
                    })
                    .collect();
                self.pending.push(Pending::Convocation { by: seat, asked });
                if let Some(Pending::Convocation { asked, .. }) = self.pending.last() {
                    if asked.is_empty() {
                        self.pending.pop();
                        self.convene(seat, out);
                    }
                }
            }
            Special::Fate => {
                for s in self.taking_part_from(seat) {
                    self.give_white(s, 1, out);
                }
            }
            Special::Heroism(quest) => self.heroism = Some(quest),
            Special::LadyOfTheLake => match self.quests.excalibur {
                Some(position) => {
                    let position = position + 1;
                    self.quests.excalibur = Some(position);
                    public(out, CamelotEvent::ExcaliburMoved { position });
                    if position >= EXCALIBUR_WON {
                        self.finish_quest(Quest::Excalibur, true, Some(seat), out);
                        // Played from afar, the sword still goes to its player (§11.1).
                        if self.knight(seat).is_some_and(|k| k.active()) {
                            self.relics.excalibur = Relic::Held(seat);
                        }
                    }
                }
                None => self.change_life(seat, 2, out),
            },
            Special::Messenger(to) => self.pending.push(Pending::Give {
                from: seat,
                to,
                left: MESSENGER_CARDS,
                must: false,
                back: false,
            }),
            Special::Piety { myself: true } => self.change_life(seat, 3, out),
            Special::Piety { myself: false } => {
                for s in self
                    .taking_part_from(seat)
                    .into_iter()
                    .filter(|s| *s != seat)
                {
                    self.change_life(s, 1, out);
                }
            }
            Special::Clairvoyance => {
                let take = self.black_draw.len().min(CLAIRVOYANCE_CARDS);
                let mut cards = self.black_draw.split_off(self.black_draw.len() - take);
                cards.reverse();
                private(
                    out,
                    seat,
                    CamelotEvent::YouSee {
                        cards: cards.clone(),
                    },
                );
                self.pending.push(Pending::Arrange {
                    seat,
                    cards,
                    stacked: Vec::new(),
                });
            }
            Special::Reinforcements { myself: true } => {
                self.give_white(seat, 4, out);
            }
            Special::Reinforcements { myself: false } => {
                for s in self
                    .taking_part_from(seat)
                    .into_iter()
                    .filter(|s| *s != seat)
                {
                    self.give_white(s, 1, out);
                }
            }
            _ => self.play_company_special(seat, special, out),
        }
    }

    /// Convocation, once everyone has chosen: a White card per knight in Camelot, laid face
    /// up and shared among them.
    pub(crate) fn convene(&mut self, by: Seat, out: &mut Out) {
        let here: Vec<Seat> = self
            .present(Place::Camelot)
            .into_iter()
            .filter(|s| self.knight(*s).is_some_and(|k| k.takes_part()))
            .collect();
        let mut cards = Vec::new();
        for _ in 0..here.len() {
            if let Some(card) = self.take_white(out) {
                cards.push(card);
            }
        }
        let first = if here.contains(&by) {
            Some(by)
        } else {
            here.first().copied()
        };
        match first {
            Some(first) if here.len() > 1 => {
                let among = self.round_from(first, &here);
                self.share_out(cards, among);
            }
            Some(first) => {
                if let Some(k) = self.knight_mut(first) {
                    k.hand.extend(cards);
                    k.hand.sort();
                }
            }
            None => self.white_discard.extend(cards),
        }
    }

    /// Arthur's exchange and Tristan's free move.
    pub(crate) fn use_power(&mut self, seat: Seat, action: &Action, out: &mut Out) {
        if let crate::state::Step::Heroic(h) = &mut self.step {
            h.power_used = true;
        }
        match action {
            Action::Exchange(with) => {
                public(out, CamelotEvent::Exchanged { seat, with: *with });
                self.pending.push(Pending::Give {
                    from: seat,
                    to: *with,
                    left: 1,
                    must: true,
                    back: true,
                });
            }
            // Only from Camelot, so no Solo quest's cards are left behind.
            Action::FreeMove(to) => self.travel(seat, *to, out),
            _ => self.use_company_power(seat, action, out),
        }
    }
}
