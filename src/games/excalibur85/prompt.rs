//! One knight's own screen: his secret mission, his cards (the face-down ones too), what lies
//! on his tile, and the question he must answer now, with exactly the legal answers. The
//! sheet and trades are built step by step and offered only when the engine allows them.

use super::faces::{card_back, card_face, mission_face, place_face};
use super::words::{attribute, card, mission_text, place, sum};
use crate::art::face::Size;
use crate::i18n::{use_i18n, Arg, I18n};
use excalibur85::fight::{self, Measure, Stance};
use excalibur85::state::{Location, Step};
use excalibur85::tile::Dir;
use excalibur85::view::View;
use excalibur85::{Action, Attribute, Card, Excalibur85, Sheet};
use rt_core::Seat;
use yew::prelude::*;

pub type PromptProps = crate::games::view_table::SeatProps<Excalibur85>;

pub fn direction(i18n: &I18n, d: Dir) -> String {
    i18n.t(match d {
        Dir::North => "x85-north",
        Dir::East => "x85-east",
        Dir::South => "x85-south",
        Dir::West => "x85-west",
    })
}

/// Where a step in direction `d` leads from the knight to play, as a place's name.
fn beyond(i18n: &I18n, view: &View, d: Dir) -> Option<String> {
    let p = view.players.get(view.turn.index())?;
    match p.at {
        Location::Territory(c) => view
            .map
            .at(c.step(d))
            .map(|t| super::words::place(i18n, t.piece.place)),
        Location::Area(b, c) => {
            let board = view.boards.get(b)?;
            let piece = board.grid.at(c.step(d))?;
            Some(super::words::spot(i18n, board.area, piece.piece.spot))
        }
    }
}

fn side(i18n: &I18n, open: bool) -> String {
    i18n.t(if open { "x85-face-up" } else { "x85-face-down" })
}

/// The words on an action's button.
pub fn label(i18n: &I18n, name: &dyn Fn(Seat) -> String, view: &View, action: &Action) -> String {
    let c = |k: &Card| Arg::from(card(i18n, *k));
    let cell_place = |cell: &excalibur85::Cell| {
        view.map
            .at(*cell)
            .map_or_else(String::new, |t| place(i18n, t.piece.place))
    };
    match action {
        Action::Sheet(_) => i18n.t("x85-sheet-confirm"),
        Action::Elixir(yes) => i18n.t(if *yes {
            "x85-elixir-yes"
        } else {
            "x85-elixir-no"
        }),
        Action::Move(d) => i18n.t_args(
            "x85-action-move",
            &[
                ("direction", direction(i18n, *d).into()),
                ("place", beyond(i18n, view, *d).unwrap_or_default().into()),
            ],
        ),
        Action::Explore(d) => i18n.t_args(
            "x85-action-explore",
            &[("direction", direction(i18n, *d).into())],
        ),
        Action::Turn(0) => i18n.t("x85-action-as-drawn"),
        Action::Turn(t) => i18n.t_args(
            "x85-action-turn",
            &[("count", Arg::from(u32::from(*t) * 90))],
        ),
        Action::Stay => i18n.t("x85-action-stay"),
        Action::Enter => i18n.t("x85-action-enter"),
        Action::Leave => i18n.t("x85-action-leave"),
        Action::Train(yes) => i18n.t(if *yes {
            "x85-train-yes"
        } else {
            "x85-train-no"
        }),
        Action::Choose(a) => attribute(i18n, *a),
        Action::Keep { open } => {
            i18n.t_args("x85-action-keep", &[("side", side(i18n, *open).into())])
        }
        Action::Swap { open, out } => i18n.t_args(
            "x85-action-swap",
            &[("side", side(i18n, *open).into()), ("card", c(out))],
        ),
        Action::LeaveCard => i18n.t("x85-action-leave-card"),
        Action::Fight(yes) => i18n.t(if *yes {
            "x85-fight-yes"
        } else {
            "x85-fight-no"
        }),
        Action::Attack(k) => i18n.t_args("x85-action-attack", &[("card", c(k))]),
        Action::PickUp { card: k, open } => i18n.t_args(
            "x85-action-pick-up",
            &[("card", c(k)), ("side", side(i18n, *open).into())],
        ),
        Action::Challenge(s) => {
            i18n.t_args("x85-action-challenge", &[("name", Arg::from(name(*s)))])
        }
        Action::Take { card: k, open } => i18n.t_args(
            "x85-action-take",
            &[("card", c(k)), ("side", side(i18n, *open).into())],
        ),
        Action::Done => i18n.t("x85-action-done"),
        Action::Offer { to, .. } => {
            i18n.t_args("x85-action-offer", &[("name", Arg::from(name(*to)))])
        }
        Action::Accept { open } => {
            i18n.t_args("x85-action-accept", &[("side", side(i18n, *open).into())])
        }
        Action::Decline => i18n.t("x85-action-decline"),
        Action::Fly(cell) => i18n.t_args("x85-action-fly", &[("place", cell_place(cell).into())]),
        Action::Fairy(cell) => {
            i18n.t_args("x85-action-fairy", &[("place", cell_place(cell).into())])
        }
        Action::EndTurn => i18n.t("x85-action-end-turn"),
    }
}

