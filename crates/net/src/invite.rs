//! Join codes: what one device must tell another to open a channel, as a short text that
//! is also the content of a QR code.
//!
//! The host makes one code per seat (its offer); the guest answers with its own code.
//! Both carry the table's key and the seat, so an answer only fits the offer it answers.
//! Written in base 32 (upper-case letters and digits), which QR codes store in their
//! compact alphanumeric mode and which survives being pasted into any messaging app.

use crate::protocol::TableKey;
use crate::signal::Signal;
use data_encoding::BASE32_NOPAD;
use rt_core::Seat;
use serde::{Deserialize, Serialize};

/// Which way a code goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Leg {
    /// From the host, for one seat.
    Offer,
    /// From the guest, back to the host.
    Answer,
}

/// The content of a join code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Code {
    pub leg: Leg,
    /// The game (its id) in an offer, so the guest opens the right one; an answer leaves it
    /// empty.
    pub game: String,
    pub table: TableKey,
    pub seat: Seat,
    pub signal: Signal,
}

/// Why a text is not a join code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Not base 32, or not a code once read: mistyped or cut short.
    Unreadable,
    /// A code of the other leg (an answer where an offer was expected, or the reverse).
    WrongLeg,
}

impl Code {
    pub fn to_text(&self) -> String {
        // A plain struct always serializes.
        let bytes = postcard::to_allocvec(self).unwrap_or_default();
        BASE32_NOPAD.encode(&bytes)
    }

    /// Reads a code as typed or pasted: spaces, line breaks and case are forgiven.
    pub fn from_text(text: &str, leg: Leg) -> Result<Code, CodeError> {
        let clean: String = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| c.to_ascii_uppercase())
            .collect();
        let bytes = BASE32_NOPAD
            .decode(clean.as_bytes())
            .map_err(|_| CodeError::Unreadable)?;
        let code: Code = postcard::from_bytes(&bytes).map_err(|_| CodeError::Unreadable)?;
        if code.leg != leg {
            return Err(CodeError::WrongLeg);
        }
        Ok(code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::signal::{Address, Candidate, IceText, Setup};

    pub fn sample(leg: Leg) -> Code {
        Code {
            leg,
            game: "avalon".into(),
            table: TableKey(0x1234_5678),
            seat: Seat(3),
            signal: Signal {
                ufrag: IceText::Plain("Jx8q".into()),
                pwd: IceText::Plain("2nGJ3Wq9zQ1bW0lXq+P7vTeU".into()),
                fingerprint: (0..32).collect(),
                setup: Setup::ActPass,
                candidates: vec![Candidate {
                    address: Address::Mdns([7; 16]),
                    port: 58227,
                }],
            },
        }
    }

    #[test]
    fn a_code_reads_back_as_typed_or_pasted() {
        let code = sample(Leg::Offer);
        let text = code.to_text();
        assert!(text
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit()));
        assert!(text.len() < 200, "{} characters", text.len());
        assert_eq!(Code::from_text(&text, Leg::Offer), Ok(code.clone()));
        // Pasted with line breaks and in lower case.
        let messy = format!(" {}\n{} ", &text[..20].to_lowercase(), &text[20..]);
        assert_eq!(Code::from_text(&messy, Leg::Offer), Ok(code));
    }

    #[test]
    fn a_wrong_code_says_what_is_wrong() {
        let text = sample(Leg::Answer).to_text();
        assert_eq!(Code::from_text(&text, Leg::Offer), Err(CodeError::WrongLeg));
        assert_eq!(
            Code::from_text(&text[..text.len() - 9], Leg::Answer),
            Err(CodeError::Unreadable)
        );
        assert_eq!(
            Code::from_text("HELLO, WORLD", Leg::Answer),
            Err(CodeError::Unreadable)
        );
    }
}
