//! "A new version is ready": shown when the service worker has installed a newer build.
//! The page's registration script fires `rt-update-ready`; applying calls `rtApplyUpdate`,
//! which activates the new worker and reloads.

use crate::i18n::use_i18n;
use gloo::events::EventListener;
use wasm_bindgen::JsValue;
use yew::prelude::*;

#[function_component(UpdateBanner)]
pub fn update_banner() -> Html {
    let i18n = use_i18n();
    let ready = use_state(|| false);
    {
        let ready = ready.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window()
                .map(|w| EventListener::new(&w, "rt-update-ready", move |_| ready.set(true)));
            move || drop(listener)
        });
    }
    if !*ready {
        return html! {};
    }
    let apply = Callback::from(|_: MouseEvent| {
        if let Some(w) = web_sys::window() {
            if let Ok(f) = js_sys::Reflect::get(&w, &JsValue::from_str("rtApplyUpdate")) {
                if let Some(f) = wasm_bindgen::JsCast::dyn_ref::<js_sys::Function>(&f) {
                    let _ = f.call0(&JsValue::NULL);
                }
            }
        }
    });
    html! {
        <div class="update-banner" role="status">
            <span>{ i18n.t("update-ready") }</span>
            <button class="primary" onclick={apply}>{ i18n.t("update-apply") }</button>
        </div>
    }
}
