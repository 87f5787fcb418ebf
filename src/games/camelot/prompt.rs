//! One seat's own screen: its Loyalty, its hand, what only it may see (a card drawn, a peek),
//! and the question it must answer now, with exactly the legal actions.

use super::faces::{black_face, loyalty_face, travel_face, white_in_hand};
use super::words::{black, evil, place, quest, statement, travel, white};
use crate::art::face::Size;
use crate::i18n::{use_i18n, Arg, I18n};
use camelot::view::{LancelotStage, PendingView, StepView, View};
use camelot::{Action, Camelot, Cancel, Special};
use rt_core::Seat;
use yew::prelude::*;

pub type PromptProps = crate::games::view_table::SeatProps<Camelot>;

/// The words on an action's button.
pub(super) fn label(
    i18n: &I18n,
    name: &dyn Fn(Seat) -> String,
    dragon: bool,
    action: &Action,
) -> String {
    let card = |c: camelot::White| Arg::from(white(i18n, c));
    let at = |p: camelot::Place| Arg::from(place(i18n, p, dragon));
    let who = |s: &Seat| Arg::from(name(*s));
    match action {
        Action::Lay(c) => white(i18n, *c),
        Action::Evil(choice) => evil(i18n, *choice),
        Action::Face { down } => i18n.t(if *down {
            "camelot-face-down"
        } else {
            "camelot-face-up"
        }),
        Action::War(q) => quest(i18n, *q, false),
        Action::Knight(s) => i18n.t_args("camelot-action-knight", &[("name", who(s))]),
        Action::Move(p) => i18n.t_args("camelot-action-move", &[("place", at(*p))]),
        Action::FreeMove(p) => i18n.t_args("camelot-action-free-move", &[("place", at(*p))]),
        Action::Play(c) => i18n.t_args("camelot-action-play", &[("card", card(*c))]),
        Action::DrawWhite => i18n.t("camelot-action-draw-white"),
        Action::Siege => i18n.t("camelot-action-siege"),
        Action::SiegeCard(v) => white(i18n, camelot::White::Fight(*v)),
        Action::SiegeRoll => i18n.t("camelot-siege-roll"),
        Action::SiegeWild => i18n.t("camelot-action-siege-wild"),
        Action::PlayWild(v) => i18n.t_args(
            "camelot-action-play-wild",
            &[("value", Arg::from(u32::from(*v)))],
        ),
        Action::Heal(c) => i18n.t_args("camelot-action-heal", &[("card", card(*c))]),
        Action::Sacrifice => i18n.t("camelot-action-sacrifice"),
        Action::EndTurn => i18n.t("camelot-action-end-turn"),
        Action::Give(s) => name(*s),
        Action::Accept(yes) => i18n.t(if *yes {
            "camelot-accept"
        } else {
            "camelot-refuse"
        }),
        Action::Volunteer(yes) => i18n.t(if *yes {
            "camelot-volunteer-yes"
        } else {
            "camelot-volunteer-no"
        }),
        Action::Discard(c) => white(i18n, *c),
        Action::Special(s) => match s {
            Special::MerlinEngine => i18n.t("camelot-action-merlin-engine"),
            Special::MerlinBlack(q) => i18n.t_args(
                "camelot-action-merlin-black",
                &[("place", Arg::from(quest(i18n, *q, dragon)))],
            ),
            Special::MerlinFigure(q) => i18n.t_args(
                "camelot-action-merlin-figure",
                &[("place", Arg::from(quest(i18n, *q, dragon)))],
            ),
            Special::Heroism(q) => i18n.t_args(
                "camelot-action-heroism",
                &[("place", Arg::from(quest(i18n, *q, dragon)))],
            ),
            Special::Messenger(s) => i18n.t_args("camelot-action-messenger", &[("name", who(s))]),
            Special::Piety { myself } => i18n.t(if *myself {
                "camelot-action-piety-self"
            } else {
                "camelot-action-piety-others"
            }),
            Special::Reinforcements { myself } => i18n.t(if *myself {
                "camelot-action-reinforcements-self"
            } else {
                "camelot-action-reinforcements-others"
            }),
            Special::Dispel(b) => i18n.t_args(
                "camelot-action-dispel",
                &[("card", Arg::from(black(i18n, *b)))],
            ),
            Special::TournamentKnight(s) => {
                i18n.t_args("camelot-action-tournament-knight", &[("name", who(s))])
            }
            Special::DragonSlayerDraw => i18n.t("camelot-action-slayer-draw"),
            Special::DragonSlayerFight => i18n.t("camelot-action-slayer-fight"),
            Special::MerlinToTheRescue(p) => {
                i18n.t_args("camelot-action-merlin-rescue", &[("place", at(*p))])
            }
            Special::Truce(q) => i18n.t_args(
                "camelot-action-truce",
                &[("place", Arg::from(quest(i18n, *q, dragon)))],
            ),
            other => i18n.t_args("camelot-action-special", &[("card", card(other.card()))]),
        },
        Action::Cancel(c) => match c {
            Cancel::Excalibur => i18n.t("camelot-cancel-excalibur"),
            Cancel::Merlins(n) => i18n.t_args(
                "camelot-cancel-merlins",
                &[("count", Arg::from(u32::from(*n)))],
            ),
            Cancel::Pass => i18n.t("camelot-cancel-pass"),
        },
        Action::Rescue(yes) => i18n.t(if *yes {
            "camelot-rescue-yes"
        } else {
            "camelot-rescue-no"
        }),
        Action::Kay(Some(v)) => white(i18n, camelot::White::Fight(*v)),
        Action::Kay(None) => i18n.t("camelot-kay-none"),
        Action::KayWild => i18n.t("camelot-action-siege-wild"),
        Action::Follow(yes) => i18n.t(if *yes {
            "camelot-follow-yes"
        } else {
            "camelot-follow-no"
        }),
        Action::GiveCard(c) => white(i18n, *c),
        Action::StopGiving => i18n.t("camelot-stop-giving"),
        Action::Stack(c) | Action::KeepBlack(c) => black(i18n, *c),
        Action::Exchange(s) => i18n.t_args("camelot-action-exchange", &[("name", who(s))]),
        Action::Accuse(s) => i18n.t_args("camelot-action-accuse", &[("name", who(s))]),
        Action::Raid(s) => i18n.t_args("camelot-action-raid", &[("name", who(s))]),
        Action::RevealWithFate => i18n.t("camelot-action-reveal"),
        Action::Say(_) => String::new(),
        Action::Arrive(paid) => {
            let list = paid
                .iter()
                .map(|c| white(i18n, *c))
                .collect::<Vec<_>>()
                .join(", ");
            i18n.t_args("camelot-action-arrive", &[("cards", Arg::from(list))])
        }
        Action::StayBack => i18n.t("camelot-action-stay-back"),
        Action::Free { captive, card: c } => i18n.t_args(
            "camelot-action-free",
            &[("name", who(captive)), ("card", card(*c))],
        ),
        Action::MerlinDraw => i18n.t("camelot-action-merlin-draw"),
        Action::Bedivere(c) => i18n.t_args("camelot-action-bedivere", &[("card", card(*c))]),
        Action::Caradoc(s) => i18n.t_args("camelot-action-caradoc", &[("name", who(s))]),
        Action::Geraint => i18n.t("camelot-action-geraint"),
        Action::Owain(c) => i18n.t_args("camelot-action-owain", &[("card", card(*c))]),
        Action::GiveGrail(yes) => i18n.t(if *yes {
            "camelot-give-grail"
        } else {
            "camelot-give-life"
        }),
    }
}

