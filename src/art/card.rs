//! A card: a `Face` in the card shape, for roles, loyalties, quest cards, Plot cards and any
//! other game's cards. Kept apart from `Face` so boards read "a card here" and so a game can
//! change how its cards look in one place.

use super::face::{Face, FaceState, Shape, Size, Tone};
use yew::prelude::*;

#[derive(Properties, PartialEq, Clone)]
pub struct GameCardProps {
    pub icon: &'static str,
    pub name: AttrValue,
    pub tone: Tone,
    #[prop_or_default]
    pub state: FaceState,
    #[prop_or_default]
    pub size: Size,
    #[prop_or_default]
    pub explain: Option<AttrValue>,
    #[prop_or_default]
    pub inert: bool,
    #[prop_or_default]
    pub slug: AttrValue,
}

#[function_component(GameCard)]
pub fn game_card(props: &GameCardProps) -> Html {
    html! {
        <Face icon={props.icon} name={props.name.clone()} tone={props.tone} shape={Shape::Card}
            state={props.state} size={props.size} explain={props.explain.clone()}
            inert={props.inert} slug={props.slug.clone()} />
    }
}
