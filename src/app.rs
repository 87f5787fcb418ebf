//! The app: settings and language contexts, the info sheet, the router and the screens every
//! module shares (settings, saved games, about), plus the screens of the module's game if it
//! has one. The home screen is index.html's own, drawn before any wasm arrives; on its address
//! the app draws nothing, and on another game's addresses it draws nothing while the page
//! swaps in that game's module.

use crate::catalog;
use crate::components::info_sheet::InfoSheetHost;
use crate::i18n::{I18n, SHARED};
use crate::module::GameModule;
use crate::route::Route;
use crate::screens::{
    about::About, continue_list::ContinueList, join::Join, new_game::NewGame, not_found::NotFound,
    play::Play, rules::Rules, settings::SettingsScreen,
};
use crate::settings::Settings;
use crate::storage::saves;
use rt_core::LoadError;
use yew::prelude::*;
use yew_router::prelude::*;

#[derive(Properties, PartialEq)]
pub struct AppProps {
    /// The game this module plays; none for the shell.
    #[prop_or_default]
    pub game: Option<GameModule>,
}

#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    let game = props.game;
    let settings = use_state(Settings::load);
    let i18n = use_memo(settings.language(), move |language| match game {
        Some(game) => I18n::with(*language, &[SHARED, game.catalogue]),
        None => I18n::with(*language, &[SHARED]),
    });
    {
        // The page's language and animation speed follow the settings.
        let language = settings.language();
        let factor = settings.animation.animation_factor();
        use_effect_with((language, settings.animation), move |_| {
            if let Some(root) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.document_element())
            {
                let _ = root.set_attribute("lang", language.code());
                let _ = root.set_attribute("style", &format!("--anim: {factor}"));
            }
        });
    }
    // Marks the first render, which scripts/figures.sh reads as "time to first render".
    use_effect_with((), |_| {
        if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
            let _ = performance.mark("rt-first-render");
        }
    });
    let on_settings = {
        let settings = settings.clone();
        Callback::from(move |next: Settings| {
            next.save();
            settings.set(next);
        })
    };
    let current = (*settings).clone();
    // Built only for the rules page: every card's face and text is a large part of the
    // first draw of any other screen.
    let glossary_i18n = (*i18n).clone();
    let mine = move |id: &str| game.is_some_and(|g| g.id == id);
    let switch = move |route: Route| match route {
        Route::Home => html! {},
        Route::NewGame { game: id } if mine(&id) => {
            html! { <NewGame game={id}>{ game.map(|g| (g.setup)()) }</NewGame> }
        }
        Route::Rules { game: id } if mine(&id) => {
            let glossary = game.map(|g| (g.glossary)(&glossary_i18n));
            html! { <Rules game={id}>{ glossary.unwrap_or_default() }</Rules> }
        }
        Route::Learn { game: id } if mine(&id) => match game {
            Some(g) => html! { <crate::games::guide::StartGuided learn={g.learn} /> },
            None => html! { <NotFound /> },
        },
        // Another game's screens: its module takes over the page.
        Route::NewGame { game: id } | Route::Rules { game: id } | Route::Learn { game: id }
            if catalog::has_module(&id) =>
        {
            html! {}
        }
        Route::Learn { .. } => html! { <NotFound /> },
        Route::NewGame { game } => html! { <NewGame {game} /> },
        Route::Rules { game } => html! { <Rules {game} /> },
        // A save of another game's: its module takes over the page.
        Route::Play { id } => match saves::game_of(&id) {
            Some(other) if !mine(&other) && catalog::has_module(&other) => html! {},
            _ => {
                let open =
                    Callback::from(
                        move |save: rt_core::Envelope<serde_json::Value>| match game {
                            Some(game) if game.id == save.game => (game.open)(save),
                            _ => Err(LoadError::UnknownGame(save.game)),
                        },
                    );
                html! { <Play {id} {open} /> }
            }
        },
        Route::Continue => html! { <ContinueList /> },
        Route::Settings => {
            html! { <SettingsScreen settings={current.clone()} on_change={on_settings.clone()} /> }
        }
        Route::About => html! { <About /> },
        Route::Join => html! { <Join /> },
        Route::Guest { game: id, code } if mine(&id) => match game.and_then(|g| g.guest) {
            Some(guest) => guest(code.into()),
            // The game's own module: the page is swapping in its guest module.
            None => html! {},
        },
        // Another game's guest table: its guest module takes over the page.
        Route::Guest { game: id, .. } if catalog::has_module(&id) => html! {},
        Route::Guest { .. } => html! { <NotFound /> },
        Route::NotFound => html! { <NotFound /> },
    };
    html! {
        <ContextProvider<Settings> context={(*settings).clone()}>
            <ContextProvider<I18n> context={(*i18n).clone()}>
                <InfoSheetHost>
                    <HashRouter>
                        <Switch<Route> render={switch} />
                    </HashRouter>
                </InfoSheetHost>
            </ContextProvider<I18n>>
        </ContextProvider<Settings>>
    }
}
