//! The table as one view sees it: scores, vetoes, who has chosen, and past rounds.

use crate::games::session::Session;
use crate::i18n::{use_i18n, Arg};
use oracle::{Oracle, PhaseView, View};
use rt_core::Seat;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub session: crate::games::session::Shared<Oracle>,
    pub view: View,
}

fn status(i18n: &crate::i18n::I18n, view: &View, seat: Seat) -> String {
    match &view.phase {
        PhaseView::Picking { chosen, .. } if chosen.contains(seat) => i18n.t("status-chosen"),
        PhaseView::Picking { .. } => i18n.t("status-thinking"),
        PhaseView::Veto { waiting, .. } if waiting.contains(seat) => i18n.t("status-thinking"),
        _ => String::new(),
    }
}

#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let i18n = use_i18n();
    let session: &Session<Oracle> = &props.session.0;
    let view = &props.view;
    let revealed = match &view.phase {
        PhaseView::Veto { oracle, picks, .. } => Some((*oracle, picks.clone())),
        _ => None,
    };
    let rows = Seat::all(view.seats).map(|seat| {
        let player = &session.players[seat.index()];
        let pick = revealed.as_ref().and_then(|(_, picks)| picks.get(seat.index()).copied());
        html! {
            <tr key={seat.index()} class={classes!((view.seat == Some(seat)).then_some("me"))}>
                <th scope="row">
                    { player.name.clone() }
                    if !player.is_human() { <span class="tag">{ i18n.t("bot") }</span> }
                </th>
                <td class="num" data-testid={format!("score-{}", seat.index())}>{ view.scores[seat.index()] }</td>
                <td class="center">
                    // A filled token while the veto is held, an empty one once spent.
                    <span class={classes!("token", view.vetoes[seat.index()].then_some("held"))}
                        title={i18n.t(if view.vetoes[seat.index()] { "oracle-veto-held" } else { "oracle-veto-spent" })}></span>
                </td>
                <td class="num">{ pick.map(|p| p.to_string()).unwrap_or_default() }</td>
                <td class="muted">{ status(&i18n, view, seat) }</td>
            </tr>
        }
    });
    let history = view.history.iter().enumerate().rev().map(|(i, round)| {
        let result = if round.vetoed_by.is_empty() {
            let names: Vec<String> = round.winners.iter().map(|s| session.name(s)).collect();
            i18n.t_args("oracle-history-won", &[("names", names.join(", ").into())])
        } else {
            i18n.t("oracle-history-vetoed")
        };
        html! {
            <li key={i}>
                { i18n.t_args("oracle-history-line", &[
                    ("round", Arg::from(i + 1)),
                    ("value", Arg::from(u32::from(round.oracle))),
                ]) }
                { " — " }{ result }
            </li>
        }
    });
    html! {
        <section class="board" aria-label={i18n.t("board")}>
            <p class="round-line">
                { i18n.t_args("round-of", &[("round", Arg::from(u32::from(view.round))), ("rounds", Arg::from(u32::from(view.options.rounds)))]) }
                if let Some((oracle, _)) = &revealed {
                    <strong class="oracle-number">{ " · " }{ i18n.t_args("oracle-was", &[("value", Arg::from(u32::from(*oracle)))]) }</strong>
                }
            </p>
            <table class="scores">
                <thead><tr>
                    <th>{ i18n.t("player") }</th><th>{ i18n.t("points") }</th>
                    <th>{ i18n.t("oracle-veto") }</th><th>{ i18n.t("oracle-pick") }</th><th></th>
                </tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
            if !view.history.is_empty() {
                <details class="history" open=true>
                    <summary>{ i18n.t("history") }</summary>
                    <ol reversed=true>{ for history }</ol>
                </details>
            }
        </section>
    }
}
