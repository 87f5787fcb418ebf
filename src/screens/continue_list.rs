//! Continue: every saved game, newest first, with export; import from a file; damaged saves
//! shown with their reason and kept.

use crate::catalog;
use crate::components::save_problem::{describe, SaveProblem};
use crate::components::top_bar::TopBar;
use crate::i18n::{use_i18n, Arg};
use crate::route::Route;
use crate::storage::files;
use crate::storage::saves::{self, SaveEntry};
use rt_core::{Envelope, LoadError};
use wasm_bindgen::JsValue;
use web_sys::HtmlInputElement;
use yew::prelude::*;

pub fn format_time(ms: f64, language: &str) -> String {
    js_sys::Date::new(&JsValue::from_f64(ms))
        .to_locale_string(language, &JsValue::UNDEFINED)
        .as_string()
        .unwrap_or_default()
}

/// Checks imported text fully before anything is stored: the envelope here, then every move
/// by the game's own module.
async fn import(text: &str) -> Result<String, LoadError> {
    let mut envelope = Envelope::parse(text)?;
    crate::module::check_by_game(&envelope.game, text).await?;
    if envelope.id.is_empty() || saves::exists(&envelope.id) {
        envelope.id = saves::new_id();
    }
    if !saves::store(&envelope.id, &envelope) {
        return Err(LoadError::NotASave("storage refused".into()));
    }
    Ok(envelope.id)
}

#[function_component(ContinueList)]
pub fn continue_list() -> Html {
    let i18n = use_i18n();
    let entries = use_state(saves::list);
    let import_error = use_state(|| None::<LoadError>);
    let refresh = {
        let entries = entries.clone();
        Callback::from(move |_| entries.set(saves::list()))
    };
    let on_import = {
        let import_error = import_error.clone();
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let import_error = import_error.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let Some(read) = files::read_chosen(&input).await else {
                    return;
                };
                let result = match read {
                    Ok(text) => import(&text).await,
                    Err(error) => Err(LoadError::NotJson(error)),
                };
                input.set_value("");
                match result {
                    Ok(id) => {
                        import_error.set(None);
                        crate::route::go(&Route::Play { id });
                    }
                    Err(error) => import_error.set(Some(error)),
                }
            });
        })
    };
    // The save whose deletion waits for a second tap.
    let confirming = use_state(|| None::<String>);
    let language = i18n.language().code();
    let rows = entries.iter().map(|entry| match entry {
        SaveEntry::Readable(save) => {
            let name = catalog::find(&save.game)
                .map(|g| i18n.t(&g.name_key()))
                .unwrap_or_else(|| save.game.clone());
            let export = {
                let id = save.id.clone();
                let game = save.game.clone();
                Callback::from(move |_: MouseEvent| {
                    if let Some(text) = saves::raw_text(&id) {
                        let _ = files::download(&format!("round-table-{game}-{id}.json"), &text);
                    }
                })
            };
            let status = match &save.outcome {
                Some(outcome) => {
                    let winners: Vec<&str> = save
                        .players
                        .iter()
                        .zip(outcome)
                        .filter(|(_, o)| o.won())
                        .map(|(p, _)| p.name.as_str())
                        .collect();
                    if winners.is_empty() {
                        i18n.t("save-finished-nobody")
                    } else {
                        i18n.t_args(
                            "save-finished",
                            &[("names", Arg::from(winners.join(", "))), ("count", Arg::from(winners.len()))],
                        )
                    }
                }
                None => i18n.t("save-in-progress"),
            };
            let id = save.id.clone();
            let asking = confirming.as_deref() == Some(id.as_str());
            let ask = {
                let (confirming, id) = (confirming.clone(), id.clone());
                Callback::from(move |_: MouseEvent| confirming.set(Some(id.clone())))
            };
            let cancel = {
                let confirming = confirming.clone();
                Callback::from(move |_: MouseEvent| confirming.set(None))
            };
            let delete = {
                let (confirming, id, refresh) = (confirming.clone(), id.clone(), refresh.clone());
                Callback::from(move |_: MouseEvent| {
                    saves::delete(&id);
                    confirming.set(None);
                    refresh.emit(());
                })
            };
            html! {
                <li class={classes!("save-row", save.outcome.is_some().then_some("finished"))} key={save.id.clone()} data-testid="save-row">
                    <div class="save-info">
                        <strong>{ name }</strong>
                        <span class={classes!("save-status", save.outcome.is_some().then_some("done"))} data-testid="save-status">{ status }</span>
                        <span>{ saves::player_names(&save.players) }</span>
                        <span class="muted">{ i18n.t_args("last-move", &[("time", Arg::from(format_time(save.updated_ms, language)))]) }</span>
                    </div>
                    <div class="row">
                        if asking {
                            <button class="danger" data-testid="delete-confirm" onclick={delete}>{ i18n.t("delete-save-confirm") }</button>
                            <button class="ghost" data-testid="delete-cancel" onclick={cancel}>{ i18n.t("delete-save-cancel") }</button>
                        } else {
                            <a href={Route::Play { id: save.id.clone() }.href()} class="button primary">{ i18n.t("resume") }</a>
                            <button class="ghost" onclick={export}>{ i18n.t("export") }</button>
                            <button class="ghost" data-testid="delete-save" onclick={ask}>{ i18n.t("delete-save") }</button>
                        }
                    </div>
                </li>
            }
        }
        SaveEntry::Damaged { id, error, .. } => html! {
            <li class="save-row damaged" key={id.clone()}>
                <SaveProblem id={id.clone()} error={error.clone()} on_deleted={refresh.clone()} />
            </li>
        },
    });
    html! {
        <main class="screen continue">
            <TopBar title={i18n.t("continue")} />
            if entries.is_empty() {
                <p class="empty muted">{ i18n.t("no-saves") }</p>
            }
            <ul class="save-list">{ for rows }</ul>
            <section class="import">
                <label class="button ghost file-button">
                    { i18n.t("import") }
                    <input type="file" accept=".json,application/json" data-testid="import" onchange={on_import} />
                </label>
                if let Some(error) = &*import_error {
                    <p class="problem" role="alert" data-testid="import-error">
                        { i18n.t("import-failed") }{ " " }{ describe(&i18n, error) }
                    </p>
                }
            </section>
        </main>
    }
}
