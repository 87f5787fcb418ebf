//! New game: players, the special roles, the modules, and an optional seed.

use crate::components::seats_form::{default_players, SeatsForm};
use crate::games::session::Session;
use crate::i18n::use_i18n;
use crate::route::Route;
use avalon::{Avalon, AvalonOptions, FifthProposal};
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

#[function_component(AvalonSetup)]
pub fn avalon_setup() -> Html {
    let i18n = use_i18n();
    let navigator = use_navigator();
    let players = use_state(|| default_players(5));
    let options = use_state(AvalonOptions::default);
    let seed = use_state(String::new);
    let problem = use_state(|| None::<String>);

    let on_players = {
        let players = players.clone();
        Callback::from(move |p| players.set(p))
    };
    // One checkbox per option: a function that sets it on a copy of the options.
    let toggle = |set: fn(&mut AvalonOptions, bool)| {
        let options = options.clone();
        Callback::from(move |e: Event| {
            let on = e.target_unchecked_into::<HtmlInputElement>().checked();
            let mut next = (*options).clone();
            set(&mut next, on);
            options.set(next);
        })
    };
    let on_fifth = {
        let options = options.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            let mut next = (*options).clone();
            next.fifth = if value == "no-vote" {
                FifthProposal::NoVote
            } else {
                FifthProposal::EvilWins
            };
            options.set(next);
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
            match Session::<Avalon>::start((*options).clone(), seated, seed_value) {
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
            <SeatsForm players={(*players).clone()} min={Avalon::MIN_SEATS} max={Avalon::MAX_SEATS} on_change={on_players} />
            <fieldset>
                <legend>{ i18n.t("options") }</legend>
                <label class="field check">
                    <input type="checkbox" data-testid="option-merlin" checked={options.merlin} onchange={toggle(|o, v| o.merlin = v)} />
                    <span>{ i18n.t("avalon-option-merlin") }</span>
                </label>
                <label class="field check">
                    <input type="checkbox" data-testid="option-percival" checked={options.percival} onchange={toggle(|o, v| o.percival = v)} />
                    <span>{ i18n.t("avalon-option-percival") }</span>
                </label>
                <label class="field check">
                    <input type="checkbox" data-testid="option-morgana" checked={options.morgana} onchange={toggle(|o, v| o.morgana = v)} />
                    <span>{ i18n.t("avalon-option-morgana") }</span>
                </label>
                <label class="field check">
                    <input type="checkbox" data-testid="option-mordred" checked={options.mordred} onchange={toggle(|o, v| o.mordred = v)} />
                    <span>{ i18n.t("avalon-option-mordred") }</span>
                </label>
                <label class="field check">
                    <input type="checkbox" data-testid="option-oberon" checked={options.oberon} onchange={toggle(|o, v| o.oberon = v)} />
                    <span>{ i18n.t("avalon-option-oberon") }</span>
                </label>
                <label class="field check">
                    <input type="checkbox" data-testid="option-lady" checked={options.lady} onchange={toggle(|o, v| o.lady = v)} />
                    <span>{ i18n.t("avalon-option-lady") }</span>
                </label>
                <label class="field check">
                    <input type="checkbox" data-testid="option-excalibur" checked={options.excalibur} onchange={toggle(|o, v| o.excalibur = v)} />
                    <span>{ i18n.t("avalon-option-excalibur") }</span>
                </label>
                <label class="field">
                    <span>{ i18n.t("avalon-option-fifth") }</span>
                    <select data-testid="fifth" onchange={on_fifth}>
                        <option value="evil-wins" selected={options.fifth == FifthProposal::EvilWins}>{ i18n.t("avalon-fifth-evil-wins") }</option>
                        <option value="no-vote" selected={options.fifth == FifthProposal::NoVote}>{ i18n.t("avalon-fifth-no-vote") }</option>
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
