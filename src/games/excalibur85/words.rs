//! Excalibur (1985) in words: cards, places, areas, missions, fights term by term, and the
//! story of a game. Most card texts are built from the card's data (a weapon's bonus, a foe's
//! numbers), so the words can never disagree with the rules engine.

use crate::art::mention::mark;
use crate::games::session::Seating;
use crate::games::table_frame::{tell, Chapter};
use crate::i18n::{Arg, I18n};
use excalibur85::action::{Scoring, Unseen};
use excalibur85::areas::{AreaCard, Spot};
use excalibur85::cards::{Defeat, Engage};
use excalibur85::fight::{Outcome, Term};
use excalibur85::limits::Limit;
use excalibur85::state::Location;
use excalibur85::view::View;
use excalibur85::{Area, Attribute, Card, Event, Mission, Place};
use rt_core::Seat;

pub fn card(i18n: &I18n, c: Card) -> String {
    i18n.t(&format!("x85-card-{}", c.slug()))
}

pub fn place(i18n: &I18n, p: Place) -> String {
    i18n.t(&format!("x85-place-{}", p.slug()))
}

pub fn area(i18n: &I18n, a: Area) -> String {
    i18n.t(&format!("x85-area-{}", a.slug()))
}

pub fn attribute(i18n: &I18n, a: Attribute) -> String {
    i18n.t(&format!("x85-attr-{}", a.slug()))
}

pub fn mission(i18n: &I18n, m: Mission) -> String {
    i18n.t_args("x85-mission", &[("number", Arg::from(u32::from(m.0)))])
}

/// What a mission asks: the items held, the foe beaten, and where to take it.
pub fn mission_text(i18n: &I18n, m: Mission) -> String {
    let d = m.demand();
    let items: Vec<String> = d.items.iter().map(|c| card(i18n, *c)).collect();
    let joiner = i18n.t(if d.any_item { "x85-or" } else { "x85-and" });
    let foe = card(i18n, d.foe);
    let text = match (items.is_empty(), d.to) {
        (true, Some(p)) => i18n.t_args(
            "x85-mission-take",
            &[("foe", foe.into()), ("place", place(i18n, p).into())],
        ),
        (_, _) => i18n.t_args(
            "x85-mission-items",
            &[
                ("items", items.join(&format!(" {joiner} ")).into()),
                ("foe", foe.into()),
            ],
        ),
    };
    let points = excalibur85::missions::OWN_MISSION_POINTS;
    format!(
        "{text} {}",
        i18n.t_args("x85-mission-points", &[("count", Arg::from(points))])
    )
}

/// The missions that ask for a card, by number.
fn missions_of(c: Card) -> Vec<u32> {
    Mission::all()
        .filter(|m| m.cards().contains(&c))
        .map(|m| u32::from(m.0))
        .collect()
}

/// "strength 9, intelligence 3", or "+2 intelligence": the attributes a card names, zeros
/// left out.
fn numbers(i18n: &I18n, sign: &str, strength: Option<u8>, intelligence: Option<u8>) -> String {
    [
        (Attribute::Strength, strength),
        (Attribute::Intelligence, intelligence),
    ]
    .iter()
    .filter_map(|(a, v)| {
        v.filter(|v| *v > 0).map(|v| {
            i18n.t_args(
                "x85-number",
                &[
                    ("value", Arg::from(format!("{sign}{v}"))),
                    ("attribute", attribute(i18n, *a).to_lowercase().into()),
                ],
            )
        })
    })
    .collect::<Vec<_>>()
    .join(", ")
}

