//! Screens for Excalibur, the 1985 adventure game.

mod board;
pub mod faces;
pub mod glossary;
mod guide;
mod map;
mod prompt;
mod setup;
mod table;
mod trail;
pub mod words;

pub use setup::Excalibur85Setup;
pub use table::Excalibur85Table;

use crate::games::session::{Session, Shared};
use crate::i18n::EXCALIBUR85;
use crate::module::{check_as, GameModule};
use excalibur85::Excalibur85;
use rt_core::Game;
use std::rc::Rc;
use yew::prelude::*;

/// What this game adds to its module (`game-excalibur-1985`).
pub const MODULE: GameModule = GameModule {
    id: <Excalibur85 as Game>::ID,
    catalogue: EXCALIBUR85,
    setup: || html! { <Excalibur85Setup /> },
    open: |save| {
        let session = Session::<Excalibur85>::open(&save)?;
        Ok(html! { <Excalibur85Table key={save.id} session={Shared(Rc::new(session))} /> })
    },
    glossary: glossary::glossary,
    check: check_as::<Excalibur85>,
    learn: crate::games::guide::start_guided::<::excalibur85::Excalibur85>,
    guest: None,
};

/// The module a guest's device loads (`guest-excalibur-1985`): the same, plus a guest's table.
pub const GUEST: GameModule = GameModule {
    guest: Some(crate::games::guest::table::<::excalibur85::Excalibur85>),
    ..MODULE
};
