//! What every game's play screen shares: its state (the session, whose private screen is
//! open, the last refusal, the bots), who the screen is for (one human, the hand-over, or
//! the public table), the log, the move callback, and the footer with the export.

use crate::art::mention::told;
use crate::components::hand_over::HandOver;
use crate::games::bots::{use_bots, BotGame};
use crate::games::devices::{use_devices, Devices};
use crate::games::open_pass::OpenPass;
use crate::games::session::{Audience, Seating, Session, Shared};
use crate::i18n::{use_i18n, I18n};
use crate::route::Route;
use crate::settings::Settings;
use crate::storage::files;
use gloo::timers::callback::Timeout;
use rt_core::{Game, RuleError, Seat};
use std::borrow::Cow;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// One chapter of the story (a round, a quest): its heading and its lines, oldest first.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Chapter {
    pub title: Option<String>,
    pub lines: Vec<String>,
}

impl Chapter {
    pub fn titled(title: String) -> Self {
        Chapter {
            title: Some(title),
            lines: Vec::new(),
        }
    }

    /// Adds a line unless it repeats the one before (one line per thing that happened).
    pub fn push(&mut self, line: String) {
        if !line.is_empty() && self.lines.last() != Some(&line) {
            self.lines.push(line);
        }
    }
}

/// Adds a line, if there is one, to the story's latest chapter.
pub fn tell(chapters: &mut [Chapter], line: Option<String>) {
    if let (Some(line), Some(chapter)) = (line, chapters.last_mut()) {
        chapter.push(line);
    }
}

/// The pieces a game draws for one audience.
pub struct Parts<'a> {
    /// The board as a seat (or, with `None`, the public) sees it, with that seat's own
    /// screen placed inside.
    pub board: &'a dyn Fn(Option<Seat>, Html) -> Html,
    /// A seat's own screen: its secrets and its question.
    pub private: &'a dyn Fn(Seat) -> Html,
    /// The end of the game: who won and why, and what every seat held (the frame adds
    /// "you won", "play again" and "home").
    pub end: &'a dyn Fn() -> Html,
}

/// A thing a game names in its story lines (marked with `art::mention::mark`), drawn so it
/// can be tapped; `None` for a slug the game does not know.
pub type Thing = fn(&I18n, &str) -> Option<Html>;

/// A game's story: the events one seat may read, told as chapters of plain lines, with the
/// table as that seat sees it now.
pub type Story<G> =
    fn(&I18n, &Seating, &<G as Game>::View, Option<Seat>, &[&<G as Game>::Event]) -> Vec<Chapter>;

/// A play screen's state, from [`use_table`].
pub struct Table<G: Game> {
    pub i18n: I18n,
    session: UseStateHandle<Shared<G>>,
    revealed: UseStateHandle<Option<Seat>>,
    /// In pass-the-device play, the seat that has just made its last move and is looking
    /// at what it drew or learnt before handing the device on.
    finished: UseStateHandle<Option<Seat>>,
    problem: UseStateHandle<Option<String>>,
    /// Where the bots' last answer came from ("worker" or "page").
    thread: &'static str,
    /// Laptop-wide: a lone human's own screen sits beside the board.
    wide: bool,
    story: Story<G>,
    thing: Thing,
    /// The story as the table tells it now (to `narrated`), worked out once a render and
    /// shared by the strip and the log; and how many of its lines are told.
    narrated: Option<Seat>,
    narration: Vec<Chapter>,
    told: UseStateHandle<usize>,
    /// Seats played on their own devices.
    devices: Devices<G>,
}

/// Who the table speaks to: the one human's seat, or (several humans, or none) the public.
fn narrated<G: Game>(session: &Session<G>) -> Option<Seat> {
    match session.audience() {
        Audience::Solo(seat) => Some(seat),
        _ => None,
    }
}

/// The width at which the player's own screen moves beside the board, with the story.
const WIDE: &str = "(min-width: 1100px)";

