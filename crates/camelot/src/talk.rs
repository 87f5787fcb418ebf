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
pub fn statements(me: Seat, seats: usize) -> impl Iterator<Item = Statement> {
    let quests = Quest::ALL.into_iter().map(Statement::CanHelp);
    let suits = [Suit::Grails, Suit::Fights, Suit::Specials]
        .into_iter()
        .map(Statement::Strong);
    let feeds = [
        EvilChoice::DrawBlack,
        EvilChoice::AddEngine,
        EvilChoice::LoseLife,
    ]
    .into_iter()
    .map(Statement::WillFeed);
    let others = Seat::all(seats)
        .filter(move |s| *s != me)
        .flat_map(|o| [Statement::Suspect(o), Statement::Trust(o)]);
    quests
        .chain(suits)
        .chain(std::iter::once(Statement::Weak))
        .chain(feeds)
        .chain(others)
}
