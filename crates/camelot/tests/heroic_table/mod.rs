//! A table set up by hand for the bots' scenario tests: loyal knights (five, or as many as
//! `hero_at` seats) past the opening, all at Camelot, and the first one in his Heroic phase.

use camelot::bots::Heuristic;
use camelot::state::Heroic;
use camelot::{Action, Camelot, CamelotOptions, Knight, Loyalty, Place, Step, White};
use rt_core::{Bot, Game, GameRng, Seat};

/// The table, with the knight to play as `knight`, holding `hand`, at `place`.
pub fn hero(knight: Knight, hand: &[White], place: Place) -> (Camelot, Seat) {
    let options = CamelotOptions {
        without_traitor: true,
        ..CamelotOptions::default()
    };
    hero_at(&options, 5, knight, hand, place)
}

/// `hero` at a table of `seats` with `options` (its random opening and Loyalty deal aside).
pub fn hero_at(
    options: &CamelotOptions,
    seats: usize,
    knight: Knight,
    hand: &[White],
    place: Place,
) -> (Camelot, Seat) {
    let options = CamelotOptions {
        random_opening: true,
        ..options.clone()
    };
    let mut g = Camelot::setup(&options, seats, 11).expect("setup");
    for s in Seat::all(seats) {
        let a = g.legal_actions(s)[0].clone();
        g.apply(s, &a).expect("lay");
    }
    for k in &mut g.knights {
        k.loyalty = Loyalty::Loyal;
        k.place = Some(Place::Camelot);
    }
    let seat = g.turn;
    g.step = Step::Heroic(Heroic::default());
    let k = &mut g.knights[seat.index()];
    k.knight = knight;
    k.hand = hand.to_vec();
    k.place = Some(place);
    (g, seat)
}

/// What the level-1 bot at `seat` does next.
pub fn choice(g: &Camelot, seat: Seat) -> Action {
    choice_seeded(g, seat, 1).expect("a choice")
}

/// What the level-1 bot at `seat` does next, with its dice seeded by `seed` (where a random
/// answer must not pass for the chosen one).
pub fn choice_seeded(g: &Camelot, seat: Seat, seed: u64) -> Option<Action> {
    let legal = g.legal_actions(seat);
    Heuristic::default().choose(
        seat,
        &g.view(Some(seat)),
        &legal,
        &mut GameRng::from_seed(seed),
    )
}
