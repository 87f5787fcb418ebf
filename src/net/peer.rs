//! One WebRTC data channel to another device on the local network, with no server: no ICE
//! server at all, the descriptions complete (every candidate gathered) before they are
//! shown as a join code.

use js_sys::{Array, Promise};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelEvent, RtcDataChannelState,
    RtcIceGatheringState, RtcPeerConnection, RtcSdpType, RtcSessionDescriptionInit,
};
use yew::Callback;

/// A browser callback kept alive for as long as its connection.
type Handler = Closure<dyn FnMut(JsValue)>;

/// What the channel tells its owner.
#[derive(Clone, Debug, PartialEq)]
pub enum PeerEvent {
    Open,
    Message(String),
    Closed,
}

/// A connection being made or made. Dropping it closes it.
pub struct Peer {
    connection: RtcPeerConnection,
    channel: Rc<RefCell<Option<RtcDataChannel>>>,
    /// The browser calls these back for as long as the connection lives (the channel's are
    /// set once a guest's channel arrives).
    _handlers: Vec<Handler>,
    _channel_handlers: Rc<RefCell<Vec<Handler>>>,
}

impl Drop for Peer {
    fn drop(&mut self) {
        if let Some(channel) = self.channel.borrow().as_ref() {
            channel.set_onopen(None);
            channel.set_onmessage(None);
            channel.set_onclose(None);
            channel.close();
        }
        self.connection.set_ondatachannel(None);
        self.connection.close();
    }
}

/// Why a connection could not be made.
pub fn reason(error: JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| "WebRTC".into())
}

fn new_connection() -> Result<RtcPeerConnection, JsValue> {
    let config = RtcConfiguration::new();
    // No STUN or TURN server: the devices share a network, and no packet leaves it.
    config.set_ice_servers(&Array::new());
    RtcPeerConnection::new_with_configuration(&config)
}

/// Watches a channel: its opening, its messages, its closing.
fn watch(channel: &RtcDataChannel, on_event: &Callback<PeerEvent>) -> Vec<Handler> {
    let open = {
        let on = on_event.clone();
        Closure::<dyn FnMut(JsValue)>::new(move |_| on.emit(PeerEvent::Open))
    };
    let message = {
        let on = on_event.clone();
        Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
            if let Some(text) = e.unchecked_into::<MessageEvent>().data().as_string() {
                on.emit(PeerEvent::Message(text));
            }
        })
    };
    let close = {
        let on = on_event.clone();
        Closure::<dyn FnMut(JsValue)>::new(move |_| on.emit(PeerEvent::Closed))
    };
    channel.set_onopen(Some(open.as_ref().unchecked_ref()));
    channel.set_onmessage(Some(message.as_ref().unchecked_ref()));
    channel.set_onclose(Some(close.as_ref().unchecked_ref()));
    vec![open, message, close]
}

/// Waits until every candidate is gathered, so the description is complete (no trickle:
/// there is no server to trickle through).
async fn gathered(connection: &RtcPeerConnection) {
    for _ in 0..100 {
        if connection.ice_gathering_state() == RtcIceGatheringState::Complete {
            return;
        }
        gloo::timers::future::TimeoutFuture::new(50).await;
    }
}

async fn describe(connection: &RtcPeerConnection, made: Promise) -> Result<String, JsValue> {
    let description = JsFuture::from(made).await?;
    JsFuture::from(connection.set_local_description(description.unchecked_ref())).await?;
    gathered(connection).await;
    connection
        .local_description()
        .map(|d| d.sdp())
        .ok_or_else(|| JsValue::from_str("no description"))
}

fn remote(kind: RtcSdpType, sdp: &str) -> RtcSessionDescriptionInit {
    let init = RtcSessionDescriptionInit::new(kind);
    init.set_sdp(sdp);
    init
}

impl Peer {
    /// The host's side: a new channel and its complete offer.
    pub async fn offer(on_event: Callback<PeerEvent>) -> Result<(Peer, String), JsValue> {
        let connection = new_connection()?;
        let channel = connection.create_data_channel("table");
        let handlers = watch(&channel, &on_event);
        let sdp = describe(&connection, connection.create_offer()).await?;
        let peer = Peer {
            connection,
            channel: Rc::new(RefCell::new(Some(channel))),
            _handlers: Vec::new(),
            _channel_handlers: Rc::new(RefCell::new(handlers)),
        };
        Ok((peer, sdp))
    }

    /// The guest's side: the host's offer taken, and the complete answer to show.
    pub async fn answer(
        offer: &str,
        on_event: Callback<PeerEvent>,
    ) -> Result<(Peer, String), JsValue> {
        let connection = new_connection()?;
        let channel: Rc<RefCell<Option<RtcDataChannel>>> = Rc::default();
        let kept: Rc<RefCell<Vec<Handler>>> = Rc::default();
        let on_channel = {
            let (channel, kept, on) = (channel.clone(), kept.clone(), on_event.clone());
            Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
                let c = e.unchecked_into::<RtcDataChannelEvent>().channel();
                *kept.borrow_mut() = watch(&c, &on);
                // A channel may open before its handlers are set.
                if c.ready_state() == RtcDataChannelState::Open {
                    on.emit(PeerEvent::Open);
                }
                *channel.borrow_mut() = Some(c);
            })
        };
        connection.set_ondatachannel(Some(on_channel.as_ref().unchecked_ref()));
        JsFuture::from(connection.set_remote_description(&remote(RtcSdpType::Offer, offer)))
            .await?;
        let sdp = describe(&connection, connection.create_answer()).await?;
        Ok((
            Peer {
                connection,
                channel,
                _handlers: vec![on_channel],
                _channel_handlers: kept,
            },
            sdp,
        ))
    }

    /// The host takes the guest's answer; the channel opens soon after.
    pub fn accept(&self, answer: &str) -> impl std::future::Future<Output = Result<(), JsValue>> {
        let promise = self
            .connection
            .set_remote_description(&remote(RtcSdpType::Answer, answer));
        async move { JsFuture::from(promise).await.map(|_| ()) }
    }

    /// Sends a message if the channel is open.
    pub fn send(&self, text: &str) -> bool {
        match self.channel.borrow().as_ref() {
            Some(c) if c.ready_state() == RtcDataChannelState::Open => {
                c.send_with_str(text).is_ok()
            }
            _ => false,
        }
    }

    pub fn is_open(&self) -> bool {
        self.channel
            .borrow()
            .as_ref()
            .is_some_and(|c| c.ready_state() == RtcDataChannelState::Open)
    }
}
