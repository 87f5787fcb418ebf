//! What every game's play screen shares: its state (the session, whose private screen is
//! open, the last refusal, the bots), who the screen is for (one human, the hand-over, or
//! the public table), the log, the move callback, and the footer with the export.

use crate::components::hand_over::HandOver;
use crate::games::bots::use_bots;
use crate::games::session::{Audience, Session, Shared};
use crate::i18n::{use_i18n, I18n};
use crate::route::Route;
use crate::settings::Settings;
use crate::storage::files;
use rt_core::{Game, RuleError, Seat};
use std::rc::Rc;
use yew::prelude::*;
use yew_router::prelude::*;

/// The pieces a game draws for one audience.
pub struct Parts<'a, G: Game> {
    /// The board as a seat (or, with `None`, the public) sees it, with that seat's own
    /// screen placed inside.
    pub board: &'a dyn Fn(Option<Seat>, Html) -> Html,
    /// A seat's own screen: its secrets and its question.
    pub private: &'a dyn Fn(Seat) -> Html,
    /// The end of the game: who won and why (the frame adds "new game" and "home").
    pub end: &'a dyn Fn() -> Html,
    /// One log line in words, or `None` for events only the screen needs.
    pub describe: &'a dyn Fn(&G::Event) -> Option<String>,
}

/// A play screen's state, from [`use_table`].
pub struct Table<G: Game> {
    pub i18n: I18n,
    session: UseStateHandle<Shared<G>>,
    revealed: UseStateHandle<Option<Seat>>,
    problem: UseStateHandle<Option<String>>,
    /// Where the bots' last answer came from ("worker" or "page").
    thread: &'static str,
}

/// The state every play screen keeps, with its bots running.
#[hook]
pub fn use_table<G: Game>(initial: &Shared<G>) -> Table<G> {
    let i18n = use_i18n();
    let settings = use_context::<Settings>().unwrap_or_default();
    let session = {
        let initial = initial.clone();
        use_state(move || initial)
    };
    let revealed = use_state(|| None::<Seat>);
    let problem = use_state(|| None::<String>);
    let thread = use_bots(session.clone(), settings.bot_speed.bot_delay_ms());
    Table {
        i18n,
        session,
        revealed,
        problem,
        thread,
    }
}

impl<G: Game> Table<G> {
    pub fn current(&self) -> Rc<Session<G>> {
        self.session.0.clone()
    }

    /// The session, for components that compare it by identity.
    pub fn shared(&self) -> Shared<G> {
        (*self.session).clone()
    }

    /// A seat's action: plays and saves it, hides the seat's screen unless it is asked again
    /// at once, or says in words why it was refused.
    pub fn play(&self, seat: Seat) -> Callback<G::Action> {
        let (session, revealed, problem, i18n) = (
            self.session.clone(),
            self.revealed.clone(),
            self.problem.clone(),
            self.i18n.clone(),
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

    /// The log in words, newest first.
    fn log(&self, seat: Option<Seat>, describe: &dyn Fn(&G::Event) -> Option<String>) -> Html {
        let lines: Vec<String> = self
            .session
            .0
            .game
            .log_for(seat)
            .filter_map(describe)
            .collect();
        html! {
            <details class="log" open=true>
                <summary>{ self.i18n.t("log") }</summary>
                <ol reversed=true>{ for lines.iter().rev().take(30).map(|l| html! { <li>{ l }</li> }) }</ol>
            </details>
        }
    }

    /// The whole play screen: the right audience's board and private screen, the log, the
    /// footer.
    pub fn render(&self, parts: Parts<G>) -> Html {
        let i18n = &self.i18n;
        let session: &Session<G> = &self.session.0;
        let log = |seat: Option<Seat>| self.log(seat, parts.describe);
        let thinking =
            html! { <p class="status muted" role="status">{ i18n.t("bots-thinking") }</p> };
        let public = || html! { <>{ (parts.board)(None, html! {}) }{ log(None) }</> };
        let body = if session.game.is_over() {
            html! {
                <>
                    <section class="game-over" data-testid="game-over">
                        { (parts.end)() }
                        <div class="row">
                            <Link<Route> to={Route::NewGame { game: G::ID.into() }} classes="button primary">{ i18n.t("new-game") }</Link<Route>>
                            <Link<Route> to={Route::Home} classes="button ghost">{ i18n.t("nav-home") }</Link<Route>>
                        </div>
                    </section>
                    { public() }
                </>
            }
        } else {
            match session.audience() {
                Audience::Solo(seat) => {
                    let waiting = !session.game.to_act().includes(seat);
                    html! {
                        <>
                            { (parts.board)(Some(seat), (parts.private)(seat)) }
                            if waiting { { thinking } }
                            { log(Some(seat)) }
                        </>
                    }
                }
                Audience::HandOver(seat) => {
                    let on_reveal = {
                        let r = self.revealed.clone();
                        Callback::from(move |_| r.set(Some(seat)))
                    };
                    let on_hide = {
                        let r = self.revealed.clone();
                        Callback::from(move |_| r.set(None))
                    };
                    html! {
                        <HandOver name={session.name(seat)} revealed={*self.revealed == Some(seat)}
                            {on_reveal} {on_hide} public={public()}>
                            { (parts.board)(Some(seat), (parts.private)(seat)) }{ log(Some(seat)) }
                        </HandOver>
                    }
                }
                Audience::Table => {
                    html! { <>{ (parts.board)(None, html! {}) }{ thinking }{ log(None) }</> }
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
            <div class={classes!("table", G::ID)} data-moves={session.game.record().moves.len().to_string()} data-bot-thread={self.thread}>
                if let Some(p) = &*self.problem { <p class="problem" role="alert">{ p }</p> }
                { body }
                <footer class="table-footer">
                    <button class="ghost" onclick={export}>{ i18n.t("export") }</button>
                </footer>
            </div>
        }
    }
}
