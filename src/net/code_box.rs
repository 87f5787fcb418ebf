//! A join code as one device shows it to another: a QR code to scan, and its text to copy
//! and paste (or send through any messaging app).

use crate::i18n::use_i18n;
use js_sys::{Function, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct CodeBoxProps {
    pub code: AttrValue,
    /// The text box's test id.
    pub testid: AttrValue,
}

/// Copies text with the browser's clipboard, if it lets the page.
fn copy(text: &str) -> bool {
    let call = || -> Option<()> {
        let navigator = web_sys::window()?.navigator();
        let clipboard = Reflect::get(&navigator, &"clipboard".into()).ok()?;
        let write: Function = Reflect::get(&clipboard, &"writeText".into())
            .ok()?
            .dyn_into()
            .ok()?;
        write.call1(&clipboard, &JsValue::from_str(text)).ok()?;
        Some(())
    };
    call().is_some()
}

#[function_component(CodeBox)]
pub fn code_box(props: &CodeBoxProps) -> Html {
    let i18n = use_i18n();
    let copied = use_state(|| false);
    let qr = rt_net::qr::svg(&props.code).map(|(svg, _)| Html::from_html_unchecked(svg.into()));
    let onclick = {
        let (code, copied) = (props.code.clone(), copied.clone());
        Callback::from(move |_: MouseEvent| copied.set(copy(&code)))
    };
    html! {
        <div class="code-box">
            <div class="qr" role="img" aria-label={i18n.t("net-qr")}>{ for qr }</div>
            <textarea readonly=true class="code-text" aria-label={i18n.t("net-code")}
                data-testid={props.testid.clone()} value={props.code.clone()} />
            <button class="ghost" type="button" {onclick}>
                { i18n.t(if *copied { "net-copied" } else { "net-copy" }) }
            </button>
        </div>
    }
}
