//! Avalon's glossaries for its rules page: every role and every Plot card, with its card.

use crate::i18n::I18n;
use yew::prelude::*;

/// The glossaries under Avalon's rules.
pub fn glossary(i18n: &I18n) -> Html {
    html! { <>{ role_glossary(i18n) }{ plot_glossary(i18n) }</> }
}

/// Every role of Avalon, with its card.
fn role_glossary(i18n: &I18n) -> Html {
    use super::faces::{role_face, ROLES};
    use super::words::{role, role_text, side};
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
    use super::faces::plot_face;
    use super::words::{plot_card, plot_text};
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
