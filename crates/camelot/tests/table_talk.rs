//! Table talk between bots and people (§4.3): a bot says where it is going before it goes,
//! and weighs what the others said, as a person at the table would.

mod heroic_table;

use camelot::bots::suspicion;
use camelot::talk::Statement;
use camelot::{Action, Camelot, Knight, Place, Quest, White};
use heroic_table::choice;
use rt_core::{Game, Seat};

use White::Fight;

/// Arthur's turn at Camelot, holding `hand`.
fn hero(hand: &[White]) -> (Camelot, Seat) {
    heroic_table::hero(Knight::Arthur, hand, Place::Camelot)
}

fn other(seat: Seat, n: u8) -> Seat {
    Seat((seat.0 + n) % 5)
}

#[test]
fn a_bot_says_where_it_is_going_then_goes_there() {
    // Two pairs with a winning total: the Black Knight.
    let (mut g, seat) = hero(&[Fight(4), Fight(4), Fight(5), Fight(5)]);
    let said = choice(&g, seat);
    let Action::Say(Statement::CanHelp(quest)) = said else {
        panic!("{said:?}");
    };
    g.apply(seat, &said).expect("says");
    assert_eq!(
        g.view(Some(other(seat, 1))).said[seat.index()],
        Some(Statement::CanHelp(quest))
    );
    assert_eq!(choice(&g, seat), Action::Move(Place::Quest(quest)));
    // Said once, it is not said again this turn.
    assert!(!matches!(choice(&g, seat), Action::Say(_)));
}

#[test]
fn a_solo_quest_a_person_said_they_would_take_is_left_to_them() {
    let hand = [Fight(4), Fight(4), Fight(5), Fight(5)];
    let (g, seat) = hero(&hand);
    assert_eq!(
        choice(&g, seat),
        Action::Say(Statement::CanHelp(Quest::BlackKnight))
    );
    // A person at the next seat said "I can help at the Black Knight": the bot goes elsewhere.
    let (mut g, seat) = hero(&hand);
    g.said[other(seat, 1).index()] = Some(Statement::CanHelp(Quest::BlackKnight));
    let said = choice(&g, seat);
    assert!(
        !matches!(
            said,
            Action::Say(Statement::CanHelp(Quest::BlackKnight))
                | Action::Move(Place::Quest(Quest::BlackKnight))
        ),
        "{said:?}"
    );
}

#[test]
fn what_a_person_said_lasts_until_their_next_turn() {
    let (mut g, seat) = hero(&[Fight(1)]);
    let next = other(seat, 1);
    g.said[next.index()] = Some(Statement::CanHelp(Quest::Grail));
    g.said[seat.index()] = Some(Statement::Weak);
    g.apply(seat, &Action::DrawWhite).expect("draws");
    g.apply(seat, &Action::EndTurn).expect("ends");
    assert_eq!(g.turn, next);
    let view = g.view(Some(seat));
    assert_eq!(view.said[next.index()], None, "cleared as his turn begins");
    assert_eq!(view.said[seat.index()], Some(Statement::Weak));
}

#[test]
fn a_persons_suspicion_weighs_in_the_bots_own_and_can_tip_an_accusation() {
    let (mut g, seat) = hero(&[Fight(1), Fight(2)]);
    let suspect = other(seat, 2);
    // A traitor may have been dealt (with none, as the table would know, no bot accuses).
    g.options.without_traitor = false;
    // Accusations are open, and the suspect's record is bad but not damning on its own.
    g.engines = 6;
    g.conduct[suspect.index()].added_engine = 3;
    let before = suspicion(&g.view(Some(seat)))[suspect.index()];
    assert!(!matches!(choice(&g, seat), Action::Accuse(_)));
    g.said[other(seat, 1).index()] = Some(Statement::Suspect(suspect));
    let after = suspicion(&g.view(Some(seat)))[suspect.index()];
    assert!(after > before, "{before} → {after}");
    assert_eq!(choice(&g, seat), Action::Accuse(suspect));
}
