//! Seats played on their own devices, from the host's table: each such seat's join code,
//! the guest's answer, the channel between them, and after every move each guest's update
//! (its seat's view and nothing else, `rt_net::update`). Bots and the match stay here.

use crate::components::seats_form::DEFAULT_BOT_LEVEL;
use crate::games::session::{Session, Shared};
use crate::i18n::I18n;
use crate::net::code_box::CodeBox;
use crate::net::peer::{reason, Peer, PeerEvent};
use crate::net::scan::Scanner;
use rt_core::{Game, Seat, SeatKind};
use rt_net::{encode, update, Code, Host, Leg, Link, Received, Signal, TableKey, ToGuest, Version};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// The app's version, which host and guest must share.
pub const APP_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Where one seat's device stands.
#[derive(Clone, Debug, PartialEq)]
enum Status {
    /// The code is being made.
    Making,
    /// The code is shown; the guest's answer is awaited.
    Offered(String),
    Connected,
    /// The channel closed: the seat waits, and its device may join again.
    Lost,
    Failed(String),
}

struct Slot {
    seat: Seat,
    peer: Option<Peer>,
    link: Link,
    status: Status,
}

type Slots = Rc<RefCell<Vec<Slot>>>;

/// The devices of one table, from [`use_devices`].
pub struct Devices<G: Game> {
    host: Rc<Host>,
    slots: Slots,
    session: UseStateHandle<Shared<G>>,
    latest: Rc<RefCell<Shared<G>>>,
    changed: Callback<()>,
    /// What was typed into each seat's answer box, and why an answer was refused (a
    /// message key).
    answers: UseStateHandle<Vec<(Seat, String)>>,
    problems: UseStateHandle<Vec<(Seat, &'static str)>>,
    /// The seat whose answer the camera is reading.
    scanning: UseStateHandle<Option<Seat>>,
}

/// The devices' state for a table whose session is `session`; every guest is sent its
/// update whenever the session changes.
#[hook]
pub fn use_devices<G: Game>(session: &UseStateHandle<Shared<G>>) -> Devices<G> {
    let host = use_memo((), |_| Host {
        table: TableKey(random_key()),
        version: Version::of::<G>(APP_VERSION),
    });
    let slots: Slots = use_mut_ref(Vec::new);
    let latest = use_mut_ref(|| (**session).clone());
    *latest.borrow_mut() = (**session).clone();
    let tick = use_state(|| 0u32);
    let changed = {
        let tick = tick.clone();
        Callback::from(move |()| tick.set(tick.wrapping_add(1)))
    };
    let answers = use_state(Vec::new);
    let problems = use_state(Vec::new);
    let scanning = use_state(|| None::<Seat>);
    {
        let slots = slots.clone();
        let now = (**session).clone();
        use_effect_with(now, move |now| {
            for slot in slots.borrow_mut().iter_mut() {
                send_update(&now.0, slot);
            }
        });
    }
    let devices = Devices {
        host,
        slots,
        session: session.clone(),
        latest,
        changed,
        answers,
        problems,
        scanning,
    };
    // On opening the table (after a reload of the host, say), the seats on their own
    // devices get their codes.
    {
        let me = devices.clone();
        use_effect_with((), move |_| {
            let session = me.latest.borrow().0.clone();
            if !session.game.is_over() {
                for seat in session.remote().iter() {
                    me.add(seat);
                }
            }
        });
    }
    devices
}

fn random_key() -> u32 {
    let mut bytes = [0u8; 4];
    // Without a random source the key is only weaker, never wrong.
    let _ = getrandom::fill(&mut bytes);
    u32::from_le_bytes(bytes)
}

fn send_update<G: Game>(session: &Session<G>, slot: &mut Slot) {
    if !slot.link.joined {
        return;
    }
    if let Some(peer) = &slot.peer {
        if peer.is_open() {
            peer.send(&encode(&update(
                &session.game,
                &mut slot.link,
                &session.players,
            )));
        }
    }
}

impl<G: Game> Devices<G> {
    fn with_slot<R>(&self, seat: Seat, f: impl FnOnce(&mut Slot) -> R) -> Option<R> {
        with_slot(&self.slots, seat, f)
    }

