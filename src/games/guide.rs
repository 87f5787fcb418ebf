//! The guided first game: a fixed deal against bots, with a coach that says, as each part
//! comes to matter, what it is and what to do, and points at it on the screen. The player
//! makes every real move; the coach only talks.
//!
//! The coach reads the game as it stands (never a script of moves), so it survives a reload
//! and bots that play differently: each game says, for a view of the human's seat, what to
//! say now (`Guided::tip`). A guided game is an ordinary saved game whose id says it is
//! guided.

use super::session::{Session, Shared};
use crate::i18n::{use_i18n, I18n};
use crate::route::Route;
use gloo::storage::{LocalStorage, Storage};
use gloo::timers::callback::Timeout;
use rt_core::{Game, PlayerSetup, RuleError, Seat, SeatKind, SetupError};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

/// The coach's line now: its words, and what on the screen it is about (a CSS selector).
#[derive(Clone, Debug, PartialEq)]
pub struct Tip {
    pub text: String,
    pub target: Option<&'static str>,
    /// The game is over: the coach hands over to the full rules.
    pub last: bool,
}

impl Tip {
    pub fn at(text: String, target: &'static str) -> Tip {
        Tip {
            text,
            target: Some(target),
            last: false,
        }
    }

    pub fn plain(text: String) -> Tip {
        Tip {
            text,
            target: None,
            last: false,
        }
    }

    pub fn last(text: String) -> Tip {
        Tip {
            text,
            target: None,
            last: true,
        }
    }
}

/// A game with a guided first game.
pub trait Guided: Game + Sized {
    /// The deal: the options, how many seats (the guided player at seat 0, bots in the rest)
    /// and the seed.
    fn guided_setup() -> (Self::Options, usize, u64);

    /// What the coach says to the player at seat 0, who sees `view`.
    fn tip(i18n: &I18n, session: &Session<Self>, view: &Self::View) -> Option<Tip>;
}

const PREFIX: &str = "guided-";

/// Whether this saved game is a guided one.
pub fn is_guided(id: &str) -> bool {
    id.starts_with(PREFIX)
}

/// Starts and saves a guided game; returns its id.
pub fn start_guided<G: Guided>() -> Result<String, SetupError> {
    let (options, seats, seed) = G::guided_setup();
    // Seat names as a new game has them: the story tells of every seat in the third person
    // ("Ada draws a Black card").
    let players = (0..seats)
        .map(|i| PlayerSetup {
            name: crate::components::seats_form::default_name(i).to_string(),
            kind: if i == 0 {
                SeatKind::Human
            } else {
                SeatKind::Bot { level: 1 }
            },
        })
        .collect();
    let mut session = Session::<G>::start(options, players, seed)?;
    session.id = format!("{PREFIX}{}", session.id);
    session.save();
    seen(G::ID);
    Ok(session.id)
}

fn seen_key(game: &str) -> String {
    format!("rt.guided.{game}")
}

/// Remembers that the player has started this game's guided game.
fn seen(game: &str) {
    let _ = LocalStorage::set(seen_key(game), true);
}

/// Whether the player has ever started this game's guided game.
pub fn has_seen(game: &str) -> bool {
    LocalStorage::get::<bool>(seen_key(game)).is_ok()
}

/// Where the coach speaks: at the top of the guided player's own screen while the game
/// goes on (in the page's flow, so it never covers an answer), and under the table once the
/// game is over.
#[derive(Clone, Default)]
pub struct Coaching {
    pub before_private: Html,
    pub after_table: Html,
}

/// The coach for a guided game's table; nothing for any other game.
pub fn coaching<G: Guided>(i18n: &I18n, session: &Shared<G>) -> Coaching {
    let session = &session.0;
    if !is_guided(&session.id) {
        return Coaching::default();
    }
    let view = session.game.view(Some(Seat(0)));
    let Some(tip) = G::tip(i18n, session, &view) else {
        return Coaching::default();
    };
    let coach = html! { <Coach tip={tip} game={G::ID} /> };
    if session.game.is_over() {
        Coaching {
            before_private: Html::default(),
            after_table: coach,
        }
    } else {
        Coaching {
            before_private: coach,
            after_table: Html::default(),
        }
    }
}

#[derive(Properties, PartialEq)]
struct CoachProps {
    tip: Tip,
    game: &'static str,
}

const MARK: &str = "coach-target";

thread_local! {
    /// The player hid the coach.
    static HIDDEN: Cell<bool> = const { Cell::new(false) };
}

/// Marks what the tip is about (and only that).
fn mark(target: Option<&str>) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Ok(marked) = document.query_selector_all(&format!(".{MARK}")) {
        for i in 0..marked.length() {
            if let Some(el) = marked
                .item(i)
                .and_then(|n| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(n).ok())
            {
                let _ = el.class_list().remove_1(MARK);
            }
        }
    }
    if let Some(el) = target.and_then(|t| document.query_selector(t).ok().flatten()) {
        let _ = el.class_list().add_1(MARK);
    }
}

