//! The level-1 knight: a balanced sheet, then the nearest errand that scores (Excalibur to
//! Camaloc, a companion or prisoner home, a mission's place), else the nearest unexplored
//! path, the fantástica's stars first once the road is open; fights taken when the odds are
//! good, cards kept when they help. Every choice comes from the view and the legal actions.

use super::route::{first_step, toward};
use crate::action::Action;
use crate::attributes::{Attribute, Sheet};
use crate::cards::Card;
use crate::fight::{self, knight_terms, Measure, Stance};
use crate::map::Cell;
use crate::state::{Location, Step};
use crate::territory::{Place, Zone};
use crate::view::{PlayerView, View};
use crate::Excalibur85;
use rt_core::{Bot, GameRng, Seat};

#[derive(Clone, Copy, Debug, Default)]
pub struct Heuristic;

/// The chance that `mine + d12` beats `theirs + d12` (ties count as not winning).
pub fn win_chance(mine: u32, theirs: u32) -> f64 {
    let mut wins = 0;
    for a in 1..=12 {
        for b in 1..=12 {
            if mine + a > theirs + b {
                wins += 1;
            }
        }
    }
    f64::from(wins) / 144.0
}

pub(super) fn cards_of(p: &PlayerView) -> Vec<Card> {
    let mut c = p.open.clone();
    c.extend(p.hidden.clone().unwrap_or_default());
    c
}

/// How much a card is worth carrying to this knight.
fn worth(card: Card, me: &PlayerView) -> i32 {
    if card == Card::Excalibur {
        return 100;
    }
    if let Some(m) = me.mission {
        if m.cards().contains(&card) {
            return 50;
        }
    }
    if let Some(w) = card.weapon() {
        return if me.sheet.dexterity >= w.needs {
            10 + 3 * i32::from(w.strength)
        } else {
            2
        };
    }
    let (f, i) = card.magic();
    if f + i > 0 {
        return 12 + 3 * i32::from(f + i);
    }
    match card {
        Card::Amulet | Card::Elixir | Card::Fairy | Card::FlyingUnicorn => 14,
        // Another mission's card is left where it lies for its knight: whose it is cannot be
        // told, and carrying it costs a place in the hand.
        _ => 1,
    }
}

/// The knight's chance against a foe card, attacking or defending.
fn odds(me: &PlayerView, card: Card, stance: Stance) -> f64 {
    let Some(foe) = card.foe() else {
        return 0.0;
    };
    let terms = knight_terms(&me.sheet, &cards_of(me), Measure::of(&foe), stance);
    win_chance(fight::total(&terms), foe.total())
}

