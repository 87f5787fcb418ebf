//! One scenario per rule of the stand-in game.

use oracle::{Action, Oracle, OracleError, OracleOptions, Phase, PhaseView};
use rt_core::{Game, Match, OutcomeKind, PlayError, Seat, SeatSet, ToAct};

fn start(seats: usize, seed: u64) -> Match<Oracle> {
    Match::new(OracleOptions::default(), seats, seed).unwrap()
}

fn oracle_number(game: &Match<Oracle>) -> u8 {
    match game.state().phase() {
        Phase::Picking { oracle, .. } | Phase::Veto { oracle, .. } => *oracle,
        other => panic!("no oracle number in {other:?}"),
    }
}

#[test]
fn the_round_opens_with_every_seat_choosing_at_once() {
    let game = start(3, 1);
    assert_eq!(game.to_act(), ToAct::Seats(SeatSet::all(3)));
    assert_eq!(game.legal_actions(Seat(0)).len(), 9);
}

#[test]
fn a_seat_cannot_pick_twice_or_out_of_range() {
    let mut game = start(3, 1);
    assert_eq!(
        game.play(Seat(0), Action::Pick(0)).unwrap_err(),
        PlayError::Rule(OracleError::OutOfRange(0))
    );
    game.play(Seat(0), Action::Pick(4)).unwrap();
    assert_eq!(
        game.play(Seat(0), Action::Pick(5)).unwrap_err(),
        PlayError::NotYourTurn(Seat(0))
    );
    assert_eq!(
        game.play(Seat(7), Action::Pick(5)).unwrap_err(),
        PlayError::NoSuchSeat(Seat(7))
    );
}

#[test]
fn a_refused_action_changes_nothing() {
    let mut game = start(2, 5);
    let before = game.state().clone();
    let _ = game.play(Seat(0), Action::Veto);
    assert_eq!(game.state(), &before);
    assert!(game.record().moves.is_empty());
}

#[test]
fn picks_stay_secret_until_everyone_has_chosen() {
    let mut game = start(3, 2);
    game.play(Seat(0), Action::Pick(3)).unwrap();
    let PhaseView::Picking { chosen, my_pick } = game.view(Some(Seat(1))).phase else {
        panic!("still picking")
    };
    assert_eq!(chosen, SeatSet::only(Seat(0)));
    assert_eq!(my_pick, None, "seat 1 must not see seat 0's pick");
    let PhaseView::Picking { my_pick, .. } = game.view(Some(Seat(0))).phase else {
        panic!()
    };
    assert_eq!(my_pick, Some(3));
}

#[test]
fn the_last_pick_reveals_and_opens_the_veto_window_for_holders_only() {
    let mut game = start(2, 3);
    game.play(Seat(0), Action::Pick(3)).unwrap();
    game.play(Seat(1), Action::Pick(8)).unwrap();
    assert_eq!(game.to_act(), ToAct::Seats(SeatSet::all(2)));
    let PhaseView::Veto { picks, .. } = game.view(None).phase else {
        panic!("veto window")
    };
    assert_eq!(picks, vec![3, 8]);
}

#[test]
fn the_closest_pick_scores_and_ties_share() {
    let mut game = start(3, 4);
    let target = oracle_number(&game);
    let far = if target > 5 { 1 } else { 9 };
    game.play(Seat(0), Action::Pick(target)).unwrap();
    game.play(Seat(1), Action::Pick(target)).unwrap();
    game.play(Seat(2), Action::Pick(far)).unwrap();
    for s in 0..3 {
        game.play(Seat(s), Action::Pass).unwrap();
    }
    assert_eq!(game.state().scores(), &[1, 1, 0]);
    assert_eq!(
        game.state().history()[0].winners,
        [Seat(0), Seat(1)].into_iter().collect()
    );
}

#[test]
fn a_veto_cancels_the_round_and_is_spent() {
    let mut game = start(2, 6);
    game.play(Seat(0), Action::Pick(5)).unwrap();
    game.play(Seat(1), Action::Pick(5)).unwrap();
    game.play(Seat(0), Action::Veto).unwrap();
    game.play(Seat(1), Action::Pass).unwrap();
    assert_eq!(game.state().scores(), &[0, 0]);
    assert_eq!(game.state().history()[0].vetoed_by, SeatSet::only(Seat(0)));
    // Next round: only seat 1 still holds a veto, so only it is asked.
    game.play(Seat(0), Action::Pick(5)).unwrap();
    game.play(Seat(1), Action::Pick(5)).unwrap();
    assert_eq!(game.to_act(), ToAct::Seats(SeatSet::only(Seat(1))));
    assert_eq!(
        game.state()
            .clone()
            .apply(Seat(0), &Action::Veto)
            .unwrap_err(),
        OracleError::NoVetoLeft
    );
}

#[test]
fn without_vetoes_the_round_scores_at_once() {
    let options = OracleOptions {
        rounds: 1,
        vetoes: false,
    };
    let mut game = Match::<Oracle>::new(options, 2, 9).unwrap();
    game.play(Seat(0), Action::Pick(1)).unwrap();
    game.play(Seat(1), Action::Pick(9)).unwrap();
    assert!(game.is_over());
}

#[test]
fn most_points_after_the_last_round_wins() {
    let options = OracleOptions {
        rounds: 2,
        vetoes: false,
    };
    let mut game = Match::<Oracle>::new(options, 2, 10).unwrap();
    for _ in 0..2 {
        let target = oracle_number(&game);
        let far = if target > 5 { 1 } else { 9 };
        game.play(Seat(0), Action::Pick(far)).unwrap();
        game.play(Seat(1), Action::Pick(target)).unwrap();
    }
    let outcomes = game.state().outcomes().unwrap();
    assert_eq!(outcomes[1].kind, OutcomeKind::Won);
    assert_eq!(outcomes[0].kind, OutcomeKind::Lost);
    assert_eq!(
        game.play(Seat(0), Action::Pick(1)).unwrap_err(),
        PlayError::GameOver
    );
}

#[test]
fn seat_counts_outside_the_range_are_refused() {
    assert!(Match::<Oracle>::new(OracleOptions::default(), 1, 0).is_err());
    assert!(Match::<Oracle>::new(OracleOptions::default(), 9, 0).is_err());
    let bad = OracleOptions {
        rounds: 0,
        vetoes: true,
    };
    assert!(Match::<Oracle>::new(bad, 3, 0).is_err());
}
