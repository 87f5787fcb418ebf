//! The card reference under Camelot's rules: every White and Black card, the knights and the
//! quests, each with what it does.

use super::faces::{
    black_face, black_kinds, knight_face, quest_face, travel_face, white_face, white_kinds,
};
use super::words::{black_text, knight_text, quest_text, travel_text, white_text};
use crate::art::face::Size;
use crate::i18n::I18n;
use camelot::{Knight, Quest};
use yew::prelude::*;

fn rows(items: Vec<(Html, String, String)>) -> Html {
    html! {
        <ul class="face-glossary camelot-glossary">
            { for items.into_iter().map(|(face, text, id)| html! {
                <li data-testid={id}>{ face }<p>{ text }</p></li>
            }) }
        </ul>
    }
}

pub fn glossary(i18n: &I18n) -> Html {
    let mut whites = white_kinds();
    // One Fight card stands for all five values.
    whites.retain(|c| !matches!(c, camelot::White::Fight(v) if *v > 1));
    let whites = whites
        .into_iter()
        .map(|c| {
            (
                white_face(i18n, c, Size::Medium, false),
                white_text(i18n, c),
                format!("gloss-white-{}", c.slug()),
            )
        })
        .collect();
    let mut blacks = black_kinds();
    blacks.dedup_by(|a, b| {
        matches!(
            (a, b),
            (
                camelot::Black::BlackKnight(_),
                camelot::Black::BlackKnight(_)
            ) | (
                camelot::Black::LancelotDragon(..),
                camelot::Black::LancelotDragon(..)
            )
        )
    });
    let blacks = blacks
        .into_iter()
        .map(|c| {
            (
                black_face(i18n, c, Size::Medium, false),
                black_text(i18n, c),
                format!("gloss-black-{}", c.slug()),
            )
        })
        .collect();
    let knights = Knight::BASE
        .iter()
        .chain(Knight::MERLINS_COMPANY.iter())
        .chain(std::iter::once(&Knight::Squire))
        .map(|k| {
            (
                knight_face(i18n, *k, Size::Medium),
                knight_text(i18n, *k),
                format!("gloss-knight-{}", k.slug()),
            )
        })
        .collect();
    let mut quests: Vec<(Html, String, String)> = Quest::ALL
        .iter()
        .map(|q| {
            (
                quest_face(i18n, *q, false, Size::Medium),
                quest_text(i18n, *q, false),
                format!("gloss-quest-{}", q.slug()),
            )
        })
        .collect();
    quests.insert(
        2,
        (
            quest_face(i18n, Quest::Lancelot, true, Size::Medium),
            quest_text(i18n, Quest::Lancelot, true),
            "gloss-quest-dragon".into(),
        ),
    );
    let travels = camelot::travel::TRAVEL_DECK
        .iter()
        .map(|(c, _)| {
            (
                travel_face(i18n, *c, Size::Medium),
                travel_text(i18n, *c),
                format!("gloss-travel-{}", c.slug()),
            )
        })
        .collect();
    html! {
        <>
            <h2>{ i18n.t("camelot-glossary-quests") }</h2>
            <p class="muted">{ i18n.t("art-tap-hint") }</p>
            { rows(quests) }
            <h2>{ i18n.t("camelot-glossary-knights") }</h2>
            { rows(knights) }
            <h2>{ i18n.t("camelot-glossary-white") }</h2>
            { rows(whites) }
            <h2>{ i18n.t("camelot-glossary-black") }</h2>
            { rows(blacks) }
            <h2>{ i18n.t("camelot-glossary-travel") }</h2>
            { rows(travels) }
        </>
    }
}