impl Bot<Excalibur85> for Heuristic {
    fn choose(
        &mut self,
        seat: Seat,
        view: &View,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> Option<Action> {
        legal_or_any(choose_for(seat, view, legal), legal, rng)
    }
}

/// A bot's choice if it is legal, else any legal action.
pub(super) fn legal_or_any(
    choice: Option<Action>,
    legal: &[Action],
    rng: &mut GameRng,
) -> Option<Action> {
    choice
        .filter(|a| legal.contains(a))
        .or_else(|| rng.pick(legal).copied())
}

/// The heuristic's choice, if it has one among `legal`.
pub(super) fn choose_for(seat: Seat, view: &View, legal: &[Action]) -> Option<Action> {
    let me = view.players.get(seat.index())?;
    let has = |a: &Action| legal.contains(a);
    match view.step.as_ref()? {
        // Strength and intelligence alike, and the dexterity most weapons need.
        Step::Sheets => Some(Action::Sheet(Sheet::new(4, 4, 2, 0, 0))),
        Step::Elixir => Some(Action::Elixir(me.lost_turns >= 2)),
        Step::Act => act(seat, view, me, legal),
        // Turn the tile so that it opens the most paths to free cells.
        Step::Placing { .. } => legal.first().copied(),
        Step::Training => {
            let left = rounds_left(view);
            Some(Action::Train(left > 8))
        }
        Step::MagicGround { up } => {
            let (f, i) = (me.sheet.strength, me.sheet.intelligence);
            let a = if *up == (f <= i) {
                Attribute::Strength
            } else {
                Attribute::Intelligence
            };
            Some(Action::Choose(a))
        }
        Step::Found { card, must_keep } => {
            let keep = legal
                .iter()
                .filter(|a| matches!(a, Action::Keep { .. } | Action::Swap { .. }))
                .max_by_key(|a| match a {
                    // A hidden slot first; a swap only to drop something worth less.
                    Action::Keep { open } => 1000 - i32::from(*open),
                    Action::Swap { out, .. } => worth(*card, me) - worth(*out, me),
                    _ => i32::MIN,
                })
                .copied();
            match keep {
                Some(a @ Action::Swap { .. }) if !must_keep && !swap_pays(a, *card, me) => {
                    Some(Action::LeaveCard)
                }
                Some(a) if *must_keep || worth(*card, me) > 1 => Some(a),
                _ if has(&Action::LeaveCard) => Some(Action::LeaveCard),
                other => other,
            }
        }
        Step::Forced { card } => {
            let refuse = has(&Action::Fight(false)) && odds(me, *card, Stance::Defence) < 0.4;
            Some(Action::Fight(!refuse))
        }
        Step::Treasure { cards } => {
            cards
                .iter()
                .max_by_key(|c| worth(**c, me))
                .map(|c| Action::PickUp {
                    card: *c,
                    open: true,
                })
        }
        Step::Options { .. } => options(view, me, legal),
        Step::Plunder { .. } => legal
            .iter()
            .filter(|a| matches!(a, Action::Take { .. }))
            .max_by_key(|a| match a {
                Action::Take { card, open } => 2 * worth(*card, me) - i32::from(*open),
                _ => 0,
            })
            .copied()
            .or(Some(Action::Done)),
        // A trade is taken when what comes is worth more to this knight than what goes (a
        // gift always); the card comes into a hidden slot if one is free.
        Step::Offer { give, take, .. } => {
            let value = |c: &Option<Card>| c.map_or(0, |c| worth(c, me));
            if value(give) > value(take) {
                [false, true]
                    .into_iter()
                    .map(|open| Action::Accept { open })
                    .find(|a| has(a))
                    .or(Some(Action::Decline))
            } else {
                Some(Action::Decline)
            }
        }
        Step::Over => None,
    }
}

fn swap_pays(a: Action, card: Card, me: &PlayerView) -> bool {
    match a {
        Action::Swap { out, .. } => worth(card, me) > worth(out, me),
        _ => false,
    }
}

fn rounds_left(view: &View) -> u32 {
    match view.limit {
        crate::limits::Limit::Rounds(r) => r.saturating_sub(view.round),
        crate::limits::Limit::Solo { turns, .. } => turns.saturating_sub(view.turns_used),
    }
}

/// The odds a knight wants before attacking a foe: good odds, or fair ones against the foe
/// his own mission needs beaten (worth five points, and met perhaps once a game).
fn odds_wanted(me: &PlayerView, foe: Card) -> f64 {
    let mine = me
        .mission
        .is_some_and(|m| m.demand().foe == foe && !me.beaten.contains(&foe) && !me.mission_done);
    if mine {
        OWN_FOE_ODDS
    } else {
        0.55
    }
}

/// The odds a knight takes against his own mission's foe.
pub const OWN_FOE_ODDS: f64 = 0.3;

/// Step 4: a fight with good odds, a useful card to pick up, then the end of the turn.
fn options(view: &View, me: &PlayerView, legal: &[Action]) -> Option<Action> {
    let attack = legal
        .iter()
        .filter_map(|a| match a {
            Action::Attack(c) => Some((*c, odds(me, *c, Stance::Attack))),
            _ => None,
        })
        .filter(|(c, p)| *p >= odds_wanted(me, *c))
        .max_by(|a, b| a.1.total_cmp(&b.1));
    if let Some((card, _)) = attack {
        return Some(Action::Attack(card));
    }
    if let Some(offer) = trade_for_mission(view, me, legal) {
        return Some(offer);
    }
    let pick = legal
        .iter()
        .filter_map(|a| match a {
            Action::PickUp { card, open } => Some((*a, worth(*card, me) * 2 - i32::from(*open))),
            _ => None,
        })
        .filter(|(_, w)| *w > 4)
        .max_by_key(|(_, w)| *w);
    if let Some((a, _)) = pick {
        return Some(a);
    }
    let _ = view;
    Some(Action::EndTurn)
}

/// A trade for an item the knight's own mission needs, held by a knight beside him: the
/// card he misses least among those the other would rather have.
fn trade_for_mission(view: &View, me: &PlayerView, legal: &[Action]) -> Option<Action> {
    let mission = me.mission.filter(|_| !me.mission_done)?;
    let needed = mission.demand().items;
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Offer {
                to,
                give: Some(give),
                take: Some(take),
                ..
            } if needed.contains(take)
                && !needed.contains(give)
                && !view.declined.contains(&(*to, Some(*give), Some(*take))) =>
            {
                let them = view.players.get(to.index())?;
                (worth(*give, them) > worth(*take, them)).then_some((*a, worth(*give, me)))
            }
            _ => None,
        })
        .min_by_key(|(_, cost)| *cost)
        .map(|(a, _)| a)
}

