//! About: what the app is, that it works offline, and credit for the icons and fonts it uses
//! (CC BY 3.0 asks for the first; the SIL Open Font License travels with the font files).

use crate::art::icon;
use crate::components::top_bar::TopBar;
use crate::i18n::use_i18n;
use yew::prelude::*;

#[function_component(About)]
pub fn about() -> Html {
    let i18n = use_i18n();
    html! {
        <main class="screen about prose">
            <TopBar title={i18n.t("about-title")} />
            <p>{ i18n.t("app-tagline") }</p>
            <p>{ i18n.t("about-offline") }</p>
            <ul class="credits">
                <li data-testid="credit-icons">
                    <h3>{ icon("crossed-swords") }{ " " }{ i18n.t("about-icons-title") }</h3>
                    <p>{ i18n.t("about-icons") }</p>
                </li>
                <li data-testid="credit-fonts">
                    <h3>{ icon("quill-ink") }{ " " }{ i18n.t("about-fonts-title") }</h3>
                    <p>{ i18n.t("about-fonts") }</p>
                </li>
            </ul>
        </main>
    }
}
