//! A thing named in a sentence (a line of the story): its small picture and its name, in its
//! colour family. Tapping it opens the info sheet, as tapping its face would. It is an inline
//! target inside text, so it keeps the text's height rather than 44 px.

use super::face::{Face, Shape, Size, Tone};
use super::icon::icon;
use crate::components::info_sheet::{use_info_sheet, Info};
use yew::prelude::*;

#[derive(Properties, PartialEq, Clone)]
pub struct MentionProps {
    pub icon: &'static str,
    pub name: AttrValue,
    pub tone: Tone,
    pub shape: Shape,
    pub explain: AttrValue,
}

#[function_component(Mention)]
pub fn mention(props: &MentionProps) -> Html {
    let open_sheet = use_info_sheet();
    let onclick = {
        let p = props.clone();
        Callback::from(move |e: MouseEvent| {
            e.stop_propagation();
            let big = html! {
                <Face icon={p.icon} name={p.name.clone()} tone={p.tone} shape={p.shape} size={Size::Large} inert=true />
            };
            open_sheet.emit(Info {
                title: p.name.to_string(),
                body: p.explain.to_string(),
                face: big,
                actions: Vec::new(),
            })
        })
    };
    html! {
        <button type="button" class={classes!("mention", props.tone.class())} title={props.explain.clone()} {onclick}>
            <span class="mention-icon" aria-hidden="true">{ icon(props.icon) }</span>{ props.name.clone() }
        </button>
    }
}

/// Marks a thing inside a line of text, for [`told`]: `slug` is the game's own name for it.
pub fn mark(slug: &str) -> String {
    format!("\u{E000}{slug}\u{E001}")
}

/// A line with its marked things drawn by `thing` (which returns `None` for a slug it does
/// not know: the slug is then dropped, never shown raw).
pub fn told(line: &str, thing: &dyn Fn(&str) -> Option<Html>) -> Html {
    let mut parts: Vec<Html> = Vec::new();
    let mut rest = line;
    while let Some(start) = rest.find('\u{E000}') {
        parts.push(html! { { rest[..start].to_string() } });
        let after = &rest[start + '\u{E000}'.len_utf8()..];
        let Some(end) = after.find('\u{E001}') else {
            rest = after;
            break;
        };
        if let Some(h) = thing(&after[..end]) {
            parts.push(h);
        }
        rest = &after[end + '\u{E001}'.len_utf8()..];
    }
    parts.push(html! { { rest.to_string() } });
    html! { <>{ for parts }</> }
}

/// The line as plain words: each marked thing by the name `name` gives it.
pub fn plain(line: &str, name: &dyn Fn(&str) -> String) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(start) = rest.find('\u{E000}') {
        out.push_str(&rest[..start]);
        let after = &rest[start + '\u{E000}'.len_utf8()..];
        let Some(end) = after.find('\u{E001}') else {
            rest = after;
            break;
        };
        out.push_str(&name(&after[..end]));
        rest = &after[end + '\u{E001}'.len_utf8()..];
    }
    out.push_str(rest);
    out
}