fn is_dragon(view: &View) -> bool {
    view.lancelot == LancelotStage::Dragon
}

/// The question's words.
fn question(i18n: &I18n, name: &dyn Fn(Seat) -> String, view: &View) -> String {
    let who = |s: &Seat| Arg::from(name(*s));
    match (&view.pending, &view.step) {
        (Some(PendingView::Facing { card: Some(c), .. }), _) => i18n.t_args(
            "camelot-ask-facing",
            &[("card", Arg::from(black(i18n, *c)))],
        ),
        (Some(PendingView::ChooseWar { .. }), _) => i18n.t("camelot-ask-war"),
        (Some(PendingView::Knighting { .. }), _) => i18n.t("camelot-ask-knighting"),
        (
            Some(PendingView::Siege {
                charge: Some(to), ..
            }),
            _,
        ) => i18n.t_args(
            "camelot-ask-charge",
            &[("place", Arg::from(place(i18n, *to, is_dragon(view))))],
        ),
        // The die is rolled only once a card is down: say so before the first.
        (Some(PendingView::Siege { cards, .. }), _) if cards.is_empty() => {
            i18n.t("camelot-ask-siege-first")
        }
        (Some(PendingView::Siege { cards, .. }), _) => i18n.t_args(
            "camelot-ask-siege",
            &[(
                "total",
                Arg::from(cards.iter().map(|c| u32::from(*c)).sum::<u32>()),
            )],
        ),
        (Some(PendingView::Challenge { to, card, .. }), _) => i18n.t_args(
            "camelot-ask-challenge",
            &[
                ("card", Arg::from(travel(i18n, *card))),
                ("place", Arg::from(place(i18n, *to, is_dragon(view)))),
            ],
        ),
        (Some(PendingView::Volunteer { .. }), _) => i18n.t("camelot-ask-volunteer"),
        (Some(PendingView::Discard { owed }), _) => {
            let n = owed
                .iter()
                .find(|(s, _)| Some(*s) == view.me)
                .map_or(1, |(_, n)| *n);
            i18n.t_args("camelot-ask-discard", &[("count", Arg::from(u32::from(n)))])
        }
        (Some(PendingView::Share { given, cards, .. }), _) if given.len() < cards.len() => {
            i18n.t("camelot-ask-share")
        }
        (Some(PendingView::Share { .. }), _) => i18n.t("camelot-ask-share-vote"),
        (
            Some(PendingView::Cancel {
                card: Some(c),
                drawer,
                ..
            }),
            _,
        ) => i18n.t_args(
            "camelot-ask-cancel",
            &[("name", who(drawer)), ("card", Arg::from(black(i18n, *c)))],
        ),
        (Some(PendingView::Cancel { drawer, .. }), _) => {
            i18n.t_args("camelot-ask-cancel-hidden", &[("name", who(drawer))])
        }
        (Some(PendingView::Rescue { dying, .. }), _) => {
            i18n.t_args("camelot-ask-rescue", &[("name", who(dying))])
        }
        (Some(PendingView::Kay { .. }), _) => i18n.t("camelot-ask-kay"),
        (Some(PendingView::Convocation { .. }), _) => i18n.t("camelot-ask-follow"),
        (Some(PendingView::Give { to, .. }), _) => {
            i18n.t_args("camelot-ask-give", &[("name", who(to))])
        }
        (Some(PendingView::Arrange { .. }), _) => i18n.t("camelot-ask-stack"),
        (Some(PendingView::Armor { .. }), _) => i18n.t("camelot-ask-armor"),
        (Some(PendingView::GrailOrLife { .. }), _) => i18n.t("camelot-ask-grail-or-life"),
        (Some(PendingView::CallForHelp { to, .. }), _) => i18n.t_args(
            "camelot-ask-call-for-help",
            &[("place", Arg::from(place(i18n, *to, is_dragon(view))))],
        ),
        (Some(PendingView::DragonSlayer { .. }), _) => i18n.t("camelot-ask-slayer"),
        (Some(PendingView::Owain { .. }), _) => i18n.t("camelot-ask-owain"),
        (Some(_), _) => String::new(),
        (None, StepView::Opening { .. }) => i18n.t("camelot-ask-opening"),
        (None, StepView::Evil { .. }) => i18n.t("camelot-ask-evil"),
        (None, StepView::Raid) => i18n.t("camelot-ask-raid"),
        (None, StepView::Heroic(h)) if h.taken.is_empty() => i18n.t("camelot-ask-heroic"),
        (None, StepView::Heroic(_)) => i18n.t("camelot-ask-heroic-more"),
        (None, StepView::Over(_)) => String::new(),
    }
}

