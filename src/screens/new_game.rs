//! New game: each playable game brings its own setup form; others say they are coming.

use crate::catalog;
use crate::components::top_bar::TopBar;
use crate::games;
use crate::i18n::use_i18n;
use crate::route::Route;
use yew::prelude::*;
use yew_router::prelude::*;

#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    pub game: AttrValue,
}

#[function_component(NewGame)]
pub fn new_game(props: &NewGameProps) -> Html {
    let i18n = use_i18n();
    let Some(game) = catalog::find(&props.game) else {
        return html! { <crate::screens::not_found::NotFound /> };
    };
    let form = match game.id {
        "excalibur-chips" => html! { <games::chips::ChipsSetup /> },
        "avalon" => html! { <games::avalon::AvalonSetup /> },
        _ => html! {
            <div class="coming-note">
                <p>{ i18n.t("coming-soon-body") }</p>
                <Link<Route> to={Route::Rules { game: game.id.to_string() }} classes="button ghost">{ i18n.t("rules") }</Link<Route>>
            </div>
        },
    };
    html! {
        <main class="screen new-game-screen">
            <TopBar title={i18n.t(&game.name_key())} />
            { form }
        </main>
    }
}