/// What a card does, in a few sentences.
pub fn card_text(i18n: &I18n, c: Card) -> String {
    let mut parts = Vec::new();
    let own_words = matches!(
        c,
        Card::FlyingUnicorn | Card::Amulet | Card::Elixir | Card::Fairy | Card::Excalibur
    );
    if let Some(w) = c.weapon().filter(|_| !own_words) {
        let when = match (w.attack, w.defence) {
            (true, true) => "x85-when-both",
            (true, false) => "x85-when-attack",
            _ => "x85-when-defence",
        };
        parts.push(i18n.t_args(
            "x85-text-weapon",
            &[
                ("strength", Arg::from(u32::from(w.strength))),
                ("needs", Arg::from(u32::from(w.needs))),
                ("when", i18n.t(when).into()),
            ],
        ));
    }
    let (s, i) = c.magic();
    if s + i > 0 && !own_words {
        parts.push(i18n.t_args(
            "x85-text-magic",
            &[("bonus", numbers(i18n, "+", Some(s), Some(i)).into())],
        ));
    }
    if let Some(f) = c.foe() {
        parts.push(i18n.t_args(
            "x85-text-foe",
            &[(
                "numbers",
                numbers(i18n, "", f.strength, f.intelligence).into(),
            )],
        ));
        parts.push(i18n.t(match f.engage {
            Engage::Forced => "x85-engage-forced",
            Engage::Optional => "x85-engage-optional",
            Engage::Companion => "x85-engage-companion",
        }));
        match f.defeat {
            Defeat::Nothing => {}
            Defeat::Lose(a) => parts.push(i18n.t_args(
                "x85-defeat-lose",
                &[("attribute", attribute(i18n, a).into())],
            )),
            Defeat::Transfer(p) => {
                parts.push(i18n.t_args("x85-defeat-transfer", &[("place", place(i18n, p).into())]))
            }
            Defeat::Steal => parts.push(i18n.t("x85-defeat-steal")),
        }
    }
    if let Some((turns, attr)) = c.curse() {
        parts.push(match attr {
            Some(a) => i18n.t_args(
                "x85-text-curse-attribute",
                &[("attribute", attribute(i18n, a).into())],
            ),
            None => i18n.t_args(
                "x85-text-curse-turns",
                &[("count", Arg::from(u32::from(turns)))],
            ),
        });
    }
    if let Some((to, _)) = excalibur85::missions::secondary(c) {
        parts.push(i18n.t_args(
            "x85-text-secondary",
            &[
                ("place", place(i18n, to).into()),
                ("count", Arg::from(excalibur85::missions::SECONDARY_POINTS)),
                (
                    "penalty",
                    Arg::from(excalibur85::missions::SECONDARY_PENALTY),
                ),
            ],
        ));
    }
    if let Card::Entrance(a) = c {
        parts.push(i18n.t_args("x85-text-entrance", &[("area", area(i18n, a).into())]));
    }
    if own_words {
        parts.push(i18n.t_args(
            &format!("x85-card-{}-text", c.slug()),
            &[(
                "count",
                Arg::from(excalibur85::missions::MAIN_MISSION_POINTS),
            )],
        ));
    }
    for n in missions_of(c) {
        parts.push(i18n.t_args("x85-text-mission", &[("number", Arg::from(n))]));
    }
    if parts.is_empty() {
        parts.push(i18n.t("x85-text-plain"));
    }
    parts.join(" ")
}

/// What a territory tile does.
pub fn place_text(i18n: &I18n, p: Place) -> String {
    i18n.t(&format!("x85-place-{}-text", p.slug()))
}

pub fn spot(i18n: &I18n, area_of: Area, s: Spot) -> String {
    match s {
        Spot::Key => i18n.t(&format!("x85-key-{}", area_of.slug())),
        Spot::Gift(c) => card(i18n, c),
        Spot::Delay(_) => i18n.t(&format!("x85-delay-{}", area_of.slug())),
        Spot::Entrance => i18n.t("x85-spot-entrance"),
        Spot::Exit => i18n.t("x85-spot-exit"),
        Spot::LoseDexterity => i18n.t("x85-spot-lose-dexterity"),
        Spot::Lair => i18n.t("x85-spot-lair"),
        Spot::Plain => i18n.t("x85-spot-plain"),
    }
}

pub fn spot_text(i18n: &I18n, area_of: Area, s: Spot) -> String {
    match s {
        Spot::Key => i18n.t(&format!("x85-key-{}-text", area_of.slug())),
        Spot::Gift(c) => i18n.t_args("x85-spot-gift-text", &[("card", card(i18n, c).into())]),
        Spot::Delay(n) => i18n.t_args("x85-spot-delay-text", &[("count", Arg::from(u32::from(n)))]),
        Spot::Entrance => i18n.t("x85-spot-entrance-text"),
        Spot::Exit => i18n.t("x85-spot-exit-text"),
        Spot::LoseDexterity => i18n.t("x85-spot-lose-dexterity-text"),
        Spot::Lair => i18n.t("x85-spot-lair-text"),
        Spot::Plain => i18n.t("x85-spot-plain-text"),
    }
}

