//! The play screen of Excalibur (1985): the map and the knights, each human's own screen
//! behind the hand-over, bots in the Web Worker, the story, and the final scores.

use super::board::Board;
use super::faces::mission_face;
use super::prompt::Prompt;
use super::words::mission_text;
use super::words::story;
use crate::art::face::Size;
use crate::games::session::{Session, Shared};
use crate::games::table_frame::{use_table, Parts};
use crate::i18n::{Arg, I18n};
use excalibur85::limits::Limit;
use excalibur85::Excalibur85;
use rt_core::Seat;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct Excalibur85TableProps {
    pub session: Shared<Excalibur85>,
}

/// Final scores, best first: points, the penalty for unfinished side missions, each secret
/// mission revealed.
fn end_of_game(i18n: &I18n, session: &Session<Excalibur85>) -> Html {
    let state = session.game.state();
    let mut order: Vec<usize> = (0..state.players.len()).collect();
    order.sort_by_key(|i| {
        let p = &state.players[*i];
        std::cmp::Reverse((p.final_score(), p.sheet.total()))
    });
    let headline = match state.limit {
        Limit::Solo { target, .. } => {
            let score = state.players.first().map_or(0, |p| p.score());
            let args = [
                ("count", Arg::from(score)),
                ("target", Arg::from(target)),
                ("short", Arg::from(target.saturating_sub(score))),
            ];
            if score >= target {
                i18n.t_args("x85-solo-won", &args)
            } else {
                i18n.t_args("x85-solo-lost", &args)
            }
        }
        Limit::Rounds(_) => i18n.t("x85-end-rounds"),
    };
    // A solo game lost says what was left undone, and what it was worth.
    let missed: Vec<String> = match (state.limit, state.players.first()) {
        (Limit::Solo { target, .. }, Some(p)) if p.score() < target => {
            let worth = |key: &str, points: u32| i18n.t_args(key, &[("count", Arg::from(points))]);
            let mut lines = Vec::new();
            if !p.delivered {
                lines.push(worth(
                    "x85-solo-missed-excalibur",
                    excalibur85::missions::MAIN_MISSION_POINTS,
                ));
            }
            if !p.mission_done {
                lines.push(worth(
                    "x85-solo-missed-mission",
                    excalibur85::missions::OWN_MISSION_POINTS,
                ));
            }
            lines
        }
        _ => Vec::new(),
    };
    let rows = order.iter().map(|i| {
        let p = &state.players[*i];
        let penalty = p.unfinished_secondary() * excalibur85::missions::SECONDARY_PENALTY;
        html! {
            <li class="result" data-testid="result">
                <strong>{ session.name(Seat(*i as u8)) }</strong>
                <span class="x85-final">{ i18n.t_args("x85-final-score", &[("count", Arg::Number(p.final_score() as f64))]) }</span>
                <span class="muted">{ i18n.t_args("x85-final-detail", &[
                    ("points", Arg::from(p.points)),
                    ("penalty", Arg::from(penalty)),
                ]) }</span>
                { mission_face(i18n, p.mission, Size::Small) }
                <span class="muted x85-mission-words">{ mission_text(i18n, p.mission) }</span>
                if p.delivered { <span class="tag done">{ i18n.t("x85-delivered") }</span> }
                if p.mission_done { <span class="tag done">{ i18n.t("x85-mission-done") }</span> }
            </li>
        }
    });
    html! {
        <>
            <p class="headline">{ headline }</p>
            if !missed.is_empty() {
                <ul class="x85-missed" data-testid="missed">{ for missed.iter().map(|l| html! { <li>{ l.clone() }</li> }) }</ul>
            }
            <ol class="end-roles x85-ranking">{ for rows }</ol>
        </>
    }
}

#[function_component(Excalibur85Table)]
pub fn excalibur85_table(props: &Excalibur85TableProps) -> Html {
    let table = use_table(&props.session, story, super::faces::thing);
    let current: Rc<Session<Excalibur85>> = table.current();
    let shared = table.shared();
    let seating = Rc::new(current.seating());
    let board = |seat: Option<Seat>, private: Html| {
        let view = Rc::new(current.game.view(seat));
        let (legal, on_action) = match seat {
            Some(s) if current.game.to_act().includes(s) => {
                (current.game.legal_actions(s), Some(table.play(s)))
            }
            _ => (Vec::new(), None),
        };
        html! { <Board seating={seating.clone()} {view} {legal} {on_action}>{ private }</Board> }
    };
    let coaching = crate::games::guide::coaching(&table.i18n, &shared);
    let private = |seat: Seat| {
        html! {
            <>
                { coaching.before_private.clone() }
                <Prompt seating={seating.clone()} view={current.game.view(Some(seat))}
                    legal={current.game.legal_actions(seat)} on_action={table.play(seat)} />
            </>
        }
    };
    let played = table.render(Parts {
        board: &board,
        private: &private,
        end: &|| end_of_game(&table.i18n, &current),
    });
    html! { <>{ played }{ coaching.after_table }</> }
}

impl crate::games::guest::SeatScreen for Excalibur85 {
    fn seat_screen(
        seating: Rc<crate::games::session::Seating>,
        view: Self::View,
        legal: Vec<Self::Action>,
        on_action: Callback<Self::Action>,
    ) -> Html {
        let on_board = (!legal.is_empty()).then(|| on_action.clone());
        html! {
            <Board seating={seating.clone()} view={Rc::new(view.clone())} legal={legal.clone()} on_action={on_board}>
                <Prompt {seating} {view} {legal} {on_action} />
            </Board>
        }
    }
    const STORY: crate::games::table_frame::Story<Self> = story;
    const THING: crate::games::table_frame::Thing = super::faces::thing;
}
