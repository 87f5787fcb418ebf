//! New game: players (3 to 7, 8 with Merlin's Company), the difficulty, the expansion, the
//! Loyalty variants, how the opening cards are shared, Squire's Challenge, and an optional
//! seed. Bot seats have no level of their own: the table's difficulty sets how a bot
//! traitor plays, and loyal bots always play their best.

use super::companions::Companions;
use super::squires::Squires;
use crate::components::new_game_form::NewGameForm;
use crate::components::option_flags::{Flag, OptionFlags};
use crate::i18n::use_i18n;
use camelot::{Camelot, CamelotOptions, Difficulty};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

const MERLINS_COMPANY: Flag<CamelotOptions> = (
    "merlins-company",
    |o| o.merlins_company,
    |o, v| o.merlins_company = v,
);
const TRAITOR_AMONG_US: Flag<CamelotOptions> = (
    "traitor-among-us",
    |o| o.traitor_among_us,
    |o, v| o.traitor_among_us = v,
);
const THREE_BRAVE_KNIGHTS: Flag<CamelotOptions> = (
    "three-brave-knights",
    |o| o.three_brave_knights,
    |o, v| o.three_brave_knights = v,
);
const RANDOM_OPENING: Flag<CamelotOptions> = (
    "random-opening",
    |o| o.random_opening,
    |o, v| o.random_opening = v,
);
const WITHOUT_TRAITOR: Flag<CamelotOptions> = (
    "without-traitor",
    |o| o.without_traitor,
    |o, v| o.without_traitor = v,
);

/// The switches at three players, where Three Brave Knights applies…
static FLAGS_AT_THREE: [Flag<CamelotOptions>; 5] = [
    MERLINS_COMPANY,
    TRAITOR_AMONG_US,
    THREE_BRAVE_KNIGHTS,
    RANDOM_OPENING,
    WITHOUT_TRAITOR,
];
/// …and at every other table size, where it would change nothing.
static FLAGS: [Flag<CamelotOptions>; 4] = [
    MERLINS_COMPANY,
    TRAITOR_AMONG_US,
    RANDOM_OPENING,
    WITHOUT_TRAITOR,
];

#[function_component(CamelotSetup)]
pub fn camelot_setup() -> Html {
    let options =
        use_state(|| crate::storage::last_setup::options::<Camelot>().unwrap_or_default());
    let on_change = {
        let options = options.clone();
        Callback::from(move |next| options.set(next))
    };
    // Eight seats come with Merlin's Company.
    let max_seats = if options.merlins_company {
        <Camelot as rt_core::Game>::MAX_SEATS
    } else {
        camelot::BASE_MAX_SEATS
    };
    let seats = use_state(|| 5);
    let on_seats = {
        let seats = seats.clone();
        Callback::from(move |n| seats.set(n))
    };
    // Squires chosen for seats the table no longer has do not count.
    let mut chosen = (*options).clone();
    chosen.squires.retain(|s| usize::from(*s) < *seats);
    // Someone must start as a Knight.
    chosen.squires.truncate(seats.saturating_sub(1));
    if chosen.squires.is_empty() {
        chosen.hard_squires = false;
    }
    let flags: &'static [Flag<CamelotOptions>] = if *seats == 3 { &FLAGS_AT_THREE } else { &FLAGS };
    html! {
        <NewGameForm<Camelot> options={chosen} seats={5} max_seats={max_seats} {on_seats} bot_levels={false}>
            <DifficultyField options={(*options).clone()} on_change={on_change.clone()} />
            <OptionFlags<CamelotOptions> {flags} prefix="camelot-setup-" options={(*options).clone()} on_change={on_change.clone()} />
            if options.merlins_company {
                <Companions options={(*options).clone()} seats={*seats} on_change={on_change.clone()} />
            }
            <Squires options={(*options).clone()} seats={*seats} {on_change} />
        </NewGameForm<Camelot>>
    }
}

#[derive(Properties, PartialEq)]
struct DifficultyProps {
    options: CamelotOptions,
    on_change: Callback<CamelotOptions>,
}

/// The table's difficulty, with a line on what the chosen one means.
#[function_component(DifficultyField)]
fn difficulty_field(props: &DifficultyProps) -> Html {
    let i18n = use_i18n();
    let chosen = props.options.difficulty;
    let onchange = {
        let (options, on_change) = (props.options.clone(), props.on_change.clone());
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(d) = Difficulty::from_slug(&value) {
                on_change.emit(CamelotOptions {
                    difficulty: d,
                    ..options.clone()
                });
            }
        })
    };
    html! {
        <div class="difficulty">
            <label class="field">
                <span>{ i18n.t("camelot-setup-difficulty") }</span>
                <select data-testid="difficulty" {onchange} aria-describedby="difficulty-text">
                    { for Difficulty::ALL.into_iter().map(|d| html! {
                        <option value={d.slug()} selected={d == chosen}>
                            { i18n.t(&format!("camelot-difficulty-{}", d.slug())) }
                        </option>
                    }) }
                </select>
            </label>
            <p class="muted" id="difficulty-text" data-testid="difficulty-text">
                { i18n.t(&format!("camelot-difficulty-{}-text", chosen.slug())) }
                { " " }
                { i18n.t("camelot-difficulty-note") }
            </p>
        </div>
    }
}
