//! A board panel: a titled section of the table (the quests, the regions, a hand).

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
}

#[function_component(Panel)]
pub fn panel(props: &PanelProps) -> Html {
    html! {
        <section class={classes!("art-panel", props.class.clone())} data-testid={props.testid.clone()}>
            <h3 class="art-panel-title">
                if let Some(name) = props.icon { { icon(name) } }
                <span>{ props.title.clone() }</span>
            </h3>
            <div class="art-panel-body">{ props.children.clone() }</div>
        </section>
    }
}