/// The kinds of answer a long list is grouped by, in the order a turn meets them.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Here,
    Road,
    Camelot,
    Special,
    Heal,
    Accuse,
    Other,
}

impl Kind {
    const ALL: [Kind; 7] = [
        Kind::Here,
        Kind::Road,
        Kind::Camelot,
        Kind::Special,
        Kind::Heal,
        Kind::Accuse,
        Kind::Other,
    ];

    fn of(action: &Action) -> Kind {
        match action {
            Action::Play(_) | Action::PlayWild(_) | Action::War(_) => Kind::Here,
            Action::Move(_) | Action::FreeMove(_) => Kind::Road,
            Action::DrawWhite | Action::Siege => Kind::Camelot,
            Action::Special(_) | Action::Free { .. } => Kind::Special,
            Action::Heal(_) => Kind::Heal,
            Action::Accuse(_) => Kind::Accuse,
            _ => Kind::Other,
        }
    }

    fn key(self) -> &'static str {
        match self {
            Kind::Here => "camelot-group-here",
            Kind::Road => "camelot-group-road",
            Kind::Camelot => "camelot-group-camelot",
            Kind::Special => "camelot-group-special",
            Kind::Heal => "camelot-group-heal",
            Kind::Accuse => "camelot-group-accuse",
            Kind::Other => "camelot-group-other",
        }
    }
}

