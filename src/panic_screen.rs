//! No blank page, ever: if the app panics, the page is replaced by a plain message in the
//! player's language with a way home. Saves are untouched (they are written before any
//! screen uses them), so going home loses nothing.

use crate::i18n::Translator;
use crate::settings::Settings;

pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        show(&info.to_string());
    }));
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

fn show(detail: &str) {
    if let Some(body) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
    {
        show_in(&body, detail);
    }
}

/// Replaces `target`'s content with the error screen.
pub fn show_in(target: &web_sys::Element, detail: &str) {
    let t = Translator::with(Settings::load().language(), &[crate::i18n::SHARED]);
    // A plain link to the page without its route reloads the app from scratch.
    target.set_inner_html(&format!(
        r#"<main class="screen fatal" role="alert" data-testid="fatal">
             <h1>{title}</h1><p>{body}</p>
             <p><a class="button primary" href="./">{home}</a></p>
             <details><summary>{details}</summary><pre>{detail}</pre></details>
           </main>"#,
        title = escape(&t.t("fatal-title")),
        body = escape(&t.t("fatal-body")),
        home = escape(&t.t("nav-home")),
        details = escape(&t.t("fatal-details")),
        detail = escape(detail),
    ));
}