/// The state every play screen keeps, with its bots running and what happened told one
/// line at a time at the pace set in Settings.
#[hook]
pub fn use_table<G: BotGame + OpenPass>(
    initial: &Shared<G>,
    story: Story<G>,
    thing: Thing,
) -> Table<G> {
    let i18n = use_i18n();
    let settings = use_context::<Settings>().unwrap_or_default();
    let session = {
        let initial = initial.clone();
        use_state(move || initial)
    };
    let revealed = use_state(|| None::<Seat>);
    let finished = use_state(|| None::<Seat>);
    let problem = use_state(|| None::<String>);
    let narrated = narrated(&session.0);
    let narration: Vec<Chapter> = {
        let now: &Session<G> = &session.0;
        let events: Vec<&G::Event> = now.game.log_for(narrated).collect();
        story(
            &i18n,
            &now.seating(),
            &now.game.view(narrated),
            narrated,
            &events,
        )
    };
    let total: usize = narration.iter().map(|c| c.lines.len()).sum();
    // On opening a table everything so far counts as told; only new lines are paced.
    let told = use_state(|| total);
    let pace = settings.bot_speed.story_pace_ms();
    // A line that turns several things over (a reveal) stays until each has turned.
    let things = (*told)
        .checked_sub(1)
        .and_then(|i| narration.iter().flat_map(|c| &c.lines).nth(i))
        .map_or(0, |line| crate::art::mention::marks(line) as u32);
    let dwell = pace + (pace / 3) * things.saturating_sub(1);
    {
        let told = told.clone();
        use_effect_with((*told, total), move |&(shown, total)| {
            let timer = match shown.cmp(&total) {
                std::cmp::Ordering::Less if pace > 0 => {
                    Some(Timeout::new(dwell, move || told.set(shown + 1)))
                }
                std::cmp::Ordering::Equal => None,
                // No pace, or a move taken back: catch up at once.
                _ => {
                    told.set(total);
                    None
                }
            };
            move || drop(timer)
        });
    }
    let hold = *told < total;
    let thread = use_bots(session.clone(), settings.bot_speed.bot_delay_ms(), hold);
    let devices = use_devices(&session);
    let wide = crate::components::media::use_media(WIDE);
    // Only when this human's question is new: bots moving meanwhile must not pull the focus
    // (or the phone's scroll) away from what the player is reading.
    {
        let now: &Session<G> = &session.0;
        let asked = match now.audience() {
            Audience::Solo(seat) if now.game.to_act().includes(seat) => Some(seat),
            Audience::HandOver(seat) if *revealed == Some(seat) => Some(seat),
            _ => None,
        };
        let own_moves = asked.map_or(0, |seat| {
            now.game
                .record()
                .moves
                .iter()
                .filter(|m| m.seat == seat)
                .count()
        });
        // A new "pass the device to …" prompt: its button takes the focus, which scrolls it
        // into view wherever the last player left the page (the Done button is at the foot
        // of a long page, the prompt at its head).
        // (Not while the last player's screen still waits for their "Done".)
        let done_showing =
            finished.is_some_and(|d| *revealed == Some(d) && !now.game.to_act().includes(d));
        let waiting = match now.audience() {
            Audience::HandOver(seat) if *revealed != Some(seat) && !done_showing => Some(seat),
            _ => None,
        };
        use_effect_with(waiting, |waiting| {
            if waiting.is_some() {
                focus_first(&["[data-testid=reveal]"]);
            }
        });
        // Just handed the device: "since your last turn" comes first; after that, the
        // question.
        let shown_to = use_mut_ref(|| None::<Seat>);
        use_effect_with((asked, own_moves), move |(asked, _)| {
            let handed = *asked != *shown_to.borrow();
            *shown_to.borrow_mut() = *asked;
            if asked.is_some() {
                focus_first(if handed {
                    &["[data-testid=since-last-turn]", "[data-testid=question]"]
                } else {
                    &["[data-testid=question]"]
                });
            }
        });
    }
    Table {
        i18n,
        session,
        revealed,
        finished,
        problem,
        thread,
        wide,
        story,
        thing,
        narrated,
        narration,
        told,
        devices,
    }
}

impl<G: OpenPass> Table<G> {
    pub fn current(&self) -> Rc<Session<G>> {
        self.session.0.clone()
    }

    /// The session, for components that compare it by identity.
    pub fn shared(&self) -> Shared<G> {
        (*self.session).clone()
    }

    /// A seat's action: plays and saves it, or says in words why it was refused. When the
    /// seat is not asked again at once, several humans share the device: its screen stays
    /// open on a "done" step (what it just drew or learnt), else it closes.
    pub fn play(&self, seat: Seat) -> Callback<G::Action> {
        let (session, revealed, finished, problem, i18n) = (
            self.session.clone(),
            self.revealed.clone(),
            self.finished.clone(),
            self.problem.clone(),
            self.i18n.clone(),
        );
        Callback::from(
            move |action: G::Action| match session.0.play(seat, action) {
                Ok(next) => {
                    problem.set(None);
                    if !next.game.to_act().includes(seat) {
                        if next.humans().len() > 1 && !next.game.is_over() {
                            finished.set(Some(seat));
                        } else {
                            revealed.set(None);
                        }
                    }
                    session.set(Shared(Rc::new(next)));
                }
                Err(error) => problem.set(Some(i18n.t(&format!("error-{}", error.code())))),
            },
        )
    }