/// Whether an answer spends this card of the hand.
fn uses(action: &Action, card: camelot::White) -> bool {
    match action {
        Action::Play(c) | Action::Heal(c) | Action::Discard(c) | Action::Lay(c) => *c == card,
        Action::SiegeCard(v) => card == camelot::White::Fight(*v),
        Action::Special(special) => special.card() == card,
        _ => false,
    }
}

/// What the question's choice means, in a sentence ("What do I do now?"), where the
/// question alone does not say it.
fn hint(view: &View) -> Option<&'static str> {
    Some(match (&view.pending, &view.step) {
        (Some(PendingView::Facing { .. }), _) => "camelot-hint-facing",
        (Some(PendingView::Volunteer { .. }), _) => "camelot-hint-volunteer",
        (Some(PendingView::Discard { .. }), _) => "camelot-hint-discard",
        (Some(PendingView::Share { given, cards, .. }), _) if given.len() < cards.len() => {
            "camelot-hint-share"
        }
        (Some(PendingView::Share { .. }), _) => "camelot-hint-share-vote",
        (Some(PendingView::Cancel { .. }), _) => "camelot-hint-cancel",
        (Some(PendingView::ChooseWar { .. }), _) => "camelot-hint-war",
        (Some(_), _) => return None,
        (None, StepView::Opening { .. }) => "camelot-hint-opening",
        (None, StepView::Evil { .. }) => "camelot-hint-evil",
        (None, StepView::Heroic(h)) if h.taken.is_empty() => "camelot-hint-heroic",
        (None, StepView::Heroic(_)) => "camelot-hint-heroic-more",
        _ => return None,
    })
}

/// Choices on offer that can lose a knight or the game, said beside the question.
fn at_stake(i18n: &I18n, view: &View, legal: &[Action]) -> Vec<String> {
    let Some(me) = view.me.and_then(|s| view.knights.get(s.index())) else {
        return Vec::new();
    };
    let offered = |a: Action| legal.contains(&a);
    let mut lines = Vec::new();
    if me.life == 1 && offered(Action::Evil(camelot::EvilChoice::LoseLife)) {
        lines.push(i18n.t("camelot-stake-last-life"));
    }
    if view.engines >= 11 && offered(Action::Evil(camelot::EvilChoice::AddEngine)) {
        lines.push(i18n.t("camelot-stake-last-engine"));
    }
    if me.life == 1 && offered(Action::Sacrifice) {
        lines.push(i18n.t("camelot-stake-sacrifice"));
    }
    if me.life == 1 && offered(Action::SiegeRoll) {
        lines.push(i18n.t("camelot-stake-siege"));
    }
    lines
}

