//! A table set up by hand for the scenario tests: knights past their sheets, tiles and
//! Excalibur cards put where a scenario needs them.
#![allow(dead_code)]

use excalibur85::action::Event;
use excalibur85::map::Cell;
use excalibur85::state::{Location, Step};
use excalibur85::territory::{fantastica_deck, iniciatica_deck};
use excalibur85::tile::Dir;
use excalibur85::{Action, Card, Excalibur85, Options, Place, Sheet, Tile};
use rt_core::{Game, Seat};

/// A table past the sheets: every knight F5 I5, seat 0 to act.
pub fn table(seats: usize) -> Excalibur85 {
    let mut g = Excalibur85::setup(&Options::default(), seats, 3).expect("setup");
    for s in 0..seats {
        play(
            &mut g,
            Seat(s as u8),
            Action::Sheet(Sheet::new(5, 5, 0, 0, 0)),
        );
    }
    assert_eq!(g.step, Step::Act);
    g
}

pub fn play(g: &mut Excalibur85, seat: Seat, action: Action) -> Vec<Event> {
    let legal = g.legal_actions(seat);
    assert!(
        legal.contains(&action),
        "{action:?} not in {legal:?} at {:?}",
        g.step
    );
    g.apply(seat, &action)
        .expect("applies")
        .into_iter()
        .map(|e| e.body)
        .collect()
}

pub fn tile(place: Place) -> Tile {
    iniciatica_deck()
        .into_iter()
        .chain(fantastica_deck())
        .find(|t| t.place == place)
        .unwrap()
}

/// The next tile drawn from the iniciática will be this one.
pub fn next_tile(g: &mut Excalibur85, place: Place) {
    let t = tile(place);
    if let Some(i) = g.iniciatica.iter().position(|x| x.place == place) {
        g.iniciatica.remove(i);
    }
    g.iniciatica.push(t);
}

pub fn star_with(g: &mut Excalibur85, card: Card) -> Seat {
    let access = iniciatica_deck()
        .into_iter()
        .find(|t| t.place == Place::Access && t.edges.paths() == 2)
        .unwrap();
    let a = g.map.place(Cell::ORIGIN, Dir::North, access, 2).unwrap();
    g.players[0].at = Location::Territory(a);
    let star = fantastica_deck()
        .into_iter()
        .find(|t| t.place == Place::Star && t.edges.paths() == 4)
        .unwrap();
    g.fantastica.push(star);
    if let Some(i) = g.deck.iter().position(|c| *c == card) {
        g.deck.remove(i);
    }
    g.stack.retain(|c| *c != card);
    g.deck.push(card);
    play(g, Seat(0), Action::Explore(Dir::North));
    play(g, Seat(0), Action::Turn(0));
    Seat(0)
}

pub fn give(g: &mut Excalibur85, seat: usize, card: Card, open: bool) {
    g.players[seat]
        .hand
        .push(excalibur85::state::Held { card, open });
}
