use crate::components::top_bar::TopBar;
use crate::i18n::use_i18n;
use yew::prelude::*;

#[function_component(NotFound)]
pub fn not_found() -> Html {
    let i18n = use_i18n();
    html! {
        <main class="screen">
            <TopBar title={i18n.t("not-found")} />
            <p>{ i18n.t("not-found-body") }</p>
        </main>
    }
}