#[function_component(Prompt)]
pub fn prompt(props: &PromptProps) -> Html {
    let i18n = use_i18n();
    let seating = &*props.seating;
    let view = &props.view;
    let Some(me) = view.me else {
        return html! {};
    };
    let dragon = is_dragon(view);
    let name = |s: Seat| seating.name(s);
    let act = |action: Action| {
        let on_action = props.on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(action.clone()))
    };
    // The answers, grouped by kind when there are many; each keeps its place in the legal
    // list as its test id.
    let answers: Vec<(usize, &Action)> = props
        .legal
        .iter()
        .filter(|a| !matches!(a, Action::Say(_)))
        .enumerate()
        .collect();
    let button = |(i, a): &(usize, &Action)| {
        html! {
            <button class="choice-button" data-testid={format!("action-{i}")} onclick={act((*a).clone())}>{ label(&i18n, &name, dragon, a) }</button>
        }
    };
    let choices = if answers.len() > 6 {
        let groups = Kind::ALL.into_iter().filter_map(|kind| {
            let members: Vec<&(usize, &Action)> = answers
                .iter()
                .filter(|(_, a)| Kind::of(a) == kind)
                .collect();
            (!members.is_empty()).then(|| {
                html! {
                    <div class="choice-group">
                        <p class="choice-group-title">{ i18n.t(kind.key()) }</p>
                        <div class="choices">{ for members.into_iter().map(button) }</div>
                    </div>
                }
            })
        });
        html! { <div class="choice-groups">{ for groups }</div> }
    } else {
        html! { <div class="choices">{ for answers.iter().map(button) }</div> }
    };
    // A tap on a card in the hand offers what it can do now.
    let card_actions = |c: camelot::White| -> Vec<crate::components::info_sheet::SheetAction> {
        props
            .legal
            .iter()
            .filter(|a| uses(a, c))
            .map(|a| {
                let on_action = props.on_action.clone();
                let action = a.clone();
                crate::components::info_sheet::SheetAction {
                    label: label(&i18n, &name, dragon, a),
                    testid: "card-action".into(),
                    on: Callback::from(move |()| on_action.emit(action.clone())),
                    primary: true,
                }
            })
            .collect()
    };
    let sayings: Vec<Html> = props
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::Say(s) => Some(html! {
                <button class="ghost" onclick={act(a.clone())}>{ statement(&i18n, seating, *s, dragon) }</button>
            }),
            _ => None,
        })
        .collect();
    let loyalty = view.knights.get(me.index()).and_then(|k| k.loyalty);
    // What only this seat sees now: a card it may lay face down, Clairvoyance, the Armor.
    let secret: Vec<camelot::Black> = match &view.pending {
        Some(PendingView::Facing { card: Some(c), .. }) => vec![*c],
        Some(PendingView::Arrange { cards: Some(c), .. })
        | Some(PendingView::Armor { cards: Some(c), .. }) => c.clone(),
        _ => Vec::new(),
    };
    // Nothing to answer: say whose move the table waits for, not the question put to them.
    let waiting = !props.legal.iter().any(|a| !matches!(a, Action::Say(_)));
    let asked = match (&view.step, &view.pending) {
        (StepView::Over(_), _) => String::new(),
        (_, Some(_)) if waiting => i18n.t("camelot-waiting-others"),
        _ if waiting => i18n.t_args(
            "camelot-waiting-for",
            &[("name", Arg::from(name(view.turn)))],
        ),
        _ => question(&i18n, &name, view),
    };
    html! {
        <section class="private camelot-private" data-testid="private">
            <div class="camelot-loyalty">
                <h3>{ i18n.t("camelot-your-loyalty") }</h3>
                { match loyalty {
                    Some(l) => loyalty_face(&i18n, l),
                    None => html! { <p class="muted">{ i18n.t("camelot-loyalty-hidden") }</p> },
                } }
            </div>
            if let Some(top) = view.travel_peek {
                <p class="peek" data-testid="travel-peek">{ i18n.t("camelot-travel-peek") }{ " " }{ travel_face(&i18n, top, Size::Medium) }</p>
            }
            if let Some(top) = view.peek {
                <p class="peek">{ i18n.t("camelot-peek") }{ " " }{ black_face(&i18n, top, Size::Medium, false) }</p>
            }
            if !secret.is_empty() {
                <div class="secret-cards" data-testid="secret-cards">{ for secret.iter().map(|c| black_face(&i18n, *c, Size::Medium, false)) }</div>
            }
            <h3>{ i18n.t("camelot-hand") }</h3>
            <div class="hand camelot-hand" data-testid="hand">
                { for view.my_hand.iter().map(|c| white_in_hand(&i18n, *c, card_actions(*c))) }
            </div>
            <p class="question" data-testid="question" tabindex="-1">{ asked }</p>
            if let Some(key) = hint(view).filter(|_| !waiting) {
                <p class="muted hint" data-testid="hint">{ i18n.t(key) }</p>
            }
            { for at_stake(&i18n, view, &props.legal).into_iter().map(|line| html! {
                <p class="at-stake" data-testid="at-stake">{ line }</p>
            }) }
            { choices }
            if !sayings.is_empty() {
                <details class="say">
                    <summary>{ i18n.t("camelot-say") }</summary>
                    <div class="choices">{ for sayings }</div>
                </details>
            }
        </section>
    }
}
