//! Answers a player may give on the shared screen, without taking the device: passing on an
//! out-of-turn window (Camelot's Merlins against a Black card, a volunteer for Morgan, a
//! call home; Avalon's public Plot cards). The hand-over offers them beside "show my
//! screen", so the device goes only to those who want to act. Saying "I pass" out loud
//! tells the table nothing the game keeps secret: everyone is asked, whatever they hold.

use rt_core::Game;

pub trait OpenPass: Game {
    /// The pass among these answers of a seat asked out of turn, if it has one.
    fn open_pass(_legal: &[Self::Action]) -> Option<Self::Action> {
        None
    }
}

impl OpenPass for ::camelot::Camelot {
    fn open_pass(legal: &[::camelot::Action]) -> Option<::camelot::Action> {
        use ::camelot::{Action, Cancel};
        legal
            .iter()
            .find(|a| {
                matches!(
                    a,
                    Action::Cancel(Cancel::Pass)
                        | Action::Volunteer(false)
                        | Action::Follow(false)
                        | Action::Rescue(false)
                        | Action::Kay(None)
                )
            })
            .cloned()
    }
}

impl OpenPass for ::avalon::Avalon {
    fn open_pass(legal: &[::avalon::Action]) -> Option<::avalon::Action> {
        legal
            .iter()
            .find(|a| matches!(a, ::avalon::Action::Pass))
            .copied()
    }
}

impl OpenPass for ::chips::Chips {}

impl OpenPass for ::excalibur85::Excalibur85 {}