    /// Moves a seat to its own device: its code is made and shown.
    fn add(&self, seat: Seat) {
        self.slots.borrow_mut().push(Slot {
            seat,
            peer: None,
            link: Link::new(seat),
            status: Status::Making,
        });
        self.set_remote(seat, true);
        // A new code: whatever was typed for the last one no longer fits.
        self.answers.set(without(&self.answers, seat));
        self.problems.set(without(&self.problems, seat));
        let on_event = self.on_event(seat);
        let (slots, changed, table) = (self.slots.clone(), self.changed.clone(), self.host.table);
        changed.emit(());
        wasm_bindgen_futures::spawn_local(async move {
            let made = Peer::offer(on_event).await;
            with_slot(&slots, seat, |slot| match made {
                Ok((peer, sdp)) => {
                    slot.status = match Signal::from_sdp(&sdp) {
                        Ok(signal) => Status::Offered(
                            Code {
                                leg: Leg::Offer,
                                game: G::ID.to_string(),
                                table,
                                seat,
                                signal,
                            }
                            .to_text(),
                        ),
                        Err(e) => Status::Failed(format!("{e:?}")),
                    };
                    slot.peer = Some(peer);
                }
                Err(e) => slot.status = Status::Failed(reason(e)),
            });
            changed.emit(());
        });
    }

    /// Closes a seat's channel and forgets its code.
    fn forget(&self, seat: Seat) {
        self.slots.borrow_mut().retain(|s| s.seat != seat);
    }

    /// A new code for a seat whose device went away (it scans it to join again).
    fn renew(&self, seat: Seat) {
        self.forget(seat);
        self.add(seat);
    }

    /// The seat comes back to this device.
    fn release(&self, seat: Seat) {
        self.forget(seat);
        self.set_remote(seat, false);
        self.changed.emit(());
    }

    /// A bot takes the seat over for good (its device is not coming back).
    fn to_bot(&self, seat: Seat) {
        self.forget(seat);
        self.set_kind(
            seat,
            SeatKind::Bot {
                level: DEFAULT_BOT_LEVEL,
            },
        );
        self.changed.emit(());
    }

    fn set_remote(&self, seat: Seat, remote: bool) {
        self.set_kind(
            seat,
            if remote {
                SeatKind::Device
            } else {
                SeatKind::Human
            },
        );
    }

    /// Changes who plays a seat, in the save too: a reload of the host shows the codes of
    /// the seats on their own devices again, and never their screens.
    fn set_kind(&self, seat: Seat, kind: SeatKind) {
        let current = self.latest.borrow().0.clone();
        if current.players.get(seat.index()).map(|p| &p.kind) == Some(&kind) {
            return;
        }
        let mut next = (*current).clone();
        if let Some(p) = next.players.get_mut(seat.index()) {
            p.kind = kind;
        }
        next.save();
        publish(&self.latest, &self.session, next);
    }

    /// Takes the guest's answer (typed, pasted or scanned), or says why not.
    fn answer(&self, seat: Seat, text: &str) {
        let problem = self.connect(seat, text).err().unwrap_or_default();
        self.problems.set(replace(&self.problems, seat, problem));
    }

    /// Takes the guest's answer for a seat; the channel then opens.
    fn connect(&self, seat: Seat, text: &str) -> Result<(), &'static str> {
        let code = Code::from_text(text, Leg::Answer).map_err(|_| "net-code-unreadable")?;
        if code.table != self.host.table || code.seat != seat {
            return Err("net-code-other-seat");
        }
        let accepting = self
            .with_slot(seat, |slot| {
                slot.peer.as_ref().map(|p| p.accept(&code.signal.to_sdp()))
            })
            .flatten()
            .ok_or("net-code-unreadable")?;
        let (slots, changed) = (self.slots.clone(), self.changed.clone());
        wasm_bindgen_futures::spawn_local(async move {
            if let Err(e) = accepting.await {
                with_slot(&slots, seat, |slot| slot.status = Status::Failed(reason(e)));
                changed.emit(());
            }
        });
        Ok(())
    }

