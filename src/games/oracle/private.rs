//! One seat's own choices: its secret pick, or its answer in the veto window.

use crate::i18n::{use_i18n, Arg};
use oracle::{Action, PhaseView, View, HIGHEST, LOWEST};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PrivateProps {
    pub view: View,
    pub legal: Vec<Action>,
    pub on_action: Callback<Action>,
}

#[function_component(Private)]
pub fn private(props: &PrivateProps) -> Html {
    let i18n = use_i18n();
    let act = |action: Action| {
        let on_action = props.on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(action.clone()))
    };
    let allowed = |a: &Action| props.legal.contains(a);
    match &props.view.phase {
        PhaseView::Picking {
            my_pick: Some(value),
            ..
        } => html! {
            <p class="private-note">{ i18n.t_args("oracle-your-pick", &[("value", Arg::from(u32::from(*value)))]) }</p>
        },
        PhaseView::Picking { .. } => html! {
            <div class="choice">
                <h2>{ i18n.t("oracle-pick-prompt") }</h2>
                <div class="number-pad">
                    { for (LOWEST..=HIGHEST).map(|n| html! {
                        <button class="number" data-testid={format!("pick-{n}")}
                            disabled={!allowed(&Action::Pick(n))} onclick={act(Action::Pick(n))}>{ n }</button>
                    }) }
                </div>
            </div>
        },
        PhaseView::Veto { .. } if allowed(&Action::Pass) => html! {
            <div class="choice">
                <h2>{ i18n.t("oracle-veto-prompt") }</h2>
                <p class="muted">{ i18n.t("oracle-veto-hint") }</p>
                <div class="row">
                    <button class="primary" data-testid="pass" onclick={act(Action::Pass)}>{ i18n.t("oracle-pass") }</button>
                    <button class="danger" data-testid="veto" onclick={act(Action::Veto)}>{ i18n.t("oracle-veto-action") }</button>
                </div>
            </div>
        },
        _ => html! {},
    }
}
