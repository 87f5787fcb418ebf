//! The play screen of the chip game: the board, each human's private screen behind the
//! hand-over, bots thinking in a Web Worker, the log in words and the end of the game.

use super::board::Board;
use super::ending::end_of_game;
use super::prompt::Prompt;
use super::words::describe;
use super::worker::{decide, BotReply, BotRequest, BotWorker};
use crate::components::hand_over::HandOver;
use crate::games::session::{Audience, Session, Shared};
use crate::i18n::use_i18n;
use crate::settings::Settings;
use crate::storage::files;
use chips::{Action, Chips, ChipsEvent, Claim};
use gloo::timers::callback::Timeout;
use gloo::worker::{Spawnable, WorkerBridge};
use rt_core::{Game, RuleError, Seat, SeatKind};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ChipsTableProps {
    pub session: Shared<Chips>,
}

/// The worker script Trunk builds from `src/bin/bot_worker.rs`.
const WORKER_SCRIPT: &str = "./bot-worker.js";

fn moves(session: &Session<Chips>) -> usize {
    session.game.record().moves.len()
}

/// What the bot at `seat` is given: its view and its legal actions, nothing else.
fn request(session: &Session<Chips>, seat: Seat) -> BotRequest {
    let level = match session.players[seat.index()].kind {
        SeatKind::Bot { level } => level,
        SeatKind::Human => 0,
    };
    let ticket = moves(session);
    let salt = (ticket as u64) << 8 | u64::from(seat.0);
    BotRequest {
        ticket,
        level,
        seat,
        view: session.game.view(Some(seat)),
        legal: session.game.legal_actions(seat),
        options: session.game.record().options.clone(),
        seed: session.game.record().seed ^ salt.wrapping_mul(0x2545_F491_4F6C_DD1D),
    }
}

/// Claims made this round, per seat, from the public log.
fn claims(session: &Session<Chips>) -> Vec<Option<Claim>> {
    let mut out = vec![None; session.players.len()];
    for event in session.game.log_for(None) {
        match event {
            ChipsEvent::RoundStarted { .. } => out.iter_mut().for_each(|c| *c = None),
            ChipsEvent::Declared { seat, claim } => {
                if let Some(c) = out.get_mut(seat.index()) {
                    *c = Some(*claim);
                }
            }
            _ => {}
        }
    }
    out
}

