//! A guest device's table: the player's own seat on their own phone. It knows only what the
//! host sends it (`rt_net::GuestTable`): the seat's view, its legal actions, the events it
//! may know. Its moves go to the host, which plays them or says why not.

use crate::art::mention::told;
use crate::games::devices::APP_VERSION;
use crate::games::session::Seating;
use crate::games::table_frame::{Story, Thing};
use crate::i18n::{use_i18n, I18n};
use crate::net::code_box::CodeBox;
use crate::net::peer::{reason, Peer, PeerEvent};
use rt_core::{Game, Seat};
use rt_net::{decode, encode, Code, GuestTable, Leg, Signal, ToGuest, ToHost, Version};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsValue;
use yew::prelude::*;

/// What a game draws for a guest: the board as the seat sees it with its own screen
/// inside, and its story in words.
pub trait SeatScreen: Game {
    fn seat_screen(
        seating: Rc<Seating>,
        view: Self::View,
        legal: Vec<Self::Action>,
        on_action: Callback<Self::Action>,
    ) -> Html;
    const STORY: Story<Self>;
    const THING: Thing;
}

#[derive(Properties, PartialEq)]
pub struct GuestProps {
    /// The host's join code for this seat, as typed or scanned.
    pub code: AttrValue,
}

/// How far the connection has come.
#[derive(Clone, Debug, PartialEq)]
enum Stage {
    /// The answer is being made.
    Answering,
    /// The answer is shown, for the host to take.
    Answer(String),
    Connected,
    /// The host would not take this device (its stable code: `error-<code>`).
    Refused(String),
    /// The host's device went away.
    Lost,
    Failed(String),
}

/// A game's guest table for a join code: what its guest module's `GameModule::guest` draws.
pub fn table<G: SeatScreen>(code: AttrValue) -> Html {
    html! { <Guest<G> {code} /> }
}

/// The guest's table for the code in its address.
#[function_component(Guest)]
pub fn guest<G: SeatScreen>(props: &GuestProps) -> Html {
    let i18n = use_i18n();
    let stage = use_state(|| Stage::Answering);
    let table = use_state(|| None::<Rc<GuestTable<G>>>);
    let peer = use_mut_ref(|| None::<Peer>);
    // The table as last received, for the channel's callback (which outlives renders).
    let latest: Rc<RefCell<Option<Rc<GuestTable<G>>>>> = use_mut_ref(|| None);
    let offer = Code::from_text(&props.code, Leg::Offer)
        .ok()
        .filter(|c| c.game == G::ID);
    {
        let (stage, table, peer, latest) =
            (stage.clone(), table.clone(), peer.clone(), latest.clone());
        let offer = offer.clone();
        use_effect_with(props.code.clone(), move |_| {
            if let Some(offer) = offer {
                connect::<G>(offer, stage, table, peer.clone(), latest);
            }
            move || drop(peer.borrow_mut().take())
        });
    }
    let Some(offer) = offer else {
        return html! {
            <main class="guest">
                <crate::components::top_bar::TopBar title={i18n.t("net-join")} />
                <p class="problem" role="alert" data-testid="guest-problem">{ i18n.t("net-code-unreadable") }</p>
                <a class="button" href={crate::route::Route::Join.href()}>{ i18n.t("net-try-again") }</a>
            </main>
        };
    };
    let send = {
        let peer = peer.clone();
        let table = (*table).clone();
        Callback::from(move |action: G::Action| {
            let seen = table.as_ref().map_or(0, |t| t.now.number);
            if let Some(p) = peer.borrow().as_ref() {
                SENT_AT.set(Some(now_ms()));
                p.send(&encode(&ToHost::<G>::Act { seen, action }));
            }
        })
    };
    let status = match &*stage {
        Stage::Answering => {
            html! { <p class="muted" role="status">{ i18n.t("net-making-code") }</p> }
        }
        Stage::Answer(text) => answer_code(&i18n, text),
        Stage::Connected => html! {
            <p class="device-status ok" role="status" data-testid="guest-status">{ i18n.t("net-connected-host") }</p>
        },
        Stage::Refused(code) => html! {
            <p class="problem" role="alert" data-testid="guest-status">{ i18n.t(&format!("error-{code}")) }</p>
        },
        Stage::Lost => html! {
            <p class="device-status warn" role="alert" data-testid="guest-status">{ i18n.t("net-lost-host") }</p>
        },
        Stage::Failed(why) => html! {
            <p class="problem" role="alert">{ i18n.t_args("net-failed", &[("reason", why.clone().into())]) }</p>
        },
    };
    let body = (*table)
        .as_ref()
        .map(|t| played::<G>(&i18n, t, offer.seat, send));
    // The updates received so far: what a test watches to see the game move.
    let moves = (*table).as_ref().map_or(0, |t| t.now.number).to_string();
    html! {
        <main class={classes!("guest", "table", G::ID)} data-testid="guest" data-moves={moves}>
            <crate::components::top_bar::TopBar title={i18n.t(&format!("game-{}", G::ID))} />
            { status }
            { for body }
        </main>
    }
}

