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

const OPEN: char = '\u{E000}';
const CLOSE: char = '\u{E001}';

/// Marks a thing inside a line of text, for [`told`]: `slug` is the game's own name for it.
pub fn mark(slug: &str) -> String {
    format!("{OPEN}{slug}{CLOSE}")
}

/// How many things a line marks.
pub fn marks(line: &str) -> usize {
    line.matches(OPEN).count()
}

/// A piece of a marked line: plain words, or the slug of a marked thing.
enum Piece<'a> {
    Words(&'a str),
    Thing(&'a str),
}

/// Splits a line into its words and its marked things, in order. After an unclosed mark
/// the rest is words.
fn pieces(line: &str) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let mut rest = line;
    while let Some(start) = rest.find(OPEN) {
        out.push(Piece::Words(&rest[..start]));
        let after = &rest[start + OPEN.len_utf8()..];
        let Some(end) = after.find(CLOSE) else {
            out.push(Piece::Words(after));
            return out;
        };
        out.push(Piece::Thing(&after[..end]));
        rest = &after[end + CLOSE.len_utf8()..];
    }
    out.push(Piece::Words(rest));
    out
}

/// A line with its marked things drawn by `thing` (which returns `None` for a slug it does
/// not know: the slug is then dropped, never shown raw).
pub fn told(line: &str, thing: &dyn Fn(&str) -> Option<Html>) -> Html {
    let parts = pieces(line).into_iter().filter_map(|p| match p {
        Piece::Words(w) => Some(html! { { w.to_string() } }),
        Piece::Thing(slug) => thing(slug),
    });
    html! { <>{ for parts }</> }
}

/// The line as plain words: each marked thing by the name `name` gives it.
pub fn plain(line: &str, name: &dyn Fn(&str) -> String) -> String {
    pieces(line)
        .into_iter()
        .map(|p| match p {
            Piece::Words(w) => w.to_string(),
            Piece::Thing(slug) => name(slug),
        })
        .collect()
}
