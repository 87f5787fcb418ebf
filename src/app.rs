//! The app root: settings and language contexts, the info sheet, the router, the update banner.

use crate::components::info_sheet::InfoSheetHost;
use crate::components::update_banner::UpdateBanner;
use crate::i18n::I18n;
use crate::route::Route;
use crate::screens::{
    about::About, continue_list::ContinueList, home::Home, new_game::NewGame, not_found::NotFound,
    play::Play, rules::Rules, settings::SettingsScreen,
};
use crate::settings::Settings;
use yew::prelude::*;
use yew_router::prelude::*;

#[function_component(App)]
pub fn app() -> Html {
    let settings = use_state(Settings::load);
    let i18n = use_memo(settings.language(), |language| I18n::new(*language));
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
        // index.html's loading screen has done its work.
        if let Some(boot) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("boot"))
        {
            boot.remove();
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
    let switch = move |route: Route| match route {
        Route::Home => html! { <Home /> },
        Route::NewGame { game } => html! { <NewGame {game} /> },
        Route::Play { id } => html! { <Play {id} /> },
        Route::Continue => html! { <ContinueList /> },
        Route::Settings => {
            html! { <SettingsScreen settings={current.clone()} on_change={on_settings.clone()} /> }
        }
        Route::Rules { game } => html! { <Rules {game} /> },
        Route::About => html! { <About /> },
        Route::NotFound => html! { <NotFound /> },
    };
    html! {
        <ContextProvider<Settings> context={(*settings).clone()}>
            <ContextProvider<I18n> context={(*i18n).clone()}>
                <InfoSheetHost>
                    <HashRouter>
                        <UpdateBanner />
                        <Switch<Route> render={switch} />
                    </HashRouter>
                </InfoSheetHost>
            </ContextProvider<I18n>>
        </ContextProvider<Settings>>
    }
}
