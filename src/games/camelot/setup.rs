//! New game: players (3 to 7), the Loyalty variants, how the opening cards are shared, and an
//! optional seed.

use crate::components::new_game_form::NewGameForm;
use crate::i18n::use_i18n;
use camelot::{Camelot, CamelotOptions};
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// A switchable option: its key, and how to read and set it.
type Flag = (
    &'static str,
    fn(&CamelotOptions) -> bool,
    fn(&mut CamelotOptions, bool),
);

const FLAGS: [Flag; 4] = [
    (
        "traitor-among-us",
        |o| o.traitor_among_us,
        |o, v| o.traitor_among_us = v,
    ),
    (
        "three-brave-knights",
        |o| o.three_brave_knights,
        |o, v| o.three_brave_knights = v,
    ),
    (
        "random-opening",
        |o| o.random_opening,
        |o, v| o.random_opening = v,
    ),
    (
        "without-traitor",
        |o| o.without_traitor,
        |o, v| o.without_traitor = v,
    ),
];

#[function_component(CamelotSetup)]
pub fn camelot_setup() -> Html {
    let i18n = use_i18n();
    let options =
        use_state(|| crate::storage::last_setup::options::<Camelot>().unwrap_or_default());
    let toggle = |set: fn(&mut CamelotOptions, bool)| {
        let options = options.clone();
        Callback::from(move |e: Event| {
            let on = e.target_unchecked_into::<HtmlInputElement>().checked();
            let mut next = (*options).clone();
            set(&mut next, on);
            options.set(next);
        })
    };
    html! {
        <NewGameForm<Camelot> options={(*options).clone()} seats={5}>
            { for FLAGS.iter().map(|(name, get, set)| html! {
                <label class="field check">
                    <input type="checkbox" data-testid={format!("option-{name}")} checked={get(&options)} onchange={toggle(*set)} />
                    <span>{ i18n.t(&format!("camelot-setup-{name}")) }</span>
                </label>
            }) }
        </NewGameForm<Camelot>>
    }
}
