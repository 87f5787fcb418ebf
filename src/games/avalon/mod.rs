//! Screens for Avalon (with the Lady of the Lake, Excalibur and the Plot cards).

mod board;
pub mod faces;
pub mod glossary;
mod guide;
pub mod prompt;
mod setup;
mod table;
pub mod words;

pub use setup::AvalonSetup;
pub use table::AvalonTable;

use crate::games::session::{Session, Shared};
use crate::i18n::AVALON;
use crate::module::{check_as, GameModule};
use rt_core::Game;
use std::rc::Rc;
use yew::prelude::*;

/// What this game adds to its module (`game-<id>`).
pub const MODULE: GameModule = GameModule {
    id: <::avalon::Avalon as Game>::ID,
    catalogue: AVALON,
    setup: || html! { <AvalonSetup /> },
    open: |save| {
        let session = Session::<::avalon::Avalon>::open(&save)?;
        Ok(html! { <AvalonTable key={save.id} session={Shared(Rc::new(session))} /> })
    },
    glossary: glossary::glossary,
    check: check_as::<::avalon::Avalon>,
    learn: crate::games::guide::start_guided::<::avalon::Avalon>,
    guest: None,
};

/// The module a guest's device loads (`guest-avalon`): the same, plus a guest's table.
pub const GUEST: GameModule = GameModule {
    guest: Some(crate::games::guest::table::<::avalon::Avalon>),
    ..MODULE
};