/// The question put to the knight now.
fn question(i18n: &I18n, name: &dyn Fn(Seat) -> String, view: &View) -> String {
    let who = |s: &Seat| Arg::from(name(*s));
    match &view.step {
        Some(Step::Sheets) => i18n.t("x85-ask-sheet"),
        Some(Step::Elixir) => i18n.t("x85-ask-elixir"),
        Some(Step::Act) => i18n.t("x85-ask-act"),
        Some(Step::Placing { .. }) => i18n.t("x85-ask-placing"),
        Some(Step::Training) => {
            let here = view
                .players
                .get(view.turn.index())
                .and_then(|p| match p.at {
                    Location::Territory(c) => view.map.at(c).map(|t| t.piece.place),
                    _ => None,
                });
            match here.and_then(|p| p.training().map(|t| (p, t))) {
                Some((p, t)) if !t.gains.is_empty() => {
                    let gains: Vec<String> = t
                        .gains
                        .iter()
                        .map(|(a, n)| format!("+{n} {}", attribute(i18n, *a)))
                        .collect();
                    i18n.t_args(
                        "x85-ask-training",
                        &[
                            ("place", place(i18n, p).into()),
                            ("gains", gains.join(", ").into()),
                            ("count", Arg::from(u32::from(t.turns))),
                        ],
                    )
                }
                _ => i18n.t("x85-ask-magic-ground"),
            }
        }
        Some(Step::MagicGround { up }) => i18n.t(if *up {
            "x85-ask-choose-up"
        } else {
            "x85-ask-choose-down"
        }),
        Some(Step::Found { card: k, .. }) => {
            i18n.t_args("x85-ask-found", &[("card", Arg::from(card(i18n, *k)))])
        }
        Some(Step::Forced { card: k }) => {
            i18n.t_args("x85-ask-forced", &[("card", Arg::from(card(i18n, *k)))])
        }
        Some(Step::Treasure { .. }) => i18n.t("x85-ask-treasure"),
        Some(Step::Options { .. }) => i18n.t("x85-ask-options"),
        Some(Step::Plunder { from, .. }) => i18n.t_args("x85-ask-plunder", &[("name", who(from))]),
        Some(Step::Offer { give, take, .. }) => {
            let mut args = vec![("name", who(&view.turn))];
            args.extend(give.map(|k| ("give", Arg::from(card(i18n, k)))));
            args.extend(take.map(|k| ("take", Arg::from(card(i18n, k)))));
            i18n.t_args(
                &super::words::offer_key("x85-ask-offer", *give, *take),
                &args,
            )
        }
        Some(Step::Over) | None => String::new(),
    }
}

/// The fight ahead, before the dice: each side's total term by term, the die still to roll.
fn fight_preview(i18n: &I18n, view: &View, me: Seat, foe: Card, stance: Stance) -> Html {
    let thing = |slug: &str| super::faces::thing(i18n, slug);
    let (Some(p), Some(f)) = (view.players.get(me.index()), foe.foe()) else {
        return html! {};
    };
    let mut cards = p.open.clone();
    cards.extend(p.hidden.clone().unwrap_or_default());
    let mine = fight::knight_terms(&p.sheet, &cards, Measure::of(&f), stance);
    let theirs = fight::foe_terms(&f);
    html! {
        <p class="x85-preview" data-testid="fight-preview">{ crate::art::mention::told(&i18n.t_args("x85-preview", &[
            ("mine", sum(i18n, &mine, None).into()),
            ("theirs", sum(i18n, &theirs, Some(foe)).into()),
        ]), &thing) }</p>
    }
}

