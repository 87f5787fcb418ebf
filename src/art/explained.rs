//! Something on the board that explains itself on a tap: a counter, a tag, a row of tokens.
//! It is a button the width of its contents (a thumb's height at least) that opens the info
//! sheet with a title and a few words, as a card's face does.

use crate::components::info_sheet::{use_info_sheet, Info};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ExplainedProps {
    pub title: AttrValue,
    pub body: AttrValue,
    #[prop_or_default]
    pub class: Classes,
    #[prop_or_default]
    pub testid: Option<AttrValue>,
    #[prop_or_default]
    pub children: Html,
    /// A large picture of the thing for the sheet.
    #[prop_or_default]
    pub face: Html,
}

#[function_component(Explained)]
pub fn explained(props: &ExplainedProps) -> Html {
    let open_sheet = use_info_sheet();
    let onclick = {
        let (title, body, face) = (
            props.title.to_string(),
            props.body.to_string(),
            props.face.clone(),
        );
        Callback::from(move |_: MouseEvent| {
            open_sheet.emit(Info {
                title: title.clone(),
                body: body.clone(),
                face: face.clone(),
                actions: Vec::new(),
            })
        })
    };
    html! {
        <button type="button" class={classes!("explained", props.class.clone())} data-testid={props.testid.clone()} {onclick}>
            { props.children.clone() }
        </button>
    }
}