pub fn area_text(i18n: &I18n, a: Area) -> String {
    i18n.t(&format!("x85-area-{}-text", a.slug()))
}

/// Where a figure stands, in words.
pub fn location(i18n: &I18n, view: &View, at: Location) -> String {
    match at {
        Location::Territory(cell) => view
            .map
            .at(cell)
            .map_or_else(String::new, |t| place(i18n, t.piece.place)),
        Location::Area(b, cell) => {
            let Some(board) = view.boards.get(b) else {
                return String::new();
            };
            let on = board
                .grid
                .at(cell)
                .map_or(Spot::Plain, |p: &excalibur85::map::Placed<AreaCard>| {
                    p.piece.spot
                });
            format!(
                "{} · {}",
                capitalised(&area(i18n, board.area)),
                spot(i18n, board.area, on)
            )
        }
    }
}

/// The words with a capital first letter, for a label that starts with them.
pub fn capitalised(words: &str) -> String {
    let mut chars = words.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// What is left of the game's length: rounds, or turns and the target alone.
pub fn clock(i18n: &I18n, view: &View) -> String {
    match view.limit {
        Limit::Rounds(n) => {
            let left = n.saturating_sub(view.round.saturating_sub(1));
            if left <= 1 {
                i18n.t("x85-last-round")
            } else {
                i18n.t_args("x85-rounds-left", &[("count", Arg::from(left))])
            }
        }
        Limit::Solo { turns, target } => i18n.t_args(
            "x85-solo-clock",
            &[
                ("count", Arg::from(turns.saturating_sub(view.turns_used))),
                ("target", Arg::from(target)),
            ],
        ),
    }
}

pub fn card_mark(c: Card) -> String {
    mark(&format!("card:{}", c.slug()))
}

pub fn place_mark(p: Place) -> String {
    mark(&format!("place:{}", p.slug()))
}

fn die_mark(v: u8) -> String {
    mark(&format!("d12:{v}"))
}

/// One term of a fight's total: "strength 5", "lance 2", a die; a foe's own numbers under
/// its name.
fn term(i18n: &I18n, t: &Term, foe: Option<Card>) -> String {
    match t {
        Term::Attribute(a, v) => format!("{} {v}", attribute(i18n, *a)),
        Term::Card(c, v) => format!("{} {v}", card_mark(*c)),
        Term::Printed(v) => format!("{} {v}", foe.map_or_else(String::new, |c| card(i18n, c))),
        Term::Die(v) => die_mark(*v),
    }
}

/// A side's total as a sum: "strength 5 + lance 2 + ⚀ = 14".
pub fn sum(i18n: &I18n, terms: &[Term], foe: Option<Card>) -> String {
    let total = excalibur85::fight::total(terms);
    let parts: Vec<String> = terms.iter().map(|t| term(i18n, t, foe)).collect();
    format!("{} = {total}", parts.join(" + "))
}

/// A trade's words: a gift, a request, or a swap.
pub fn offer_key(prefix: &str, give: Option<Card>, take: Option<Card>) -> String {
    match (give, take) {
        (Some(_), None) => format!("{prefix}-gift"),
        (None, _) => format!("{prefix}-request"),
        _ => prefix.to_string(),
    }
}

fn outcome_key(o: Outcome) -> &'static str {
    match o {
        Outcome::Won => "x85-log-fight-won",
        Outcome::Lost => "x85-log-fight-lost",
        Outcome::Tie => "x85-log-fight-tie",
    }
}

/// The log as chapters: the sheets, then one a turn.
pub fn story(
    i18n: &I18n,
    seating: &Seating,
    view: &excalibur85::view::View,
    _viewer: Option<Seat>,
    events: &[&Event],
) -> Vec<Chapter> {
    let mut chapters = vec![Chapter::titled(i18n.t("x85-chapter-sheets"))];
    let mut previous: Option<&Event> = None;
    for event in events {
        let seen_already = previous.is_some_and(|p| told_in_full(p, event));
        previous = Some(event);
        if seen_already {
            continue;
        }
        if let Event::TurnBegins { seat, round } = event {
            chapters.push(Chapter::titled(i18n.t_args(
                "x85-chapter-turn",
                &[
                    ("name", Arg::from(seating.name(*seat))),
                    ("round", Arg::from(*round)),
                ],
            )));
            continue;
        }
        tell(&mut chapters, describe(i18n, seating, view, event));
    }
    chapters
}

