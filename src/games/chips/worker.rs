//! Bots off the main thread. The page sends a seat's view and legal actions (never the
//! state) to a Web Worker and gets the bot's choice back; a reply for a move that is no
//! longer current is ignored.

use chips::{Action, Chips, ChipsOptions, View};
use gloo::worker::{HandlerId, Worker, WorkerScope};
use rt_core::{Bot, GameRng, Seat};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct BotRequest {
    /// The number of moves made when the request was sent: replies are matched on it.
    pub ticket: usize,
    pub level: u8,
    pub seat: Seat,
    pub view: View,
    pub legal: Vec<Action>,
    pub options: ChipsOptions,
    pub seed: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotReply {
    pub ticket: usize,
    pub seat: Seat,
    pub action: Option<Action>,
    /// Answered by the Web Worker (rather than the page's fallback).
    pub from_worker: bool,
}

/// The decision itself, shared by the worker and the fallback on the page.
pub fn decide(request: &BotRequest) -> BotReply {
    let mut bot = bot_for(request.level, &request.options);
    let mut rng = GameRng::from_seed(request.seed);
    BotReply {
        ticket: request.ticket,
        seat: request.seat,
        action: bot.choose(request.seat, &request.view, &request.legal, &mut rng),
        from_worker: false,
    }
}

fn bot_for(level: u8, options: &ChipsOptions) -> Box<dyn Bot<Chips>> {
    chips::bots::configured(level, options)
}

pub struct BotWorker;

impl Worker for BotWorker {
    type Message = ();
    type Input = BotRequest;
    type Output = BotReply;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        BotWorker
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: ()) {}

    fn received(&mut self, scope: &WorkerScope<Self>, request: BotRequest, id: HandlerId) {
        let reply = BotReply {
            from_worker: true,
            ..decide(&request)
        };
        scope.respond(id, reply);
    }
}
