//! Joining a table from another device: the host's join code for one seat, typed or
//! pasted, opens that seat's table here (`games::guest`).

use crate::components::top_bar::TopBar;
use crate::i18n::use_i18n;
use crate::net::scan::Scanner;
use crate::route::{go, Route};
use rt_net::{Code, Leg};
use yew::prelude::*;

#[function_component(Join)]
pub fn join() -> Html {
    let i18n = use_i18n();
    let text = use_state(String::new);
    let problem = use_state(|| None::<&'static str>);
    let scanning = use_state(|| false);
    let oninput = {
        let text = text.clone();
        Callback::from(move |e: InputEvent| {
            text.set(
                e.target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                    .value(),
            )
        })
    };
    let open = {
        let problem = problem.clone();
        Callback::from(move |text: String| {
            match Code::from_text(&text, Leg::Offer) {
                Ok(code) if crate::catalog::has_module(&code.game) => {
                    // The code again, cleaned, in the address: a reload opens it once more.
                    go(&Route::Guest {
                        game: code.game.clone(),
                        code: code.to_text(),
                    });
                }
                Ok(_) => problem.set(Some("net-code-other-game")),
                Err(_) => problem.set(Some("net-code-unreadable")),
            }
        })
    };
    let onsubmit = {
        let (text, open) = (text.clone(), open.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            open.emit((*text).clone());
        })
    };
    let on_scan = {
        let scanning = scanning.clone();
        Callback::from(move |_: MouseEvent| scanning.set(!*scanning))
    };
    html! {
        <main class="screen join">
            <TopBar title={i18n.t("net-join")} />
            <p>{ i18n.t("net-join-how") }</p>
            <button class="ghost" type="button" data-testid="join-scan" onclick={on_scan}>
                { i18n.t(if *scanning { "net-scan-stop" } else { "net-scan" }) }
            </button>
            if *scanning { <Scanner on_code={open} /> }
            <form {onsubmit}>
                <label>
                    { i18n.t("net-code") }
                    <textarea class="code-text" data-testid="join-code" value={(*text).clone()} {oninput} />
                </label>
                if let Some(key) = *problem { <p class="problem" role="alert">{ i18n.t(key) }</p> }
                <button class="primary" type="submit" data-testid="join-go">{ i18n.t("net-join-go") }</button>
            </form>
        </main>
    }
}