/// Whether `detail` already told this seat what `summary` tells the rest of the table (a card
/// seen by its knight alone, or by the knights on one tile).
fn told_in_full(detail: &Event, summary: &Event) -> bool {
    let Event::Unseen { seat, what } = summary else {
        return false;
    };
    match (detail, what) {
        (Event::Drew { seat: s, .. }, Unseen::Drew)
        | (Event::Kept { seat: s, .. }, Unseen::Kept)
        | (Event::LeftOnTile { seat: s, .. }, Unseen::LeftOnTile)
        | (Event::PickedUp { seat: s, .. }, Unseen::PickedUp)
        | (Event::Stolen { seat: s, .. }, Unseen::Stolen)
        | (Event::Offered { seat: s, .. }, Unseen::Offered)
        | (Event::Took { seat: s, .. }, Unseen::Took) => s == seat,
        _ => false,
    }
}

pub fn describe(
    i18n: &I18n,
    seating: &Seating,
    view: &excalibur85::view::View,
    event: &Event,
) -> Option<String> {
    let name = |s: &Seat| Arg::from(seating.name(*s));
    let state = view;
    let place_at = |cell: &excalibur85::Cell| {
        state
            .map
            .at(*cell)
            .map_or_else(String::new, |t| place_mark(t.piece.place))
    };
    let with = |seat: &Seat, key: &str, extra: Vec<(&'static str, Arg)>| {
        let mut args = vec![("name", name(seat))];
        args.extend(extra);
        i18n.t_args(key, &args)
    };
    let c = |k: &Card| Arg::from(card_mark(*k));
    Some(match event {
        Event::TurnBegins { .. } => return None,
        Event::SheetSet { seat, sheet } => with(
            seat,
            "x85-log-sheet",
            vec![
                ("strength", Arg::from(u32::from(sheet.strength))),
                ("intelligence", Arg::from(u32::from(sheet.intelligence))),
                ("dexterity", Arg::from(u32::from(sheet.dexterity))),
                ("valour", Arg::from(u32::from(sheet.valour))),
                ("experience", Arg::from(u32::from(sheet.experience))),
            ],
        ),
        Event::TurnLost { seat, left } => {
            with(seat, "x85-log-turn-lost", vec![("count", Arg::from(*left))])
        }
        Event::ElixirDrunk { seat } => with(seat, "x85-log-elixir", vec![]),
        Event::Moved { seat, to } => {
            with(seat, "x85-log-moved", vec![("place", place_at(to).into())])
        }
        Event::TilePlaced { seat, place: p, .. } => {
            with(seat, "x85-log-tile", vec![("place", place_mark(*p).into())])
        }
        Event::AreaCardPlaced { seat, board, at } => {
            let b = state.boards.get(*board)?;
            let s = b.grid.at(*at).map_or(Spot::Plain, |p| p.piece.spot);
            with(
                seat,
                "x85-log-area-card",
                vec![
                    ("area", area(i18n, b.area).into()),
                    ("spot", spot(i18n, b.area, s).into()),
                ],
            )
        }
        Event::EnteredArea { seat, board } => {
            let b = state.boards.get(*board)?;
            with(
                seat,
                "x85-log-entered",
                vec![("area", area(i18n, b.area).into())],
            )
        }
        Event::MovedInArea { seat, board, to } => {
            let b = state.boards.get(*board)?;
            let s = b.grid.at(*to).map_or(Spot::Plain, |p| p.piece.spot);
            with(
                seat,
                "x85-log-moved-in-area",
                vec![
                    ("area", area(i18n, b.area).into()),
                    ("spot", spot(i18n, b.area, s).into()),
                ],
            )
        }
        Event::LeftArea { seat } => with(seat, "x85-log-left-area", vec![]),
        Event::TurnsLost { seat, turns } => with(
            seat,
            "x85-log-turns-lost",
            vec![("count", Arg::from(*turns))],
        ),
        Event::Trained { seat, place: p } => with(
            seat,
            "x85-log-trained",
            vec![("place", place_mark(*p).into())],
        ),
        Event::AttributeChanged {
            seat,
            attribute: a,
            up,
        } => with(
            seat,
            if *up { "x85-log-up" } else { "x85-log-down" },
            vec![("attribute", attribute(i18n, *a).to_lowercase().into())],
        ),
        Event::Rolled { seat, value } => with(
            seat,
            "x85-log-rolled",
            vec![("die", die_mark(*value).into())],
        ),
        Event::Drew { seat, card: k } => with(seat, "x85-log-drew", vec![("card", c(k))]),
        Event::Kept {
            seat,
            card: k,
            open,
        } => with(
            seat,
            if *open {
                "x85-log-kept-open"
            } else {
                "x85-log-kept-hidden"
            },
            vec![("card", c(k))],
        ),
        Event::LeftOnTile { seat, card: k } => {
            with(seat, "x85-log-left-card", vec![("card", c(k))])
        }
        Event::PickedUp { seat, card: k } => with(seat, "x85-log-picked-up", vec![("card", c(k))]),
        Event::Cursed { seat, card: k } => with(seat, "x85-log-cursed", vec![("card", c(k))]),
        Event::Refused { seat, card: k } => with(seat, "x85-log-refused", vec![("card", c(k))]),
        Event::Fought {
            seat,
            card: k,
            mine,
            theirs,
            outcome,
        } => with(
            seat,
            outcome_key(*outcome),
            vec![
                ("foe", c(k)),
                ("mine", sum(i18n, mine, None).into()),
                ("theirs", sum(i18n, theirs, Some(*k)).into()),
            ],
        ),
        Event::Transferred { seat, to } => with(
            seat,
            "x85-log-transferred",
            vec![("place", place_at(to).into())],
        ),
        Event::Stolen { seat, card: k } => with(seat, "x85-log-stolen", vec![("card", c(k))]),
        Event::Duel {
            attacker,
            defender,
            mine,
            theirs,
            outcome,
        } => i18n.t_args(
            match outcome {
                Outcome::Won => "x85-log-duel-won",
                Outcome::Lost => "x85-log-duel-lost",
                Outcome::Tie => "x85-log-duel-tie",
            },
            &[
                ("name", name(attacker)),
                ("other", name(defender)),
                ("mine", sum(i18n, mine, None).into()),
                ("theirs", sum(i18n, theirs, None).into()),
            ],
        ),
        Event::Took {
            seat,
            from,
            card: k,
        } => with(
            seat,
            "x85-log-took",
            vec![("other", name(from)), ("card", c(k))],
        ),
        Event::Offered {
            seat,
            to,
            give,
            take,
        } => {
            let mut args = vec![("other", name(to))];
            args.extend(give.map(|k| ("give", Arg::from(card_mark(k)))));
            args.extend(take.map(|k| ("take", Arg::from(card_mark(k)))));
            with(seat, &offer_key("x85-log-offered", *give, *take), args)
        }
        Event::Traded {
            seat,
            with: other,
            accepted,
        } => i18n.t_args(
            if *accepted {
                "x85-log-trade-accepted"
            } else {
                "x85-log-trade-declined"
            },
            &[("name", name(other)), ("other", name(seat))],
        ),
        Event::FairyFlight { seat, to } => {
            with(seat, "x85-log-flight", vec![("place", place_at(to).into())])
        }
        Event::Scored { seat, points, why } => {
            let (key, args) = match why {
                Scoring::Excalibur => ("x85-log-scored-excalibur", vec![]),
                Scoring::OwnMission => ("x85-log-scored-mission", vec![]),
                Scoring::Secondary(k) => ("x85-log-scored-secondary", vec![("card", c(k))]),
                Scoring::Fight(k) => ("x85-log-scored-fight", vec![("card", c(k))]),
            };
            let mut args = args;
            args.push(("count", Arg::from(*points)));
            with(seat, key, args)
        }
        Event::Unseen { seat, what } => with(
            seat,
            match what {
                Unseen::Drew => "x85-log-unseen-drew",
                Unseen::Kept => "x85-log-unseen-kept",
                Unseen::LeftOnTile => "x85-log-unseen-left",
                Unseen::PickedUp => "x85-log-unseen-picked-up",
                Unseen::Stolen => "x85-log-unseen-stolen",
                Unseen::Offered => "x85-log-unseen-offered",
                Unseen::Took => "x85-log-unseen-took",
            },
            vec![],
        ),
        Event::GameOver => i18n.t("x85-log-game-over"),
    })
}
