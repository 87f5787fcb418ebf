//! Merlin's Company setup: who joins Arthur. The seven new knights dealt at random, or the
//! players' own choice of knights, no two of one colour (§8). Arthur's seat is always dealt
//! at random, and so are the chosen coats.

use super::words::{knight, knight_text};
use crate::i18n::{use_i18n, Arg};
use camelot::{CamelotOptions, Knight};
use web_sys::HtmlInputElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct CompanionsProps {
    pub options: CamelotOptions,
    /// Players at the table, Arthur's included.
    pub seats: usize,
    pub on_change: Callback<CamelotOptions>,
}

#[function_component(Companions)]
pub fn companions(props: &CompanionsProps) -> Html {
    let i18n = use_i18n();
    let chosen = &props.options.companions;
    let choosing = !chosen.is_empty();
    let on_choose = {
        let set_to = props.options.clone();
        let on_change = props.on_change.clone();
        Callback::from(move |e: Event| {
            let on = e.target_unchecked_into::<HtmlInputElement>().checked();
            let mut next = set_to.clone();
            // Choosing starts from the random draw's seven, so nothing changes until a tap.
            next.companions = if on {
                Knight::new_companions()
            } else {
                Vec::new()
            };
            on_change.emit(next);
        })
    };
    let needed = props.seats.saturating_sub(1);
    let rows = Knight::companions().map(|k| {
        let on = chosen.contains(&k);
        // A knight of a chosen one's colour cannot join (only Gaheris and Galahad are known).
        let blocked = !on && k.colour_twin().is_some_and(|t| chosen.contains(&t));
        let onchange = {
            let (options, on_change) = (props.options.clone(), props.on_change.clone());
            Callback::from(move |e: Event| {
                let on = e.target_unchecked_into::<HtmlInputElement>().checked();
                let mut next = options.clone();
                next.companions.retain(|c| *c != k);
                if on {
                    next.companions.push(k);
                }
                // Never empty while choosing: empty means the random seven.
                if !next.companions.is_empty() {
                    on_change.emit(next);
                }
            })
        };
        html! {
            <label class={classes!("field", "check", "companion", blocked.then_some("blocked"))}>
                <input type="checkbox" data-testid={format!("companion-{}", k.slug())}
                    checked={on} disabled={blocked} {onchange} />
                <span>
                    <strong>{ knight(&i18n, k) }</strong>
                    if let (true, Some(twin)) = (blocked, k.colour_twin()) {
                        <small>{ i18n.t_args("camelot-companions-colour", &[("name", knight(&i18n, twin).into())]) }</small>
                    } else {
                        <small>{ knight_text(&i18n, k) }</small>
                    }
                </span>
            </label>
        }
    });
    let short = choosing && chosen.len() < needed;
    html! {
        <div class="companions">
            <label class="field check">
                <input type="checkbox" data-testid="option-choose-companions" checked={choosing} onchange={on_choose} />
                <span>{ i18n.t("camelot-companions-choose") }</span>
            </label>
            if choosing {
                <p class={classes!("companions-count", short.then_some("problem"))} role="status">
                    { i18n.t_args("camelot-companions-count", &[
                        ("chosen", Arg::from(chosen.len() as u32)),
                        ("needed", Arg::from(needed as u32)),
                    ]) }
                </p>
                { for rows }
            }
        </div>
    }
}
