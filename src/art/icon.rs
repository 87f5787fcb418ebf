//! Icons from game-icons.net, drawn from one SVG sprite.
//!
//! scripts/build-assets.sh builds `art/icons.svg` from the names it finds written literally
//! in the sources, so the app ships only the icons it uses and a misspelt name fails the
//! build. That is why a name is always a string literal passed straight to `icon` (to draw
//! it) or `icon_name` (to hand it to a `Face`), or written as `icon="…"` on a `Face`.

use yew::prelude::*;

/// Where the sprite lives, relative to the page (every route is a hash of the same page).
const SPRITE: &str = "art/icons.svg";

/// Draws one icon. It is decoration: whatever it stands for must also be said in words.
pub fn icon(name: &'static str) -> Html {
    let href = format!("{SPRITE}#{name}");
    html! {
        <svg class="icon" aria-hidden="true" focusable="false">
            <use href={href} />
        </svg>
    }
}

/// Names an icon without drawing it, for tables that map a game's things to their pictures.
/// The build collects names spelt this way too.
pub const fn icon_name(name: &'static str) -> &'static str {
    name
}
