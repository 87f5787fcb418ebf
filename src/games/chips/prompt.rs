//! One seat's own screen: its hand, what it knows, and the question it must answer now,
//! with exactly the legal actions as buttons (slot picks are tapped on the board).

use super::chip_view::{face, face_inert, face_large};
use super::words::chip_text;
use super::words::{chip, claim, region, side};
use crate::components::info_sheet::{use_info_sheet, Info, SheetAction};
use crate::i18n::{use_i18n, Arg, I18n};
use chips::{Action, Ask, Kind, StageView, View};
use rt_core::Seat;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PromptProps {
    pub seating: std::rc::Rc<crate::games::session::Seating>,
    pub view: View,
    pub legal: Vec<Action>,
    pub on_action: Callback<Action>,
}

/// The question's title and hint keys.
fn question(view: &View, me: Seat) -> Option<(&'static str, &'static str)> {
    let resolving = match view.stage {
        StageView::Resolve { resolving } => resolving.map(|(_, k)| k),
        _ => None,
    };
    Some(match (view.stage, view.ask) {
        (StageView::Draft { owed }, _) if owed.contains(me) => {
            ("chips-ask-draft", "chips-hint-draft")
        }
        (StageView::Draw { drawer }, _) if drawer == me => ("chips-ask-draw", "chips-hint-draw"),
        (StageView::Play { owed }, _) if owed.contains(me) => ("chips-ask-play", "chips-hint-play"),
        (_, Some(ask)) if ask.seat() == me => match ask {
            Ask::DrawOrSteal { .. } => ("chips-ask-draw-or-steal", "chips-hint-draw-or-steal"),
            Ask::Slot { .. } if resolving == Some(Kind::Percival) => {
                ("chips-ask-percival", "chips-hint-tap-slot")
            }
            Ask::Slot { .. } => ("chips-ask-slot", "chips-hint-tap-slot"),
            Ask::StealTarget { .. } => ("chips-ask-steal", "chips-hint-steal"),
            Ask::Return { .. } => ("chips-ask-return", "chips-hint-return"),
            Ask::Place { .. } => ("chips-ask-place", "chips-hint-place"),
            Ask::Discard { .. } => ("chips-ask-discard", "chips-hint-discard"),
            Ask::Target { .. } => ("chips-ask-target", "chips-hint-target"),
            Ask::Show { .. } => ("chips-ask-show", "chips-hint-show"),
            Ask::Direction { .. } => ("chips-ask-direction", "chips-hint-direction"),
            Ask::FlipFisherKing { .. } => ("chips-ask-flip", "chips-hint-flip"),
            Ask::Protect { .. } => ("chips-ask-protect", "chips-hint-protect"),
            Ask::Give { .. } => ("chips-ask-give", "chips-hint-give"),
            Ask::PickSword { .. } => ("chips-ask-pick-sword", "chips-hint-pick-sword"),
            Ask::Bury { .. } => ("chips-ask-bury", "chips-hint-bury"),
            Ask::Swap { .. } => ("chips-ask-swap", "chips-hint-swap"),
            Ask::Morgana { .. } => ("chips-ask-morgana", "chips-hint-morgana"),
            Ask::PercivalTake { .. } => ("chips-ask-percival-take", "chips-hint-percival-take"),
            Ask::BlackKnight { .. } => ("chips-ask-black-knight", "chips-hint-black-knight"),
        },
        _ => return None,
    })
}

