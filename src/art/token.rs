//! A token: a small counter, an icon and a number (cards left in a deck, lives, points,
//! chips in hand). The label says in words what is counted, for screen readers and hover.

use super::face::Tone;
use super::icon::icon;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TokenProps {
    pub icon: &'static str,
    pub count: i64,
    /// What is counted, e.g. "Plot cards left: 4" (already translated, number included).
    pub label: AttrValue,
    #[prop_or_default]
    pub tone: Tone,
    #[prop_or_default]
    pub testid: Option<AttrValue>,
}

#[function_component(Token)]
pub fn token(props: &TokenProps) -> Html {
    html! {
        <span class={classes!("art-token", props.tone.class())} role="img"
            aria-label={props.label.clone()} title={props.label.clone()} data-testid={props.testid.clone()}>
            { icon(props.icon) }
            <span class="art-token-count" aria-hidden="true">{ props.count }</span>
        </span>
    }
}
