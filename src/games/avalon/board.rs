//! The public table: the five quests with team sizes and results, the vote track, the
//! leader, the Lady and Excalibur, each seat's status, and the history of every proposal and
//! vote.

use super::faces::{plot_face, quest_card_icon};
use super::words::{card, open_votes, side};
use crate::art::explained::Explained;
use crate::art::face::Tone;
use crate::art::icon::icon;
use crate::art::seat::SeatBadge;
use crate::art::token::Token;
use crate::art::track::Track;
use crate::games::table_frame::status_word;
use crate::i18n::{use_i18n, Arg};
use avalon::{Avalon, StageView, View};
use rt_core::Seat;
use yew::prelude::*;

pub type BoardProps = crate::games::view_table::BoardProps<Avalon>;

/// Its key; a human whose turn it is reads "to play", never "thinking…".
fn status(view: &View, seat: Seat) -> Option<&'static str> {
    match view.stage {
        StageView::Night { pending } if pending.contains(seat) => Some("status-thinking"),
        StageView::Vote { voted } if voted.contains(seat) => Some("avalon-status-voted"),
        StageView::Vote { .. } => Some("status-thinking"),
        StageView::Quest { played } if played.contains(seat) => Some("avalon-status-played"),
        StageView::Quest { .. } if view.current.as_ref().is_some_and(|p| p.team.contains(seat)) => {
            Some("status-thinking")
        }
        StageView::Deal {
            acting: Some((_, s)),
            ..
        } if s == seat => Some("status-thinking"),
        StageView::Deal { acting: None, .. } if view.leader == seat => Some("status-thinking"),
        StageView::Declare { holder, .. } if holder == seat => Some("status-thinking"),
        StageView::Propose if view.leader == seat => Some("status-thinking"),
        StageView::Lady if view.lady == Some(seat) => Some("status-thinking"),
        StageView::Excalibur if view.current.as_ref().and_then(|p| p.excalibur) == Some(seat) => {
            Some("status-thinking")
        }
        StageView::Window { asked, .. } | StageView::CloseEye { asked } if asked == seat => {
            Some("status-thinking")
        }
        _ => None,
    }
}