/// A challenge ahead: both knights' totals term by term, strength and intelligence with the
/// attacker's weapon against the defender's (A9). Knights on one tile see each other's cards,
/// so both sides are known.
fn duel_preview(i18n: &I18n, view: &View, me: Seat, other: Seat) -> Html {
    let (Some(p), Some(o)) = (
        view.players.get(me.index()),
        view.players.get(other.index()),
    ) else {
        return html! {};
    };
    let cards = |k: &excalibur85::view::PlayerView| {
        let mut all = k.open.clone();
        all.extend(k.hidden.clone().unwrap_or_default());
        all
    };
    let mine = fight::knight_terms(&p.sheet, &cards(p), Measure::BOTH, Stance::Attack);
    let theirs = fight::knight_terms(&o.sheet, &cards(o), Measure::BOTH, Stance::Defence);
    let thing = |slug: &str| super::faces::thing(i18n, slug);
    html! {
        <p class="x85-preview" data-testid="duel-preview">{ crate::art::mention::told(&i18n.t_args("x85-preview-duel", &[
            ("mine", sum(i18n, &mine, None).into()),
            ("theirs", sum(i18n, &theirs, None).into()),
        ]), &thing) }</p>
    }
}

#[derive(Properties, PartialEq)]
struct SheetProps {
    legal: Vec<Action>,
    on_action: Callback<Action>,
}