/// Step 2: the errand, else exploring.
fn act(seat: Seat, view: &View, me: &PlayerView, legal: &[Action]) -> Option<Action> {
    let has = |a: &Action| legal.contains(a);
    if has(&Action::Enter) && (me.obliged.is_some() || wants_area(view, me)) {
        return Some(Action::Enter);
    }
    match me.at {
        Location::Area(b, cell) => area_act(view, b, cell, me, legal),
        Location::Territory(cell) => {
            // A foe worth fighting, or a card worth taking, right here: stay for step 4.
            let goals = errands(view, me);
            if let Some(a) =
                toward(&view.map, cell, &goals).and_then(|to| first_step(&view.map, cell, to))
            {
                if has(&Action::Move(a)) {
                    return Some(Action::Move(a));
                }
            }
            if goals.contains(&cell) {
                return Some(Action::Stay);
            }
            // Explore here if a path opens, the fantástica's first.
            let explore = legal
                .iter()
                .filter_map(|a| match a {
                    Action::Explore(d) => Some(*d),
                    _ => None,
                })
                .max_by_key(|d| {
                    let colour = view.map.edge(cell, *d);
                    u8::from(colour == crate::tile::Edge::Yellow)
                });
            if let Some(d) = explore {
                return Some(Action::Explore(d));
            }
            // Walk to the nearest tile with a path to explore.
            let frontier = frontier(view);
            if let Some(d) =
                toward(&view.map, cell, &frontier).and_then(|to| first_step(&view.map, cell, to))
            {
                if has(&Action::Move(d)) {
                    return Some(Action::Move(d));
                }
            }
            let _ = seat;
            Some(Action::Stay)
        }
    }
}

/// Areas worth entering of one's own accord: the lake while Excalibur is still there.
fn wants_area(view: &View, me: &PlayerView) -> bool {
    let Location::Territory(cell) = me.at else {
        return false;
    };
    view.boards
        .iter()
        .any(|b| b.doorway == cell && !b.found && b.left > 0 && b.area == crate::cards::Area::Lake)
}

/// Inside an area: reveal while the key is missing, else head out.
fn area_act(
    view: &View,
    b: usize,
    cell: Cell,
    me: &PlayerView,
    legal: &[Action],
) -> Option<Action> {
    let has = |a: &Action| legal.contains(a);
    let board = view.boards.get(b)?;
    if !board.found && board.left > 0 {
        if let Some(a) = legal.iter().find(|a| matches!(a, Action::Explore(_))) {
            return Some(*a);
        }
        // Walk to a card with an opening.
        let mut open: Vec<Cell> = board
            .grid
            .all_open_edges()
            .into_iter()
            .map(|(c, _, _)| c)
            .collect();
        open.dedup();
        if let Some(d) =
            toward(&board.grid, cell, &open).and_then(|to| first_step(&board.grid, cell, to))
        {
            if has(&Action::Move(d)) {
                return Some(Action::Move(d));
            }
        }
    }
    if has(&Action::Leave) {
        return Some(Action::Leave);
    }
    let root = [Cell::ORIGIN];
    if let Some(d) =
        toward(&board.grid, cell, &root).and_then(|to| first_step(&board.grid, cell, to))
    {
        if has(&Action::Move(d)) {
            return Some(Action::Move(d));
        }
    }
    let _ = me;
    legal
        .iter()
        .find(|a| matches!(a, Action::Explore(_)))
        .copied()
        .or(Some(Action::Stay))
}

/// Where an errand waits on the map: Camaloc with Excalibur, a companion's or prisoner's
/// destination, the own mission's place, the lake's doorway while Excalibur lies there,
/// foes worth fighting and cards worth taking.
fn errands(view: &View, me: &PlayerView) -> Vec<Cell> {
    let cards = cards_of(me);
    let mut places: Vec<Place> = Vec::new();
    if cards.contains(&Card::Excalibur) && !me.delivered {
        places.push(Place::Camaloc);
    }
    for c in cards.iter().chain(&me.beaten) {
        if let Some((to, beaten)) = crate::missions::secondary(*c) {
            if beaten == me.beaten.contains(c) && !me.secondary_done.contains(c) {
                places.push(to);
            }
        }
    }
    if let Some(m) = me.mission {
        let d = m.demand();
        if let Some(to) = d.to {
            if me.beaten.contains(&d.foe) || cards.contains(&d.foe) {
                places.push(to);
            }
        }
    }
    let mut cells: Vec<Cell> = view
        .map
        .pieces
        .iter()
        .filter(|p| places.contains(&p.piece.place))
        .map(|p| p.at)
        .collect();
    if view.stack.contains(&Card::Excalibur) {
        cells.extend(
            view.boards
                .iter()
                .filter(|b| b.area == crate::cards::Area::Lake && !b.found)
                .map(|b| b.doorway),
        );
    }
    for l in &view.lying {
        let Location::Territory(c) = l.at else {
            continue;
        };
        let good = match l.card {
            // A foe is worth the road at a little better odds than a fight where he stands.
            Some(card) if card.foe().is_some() => {
                odds(me, card, Stance::Attack) >= odds_wanted(me, card) + 0.05
            }
            Some(card) => worth(card, me) >= 10,
            None => false,
        };
        if good {
            cells.push(c);
        }
    }
    cells
}

/// Tiles with a path still to explore.
fn frontier(view: &View) -> Vec<Cell> {
    let mut cells: Vec<Cell> = view
        .map
        .all_open_edges()
        .into_iter()
        .filter(|(_, _, e)| match Zone::of_edge(*e) {
            Some(Zone::Iniciatica) => view.iniciatica_left > 0,
            Some(Zone::Fantastica) => view.fantastica_left > 0,
            None => false,
        })
        .map(|(c, _, _)| c)
        .collect();
    // A piece's sides come together, so each piece appears once.
    cells.dedup();
    cells
}
