//! The rules: the `Game` implementation.

use crate::action::{Action, OracleError, OracleEvent};
use crate::state::{Oracle, OracleOptions, Phase, RoundResult, HIGHEST, LOWEST};
use crate::view::View;
use rt_core::{Determinize, Event, Game, GameRng, Outcome, Seat, SeatSet, SetupError, ToAct};

impl Game for Oracle {
    type Options = OracleOptions;
    type Action = Action;
    type View = View;
    type Event = OracleEvent;
    type Error = OracleError;

    const ID: &'static str = "oracle";
    const MIN_SEATS: usize = 2;
    const MAX_SEATS: usize = 8;

    fn setup(options: &OracleOptions, seats: usize, seed: u64) -> Result<Self, SetupError> {
        if !(1..=20).contains(&options.rounds) {
            return Err(SetupError::Options("rounds must be 1 to 20".into()));
        }
        Ok(Oracle {
            options: options.clone(),
            seats,
            rng: GameRng::from_seed(seed),
            round: 0,
            scores: vec![0; seats],
            vetoes: vec![options.vetoes; seats],
            phase: Phase::Drawing,
            history: Vec::new(),
        })
    }

    fn seat_count(&self) -> usize {
        self.seats
    }

    fn to_act(&self) -> ToAct {
        match &self.phase {
            Phase::Drawing => ToAct::Chance,
            Phase::Picking { picks, .. } => ToAct::Seats(
                Seat::all(self.seats)
                    .filter(|s| picks.get(s.index()).is_some_and(|p| p.is_none()))
                    .collect(),
            ),
            Phase::Veto { answered, .. } => ToAct::Seats(self.veto_holders_waiting(*answered)),
            Phase::Over => ToAct::Nobody,
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if !self.to_act().includes(seat) {
            return Vec::new();
        }
        match self.phase {
            Phase::Picking { .. } => (LOWEST..=HIGHEST).map(Action::Pick).collect(),
            Phase::Veto { .. } => vec![Action::Pass, Action::Veto],
            _ => Vec::new(),
        }
    }

    fn apply(
        &mut self,
        seat: Seat,
        action: &Action,
    ) -> Result<Vec<Event<OracleEvent>>, OracleError> {
        let seats = self.seats;
        match (&mut self.phase, action) {
            (Phase::Picking { oracle, picks }, Action::Pick(value)) => {
                if !(LOWEST..=HIGHEST).contains(value) {
                    return Err(OracleError::OutOfRange(*value));
                }
                let slot = picks.get_mut(seat.index()).ok_or(OracleError::NotNow)?;
                if slot.is_some() {
                    return Err(OracleError::AlreadyPicked);
                }
                *slot = Some(*value);
                let mut events = vec![
                    Event::public(OracleEvent::Picked { seat }),
                    Event::private(seat, OracleEvent::YouPicked { value: *value }),
                ];
                if picks.iter().all(Option::is_some) {
                    let oracle = *oracle;
                    let picks: Vec<u8> = picks.iter().map(|p| p.unwrap_or(LOWEST)).collect();
                    events.push(Event::public(OracleEvent::Revealed {
                        oracle,
                        picks: picks.clone(),
                    }));
                    self.phase = Phase::Veto {
                        oracle,
                        picks,
                        answered: SeatSet::EMPTY,
                        vetoed: SeatSet::EMPTY,
                    };
                    events.extend(self.close_veto_window_if_done());
                }
                Ok(events)
            }
            (
                Phase::Veto {
                    answered, vetoed, ..
                },
                Action::Pass | Action::Veto,
            ) => {
                let holds_veto = self.vetoes.get(seat.index()).copied().unwrap_or(false);
                if *action == Action::Veto && !holds_veto {
                    return Err(OracleError::NoVetoLeft);
                }
                if !holds_veto || answered.contains(seat) || seat.index() >= seats {
                    return Err(OracleError::NotNow);
                }
                if *action == Action::Veto {
                    vetoed.insert(seat);
                }
                answered.insert(seat);
                Ok(self.close_veto_window_if_done())
            }
            _ => Err(OracleError::NotNow),
        }
    }

    fn resolve_chance(&mut self) -> Vec<Event<OracleEvent>> {
        if self.phase != Phase::Drawing {
            return Vec::new();
        }
        self.round += 1;
        let oracle = self.rng.between(u32::from(LOWEST), u32::from(HIGHEST)) as u8;
        self.phase = Phase::Picking {
            oracle,
            picks: vec![None; self.seats],
        };
        vec![Event::public(OracleEvent::RoundStarted {
            round: self.round,
        })]
    }

    fn view(&self, seat: Option<Seat>) -> View {
        View::of(self, seat)
    }

    fn outcomes(&self) -> Option<Vec<Outcome>> {
        if self.phase != Phase::Over {
            return None;
        }
        let best = self.scores.iter().copied().max().unwrap_or(0);
        let top = self.scores.iter().filter(|&&s| s == best).count();
        Some(
            self.scores
                .iter()
                .map(|&s| match (s == best, top) {
                    (true, 1) => Outcome::won(),
                    (true, n) => Outcome::shared(n),
                    (false, _) => Outcome::lost(),
                })
                .collect(),
        )
    }
}

impl Oracle {
    /// Seats that still hold a veto and have not answered this window.
    fn veto_holders_waiting(&self, answered: SeatSet) -> SeatSet {
        Seat::all(self.seats)
            .filter(|s| self.vetoes.get(s.index()).copied().unwrap_or(false))
            .filter(|s| !answered.contains(*s))
            .collect()
    }

