//! Table talk within the rules (§4.3): players may describe their hands only in general
//! terms. These are the things a seat may say; the board shows each seat's latest, the log
//! tells them, and bots both say and read them.

use crate::action::EvilChoice;
use crate::quest::Quest;
use rt_core::Seat;
use serde::{Deserialize, Serialize};

/// What kind of cards a knight says he is strong in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Suit {
    Grails,
    Fights,
    Specials,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Statement {
    /// "I can help at this quest."
    CanHelp(Quest),
    /// "I am strong in Grails / Fight cards / Special cards."
    Strong(Suit),
    /// "My hand is weak."
    Weak,
    /// "I will feed Evil this way next turn."
    WillFeed(EvilChoice),
    /// "I suspect this knight."
    Suspect(Seat),
    /// "I trust this knight."
    Trust(Seat),
}

/// Every statement a seat may make at a table of `seats`.
pub fn statements(me: Seat, seats: usize) -> Vec<Statement> {
    let mut out: Vec<Statement> = Quest::ALL.iter().map(|q| Statement::CanHelp(*q)).collect();
    out.extend([Suit::Grails, Suit::Fights, Suit::Specials].map(Statement::Strong));
    out.push(Statement::Weak);
    out.extend(
        [
            EvilChoice::DrawBlack,
            EvilChoice::AddEngine,
            EvilChoice::LoseLife,
        ]
        .map(Statement::WillFeed),
    );
    for other in Seat::all(seats).filter(|s| *s != me) {
        out.push(Statement::Suspect(other));
        out.push(Statement::Trust(other));
    }
    out
}
