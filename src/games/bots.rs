//! Bots off the main thread, for every game. The page sends a seat's view and legal actions
//! (never the state), as JSON, to a Web Worker and gets the bot's choice back; a reply for a
//! move that is no longer current is ignored. The bots' code lives only in the worker, which
//! keeps the page small; if no worker can start, the page plays a random legal move.

use crate::components::after_paint::after_paint;
use crate::games::session::{Session, Shared};
use gloo::timers::callback::Timeout;
use gloo::worker::{HandlerId, Spawnable, Worker, WorkerBridge, WorkerScope};
use rt_core::{Bot, Game, GameRng, Seat, SeatKind};
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotRequest {
    pub game: String,
    /// The number of moves made when the request was sent: replies are matched on it.
    pub ticket: usize,
    /// Counts requests, so a reply always differs from the one before (after a move taken
    /// back, the same position can be asked about twice) and only the latest is played.
    #[serde(default)]
    pub nonce: u32,
    pub level: u8,
    pub seat: Seat,
    pub view: String,
    pub legal: String,
    pub options: String,
    pub seed: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotReply {
    pub ticket: usize,
    #[serde(default)]
    pub nonce: u32,
    pub seat: Seat,
    /// The chosen action, as JSON.
    pub action: Option<String>,
    /// Answered by the Web Worker (rather than the page's fallback).
    pub from_worker: bool,
}

fn choose<G: Game>(
    request: &BotRequest,
    bot: impl FnOnce(&G::Options) -> Box<dyn Bot<G>>,
) -> Option<String> {
    let view: G::View = serde_json::from_str(&request.view).ok()?;
    let legal: Vec<G::Action> = serde_json::from_str(&request.legal).ok()?;
    let options: G::Options = serde_json::from_str(&request.options).ok()?;
    let mut rng = GameRng::from_seed(request.seed);
    let action = bot(&options).choose(request.seat, &view, &legal, &mut rng)?;
    serde_json::to_string(&action).ok()
}

/// A game whose bots can think in a worker of their own: `bot-<game id>.js`, built from
/// `src/bin/bot_<game>.rs`, so a table loads only its own game's bots.
pub trait BotGame: Game {
    fn bot(level: u8, options: &Self::Options) -> Box<dyn Bot<Self>>;
}

impl BotGame for ::chips::Chips {
    fn bot(level: u8, options: &Self::Options) -> Box<dyn Bot<Self>> {
        ::chips::bots::configured(level, options)
    }
}

impl BotGame for ::camelot::Camelot {
    /// The table's difficulty, not the seat's level, decides (`camelot::bots::for_table`):
    /// loyal bot knights always play their best.
    fn bot(_level: u8, options: &Self::Options) -> Box<dyn Bot<Self>> {
        ::camelot::bots::for_table(options.difficulty, now_ms)
    }
}

/// The clock bots with a time budget read, in the worker and on the page alike.
fn now_ms() -> f64 {
    js_sys::Date::now()
}

impl BotGame for ::excalibur85::Excalibur85 {
    fn bot(level: u8, _options: &Self::Options) -> Box<dyn Bot<Self>> {
        ::excalibur85::bots::for_level(level)
    }
}

impl BotGame for ::avalon::Avalon {
    fn bot(level: u8, _options: &Self::Options) -> Box<dyn Bot<Self>> {
        ::avalon::bots::timed(level, now_ms)
    }
}

/// The decision itself, made in the worker.
pub fn decide<G: BotGame>(request: &BotRequest) -> BotReply {
    let action = (request.game == G::ID)
        .then(|| choose::<G>(request, |o| G::bot(request.level, o)))
        .flatten();
    BotReply {
        ticket: request.ticket,
        nonce: request.nonce,
        seat: request.seat,
        action,
        from_worker: false,
    }
}

/// What the bot at `seat` is given: its view and its legal actions, nothing else.
pub fn request<G: Game>(session: &Session<G>, seat: Seat) -> Option<BotRequest> {
    let level = match session.players.get(seat.index())?.kind {
        SeatKind::Bot { level } => level,
        SeatKind::Human | SeatKind::Device => 0,
    };
    let ticket = session.game.record().moves.len();
    let salt = (ticket as u64) << 8 | u64::from(seat.0);
    Some(BotRequest {
        game: G::ID.to_string(),
        ticket,
        nonce: 0,
        level,
        seat,
        view: serde_json::to_string(&session.game.view(Some(seat))).ok()?,
        legal: serde_json::to_string(&session.game.legal_actions(seat)).ok()?,
        options: serde_json::to_string(&session.game.record().options).ok()?,
        seed: session.game.record().seed ^ salt.wrapping_mul(0x2545_F491_4F6C_DD1D),
    })
}

/// The worker of one game's bots.
pub struct BotWorker<G: BotGame>(std::marker::PhantomData<G>);

impl<G: BotGame> Worker for BotWorker<G> {
    type Message = ();
    type Input = BotRequest;
    type Output = BotReply;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        BotWorker(std::marker::PhantomData)
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: ()) {}

    fn received(&mut self, scope: &WorkerScope<Self>, request: BotRequest, id: HandlerId) {
        let reply = BotReply {
            from_worker: true,
            ..decide::<G>(&request)
        };
        scope.respond(id, reply);
    }
}

