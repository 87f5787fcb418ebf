//! Taking back a move (the core's undo): a proposal, or a vote that is not the last.

use avalon::{Action, Avalon, AvalonOptions, StageView};
use rt_core::{Match, Seat};

#[test]
fn a_proposal_and_an_early_vote_can_be_taken_back_but_the_last_vote_cannot() {
    let mut m = Match::<Avalon>::new(AvalonOptions::default(), 5, 3).unwrap();
    while let StageView::Night { .. } = m.view(None).stage {
        let seat = m.to_act().seats().first().unwrap();
        m.play(seat, Action::Ready).unwrap();
        assert!(!m.can_undo(seat), "nothing to take back after the night");
    }
    let leader = m.to_act().seats().first().unwrap();
    let before = m.clone();
    let proposal = m.legal_actions(leader)[0];
    m.play(leader, proposal).unwrap();
    assert!(m.can_undo(leader), "a proposal shows nothing hidden");
    let undone = m.undo(leader).unwrap();
    assert_eq!(undone.view(Some(leader)), before.view(Some(leader)));
    assert_eq!(undone.record().moves.len(), before.record().moves.len());

    let voters: Vec<Seat> = m.to_act().seats().iter().collect();
    m.play(voters[0], Action::Vote(true)).unwrap();
    assert!(m.can_undo(voters[0]));
    let undone = m.undo(voters[0]).unwrap();
    assert!(
        undone.to_act().includes(voters[0]),
        "asked again after taking it back"
    );
    for s in &voters[1..] {
        m.play(*s, Action::Vote(true)).unwrap();
    }
    let last = *voters.last().unwrap();
    assert!(!m.can_undo(last), "the last vote revealed every vote");
    assert!(m.undo(last).is_none());
}