/// A button's content for one action.
fn label(i18n: &I18n, props: &PromptProps, action: Action) -> Html {
    let seating = &*props.seating;
    let view = &props.view;
    let me = view.me.unwrap_or(Seat(0));
    let name = |s: Seat| Arg::from(seating.name(s));
    let text = |key: &str| html! { { i18n.t(key) } };
    // Taking from a seat: its name, and a warning when its Fisher King shields it.
    let from = |s: Seat, key: &str| {
        html! {
            <>
                { i18n.t_args(key, &[("name", name(s))]) }
                if view.shield.contains(s) { <span class="tag warn">{ i18n.t("chips-steal-shielded") }</span> }
            </>
        }
    };
    match action {
        Action::Play(k)
        | Action::Discard(k)
        | Action::Show(k)
        | Action::Protect(k)
        | Action::Give(k)
        | Action::Reveal(k) => face_inert(i18n, k),
        Action::PickOwn(k) => {
            html! { <>{ i18n.t("chips-your-own") }{ " " }{ face_inert(i18n, k) }</> }
        }
        Action::Declare(c) => {
            html! { { i18n.t_args("chips-say", &[("claim", claim(i18n, c).into())]) } }
        }
        Action::FromAvalon => text("chips-from-avalon"),
        Action::Steal(s) => from(s, "chips-steal-from"),
        Action::Target(s) => html! { { seating.name(s) } },
        Action::Done => {
            let key = match view.ask {
                Some(Ask::Swap { .. }) => "chips-keep-hand",
                Some(Ask::Morgana { .. }) => "chips-keep-hidden",
                Some(Ask::PickSword { .. }) => "chips-stop-picking",
                _ => "chips-no-more",
            };
            text(key)
        }
        Action::Return { kind, region: None } => {
            let to = match view.ask {
                Some(Ask::Return {
                    to: chips::state::Source::Seat(s),
                    ..
                }) => seating.name(s),
                _ => String::new(),
            };
            html! { <>{ face_inert(i18n, kind) }{ " → " }{ to }</> }
        }
        Action::Return {
            kind,
            region: Some(r),
        }
        | Action::Place { kind, region: r } => {
            html! { <>{ face_inert(i18n, kind) }{ " → " }{ region(i18n, r) }</> }
        }
        Action::Direction(sd) => html! { { side(i18n, seating, me, sd) } },
        Action::FlipFisherKing(true) => text("chips-flip"),
        Action::FlipFisherKing(false) => text("chips-not-now"),
        Action::PickSword(s) => from(s, "chips-sword-from"),
        Action::Bury(r) => html! { { region(i18n, r) } },
        Action::Swap => text("chips-swap"),
        Action::Take(i) => match view.turned_up.get(usize::from(i)).and_then(|t| t.2) {
            Some(k) => face_inert(i18n, k),
            None => html! { { i + 1 } },
        },
        Action::TakePlayed(s) => {
            let k = view.played[s.index()]
                .map(|k| chip(i18n, k))
                .unwrap_or_default();
            html! { { i18n.t_args("chips-take-played", &[("chip", k.into()), ("name", name(s))]) } }
        }
        Action::TakePermanent(s) => {
            html! { { i18n.t_args("chips-take-permanent", &[("name", name(s))]) } }
        }
        Action::Draw { region: r, slot } | Action::Unpick { region: r, slot } => {
            html! { { format!("{} · {}", region(i18n, r), slot + 1) } }
        }
    }
}

/// The one chip an answer is about, when it is a chip from the hand or the table.
fn one_chip(view: &View, action: Action) -> Option<Kind> {
    match action {
        Action::Play(k)
        | Action::Discard(k)
        | Action::Show(k)
        | Action::Protect(k)
        | Action::Give(k)
        | Action::Reveal(k)
        | Action::PickOwn(k) => Some(k),
        Action::Take(i) => view.turned_up.get(usize::from(i)).and_then(|t| t.2),
        _ => None,
    }
}

fn testid(action: &Action) -> String {
    match action {
        Action::Play(k) => format!("play-{}", k.slug()),
        Action::Declare(chips::Claim::HaveExcalibur) => "declare-have".into(),
        Action::Declare(chips::Claim::NotMe) => "declare-not-me".into(),
        other => format!("{other:?}")
            .to_lowercase()
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
            .collect::<String>()
            .split('-')
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>()
            .join("-"),
    }
}

