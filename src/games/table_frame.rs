//! What every game's play screen shares: who the screen is for (one human, the hand-over,
//! or the public table), the log, the move callback, and the footer with the export.

use crate::components::hand_over::HandOver;
use crate::games::session::{Audience, Session, Shared};
use crate::i18n::I18n;
use crate::storage::files;
use rt_core::{Game, RuleError, Seat};
use std::rc::Rc;
use yew::prelude::*;

/// The pieces a game draws for one audience.
pub struct Parts<'a> {
    /// The board as a seat (or, with `None`, the public) sees it, with that seat's own
    /// screen placed inside.
    pub board: &'a dyn Fn(Option<Seat>, Html) -> Html,
    /// A seat's own screen: its secrets and its question.
    pub private: &'a dyn Fn(Seat) -> Html,
    /// The end of the game.
    pub end: &'a dyn Fn() -> Html,
}

/// The log in words, newest first.
pub fn log<G: Game>(
    i18n: &I18n,
    session: &Session<G>,
    seat: Option<Seat>,
    describe: impl Fn(&G::Event) -> Option<String>,
) -> Html {
    let lines: Vec<String> = session.game.log_for(seat).filter_map(describe).collect();
    html! {
        <details class="log" open=true>
            <summary>{ i18n.t("log") }</summary>
            <ol reversed=true>{ for lines.iter().rev().take(30).map(|l| html! { <li>{ l }</li> }) }</ol>
        </details>
    }
}

/// A seat's action: plays and saves it, hides the seat's screen unless it is asked again at
/// once, or says in words why it was refused.
pub fn play_callback<G: Game>(
    session: &UseStateHandle<Shared<G>>,
    revealed: &UseStateHandle<Option<Seat>>,
    problem: &UseStateHandle<Option<String>>,
    i18n: &I18n,
    seat: Seat,
) -> Callback<G::Action> {
    let (session, revealed, problem, i18n) = (
        session.clone(),
        revealed.clone(),
        problem.clone(),
        i18n.clone(),
    );
    Callback::from(
        move |action: G::Action| match session.0.play(seat, action) {
            Ok(next) => {
                problem.set(None);
                if !next.game.to_act().includes(seat) {
                    revealed.set(None);
                }
                session.set(Shared(Rc::new(next)));
            }
            Err(error) => problem.set(Some(i18n.t(&format!("error-{}", error.code())))),
        },
    )
}

/// The whole play screen: the right audience's board and private screen, the log, the
/// footer.
#[allow(clippy::too_many_arguments)]
pub fn frame<G: Game>(
    i18n: &I18n,
    session: &Session<G>,
    revealed: &UseStateHandle<Option<Seat>>,
    problem: Option<&String>,
    thread: &'static str,
    parts: Parts,
    log_for: &dyn Fn(Option<Seat>) -> Html,
) -> Html {
    let thinking = html! { <p class="status muted" role="status">{ i18n.t("bots-thinking") }</p> };
    let public = || html! { <>{ (parts.board)(None, html! {}) }{ log_for(None) }</> };
    let body = if session.game.is_over() {
        html! { <>{ (parts.end)() }{ public() }</> }
    } else {
        match session.audience() {
            Audience::Solo(seat) => {
                let waiting = !session.game.to_act().includes(seat);
                html! {
                    <>
                        { (parts.board)(Some(seat), (parts.private)(seat)) }
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
                    <HandOver name={session.name(seat)} revealed={**revealed == Some(seat)}
                        {on_reveal} {on_hide} public={public()}>
                        { (parts.board)(Some(seat), (parts.private)(seat)) }{ log_for(Some(seat)) }
                    </HandOver>
                }
            }
            Audience::Table => {
                html! { <>{ (parts.board)(None, html! {}) }{ thinking }{ log_for(None) }</> }
            }
        }
    };
    let export = {
        let id = session.id.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(text) = crate::storage::saves::raw_text(&id) {
                let _ = files::download(&format!("round-table-{}-{id}.json", G::ID), &text);
            }
        })
    };
    html! {
        <div class={classes!("table", G::ID)} data-moves={session.game.record().moves.len().to_string()} data-bot-thread={thread}>
            if let Some(p) = problem { <p class="problem" role="alert">{ p }</p> }
            { body }
            <footer class="table-footer">
                <button class="ghost" onclick={export}>{ i18n.t("export") }</button>
            </footer>
        </div>
    }
}
