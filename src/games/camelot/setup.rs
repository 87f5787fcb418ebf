//! New game: players (3 to 7), the Loyalty variants, how the opening cards are shared, and an
//! optional seed.

use crate::components::new_game_form::NewGameForm;
use crate::components::option_flags::{Flag, OptionFlags};
use camelot::{Camelot, CamelotOptions};
use yew::prelude::*;

const FLAGS: [Flag<CamelotOptions>; 4] = [
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
    let options =
        use_state(|| crate::storage::last_setup::options::<Camelot>().unwrap_or_default());
    let on_change = {
        let options = options.clone();
        Callback::from(move |next| options.set(next))
    };
    html! {
        // Eight seats come with Merlin's Company, which the setup does not offer yet.
        <NewGameForm<Camelot> options={(*options).clone()} seats={5} max_seats={camelot::BASE_MAX_SEATS}>
            <OptionFlags<CamelotOptions> flags={&FLAGS[..]} prefix="camelot-setup-" options={(*options).clone()} {on_change} />
        </NewGameForm<Camelot>>
    }
}
