//! Playing the Plot Thickens cards (§5): the leader's deal at the start of each round, the
//! cards that act on receipt, and the moments where kept cards may be used (Strong Leader
//! before a proposal, No Confidence and In the Spotlight after an approval, Keeping a Close
//! Eye after Excalibur). Every moment asks the holders one by one from the leader (§5.1).

use crate::action::{Action, AvalonEvent};
use crate::plot::{draws_per_round, PlotCard, Timing, Window};
use crate::rules::AvalonError;
use crate::state::{Avalon, Card, Insight, Phase};
use crate::tables::MAX_REJECTIONS;
use rt_core::{Event, Seat, SeatSet};

type Events = Vec<Event<AvalonEvent>>;

impl Avalon {
    /// The leader draws this round's Plot cards (a no-op without the module). Public so
    /// scenario tests can stack the deck and deal.
    pub fn deal_plot_cards(&mut self, events: &mut Events) {
        if !self.options.plot {
            return self.team_building();
        }
        let k = draws_per_round(self.n()).min(self.plot_deck.len());
        let drawn: Vec<PlotCard> = self.plot_deck.drain(..k).collect();
        if drawn.is_empty() {
            return self.team_building();
        }
        events.push(Event::public(AvalonEvent::PlotDrawn {
            leader: self.leader,
            cards: drawn.clone(),
        }));
        self.next_deal(drawn, SeatSet::EMPTY);
    }

    /// Deal the next drawn card, or go on to team building once all are out.
    fn next_deal(&mut self, mut drawn: Vec<PlotCard>, given: SeatSet) {
        let acting = match drawn.first() {
            None => return self.team_building(),
            // The leader keeps Establish Confidence and resolves it at once (§5.1).
            Some(PlotCard::EstablishConfidence) => {
                drawn.remove(0);
                Some((PlotCard::EstablishConfidence, self.leader))
            }
            Some(_) => None,
        };
        self.phase = Phase::Deal {
            drawn,
            given,
            acting,
        };
    }

    /// Players the leader may give the next card to: anyone else not given one this round.
    pub fn recipients(&self) -> Vec<Seat> {
        let Phase::Deal { given, .. } = &self.phase else {
            return Vec::new();
        };
        Seat::all(self.n())
            .filter(|s| *s != self.leader && !given.contains(*s))
            .collect()
    }

    /// The cards other players hold that Take Responsibility could take.
    fn takeable(&self, seat: Seat) -> Vec<(Seat, PlotCard)> {
        let mut out = Vec::new();
        for from in Seat::all(self.n()).filter(|s| *s != seat) {
            let mut cards = self.plots[from.index()].clone();
            cards.sort();
            cards.dedup();
            out.extend(cards.into_iter().map(|c| (from, c)));
        }
        out
    }

    fn neighbours(&self, seat: Seat) -> [Seat; 2] {
        let n = self.n();
        [seat.next(n), Seat(((seat.index() + n - 1) % n) as u8)]
    }

    /// Who may use a kept card now, in seat order from the leader (Strong Leader is never
    /// offered to the leader, to whom it is useless).
    pub(crate) fn asked_in_turn(&self, card: PlotCard) -> Vec<Seat> {
        let mut queue = self.holders(card);
        if card == PlotCard::StrongLeader {
            queue.retain(|s| *s != self.leader);
        }
        queue
    }

    /// Team building begins: first, holders of Strong Leader may take over (§5.2).
    pub(crate) fn team_building(&mut self) {
        self.open_window(Window::StrongLeader);
    }

    /// A team was approved by vote: No Confidence may cancel it, then In the Spotlight.
    pub(crate) fn after_approval(&mut self) {
        self.open_window(Window::NoConfidence);
    }

    /// Asks the holders of this moment's card in turn, or, with nobody to ask, goes on.
    fn open_window(&mut self, window: Window) {
        let blocked = window == Window::StrongLeader && self.strong_blocked;
        let queue = if blocked {
            Vec::new()
        } else {
            self.asked_in_turn(window.card())
        };
        if queue.is_empty() {
            self.window_closed(window);
        } else {
            self.phase = Phase::Window { window, queue };
        }
    }

