//! New game: 1 to 8 knights (alone, a knight plays against the clock for a points target),
//! the level, the length, and whether the needed cards are dealt near the top of the decks.

use crate::components::new_game_form::NewGameForm;
use crate::components::option_flags::{Flag, OptionFlags};
use crate::i18n::{use_i18n, Arg};
use excalibur85::limits::{Length, Limit};
use excalibur85::state::Level;
use excalibur85::{Excalibur85, Options};
use web_sys::HtmlSelectElement;
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
    html! {
        <NewGameForm<Excalibur85> options={(*options).clone()} seats={4} {on_seats}>
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
            <OptionFlags<Options> flags={&FLAGS[..]} prefix="x85-setup-" options={(*options).clone()} {on_change} />
        </NewGameForm<Excalibur85>>
    }
}
