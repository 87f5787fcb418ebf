//! The level-1 knight's policy points, each pinned by a small table set up by hand: a
//! decision an experienced player would make, where an earlier bot did otherwise.

use camelot::bots::Heuristic;
use camelot::state::Heroic;
use camelot::{Action, Camelot, CamelotOptions, Knight, Loyalty, Place, Quest, Step, White};
use rt_core::{Bot, Game, GameRng, Seat};

use White::{Fight, Grail};

/// Five loyal knights past the opening; the first one in his Heroic phase at `place` with
/// `hand`, playing `knight`.
fn hero(knight: Knight, hand: &[White], place: Place) -> (Camelot, Seat) {
    let options = CamelotOptions {
        random_opening: true,
        without_traitor: true,
        ..CamelotOptions::default()
    };
    let mut g = Camelot::setup(&options, 5, 11).expect("setup");
    for s in Seat::all(5) {
        let a = g.legal_actions(s)[0].clone();
        g.apply(s, &a).expect("lay");
    }
    for k in &mut g.knights {
        k.loyalty = Loyalty::Loyal;
    }
    let seat = g.turn;
    g.step = Step::Heroic(Heroic::default());
    let k = &mut g.knights[seat.index()];
    k.knight = knight;
    k.hand = hand.to_vec();
    k.place = Some(place);
    (g, seat)
}

fn choice(g: &Camelot, seat: Seat) -> Action {
    let legal = g.legal_actions(seat);
    Heuristic::default()
        .choose(
            seat,
            &g.view(Some(seat)),
            &legal,
            &mut GameRng::from_seed(1),
        )
        .expect("a choice")
}

#[test]
fn tristan_rides_out_for_free_and_plays_where_he_arrives() {
    let (mut g, seat) = hero(
        Knight::Tristan,
        &[Fight(1), Fight(2), Fight(3), Fight(5)],
        Place::Camelot,
    );
    // He may draw at the Round Table first; either way he rides to a quest without paying
    // his action for the road.
    let mut next = choice(&g, seat);
    if next == Action::DrawWhite {
        g.apply(seat, &next).expect("draws");
        next = choice(&g, seat);
    }
    assert!(
        matches!(next, Action::FreeMove(Place::Quest(_))),
        "{next:?}"
    );
    g.apply(seat, &next).expect("rides");
    // Arrived with his action unspent, he plays there at once when he has not drawn.
    let after = choice(&g, seat);
    assert!(
        matches!(after, Action::Play(_) | Action::EndTurn | Action::Sacrifice),
        "{after:?}"
    );
}

#[test]
fn at_a_war_the_knight_plays_the_next_card_of_the_straight() {
    let (mut g, seat) = hero(
        Knight::Arthur,
        &[Fight(2), Fight(3), Fight(5), Grail],
        Place::Quest(Quest::PictWar),
    );
    g.quests.picts.run = [1, 2].into_iter().collect();
    assert_eq!(choice(&g, seat), Action::Play(Fight(3)));
}
