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
    /// Where each move's events begin in the log, so a move's consequences can be found
    /// (for "since your last turn" and for undo).
    move_starts: Vec<usize>,
    /// Whether the last move was followed by a chance step (a draw, a die, a shuffle).
    last_move_chance: bool,
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
            move_starts: Vec::new(),
            last_move_chance: false,
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
        self.move_starts.push(first_new);
        self.last_move_chance = self.run_chance();
        Ok(&self.log[first_new..])
    }

    /// Runs chance steps until someone must decide; true if any ran.
    fn run_chance(&mut self) -> bool {
        let mut ran = false;
        for _ in 0..CHANCE_LIMIT {
            if self.state.to_act() != ToAct::Chance {
                break;
            }
            let events = self.state.resolve_chance();
            self.log.extend(events);
            ran = true;
        }
        ran
    }

    /// May `seat` take back its last action? Only while that action was the last move of
    /// the game, no chance step followed it, and every event it caused reveals nothing
    /// hidden ([`Game::reveals_nothing`]): then nobody, bot or human, has learnt or done
    /// anything since, and taking it back is as if it had never been made.
    pub fn can_undo(&self, seat: Seat) -> bool {
        let (Some(last), Some(&start)) = (self.record.moves.last(), self.move_starts.last()) else {
            return false;
        };
        last.seat == seat
            && !self.last_move_chance
            && !self.is_over()
            && self.log[start..]
                .iter()
                .all(|e| G::reveals_nothing(&e.body))
    }

    /// The match as it was before `seat`'s last action, or `None` when it may not be taken
    /// back. Rebuilt by replaying the record, so it is exactly the earlier position.
    pub fn undo(&self, seat: Seat) -> Option<Match<G>> {
        if !self.can_undo(seat) {
            return None;
        }
        let mut record = self.record.clone();
        record.moves.pop();
        Match::replay(&record).ok()
    }

    /// Where what happened since `seat`'s last move begins in the full log: the first event
    /// of the next move. `None` if the seat has not moved yet, or nobody has moved since.
    pub fn since_last_move_of(&self, seat: Seat) -> Option<usize> {
        let last = self.record.moves.iter().rposition(|m| m.seat == seat)?;
        self.move_starts.get(last + 1).copied()
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
        self.log_from(seat, 0)
    }

    /// The log from position `from` of the full log, as this seat may read it.
    pub fn log_from(&self, seat: Option<Seat>, from: usize) -> impl Iterator<Item = &G::Event> {
        self.log
            .get(from..)
            .unwrap_or_default()
            .iter()
            .filter(move |e| e.audience.admits(seat))
            .map(|e| &e.body)
    }

    pub fn full_log(&self) -> &[Event<G::Event>] {
        &self.log
    }
}
