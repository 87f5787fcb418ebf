//! Settings: language, animation speed, bot speed, memory aid. Changes apply and are remembered at once.

use crate::components::top_bar::TopBar;
use crate::i18n::{use_i18n, Language};
use crate::route::Route;
use crate::settings::{Settings, Speed};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SettingsProps {
    pub settings: Settings,
    pub on_change: Callback<Settings>,
}

fn parse_speed(value: &str) -> Option<Speed> {
    Speed::ALL.into_iter().find(|s| s.key() == value)
}

#[function_component(SettingsScreen)]
pub fn settings_screen(props: &SettingsProps) -> Html {
    let i18n = use_i18n();
    let change = |f: fn(&mut Settings, &str)| -> Callback<Event> {
        let settings = props.settings.clone();
        let on_change = props.on_change.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            let mut next = settings.clone();
            f(&mut next, &value);
            on_change.emit(next);
        })
    };
    let speed_options =
        |current: Speed| {
            Speed::ALL
            .iter()
            .map(|s| html! {
                <option value={s.key()} selected={*s == current}>{ i18n.t(s.key()) }</option>
            })
            .collect::<Html>()
        };
    let current_language = props.settings.language.map(|l| l.code()).unwrap_or("auto");
    html! {
        <main class="screen settings">
            <TopBar title={i18n.t("settings")} />
            <form class="form" onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
                <label class="field">
                    <span>{ i18n.t("settings-language") }</span>
                    <select data-testid="language" onchange={change(|s, v| s.language = Language::from_code(v))}>
                        <option value="auto" selected={current_language == "auto"}>{ i18n.t("settings-language-auto") }</option>
                        { for Language::ALL.iter().map(|l| html! {
                            <option value={l.code()} selected={current_language == l.code()} translate="no">{ l.native_name() }</option>
                        }) }
                    </select>
                </label>
                <label class="field">
                    <span>{ i18n.t("settings-animation") }</span>
                    <select data-testid="animation" onchange={change(|s, v| if let Some(x) = parse_speed(v) { s.animation = x })}>
                        { speed_options(props.settings.animation) }
                    </select>
                </label>
                <label class="field">
                    <span>{ i18n.t("settings-bot-speed") }</span>
                    <select data-testid="bot-speed" onchange={change(|s, v| if let Some(x) = parse_speed(v) { s.bot_speed = x })}>
                        { speed_options(props.settings.bot_speed) }
                    </select>
                </label>
                <label class="field">
                    <span>{ i18n.t("settings-memory-aid") }</span>
                    <select data-testid="memory-aid" aria-describedby="memory-aid-text" onchange={change(|s, v| s.memory_aid = v == "on")}>
                        <option value="on" selected={props.settings.memory_aid}>{ i18n.t("settings-memory-aid-on") }</option>
                        <option value="off" selected={!props.settings.memory_aid}>{ i18n.t("settings-memory-aid-off") }</option>
                    </select>
                    <small class="muted" id="memory-aid-text">{ i18n.t("settings-memory-aid-text") }</small>
                </label>
            </form>
            <p class="settings-footer">
                <a href={Route::About.href()} class="button ghost">{ i18n.t("settings-about") }</a>
            </p>
        </main>
    }
}