/// The ten starting points, spread with a stepper per attribute; confirmed only when the
/// engine accepts the sheet.
#[function_component(SheetBuilder)]
fn sheet_builder(props: &SheetProps) -> Html {
    let i18n = use_i18n();
    let legal: Vec<Sheet> = props
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::Sheet(s) => Some(*s),
            _ => None,
        })
        .collect();
    let first = legal
        .iter()
        .copied()
        .find(|s| *s == Sheet::new(3, 3, 2, 1, 1))
        .or_else(|| legal.first().copied())
        .unwrap_or_default();
    let sheet = use_state(|| first);
    let spent: u32 = Attribute::ALL
        .iter()
        .map(|a| u32::from(sheet.get(*a)))
        .sum();
    let left = u32::from(excalibur85::attributes::START_POINTS).saturating_sub(spent);
    let ok = legal.contains(&sheet);
    let set = |a: Attribute, v: u8| -> Sheet {
        let mut s = *sheet;
        match a {
            Attribute::Strength => s.strength = v,
            Attribute::Intelligence => s.intelligence = v,
            Attribute::Dexterity => s.dexterity = v,
            Attribute::Valour => s.valour = v,
            Attribute::Experience => s.experience = v,
        }
        s
    };
    let rows = Attribute::ALL.iter().map(|a| {
        let v = sheet.get(*a);
        let down = (v > 0).then(|| {
            let (sheet, next) = (sheet.clone(), set(*a, v - 1));
            Callback::from(move |_: MouseEvent| sheet.set(next))
        });
        let up = (v < a.max_at_start() && left > 0).then(|| {
            let (sheet, next) = (sheet.clone(), set(*a, v + 1));
            Callback::from(move |_: MouseEvent| sheet.set(next))
        });
        let name = attribute(&i18n, *a);
        html! {
            <li class="x85-stepper" data-testid={format!("sheet-{}", a.slug())}>
                <span class="x85-attr-name">{ name.clone() }</span>
                <button class="ghost icon-button" disabled={down.is_none()} onclick={down.unwrap_or_default()}
                    aria-label={i18n.t_args("x85-less", &[("attribute", name.clone().into())])}>{ "−" }</button>
                <output class="x85-attr-value">{ v }</output>
                <button class="ghost icon-button" disabled={up.is_none()} onclick={up.unwrap_or_default()}
                    aria-label={i18n.t_args("x85-more", &[("attribute", name.into())])}>{ "+" }</button>
                <span class="muted">{ i18n.t_args("x85-max", &[("count", Arg::from(u32::from(a.max_at_start())))]) }</span>
            </li>
        }
    });
    let confirm = {
        let (on_action, s) = (props.on_action.clone(), *sheet);
        Callback::from(move |_: MouseEvent| on_action.emit(Action::Sheet(s)))
    };
    html! {
        <div class="x85-sheet-builder">
            <ul class="x85-steppers">{ for rows }</ul>
            <p class="muted" data-testid="points-left">{ i18n.t_args("x85-points-left", &[("count", Arg::from(left))]) }</p>
            if !ok && left == 0 { <p class="muted">{ i18n.t("x85-sheet-rule") }</p> }
            <button class="choice-button primary" data-testid="action-0" disabled={!ok} onclick={confirm}>{ i18n.t("x85-sheet-confirm") }</button>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct TradeProps {
    names: Vec<String>,
    offers: Vec<Action>,
    on_action: Callback<Action>,
}

/// A trade put together: with whom, what to give, what to ask, where the card received
/// goes. Only a combination the engine lists can be offered.
#[function_component(TradeBuilder)]
fn trade_builder(props: &TradeProps) -> Html {
    let i18n = use_i18n();
    let partners: Vec<Seat> = {
        let mut v: Vec<Seat> = props
            .offers
            .iter()
            .filter_map(|a| match a {
                Action::Offer { to, .. } => Some(*to),
                _ => None,
            })
            .collect();
        v.dedup();
        v
    };
    // Start on the first trade the engine allows.
    let first = match props.offers.first() {
        Some(Action::Offer {
            to,
            give,
            take,
            open,
        }) => (Some(*to), *give, *take, *open),
        _ => (None, None, None, true),
    };
    let to = use_state(|| first.0);
    let give = use_state(|| first.1);
    let take = use_state(|| first.2);
    let open = use_state(|| first.3);
    let Some(partner) = (*to)
        .filter(|s| partners.contains(s))
        .or(partners.first().copied())
    else {
        return html! {};
    };
    let with_partner: Vec<&Action> = props
        .offers
        .iter()
        .filter(|a| matches!(a, Action::Offer { to, .. } if *to == partner))
        .collect();
    let gives: Vec<Option<Card>> = dedup(with_partner.iter().filter_map(|a| match a {
        Action::Offer { give, .. } => Some(*give),
        _ => None,
    }));
    let takes: Vec<Option<Card>> = dedup(with_partner.iter().filter_map(|a| match a {
        Action::Offer { take, .. } => Some(*take),
        _ => None,
    }));
    let chosen = Action::Offer {
        to: partner,
        give: *give,
        take: *take,
        open: *open,
    };
    let allowed = props.offers.contains(&chosen);
    let name_of = |c: &Option<Card>| c.map_or_else(|| i18n.t("x85-nothing"), |k| card(&i18n, k));
    // A new partner starts from nothing given and nothing asked.
    let pick_partner = {
        let (to, give, take) = (to.clone(), give.clone(), take.clone());
        let partners = partners.clone();
        Callback::from(move |e: Event| {
            let i = chosen_index(&e);
            to.set(partners.get(i).copied());
            give.set(None);
            take.set(None);
        })
    };
    let select = |state: &UseStateHandle<Option<Card>>,
                  options: Vec<Option<Card>>,
                  label: String,
                  testid: &'static str| {
        let current = **state;
        let onchange = {
            let (state, options) = (state.clone(), options.clone());
            Callback::from(move |e: Event| {
                let i = chosen_index(&e);
                state.set(options.get(i).copied().flatten());
            })
        };
        html! {
            <label class="field">{ label }
                <select {onchange} data-testid={testid}>
                    { for options.iter().enumerate().map(|(i, v)| html! {
                        <option value={i.to_string()} selected={*v == current}>{ name_of(v) }</option>
                    }) }
                </select>
            </label>
        }
    };
    let flip = {
        let open = open.clone();
        Callback::from(move |e: Event| {
            open.set(
                !e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .checked(),
            );
        })
    };
    let offer = {
        let on_action = props.on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(chosen))
    };
    html! {
        <details class="x85-trade" data-testid="trade">
            <summary>{ i18n.t("x85-trade") }</summary>
            <label class="field">{ i18n.t("x85-trade-with") }
                <select onchange={pick_partner} data-testid="trade-with">
                    { for partners.iter().enumerate().map(|(i, s)| html! {
                        <option value={i.to_string()} selected={*s == partner}>{ props.names.get(s.index()).cloned().unwrap_or_default() }</option>
                    }) }
                </select>
            </label>
            { select(&give, gives, i18n.t("x85-trade-give"), "trade-give") }
            { select(&take, takes, i18n.t("x85-trade-take"), "trade-take") }
            <label class="check"><input type="checkbox" checked={!*open} onchange={flip} />{ i18n.t("x85-trade-hidden") }</label>
            <button class="choice-button" disabled={!allowed} onclick={offer} data-testid="trade-offer">
                { i18n.t_args("x85-action-offer", &[("name", Arg::from(props.names.get(partner.index()).cloned().unwrap_or_default()))]) }
            </button>
            if !allowed { <p class="muted">{ i18n.t("x85-trade-not-allowed") }</p> }
        </details>
    }
}

