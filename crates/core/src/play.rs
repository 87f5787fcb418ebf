//! A match in progress: checked play on top of a [`Game`], with chance resolved, every move
//! recorded for replay and every event kept in the log with its audience.

use crate::event::Event;
use crate::game::{Game, RuleError, SetupError, ToAct};
use crate::record::{Move, Record};
use crate::seat::Seat;

#[derive(Clone, Debug, PartialEq)]
pub enum PlayError<E> {
    GameOver,
    /// The game is not waiting for this seat.
    NotYourTurn(Seat),
    /// The seat does not exist at this table.
    NoSuchSeat(Seat),
    /// The game's own rules refuse the action.
    Rule(E),
}

impl<E: RuleError> RuleError for PlayError<E> {
    fn code(&self) -> &'static str {
        match self {
            PlayError::GameOver => "game-over",
            PlayError::NotYourTurn(_) => "not-your-turn",
            PlayError::NoSuchSeat(_) => "no-such-seat",
            PlayError::Rule(e) => e.code(),
        }
    }
}

/// Chance steps a game may chain before the core calls it stuck (a guard, not a rule).
const CHANCE_LIMIT: usize = 10_000;

#[derive(Clone, Debug)]
pub struct Match<G: Game> {
    state: G,
    record: Record<G::Options, G::Action>,
    log: Vec<Event<G::Event>>,
}

impl<G: Game> Match<G> {
    pub fn new(options: G::Options, seats: usize, seed: u64) -> Result<Self, SetupError> {
        SetupError::check_seats::<G>(seats)?;
        let state = G::setup(&options, seats, seed)?;
        let mut game = Match {
            state,
            record: Record {
                game: G::ID.to_string(),
                options,
                seats,
                seed,
                moves: Vec::new(),
            },
            log: Vec::new(),
        };
        game.run_chance();
        Ok(game)
    }

    /// Plays one seat's action. Atomic: on error nothing changes.
    pub fn play(
        &mut self,
        seat: Seat,
        action: G::Action,
    ) -> Result<&[Event<G::Event>], PlayError<G::Error>> {
        if seat.index() >= self.state.seat_count() {
            return Err(PlayError::NoSuchSeat(seat));
        }
        match self.state.to_act() {
            ToAct::Nobody => return Err(PlayError::GameOver),
            to_act if !to_act.includes(seat) => return Err(PlayError::NotYourTurn(seat)),
            _ => {}
        }
        let first_new = self.log.len();
        let events = self.state.apply(seat, &action).map_err(PlayError::Rule)?;
        self.log.extend(events);
        self.record.moves.push(Move { seat, action });
        self.run_chance();
        Ok(&self.log[first_new..])
    }

    fn run_chance(&mut self) {
        for _ in 0..CHANCE_LIMIT {
            if self.state.to_act() != ToAct::Chance {
                return;
            }
            let events = self.state.resolve_chance();
            self.log.extend(events);
        }
    }

    pub fn state(&self) -> &G {
        &self.state
    }

    pub fn record(&self) -> &Record<G::Options, G::Action> {
        &self.record
    }

    pub fn to_act(&self) -> ToAct {
        self.state.to_act()
    }

    pub fn is_over(&self) -> bool {
        self.state.to_act() == ToAct::Nobody
    }

    pub fn view(&self, seat: Option<Seat>) -> G::View {
        self.state.view(seat)
    }

    pub fn legal_actions(&self, seat: Seat) -> Vec<G::Action> {
        if self.to_act().includes(seat) {
            self.state.legal_actions(seat)
        } else {
            Vec::new()
        }
    }

    /// The log as this seat (or a spectator) may read it.
    pub fn log_for(&self, seat: Option<Seat>) -> impl Iterator<Item = &G::Event> {
        self.log
            .iter()
            .filter(move |e| e.audience.admits(seat))
            .map(|e| &e.body)
    }

    pub fn full_log(&self) -> &[Event<G::Event>] {
        &self.log
    }
}
