//! A chip as drawn on screen: a disc with its name, or a face-down disc.

use super::words::{chip, chip_text};
use crate::i18n::I18n;
use chips::Kind;
use yew::prelude::*;

/// A CSS family per chip, so swords, On Reveal chips and the rest read apart at a glance.
fn family(kind: Kind) -> &'static str {
    match kind.timing() {
        chips::chip::Timing::Sword => "sword",
        chips::chip::Timing::OnReveal => "reveal",
        chips::chip::Timing::Permanent => "permanent",
        chips::chip::Timing::Normal if kind.info().count == 1 => "hero",
        chips::chip::Timing::Normal => "common",
    }
}

pub fn face(i18n: &I18n, kind: Kind) -> Html {
    html! {
        <span class={classes!("chip", family(kind))} title={chip_text(i18n, kind)} data-chip={kind.slug()}>
            { chip(i18n, kind) }
        </span>
    }
}

pub fn face_down() -> Html {
    html! { <span class="chip down" aria-hidden="true"></span> }
}

/// A slot of Avalon: known (memory aid) or face down.
pub fn slot(i18n: &I18n, known: Option<Kind>) -> Html {
    match known {
        Some(kind) => html! { <span class="slot known">{ face(i18n, kind) }</span> },
        None => html! { <span class="slot">{ face_down() }</span> },
    }
}
