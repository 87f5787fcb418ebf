//! The table as one view sees it: the three regions of Avalon with their counts (and the
//! memory aid), the crown, each seat's hand size, played chip and Fisher King, the trash.

use super::chip_view::{face, face_down, slot};
use super::words::region;
use crate::art::seat::SeatBadge;
use crate::games::table_frame::status_word;
use crate::i18n::{use_i18n, Arg};
use chips::{Action, Ask, Kind, StageView, View};
use rt_core::Seat;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub seating: std::rc::Rc<crate::games::session::Seating>,
    pub view: View,
    /// Legal slot picks of the viewer, when it is choosing slots.
    #[prop_or_default]
    pub slots: Vec<Action>,
    #[prop_or_default]
    pub on_action: Option<Callback<Action>>,
    /// The viewer's own screen, placed right under Avalon so a phone shows both at once.
    #[prop_or_default]
    pub children: Html,
}

/// Who the table waits for, in a word, for each seat.
/// Its key; a human whose turn it is reads "to play", never "thinking…".
fn status(view: &View, seat: Seat) -> Option<&'static str> {
    match view.stage {
        StageView::Draw { drawer } if drawer == seat => Some("chips-status-drawing"),
        StageView::Draft { owed } if owed.contains(seat) => Some("chips-status-drawing"),
        StageView::Play { owed } if owed.contains(seat) => Some("status-thinking"),
        StageView::Play { .. } if view.chosen.contains(seat) => Some("status-chosen"),
        StageView::Resolve { .. } if view.ask.map(|a| a.seat()) == Some(seat) => {
            Some("chips-status-deciding")
        }
        _ => None,
    }
}

