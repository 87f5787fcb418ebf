//! A game being played on this device: the match, who sits where, and its save.
//!
//! Shared by every game screen: it saves after every action, runs bots on their own view,
//! and decides whose private screen may be shown.

use crate::storage::{last_setup, saves};
use rt_core::{
    Bot, Envelope, Game, GameRng, LoadError, Match, PlayError, PlayerSetup, Seat, SeatKind,
    SeatSet, SetupError,
};
use serde_json::Value;
use std::rc::Rc;

#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    pub id: String,
    pub players: Vec<PlayerSetup>,
    pub created_ms: f64,
    pub updated_ms: f64,
    pub game: Match<G>,
}

/// Who the screen is for right now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Audience {
    /// One human at the table (the rest bots): their screen, no hand-over.
    Solo(Seat),
    /// Several humans: this one must take the device before anything private shows.
    HandOver(Seat),
    /// Nobody human is asked anything: the public table.
    Table,
}

impl<G: Game> Session<G> {
    pub fn start(
        options: G::Options,
        players: Vec<PlayerSetup>,
        seed: u64,
    ) -> Result<Self, SetupError> {
        let game = Match::new(options, players.len(), seed)?;
        let now = js_sys::Date::now();
        Ok(Session {
            id: saves::new_id(),
            players,
            created_ms: now,
            updated_ms: now,
            game,
        })
    }

    pub fn open(envelope: &Envelope<Value>) -> Result<Self, LoadError> {
        let session = Session {
            id: envelope.id.clone(),
            players: envelope.players.clone(),
            created_ms: envelope.created_ms,
            updated_ms: envelope.updated_ms,
            game: envelope.open::<G>()?,
        };
        // A game finished before saves recorded results gets its result written now, so
        // the saved-games list can mark it finished from then on.
        if envelope.outcome.is_none() && session.game.is_over() {
            session.save();
        }
        Ok(session)
    }

    pub fn save(&self) -> bool {
        let envelope =
            self.game
                .to_envelope(&self.id, &self.players, self.created_ms, self.updated_ms);
        saves::store(&self.id, &envelope)
    }

    /// Plays and saves. The session is unchanged when the action is refused.
    pub fn play(&self, seat: Seat, action: G::Action) -> Result<Session<G>, PlayError<G::Error>> {
        let mut next = self.clone();
        next.game.play(seat, action)?;
        next.moved();
        Ok(next)
    }

    /// After a move, however it was played (here, or by a guest device through
    /// `games::devices`): the time of the change, and the save.
    pub fn moved(&mut self) {
        self.updated_ms = js_sys::Date::now();
        self.save();
    }

    /// Takes back `seat`'s last move (see [`rt_core::Match::undo`]) and saves.
    pub fn undo(&self, seat: Seat) -> Option<Session<G>> {
        let mut next = self.clone();
        next.game = self.game.undo(seat)?;
        next.moved();
        Some(next)
    }

    pub fn name(&self, seat: Seat) -> String {
        name_of(&self.players, seat)
    }

    pub fn seating(&self) -> Seating {
        Seating {
            players: self.players.clone(),
            to_act: self.game.to_act().seats(),
            over: self.game.is_over(),
        }
    }

    /// The seats of one kind.
    fn seats_where(&self, kind: impl Fn(&SeatKind) -> bool) -> SeatSet {
        Seat::all(self.players.len())
            .filter(|s| kind(&self.players[s.index()].kind))
            .collect()
    }

    /// The humans who play on this device.
    pub fn humans(&self) -> SeatSet {
        self.seats_where(|k| *k == SeatKind::Human)
    }

    /// Human seats played on their own devices (`games::devices`): this device never shows
    /// their private screens and waits for their moves.
    pub fn remote(&self) -> SeatSet {
        self.seats_where(|k| *k == SeatKind::Device)
    }

    /// The first asked seat among `seats`.
    fn asked(&self, seats: SeatSet) -> Option<Seat> {
        self.game
            .to_act()
            .seats()
            .iter()
            .find(|s| seats.contains(*s))
    }

    pub fn next_bot(&self) -> Option<Seat> {
        self.asked(self.seats_where(|k| matches!(k, SeatKind::Bot { .. })))
    }

    /// A seat on its own device that the game waits for.
    pub fn waiting_remote(&self) -> Option<Seat> {
        self.asked(self.remote())
    }

    pub fn audience(&self) -> Audience {
        let humans = self.humans();
        match (self.asked(humans), humans.len()) {
            (Some(seat), 1) => Audience::Solo(seat),
            (Some(seat), _) => Audience::HandOver(seat),
            (None, 1) => humans.first().map_or(Audience::Table, Audience::Solo),
            (None, _) => Audience::Table,
        }
    }

    /// The bot's move: it is given this seat's view and legal actions, nothing else.
    pub fn bot_move(&self, seat: Seat, bot: &mut dyn Bot<G>) -> Option<G::Action> {
        let view = self.game.view(Some(seat));
        let legal = self.game.legal_actions(seat);
        let salt = (self.game.record().moves.len() as u64) << 8 | seat.0 as u64;
        let mut rng =
            GameRng::from_seed(self.game.record().seed ^ salt.wrapping_mul(0x2545_F491_4F6C_DD1D));
        bot.choose(seat, &view, &legal, &mut rng)
    }
}

/// Starts a game (a fresh seed unless one is given), saves it, and remembers its setup so
/// the next new game of this kind starts from it. Returns the new save's id.
pub fn start_new<G: Game>(
    options: G::Options,
    players: Vec<PlayerSetup>,
    seed: Option<u64>,
) -> Result<String, SetupError> {
    let seed = seed.unwrap_or_else(crate::components::new_game_form::fresh_seed);
    let session = Session::<G>::start(options.clone(), players.clone(), seed)?;
    session.save();
    last_setup::remember::<G>(&players, &options);
    Ok(session.id)
}

/// Who sits at the table and where the game stands: what a game's board, questions and
/// story need besides a seat's view. A table on this device takes it from its session; a
/// guest device (playing on its own phone) from the host's updates.
#[derive(Clone, Debug, PartialEq)]
pub struct Seating {
    pub players: Vec<PlayerSetup>,
    /// The seats the game waits for.
    pub to_act: SeatSet,
    pub over: bool,
}

impl Seating {
    pub fn name(&self, seat: Seat) -> String {
        name_of(&self.players, seat)
    }
}

fn name_of(players: &[PlayerSetup], seat: Seat) -> String {
    players
        .get(seat.index())
        .map(|p| p.name.clone())
        .unwrap_or_else(|| seat.to_string())
}

/// A session shared with components; equal only to itself, so a new move re-renders.
#[derive(Clone, Debug)]
pub struct Shared<G: Game>(pub Rc<Session<G>>);

impl<G: Game> PartialEq for Shared<G> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}
