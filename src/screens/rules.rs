//! A game's rules in our own words: paragraphs `rules-<game>-1`, `-2`, … until one is missing.

use crate::catalog;
use crate::components::top_bar::TopBar;
use crate::i18n::{use_i18n, I18n};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RulesProps {
    pub game: AttrValue,
}

#[function_component(Rules)]
pub fn rules(props: &RulesProps) -> Html {
    let i18n = use_i18n();
    let Some(game) = catalog::find(&props.game) else {
        return html! { <crate::screens::not_found::NotFound /> };
    };
    let paragraphs = (1..)
        .map(|n| format!("rules-{}-{n}", game.id))
        .take_while(|key| i18n.has(key))
        .map(|key| html! { <p>{ i18n.t(&key) }</p> });
    html! {
        <main class="screen rules">
            <TopBar title={i18n.t(&game.name_key())} />
            <article class="prose">
                <h2>{ i18n.t("rules-heading") }</h2>
                { for paragraphs }
                if game.id == "excalibur-chips" { { chip_glossary(&i18n) } }
                if game.id == "avalon" { { role_glossary(&i18n) } }
                if game.id == "avalon" { { plot_glossary(&i18n) } }
                if !game.playable {
                    <p class="badge">{ i18n.t("coming-soon") }</p>
                }
            </article>
        </main>
    }
}

/// Every role of Avalon, with its card.
fn role_glossary(i18n: &I18n) -> Html {
    use crate::games::avalon::faces::{role_face, ROLES};
    use crate::games::avalon::words::{role, role_text, side};
    let rows = ROLES.iter().map(|r| {
        html! {
            <li data-testid={format!("gloss-role-{}", r.slug())}>
                { role_face(i18n, *r) }
                <div class="gloss-text">
                    <strong>{ role(i18n, *r) }</strong>
                    <span class="muted">{ format!(" — {}", side(i18n, r.side())) }</span>
                    <p>{ role_text(i18n, *r) }</p>
                </div>
            </li>
        }
    });
    html! {
        <>
            <h3>{ i18n.t("avalon-roles-heading") }</h3>
            <p class="muted">{ i18n.t("art-tap-hint") }</p>
            <ul class="face-glossary roles">{ for rows }</ul>
        </>
    }
}

/// Every Plot card of Avalon with what it does.
fn plot_glossary(i18n: &I18n) -> Html {
    use crate::games::avalon::faces::plot_face;
    use crate::games::avalon::words::{plot_card, plot_text};
    let rows = avalon::PlotCard::ALL.iter().map(|c| {
        let themed = i18n.t(&format!("avalon-plot-{}-themed", c.key()));
        let also = i18n.t_args("avalon-plot-also", &[("name", themed.into())]);
        html! {
            <li data-testid={format!("gloss-plot-{}", c.key())}>
                { plot_face(i18n, *c) }
                <div class="gloss-text">
                    <strong>{ plot_card(i18n, *c) }</strong>
                    <span class="muted">{ format!(" ({also})") }</span>
                    <p>{ plot_text(i18n, *c) }</p>
                </div>
            </li>
        }
    });
    html! {
        <>
            <h3>{ i18n.t("avalon-plot-cards") }</h3>
            <ul class="face-glossary plots">{ for rows }</ul>
        </>
    }
}

/// Every chip of the chip game with what it does.
fn chip_glossary(i18n: &I18n) -> Html {
    use crate::games::chips::chip_view::face;
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
