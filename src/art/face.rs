//! A face: the one drawing for anything a game puts on the table — a chip (a disc), a role,
//! a quest card or a Plot card (a card) — in its colour family, with its icon and its name.
//!
//! With `explain`, a face is a button: tapping it opens the info sheet (name, a large copy,
//! what it does), and on a laptop hovering shows the same words. Inside another button it must
//! be `inert`, since a button may not hold a button.

use super::icon::icon;
use crate::components::info_sheet::{use_info_sheet, Info, SheetAction};
use yew::prelude::*;

/// A colour family. Each game maps its things onto these few, so "a sword" or "evil" reads
/// the same in every game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Tone {
    /// Heroes and unique things.
    Gold,
    /// Swords (the chip game's three blades).
    Sword,
    /// The loyal side, success.
    Good,
    /// The evil side, failure.
    Evil,
    /// Things that act the moment they are revealed.
    Reveal,
    /// Things that stay in front of their owner.
    Permanent,
    /// Common things, the plain background family.
    #[default]
    Stone,
    /// Plots and twists (Avalon's Plot cards).
    Violet,
}

impl Tone {
    pub const ALL: [Tone; 8] = [
        Tone::Gold,
        Tone::Sword,
        Tone::Good,
        Tone::Evil,
        Tone::Reveal,
        Tone::Permanent,
        Tone::Stone,
        Tone::Violet,
    ];

    /// The CSS class that sets the family's colours (styles/art.css).
    pub fn class(self) -> &'static str {
        match self {
            Tone::Gold => "tone-gold",
            Tone::Sword => "tone-sword",
            Tone::Good => "tone-good",
            Tone::Evil => "tone-evil",
            Tone::Reveal => "tone-reveal",
            Tone::Permanent => "tone-permanent",
            Tone::Stone => "tone-stone",
            Tone::Violet => "tone-violet",
        }
    }
}

/// Chips are discs; roles and cards are upright cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Shape {
    #[default]
    Disc,
    Card,
}

impl Shape {
    fn class(self) -> &'static str {
        match self {
            Shape::Disc => "face-disc",
            Shape::Card => "face-card",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum FaceState {
    #[default]
    Normal,
    /// Chosen by the player (outlined and lifted).
    Selected,
    /// Shown but not available now (dimmed; its name and explanation stay readable).
    Disabled,
    /// Face down: a patterned back, and nothing in the page says what is on the other side.
    Back,
}

impl FaceState {
    fn class(self) -> Option<&'static str> {
        match self {
            FaceState::Normal => None,
            FaceState::Selected => Some("is-selected"),
            FaceState::Disabled => Some("is-disabled"),
            FaceState::Back => Some("is-back"),
        }
    }
}

/// Small: about 36px, for hands and boards (the name is then only read out, not shown).
/// Medium: the icon with its name beside it (discs) or inside (cards), for lists and text.
/// Large: the info sheet and anything shown on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Size {
    Small,
    #[default]
    Medium,
    Large,
}

impl Size {
    fn class(self) -> &'static str {
        match self {
            Size::Small => "size-small",
            Size::Medium => "size-medium",
            Size::Large => "size-large",
        }
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct FaceProps {
    /// A game-icons.net name, written as a literal somewhere in the sources (see icon.rs).
    pub icon: &'static str,
    pub name: AttrValue,
    pub tone: Tone,
    pub shape: Shape,
    #[prop_or_default]
    pub state: FaceState,
    #[prop_or_default]
    pub size: Size,
    /// What it does, in words: makes the face tappable (info sheet) and hoverable.
    #[prop_or_default]
    pub explain: Option<AttrValue>,
    /// Inside another button: a plain span, never a button.
    #[prop_or_default]
    pub inert: bool,
    /// A stable id of the thing (e.g. a chip's slug), as `data-face` for tests and styles.
    #[prop_or_default]
    pub slug: AttrValue,
    /// What the player may do with it now, offered under its explanation in the sheet.
    #[prop_or_default]
    pub actions: Vec<SheetAction>,
}

#[function_component(Face)]
pub fn face(props: &FaceProps) -> Html {
    let open_sheet = use_info_sheet();
    let classes = classes!(
        "face",
        props.shape.class(),
        props.tone.class(),
        props.size.class(),
        props.state.class()
    );
    if props.state == FaceState::Back {
        // No slug, name or title: a face-down thing must not be readable from the page.
        return html! {
            <span class={classes} aria-hidden="true"><span class="face-art"></span></span>
        };
    }
    let slug = (!props.slug.is_empty()).then(|| props.slug.clone());
    let art = html! { <span class="face-art" aria-hidden="true">{ icon(props.icon) }</span> };
    let name = html! { <span class="face-name">{ props.name.clone() }</span> };
    match (&props.explain, props.inert) {
        (Some(explain), false) => {
            let onclick = {
                let big = FaceProps {
                    size: Size::Large,
                    inert: true,
                    state: FaceState::Normal,
                    explain: None,
                    actions: Vec::new(),
                    ..props.clone()
                };
                let actions = props.actions.clone();
                let title = props.name.to_string();
                let body = explain.to_string();
                Callback::from(move |e: MouseEvent| {
                    // The face explains itself; a row or card around it must not also react.
                    e.stop_propagation();
                    open_sheet.emit(Info {
                        title: title.clone(),
                        body: body.clone(),
                        face: html! { <Face ..big.clone() /> },
                        actions: actions.clone(),
                    });
                })
            };
            html! {
                <button type="button" class={classes!(classes, "face-button")} data-face={slug}
                    title={explain.clone()} {onclick}>
                    { art }
                    { name }
                    // The hover card repeats the title for pointer users; screen readers get
                    // the title as the button's description instead.
                    <span class="face-tip" aria-hidden="true">
                        <strong>{ props.name.clone() }</strong>
                        <span>{ explain.clone() }</span>
                    </span>
                </button>
            }
        }
        _ => html! {
            <span class={classes} data-face={slug} title={props.explain.clone()}>
                { art }
                { name }
            </span>
        },
    }
}