    /// "Take back": shown while the seat's last move revealed nothing and nobody has moved
    /// since; the seat is asked again, its screen still open.
    fn undo_button(&self, seat: Seat) -> Html {
        if !self.session.0.game.can_undo(seat) {
            return html! {};
        }
        let (session, finished, revealed) = (
            self.session.clone(),
            self.finished.clone(),
            self.revealed.clone(),
        );
        let onclick = Callback::from(move |_: MouseEvent| {
            if let Some(back) = session.0.undo(seat) {
                finished.set(None);
                revealed.set(Some(seat));
                session.set(Shared(Rc::new(back)));
            }
        });
        html! {
            <button class="ghost undo" data-testid="undo" {onclick}>
                <span aria-hidden="true">{ "↶ " }</span>{ self.i18n.t("undo") }
            </button>
        }
    }

    /// A story line with the things it names drawn tappable.
    fn line(&self, line: &str) -> Html {
        told(line, &|slug| (self.thing)(&self.i18n, slug))
    }

    /// The story for `seat` from position `from` of the log; the one already told to the
    /// table is not worked out again.
    fn chapters(&self, seat: Option<Seat>, from: usize) -> Cow<'_, [Chapter]> {
        if from == 0 && seat == self.narrated {
            return Cow::Borrowed(&self.narration);
        }
        let session: &Session<G> = &self.session.0;
        let events: Vec<&G::Event> = session.game.log_from(seat, from).collect();
        Cow::Owned((self.story)(
            &self.i18n,
            &session.seating(),
            &session.game.view(seat),
            seat,
            &events,
        ))
    }

    /// The last lines told, the newest last and bright; "skip" while more are to come.
    fn story_strip(&self) -> Html {
        let lines: Vec<&String> = self.narration.iter().flat_map(|c| &c.lines).collect();
        let told = (*self.told).min(lines.len());
        if told == 0 {
            return html! {};
        }
        let recent = &lines[told.saturating_sub(3)..told];
        let skip = (told < lines.len()).then(|| {
            let (t, total) = (self.told.clone(), lines.len());
            let onclick = Callback::from(move |_: MouseEvent| t.set(total));
            html! { <button class="ghost skip" data-testid="skip-story" {onclick}>{ self.i18n.t("story-skip") }</button> }
        });
        html! {
            <section class="story-strip" data-testid="story">
                <ol>
                    { for recent.iter().enumerate().map(|(i, line)| html! {
                        <li key={format!("{}-{i}", told)} class={classes!((i + 1 == recent.len()).then_some("newest"))}>{ self.line(line) }</li>
                    }) }
                </ol>
                { for skip }
            </section>
        }
    }

    /// The story of the whole game as this seat may read it: during play the newest chapter
    /// first, once the game is over from its first chapter to the verdict, as a finished
    /// story reads; each chapter's lines oldest first, nothing cut.
    fn log(&self, seat: Option<Seat>) -> Html {
        let chapters = self.chapters(seat, 0);
        let over = self.session.0.game.is_over();
        let mut order: Vec<&Chapter> = chapters.iter().collect();
        if !over {
            order.reverse();
        }
        let sections = order.into_iter().filter(|c| !c.lines.is_empty()).map(|c| {
            html! {
                <section class="chapter">
                    if let Some(t) = &c.title { <h3>{ t }</h3> }
                    <ol>{ for c.lines.iter().map(|l| html! { <li>{ self.line(l) }</li> }) }</ol>
                </section>
            }
        });
        let empty = chapters.iter().all(|c| c.lines.is_empty());
        html! {
            <details class="log" open=true data-testid="log">
                <summary>{ self.i18n.t("log") }</summary>
                if empty { <p class="muted">{ self.i18n.t("log-empty") }</p> }
                <div class="log-scroll" tabindex="0" role="region" aria-label={self.i18n.t("log")}>{ for sections }</div>
            </details>
        }
    }

    /// What happened since this seat last moved, shown first when it takes the device back.
    fn since_last_turn(&self, seat: Seat) -> Html {
        let Some(from) = self.session.0.game.since_last_move_of(seat) else {
            return html! {};
        };
        let lines: Vec<String> = self
            .chapters(Some(seat), from)
            .into_owned()
            .into_iter()
            .flat_map(|c| c.lines)
            .collect();
        if lines.is_empty() {
            return html! {};
        }
        html! {
            <section class="since" data-testid="since-last-turn">
                <h2>{ self.i18n.t("since-last-turn") }</h2>
                <ol>{ for lines.iter().map(|l| html! { <li>{ self.line(l) }</li> }) }</ol>
            </section>
        }
    }

    /// What the polite live region says: whose turn it is, in words.
    fn announcement(&self) -> String {
        let session: &Session<G> = &self.session.0;
        if session.game.is_over() {
            return self.i18n.t("game-over");
        }
        match session.audience() {
            Audience::Solo(seat) if session.game.to_act().includes(seat) => {
                self.i18n.t("your-turn")
            }
            Audience::HandOver(seat) => self
                .i18n
                .t_args("hand-over-title", &[("name", session.name(seat).into())]),
            _ => String::new(),
        }
    }

    /// "You won" or "You lost" for each human at the table.
    fn verdict(&self) -> Html {
        let session: &Session<G> = &self.session.0;
        let Some(outcomes) = session.game.state().outcomes() else {
            return html! {};
        };
        let humans = session.humans();
        let lines = humans.iter().filter_map(|seat| {
            let won = outcomes.get(seat.index())?.kind.won();
            let key = if won { "you-won" } else { "you-lost" };
            let text = if humans.len() == 1 {
                self.i18n.t(key)
            } else {
                format!("{} — {}", session.name(seat), self.i18n.t(key))
            };
            Some(html! {
                <p class={classes!("verdict", if won { "won" } else { "lost" })} data-testid="verdict">{ text }</p>
            })
        });
        html! { <>{ for lines }</> }
    }

    /// "Play again": the same seats and options with a new seed, opened at once.
    fn play_again(&self) -> Html {
        let session: &Session<G> = &self.session.0;
        let options = session.game.record().options.clone();
        let players = session.players.clone();
        let problem = self.problem.clone();
        let i18n = self.i18n.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            match crate::games::session::start_new::<G>(options.clone(), players.clone(), None) {
                Ok(id) => {
                    crate::route::go(&Route::Play { id });
                }
                Err(error) => problem.set(Some(i18n.t(&format!("error-{}", error.code())))),
            }
        });
        html! {
            <button class="primary" data-testid="play-again" {onclick}>{ self.i18n.t("play-again") }</button>
        }
    }

    /// The whole play screen: the right audience's board and private screen, the log, the
    /// footer.
    pub fn render(&self, parts: Parts) -> Html {
        let i18n = &self.i18n;
        let session: &Session<G> = &self.session.0;
        let log = |seat: Option<Seat>| self.log(seat);
        let waiting_for = match session.waiting_remote() {
            Some(seat) => i18n.t_args("net-waiting-for", &[("name", session.name(seat).into())]),
            None => i18n.t("bots-thinking"),
        };
        let thinking = html! { <p class="status muted" role="status">{ waiting_for }</p> };
        let public = || html! { <>{ (parts.board)(None, html! {}) }{ log(None) }</> };
        let (main, side) = if session.game.is_over() {
            (
                html! {
                    <>
                        <section class="game-over" data-testid="game-over">
                            { self.verdict() }
                            { (parts.end)() }
                            <div class="row">
                                { self.play_again() }
                                <a href={Route::NewGame { game: G::ID.into() }.href()} class="button ghost">{ i18n.t("change-setup") }</a>
                                <a href={Route::Home.href()} class="button ghost">{ i18n.t("nav-home") }</a>
                            </div>
                        </section>
                        { (parts.board)(None, html! {}) }
                    </>
                },
                log(None),
            )
        } else {
            // A seat whose screen is open stays the one shown while it is still asked
            // (after taking a move back, say), whatever the seat order.
            let audience = match (*self.revealed, session.audience()) {
                (Some(s), Audience::HandOver(_)) if session.game.to_act().includes(s) => {
                    Audience::HandOver(s)
                }
                (_, audience) => audience,
            };
            match (audience, *self.finished) {
                (Audience::HandOver(_), Some(done)) | (Audience::Table, Some(done))
                    if *self.revealed == Some(done) && !session.game.to_act().includes(done) =>
                {
                    let on_done = {
                        let (f, r) = (self.finished.clone(), self.revealed.clone());
                        Callback::from(move |_| {
                            f.set(None);
                            r.set(None);
                        })
                    };
                    let on_click = on_done.reform(|_: MouseEvent| ());
                    (
                        html! {
                            <HandOver name={session.name(done)} revealed=true on_reveal={Callback::noop()} on_hide={on_done}>
                                { (parts.board)(Some(done), (parts.private)(done)) }
                                <div class="done-step row">
                                    <button class="primary big" data-testid="done" onclick={on_click}>{ i18n.t("done-pass") }</button>
                                    { self.undo_button(done) }
                                </div>
                            </HandOver>
                        },
                        log(Some(done)),
                    )
                }
                // One human: on a laptop their own screen (hand, question) sits beside the
                // board, above the story. (With several humans it stays inside the hand-over.)
                (Audience::Solo(seat), _) => {
                    let waiting = !session.game.to_act().includes(seat);
                    let (inside, beside) = if self.wide {
                        (html! {}, (parts.private)(seat))
                    } else {
                        ((parts.private)(seat), html! {})
                    };
                    (
                        html! {
                            <>
                                { (parts.board)(Some(seat), inside) }
                                if waiting { { thinking } }
                                if !self.wide { { self.undo_button(seat) } }
                            </>
                        },
                        html! {
                            <>
                                if self.wide { <div class="beside">{ beside }{ self.undo_button(seat) }</div> }
                                { log(Some(seat)) }
                            </>
                        },
                    )
                }
                (Audience::HandOver(seat), _) => {
                    let on_reveal = {
                        let r = self.revealed.clone();
                        Callback::from(move |_| r.set(Some(seat)))
                    };
                    let on_hide = {
                        let r = self.revealed.clone();
                        Callback::from(move |_| r.set(None))
                    };
                    let revealed = *self.revealed == Some(seat);
                    // A pass out of turn may be said on the shared screen.
                    let on_pass = G::open_pass(&session.game.legal_actions(seat)).map(|pass| {
                        let play = self.play(seat);
                        Callback::from(move |()| play.emit(pass.clone()))
                    });
                    (
                        html! {
                            <HandOver name={session.name(seat)} {revealed}
                                {on_reveal} {on_hide} {on_pass} public={public()}>
                                { self.since_last_turn(seat) }
                                { (parts.board)(Some(seat), (parts.private)(seat)) }
                                { self.undo_button(seat) }
                            </HandOver>
                        },
                        if revealed {
                            log(Some(seat))
                        } else {
                            html! {}
                        },
                    )
                }
                (Audience::Table, _) => (
                    html! { <>{ (parts.board)(None, html! {}) }{ thinking }</> },
                    log(None),
                ),
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
                if !session.game.is_over() { { self.devices.status_row(i18n) } }
                <p class="sr-only" aria-live="polite" data-testid="turn-announcer">{ self.announcement() }</p>
                <div class="table-layout">
                    // The outline's second level: the headings inside the board and the
                    // players' screens come under it.
                    <div class="table-main"><h2 class="sr-only">{ i18n.t("board") }</h2>{ self.story_strip() }{ main }</div>
                    <aside class="table-side">{ side }</aside>
                </div>
                <footer class="table-footer">
                    if !session.game.is_over() { { self.devices.render(i18n) } }
                    <button class="ghost" data-testid="export" onclick={export}>{ i18n.t("export") }</button>
                </footer>
            </div>
        }
    }
}

/// Focuses the first of these that is on the page (and so scrolls to it).
fn focus_first(targets: &[&str]) {
    let document = web_sys::window().and_then(|w| w.document());
    // An open info sheet keeps the focus it has.
    if document
        .as_ref()
        .and_then(|d| d.query_selector("[data-testid=info-sheet]").ok().flatten())
        .is_some()
    {
        return;
    }
    let target = document.and_then(|d| {
        targets
            .iter()
            .find_map(|css| d.query_selector(css).ok().flatten())
    });
    if let Some(el) = target.and_then(|q| q.dyn_into::<web_sys::HtmlElement>().ok()) {
        if !el.has_attribute("tabindex") {
            let _ = el.set_attribute("tabindex", "-1");
        }
        let _ = el.focus();
    }
}

/// A seat's status in words: a bot "thinks", a human whose turn it is is "to play".
pub fn status_word(i18n: &I18n, key: &str, human: bool) -> String {
    match key {
        "status-thinking" if human => i18n.t("status-to-play"),
        other => i18n.t(other),
    }
}
