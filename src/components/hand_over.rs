//! The hand-over screen for pass-the-device play.
//!
//! While hidden, the private content is not rendered at all (not merely styled away), so
//! nothing private is in the page until the named player confirms. The parent owns the
//! `revealed` flag, so it can hide the screen again the moment the player has acted.

use crate::i18n::use_i18n;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HandOverProps {
    /// Who should take the device.
    pub name: AttrValue,
    pub revealed: bool,
    pub on_reveal: Callback<()>,
    pub on_hide: Callback<()>,
    /// Private content, rendered only once revealed.
    pub children: Html,
    /// Public content that anyone may see while the device changes hands.
    #[prop_or_default]
    pub public: Html,
    /// Out of turn, the player may pass without taking the device (`OpenPass`).
    #[prop_or_default]
    pub on_pass: Option<Callback<()>>,
}

#[function_component(HandOver)]
pub fn hand_over(props: &HandOverProps) -> Html {
    let i18n = use_i18n();
    let name = props.name.to_string();
    if props.revealed {
        let on_hide = props.on_hide.reform(|_: MouseEvent| ());
        html! {
            <section class="private" aria-label={i18n.t_args("private-of", &[("name", name.clone().into())])}>
                <header class="private-head">
                    <span class="private-badge">{ i18n.t_args("private-of", &[("name", name.into())]) }</span>
                    <button class="ghost" data-testid="hide-private" onclick={on_hide}>{ i18n.t("hide-screen") }</button>
                </header>
                { props.children.clone() }
            </section>
        }
    } else {
        let on_reveal = props.on_reveal.reform(|_: MouseEvent| ());
        html! {
            <section class="hand-over" data-testid="hand-over">
                <div class="hand-over-card">
                    <p class="hand-over-icon" aria-hidden="true">{ "⇄" }</p>
                    <h2>{ i18n.t_args("hand-over-title", &[("name", name.clone().into())]) }</h2>
                    <p class="muted">{ i18n.t_args("hand-over-hint", &[("name", name.clone().into())]) }</p>
                    <button class="primary big" data-testid="reveal" onclick={on_reveal}>
                        { i18n.t_args("hand-over-confirm", &[("name", name.clone().into())]) }
                    </button>
                    if let Some(on_pass) = &props.on_pass {
                        <p class="muted">{ i18n.t_args("hand-over-pass-hint", &[("name", name.clone().into())]) }</p>
                        <button class="ghost" data-testid="pass-in-the-open" onclick={on_pass.reform(|_: MouseEvent| ())}>
                            { i18n.t_args("hand-over-pass", &[("name", name.into())]) }
                        </button>
                    }
                </div>
                { props.public.clone() }
            </section>
        }
    }
}
