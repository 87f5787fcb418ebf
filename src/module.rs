//! The page's wasm modules. The page (index.html) draws the home screen itself and loads one
//! module at a time into `#app`: the shell (`round-table`: settings, saved games, about) or a
//! game's module (`game-<id>`), which is the same app plus that one game's setup, table and
//! rules. So the home screen needs no wasm, the shell no engine, and opening a game loads
//! that game alone (docs/loading.md). Each module exports `mount`, `unmount` and `check`.

use crate::app::App;
use crate::i18n::{Catalogue, I18n};
use js_sys::{Function, Promise, Reflect};
use rt_core::{Envelope, Game, LoadError};
use serde_json::Value;
use std::cell::RefCell;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// What a game brings to its module.
#[derive(Clone, Copy)]
pub struct GameModule {
    pub id: &'static str,
    /// The game's own messages, added to the shared ones.
    pub catalogue: Catalogue,
    /// The setup form.
    pub setup: fn() -> Html,
    /// A readable save's table, after replaying it as this game.
    pub open: fn(Envelope<Value>) -> Result<Html, LoadError>,
    /// What the rules page shows after the rules' text (chips, roles, cards).
    pub glossary: fn(&I18n) -> Html,
    /// Replays a save's text as this game: see [`check`].
    pub check: fn(&str) -> Result<(), LoadError>,
    /// Starts and saves the guided first game; its id.
    pub learn: fn() -> Result<String, rt_core::SetupError>,
    /// A guest's table, from the host's join code for its seat: only in the game's guest
    /// module (`guest-<id>`), since reading the host's views and events back is a large part
    /// of a module that the host's own device never needs.
    pub guest: Option<fn(AttrValue) -> Html>,
}

impl PartialEq for GameModule {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}

/// Replays a save's whole text as game `G`.
pub fn check_as<G: Game>(text: &str) -> Result<(), LoadError> {
    Envelope::parse(text)?.open::<G>().map(|_| ())
}

thread_local! {
    /// How to take down the app mounted now, if any.
    static MOUNTED: RefCell<Option<yew::AppHandle<App>>> = const { RefCell::new(None) };
}

/// Draws the app inside `root`, replacing any earlier mount.
pub fn mount(game: Option<GameModule>, root: web_sys::Element) {
    unmount();
    if let Some(game) = &game {
        crate::art::icon::set_game_sprite(game.id);
    }
    let app =
        yew::Renderer::<App>::with_root_and_props(root, crate::app::AppProps { game }).render();
    MOUNTED.with(|m| *m.borrow_mut() = Some(app));
}

pub fn unmount() {
    if let Some(app) = MOUNTED.with(|m| m.borrow_mut().take()) {
        app.destroy();
    }
}

/// The answer of a module's `check` export: empty when the save opens, else the `LoadError`
/// as JSON, for another module to explain.
pub fn check_answer(game: Option<GameModule>, text: &str) -> String {
    let result = match game {
        Some(game) => (game.check)(text),
        None => Err(LoadError::UnknownGame(String::new())),
    };
    match result {
        Ok(()) => String::new(),
        Err(error) => serde_json::to_string(&error).unwrap_or_default(),
    }
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// Imports and starts a module of this build by name, once (index.html); resolves to its
    /// exports.
    #[wasm_bindgen(js_name = rtLoad, catch)]
    pub(crate) fn rt_load(name: &str) -> Result<Promise, JsValue>;
}

/// Checks a save's text with its own game's module, loading that module if need be (without
/// drawing it): an import is checked by the game it belongs to.
pub async fn check_by_game(game: &str, text: &str) -> Result<(), LoadError> {
    let unknown = || LoadError::UnknownGame(game.to_string());
    if !crate::catalog::has_module(game) {
        return Err(unknown());
    }
    let promise = rt_load(&format!("game-{game}")).map_err(|_| unknown())?;
    let module = JsFuture::from(promise).await.map_err(|_| unknown())?;
    let answer = Reflect::get(&module, &JsValue::from_str("check"))
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok())
        .and_then(|f| f.call1(&JsValue::NULL, &JsValue::from_str(text)).ok())
        .and_then(|a| a.as_string())
        .ok_or_else(unknown)?;
    if answer.is_empty() {
        return Ok(());
    }
    Err(serde_json::from_str(&answer).unwrap_or_else(|e| LoadError::BadRecord(e.to_string())))
}

/// A module's entry points, expanded in its binary so that no other module exports them:
/// `app_module!(None)` for the shell, `app_module!(Some(MODULE))` for a game.
#[macro_export]
macro_rules! app_module {
    ($game:expr) => {
        fn main() {
            $crate::panic_screen::install();
        }

        /// Draws the app in `root`.
        #[wasm_bindgen::prelude::wasm_bindgen]
        pub fn mount(root: web_sys::Element) {
            $crate::module::mount($game, root)
        }

        #[wasm_bindgen::prelude::wasm_bindgen]
        pub fn unmount() {
            $crate::module::unmount()
        }

        /// Replays a save's text as this module's game: "" when it opens, else why not.
        #[wasm_bindgen::prelude::wasm_bindgen]
        pub fn check(save: String) -> String {
            $crate::module::check_answer($game, &save)
        }
    };
}