    /// Once every veto holder has answered, score the round and start the next (or end).
    fn close_veto_window_if_done(&mut self) -> Vec<Event<OracleEvent>> {
        let Phase::Veto {
            oracle,
            picks,
            answered,
            vetoed,
        } = &self.phase
        else {
            return Vec::new();
        };
        if !self.veto_holders_waiting(*answered).is_empty() {
            return Vec::new();
        }
        let (oracle, picks, vetoed) = (*oracle, picks.clone(), *vetoed);
        let mut events = Vec::new();
        let winners = if vetoed.is_empty() {
            let best = picks.iter().map(|p| p.abs_diff(oracle)).min().unwrap_or(0);
            let winners: SeatSet = Seat::all(self.seats)
                .filter(|s| {
                    picks
                        .get(s.index())
                        .is_some_and(|p| p.abs_diff(oracle) == best)
                })
                .collect();
            for s in winners.iter() {
                if let Some(score) = self.scores.get_mut(s.index()) {
                    *score += 1;
                }
            }
            events.push(Event::public(OracleEvent::Scored { winners }));
            winners
        } else {
            for s in vetoed.iter() {
                if let Some(v) = self.vetoes.get_mut(s.index()) {
                    *v = false;
                }
            }
            events.push(Event::public(OracleEvent::Vetoed { by: vetoed }));
            SeatSet::EMPTY
        };
        self.history.push(RoundResult {
            oracle,
            picks,
            vetoed_by: vetoed,
            winners,
        });
        if self.round >= self.options.rounds {
            self.phase = Phase::Over;
            events.push(Event::public(OracleEvent::GameOver));
        } else {
            self.phase = Phase::Drawing;
        }
        events
    }
}

impl Determinize for Oracle {
    /// Fills in what the seat cannot see: the oracle's number and the others' secret picks.
    fn determinize(view: &View, seat: Seat, rng: &mut GameRng) -> Oracle {
        let draw = |rng: &mut GameRng| rng.between(u32::from(LOWEST), u32::from(HIGHEST)) as u8;
        let phase = match &view.phase {
            crate::view::PhaseView::Picking { chosen, my_pick } => Phase::Picking {
                oracle: draw(rng),
                picks: Seat::all(view.seats)
                    .map(|s| {
                        if s == seat {
                            *my_pick
                        } else if chosen.contains(s) {
                            Some(draw(rng))
                        } else {
                            None
                        }
                    })
                    .collect(),
            },
            crate::view::PhaseView::Veto {
                oracle,
                picks,
                answered,
                ..
            } => Phase::Veto {
                oracle: *oracle,
                picks: picks.clone(),
                answered: *answered,
                // Others' answers are secret until the window closes: assume they passed.
                vetoed: view
                    .my_veto_answer
                    .filter(|v| *v)
                    .map_or(SeatSet::EMPTY, |_| SeatSet::only(seat)),
            },
            crate::view::PhaseView::Over => Phase::Over,
        };
        Oracle {
            options: view.options.clone(),
            seats: view.seats,
            rng: rng.fork(u64::from(view.round)),
            round: view.round,
            scores: view.scores.clone(),
            vetoes: view.vetoes.clone(),
            phase,
            history: view.history.clone(),
        }
    }
}
