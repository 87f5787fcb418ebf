//! Screens for Excalibur, the chip game.

mod board;
pub mod chip_view;
mod ending;
pub mod glossary;
mod guide;
mod prompt;
mod setup;
mod table;
pub mod words;

pub use setup::ChipsSetup;
pub use table::ChipsTable;

use crate::games::session::{Session, Shared};
use crate::i18n::CHIPS;
use crate::module::{check_as, GameModule};
use rt_core::Game;
use std::rc::Rc;
use yew::prelude::*;

/// What this game adds to its module (`game-<id>`).
pub const MODULE: GameModule = GameModule {
    id: <::chips::Chips as Game>::ID,
    catalogue: CHIPS,
    setup: || html! { <ChipsSetup /> },
    open: |save| {
        let session = Session::<::chips::Chips>::open(&save)?;
        Ok(html! { <ChipsTable key={save.id} session={Shared(Rc::new(session))} /> })
    },
    glossary: glossary::glossary,
    check: check_as::<::chips::Chips>,
    learn: crate::games::guide::start_guided::<::chips::Chips>,
    guest: None,
};

/// The module a guest's device loads (`guest-excalibur-chips`): the same, plus a guest's table.
pub const GUEST: GameModule = GameModule {
    guest: Some(crate::games::guest::table::<::chips::Chips>),
    ..MODULE
};
