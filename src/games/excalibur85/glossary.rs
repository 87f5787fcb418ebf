//! The reference under Excalibur (1985)'s rules: every card, tile, development area and
//! mission with what it does, each labelled as our own design where the original is lost.

use super::faces::{
    area_face, card_face, every_card, every_place, mission_face, place_face, place_is_ours,
};
use super::words::{area_text, card_text, mission_text, place_text, spot, spot_text};
use crate::art::face::Size;
use crate::i18n::I18n;
use excalibur85::{Area, Mission};
use yew::prelude::*;

/// Each entry with its face, its text, and whether it is our design (labelled so).
fn rows(i18n: &I18n, title: String, items: Vec<(Html, String, String, bool)>) -> Html {
    html! {
        <>
            <h3>{ title }</h3>
            <ul class="face-glossary x85-glossary">
                { for items.into_iter().map(|(face, text, id, ours)| html! {
                    <li data-testid={id}>{ face }<p>{ text }
                        if ours { { " " }<span class="tag design">{ i18n.t("x85-design-tag") }</span> }
                    </p></li>
                }) }
            </ul>
        </>
    }
}

/// An area's special cards, in words.
fn area_cards(i18n: &I18n, a: Area) -> String {
    let mut seen = Vec::new();
    for c in excalibur85::areas::deck(a) {
        if c.spot != excalibur85::areas::Spot::Plain && !seen.contains(&c.spot) {
            seen.push(c.spot);
        }
    }
    seen.iter()
        .map(|s| format!("{}: {}", spot(i18n, a, *s), spot_text(i18n, a, *s)))
        .collect::<Vec<_>>()
        .join(" ")
}

pub fn glossary(i18n: &I18n) -> Html {
    let cards = every_card()
        .iter()
        .copied()
        .map(|c| {
            (
                card_face(i18n, c, Size::Medium),
                card_text(i18n, c),
                format!("gloss-card-{}", c.slug()),
                true,
            )
        })
        .collect();
    let places = every_place()
        .iter()
        .copied()
        .map(|p| {
            (
                place_face(i18n, p, Size::Medium),
                place_text(i18n, p),
                format!("gloss-place-{}", p.slug()),
                place_is_ours(p),
            )
        })
        .collect();
    let areas = Area::ALL
        .iter()
        .map(|a| {
            (
                area_face(i18n, *a, Size::Medium),
                format!("{} {}", area_text(i18n, *a), area_cards(i18n, *a)),
                format!("gloss-area-{}", a.slug()),
                true,
            )
        })
        .collect();
    let missions = Mission::all()
        .map(|m| {
            (
                mission_face(i18n, m, Size::Medium),
                mission_text(i18n, m),
                format!("gloss-mission-{}", m.0),
                true,
            )
        })
        .collect();
    html! {
        <section class="x85-reference">
            <p class="muted">{ i18n.t("x85-glossary-intro") }</p>
            { rows(i18n, i18n.t("x85-glossary-cards"), cards) }
            { rows(i18n, i18n.t("x85-glossary-places"), places) }
            { rows(i18n, i18n.t("x85-glossary-areas"), areas) }
            { rows(i18n, i18n.t("x85-glossary-missions"), missions) }
        </section>
    }
}