    /// After Excalibur: holders of Keeping a Close Eye on You may look, then the quest
    /// resolves.
    pub(crate) fn close_eye_or_resolve(
        &mut self,
        cards: Vec<Option<Card>>,
        switch: Option<(Seat, Seat)>,
        events: &mut Events,
    ) {
        let queue = self.asked_in_turn(PlotCard::CloseEye);
        if queue.is_empty() {
            self.resolve_quest(cards, switch, events);
        } else {
            self.phase = Phase::CloseEye {
                cards,
                switch,
                queue,
                looked: SeatSet::EMPTY,
            };
        }
    }

    /// Team members Close Eye may look at: not oneself, not a face-up card, and not twice.
    fn close_eye_targets(&self, seat: Seat, looked: SeatSet) -> Vec<Seat> {
        self.team()
            .iter()
            .filter(|t| *t != seat && Some(*t) != self.spotlight && !looked.contains(*t))
            .collect()
    }

    /// Move one card from a seat's hand to the used pile.
    fn spend(&mut self, seat: Seat, card: PlotCard) {
        let hand = &mut self.plots[seat.index()];
        if let Some(i) = hand.iter().position(|c| *c == card) {
            hand.remove(i);
            self.plot_discard.push(card);
        }
    }

    fn show_loyalty(&mut self, from: Seat, to: Seat, card: PlotCard, events: &mut Events) {
        let side = self.side(from);
        events.push(Event::public(AvalonEvent::LoyaltyShown { from, to }));
        events.push(Event::private(
            to,
            AvalonEvent::LoyaltySeen { target: from, side },
        ));
        self.insights[to.index()].push(Insight::Loyalty {
            target: from,
            side,
            card,
        });
    }

    pub(crate) fn plot_legal(&self, seat: Seat) -> Vec<Action> {
        let n = self.n();
        match &self.phase {
            Phase::Deal {
                acting: Some((card, owner)),
                ..
            } if *owner == seat => match card {
                PlotCard::TakeResponsibility => self
                    .takeable(seat)
                    .into_iter()
                    .map(|(from, card)| Action::Take { from, card })
                    .collect(),
                PlotCard::OverheardConversation => {
                    let mut out: Vec<Action> = self
                        .neighbours(seat)
                        .into_iter()
                        .map(Action::LookAt)
                        .collect();
                    out.dedup();
                    out
                }
                _ => Seat::all(n)
                    .filter(|s| *s != seat)
                    .map(Action::ShowTo)
                    .collect(),
            },
            Phase::Deal { acting: None, .. } => {
                self.recipients().into_iter().map(Action::Give).collect()
            }
            Phase::Window { window, .. } => {
                let mut out = vec![Action::Pass];
                match window {
                    Window::StrongLeader | Window::NoConfidence => out.push(Action::UsePlot(None)),
                    Window::Spotlight => {
                        out.extend(self.team().iter().map(|t| Action::UsePlot(Some(t))))
                    }
                }
                out
            }
            Phase::CloseEye { looked, .. } => {
                let mut out = vec![Action::Pass];
                out.extend(
                    self.close_eye_targets(seat, *looked)
                        .into_iter()
                        .map(|t| Action::UsePlot(Some(t))),
                );
                out
            }
            _ => Vec::new(),
        }
    }

