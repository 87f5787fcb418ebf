//! A die showing a value: a d6 as a rounded square, a d8 as a diamond, a d12 as a pentagon,
//! with the number. It tumbles into place when it first appears.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct DieProps {
    /// 6, 8 or 12; other sizes draw as a d6 shape with the number.
    pub sides: u8,
    pub value: u8,
    /// What was rolled for, already translated (e.g. "Combat roll: 9").
    pub label: AttrValue,
    #[prop_or_default]
    pub testid: Option<AttrValue>,
}

#[function_component(Die)]
pub fn die(props: &DieProps) -> Html {
    let shape = match props.sides {
        12 => "d12",
        8 => "d8",
        _ => "d6",
    };
    html! {
        <span class={classes!("art-die", shape)} role="img" aria-label={props.label.clone()}
            title={props.label.clone()} data-testid={props.testid.clone()}>
            <span class="art-die-value" aria-hidden="true">{ props.value }</span>
        </span>
    }
}