/// Makes the answer to the host's offer, then follows the channel.
fn connect<G: SeatScreen>(
    offer: Code,
    stage: UseStateHandle<Stage>,
    table: UseStateHandle<Option<Rc<GuestTable<G>>>>,
    peer: Rc<RefCell<Option<Peer>>>,
    latest: Rc<RefCell<Option<Rc<GuestTable<G>>>>>,
) {
    // Whether the channel opened (it may open before the answer is shown: the host was
    // quick), kept outside the state handles, which hold the values of one render.
    let opened = Rc::new(std::cell::Cell::new(false));
    let recording = recording();
    let join = encode(&ToHost::<G>::Join {
        version: Version::of::<G>(APP_VERSION),
        table: offer.table,
        seat: offer.seat,
    });
    let on_event = {
        let (stage, peer, opened) = (stage.clone(), peer.clone(), opened.clone());
        Callback::from(move |event: PeerEvent| match event {
            PeerEvent::Open => {
                opened.set(true);
                stage.set(Stage::Connected);
                if recording {
                    raw_sender(peer.clone());
                }
                // Join, and join again while no table has come (a first message lost, or
                // the host busy): the host answers every join with the whole table.
                let (peer, latest, join) = (peer.clone(), latest.clone(), join.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    for _ in 0..JOIN_TRIES {
                        if latest.borrow().is_some() {
                            break;
                        }
                        match peer.borrow().as_ref() {
                            Some(p) if p.is_open() => {
                                p.send(&join);
                            }
                            _ => break,
                        }
                        gloo::timers::future::TimeoutFuture::new(JOIN_AGAIN_MS).await;
                    }
                });
            }
            PeerEvent::Closed => stage.set(Stage::Lost),
            PeerEvent::Message(text) => {
                // From the player's tap to the screen that answers it.
                let sent = SENT_AT.take();
                if recording {
                    record("rtReceived", &JsValue::from_str(&text));
                    if let Some(sent) = sent {
                        record("rtLatency", &JsValue::from_f64(now_ms() - sent));
                    }
                }
                let Ok(message) = decode::<ToGuest<G>>(&text) else {
                    return;
                };
                let mut next = latest.borrow().as_deref().cloned();
                match (&mut next, message) {
                    (None, ToGuest::Update(update)) => next = Some(GuestTable::start(*update)),
                    (Some(t), message) => {
                        // A lost update: join again for the whole story.
                        if t.receive(message).is_err() {
                            if let Some(p) = peer.borrow().as_ref() {
                                p.send(&join);
                            }
                        }
                    }
                    // Refused before the first update: another version, or a code of
                    // another table or seat.
                    (None, ToGuest::Refused(refusal)) => {
                        stage.set(Stage::Refused(refusal.code().to_string()));
                    }
                }
                let next = next.map(Rc::new);
                *latest.borrow_mut() = next.clone();
                table.set(next);
            }
        })
    };
    let sdp = offer.signal.to_sdp();
    wasm_bindgen_futures::spawn_local(async move {
        match Peer::answer(&sdp, on_event).await {
            Ok((made, answer)) => {
                *peer.borrow_mut() = Some(made);
                match Signal::from_sdp(&answer) {
                    Ok(signal) => {
                        let code = Code {
                            leg: Leg::Answer,
                            game: String::new(),
                            table: offer.table,
                            seat: offer.seat,
                            signal,
                        };
                        if !opened.get() {
                            stage.set(Stage::Answer(code.to_text()));
                        }
                    }
                    Err(e) => stage.set(Stage::Failed(format!("{e:?}"))),
                }
            }
            Err(e) => stage.set(Stage::Failed(reason(e))),
        }
    });
}

/// How often, and how long apart, a guest joins again while no table has come.
const JOIN_TRIES: usize = 30;
const JOIN_AGAIN_MS: u32 = 2_000;

