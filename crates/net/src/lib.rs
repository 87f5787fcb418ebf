//! Play across devices with no server: one device hosts the match, the others join it over
//! the local network (a WebRTC data channel) and each sees only its own seat.
//!
//! - `protocol`: the messages, as JSON text, and their limits;
//! - `host`: the host's checks on each guest message, and each guest's update;
//! - `guest`: a guest's table, built from the updates alone;
//! - `signal`: a WebRTC session description cut to its essentials;
//! - `invite`: the join codes (offer and answer) as short base-32 texts;
//! - `qr`: those codes as QR codes, drawn and read back.
//!
//! Nothing here touches the web: the app carries the texts over `RTCPeerConnection`.

pub mod guest;
pub mod host;
pub mod invite;
pub mod protocol;
pub mod qr;
pub mod signal;

pub use guest::GuestTable;
pub use host::{update, Host, Link, Received};
pub use invite::{Code, CodeError, Leg};
pub use protocol::{
    decode, encode, Refusal, TableKey, ToGuest, ToHost, Update, Version, MAX_MESSAGE, PROTOCOL,
};
pub use signal::{Signal, SignalError};