/// Without a worker: a random legal move, so the table never stalls.
fn random_reply<G: Game>(session: &Session<G>, req: &BotRequest) -> BotReply {
    let legal = session.game.legal_actions(req.seat);
    let mut rng = GameRng::from_seed(req.seed);
    BotReply {
        ticket: req.ticket,
        nonce: req.nonce,
        seat: req.seat,
        action: rng.pick(&legal).and_then(|a| serde_json::to_string(a).ok()),
        from_worker: false,
    }
}

/// Whether this browser can run a Web Worker.
fn worker_supported() -> bool {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"Worker".into()).ok())
        .is_some_and(|worker| worker.is_function())
}

/// A loader for the worker script Trunk builds for this game's bots: it starts the wasm
/// with the one-object form wasm-bindgen asks for (gloo's own loader passes a bare address,
/// and every table logged a deprecation warning as its bots' worker started). `None` where
/// the page's address cannot be read.
fn worker_loader<G: Game>() -> Option<String> {
    let href = web_sys::window()?.location().href().ok()?;
    let script = web_sys::Url::new_with_base(&format!("./bot-{}.js", G::ID), &href).ok()?;
    let wasm = web_sys::Url::new_with_base(&format!("./bot-{}_bg.wasm", G::ID), &href).ok()?;
    let code = js_sys::Array::of1(
        &format!(
            r#"importScripts("{}");wasm_bindgen({{ module_or_path: "{}" }});"#,
            script.href(),
            wasm.href()
        )
        .into(),
    );
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/javascript");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&code, &options).ok()?;
    web_sys::Url::create_object_url_with_blob(&blob).ok()
}

/// Runs the table's bots: whenever a bot is to move, after the pause set in Settings, asks
/// the worker and plays its answer (not while `hold`). Returns where the last answer came from ("worker" or
/// "page"), for the page's data attributes.
#[hook]
pub fn use_bots<G: BotGame>(
    session: UseStateHandle<Shared<G>>,
    delay_ms: u32,
    hold: bool,
) -> &'static str {
    let reply = use_state(|| None::<BotReply>);
    // One worker per table, started once the table has painted (or at the first bot turn,
    // if that comes sooner): creating it inside the first draw lengthened that draw. If it
    // cannot start, bots think on the page instead.
    let bridge: Rc<RefCell<Option<WorkerBridge<BotWorker<G>>>>> = use_mut_ref(|| None);
    let start = {
        let setter = reply.setter();
        let bridge = bridge.clone();
        move || -> bool {
            let mut slot = bridge.borrow_mut();
            let loader = (slot.is_none() && worker_supported())
                .then(worker_loader::<G>)
                .flatten();
            if let Some(loader) = loader {
                let setter = setter.clone();
                *slot = Some(
                    BotWorker::<G>::spawner()
                        .callback(move |r| setter.set(Some(r)))
                        .spawn_with_loader(&loader),
                );
            }
            slot.is_some()
        }
    };
    {
        let start = start.clone();
        use_effect_with((), move |_| {
            let pending = after_paint(move || {
                start();
            });
            move || drop(pending)
        });
    }
    let current: Rc<Session<G>> = session.0.clone();
    let moves = current.game.record().moves.len();
    let latest = use_mut_ref(|| 0u32);
    {
        let reply = reply.clone();
        let bridge = bridge.clone();
        let start = start.clone();
        let now = current.clone();
        let latest = latest.clone();
        // While the table is still telling what happened, the bots wait.
        use_effect_with((current.id.clone(), moves, hold), move |(_, _, hold)| {
            // A bot that moves again straight after itself (drawing its chips one by one)
            // goes on without a pause: one step per bot, not one per chip.
            let again = |seat: Seat| {
                now.game
                    .record()
                    .moves
                    .last()
                    .is_some_and(|m| m.seat == seat)
            };
            let timer = now
                .next_bot()
                .filter(|_| !*hold)
                .and_then(|seat| request(&now, seat).map(|req| (again(seat), req)))
                .map(|(again, mut req)| {
                    let nonce = latest.borrow().wrapping_add(1);
                    *latest.borrow_mut() = nonce;
                    req.nonce = nonce;
                    let pause = if again { 0 } else { delay_ms };
                    Timeout::new(pause, move || {
                        if start() {
                            if let Some(worker) = bridge.borrow().as_ref() {
                                worker.send(req);
                            }
                        } else {
                            reply.set(Some(random_reply(&now, &req)));
                        }
                    })
                });
            move || drop(timer)
        });
    }
    {
        let now = current.clone();
        let latest = latest.clone();
        use_effect_with((*reply).clone(), move |reply| {
            if let Some(r) = reply.as_ref().filter(|r| {
                r.ticket == now.game.record().moves.len() && r.nonce == *latest.borrow()
            }) {
                let legal = now.game.legal_actions(r.seat);
                let chosen: Option<G::Action> = r
                    .action
                    .as_deref()
                    .and_then(|a| serde_json::from_str(a).ok());
                // A refused or missing answer must not stall the table: take the first move.
                let action = chosen
                    .filter(|a| legal.contains(a))
                    .or_else(|| legal.first().cloned());
                if let Some(Ok(next)) = action.map(|a| now.play(r.seat, a)) {
                    session.set(Shared(Rc::new(next)));
                }
            }
        });
    }
    match &*reply {
        Some(r) if r.from_worker => "worker",
        Some(_) => "page",
        None => "",
    }
}
