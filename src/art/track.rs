//! A track: N steps, the first `filled` of them reached — quests, the vote track, swords on
//! the Round Table, siege engines. A step may carry a short label (a quest's team size) and
//! its own tone (a quest won or lost); `current` rings the step in play.

use super::face::Tone;
use super::icon::icon;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TrackProps {
    /// What the track counts, already translated; read out with "filled / steps".
    pub label: AttrValue,
    pub steps: usize,
    #[prop_or_default]
    pub filled: usize,
    /// The filled steps' colour.
    #[prop_or_default]
    pub tone: Tone,
    /// An icon drawn on filled steps.
    #[prop_or_default]
    pub icon: Option<&'static str>,
    /// Per-step text, drawn inside the step (shorter lists leave the rest blank).
    #[prop_or_default]
    pub labels: Vec<AttrValue>,
    /// Per-step tones, overriding `tone` (e.g. quests won and lost).
    #[prop_or_default]
    pub marks: Vec<Option<Tone>>,
    #[prop_or_default]
    pub current: Option<usize>,
    #[prop_or_default]
    pub testid: Option<AttrValue>,
}

#[function_component(Track)]
pub fn track(props: &TrackProps) -> Html {
    let steps = (0..props.steps).map(|i| {
        let filled = i < props.filled;
        let tone = props
            .marks
            .get(i)
            .copied()
            .flatten()
            .or(filled.then_some(props.tone));
        html! {
            <li class={classes!(
                "art-step",
                filled.then_some("is-filled"),
                tone.map(Tone::class),
                (props.current == Some(i)).then_some("is-current"),
            )}>
                if let (true, Some(name)) = (filled, props.icon) { { icon(name) } }
                if let Some(text) = props.labels.get(i) { <span class="art-step-label">{ text.clone() }</span> }
            </li>
        }
    });
    html! {
        <div class="art-track" data-testid={props.testid.clone()}>
            <span class="art-track-label">{ props.label.clone() }</span>
            <span class="art-track-count">{ format!(" {}/{}", props.filled.min(props.steps), props.steps) }</span>
            <ol class="art-track-steps" aria-hidden="true">{ for steps }</ol>
        </div>
    }
}
