//! What the player sees when a save cannot be opened: the reason in words, and the data kept.
//! The raw text can be downloaded; deleting needs a second, explicit confirmation.

use crate::i18n::use_i18n;
use crate::storage::{files, saves};
use rt_core::LoadError;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SaveProblemProps {
    pub id: AttrValue,
    pub error: LoadError,
    /// Called after the player deleted the save.
    #[prop_or_default]
    pub on_deleted: Callback<()>,
}

pub fn describe(i18n: &crate::i18n::I18n, error: &LoadError) -> String {
    i18n.t(&format!("load-{}", error.code()))
}

#[function_component(SaveProblem)]
pub fn save_problem(props: &SaveProblemProps) -> Html {
    let i18n = use_i18n();
    let confirming = use_state(|| false);
    let id = props.id.to_string();
    let download = {
        let id = id.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(text) = saves::raw_text(&id) {
                let _ = files::download(&format!("round-table-damaged-{id}.json"), &text);
            }
        })
    };
    let ask = {
        let confirming = confirming.clone();
        Callback::from(move |_: MouseEvent| confirming.set(true))
    };
    let delete = {
        let on_deleted = props.on_deleted.clone();
        Callback::from(move |_: MouseEvent| {
            saves::delete(&id);
            on_deleted.emit(());
        })
    };
    html! {
        <div class="save-problem" role="alert" data-testid="save-problem">
            <p class="problem-title">{ i18n.t("load-problem-title") }</p>
            <p>{ describe(&i18n, &props.error) }</p>
            <p class="muted">{ i18n.t("load-problem-kept") }</p>
            <div class="row">
                <button onclick={download}>{ i18n.t("download-raw") }</button>
                if *confirming {
                    <button class="danger" data-testid="confirm-delete" onclick={delete}>{ i18n.t("delete-confirm") }</button>
                } else {
                    <button class="ghost" onclick={ask}>{ i18n.t("delete") }</button>
                }
            </div>
        </div>
    }
}