    /// What the seat's channel says: it opened, a message came, it closed.
    fn on_event(&self, seat: Seat) -> Callback<PeerEvent> {
        let (slots, latest, session, host, changed) = (
            self.slots.clone(),
            self.latest.clone(),
            self.session.clone(),
            self.host.clone(),
            self.changed.clone(),
        );
        Callback::from(move |event: PeerEvent| {
            match event {
                PeerEvent::Open => {
                    with_slot(&slots, seat, |slot| slot.status = Status::Connected);
                }
                PeerEvent::Closed => {
                    with_slot(&slots, seat, |slot| {
                        slot.status = Status::Lost;
                        slot.link.joined = false;
                    });
                }
                PeerEvent::Message(text) => {
                    let current = latest.borrow().0.clone();
                    let mut next = (*current).clone();
                    let mut played = false;
                    with_slot(&slots, seat, |slot| {
                        match host.receive(&mut next.game, &mut slot.link, &text) {
                            Received::Joined => send_update(&current, slot),
                            Received::Played => played = true,
                            Received::Refused(refusal) => {
                                if let Some(peer) = &slot.peer {
                                    peer.send(&encode(&ToGuest::<G>::Refused(refusal)));
                                }
                            }
                        }
                    });
                    if played {
                        next.moved();
                        publish(&latest, &session, next);
                    }
                }
            }
            changed.emit(());
        })
    }

    /// The panel under the table: each human seat, and the code or status of those on
    /// their own devices.
    pub fn render(&self, i18n: &I18n) -> Html {
        let session = self.latest.borrow().0.clone();
        let humans = Seat::all(session.players.len())
            .filter(|s| session.players[s.index()].is_human())
            .map(|seat| self.seat_row(i18n, &session, seat));
        let open = !self.slots.borrow().is_empty();
        html! {
            <details class="devices" data-testid="devices" {open}>
                <summary>{ i18n.t("net-devices") }</summary>
                <p class="muted">{ i18n.t("net-devices-how") }</p>
                <ul class="device-list">{ for humans }</ul>
            </details>
        }
    }

    /// The row at the top of the host's table: each seat on its own device and whether it
    /// is there, so the table sees at a glance who has dropped. Nothing without such seats.
    pub fn status_row(&self, i18n: &I18n) -> Html {
        // Each seat's name and look, read under the borrows (neither the session nor an
        // offered code is copied out).
        let latest = self.latest.borrow();
        let seats: Vec<(Seat, String, &str, &str)> = self
            .slots
            .borrow()
            .iter()
            .map(|s| {
                let (class, key) = match s.status {
                    Status::Connected => ("ok", "net-here"),
                    Status::Lost | Status::Failed(_) => ("warn", "net-away"),
                    Status::Making | Status::Offered(_) => ("waiting", "net-not-joined"),
                };
                (s.seat, latest.0.name(s.seat), class, key)
            })
            .collect();
        drop(latest);
        if seats.is_empty() {
            return html! {};
        }
        let chips = seats.into_iter().map(|(seat, name, class, key)| {
            html! {
                <li class={classes!("device-chip", class)} data-testid={format!("device-chip-{}", seat.index())}>
                    <span class="device-dot" aria-hidden="true"></span>
                    <span class="device-name">{ name }</span>
                    <span class="device-state">{ i18n.t(key) }</span>
                </li>
            }
        });
        html! {
            <section class="device-row" data-testid="device-row" aria-label={i18n.t("net-row")}>
                <ul>{ for chips }</ul>
            </section>
        }
    }

    fn seat_row(&self, i18n: &I18n, session: &Session<G>, seat: Seat) -> Html {
        let i = seat.index();
        let name = session.name(seat);
        let status = self.with_slot(seat, |s| s.status.clone());
        let button = |key: &str, testid: String, act: Callback<MouseEvent>| {
            html! { <button class="ghost" data-testid={testid} onclick={act}>{ i18n.t(key) }</button> }
        };
        let act = |f: fn(&Devices<G>, Seat)| {
            let me = self.clone();
            Callback::from(move |_: MouseEvent| f(&me, seat))
        };
        let body = match status {
            None => button("net-seat-add", format!("device-add-{i}"), act(Devices::add)),
            Some(Status::Making) => html! { <p class="muted">{ i18n.t("net-making-code") }</p> },
            Some(Status::Offered(code)) => self.offer(i18n, seat, &code),
            Some(Status::Connected) => html! {
                <p class="device-status ok" data-testid={format!("device-status-{i}")}>{ i18n.t("net-connected") }</p>
            },
            Some(Status::Lost) => html! {
                <>
                    <p class="device-status warn" data-testid={format!("device-status-{i}")}>{ i18n.t("net-lost") }</p>
                    { button("net-new-code", format!("device-renew-{i}"), act(Devices::renew)) }
                </>
            },
            Some(Status::Failed(why)) => html! {
                <>
                    <p class="device-status warn" role="alert">{ i18n.t_args("net-failed", &[("reason", why.into())]) }</p>
                    { button("net-new-code", format!("device-renew-{i}"), act(Devices::renew)) }
                </>
            },
        };
        let back = self.with_slot(seat, |_| ()).map(|()| {
            html! {
                <div class="row">
                    { button("net-seat-back", format!("device-back-{i}"), act(Devices::release)) }
                    { button("net-seat-bot", format!("device-bot-{i}"), act(Devices::to_bot)) }
                </div>
            }
        });
        html! {
            <li class="device" data-testid={format!("device-{i}")}>
                <strong>{ name }</strong>
                { body }
                { for back }
            </li>
        }
    }

