//! New game: players, which chips show a man (for Caelia), and an optional seed.

use crate::components::seats_form::{default_players, SeatsForm};
use crate::games::session::Session;
use crate::i18n::use_i18n;
use crate::route::Route;
use chips::{ArtProfile, Chips, ChipsOptions};
use rt_core::Game;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;
use yew_router::prelude::*;

/// A random seed when the player gives none.
pub fn fresh_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        return js_sys::Date::now() as u64;
    }
    u64::from_le_bytes(bytes)
}

#[function_component(ChipsSetup)]
pub fn chips_setup() -> Html {
    let i18n = use_i18n();
    let navigator = use_navigator();
    let players = use_state(|| default_players(4));
    let options = use_state(ChipsOptions::default);
    let seed = use_state(String::new);
    let problem = use_state(|| None::<String>);

    let on_players = {
        let players = players.clone();
        Callback::from(move |p| players.set(p))
    };
    let on_art = {
        let options = options.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            let art = if value == "generics" {
                ArtProfile::GenericsMale
            } else {
                ArtProfile::Conservative
            };
            options.set(ChipsOptions { art });
        })
    };
    let on_seed = {
        let seed = seed.clone();
        Callback::from(move |e: InputEvent| {
            seed.set(e.target_unchecked_into::<HtmlInputElement>().value())
        })
    };
    let on_start = {
        let (players, options, seed, problem, i18n) = (
            players.clone(),
            options.clone(),
            seed.clone(),
            problem.clone(),
            i18n.clone(),
        );
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
                    p.name = crate::components::seats_form::default_name(i).to_string();
                }
            }
            match Session::<Chips>::start((*options).clone(), seated, seed_value) {
                Ok(session) => {
                    session.save();
                    if let Some(nav) = &navigator {
                        nav.push(&Route::Play {
                            id: session.id.clone(),
                        });
                    }
                }
                Err(error) => problem.set(Some(
                    i18n.t(&format!("error-{}", rt_core::RuleError::code(&error))),
                )),
            }
        })
    };
    html! {
        <form class="form new-game" onsubmit={on_start}>
            <SeatsForm players={(*players).clone()} min={Chips::MIN_SEATS} max={Chips::MAX_SEATS} on_change={on_players} />
            <fieldset>
                <legend>{ i18n.t("options") }</legend>
                <label class="field">
                    <span>{ i18n.t("chips-art-option") }</span>
                    <select data-testid="art" onchange={on_art}>
                        <option value="conservative" selected={options.art == ArtProfile::Conservative}>{ i18n.t("chips-art-conservative") }</option>
                        <option value="generics" selected={options.art == ArtProfile::GenericsMale}>{ i18n.t("chips-art-generics") }</option>
                    </select>
                </label>
                <label class="field">
                    <span>{ i18n.t("seed") }</span>
                    <input inputmode="numeric" data-testid="seed" placeholder={i18n.t("seed-placeholder")} value={(*seed).clone()} oninput={on_seed} />
                </label>
            </fieldset>
            if let Some(p) = &*problem { <p class="problem" role="alert">{ p }</p> }
            <button type="submit" class="primary big" data-testid="start">{ i18n.t("start-game") }</button>
        </form>
    }
}