#[function_component(Prompt)]
pub fn prompt(props: &PromptProps) -> Html {
    let i18n = use_i18n();
    // Returning or placing into a region: first the chip, then the region.
    let picked = use_state(|| None::<Kind>);
    let view = &props.view;
    let Some(me) = view.me else {
        return html! {};
    };
    let two_step = props.legal.iter().any(|a| {
        matches!(
            a,
            Action::Place { .. }
                | Action::Return {
                    region: Some(_),
                    ..
                }
        )
    });
    let sheet = use_info_sheet();
    let button = |action: Action| {
        let on_action = props.on_action.clone();
        let picked = picked.clone();
        let act = Callback::from(move |_: ()| {
            picked.set(None);
            on_action.emit(action)
        });
        // A chip is chosen in two taps: the first shows what it does, the second confirms.
        let onclick = match one_chip(view, action) {
            Some(kind) => {
                let (sheet, i18n) = (sheet.clone(), i18n.clone());
                Callback::from(move |_: MouseEvent| {
                    sheet.emit(Info {
                        title: chip(&i18n, kind),
                        body: chip_text(&i18n, kind),
                        face: face_large(&i18n, kind),
                        actions: vec![SheetAction {
                            label: i18n
                                .t_args("chips-choose-this", &[("chip", chip(&i18n, kind).into())]),
                            testid: "sheet-confirm".into(),
                            on: act.clone(),
                            primary: true,
                        }],
                    })
                })
            }
            None => act.reform(|_: MouseEvent| ()),
        };
        let class = match action {
            Action::Declare(_) => "ghost",
            Action::Done | Action::FlipFisherKing(false) => "ghost",
            // Offered beside a draw or a play: a side option, not the question's answer.
            Action::FlipFisherKing(true) if view.ask.is_none() => "ghost",
            _ => "choice-button",
        };
        html! { <button class={class} data-testid={testid(&action)} {onclick}>{ label(&i18n, props, action) }</button> }
    };
    let mut buttons: Vec<Html> = Vec::new();
    if two_step {
        let mut kinds: Vec<Kind> = props
            .legal
            .iter()
            .filter_map(|a| match a {
                Action::Place { kind, .. } | Action::Return { kind, .. } => Some(*kind),
                _ => None,
            })
            .collect();
        kinds.dedup();
        match *picked {
            None => {
                for kind in kinds {
                    let picked = picked.clone();
                    let onclick = Callback::from(move |_: MouseEvent| picked.set(Some(kind)));
                    buttons.push(html! { <button class="choice-button" data-testid={format!("pick-{}", kind.slug())} {onclick}>{ face_inert(&i18n, kind) }</button> });
                }
            }
            Some(kind) => {
                for action in props.legal.iter().copied() {
                    if matches!(action, Action::Place { kind: k, .. } | Action::Return { kind: k, .. } if k == kind)
                    {
                        buttons.push(button(action));
                    }
                }
                let back = {
                    let picked = picked.clone();
                    Callback::from(move |_: MouseEvent| picked.set(None))
                };
                buttons.push(html! { <button class="ghost" onclick={back}>{ i18n.t("chips-other-chip") }</button> });
            }
        }
    } else {
        for action in props.legal.iter().copied() {
            // Slots are tapped on the board, picks taken back there too.
            if !matches!(action, Action::Draw { .. } | Action::Unpick { .. }) {
                buttons.push(button(action));
            }
        }
    }
    let question = question(view, me);
    html! {
        <section class="private chips-private" data-testid="private">
            <div class="my-hand">
                <h2>{ i18n.t("chips-your-hand") }</h2>
                <div class="hand" data-testid="my-hand">
                    if view.my_hand.is_empty() { <span class="muted">{ i18n.t("chips-empty-hand") }</span> }
                    { for view.my_hand.iter().map(|k| face(&i18n, *k)) }
                </div>
                if let Some(k) = view.my_protected {
                    <p class="muted">{ i18n.t("chips-in-your-fist") }{ " " }{ face(&i18n, k) }</p>
                }
                if let Some(k) = view.my_choice {
                    <p class="muted" data-testid="my-choice">{ i18n.t("chips-you-chose") }{ " " }{ face(&i18n, k) }</p>
                }
            </div>
            if let Some((title, hint)) = question {
                <div class="choice" data-testid="question">
                    <h2>{ i18n.t(title) }</h2>
                    <p class="muted">{ i18n.t_args(hint, &[("count", Arg::from(u32::from(view.my_picks_left)))]) }</p>
                    <div class="choice-buttons">{ for buttons }</div>
                </div>
            }
        </section>
    }
}
