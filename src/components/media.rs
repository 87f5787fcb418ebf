//! Whether a CSS media query holds now, following resizes and rotations: for what a screen
//! leaves out altogether at some widths, rather than drawing it and hiding it with CSS.

use yew::prelude::*;

/// True while `query` (e.g. "(min-width: 640px)") matches the window.
#[hook]
pub fn use_media(query: &'static str) -> bool {
    let list = use_memo(query, |query| {
        web_sys::window().and_then(|w| w.match_media(query).ok().flatten())
    });
    let matches = use_state(|| list.as_ref().as_ref().is_some_and(|l| l.matches()));
    {
        let matches = matches.clone();
        use_effect_with(list, move |list| {
            let listener = list.as_ref().as_ref().map(|l| {
                let l2 = l.clone();
                gloo::events::EventListener::new(l, "change", move |_| matches.set(l2.matches()))
            });
            move || drop(listener)
        });
    }
    *matches
}
