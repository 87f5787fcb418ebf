//! The public table: how long the game has left, the decks and the face-up stack, the land
//! and its development areas with every figure, and each knight's sheet, cards and points.
//! When the viewer is the knight to play, the tiles he can reach or explore light up on the
//! map and a tap goes there.

use super::faces::{card_back, card_face};
use super::map::{step_from, AreaBoard, Figure, Ghost, Target, Territory};
use super::prompt::direction;
use super::words::{attribute, clock, location, place};
use crate::art::face::{Size, Tone};
use crate::art::seat::SeatBadge;
use crate::art::token::Token;
use crate::games::table_frame::status_word;
use crate::i18n::{use_i18n, Arg, I18n};
use excalibur85::limits::Limit;
use excalibur85::map::Cell;
use excalibur85::state::Location;
use excalibur85::view::View;
use excalibur85::{Action, Attribute};
use rt_core::Seat;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub seating: std::rc::Rc<crate::games::session::Seating>,
    pub view: Rc<View>,
    /// The viewer's legal actions when it is his move, for the map's targets.
    #[prop_or_default]
    pub legal: Vec<Action>,
    #[prop_or_default]
    pub on_action: Option<Callback<Action>>,
    #[prop_or_default]
    pub children: Html,
}

/// Where each map action leads, for the knight to play.
pub fn targets(i18n: &I18n, view: &View, legal: &[Action]) -> Vec<Target> {
    let Some(p) = view.players.get(view.turn.index()) else {
        return Vec::new();
    };
    let step = |d| step_from(p.at, d);
    let cell_place = |cell: &Cell| {
        view.map
            .at(*cell)
            .map_or_else(String::new, |t| place(i18n, t.piece.place))
    };
    // One target a cell: walking comes before flying, which the list gives first.
    let mut out: Vec<Target> = Vec::new();
    for t in legal.iter().filter_map(|a| {
        let (at, new, label) = match a {
            Action::Move(d) => (
                step(*d),
                false,
                super::prompt::label(i18n, &|s| s.to_string(), view, a),
            ),
            Action::Explore(d) => (
                step(*d),
                true,
                i18n.t_args(
                    "x85-action-explore",
                    &[("direction", direction(i18n, *d).into())],
                ),
            ),
            Action::Fly(c) => (
                Location::Territory(*c),
                false,
                i18n.t_args("x85-action-fly", &[("place", cell_place(c).into())]),
            ),
            Action::Enter => {
                let Location::Territory(c) = p.at else {
                    return None;
                };
                let b = view.boards.iter().position(|b| b.doorway == c)?;
                (
                    Location::Area(b, Cell::ORIGIN),
                    false,
                    i18n.t("x85-action-enter"),
                )
            }
            Action::Leave => {
                let Location::Area(b, _) = p.at else {
                    return None;
                };
                (
                    Location::Territory(view.boards.get(b)?.doorway),
                    false,
                    i18n.t("x85-action-leave"),
                )
            }
            _ => return None,
        };
        Some(Target {
            at,
            action: *a,
            new,
            label,
        })
    }) {
        if !out.iter().any(|o| o.at == t.at) {
            out.push(t);
        }
    }
    out
}

/// A knight's five attributes, drawn as numbers with their names.
fn sheet(i18n: &I18n, s: &excalibur85::Sheet, seat: usize) -> Html {
    html! {
        <dl class="x85-sheet" data-testid={format!("sheet-of-{seat}")}>
            { for Attribute::ALL.iter().map(|a| html! {
                <div class={classes!("x85-attr", a.slug())}>
                    <dt>{ attribute(i18n, *a) }</dt>
                    <dd>{ s.get(*a) }<span class="muted">{ format!("/{}", Attribute::max(*a)) }</span></dd>
                </div>
            }) }
        </dl>
    }
}

