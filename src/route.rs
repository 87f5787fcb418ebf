//! Screens by address. Hash routing keeps every address served by the same page, so a reload
//! lands on the same screen from any static host and from the offline cache.

use yew_router::prelude::*;

#[derive(Clone, Debug, PartialEq, Routable)]
pub enum Route {
    #[at("/")]
    Home,
    #[at("/new/:game")]
    NewGame { game: String },
    #[at("/play/:id")]
    Play { id: String },
    #[at("/continue")]
    Continue,
    #[at("/settings")]
    Settings,
    #[at("/rules/:game")]
    Rules { game: String },
    /// Starts a game's guided first game (a link may point straight at it).
    #[at("/learn/:game")]
    Learn { game: String },
    #[at("/about")]
    About,
    /// Where a guest enters the host's join code, to play a seat on this device.
    #[at("/join")]
    Join,
    /// A guest's table, from the host's join code for one seat.
    #[at("/guest/:game/:code")]
    Guest { game: String, code: String },
    #[not_found]
    #[at("/404")]
    NotFound,
}

impl Route {
    /// The address for a plain link: `#/play/abc`. Plain links, not the router's own, because
    /// each game runs in its own module with its own router, and only a change of the page's
    /// address reaches all of them.
    pub fn href(&self) -> String {
        format!("#{}", self.to_path())
    }
}

/// Goes to a screen from code (after starting a game, say) by changing the page's address, so
/// that the shell and any game module both follow.
pub fn go(route: &Route) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().set_hash(&route.to_path());
    }
}
