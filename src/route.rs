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
    #[at("/about")]
    About,
    #[not_found]
    #[at("/404")]
    NotFound,
}
