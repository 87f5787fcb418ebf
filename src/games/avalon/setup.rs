//! New game: players, the special roles, the modules, and an optional seed.

use crate::components::new_game_form::NewGameForm;
use crate::components::option_flags::{Flag, OptionFlags};
use crate::i18n::use_i18n;
use avalon::{Avalon, AvalonOptions, FifthProposal, LancelotVariant};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The switchable roles and modules.
const FLAGS: [Flag<AvalonOptions>; 9] = [
    ("merlin", |o| o.merlin, |o, v| o.merlin = v),
    ("percival", |o| o.percival, |o, v| o.percival = v),
    ("morgana", |o| o.morgana, |o, v| o.morgana = v),
    ("mordred", |o| o.mordred, |o, v| o.mordred = v),
    ("oberon", |o| o.oberon, |o, v| o.oberon = v),
    ("lady", |o| o.lady, |o, v| o.lady = v),
    ("excalibur", |o| o.excalibur, |o, v| o.excalibur = v),
    ("targeting", |o| o.targeting, |o, v| o.targeting = v),
    ("plot", |o| o.plot, |o, v| o.plot = v),
];

#[function_component(AvalonSetup)]
pub fn avalon_setup() -> Html {
    let i18n = use_i18n();
    let options = use_state(|| crate::storage::last_setup::options::<Avalon>().unwrap_or_default());
    let on_flags = {
        let options = options.clone();
        Callback::from(move |next| options.set(next))
    };
    let on_lancelot = {
        let options = options.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            let mut next = (*options).clone();
            next.lancelot = match value.as_str() {
                "hidden-deck" => Some(LancelotVariant::HiddenDeck),
                "known-schedule" => Some(LancelotVariant::KnownSchedule),
                "see-each-other" => Some(LancelotVariant::SeeEachOther),
                _ => None,
            };
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
    html! {
        <NewGameForm<Avalon> options={(*options).clone()} seats={5}>
            <OptionFlags<AvalonOptions> flags={&FLAGS[..]} prefix="avalon-option-" options={(*options).clone()} on_change={on_flags} />
            <label class="field">
                <span>{ i18n.t("avalon-option-lancelot") }</span>
                <select data-testid="lancelot" onchange={on_lancelot}>
                    { for [("none", None), ("hidden-deck", Some(LancelotVariant::HiddenDeck)), ("known-schedule", Some(LancelotVariant::KnownSchedule)), ("see-each-other", Some(LancelotVariant::SeeEachOther))].into_iter().map(|(value, v)| html! {
                        <option {value} selected={options.lancelot == v}>{ i18n.t(&format!("avalon-lancelot-{value}")) }</option>
                    }) }
                </select>
            </label>
            <label class="field">
                <span>{ i18n.t("avalon-option-fifth") }</span>
                <select data-testid="fifth" onchange={on_fifth}>
                    <option value="evil-wins" selected={options.fifth == FifthProposal::EvilWins}>{ i18n.t("avalon-fifth-evil-wins") }</option>
                    <option value="no-vote" selected={options.fifth == FifthProposal::NoVote}>{ i18n.t("avalon-fifth-no-vote") }</option>
                </select>
            </label>
        </NewGameForm<Avalon>>
    }
}