/// The coach: a short tip, what it points at outlined, a tap to see it, and a way to hide
/// the coach.
#[function_component(Coach)]
fn coach_line(props: &CoachProps) -> Html {
    let i18n = use_i18n();
    // Hidden for the rest of the visit, though the coach is drawn anew with each screen.
    let hidden = use_state(|| HIDDEN.with(Cell::get));
    {
        let target = props.tip.target.filter(|_| !*hidden);
        let text = props.tip.text.clone();
        // After every render: the board may have redrawn the element the tip points at.
        use_effect_with((target, text, *hidden), move |(target, _, _)| {
            mark(*target);
            move || mark(None)
        });
    }
    if *hidden {
        let show = {
            let hidden = hidden.clone();
            Callback::from(move |_: MouseEvent| {
                HIDDEN.with(|h| h.set(false));
                hidden.set(false)
            })
        };
        return html! {
            <button type="button" class="coach-show ghost" data-testid="coach-show" onclick={show}>{ i18n.t("guide-show") }</button>
        };
    }
    let hide = {
        let hidden = hidden.clone();
        Callback::from(move |_: MouseEvent| {
            HIDDEN.with(|h| h.set(true));
            hidden.set(true)
        })
    };
    let look = props.tip.target.map(|target| {
        let onclick = Callback::from(move |_: MouseEvent| {
            let el = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.query_selector(target).ok().flatten());
            if let Some(el) = el {
                let options = web_sys::ScrollIntoViewOptions::new();
                options.set_block(web_sys::ScrollLogicalPosition::Center);
                el.scroll_into_view_with_scroll_into_view_options(&options);
            }
        });
        html! { <button type="button" class="ghost" data-testid="coach-look" {onclick}>{ i18n.t("guide-look") }</button> }
    });
    html! {
        <div class="coach" data-testid="coach" role="note" aria-label={i18n.t("guide-title")}>
            <p class="coach-text" role="status" data-testid="coach-text">{ props.tip.text.clone() }</p>
            <div class="coach-actions">
                { for look }
                if props.tip.last {
                    <a class="button primary" data-testid="coach-rules" href={Route::Rules { game: props.game.to_string() }.href()}>{ i18n.t("guide-rules") }</a>
                }
                <button type="button" class="ghost" data-testid="coach-hide" onclick={hide}>{ i18n.t("guide-hide") }</button>
            </div>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct LearnProps {
    pub game: &'static str,
    pub on_learn: Callback<()>,
}

/// The offer of a guided first game on a game's setup screen: up front until the player has
/// taken it once, a plain button after.
#[function_component(Learn)]
pub fn learn(props: &LearnProps) -> Html {
    let i18n = use_i18n();
    let onclick = {
        let on_learn = props.on_learn.clone();
        Callback::from(move |_: MouseEvent| on_learn.emit(()))
    };
    if has_seen(props.game) {
        return html! {
            <p class="learn learn-again">
                <button type="button" class="ghost" data-testid="learn" {onclick}>{ i18n.t("guide-start") }</button>
            </p>
        };
    }
    html! {
        <section class="learn learn-first" data-testid="learn-offer">
            <p>{ i18n.t("guide-offer") }</p>
            <button type="button" class="primary" data-testid="learn" {onclick}>{ i18n.t("guide-start") }</button>
        </section>
    }
}

#[derive(Properties)]
pub struct StartGuidedProps {
    pub learn: fn() -> Result<String, SetupError>,
}

impl PartialEq for StartGuidedProps {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::fn_addr_eq(self.learn, other.learn)
    }
}

/// `#/learn/<game>`: starts the guided game and goes to its table (in place of this
/// address, so Back leads where the player came from).
#[function_component(StartGuided)]
pub fn start_guided_screen(props: &StartGuidedProps) -> Html {
    let i18n = use_i18n();
    let problem = use_state(|| None::<String>);
    {
        let (learn, problem, i18n) = (props.learn, problem.clone(), i18n.clone());
        // Dealt in a task of its own, after the module's first draw; the table is drawn in
        // the next (the router hears the new address at once, so in the same task the deal
        // and the table's first draw made one long task, ~150 ms at a phone's speed).
        use_effect_with((), move |_| {
            let go = Rc::new(RefCell::new(None::<Timeout>));
            let later = go.clone();
            let deal = Timeout::new(0, move || match learn() {
                Ok(id) => {
                    let to = Route::Play { id }.href();
                    *later.borrow_mut() = Some(Timeout::new(0, move || {
                        if let Some(location) = web_sys::window().map(|w| w.location()) {
                            let _ = location.replace(&to);
                        }
                    }));
                }
                Err(error) => problem.set(Some(i18n.t(&format!("error-{}", error.code())))),
            });
            move || {
                drop(deal);
                drop(go.take());
            }
        });
    }
    html! {
        <main class="screen">
            if let Some(p) = &*problem { <p class="problem" role="alert">{ p }</p> }
        </main>
    }
}
