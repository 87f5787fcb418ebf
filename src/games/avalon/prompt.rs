//! One seat's own screen: its role and what the role knows, what the Lady and Excalibur
//! showed it, and the question it must answer now, with exactly the legal actions.

use super::faces::{plot_face, quest_card_face_inert, role_face};
use super::words::{card, plot_card, plot_text, role, role_text, side};
use crate::components::info_sheet::{use_info_sheet, Info, SheetAction};
use crate::i18n::{use_i18n, Arg};
use avalon::{Action, Avalon, Card, Insight, PlotCard, Sight, StageView, Window};
use rt_core::{Seat, SeatSet};
use yew::prelude::*;

pub type PromptProps = crate::games::view_table::SeatProps<Avalon>;

/// What the question's choice means, in a sentence ("What do I do now?").
fn hint(stage: &StageView) -> Option<&'static str> {
    Some(match stage {
        StageView::Propose => "avalon-hint-propose",
        StageView::Vote { .. } => "avalon-hint-vote",
        StageView::Quest { .. } => "avalon-hint-quest",
        StageView::Lady => "avalon-hint-lady",
        StageView::Assassinate => "avalon-hint-assassinate",
        _ => return None,
    })
}

#[function_component(Prompt)]
pub fn prompt(props: &PromptProps) -> Html {
    let i18n = use_i18n();
    // The leader's team, built up one tap at a time, and Excalibur's holder.
    let team = use_state(|| SeatSet::EMPTY);
    let sword = use_state(|| None::<Seat>);
    // Under Targeting, the quest the leader aims at.
    let aim = use_state(|| None::<u8>);
    let sheet = use_info_sheet();
    let seating = &*props.seating;
    let view = &props.view;
    let (Some(me), Some(my_role)) = (view.me, view.my_role) else {
        return html! {};
    };
    let name = |s: Seat| Arg::from(seating.name(s));
    let knowledge = view.sights.iter().enumerate().filter_map(|(i, sight)| {
        let key = match (*sight)? {
            Sight::Evil => "avalon-sees-evil",
            Sight::MerlinCandidate => "avalon-sees-candidate",
            Sight::Lancelot => "avalon-sees-lancelot",
        };
        Some(html! { <li>{ i18n.t_args(key, &[("name", name(Seat(i as u8)))]) }</li> })
    });
    let insights = view.insights.iter().map(|insight| match *insight {
        Insight::Lady { target, side: sd } => html! {
            <li>{ i18n.t_args("avalon-lady-showed", &[("name", name(target)), ("side", side(&i18n, sd).into())]) }</li>
        },
        Insight::Excalibur { quest, target, card: c } => html! {
            <li>{ i18n.t_args("avalon-excalibur-showed", &[("name", name(target)), ("card", card(&i18n, c).into()), ("quest", Arg::from(u32::from(quest) + 1))]) }</li>
        },
        Insight::Loyalty { target, side: sd, card: pc } => html! {
            <li>{ i18n.t_args("avalon-loyalty-showed", &[("name", name(target)), ("side", side(&i18n, sd).into()), ("card", plot_card(&i18n, pc).into())]) }</li>
        },
        Insight::CloseEye { quest, target, card: c, switched } => html! {
            <li>{ i18n.t_args(if switched { "avalon-close-eye-showed-switched" } else { "avalon-close-eye-showed" }, &[("name", name(target)), ("card", card(&i18n, c).into()), ("quest", Arg::from(u32::from(quest) + 1))]) }</li>
        },
    });
    let act = |action: Action| {
        let on_action = props.on_action.clone();
        let (team, sword) = (team.clone(), sword.clone());
        Callback::from(move |_: MouseEvent| {
            team.set(SeatSet::EMPTY);
            sword.set(None);
            on_action.emit(action)
        })
    };
    let button = |action: Action, label: String, testid: String| {
        html! { <button class="choice-button" data-testid={testid} onclick={act(action)}>{ label }</button> }
    };
    let seat_buttons = |f: fn(Seat) -> Action, prefix: &str| -> Vec<Html> {
        props
            .legal
            .iter()
            .filter_map(|a| {
                Seat::all(view.n())
                    .find(|s| f(*s) == *a)
                    .map(|s| button(*a, seating.name(s), format!("{prefix}-{}", s.index())))
            })
            .collect()
    };
    let asked = !props.legal.is_empty();
    let question: Option<(String, Html)> = asked.then(|| match view.stage {
        StageView::Night { .. } => (
            i18n.t("avalon-ask-ready"),
            button(Action::Ready, i18n.t("avalon-ready"), "ready".into()),
        ),
        StageView::Propose => {
            let quest = if view.options.targeting {
                (*aim).filter(|q| view.open_quests.contains(q))
            } else {
                view.open_quests.first().copied()
            };
            let size = quest
                .and_then(|q| view.quests.get(usize::from(q)))
                .map_or(0, |q| usize::from(q.0));
            let aims = view.open_quests.iter().map(|q| {
                let q = *q;
                let aim = aim.clone();
                let onclick = Callback::from(move |_: MouseEvent| aim.set(Some(q)));
                let label = i18n.t_args("avalon-quest-n", &[("quest", Arg::from(u32::from(q) + 1)), ("size", Arg::from(view.quests.get(usize::from(q)).map_or(0, |x| usize::from(x.0))))]);
                html! {
                    <button class={classes!("seat-toggle", (quest == Some(q)).then_some("on"))}
                        data-testid={format!("aim-{q}")} {onclick}>{ label }</button>
                }
            });
            let toggles = Seat::all(view.n()).filter(|_| size > 0).map(|s| {
                let on = team.contains(s);
                let (team, sword) = (team.clone(), sword.clone());
                let onclick = Callback::from(move |_: MouseEvent| {
                    let mut next = *team;
                    if next.contains(s) {
                        next.remove(s);
                        if *sword == Some(s) {
                            sword.set(None);
                        }
                    } else {
                        next.insert(s);
                    }
                    team.set(next);
                });
                html! {
                    <button class={classes!("seat-toggle", on.then_some("on"))} aria-pressed={on.to_string()}
                        data-testid={format!("team-{}", s.index())} {onclick}>{ seating.name(s) }</button>
                }
            });
            let holders = team.iter().filter(|s| *s != me).map(|s| {
                let sword_state = sword.clone();
                let onclick = Callback::from(move |_: MouseEvent| sword_state.set(Some(s)));
                html! {
                    <button class={classes!("seat-toggle", (*sword == Some(s)).then_some("on"))}
                        data-testid={format!("sword-{}", s.index())} {onclick}>{ seating.name(s) }</button>
                }
            });
            let proposal = Action::Propose {
                team: *team,
                excalibur: if view.options.excalibur { *sword } else { None },
                quest: quest.unwrap_or(view.quest),
            };
            let ready = props.legal.contains(&proposal);
            (
                i18n.t_args("avalon-ask-propose", &[("size", Arg::from(size))]),
                html! {
                    <>
                        if view.options.targeting {
                            <p class="muted">{ i18n.t("avalon-ask-aim") }</p>
                            <div class="choice-buttons">{ for aims }</div>
                        }
                        <div class="choice-buttons">{ for toggles }</div>
                        if view.options.excalibur && team.len() == size {
                            <p class="muted">{ i18n.t("avalon-ask-sword") }</p>
                            <div class="choice-buttons">{ for holders }</div>
                        }
                        <button class="primary" data-testid="propose" disabled={!ready} onclick={act(proposal)}>{ i18n.t("avalon-propose") }</button>
                    </>
                },
            )
        }
        StageView::Vote { .. } => (
            i18n.t("avalon-ask-vote"),
            html! {
                <>
                if let Some(p) = &view.current {
                    <p class="vote-on" data-testid="vote-on">
                        { i18n.t_args("avalon-vote-on", &[("team", Arg::from(super::words::names(seating, p.team))), ("quest", Arg::from(u32::from(p.quest) + 1))]) }
                        if let Some(h) = p.excalibur { { " " }{ i18n.t_args("avalon-vote-sword", &[("name", name(h))]) } }
                    </p>
                }
                // The rejection that would end the game is said in the question itself.
                if view.options.fifth == avalon::FifthProposal::EvilWins && view.rejections + 1 >= avalon::tables::MAX_REJECTIONS {
                    <p class="at-stake" data-testid="at-stake">{ i18n.t("avalon-vote-last-chance") }</p>
                }
                <div class="choice-buttons">
                    { button(Action::Vote(true), i18n.t("avalon-approve"), "approve".into()) }
                    { button(Action::Vote(false), i18n.t("avalon-reject"), "reject".into()) }
                </div>
                </>
            },
        ),
        StageView::Quest { .. } => (
            i18n.t("avalon-ask-quest"),
            html! {
                <div class="choice-buttons">
                    { for [Card::Success, Card::Fail].into_iter().filter(|c| props.legal.contains(&Action::Play(*c))).map(|c| {
                        let id = if c == Card::Success { "play-success" } else { "play-fail" };
                        html! {
                            // A quest card is secret and final: the first tap shows it and what it
                            // does, the sheet's button plays it.
                            <button class="choice-button card-choice" data-testid={id} onclick={{
                                let (sheet, i18n, on_action) = (sheet.clone(), i18n.clone(), props.on_action.clone());
                                Callback::from(move |_: MouseEvent| {
                                    let text = if c == Card::Success { "art-card-success-text" } else { "art-card-fail-text" };
                                    sheet.emit(Info {
                                        title: card(&i18n, c),
                                        body: i18n.t(text),
                                        face: quest_card_face_inert(&i18n, c),
                                        actions: vec![SheetAction {
                                            label: i18n.t_args("avalon-play-this", &[("card", card(&i18n, c).into())]),
                                            testid: "sheet-confirm".into(),
                                            on: on_action.reform(move |_| Action::Play(c)),
                                            primary: true,
                                        }],
                                    })
                                })
                            }}>
                                { quest_card_face_inert(&i18n, c) }
                            </button>
                        }
                    }) }
                </div>
            },
        ),
        StageView::Excalibur => (
            i18n.t("avalon-ask-switch"),
            html! {
                <div class="choice-buttons">
                    { button(Action::Switch(None), i18n.t("avalon-keep-cards"), "keep-cards".into()) }
                    { for seat_buttons(|s| Action::Switch(Some(s)), "switch") }
                </div>
            },
        ),
        StageView::Lady => (
            i18n.t("avalon-ask-lady"),
            html! { <div class="choice-buttons">{ for seat_buttons(Action::Examine, "examine") }</div> },
        ),
        StageView::Declare { target, .. } => (
            i18n.t_args("avalon-ask-declare", &[("name", name(target))]),
            html! {
                <div class="choice-buttons">
                    { button(Action::Declare(Some(avalon::Side::Good)), i18n.t_args("avalon-declare-side", &[("name", name(target)), ("side", side(&i18n, avalon::Side::Good).into())]), "declare-good".into()) }
                    { button(Action::Declare(Some(avalon::Side::Evil)), i18n.t_args("avalon-declare-side", &[("name", name(target)), ("side", side(&i18n, avalon::Side::Evil).into())]), "declare-evil".into()) }
                    { button(Action::Declare(None), i18n.t("avalon-declare-nothing"), "declare-nothing".into()) }
                </div>
            },
        ),
        StageView::Assassinate => (
            i18n.t("avalon-ask-assassinate"),
            html! { <div class="choice-buttons">{ for seat_buttons(Action::Assassinate, "assassinate") }</div> },
        ),
        StageView::Deal { acting } => {
            // The card being dealt or resolved, with what it does.
            let next = view.plot_drawn.first().copied();
            let (shown, title) = match acting {
                None => (next, i18n.t_args("avalon-ask-give", &[("card", next.map(|c| plot_card(&i18n, c)).unwrap_or_default().into())])),
                Some((c @ PlotCard::TakeResponsibility, _)) => (Some(c), i18n.t("avalon-ask-take")),
                Some((c @ PlotCard::OverheardConversation, _)) => (Some(c), i18n.t("avalon-ask-look-at")),
                Some((c, _)) => (Some(c), i18n.t("avalon-ask-show-to")),
            };
            let takes = props.legal.iter().filter_map(|a| match *a {
                Action::Take { from, card: c } => Some(button(
                    *a,
                    i18n.t_args("avalon-take", &[("card", plot_card(&i18n, c).into()), ("name", name(from))]),
                    format!("take-{}-{}", from.index(), c.key()),
                )),
                _ => None,
            });
            (
                title,
                html! {
                    <>
                        if let Some(shown) = shown {
                            <div class="plot-card" data-testid="plot-card">{ plot_face(&i18n, shown) }<p>{ plot_text(&i18n, shown) }</p></div>
                        }
                        <div class="choice-buttons">
                            { for seat_buttons(Action::Give, "give") }
                            { for seat_buttons(Action::LookAt, "look-at") }
                            { for seat_buttons(Action::ShowTo, "show-to") }
                            { for takes }
                        </div>
                    </>
                },
            )
        }
        StageView::Window { window, .. } => {
            let c = window.card();
            let key = match window {
                Window::StrongLeader => "avalon-ask-strong-leader",
                Window::NoConfidence => "avalon-ask-no-confidence",
                Window::Spotlight => "avalon-ask-spotlight",
            };
            (
                i18n.t(key),
                html! {
                    <>
                        <div class="plot-card">{ plot_face(&i18n, c) }<p>{ plot_text(&i18n, c) }</p></div>
                        <div class="choice-buttons">
                            if props.legal.contains(&Action::UsePlot(None)) {
                                { button(Action::UsePlot(None), i18n.t_args("avalon-use-card", &[("card", plot_card(&i18n, c).into())]), "use-plot".into()) }
                            }
                            { for seat_buttons(|s| Action::UsePlot(Some(s)), "use-plot") }
                            { button(Action::Pass, i18n.t("avalon-pass"), "pass".into()) }
                        </div>
                    </>
                },
            )
        }
        StageView::CloseEye { .. } => (
            i18n.t("avalon-ask-close-eye"),
            html! {
                <div class="choice-buttons">
                    { for seat_buttons(|s| Action::UsePlot(Some(s)), "use-plot") }
                    { button(Action::Pass, i18n.t("avalon-pass"), "pass".into()) }
                </div>
            },
        ),
        StageView::Over { .. } => (String::new(), html! {}),
    });
    html! {
        <section class="private avalon-private" data-testid="private">
            <div class="role-card" data-testid="my-role">
                <div class="role-head">
                    { role_face(&i18n, my_role) }
                    <div>
                        <h2>{ i18n.t_args("avalon-you-are", &[("role", role(&i18n, my_role).into())]) }</h2>
                        <p class="muted">{ role_text(&i18n, my_role) }</p>
                    </div>
                </div>
                if view.my_side.is_some_and(|s| s != my_role.side()) {
                    <p class="problem">{ i18n.t("avalon-you-switched") }</p>
                }
                <ul class="knowledge">
                    { for knowledge }
                    { for insights }
                </ul>
                if let Some(v) = view.my_vote { <p class="muted">{ i18n.t(if v { "avalon-you-approved" } else { "avalon-you-rejected" }) }</p> }
                if let Some(c) = view.my_card { <p class="muted">{ i18n.t_args("avalon-you-played", &[("card", card(&i18n, c).into())]) }</p> }
            </div>
            if let Some((title, body)) = question {
                <div class="choice" data-testid="question">
                    <h2>{ title }</h2>
                    if let Some(key) = hint(&view.stage) { <p class="muted hint" data-testid="hint">{ i18n.t(key) }</p> }
                    { body }
                </div>
            }
        </section>
    }
}