#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let i18n = use_i18n();
    let aid = use_context::<crate::settings::Settings>().is_none_or(|s| s.memory_aid);
    let seating = &*props.seating;
    let view = &props.view;
    let picking = !props.slots.is_empty();
    let regions = (0..3u8).map(|r| {
        let slots = view.avalon[usize::from(r)].iter().enumerate().map(|(i, known)| {
            // With the memory aid off, the player keeps track alone.
            let known = &if aid { *known } else { None };
            // The viewer's own secret picks stay marked until everyone has picked; a tap takes
            // one back while the viewer is still picking, as a tap on another slot picks it.
            let picked = view.my_picks.contains(&(r, i as u8));
            let (action, key, class, testid) = if picked {
                (Action::Unpick { region: r, slot: i as u8 }, "chips-slot-unpick", "slot picked slot-unpick", format!("picked-{r}-{i}"))
            } else {
                (Action::Draw { region: r, slot: i as u8 }, "chips-slot-label", "slot-button", format!("slot-{r}-{i}"))
            };
            let label = |key: &str| i18n.t_args(key, &[("region", region(&i18n, r).into()), ("slot", Arg::from(i + 1))]);
            match (&props.on_action, props.slots.contains(&action)) {
                (Some(on_action), true) => {
                    let on_action = on_action.clone();
                    let onclick = Callback::from(move |_: MouseEvent| on_action.emit(action));
                    let label = label(key);
                    html! {
                        <button {class} aria-label={label.clone()} title={picked.then_some(label)} data-testid={testid} {onclick}>
                            { slot(&i18n, *known) }
                        </button>
                    }
                }
                _ if picked => {
                    let label = label("chips-slot-picked");
                    html! {
                        <span class="slot picked" role="img" aria-label={label.clone()} title={label} data-testid={testid}>
                            { slot(&i18n, *known) }
                        </span>
                    }
                }
                _ => slot(&i18n, *known),
            }
        });
        let turned: Vec<Html> = view
            .turned_up
            .iter()
            .filter(|t| t.0 == r)
            .map(|t| match t.2 {
                Some(kind) => face(&i18n, kind),
                None => face_down(),
            })
            .collect();
        let count = view.avalon[usize::from(r)].len();
        html! {
            <div class={classes!("region", (count == 0).then_some("empty"))} data-testid={format!("region-{r}")}>
                <h3>{ region(&i18n, r) }<span class="count" data-testid={format!("region-count-{r}")}>{ count }</span></h3>
                <div class="slots">{ for slots }</div>
                if !turned.is_empty() {
                    <div class="turned-up"><span class="muted">{ i18n.t("chips-turned-up") }</span>{ for turned }</div>
                }
            </div>
        }
    });
    let seats = Seat::all(view.n()).map(|seat| {
        let i = seat.index();
        let player = &seating.players[i];
        let hand = &view.hands[i];
        let mine = view.me == Some(seat);
        let played = view.played[i];
        let bot = match player.kind {
            rt_core::SeatKind::Bot { level } => Some(level),
            rt_core::SeatKind::Human | rt_core::SeatKind::Device => None,
        };
        let key = status(view, seat);
        let word = key.map(|k| AttrValue::from(status_word(&i18n, k, player.is_human())));
        let active = matches!(key, Some("status-thinking" | "chips-status-drawing" | "chips-status-deciding"));
        html! {
            <li key={i} class="chips-seat">
                <SeatBadge name={player.name.clone()} {bot} status={word} is_me={mine} {active} testid={format!("seat-{i}")}>
                    if view.crown == seat { <span class="crown" role="img" title={i18n.t("chips-crown")} aria-label={i18n.t("chips-crown")}></span> }
                    if let Some(Some(c)) = view.claims.get(i) {
                        <span class="speech" data-testid={format!("claim-{i}")}>{ super::words::claim(&i18n, *c) }</span>
                    }
                    <span class="hand-size" data-testid={format!("hand-size-{i}")}
                        title={i18n.t_args("chips-hand-size", &[("count", Arg::from(u32::from(hand.size)))])}>
                        { for (0..hand.size.min(12)).map(|_| face_down()) }
                        <span class="num">{ hand.size }</span>
                    </span>
                    if hand.protected { <span class="tag fist">{ i18n.t("chips-protected") }</span> }
                    // Played chips turn over one after another, from the crown leftwards.
                    if let Some(kind) = played {
                        <span class="played" style={format!("--i: {}", (i + view.n() - view.crown.index()) % view.n())}>{ face(&i18n, kind) }</span>
                    }
                    if let Some(kind) = view.permanent[i] {
                        <span class={classes!("permanent", view.shield.contains(seat).then_some("shielded"))}>
                            { face(&i18n, kind) }
                            if view.shield.contains(seat) { <span class="tag">{ i18n.t("chips-shielded") }</span> }
                        </span>
                    }
                    if aid && !hand.known.is_empty() {
                        <div class="known muted">{ i18n.t("chips-you-know") }{ " " }{ for hand.known.iter().map(|k| face(&i18n, *k)) }</div>
                    }
                </SeatBadge>
            </li>
        }
    });
    let mut trash: Vec<Kind> = view.trash.to_vec();
    trash.sort();
    let resolving = match view.stage {
        StageView::Resolve {
            resolving: Some((seat, kind)),
        } => Some(html! {
            <p class="resolving" data-testid="resolving">
                { i18n.t_args("chips-now-resolving", &[("name", seating.name(seat).into())]) }{ " " }{ face(&i18n, kind) }
            </p>
        }),
        _ => None,
    };
    let held_out = (!view.held_out.is_empty() && matches!(view.ask, Some(Ask::PickSword { .. }))).then(|| {
        let list: Vec<String> = view.held_out.iter().map(|(s, n)| format!("{} {}", seating.name(*s), n)).collect();
        html! { <p class="muted">{ i18n.t_args("chips-held-out", &[("list", list.join(", ").into())]) }</p> }
    });
    html! {
        <section class="board chips-board" data-testid="board">
            <p class="round-line">
                { i18n.t_args("chips-round", &[("round", Arg::from(u32::from(view.round)))]) }
                if view.final_round { <span class="tag final" data-testid="final-round">{ i18n.t("chips-final-round") }</span> }
            </p>
            // While the viewer picks slots, the question comes first and the slots under it.
            if picking { { props.children.clone() } }
            <div class={classes!("regions", picking.then_some("picking"))}>{ for regions }</div>
            { for resolving }
            { for held_out }
            if !picking { { props.children.clone() } }
            <ul class="chips-seats">{ for seats }</ul>
            <details class="trash">
                <summary>{ i18n.t_args("chips-trash", &[("count", Arg::from(trash.len()))]) }</summary>
                <div class="trash-list">{ for trash.iter().map(|k| face(&i18n, *k)) }</div>
            </details>
        </section>
    }
}
