//! Taking back a move (the core's undo): only a chip chosen while others still choose.

use chips::{Action, Chips, ChipsOptions, StageView};
use rt_core::{Match, Seat};

fn first_legal(m: &mut Match<Chips>) -> Seat {
    let seat = m.to_act().seats().first().expect("someone is asked");
    let action = m.legal_actions(seat)[0];
    m.play(seat, action).expect("a legal move");
    seat
}

#[test]
fn a_chosen_chip_can_be_taken_back_until_the_last_choice_reveals_all() {
    let mut m = Match::<Chips>::new(ChipsOptions::default(), 4, 11).unwrap();
    // A secret pick shows nothing and can be taken back; the last one settles the draft,
    // shows each drawer its chips, and is final, as is a re-pick.
    while matches!(
        m.view(None).stage,
        StageView::Draft { .. } | StageView::Draw { .. }
    ) {
        let seat = first_legal(&mut m);
        let picking = matches!(m.view(None).stage, StageView::Draft { .. });
        assert_eq!(m.can_undo(seat), picking, "a draw showed a chip");
        assert_eq!(m.undo(seat).is_some(), picking);
    }
    let owed = m.to_act().seats();
    let first = owed.first().unwrap();
    let before = m.clone();
    let chip = m
        .legal_actions(first)
        .into_iter()
        .find(|a| matches!(a, Action::Play(_)))
        .unwrap();
    m.play(first, chip).unwrap();
    assert!(m.can_undo(first));
    assert!(
        !m.can_undo(owed.iter().nth(1).unwrap()),
        "only the mover may take it back"
    );
    let undone = m.undo(first).expect("undoable");
    assert_eq!(undone.record(), before.record());
    for s in Seat::all(4) {
        assert_eq!(undone.view(Some(s)), before.view(Some(s)));
    }
    // Everyone else chooses; the last choice reveals every chip and is final.
    let mut last = first;
    while matches!(m.view(None).stage, StageView::Play { .. }) {
        last = first_legal(&mut m);
    }
    assert!(!m.can_undo(last));
    assert!(
        !m.can_undo(first),
        "a later move by another seat closes the first one too"
    );
}

#[test]
fn since_a_seats_last_move_is_what_the_others_did_after_it() {
    let mut m = Match::<Chips>::new(ChipsOptions::default(), 3, 5).unwrap();
    assert_eq!(m.since_last_move_of(Seat(0)), None, "no move yet");
    let first = first_legal(&mut m);
    assert_eq!(m.since_last_move_of(first), None, "nobody has moved since");
    // Play until another seat has moved; what it did starts right after the first seat's
    // last move.
    let mut after_first = m.full_log().len();
    while m.record().moves.last().map(|mv| mv.seat) == Some(first) {
        after_first = m.full_log().len();
        first_legal(&mut m);
    }
    assert_eq!(m.since_last_move_of(first), Some(after_first));
}
