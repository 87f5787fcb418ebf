//! A WebRTC session description cut to what a data channel between two devices on one
//! network needs, so that it fits a small QR code: the ICE credentials, the DTLS
//! fingerprint, the DTLS role and the host candidates (UDP). The full description is
//! rebuilt from these on the other device.

use data_encoding::BASE64;
use serde::{Deserialize, Serialize};
use std::fmt::Write;

/// The DTLS role (`a=setup`): the offer leaves it open, the answer takes one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Setup {
    ActPass,
    Active,
    Passive,
}

/// Where a device may be reached on the local network.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Address {
    V4([u8; 4]),
    V6([u8; 16]),
    /// A browser's private name for its address (`<uuid>.local`), as phones give them.
    Mdns([u8; 16]),
    /// Any other name, kept as written.
    Name(String),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Candidate {
    pub address: Address,
    pub port: u16,
}

/// An ICE username fragment or password. Their characters are base 64's, so one whose
/// length is a multiple of four is kept as the bytes it decodes to: three bytes for four
/// characters.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum IceText {
    Packed(Vec<u8>),
    Plain(String),
}

impl IceText {
    fn read(text: &str) -> IceText {
        match BASE64.decode(text.as_bytes()) {
            Ok(bytes) if text.len().is_multiple_of(4) && BASE64.encode(&bytes) == text => {
                IceText::Packed(bytes)
            }
            _ => IceText::Plain(text.to_string()),
        }
    }

    pub fn text(&self) -> String {
        match self {
            IceText::Packed(bytes) => BASE64.encode(bytes),
            IceText::Plain(text) => text.clone(),
        }
    }
}

/// The essentials of one side's session description.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Signal {
    pub ufrag: IceText,
    pub pwd: IceText,
    /// The SHA-256 fingerprint of the DTLS certificate.
    pub fingerprint: Vec<u8>,
    pub setup: Setup,
    pub candidates: Vec<Candidate>,
}