#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let i18n = use_i18n();
    let seating = &*props.seating;
    let view = &props.view;
    let quests = view.quests.iter().enumerate().map(|(i, (size, fails))| {
        let result = view.results.iter().find(|r| usize::from(r.quest) == i);
        let class = match result {
            Some(r) if r.failed => "quest failed",
            Some(_) => "quest succeeded",
            None if usize::from(view.quest) == i => "quest current",
            None => "quest",
        };
        // A tap says what the circle means: the team's size, the Fails it takes, the result.
        let mut told = vec![i18n.t_args(
            if *fails > 1 { "avalon-quest-explain-two" } else { "avalon-quest-explain" },
            &[("size", Arg::from(u32::from(*size)))],
        )];
        if let Some(r) = result {
            told.push(i18n.t_args(
                if r.failed { "avalon-quest-failed-with" } else { "avalon-quest-succeeded-with" },
                &[("count", Arg::from(u32::from(r.fails)))],
            ));
        }
        let title = i18n.t_args("avalon-quest-number", &[("number", Arg::from(i as u32 + 1))]);
        html! {
            <li class={class} data-testid={format!("quest-{i}")}>
                <Explained title={title} body={told.join(" ")} class="quest-explained">
                    <span class="size">{ size }</span>
                    if *fails > 1 { <span class="two-fails">{ i18n.t("avalon-two-fails") }</span> }
                    if let Some(r) = result {
                        { icon(quest_card_icon(if r.failed { avalon::Card::Fail } else { avalon::Card::Success })) }
                        <span class="fails">{ format!("✕{}", r.fails) }</span>
                    }
                </Explained>
            </li>
        }
    });
    let holder = view.current.as_ref().and_then(|p| p.excalibur);
    let team = view.current.as_ref().map(|p| p.team).unwrap_or_default();
    // Each seat's vote on the last team, until the next vote begins.
    let last_votes = view
        .proposals
        .last()
        .filter(|_| !matches!(view.stage, StageView::Vote { .. }))
        .map(|p| p.votes.clone())
        .unwrap_or_default();
    let seats = Seat::all(view.n()).map(|seat| {
        let player = &seating.players[seat.index()];
        let vote = last_votes.get(seat.index()).copied();
        let bot = match player.kind {
            rt_core::SeatKind::Bot { level } => Some(level),
            rt_core::SeatKind::Human | rt_core::SeatKind::Device => None,
        };
        let key = status(view, seat);
        let word = key.map(|k| AttrValue::from(status_word(&i18n, k, player.is_human())));
        html! {
            <li key={seat.index()} class={classes!("avalon-seat", team.contains(seat).then_some("on-team"))}>
                <SeatBadge name={player.name.clone()} {bot} status={word} is_me={view.me == Some(seat)}
                    active={key == Some("status-thinking")} testid={format!("seat-{}", seat.index())}>
                    if view.leader == seat {
                        <Explained title={i18n.t("avalon-leader")} body={i18n.t("avalon-leader-text")}>
                            <span class="crown" role="img" title={i18n.t("avalon-leader")} aria-label={i18n.t("avalon-leader")}></span>
                        </Explained>
                    }
                    if team.contains(seat) {
                        <Explained title={i18n.t("avalon-team")} body={i18n.t("avalon-on-team-text")}><span class="tag team">{ i18n.t("avalon-on-team") }</span></Explained>
                    }
                    if holder == Some(seat) {
                        <Explained title={i18n.t("avalon-excalibur")} body={i18n.t("rules-avalon-6")}><span class="tag sword">{ icon("shining-sword") }{ i18n.t("avalon-excalibur") }</span></Explained>
                    }
                    if view.lady == Some(seat) {
                        <Explained title={i18n.t("avalon-option-lady")} body={i18n.t("avalon-lady-text")}><span class="tag lady">{ icon("wave-crest") }{ i18n.t("avalon-lady") }</span></Explained>
                    }
                    if view.spotlight == Some(seat) { <span class="tag warn">{ i18n.t("avalon-spotlight") }</span> }
                    { for view.plots.get(seat.index()).into_iter().flatten().map(|c| html! {
                        <span class="held-plot" data-testid={format!("plot-{}-{}", seat.index(), c.key())}>{ plot_face(&i18n, *c) }</span>
                    }) }
                    if let Some(v) = vote {
                        <span class={classes!("tag", "vote-mark", if v { "approve" } else { "reject" })}
                            title={i18n.t(if v { "avalon-approve" } else { "avalon-reject" })}
                            data-testid={format!("last-vote-{}", seat.index())}>{ if v { "✓" } else { "✗" } }</span>
                    }
                </SeatBadge>
            </li>
        }
    });
    // The record players ask for most, as a scoresheet that fits a phone: one row a
    // proposal (the first column stays put while the seats scroll), a mark per vote, the
    // team outlined, and the quest's result on its own row under the team that went.
    let went = |i: usize| {
        let p = &view.proposals[i];
        p.approved
            && p.overruled.is_none()
            && !view.proposals[i + 1..]
                .iter()
                .any(|q| q.quest == p.quest && q.approved && q.overruled.is_none())
    };
    let history = view.proposals.iter().enumerate().map(|(i, p)| {
        let votes = Seat::all(view.n()).map(|s| {
            let (mark, class) = match p.votes.get(s.index()) {
                Some(true) => ("✓", "approve"),
                Some(false) => ("✗", "reject"),
                None => ("·", "none"),
            };
            let on = p.team.contains(s);
            html! {
                <td class={classes!("vote", class, on.then_some("on-team"))}>
                    { mark }
                    if p.leader == s { <span class="mini crown-mini" role="img" aria-label={i18n.t("avalon-leader")}>{ "♛" }</span> }
                    if p.excalibur == Some(s) { <span class="mini" role="img" aria-label={i18n.t("avalon-excalibur")}>{ "⚔" }</span> }
                </td>
            }
        });
        let result = went(i)
            .then(|| view.results.iter().find(|r| r.quest == p.quest))
            .flatten()
            .map(|r| {
                let key = if r.failed { "avalon-history-result-fail" } else { "avalon-history-result-success" };
                let text = i18n.t_args(key, &[("quest", Arg::from(u32::from(r.quest) + 1)), ("fails", Arg::from(u32::from(r.fails)))]);
                html! {
                    <tr class={classes!("result-row", if r.failed { "failed" } else { "succeeded" })}>
                        <th scope="row" class="sticky">{ if r.failed { "✗" } else { "✓" } }</th>
                        <td colspan={view.n().to_string()}>{ text }</td>
                    </tr>
                }
            });
        html! {
            <>
                <tr>
                    <th scope="row" class="sticky">
                        { format!("{}.{}", p.quest + 1, p.attempt) }
                        if p.overruled.is_some() { <span class="tag warn">{ i18n.t("avalon-overruled") }</span> }
                    </th>
                    { for votes }
                </tr>
                { for result }
            </>
        }
    });
    html! {
        <section class="board avalon-board" data-testid="board">
            <ol class="quests">{ for quests }</ol>
            <Track label={i18n.t("avalon-vote-track")} steps={usize::from(avalon::tables::MAX_REJECTIONS)}
                filled={usize::from(view.rejections)} tone={Tone::Evil} icon={Some("thumb-down")} testid="vote-track" />
            if view.options.lancelot.is_some() {
                <p class="muted" data-testid="lancelot-cards">
                    { i18n.t("avalon-lancelot-cards") }{ " " }
                    { for view.lancelot_cards.iter().map(|c| html! { <span class={classes!("tag", c.then_some("warn"))}>{ i18n.t(if *c { "avalon-card-switch" } else { "avalon-card-blank" }) }</span> }) }
                </p>
            }
            if !view.opinions.is_empty() {
                <p class="notice" data-testid="opinions">{ i18n.t_args("avalon-opinions", &[("votes", open_votes(&i18n, seating, &view.opinions).into())]) }</p>
            }
            if let (Some(s), Some(c)) = (view.spotlight, view.face_up) {
                <p class="notice" data-testid="face-up">{ i18n.t_args("avalon-face-up", &[("name", Arg::from(seating.name(s))), ("card", card(&i18n, c).into())]) }</p>
            }
            if !view.declarations.is_empty() {
                <ul class="declarations" data-testid="declarations">
                    { for view.declarations.iter().map(|(h, t, said)| html! {
                        <li>{ match said {
                            Some(sd) => i18n.t_args("avalon-declared", &[("name", Arg::from(seating.name(*h))), ("target", Arg::from(seating.name(*t))), ("side", side(&i18n, *sd).into())]),
                            None => i18n.t_args("avalon-log-declared-nothing", &[("name", Arg::from(seating.name(*h))), ("target", Arg::from(seating.name(*t)))]),
                        } }</li>
                    }) }
                </ul>
            }
            if view.options.plot {
                <p class="plot-deck-line">
                    <Token icon="card-draw" count={i64::from(view.plot_deck_left)} tone={Tone::Violet} testid="plot-deck"
                        label={i18n.t_args("avalon-plot-deck", &[("count", Arg::from(u32::from(view.plot_deck_left)))])} />
                    <span class="muted" aria-hidden="true">{ i18n.t("avalon-plot-cards") }</span>
                </p>
            }
            { props.children.clone() }
            <ul class="avalon-seats">{ for seats }</ul>
            if !view.proposals.is_empty() {
                <details class="history" open=true data-testid="vote-history">
                    <summary>{ i18n.t("avalon-history") }</summary>
                    // It scrolls sideways on a phone: a keyboard must reach it too.
                    <div class="history-scroll" tabindex="0" role="region" aria-label={i18n.t("avalon-history")}>
                        <table class="vote-grid">
                            <thead><tr>
                                <th class="sticky" scope="col">{ i18n.t("avalon-quest-short") }</th>
                                { for Seat::all(view.n()).map(|s| html! { <th scope="col" class="seat-col">{ seating.name(s) }</th> }) }
                            </tr></thead>
                            <tbody>{ for history }</tbody>
                        </table>
                    </div>
                </details>
            }
            <p class="muted">{ i18n.t_args("avalon-results", &[("good", Arg::from(view.results.iter().filter(|r| !r.failed).count())), ("evil", Arg::from(view.results.iter().filter(|r| r.failed).count()))]) }</p>
        </section>
    }
}
