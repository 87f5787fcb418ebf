//! Squire's Challenge at setup (§12.6): which players start as Squires, with no coat of
//! arms and no power until a won quest knights them, and the harder option.

use crate::i18n::{use_i18n, Arg};
use camelot::CamelotOptions;
use web_sys::HtmlInputElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SquiresProps {
    pub options: CamelotOptions,
    pub seats: usize,
    pub on_change: Callback<CamelotOptions>,
}

#[function_component(Squires)]
pub fn squires(props: &SquiresProps) -> Html {
    let i18n = use_i18n();
    let chosen = &props.options.squires;
    // Seats past the table (after the player count drops) no longer count.
    let at_table = chosen
        .iter()
        .filter(|s| usize::from(**s) < props.seats)
        .count();
    let rows = (0..props.seats as u8).map(|seat| {
        let on = chosen.contains(&seat);
        // Someone must start as a Knight: the last free seat cannot be ticked.
        let blocked = !on && at_table + 1 >= props.seats;
        let onchange = {
            let (options, on_change) = (props.options.clone(), props.on_change.clone());
            Callback::from(move |e: Event| {
                let on = e.target_unchecked_into::<HtmlInputElement>().checked();
                let mut next = options.clone();
                next.squires.retain(|s| *s != seat);
                if on {
                    next.squires.push(seat);
                    next.squires.sort();
                }
                on_change.emit(next);
            })
        };
        html! {
            <label class="field check">
                <input type="checkbox" data-testid={format!("squire-{seat}")} checked={on} disabled={blocked} {onchange} />
                <span>{ i18n.t_args("camelot-squires-seat", &[("seat", Arg::from(u32::from(seat) + 1))]) }</span>
            </label>
        }
    });
    let on_hard = {
        let (options, on_change) = (props.options.clone(), props.on_change.clone());
        Callback::from(move |e: Event| {
            let mut next = options.clone();
            next.hard_squires = e.target_unchecked_into::<HtmlInputElement>().checked();
            on_change.emit(next);
        })
    };
    html! {
        <details class="squires" open={at_table > 0}>
            <summary>{ i18n.t("camelot-squires-title") }</summary>
            <p class="muted">{ i18n.t("camelot-squires-hint") }</p>
            { for rows }
            if at_table > 0 {
                <label class="field check">
                    <input type="checkbox" data-testid="option-hard-squires" checked={props.options.hard_squires} onchange={on_hard} />
                    <span>{ i18n.t("camelot-squires-hard") }</span>
                </label>
            }
        </details>
    }
}
