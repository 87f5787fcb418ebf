//! The bar at the top of every screen: back home, and the screen's title.

use crate::i18n::use_i18n;
use crate::route::Route;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TopBarProps {
    pub title: AttrValue,
    #[prop_or(true)]
    pub back: bool,
}

#[function_component(TopBar)]
pub fn top_bar(props: &TopBarProps) -> Html {
    let i18n = use_i18n();
    html! {
        <header class="top-bar">
            if props.back {
                <a href={Route::Home.href()} class="back">
                    <span aria-hidden="true">{ "‹ " }</span>{ i18n.t("nav-home") }
                </a>
            }
            <h1>{ props.title.clone() }</h1>
        </header>
    }
}