#[function_component(ChipsTable)]
pub fn chips_table(props: &ChipsTableProps) -> Html {
    let i18n = use_i18n();
    let settings = use_context::<Settings>().unwrap_or_default();
    let session = use_state(|| props.session.clone());
    let revealed = use_state(|| None::<Seat>);
    let problem = use_state(|| None::<String>);
    let reply = use_state(|| None::<BotReply>);
    let current: Rc<Session<Chips>> = session.0.clone();

    // One worker per table; if it cannot start, bots think on the page instead.
    let bridge: Rc<Option<WorkerBridge<BotWorker>>> = {
        let setter = reply.setter();
        use_memo((), move |_| {
            let worker_ok = web_sys::window()
                .and_then(|w| js_sys::Reflect::has(&w, &"Worker".into()).ok())
                .unwrap_or(false);
            worker_ok.then(|| {
                BotWorker::spawner()
                    .callback(move |r| setter.set(Some(r)))
                    .spawn(WORKER_SCRIPT)
            })
        })
    };

    // A bot to move: after the pause set in Settings, ask the worker.
    {
        let reply = reply.clone();
        let delay = settings.bot_speed.bot_delay_ms();
        let bridge = bridge.clone();
        let now = current.clone();
        use_effect_with((current.id.clone(), moves(&current)), move |_| {
            let timer = now.next_bot().map(|seat| {
                let req = request(&now, seat);
                Timeout::new(delay, move || match bridge.as_ref() {
                    Some(worker) => worker.send(req),
                    None => reply.set(Some(decide(&req))),
                })
            });
            move || drop(timer)
        });
    }

    // The bot's answer, if it is still about the current position.
    {
        let session = session.clone();
        let now = current.clone();
        use_effect_with((*reply).clone(), move |reply| {
            if let Some(r) = reply.as_ref().filter(|r| r.ticket == moves(&now)) {
                let legal = now.game.legal_actions(r.seat);
                // A refused or missing answer must not stall the table: take the first move.
                let action = r
                    .action
                    .filter(|a| legal.contains(a))
                    .or_else(|| legal.first().copied());
                if let Some(Ok(next)) = action.map(|a| now.play(r.seat, a)) {
                    session.set(Shared(Rc::new(next)));
                }
            }
        });
    }

    let play = {
        let (session, revealed, problem, i18n) = (
            session.clone(),
            revealed.clone(),
            problem.clone(),
            i18n.clone(),
        );
        move |seat: Seat| {
            let (session, revealed, problem, i18n) = (
                session.clone(),
                revealed.clone(),
                problem.clone(),
                i18n.clone(),
            );
            Callback::from(move |action: Action| match session.0.play(seat, action) {
                Ok(next) => {
                    problem.set(None);
                    // Hide this seat's screen unless it is asked again straight away.
                    if !next.game.to_act().includes(seat) {
                        revealed.set(None);
                    }
                    session.set(Shared(Rc::new(next)));
                }
                Err(error) => problem.set(Some(i18n.t(&format!("error-{}", error.code())))),
            })
        }
    };

    let shared = (*session).clone();
    let claims = claims(&current);
    let board_for = |seat: Option<Seat>, private: Html| {
        let view = current.game.view(seat);
        let (slots, on_action) = match seat {
            Some(s) if current.game.to_act().includes(s) => {
                let slots: Vec<Action> = current
                    .game
                    .legal_actions(s)
                    .into_iter()
                    .filter(|a| matches!(a, Action::Draw { .. }))
                    .collect();
                (slots, Some(play(s)))
            }
            _ => (Vec::new(), None),
        };
        html! { <Board session={shared.clone()} {view} {slots} {on_action} claims={claims.clone()}>{ private }</Board> }
    };
    let private_for = |seat: Seat| {
        html! {
            <Prompt session={shared.clone()} view={current.game.view(Some(seat))}
                legal={current.game.legal_actions(seat)} on_action={play(seat)} />
        }
    };
    let log_for = |seat: Option<Seat>| {
        let lines: Vec<String> = current
            .game
            .log_for(seat)
            .filter_map(|e| describe(&i18n, &current, e))
            .collect();
        html! {
            <details class="log" open=true>
                <summary>{ i18n.t("log") }</summary>
                <ol reversed=true>{ for lines.iter().rev().take(30).map(|l| html! { <li>{ l }</li> }) }</ol>
            </details>
        }
    };
    let thinking = html! { <p class="status muted" role="status">{ i18n.t("bots-thinking") }</p> };

    let body = if current.game.is_over() {
        html! { <>{ end_of_game(&i18n, &current) }{ board_for(None, html! {}) }{ log_for(None) }</> }
    } else {
        match current.audience() {
            Audience::Solo(seat) => {
                let waiting = !current.game.to_act().includes(seat);
                html! {
                    <>
                        { board_for(Some(seat), private_for(seat)) }
                        if waiting { { thinking } }
                        { log_for(Some(seat)) }
                    </>
                }
            }
            Audience::HandOver(seat) => {
                let on_reveal = {
                    let r = revealed.clone();
                    Callback::from(move |_| r.set(Some(seat)))
                };
                let on_hide = {
                    let r = revealed.clone();
                    Callback::from(move |_| r.set(None))
                };
                html! {
                    <HandOver name={current.name(seat)} revealed={*revealed == Some(seat)}
                        {on_reveal} {on_hide} public={html! {<>{ board_for(None, html! {}) }{ log_for(None) }</>}}>
                        { board_for(Some(seat), private_for(seat)) }{ log_for(Some(seat)) }
                    </HandOver>
                }
            }
            Audience::Table => {
                html! { <>{ board_for(None, html! {}) }{ thinking }{ log_for(None) }</> }
            }
        }
    };
    let export = {
        let id = current.id.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(text) = crate::storage::saves::raw_text(&id) {
                let _ = files::download(&format!("round-table-{}-{id}.json", Chips::ID), &text);
            }
        })
    };
    let thread = match &*reply {
        Some(r) if r.from_worker => "worker",
        Some(_) => "page",
        None => "",
    };
    html! {
        <div class="table chips" data-moves={moves(&current).to_string()} data-bot-thread={thread}>
            if let Some(p) = &*problem { <p class="problem" role="alert">{ p }</p> }
            { body }
            <footer class="table-footer">
                <button class="ghost" onclick={export}>{ i18n.t("export") }</button>
            </footer>
        </div>
    }
}
