//! New game: 1 to 8 knights (alone, a knight plays against the clock for a points target),
//! the level, the length, and whether the needed cards are dealt near the top of the decks.

use crate::components::new_game_form::NewGameForm;
use crate::components::option_flags::{Flag, OptionFlags};
use crate::i18n::{use_i18n, Arg};
use excalibur85::limits::{Length, Limit};
use excalibur85::state::Level;
use excalibur85::{Excalibur85, Options};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

const FLAGS: [Flag<Options>; 2] = [
    (
        "superior",
        |o| o.level == Level::Superior,
        |o, v| o.level = if v { Level::Superior } else { Level::Basic },
    ),
    (
        "classic-random",
        |o| o.classic_random,
        |o, v| o.classic_random = v,
    ),
];

fn length_slug(l: Length) -> &'static str {
    match l {
        Length::Short => "short",
        Length::Standard => "standard",
        Length::Long => "long",
    }
}

#[function_component(Excalibur85Setup)]
pub fn excalibur85_setup() -> Html {
    let i18n = use_i18n();
    let options =
        use_state(|| crate::storage::last_setup::options::<Excalibur85>().unwrap_or_default());
    let seats = use_state(|| 4usize);
    let on_seats = {
        let seats = seats.clone();
        Callback::from(move |n| seats.set(n))
    };
    let on_change = {
        let options = options.clone();
        Callback::from(move |next| options.set(next))
    };
    let on_length = {
        let options = options.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            let length = Length::ALL
                .into_iter()
                .find(|l| length_slug(*l) == value)
                .unwrap_or_default();
            options.set(Options {
                length,
                ..(*options).clone()
            });
        })
    };
    // What the chosen length means at this table: rounds, or turns and a target alone.
    let meaning = |l: Length| match l.limit(*seats) {
        Limit::Rounds(n) => i18n.t_args("x85-length-rounds", &[("count", Arg::from(n))]),
        Limit::Solo { turns, target } => i18n.t_args(
            "x85-length-solo",
            &[("count", Arg::from(turns)), ("target", Arg::from(target))],
        ),
    };
    // A length the players agree on instead (A1): rounds for a table, turns and a target
    // alone. The table's length is the starting point.
    let table_limit = options.length.limit(*seats);
    let agreed = options.agreed.filter(|l| {
        matches!(
            (l, *seats),
            (Limit::Solo { .. }, 1) | (Limit::Rounds(_), 2..)
        )
    });
    let set_agreed = {
        let options = options.clone();
        move |limit: Option<Limit>| {
            options.set(Options {
                agreed: limit,
                ..(*options).clone()
            })
        }
    };
    let on_agree = {
        let set_agreed = set_agreed.clone();
        Callback::from(move |e: Event| {
            let on = e.target_unchecked_into::<HtmlInputElement>().checked();
            set_agreed(on.then_some(table_limit));
        })
    };
    // One number of the agreed length changed: `part` 0 is rounds or turns, 1 the target.
    let on_number = |part: usize| {
        let set_agreed = set_agreed.clone();
        let current = agreed.unwrap_or(table_limit);
        Callback::from(move |e: Event| {
            let Ok(n) = e
                .target_unchecked_into::<HtmlInputElement>()
                .value()
                .parse::<u32>()
            else {
                return;
            };
            set_agreed(Some(match (current, part) {
                (Limit::Rounds(_), _) => Limit::Rounds(n.clamp(5, 99)),
                (Limit::Solo { target, .. }, 0) => Limit::Solo {
                    turns: n.clamp(10, 200),
                    target,
                },
                (Limit::Solo { turns, .. }, _) => Limit::Solo {
                    turns,
                    target: n.clamp(1, 60),
                },
            }));
        })
    };
    let numbers = match agreed {
        Some(Limit::Rounds(n)) => html! {
            <label class="field">
                <span>{ i18n.t("x85-agreed-rounds") }</span>
                <input type="number" min="5" max="99" value={n.to_string()} data-testid="agreed-rounds" onchange={on_number(0)} />
            </label>
        },
        Some(Limit::Solo { turns, target }) => html! {
            <>
                <label class="field">
                    <span>{ i18n.t("x85-agreed-turns") }</span>
                    <input type="number" min="10" max="200" value={turns.to_string()} data-testid="agreed-turns" onchange={on_number(0)} />
                </label>
                <label class="field">
                    <span>{ i18n.t("x85-agreed-target") }</span>
                    <input type="number" min="1" max="60" value={target.to_string()} data-testid="agreed-target" onchange={on_number(1)} />
                </label>
            </>
        },
        None => html! {},
    };
    html! {
        <NewGameForm<Excalibur85> options={Options { agreed, ..(*options).clone() }} seats={4} {on_seats}>
            <label class="field">
                <span>{ i18n.t("x85-setup-length") }</span>
                <select data-testid="length" onchange={on_length}>
                    { for Length::ALL.iter().map(|l| html! {
                        <option value={length_slug(*l)} selected={options.length == *l}>
                            { format!("{} — {}", i18n.t(&format!("x85-length-{}", length_slug(*l))), meaning(*l)) }
                        </option>
                    }) }
                </select>
            </label>
            <label class="field check">
                <input type="checkbox" data-testid="option-agreed" checked={agreed.is_some()} onchange={on_agree} />
                <span>{ i18n.t("x85-setup-agreed") }</span>
            </label>
            { numbers }
            <OptionFlags<Options> flags={&FLAGS[..]} prefix="x85-setup-" options={(*options).clone()} {on_change} />
        </NewGameForm<Excalibur85>>
    }
}
