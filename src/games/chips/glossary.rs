//! The chip game's glossary for its rules page: every chip with its count and effect.

use crate::i18n::I18n;
use yew::prelude::*;

/// Every chip of the chip game with what it does.
pub fn glossary(i18n: &I18n) -> Html {
    use super::chip_view::face;
    let rows = chips::chip::CHIP_TYPES.iter().map(|t| {
        let slug = t.kind.slug();
        html! {
            <li data-testid={format!("gloss-chip-{slug}")}>
                <div class="gloss-head">
                    { face(i18n, t.kind) }
                    <span class="gloss-count">{ format!("×{}", t.count) }</span>
                </div>
                <p>{ i18n.t(&format!("chip-{slug}-text")) }</p>
            </li>
        }
    });
    html! {
        <>
            <h2>{ i18n.t("chips-glossary") }</h2>
            <p class="muted">{ i18n.t("art-tap-hint") }</p>
            <ul class="face-glossary chips">{ for rows }</ul>
        </>
    }
}
