//! The level-1 knight's policy points, each pinned by a small table set up by hand: a
//! decision an experienced player would make, where an earlier bot did otherwise.

use camelot::bots::Heuristic;
use camelot::state::Heroic;
use camelot::{
    Action, Black, Camelot, CamelotOptions, EvilChoice, Knight, Loyalty, Morgan, Place, Quest,
    Step, White,
};
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

#[test]
fn excalibur_takes_a_grail_card_and_the_fight_cards_are_kept_for_the_wars() {
    // Any card moves the sword; a Grail card is worth little away from a Grail in reach.
    let (g, seat) = hero(
        Knight::Arthur,
        &[Fight(1), Fight(2), Grail, Grail],
        Place::Quest(Quest::Excalibur),
    );
    assert_eq!(choice(&g, seat), Action::Play(Grail));
}

/// The first knight at his Evil step with `life` and `hand`.
fn evil_step(life: u8, hand: &[White], blow_gone: bool) -> Action {
    let (mut g, seat) = hero(Knight::Arthur, hand, Place::Camelot);
    g.step = Step::Evil { chosen: false };
    g.knights[seat.index()].life = life;
    if blow_gone {
        let blow = Black::Morgan(Morgan::EveryoneLosesLife);
        g.black_draw.retain(|c| *c != blow);
        g.black_discard.push(blow);
    }
    choice(&g, seat)
}

#[test]
fn a_knight_keeps_a_second_life_point_while_morgans_blow_may_come() {
    let lose = Action::Evil(EvilChoice::LoseLife);
    let hand = [Fight(1), Fight(2), Fight(4)];
    // Healthy, he pays with life.
    assert_eq!(evil_step(4, &hand, false), lose);
    // On two life points Morgan's blow to every knight would leave him on the last one...
    assert_ne!(evil_step(2, &hand, false), lose);
    // ...unless it has passed, or three alike in hand can buy the point back.
    assert_eq!(evil_step(2, &hand, true), lose);
    assert_eq!(evil_step(2, &[Grail, Grail, Grail, Fight(4)], false), lose);
    // The last life point is never paid.
    assert_ne!(evil_step(1, &hand, true), lose);
}
