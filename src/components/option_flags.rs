//! A game's switchable options as checkboxes, from a table of (key, read, write): each box's
//! words are `<prefix><key>` and its test id `option-<key>`.

use crate::i18n::use_i18n;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// A switchable option: its key, and how to read and set it.
pub type Flag<O> = (&'static str, fn(&O) -> bool, fn(&mut O, bool));

#[derive(Properties)]
pub struct OptionFlagsProps<O: Clone + PartialEq + 'static> {
    pub flags: &'static [Flag<O>],
    /// The start of each box's message key, e.g. "camelot-setup-".
    pub prefix: &'static str,
    pub options: O,
    pub on_change: Callback<O>,
}

impl<O: Clone + PartialEq + 'static> PartialEq for OptionFlagsProps<O> {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.flags, other.flags)
            && self.prefix == other.prefix
            && self.options == other.options
            && self.on_change == other.on_change
    }
}

#[function_component(OptionFlags)]
pub fn option_flags<O: Clone + PartialEq + 'static>(props: &OptionFlagsProps<O>) -> Html {
    let i18n = use_i18n();
    let boxes = props.flags.iter().map(|(key, get, set)| {
        let onchange = {
            let (options, on_change, set) = (props.options.clone(), props.on_change.clone(), *set);
            Callback::from(move |e: Event| {
                let on = e.target_unchecked_into::<HtmlInputElement>().checked();
                let mut next = options.clone();
                set(&mut next, on);
                on_change.emit(next);
            })
        };
        html! {
            <label class="field check">
                <input type="checkbox" data-testid={format!("option-{key}")} checked={get(&props.options)} {onchange} />
                <span>{ i18n.t(&format!("{}{key}", props.prefix)) }</span>
            </label>
        }
    });
    html! { <>{ for boxes }</> }
}
