//! The play screen of the stand-in game: board, private choices behind the hand-over, bots,
//! the log in words and the end of the game.

use super::board::Board;
use super::private::Private;
use super::words::describe;
use crate::components::hand_over::HandOver;
use crate::games::session::{Audience, Session, Shared};
use crate::i18n::{use_i18n, Arg};
use crate::route::Route;
use crate::settings::Settings;
use crate::storage::files;
use gloo::timers::callback::Timeout;
use oracle::{Action, Oracle};
use rt_core::{OutcomeKind, RuleError, Seat};
use std::rc::Rc;
use yew::prelude::*;
use yew_router::prelude::*;

#[derive(Properties, PartialEq)]
pub struct OracleTableProps {
    pub session: Shared<Oracle>,
}

#[function_component(OracleTable)]
pub fn oracle_table(props: &OracleTableProps) -> Html {
    let i18n = use_i18n();
    let settings = use_context::<Settings>().unwrap_or_default();
    let session = use_state(|| props.session.clone());
    let revealed = use_state(|| None::<Seat>);
    let problem = use_state(|| None::<String>);
    let current: Rc<Session<Oracle>> = session.0.clone();

    // Bots move one at a time after a short pause, on their own view only.
    {
        let session = session.clone();
        let delay = settings.bot_speed.bot_delay_ms();
        use_effect_with(move_key(&current), move |_| {
            let timer = session.0.next_bot().map(|seat| {
                let session = session.clone();
                Timeout::new(delay, move || {
                    let level = match session.0.players[seat.index()].kind {
                        rt_core::SeatKind::Bot { level } => level,
                        rt_core::SeatKind::Human => 0,
                    };
                    let mut bot = oracle::bots::for_level(level);
                    if let Some(action) = session.0.bot_move(seat, bot.as_mut()) {
                        if let Ok(next) = session.0.play(seat, action) {
                            session.set(Shared(Rc::new(next)));
                        }
                    }
                })
            });
            move || drop(timer)
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
    let board_for = |seat: Option<Seat>| html! { <Board session={shared.clone()} view={current.game.view(seat)} /> };
    let private_for = |seat: Seat| {
        html! {
            <Private view={current.game.view(Some(seat))} legal={current.game.legal_actions(seat)} on_action={play(seat)} />
        }
    };
    let log_for = |seat: Option<Seat>| {
        let lines: Vec<String> = current
            .game
            .log_for(seat)
            .filter_map(|e| describe(&i18n, &current, e))
            .collect();
        html! {
            <details class="log">
                <summary>{ i18n.t("log") }</summary>
                <ol reversed=true>{ for lines.iter().rev().take(40).map(|l| html! { <li>{ l }</li> }) }</ol>
            </details>
        }
    };

    let body = if current.game.is_over() {
        html! { <>{ end_of_game(&i18n, &current) }{ board_for(None) }{ log_for(None) }</> }
    } else {
        match current.audience() {
            Audience::Solo(seat) => html! {
                <>{ board_for(Some(seat)) }{ private_for(seat) }{ waiting_note(&i18n, &current, seat) }{ log_for(Some(seat)) }</>
            },
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
                        {on_reveal} {on_hide} public={html! {<>{ board_for(None) }{ log_for(None) }</>}}>
                        { board_for(Some(seat)) }{ private_for(seat) }{ log_for(Some(seat)) }
                    </HandOver>
                }
            }
            Audience::Table => html! {
                <>{ board_for(None) }<p class="status muted" role="status">{ i18n.t("bots-thinking") }</p>{ log_for(None) }</>
            },
        }
    };
    let export = {
        let id = current.id.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(text) = crate::storage::saves::raw_text(&id) {
                let _ = files::download(&format!("round-table-oracle-{id}.json"), &text);
            }
        })
    };
    html! {
        <div class="table oracle" data-moves={current.game.record().moves.len().to_string()}>
            if let Some(p) = &*problem { <p class="problem" role="alert">{ p }</p> }
            { body }
            <footer class="table-footer">
                <button class="ghost" onclick={export}>{ i18n.t("export") }</button>
            </footer>
        </div>
    }
}

/// Re-run the bot effect whenever a move is made.
fn move_key(session: &Session<Oracle>) -> (String, usize) {
    (session.id.clone(), session.game.record().moves.len())
}

fn waiting_note(i18n: &crate::i18n::I18n, session: &Session<Oracle>, seat: Seat) -> Html {
    if session.game.to_act().includes(seat) {
        html! {}
    } else {
        html! { <p class="status muted" role="status">{ i18n.t("bots-thinking") }</p> }
    }
}

fn end_of_game(i18n: &crate::i18n::I18n, session: &Session<Oracle>) -> Html {
    let outcomes = session.game.view(None).outcomes.unwrap_or_default();
    let scores = session.game.state().scores();
    let rows = outcomes.iter().enumerate().map(|(i, outcome)| {
        let key = match outcome.kind {
            OutcomeKind::Won => "result-won",
            OutcomeKind::Shared => "result-shared",
            OutcomeKind::Lost => "result-lost",
        };
        html! {
            <li class={classes!("result", key)} data-testid="result">
                <strong>{ session.name(Seat(i as u8)) }</strong>{ " — " }{ i18n.t(key) }
                <span class="muted">{ " · " }{ i18n.t_args("points-count", &[("count", Arg::from(scores.get(i).copied().unwrap_or(0)))]) }</span>
            </li>
        }
    });
    html! {
        <section class="game-over" data-testid="game-over">
            <h2>{ i18n.t("game-over") }</h2>
            <p class="muted">{ i18n.t("oracle-why") }</p>
            <ul>{ for rows }</ul>
            <div class="row">
                <Link<Route> to={Route::NewGame { game: "oracle".into() }} classes="button primary">{ i18n.t("new-game") }</Link<Route>>
                <Link<Route> to={Route::Home} classes="button ghost">{ i18n.t("nav-home") }</Link<Route>>
            </div>
        </section>
    }
}
