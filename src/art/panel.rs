//! A board panel: a titled section of the table (the quests, the regions, a hand). With an
//! explanation, its title is a button that opens the info sheet, as a card's face does.

use super::explained::Explained;
use super::icon::icon;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PanelProps {
    pub title: AttrValue,
    #[prop_or_default]
    pub icon: Option<&'static str>,
    #[prop_or_default]
    pub class: Classes,
    #[prop_or_default]
    pub testid: Option<AttrValue>,
    #[prop_or_default]
    pub children: Html,
    /// What the panel's thing is and does, shown on a tap of its title.
    #[prop_or_default]
    pub explain: Option<AttrValue>,
    /// A large picture of the thing for the sheet.
    #[prop_or_default]
    pub face: Html,
}

#[function_component(Panel)]
pub fn panel(props: &PanelProps) -> Html {
    let title = html! {
        <>
            if let Some(name) = props.icon { { icon(name) } }
            <span>{ props.title.clone() }</span>
        </>
    };
    let heading = match &props.explain {
        Some(body) => html! {
            <Explained title={props.title.clone()} body={body.clone()} face={props.face.clone()} class="art-panel-explain">
                { title }
            </Explained>
        },
        None => title,
    };
    html! {
        <section class={classes!("art-panel", props.class.clone())} data-testid={props.testid.clone()}>
            <h3 class="art-panel-title">{ heading }</h3>
            <div class="art-panel-body">{ props.children.clone() }</div>
        </section>
    }
}