    /// The Plot card phases; `Err(Illegal)` for an action that does not fit them.
    pub(crate) fn plot_apply(&mut self, seat: Seat, action: Action) -> Result<Events, AvalonError> {
        let mut events = Vec::new();
        if !self.plot_legal(seat).contains(&action) {
            return Err(AvalonError::PlotIllegal);
        }
        match (self.phase.clone(), action) {
            (
                Phase::Deal {
                    mut drawn, given, ..
                },
                Action::Give(to),
            ) => {
                let card = drawn.remove(0);
                let mut given = given;
                given.insert(to);
                events.push(Event::public(AvalonEvent::PlotGiven { to, card }));
                if card.timing() == Timing::OnReceipt {
                    if card == PlotCard::TakeResponsibility && self.takeable(to).is_empty() {
                        events.push(Event::public(AvalonEvent::PlotWasted { seat: to, card }));
                        self.plot_discard.push(card);
                    } else {
                        self.phase = Phase::Deal {
                            drawn,
                            given,
                            acting: Some((card, to)),
                        };
                        return Ok(events);
                    }
                } else {
                    self.plots[to.index()].push(card);
                }
                self.next_deal(drawn, given);
            }
            (
                Phase::Deal {
                    drawn,
                    given,
                    acting: Some((card, _)),
                },
                action,
            ) => {
                match action {
                    Action::Take { from, card: taken } => {
                        if let Some(i) = self.plots[from.index()].iter().position(|c| *c == taken) {
                            self.plots[from.index()].remove(i);
                            self.plots[seat.index()].push(taken);
                        }
                        events.push(Event::public(AvalonEvent::PlotTaken {
                            seat,
                            from,
                            card: taken,
                        }));
                    }
                    Action::LookAt(target) => {
                        events.push(Event::public(AvalonEvent::PlotUsed {
                            seat,
                            card,
                            target: Some(target),
                        }));
                        self.show_loyalty(target, seat, card, &mut events);
                    }
                    Action::ShowTo(to) => {
                        events.push(Event::public(AvalonEvent::PlotUsed {
                            seat,
                            card,
                            target: Some(to),
                        }));
                        self.show_loyalty(seat, to, card, &mut events);
                    }
                    _ => return Err(AvalonError::PlotIllegal),
                }
                self.plot_discard.push(card);
                self.next_deal(drawn, given);
            }
            (Phase::Window { window, mut queue }, action) => {
                let card = window.card();
                queue.retain(|s| *s != seat);
                let Action::UsePlot(target) = action else {
                    // Passing forfeits this moment; the next holder is asked.
                    if queue.is_empty() {
                        self.window_closed(window);
                    } else {
                        self.phase = Phase::Window { window, queue };
                    }
                    return Ok(events);
                };
                self.spend(seat, card);
                events.push(Event::public(AvalonEvent::PlotUsed { seat, card, target }));
                match window {
                    Window::StrongLeader => {
                        self.leader = seat;
                        self.strong_blocked = true;
                        self.phase = Phase::Propose;
                    }
                    Window::NoConfidence => self.no_confidence(seat, &mut events),
                    Window::Spotlight => {
                        self.spotlight = target;
                        self.start_quest();
                    }
                }
            }
            (
                Phase::CloseEye {
                    cards,
                    switch,
                    mut queue,
                    mut looked,
                },
                action,
            ) => {
                queue.retain(|s| *s != seat);
                if let Action::UsePlot(Some(target)) = action {
                    self.spend(seat, PlotCard::CloseEye);
                    looked.insert(target);
                    let card = cards[target.index()].unwrap_or(Card::Success);
                    events.push(Event::public(AvalonEvent::PlotUsed {
                        seat,
                        card: PlotCard::CloseEye,
                        target: Some(target),
                    }));
                    events.push(Event::private(seat, AvalonEvent::CardSeen { target, card }));
                    let quest = self.target();
                    self.insights[seat.index()].push(Insight::CloseEye {
                        quest,
                        target,
                        card,
                        switched: switch.is_some_and(|(_, t)| t == target),
                    });
                }
                if queue.is_empty() {
                    self.resolve_quest(cards, switch, &mut events);
                } else {
                    self.phase = Phase::CloseEye {
                        cards,
                        switch,
                        queue,
                        looked,
                    };
                }
            }
            _ => return Err(AvalonError::PlotIllegal),
        }
        Ok(events)
    }

    /// Nobody (left) to ask: go on as if the moment had not been there.
    fn window_closed(&mut self, window: Window) {
        match window {
            Window::StrongLeader => self.phase = Phase::Propose,
            Window::NoConfidence => self.open_window(Window::Spotlight),
            Window::Spotlight => self.start_quest(),
        }
    }

    /// No Confidence: the approved team counts as rejected and the lead passes on; the
    /// Excalibur assignment lapses with it (§5.3).
    fn no_confidence(&mut self, seat: Seat, events: &mut Events) {
        if let Some(mut p) = self.current.take() {
            p.approved = false;
            p.overruled = Some(seat);
            self.proposals.push(p);
        }
        self.rejections += 1;
        self.leader_next();
        if self.rejections >= MAX_REJECTIONS {
            self.end(
                crate::role::Side::Evil,
                crate::state::EndReason::FiveRejections,
                events,
            );
        } else {
            self.team_building();
        }
    }
}