thread_local! {
    /// When the player's last action left for the host.
    static SENT_AT: std::cell::Cell<Option<f64>> = const { std::cell::Cell::new(None) };
}

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// Whether the stored setting `rt.net.record` is on: then a guest keeps every message from
/// the host (`window.rtReceived`) and the time from each tap to the host's answer
/// (`window.rtLatency`). How the end-to-end tests check that a guest is never sent another
/// seat's secrets, and how the figures are measured.
fn recording() -> bool {
    use gloo::storage::{LocalStorage, Storage};
    LocalStorage::get::<bool>("rt.net.record").unwrap_or(false)
}

/// Adds `value` to the list `window[key]`.
fn record(key: &str, value: &JsValue) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let key = JsValue::from_str(key);
    let list: js_sys::Array = js_sys::Reflect::get(&window, &key)
        .ok()
        .filter(js_sys::Array::is_array)
        .map(wasm_bindgen::JsCast::unchecked_into)
        .unwrap_or_default();
    list.push(value);
    let _ = js_sys::Reflect::set(&window, &key, &list);
}

/// While recording, `window.rtSend(text)` sends any text to the host as it stands: how the
/// end-to-end tests check that a malformed or forged message is refused with a clear word
/// and nothing is lost.
fn raw_sender(peer: Rc<RefCell<Option<Peer>>>) {
    use wasm_bindgen::closure::Closure;
    let Some(window) = web_sys::window() else {
        return;
    };
    let send = Closure::<dyn Fn(String)>::new(move |text: String| {
        if let Some(p) = peer.borrow().as_ref() {
            p.send(&text);
        }
    });
    let _ = js_sys::Reflect::set(&window, &JsValue::from_str("rtSend"), send.as_ref());
    // The page keeps it for as long as the channel may be used.
    send.forget();
}

/// The guest's answer, for the host's device: a QR code and its text.
fn answer_code(i18n: &I18n, text: &str) -> Html {
    html! {
        <section class="join-code" data-testid="guest-answer">
            <h2>{ i18n.t("net-answer-title") }</h2>
            <p>{ i18n.t("net-answer-how") }</p>
            <CodeBox code={text.to_string()} testid="guest-answer-code" />
        </section>
    }
}

/// The seat's table, its refusal if any, and the story so far.
fn played<G: SeatScreen>(
    i18n: &I18n,
    table: &GuestTable<G>,
    seat: Seat,
    send: Callback<G::Action>,
) -> Html {
    let now = &table.now;
    let seating = Rc::new(Seating {
        players: now.players.clone(),
        to_act: now.to_act.iter().copied().collect(),
        over: now.outcomes.is_some(),
    });
    let verdict = now
        .outcomes
        .as_ref()
        .and_then(|o| o.get(seat.index()))
        .map(|o| {
            let won = o.kind.won();
            html! {
                <p class={classes!("verdict", if won { "won" } else { "lost" })} data-testid="verdict">
                    { i18n.t(if won { "you-won" } else { "you-lost" }) }
                </p>
            }
        });
    let refused = table.refused.as_ref().map(|r| {
        html! { <p class="problem" role="alert">{ i18n.t(&format!("error-{}", r.code())) }</p> }
    });
    let events: Vec<&G::Event> = table.story.iter().collect();
    let chapters = (G::STORY)(i18n, &seating, &now.view, Some(seat), &events);
    let lines = chapters.iter().rev().filter(|c| !c.lines.is_empty()).map(|c| {
        html! {
            <section class="chapter">
                if let Some(t) = &c.title { <h3>{ t }</h3> }
                <ol>{ for c.lines.iter().map(|l| html! { <li>{ told(l, &|slug| (G::THING)(i18n, slug)) }</li> }) }</ol>
            </section>
        }
    });
    html! {
        <div class="table-layout">
            <div class="table-main">
                <h2 class="sr-only">{ i18n.t("board") }</h2>
                { for verdict }
                { for refused }
                { G::seat_screen(seating.clone(), now.view.clone(), now.legal.clone(), send) }
            </div>
            <aside class="table-side">
                <details class="log" open=true data-testid="log">
                    <summary>{ i18n.t("log") }</summary>
                    <div class="log-scroll" tabindex="0" role="region" aria-label={i18n.t("log")}>{ for lines }</div>
                </details>
            </aside>
        </div>
    }
}
