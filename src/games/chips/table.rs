//! The play screen of the chip game: the board, each human's private screen behind the
//! hand-over, bots thinking in a Web Worker, the log in words and the end of the game.

use super::board::Board;
use super::ending::end_of_game;
use super::prompt::Prompt;
use super::words::describe;
use crate::components::hand_over::HandOver;
use crate::games::bots::use_bots;
use crate::games::session::{Audience, Session, Shared};
use crate::i18n::use_i18n;
use crate::settings::Settings;
use crate::storage::files;
use chips::{Action, Chips, ChipsEvent, Claim};
use rt_core::{Game, RuleError, Seat};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ChipsTableProps {
    pub session: Shared<Chips>,
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
    let current: Rc<Session<Chips>> = session.0.clone();

    let thread = use_bots(session.clone(), settings.bot_speed.bot_delay_ms());

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
    html! {
        <div class="table chips" data-moves={current.game.record().moves.len().to_string()} data-bot-thread={thread}>
            if let Some(p) = &*problem { <p class="problem" role="alert">{ p }</p> }
            { body }
            <footer class="table-footer">
                <button class="ghost" onclick={export}>{ i18n.t("export") }</button>
            </footer>
        </div>
    }
}
