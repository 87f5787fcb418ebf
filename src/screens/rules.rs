//! A game's rules in our own words: paragraphs `rules-<game>-1`, `-2`, … until one is missing,
//! then whatever glossary the game's own module adds (its chips, roles or cards).

use crate::catalog;
use crate::components::top_bar::TopBar;
use crate::i18n::use_i18n;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RulesProps {
    pub game: AttrValue,
    /// The game's glossary, drawn by its own module.
    #[prop_or_default]
    pub children: Html,
}

#[function_component(Rules)]
pub fn rules(props: &RulesProps) -> Html {
    let i18n = use_i18n();
    let Some(game) = catalog::find(&props.game) else {
        return html! { <crate::screens::not_found::NotFound /> };
    };
    let paragraphs = (1..)
        .map(|n| format!("rules-{}-{n}", game.id))
        .take_while(|key| i18n.has(key))
        .map(|key| html! { <p>{ i18n.t(&key) }</p> });
    html! {
        <main class="screen rules">
            <TopBar title={i18n.t(&game.name_key())} />
            <article class="prose">
                <h2>{ i18n.t("rules-heading") }</h2>
                { for paragraphs }
                { props.children.clone() }
                if !game.playable {
                    <p class="badge">{ i18n.t("coming-soon") }</p>
                }
            </article>
        </main>
    }
}