#[derive(Properties, PartialEq)]
struct FlightsProps {
    flights: Vec<Action>,
    view: View,
    on_action: Callback<Action>,
}

/// The unicorn's and the fairy's destinations, many tiles each: chosen from a list, not a
/// wall of buttons. (The unicorn's also light up on the map.)
#[function_component(Flights)]
fn flights(props: &FlightsProps) -> Html {
    let i18n = use_i18n();
    let chosen = use_state(|| 0usize);
    let view = &props.view;
    let onchange = {
        let chosen = chosen.clone();
        Callback::from(move |e: Event| {
            let i = chosen_index(&e);
            chosen.set(i);
        })
    };
    let go = props.flights.get(*chosen).copied().map(|a| {
        let on_action = props.on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(a))
    });
    let name = |s: Seat| s.to_string();
    html! {
        <div class="x85-flights">
            <label class="field">{ i18n.t("x85-flights") }
                <select {onchange} data-testid="flight">
                    { for props.flights.iter().enumerate().map(|(i, a)| {
                        // Tiles of one kind are told apart by where they lie.
                        let at = match a { Action::Fly(c) | Action::Fairy(c) => *c, _ => excalibur85::Cell::ORIGIN };
                        html! {
                            <option value={i.to_string()} selected={i == *chosen}>
                                { format!("{} ({}, {})", label(&i18n, &name, view, a), at.x, -at.y) }
                            </option>
                        }
                    }) }
                </select>
            </label>
            <button class="choice-button" onclick={go.unwrap_or_default()} data-testid="flight-go">{ i18n.t("x85-flight-go") }</button>
        </div>
    }
}

/// The option picked in a `<select>` whose values are list indices.
fn chosen_index(e: &Event) -> usize {
    e.target_unchecked_into::<web_sys::HtmlSelectElement>()
        .value()
        .parse()
        .unwrap_or(0)
}

fn dedup<T: PartialEq>(items: impl Iterator<Item = T>) -> Vec<T> {
    let mut out: Vec<T> = Vec::new();
    for i in items {
        if !out.contains(&i) {
            out.push(i);
        }
    }
    out
}

/// A button's test id: explores and the end of a turn are named, so a test can prefer them.
fn testid(i: usize, a: &Action) -> String {
    match a {
        Action::Explore(d) => format!("explore-{}", d.index()),
        Action::EndTurn => "end-turn".into(),
        _ => format!("action-{i}"),
    }
}

