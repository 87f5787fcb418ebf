//! The play screen of Avalon: the board, each human's private screen behind the hand-over
//! (the night included), bots in the Web Worker, the log in words and the end of the game.

use super::board::Board;
use super::prompt::Prompt;
use super::words::{describe, reason, role};
use crate::components::hand_over::HandOver;
use crate::games::bots::use_bots;
use crate::games::session::{Audience, Session, Shared};
use crate::i18n::{use_i18n, I18n};
use crate::route::Route;
use crate::settings::Settings;
use crate::storage::files;
use avalon::{Action, Avalon, Side, StageView};
use rt_core::{Game, RuleError, Seat};
use std::rc::Rc;
use yew::prelude::*;
use yew_router::prelude::*;

#[derive(Properties, PartialEq)]
pub struct AvalonTableProps {
    pub session: Shared<Avalon>,
}

fn end_of_game(i18n: &I18n, session: &Session<Avalon>) -> Html {
    let view = session.game.view(None);
    let StageView::Over {
        winner,
        reason: why,
    } = view.stage
    else {
        return html! {};
    };
    let roles = view.roles.unwrap_or_default();
    let rows = roles.iter().enumerate().map(|(i, r)| {
        let won = r.side() == winner;
        html! {
            <li class={classes!("result", won.then_some("result-won"))} data-testid="result">
                <strong>{ session.name(Seat(i as u8)) }</strong>{ " — " }{ role(i18n, *r) }
            </li>
        }
    });
    html! {
        <section class="game-over" data-testid="game-over">
            <h2>{ i18n.t(if winner == Side::Good { "avalon-good-wins" } else { "avalon-evil-wins" }) }</h2>
            <p class="headline">{ reason(i18n, why) }</p>
            <ul>{ for rows }</ul>
            <div class="row">
                <Link<Route> to={Route::NewGame { game: Avalon::ID.into() }} classes="button primary">{ i18n.t("new-game") }</Link<Route>>
                <Link<Route> to={Route::Home} classes="button ghost">{ i18n.t("nav-home") }</Link<Route>>
            </div>
        </section>
    }
}

#[function_component(AvalonTable)]
pub fn avalon_table(props: &AvalonTableProps) -> Html {
    let i18n = use_i18n();
    let settings = use_context::<Settings>().unwrap_or_default();
    let session = use_state(|| props.session.clone());
    let revealed = use_state(|| None::<Seat>);
    let problem = use_state(|| None::<String>);
    let thread = use_bots(session.clone(), settings.bot_speed.bot_delay_ms());
    let current: Rc<Session<Avalon>> = session.0.clone();

    let play = |seat: Seat| {
        let (session, revealed, problem, i18n) = (
            session.clone(),
            revealed.clone(),
            problem.clone(),
            i18n.clone(),
        );
        Callback::from(move |action: Action| match session.0.play(seat, action) {
            Ok(next) => {
                problem.set(None);
                if !next.game.to_act().includes(seat) {
                    revealed.set(None);
                }
                session.set(Shared(Rc::new(next)));
            }
            Err(error) => problem.set(Some(i18n.t(&format!("error-{}", error.code())))),
        })
    };
    let shared = (*session).clone();
    let board_for = |seat: Option<Seat>, private: Html| {
        html! { <Board session={shared.clone()} view={current.game.view(seat)}>{ private }</Board> }
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
            <details class="log">
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
                let _ = files::download(&format!("round-table-{}-{id}.json", Avalon::ID), &text);
            }
        })
    };
    html! {
        <div class="table avalon" data-moves={current.game.record().moves.len().to_string()} data-bot-thread={thread}>
            if let Some(p) = &*problem { <p class="problem" role="alert">{ p }</p> }
            { body }
            <footer class="table-footer">
                <button class="ghost" onclick={export}>{ i18n.t("export") }</button>
            </footer>
        </div>
    }
}
