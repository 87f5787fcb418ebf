//! Screens for Shadows over Camelot.

mod board;
mod companions;
pub mod faces;
pub mod glossary;
mod guide;
mod prompt;
mod setup;
mod squires;
mod table;
pub mod words;

pub use setup::CamelotSetup;
pub use table::CamelotTable;

use crate::games::session::{Session, Shared};
use crate::i18n::CAMELOT;
use crate::module::{check_as, GameModule};
use rt_core::Game;
use std::rc::Rc;
use yew::prelude::*;

/// What this game adds to its module (`game-camelot`).
pub const MODULE: GameModule = GameModule {
    id: <::camelot::Camelot as Game>::ID,
    catalogue: CAMELOT,
    setup: || html! { <CamelotSetup /> },
    open: |save| {
        let session = Session::<::camelot::Camelot>::open(&save)?;
        Ok(html! { <CamelotTable key={save.id} session={Shared(Rc::new(session))} /> })
    },
    glossary: glossary::glossary,
    check: check_as::<::camelot::Camelot>,
    learn: crate::games::guide::start_guided::<::camelot::Camelot>,
    guest: None,
};

/// The module a guest's device loads (`guest-camelot`): the same, plus a guest's table.
pub const GUEST: GameModule = GameModule {
    guest: Some(crate::games::guest::table::<::camelot::Camelot>),
    ..MODULE
};