/// Why a session description could not be cut down.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SignalError {
    Missing(&'static str),
    Bad(&'static str),
}

impl Signal {
    /// Reads the essentials from a full description (after ICE gathering is complete).
    pub fn from_sdp(sdp: &str) -> Result<Signal, SignalError> {
        let attr = |name: &str| {
            sdp.lines()
                .find_map(|l| l.trim().strip_prefix("a=")?.strip_prefix(name))
                .map(str::trim)
        };
        let ufrag = attr("ice-ufrag:").ok_or(SignalError::Missing("ice-ufrag"))?;
        let pwd = attr("ice-pwd:").ok_or(SignalError::Missing("ice-pwd"))?;
        let print = attr("fingerprint:sha-256 ").ok_or(SignalError::Missing("fingerprint"))?;
        let fingerprint = print
            .split(':')
            .map(|h| u8::from_str_radix(h, 16))
            .collect::<Result<Vec<u8>, _>>()
            .map_err(|_| SignalError::Bad("fingerprint"))?;
        if fingerprint.len() != 32 {
            return Err(SignalError::Bad("fingerprint"));
        }
        let setup = match attr("setup:") {
            Some("actpass") => Setup::ActPass,
            Some("active") => Setup::Active,
            Some("passive") => Setup::Passive,
            Some(_) => return Err(SignalError::Bad("setup")),
            None => return Err(SignalError::Missing("setup")),
        };
        let mut candidates: Vec<Candidate> = Vec::new();
        for line in sdp.lines() {
            let Some(c) = line.trim().strip_prefix("a=candidate:") else {
                continue;
            };
            // foundation component transport priority address port "typ" type …
            let f: Vec<&str> = c.split_whitespace().collect();
            let [_, component, transport, _, address, port, "typ", "host", ..] = f.as_slice()
            else {
                continue;
            };
            if *component != "1" || !transport.eq_ignore_ascii_case("udp") {
                continue;
            }
            let Ok(port) = port.parse() else { continue };
            let candidate = Candidate {
                address: Address::read(address),
                port,
            };
            if !candidates.contains(&candidate) {
                candidates.push(candidate);
            }
        }
        if candidates.is_empty() {
            return Err(SignalError::Missing("candidate"));
        }
        Ok(Signal {
            ufrag: IceText::read(ufrag),
            pwd: IceText::read(pwd),
            fingerprint,
            setup,
            candidates,
        })
    }

    /// A full description for a data channel, as `RTCPeerConnection` takes it.
    pub fn to_sdp(&self) -> String {
        let mut s = String::new();
        let setup = match self.setup {
            Setup::ActPass => "actpass",
            Setup::Active => "active",
            Setup::Passive => "passive",
        };
        let print: Vec<String> = self
            .fingerprint
            .iter()
            .map(|b| format!("{b:02X}"))
            .collect();
        s.push_str("v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n");
        s.push_str("a=group:BUNDLE 0\r\na=msid-semantic: WMS\r\n");
        s.push_str("m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n");
        for (i, c) in self.candidates.iter().enumerate() {
            // Host candidates, the first preferred.
            let priority = 2_122_260_223u32.saturating_sub(i as u32 * 256);
            let _ = write!(
                s,
                "a=candidate:{} 1 udp {priority} {} {} typ host generation 0\r\n",
                i + 1,
                c.address.write(),
                c.port
            );
        }
        let _ = write!(
            s,
            "a=end-of-candidates\r\na=ice-ufrag:{}\r\na=ice-pwd:{}\r\n\
             a=fingerprint:sha-256 {}\r\na=setup:{setup}\r\na=mid:0\r\n\
             a=sctp-port:5000\r\na=max-message-size:262144\r\n",
            self.ufrag.text(),
            self.pwd.text(),
            print.join(":")
        );
        s
    }
}

impl Address {
    fn read(text: &str) -> Address {
        if let Ok(ip) = text.parse::<std::net::Ipv4Addr>() {
            return Address::V4(ip.octets());
        }
        if let Ok(ip) = text.parse::<std::net::Ipv6Addr>() {
            return Address::V6(ip.octets());
        }
        if let Some(uuid) = text.strip_suffix(".local").and_then(uuid_bytes) {
            return Address::Mdns(uuid);
        }
        Address::Name(text.to_string())
    }

    fn write(&self) -> String {
        match self {
            Address::V4(b) => std::net::Ipv4Addr::from(*b).to_string(),
            Address::V6(b) => std::net::Ipv6Addr::from(*b).to_string(),
            Address::Mdns(b) => {
                let h: String = b.iter().map(|x| format!("{x:02x}")).collect();
                format!(
                    "{}-{}-{}-{}-{}.local",
                    &h[0..8],
                    &h[8..12],
                    &h[12..16],
                    &h[16..20],
                    &h[20..32]
                )
            }
            Address::Name(n) => n.clone(),
        }
    }
}

/// A lower-case UUID as its 16 bytes, only if it writes back the same.
fn uuid_bytes(text: &str) -> Option<[u8; 16]> {
    let hex: String = text.chars().filter(|c| *c != '-').collect();
    if hex.len() != 32 || text.len() != 36 {
        return None;
    }
    let mut out = [0u8; 16];
    for (i, b) in out.iter_mut().enumerate() {
        *b = u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok()?;
    }
    let back = Address::Mdns(out).write();
    (back.strip_suffix(".local") == Some(text)).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An offer in the form Chromium writes one: an mDNS name, a plain address, a TCP
    /// candidate.
    pub const OFFER: &str = "v=0\r\no=- 5841726612393651744 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n\
a=group:BUNDLE 0\r\na=extmap-allow-mixed\r\na=msid-semantic: WMS\r\n\
m=application 58227 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n\
a=candidate:2541581416 1 udp 2113937151 0f7e8a4c-3a7d-4a43-9d2c-3b1f0a6f9e21.local 58227 typ host generation 0 network-cost 999\r\n\
a=candidate:1357352184 1 udp 2113939711 10.77.0.1 40611 typ host generation 0 network-cost 999\r\n\
a=candidate:3913410736 1 tcp 1518280447 10.77.0.1 9 typ host tcptype active generation 0 network-cost 999\r\n\
a=ice-ufrag:Jx8q\r\na=ice-pwd:2nGJ3Wq9zQ1bW0lXq+P7vTeU\r\na=ice-options:trickle\r\n\
a=fingerprint:sha-256 4F:2A:91:0C:7E:55:D3:18:AB:60:2C:9E:01:FF:72:3B:88:14:C5:0D:E9:26:7A:B3:41:5C:9D:0E:62:F7:A8:13\r\n\
a=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n";

    #[test]
    fn an_offer_is_cut_to_its_essentials_and_rebuilt() {
        let signal = Signal::from_sdp(OFFER).unwrap();
        assert_eq!(signal.ufrag.text(), "Jx8q");
        assert!(matches!(signal.ufrag, IceText::Packed(_)));
        assert_eq!(signal.pwd.text(), "2nGJ3Wq9zQ1bW0lXq+P7vTeU");
        assert_eq!(IceText::read("abcde"), IceText::Plain("abcde".into()));
        assert_eq!(signal.setup, Setup::ActPass);
        assert_eq!(signal.fingerprint.len(), 32);
        // The TCP candidate is left out; the UDP ones kept in order.
        assert_eq!(signal.candidates.len(), 2);
        assert!(matches!(signal.candidates[0].address, Address::Mdns(_)));
        assert_eq!(signal.candidates[1].address, Address::V4([10, 77, 0, 1]));
        let sdp = signal.to_sdp();
        assert!(sdp.contains("0f7e8a4c-3a7d-4a43-9d2c-3b1f0a6f9e21.local 58227 typ host"));
        assert!(sdp.contains("a=fingerprint:sha-256 4F:2A:91:0C"));
        assert_eq!(Signal::from_sdp(&sdp), Ok(signal));
    }

    #[test]
    fn a_description_without_what_is_needed_is_refused() {
        assert_eq!(
            Signal::from_sdp("v=0\r\n"),
            Err(SignalError::Missing("ice-ufrag"))
        );
        let no_candidate: String = OFFER
            .lines()
            .filter(|l| !l.contains("candidate"))
            .map(|l| format!("{l}\r\n"))
            .collect();
        assert_eq!(
            Signal::from_sdp(&no_candidate),
            Err(SignalError::Missing("candidate"))
        );
        let bad_print = OFFER.replace("4F:2A", "4G:2A");
        assert_eq!(
            Signal::from_sdp(&bad_print),
            Err(SignalError::Bad("fingerprint"))
        );
    }
}