    /// The seat's code, as a QR code and as text, and where its device's answer goes.
    fn offer(&self, i18n: &I18n, seat: Seat, code: &str) -> Html {
        let i = seat.index();
        let typed = find(&self.answers, seat).unwrap_or_default();
        let problem = find(&self.problems, seat);
        let oninput = {
            let answers = self.answers.clone();
            Callback::from(move |e: InputEvent| {
                let text = e
                    .target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                    .value();
                answers.set(replace(&answers, seat, text));
            })
        };
        let onclick = {
            let (me, typed) = (self.clone(), typed.clone());
            Callback::from(move |_: MouseEvent| me.answer(seat, &typed))
        };
        let scanning = *self.scanning == Some(seat);
        let on_scan = {
            let scan = self.scanning.clone();
            Callback::from(move |_: MouseEvent| scan.set((!scanning).then_some(seat)))
        };
        let on_code = {
            let me = self.clone();
            Callback::from(move |text: String| {
                me.answer(seat, &text);
                me.scanning.set(None);
            })
        };
        html! {
            <div class="join-code">
                <p>{ i18n.t("net-show-code") }</p>
                <CodeBox code={code.to_string()} testid={format!("device-offer-{i}")} />
                <button class="ghost" type="button" data-testid={format!("device-scan-{i}")} onclick={on_scan}>
                    { i18n.t(if scanning { "net-scan-stop" } else { "net-scan-answer" }) }
                </button>
                if scanning { <Scanner {on_code} /> }
                <label>
                    { i18n.t("net-paste-answer") }
                    <textarea class="code-text" data-testid={format!("device-answer-{i}")} value={typed} {oninput} />
                </label>
                if let Some(key) = problem.filter(|k| !k.is_empty()) { <p class="problem" role="alert">{ i18n.t(key) }</p> }
                <button class="primary" data-testid={format!("device-connect-{i}")} {onclick}>{ i18n.t("net-connect") }</button>
            </div>
        }
    }
}

// By hand: the handles are cloned, whatever `G` is.
impl<G: Game> Clone for Devices<G> {
    fn clone(&self) -> Devices<G> {
        Devices {
            host: self.host.clone(),
            slots: self.slots.clone(),
            session: self.session.clone(),
            latest: self.latest.clone(),
            changed: self.changed.clone(),
            answers: self.answers.clone(),
            problems: self.problems.clone(),
            scanning: self.scanning.clone(),
        }
    }
}

/// Makes `next` the session: for the callbacks (which outlive renders) and for the screen.
fn publish<G: Game>(
    latest: &RefCell<Shared<G>>,
    session: &UseStateHandle<Shared<G>>,
    next: Session<G>,
) {
    let shared = Shared(Rc::new(next));
    *latest.borrow_mut() = shared.clone();
    session.set(shared);
}

/// The list without the seat's entry.
fn without<T: Clone>(list: &[(Seat, T)], seat: Seat) -> Vec<(Seat, T)> {
    list.iter().filter(|(s, _)| *s != seat).cloned().collect()
}

/// A seat's entry in a per-seat list.
fn find<T: Clone>(list: &[(Seat, T)], seat: Seat) -> Option<T> {
    list.iter()
        .find(|(s, _)| *s == seat)
        .map(|(_, t)| t.clone())
}

/// The list with the seat's entry set to `value`.
fn replace<T: Clone>(list: &[(Seat, T)], seat: Seat, value: T) -> Vec<(Seat, T)> {
    let mut next = without(list, seat);
    next.push((seat, value));
    next
}

fn with_slot<R>(slots: &Slots, seat: Seat, f: impl FnOnce(&mut Slot) -> R) -> Option<R> {
    slots
        .borrow_mut()
        .iter_mut()
        .find(|s| s.seat == seat)
        .map(f)
}