#[function_component(Prompt)]
pub fn prompt(props: &PromptProps) -> Html {
    let i18n = use_i18n();
    let seating = &*props.seating;
    let view = &props.view;
    let Some(me) = view.me else {
        return html! {};
    };
    let Some(mine) = view.players.get(me.index()) else {
        return html! {};
    };
    let name = |s: Seat| seating.name(s);
    let names: Vec<String> = (0..view.players.len())
        .map(|i| name(Seat(i as u8)))
        .collect();
    let act = |action: Action| {
        let on_action = props.on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(action))
    };
    let waiting = props.legal.is_empty();
    let asked = if waiting {
        match view.step {
            Some(Step::Over) => String::new(),
            _ => {
                // Whoever must answer: the knight to play, or the one offered a trade.
                let asked = seating.to_act.first().unwrap_or(view.turn);
                i18n.t_args("x85-waiting-for", &[("name", Arg::from(name(asked)))])
            }
        }
    } else {
        question(&i18n, &name, view)
    };
    // What the question is about, drawn: the card found, the foe, the treasure, the tile.
    let subject: Html = match &view.step {
        Some(Step::Found { card: k, .. }) if !waiting => card_face(&i18n, *k, Size::Large),
        Some(Step::Forced { card: k }) if !waiting => html! {
            <>{ card_face(&i18n, *k, Size::Large) }{ fight_preview(&i18n, view, me, *k, Stance::Defence) }</>
        },
        Some(Step::Treasure { cards }) if !waiting => html! {
            <div class="x85-row">{ for cards.iter().map(|k| card_face(&i18n, *k, Size::Medium)) }</div>
        },
        Some(Step::Placing { piece, .. }) if !waiting => match piece {
            excalibur85::state::Piece::Tile(t) => place_face(&i18n, t.place, Size::Medium),
            excalibur85::state::Piece::Area(b, c) => html! {
                <p>{ view.boards.get(*b).map(|b| super::words::spot(&i18n, b.area, c.spot)).unwrap_or_default() }</p>
            },
        },
        _ => html! {},
    };
    let sheet_step = matches!(view.step, Some(Step::Sheets)) && !waiting;
    let offers: Vec<Action> = props
        .legal
        .iter()
        .filter(|a| matches!(a, Action::Offer { .. }))
        .copied()
        .collect();
    let plain: Vec<&Action> = props
        .legal
        .iter()
        .filter(|a| {
            !matches!(
                a,
                Action::Offer { .. } | Action::Sheet(_) | Action::Fly(_) | Action::Fairy(_)
            )
        })
        .collect();
    let buttons = plain.iter().enumerate().map(|(i, a)| {
        let explain = match a {
            Action::Attack(k) => Some(fight_preview(&i18n, view, me, *k, Stance::Attack)),
            Action::Challenge(s) => Some(duel_preview(&i18n, view, me, *s)),
            _ => None,
        };
        // A turn of the drawn piece shows the piece so turned, joining the knight's side.
        let preview = match (a, &view.step) {
            (Action::Turn(t), Some(Step::Placing { dir, piece })) => {
                Some(super::map::piece_preview(piece, *t, dir.opposite()))
            }
            _ => None,
        };
        html! {
            <>
                <button class={classes!("choice-button", preview.is_some().then_some("x85-turn"))} data-testid={testid(i, a)} onclick={act(**a)}>
                    { for preview }
                    <span>{ label(&i18n, &name, view, a) }</span>
                </button>
                { for explain }
            </>
        }
    });
    let flights: Vec<Action> = props
        .legal
        .iter()
        .filter(|a| matches!(a, Action::Fly(_) | Action::Fairy(_)))
        .copied()
        .collect();
    // Cards on this tile that this knight may see.
    let here: Vec<Option<Card>> = view
        .lying
        .iter()
        .filter(|l| l.at == mine.at)
        .map(|l| l.card)
        .collect();
    html! {
        <section class="private x85-private" data-testid="private">
            // The question first, right under the map it is about (a new piece's turn is
            // chosen while the map is in view); the knight's mission and cards after it.
            <p class="question" data-testid="question" tabindex="-1">{ asked }</p>
            { subject }
            if sheet_step {
                <SheetBuilder legal={props.legal.clone()} on_action={props.on_action.clone()} />
            }
            <div class="choices">{ for buttons }</div>
            if !flights.is_empty() {
                <Flights {flights} view={view.clone()} on_action={props.on_action.clone()} />
            }
            if !offers.is_empty() {
                <TradeBuilder {names} {offers} on_action={props.on_action.clone()} />
            }
            <div class="x85-secret">
                <h3>{ i18n.t("x85-your-mission") }</h3>
                if let Some(m) = mine.mission {
                    { mission_face(&i18n, m, Size::Medium) }
                    <p class="muted">{ mission_text(&i18n, m) }</p>
                    if !mine.mission_done {
                        <ul class="x85-trail" data-testid="mission-trail">
                            { for super::trail::trail(&i18n, view, me, &name).into_iter().map(|l| html! { <li>{ l }</li> }) }
                        </ul>
                        <p class="muted x85-mission-how">{ i18n.t("x85-mission-how") }</p>
                    }
                    if mine.mission_done { <span class="tag done">{ i18n.t("x85-mission-done") }</span> }
                }
            </div>
            <h3>{ i18n.t("x85-your-cards") }</h3>
            <div class="hand x85-hand" data-testid="hand">
                { for mine.open.iter().map(|k| card_face(&i18n, *k, Size::Medium)) }
                { for mine.hidden.iter().flatten().map(|k| html! {
                    <span class="x85-hidden-card" title={i18n.t("x85-face-down")}>{ card_face(&i18n, *k, Size::Medium) }</span>
                }) }
                if mine.open.is_empty() && mine.hidden.as_ref().is_none_or(|h| h.is_empty()) {
                    <p class="muted">{ i18n.t("x85-no-cards") }</p>
                }
            </div>
            if !here.is_empty() {
                <h3>{ i18n.t("x85-lying-here") }</h3>
                <div class="x85-row" data-testid="lying-here">
                    { for here.iter().map(|k| match k {
                        Some(k) => card_face(&i18n, *k, Size::Small),
                        None => card_back(&i18n, Size::Small),
                    }) }
                </div>
            }
        </section>
    }
}