#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let i18n = use_i18n();
    let seating = &*props.seating;
    let view = &props.view;
    let over = seating.over;
    let figures: Vec<Figure> = view
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let name = seating.name(Seat(i as u8));
            Figure {
                seat: i,
                initial: name
                    .chars()
                    .next()
                    .map(|c| c.to_uppercase().collect())
                    .unwrap_or_default(),
                name: format!("{name} ({})", p.knight.name()),
                at: p.at,
                active: !over && view.turn.index() == i,
            }
        })
        .collect();
    let targets = if props.on_action.is_some() {
        targets(&i18n, view, &props.legal)
    } else {
        Vec::new()
    };
    // The piece the viewer drew, shown where it goes as its first allowed turn.
    let ghost = match (&view.step, view.players.get(view.turn.index())) {
        (Some(excalibur85::state::Step::Placing { dir, piece }), Some(p))
            if props.on_action.is_some() =>
        {
            let turns = props.legal.iter().find_map(|a| match a {
                Action::Turn(t) => Some(*t),
                _ => None,
            });
            turns.map(|turns| Ghost {
                at: step_from(p.at, *dir),
                piece: *piece,
                turns,
            })
        }
        _ => None,
    };
    let solo = matches!(view.limit, Limit::Solo { .. });
    let last_round = matches!(view.limit, Limit::Rounds(n) if view.round >= n);
    let seats = view.players.iter().enumerate().map(|(i, p)| {
        let seat = Seat(i as u8);
        let Some(player) = seating.players.get(i) else {
            return html! {};
        };
        let bot = match player.kind {
            rt_core::SeatKind::Bot { level } => Some(level),
            rt_core::SeatKind::Human | rt_core::SeatKind::Device => None,
        };
        let asked = seating.to_act.contains(seat) && !over;
        let word = asked.then(|| AttrValue::from(status_word(&i18n, "status-thinking", player.is_human())));
        let hidden: Html = match &p.hidden {
            Some(cards) if view.me != Some(seat) => html! { <>{ for cards.iter().map(|k| html! {
                <span class="x85-hidden-card" title={i18n.t("x85-face-down")}>{ card_face(&i18n, *k, Size::Small) }</span>
            }) }</> },
            Some(_) => html! {},
            None => html! { <>{ for (0..p.hidden_count).map(|_| card_back(&i18n, Size::Small)) }</> },
        };
        html! {
            <li key={i} class="x85-seat">
                <SeatBadge name={player.name.clone()} {bot} status={word} is_me={view.me == Some(seat)} active={asked} testid={format!("seat-{i}")}>
                    <span class={classes!("x85-knight", format!("seat-colour-{}", i % 8))}>{ p.knight.name() }</span>
                    <Token icon="laurels" count={i64::from(p.score)} tone={Tone::Gold} label={i18n.t_args("x85-points-of", &[("count", Arg::from(p.score))])} testid={format!("points-{i}")} />
                    if p.lost_turns + p.training_turns > 0 {
                        <Token icon="sands-of-time" count={i64::from(p.lost_turns + p.training_turns)} tone={Tone::Evil} label={i18n.t_args("x85-owed-of", &[("count", Arg::from(p.lost_turns + p.training_turns))])} />
                    }
                    <span class="tag place">{ location(&i18n, view, p.at) }</span>
                    if p.delivered { <span class="tag done">{ i18n.t("x85-delivered") }</span> }
                    if p.mission_done { <span class="tag done">{ i18n.t("x85-mission-done") }</span> }
                    { sheet(&i18n, &p.sheet, i) }
                    <div class="x85-row x85-cards">
                        { for p.open.iter().map(|k| card_face(&i18n, *k, Size::Small)) }
                        { hidden }
                        { for p.scored.iter().map(|k| card_face(&i18n, *k, Size::Small)) }
                    </div>
                    if !p.beaten.is_empty() {
                        <div class="x85-row x85-beaten" aria-label={i18n.t("x85-beaten")}>
                            <span class="muted">{ i18n.t("x85-beaten") }</span>
                            { for p.beaten.iter().map(|k| card_face(&i18n, *k, Size::Small)) }
                        </div>
                    }
                </SeatBadge>
            </li>
        }
    });
    html! {
        <section class="board x85-board" data-testid="board">
            <div class="x85-status">
                <p class={classes!("x85-clock", last_round.then_some("is-last"))} data-testid="clock" role="status">{ clock(&i18n, view) }</p>
                <p class="decks">
                    <Token icon="card-draw" count={view.iniciatica_left as i64} tone={Tone::Evil} label={i18n.t_args("x85-iniciatica-left", &[("count", Arg::from(view.iniciatica_left as u32))])} />
                    <Token icon="card-draw" count={view.fantastica_left as i64} tone={Tone::Gold} label={i18n.t_args("x85-fantastica-left", &[("count", Arg::from(view.fantastica_left as u32))])} />
                    <Token icon="card-random" count={view.deck_left as i64} label={i18n.t_args("x85-deck-left", &[("count", Arg::from(view.deck_left as u32))])} testid="deck" />
                </p>
                if !view.stack.is_empty() {
                    <div class="x85-row x85-stack" aria-label={i18n.t("x85-stack")}>
                        <span class="muted">{ i18n.t("x85-stack") }</span>
                        { for view.stack.iter().map(|k| card_face(&i18n, *k, Size::Small)) }
                    </div>
                }
            </div>
            <Territory view={view.clone()} figures={figures.clone()} targets={targets.clone()} on_action={props.on_action.clone()} {ghost} />
            if !view.boards.is_empty() {
                <div class="x85-areas">
                    { for (0..view.boards.len()).map(|b| html! {
                        <AreaBoard view={view.clone()} board={b} figures={figures.clone()} targets={targets.clone()} on_action={props.on_action.clone()} {ghost} />
                    }) }
                </div>
            }
            { props.children.clone() }
            // On a laptop the sheets scroll in their own column, so the list takes the focus.
            <ul class={classes!("x85-seats", solo.then_some("is-solo"))} tabindex="0" aria-label={i18n.t("x85-knights")}>{ for seats }</ul>
        </section>
    }
}
