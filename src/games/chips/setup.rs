//! New game: players, which chips show a man (for Caelia), and an optional seed.

use crate::components::new_game_form::NewGameForm;
use crate::i18n::use_i18n;
use chips::{ArtProfile, Chips, ChipsOptions};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

#[function_component(ChipsSetup)]
pub fn chips_setup() -> Html {
    let i18n = use_i18n();
    // A setup remembered from before the secret draft reads as the old draw: new games never
    // play it.
    let options = use_state(|| ChipsOptions {
        legacy_sequential_draw: false,
        ..crate::storage::last_setup::options::<Chips>().unwrap_or_default()
    });
    let on_art = {
        let options = options.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            let art = if value == "generics" {
                ArtProfile::GenericsMale
            } else {
                ArtProfile::Conservative
            };
            options.set(ChipsOptions {
                art,
                ..(*options).clone()
            });
        })
    };
    html! {
        <NewGameForm<Chips> options={(*options).clone()} seats={4}>
            <label class="field">
                <span>{ i18n.t("chips-art-option") }</span>
                <select data-testid="art" onchange={on_art}>
                    <option value="conservative" selected={options.art == ArtProfile::Conservative}>{ i18n.t("chips-art-conservative") }</option>
                    <option value="generics" selected={options.art == ArtProfile::GenericsMale}>{ i18n.t("chips-art-generics") }</option>
                </select>
            </label>
        </NewGameForm<Chips>>
    }
}
