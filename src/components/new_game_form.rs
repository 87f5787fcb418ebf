//! The new-game form every game shares: the players, the game's own options (as children),
//! an optional seed, and the start button that creates, saves and opens the game.

use crate::components::seats_form::{default_name, default_players, SeatsForm};
use crate::games::guide::{start_guided, Guided, Learn};
use crate::games::session::start_new;
use crate::i18n::use_i18n;
use crate::route::Route;
use rt_core::RuleError;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// A random seed when the player gives none.
pub fn fresh_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        return js_sys::Date::now() as u64;
    }
    u64::from_le_bytes(bytes)
}

#[derive(Properties, PartialEq)]
pub struct NewGameFormProps<G: Guided + PartialEq> {
    pub options: G::Options,
    pub seats: usize,
    /// Fewer seats than the game's most, when its options allow fewer (Camelot without
    /// Merlin's Company).
    #[prop_or_default]
    pub max_seats: Option<usize>,
    /// The game's own option fields.
    #[prop_or_default]
    pub children: Html,
    /// Told the number of players whenever it changes (options that depend on it).
    #[prop_or_default]
    pub on_seats: Option<Callback<usize>>,
    /// Each bot seat has its own level (`SeatsForm::levels`).
    #[prop_or(true)]
    pub bot_levels: bool,
}

#[function_component(NewGameForm)]
pub fn new_game_form<G: Guided + PartialEq>(props: &NewGameFormProps<G>) -> Html {
    let i18n = use_i18n();
    let seats = props.seats;
    // The last setup used for this game, so "the same again" is one tap.
    let players = use_state(|| {
        crate::storage::last_setup::players::<G>().unwrap_or_else(|| default_players(seats))
    });
    let max = props.max_seats.unwrap_or(G::MAX_SEATS);
    // Fewer seats allowed now (an option switched off): the last ones leave.
    {
        let players = players.clone();
        use_effect_with(max, move |max| {
            if players.len() > *max {
                players.set(players[..*max].to_vec());
            }
        });
    }
    {
        let on_seats = props.on_seats.clone();
        use_effect_with(players.len(), move |count| {
            if let Some(tell) = on_seats {
                tell.emit(*count);
            }
        });
    }
    let seed = use_state(String::new);
    let problem = use_state(|| None::<String>);
    let on_players = {
        let players = players.clone();
        Callback::from(move |p| players.set(p))
    };
    let on_seed = {
        let seed = seed.clone();
        Callback::from(move |e: InputEvent| {
            seed.set(e.target_unchecked_into::<HtmlInputElement>().value())
        })
    };
    let on_start = {
        let (players, seed, problem, i18n) =
            (players.clone(), seed.clone(), problem.clone(), i18n.clone());
        let options = props.options.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let seed_value = match seed.trim() {
                "" => fresh_seed(),
                text => match text.parse::<u64>() {
                    Ok(n) => n,
                    Err(_) => return problem.set(Some(i18n.t("seed-invalid"))),
                },
            };
            let mut seated = (*players).clone();
            for (i, p) in seated.iter_mut().enumerate() {
                if p.name.trim().is_empty() {
                    p.name = default_name(i).to_string();
                }
            }
            match start_new::<G>(options.clone(), seated, Some(seed_value)) {
                Ok(id) => {
                    crate::route::go(&Route::Play { id });
                }
                Err(error) => problem.set(Some(i18n.t(&format!("error-{}", error.code())))),
            }
        })
    };
    let on_learn = {
        let (problem, i18n) = (problem.clone(), i18n.clone());
        Callback::from(move |()| match start_guided::<G>() {
            Ok(id) => crate::route::go(&Route::Play { id }),
            Err(error) => problem.set(Some(i18n.t(&format!("error-{}", error.code())))),
        })
    };
    html! {
        <>
        <Learn game={G::ID} {on_learn} />
        <form class="form new-game" onsubmit={on_start}>
            <SeatsForm players={(*players).clone()} min={G::MIN_SEATS} {max} on_change={on_players} levels={props.bot_levels} />
            <fieldset>
                <legend>{ i18n.t("options") }</legend>
                { props.children.clone() }
                <label class="field">
                    <span>{ i18n.t("seed") }</span>
                    <input inputmode="numeric" data-testid="seed" placeholder={i18n.t("seed-placeholder")} value={(*seed).clone()} oninput={on_seed} />
                </label>
            </fieldset>
            if let Some(p) = &*problem { <p class="problem" role="alert">{ p }</p> }
            <button type="submit" class="primary big" data-testid="start">{ i18n.t("start-game") }</button>
        </form>
        </>
    }
}
