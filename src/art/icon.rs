//! Icons from game-icons.net, drawn from one SVG sprite.
//!
//! scripts/build-assets.sh builds `art/icons.svg` from the names it finds written literally
//! in the sources, so the app ships only the icons it uses and a misspelt name fails the
//! build. That is why a name is always a string literal passed straight to `icon` (to draw
//! it) or `icon_name` (to hand it to a `Face`), or written as `icon="…"` on a `Face`.

use std::cell::RefCell;
use yew::prelude::*;

thread_local! {
    /// Where the sprite lives, relative to the page (every route is a hash of the same page):
    /// the shell's holds every icon, a game's module its own (`set_game_sprite`).
    static SPRITE: RefCell<String> = RefCell::new("art/icons.svg".into());
}

/// From now on icons come from `game`'s own sprite, `art/icons-<game>.svg`: the icons its
/// screens and the shared ones name, a fifth to a half of the whole sprite. The page writes
/// it into itself before the module draws (`#sprite`, index.html), and then the icons point
/// there: as a file the browser fetched and parsed it again for each part drawn apart.
pub fn set_game_sprite(game: &str) {
    let inline = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("sprite"))
        .and_then(|e| e.get_attribute("data-game"))
        .is_some_and(|g| g == game);
    let sprite = if inline {
        String::new()
    } else {
        format!("art/icons-{game}.svg")
    };
    SPRITE.with(|s| *s.borrow_mut() = sprite);
}

/// The address of one icon in the sprite, for a `<use href>`.
pub fn href(name: &str) -> String {
    SPRITE.with(|s| format!("{}#{name}", s.borrow()))
}

/// Draws one icon. It is decoration: whatever it stands for must also be said in words.
pub fn icon(name: &'static str) -> Html {
    let href = href(name);
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
