//! New game: a playable game's module brings its setup form as this screen's children; the
//! others say they are coming.

use crate::catalog;
use crate::components::top_bar::TopBar;
use crate::i18n::use_i18n;
use crate::route::Route;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    pub game: AttrValue,
    /// The game's setup form; none for a game still to come.
    #[prop_or_default]
    pub children: Option<Html>,
}

#[function_component(NewGame)]
pub fn new_game(props: &NewGameProps) -> Html {
    let i18n = use_i18n();
    let Some(game) = catalog::find(&props.game) else {
        return html! { <crate::screens::not_found::NotFound /> };
    };
    let form = props.children.clone().unwrap_or_else(|| {
        html! {
            <div class="coming-note">
                <p>{ i18n.t("coming-soon-body") }</p>
                <a href={Route::Rules { game: game.id.to_string() }.href()} class="button ghost">{ i18n.t("rules") }</a>
            </div>
        }
    });
    html! {
        <main class="screen new-game-screen">
            <TopBar title={i18n.t(&game.name_key())} />
            { form }
        </main>
    }
}
