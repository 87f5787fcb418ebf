//! Scenario tests for the Plot Thickens cards (§5): the deal, each card, the windows and
//! their order around Excalibur (§5.3, acceptance tests 8 and 9 of §9).

mod common;
use avalon::Role::*;
use avalon::{
    Action, Avalon, AvalonEvent, AvalonOptions, Card, EndReason, Insight, Phase, PlotCard, Role,
    Side, StageView,
};
use common::{act, propose, set};
use rt_core::{Event, Game, Seat, ToAct};

const FIVE: [Role; 5] = [Merlin, Servant, Servant, Assassin, Minion];
const SEVEN: [Role; 7] = [Merlin, Servant, Servant, Servant, Assassin, Minion, Minion];

fn opts(excalibur: bool) -> AvalonOptions {
    AvalonOptions {
        plot: true,
        excalibur,
        ..AvalonOptions::default()
    }
}

/// A table whose leader (seat 0) has just drawn `deck`'s top cards.
fn dealt(roles: &[Role], excalibur: bool, deck: &[PlotCard]) -> Avalon {
    let mut g = Avalon::arranged(opts(excalibur), roles, Seat(0), 1).expect("table");
    g.plot_deck = deck.to_vec();
    g.deal_plot_cards(&mut Vec::new());
    g
}

fn try_act(g: &mut Avalon, seat: u8, action: Action) -> Result<Vec<Event<AvalonEvent>>, String> {
    g.apply(Seat(seat), &action).map_err(|e| format!("{e:?}"))
}

fn vote_all(g: &mut Avalon, approve: bool) {
    while let Phase::Vote { .. } = g.phase {
        let seats = g.to_act().seats();
        for s in seats.iter() {
            act(g, s.0, Action::Vote(approve));
        }
    }
}

fn asked(g: &Avalon) -> Seat {
    match g.to_act() {
        ToAct::Seat(s) => s,
        other => panic!("expected one seat, got {other:?}"),
    }
}

#[test]
fn the_leader_gives_each_card_to_a_different_other_player() {
    let mut g = dealt(&SEVEN, false, &[PlotCard::CloseEye, PlotCard::CloseEye]);
    assert_eq!(asked(&g), Seat(0));
    assert!(
        try_act(&mut g, 0, Action::Give(Seat(0))).is_err(),
        "never the leader"
    );
    act(&mut g, 0, Action::Give(Seat(3)));
    assert!(
        try_act(&mut g, 0, Action::Give(Seat(3))).is_err(),
        "a different player"
    );
    act(&mut g, 0, Action::Give(Seat(5)));
    assert_eq!(g.phase, Phase::Propose);
    assert_eq!(g.plots[3], vec![PlotCard::CloseEye]);
    assert_eq!(g.plots[5], vec![PlotCard::CloseEye]);
    // Plot cards lie face up: every view shows who holds what.
    assert_eq!(g.view(Some(Seat(1))).plots[3], vec![PlotCard::CloseEye]);
    // Seven players draw two a round.
    assert_eq!(g.plot_deck.len(), 0);
}

#[test]
fn strong_leader_takes_over_once_until_a_vote() {
    let mut g = dealt(
        &FIVE,
        false,
        &[PlotCard::StrongLeader, PlotCard::StrongLeader],
    );
    act(&mut g, 0, Action::Give(Seat(2)));
    // Before the leader proposes, the holder may take over.
    assert!(matches!(g.phase, Phase::Window { .. }));
    assert_eq!(asked(&g), Seat(2));
    act(&mut g, 2, Action::UsePlot(None));
    assert_eq!(g.leader, Seat(2));
    assert_eq!(g.phase, Phase::Propose);
    assert!(g.plots[2].is_empty());
    // A second Strong Leader waits for a vote.
    g.plots[4].push(PlotCard::StrongLeader);
    propose(&mut g, &[1, 2], None);
    vote_all(&mut g, false);
    // The vote happened, so seat 4 may now take over from seat 3.
    assert_eq!(g.leader, Seat(3));
    assert_eq!(asked(&g), Seat(4));
    act(&mut g, 4, Action::Pass);
    assert_eq!(g.phase, Phase::Propose);
}

#[test]
fn strong_leader_is_not_offered_to_the_leader_nor_twice_before_a_vote() {
    let mut g = dealt(&FIVE, false, &[PlotCard::StrongLeader]);
    act(&mut g, 0, Action::Give(Seat(1)));
    act(&mut g, 1, Action::UsePlot(None));
    g.plots[3].push(PlotCard::StrongLeader);
    g.plots[1].push(PlotCard::StrongLeader);
    // Leader is seat 1 now; no new window opens until a vote.
    assert_eq!(g.phase, Phase::Propose);
    propose(&mut g, &[1, 2], None);
    vote_all(&mut g, false);
    // Seat 2 leads; seat 1 and 3 hold one; seat 1 asked first (from the leader, clockwise: 2,3,4,0,1).
    assert_eq!(asked(&g), Seat(3));
    act(&mut g, 3, Action::Pass);
    assert_eq!(asked(&g), Seat(1));
    act(&mut g, 1, Action::Pass);
    assert_eq!(g.phase, Phase::Propose);
    assert_eq!(g.leader, Seat(2));
}

#[test]
fn no_confidence_cancels_an_approved_team_as_a_rejection() {
    let mut g = dealt(&FIVE, true, &[PlotCard::NoConfidence]);
    act(&mut g, 0, Action::Give(Seat(4)));
    propose(&mut g, &[0, 1], Some(1));
    vote_all(&mut g, true);
    assert_eq!(asked(&g), Seat(4));
    let ev = act(&mut g, 4, Action::UsePlot(None));
    assert!(ev.contains(&AvalonEvent::PlotUsed {
        seat: Seat(4),
        card: PlotCard::NoConfidence,
        target: None
    }));
    assert_eq!(g.rejections, 1);
    assert_eq!(g.leader, Seat(1));
    assert_eq!(g.phase, Phase::Propose);
    // The team and its Excalibur lapse; the record shows who overruled it.
    assert!(g.current.is_none());
    let last = g.proposals.last().unwrap();
    assert!(!last.approved);
    assert_eq!(last.overruled, Some(Seat(4)));
    assert_eq!(g.plot_discard, vec![PlotCard::NoConfidence]);
}

#[test]
fn no_confidence_on_the_fifth_team_loses_the_game() {
    let mut g = dealt(&FIVE, false, &[PlotCard::NoConfidence]);
    act(&mut g, 0, Action::Give(Seat(3)));
    for _ in 0..4 {
        propose(&mut g, &[0, 1], None);
        vote_all(&mut g, false);
    }
    propose(&mut g, &[0, 1], None);
    vote_all(&mut g, true);
    act(&mut g, 3, Action::UsePlot(None));
    assert_eq!(
        g.phase,
        Phase::Over {
            winner: Side::Evil,
            reason: EndReason::FiveRejections
        }
    );
}

#[test]
fn passing_no_confidence_lets_the_team_go() {
    let mut g = dealt(&FIVE, false, &[PlotCard::NoConfidence]);
    act(&mut g, 0, Action::Give(Seat(3)));
    propose(&mut g, &[0, 1], None);
    vote_all(&mut g, true);
    act(&mut g, 3, Action::Pass);
    assert!(matches!(g.phase, Phase::Quest { .. }));
    assert_eq!(g.plots[3], vec![PlotCard::NoConfidence], "kept for later");
    assert!(g.proposals.last().unwrap().approved);
}

#[test]
fn a_spotlit_card_is_face_up_and_excalibur_cannot_switch_it() {
    // §9 test 8.
    let mut g = dealt(&SEVEN, true, &[PlotCard::Spotlight, PlotCard::CloseEye]);
    act(&mut g, 0, Action::Give(Seat(1)));
    act(&mut g, 0, Action::Give(Seat(2)));
    g.quest = 1; // a team of three
    propose(&mut g, &[0, 1, 5], Some(1));
    vote_all(&mut g, true);
    assert_eq!(asked(&g), Seat(1));
    act(&mut g, 1, Action::UsePlot(Some(Seat(5))));
    assert_eq!(g.spotlight, Some(Seat(5)));
    act(&mut g, 0, Action::Play(Card::Success));
    let ev = act(&mut g, 5, Action::Play(Card::Fail));
    assert!(ev.contains(&AvalonEvent::FaceUp {
        seat: Seat(5),
        card: Card::Fail
    }));
    // Everyone sees the face-up card.
    assert_eq!(g.view(Some(Seat(3))).face_up, Some(Card::Fail));
    act(&mut g, 1, Action::Play(Card::Success));
    assert!(!g
        .legal_actions(Seat(1))
        .contains(&Action::Switch(Some(Seat(5)))));
    assert!(try_act(&mut g, 1, Action::Switch(Some(Seat(5)))).is_err());
    act(&mut g, 1, Action::Switch(None));
    // Seat 2 holds Close Eye: the face-up card is not worth a look and is not offered.
    assert!(!g
        .legal_actions(Seat(2))
        .contains(&Action::UsePlot(Some(Seat(5)))));
    act(&mut g, 2, Action::Pass);
    let r = g.results.last().unwrap();
    assert_eq!(r.face_up, Some((Seat(5), Card::Fail)));
    assert!(r.failed);
}

#[test]
fn close_eye_sees_the_card_after_excaliburs_switch() {
    // §9 test 9: Servant seat 2's Success is switched to a Fail; the watcher sees the Fail.
    let mut g = dealt(&FIVE, true, &[PlotCard::CloseEye]);
    act(&mut g, 0, Action::Give(Seat(4)));
    g.quest = 1; // a team of three
    propose(&mut g, &[0, 1, 2], Some(1));
    vote_all(&mut g, true);
    for s in [0, 1, 2] {
        act(&mut g, s, Action::Play(Card::Success));
    }
    act(&mut g, 1, Action::Switch(Some(Seat(2))));
    assert_eq!(asked(&g), Seat(4));
    assert!(matches!(
        g.view(Some(Seat(4))).stage,
        StageView::CloseEye { .. }
    ));
    let events = try_act(&mut g, 4, Action::UsePlot(Some(Seat(2)))).unwrap();
    // Only the watcher learns the card.
    let seen: Vec<_> = events
        .iter()
        .filter(|e| matches!(e.body, AvalonEvent::CardSeen { .. }))
        .collect();
    assert_eq!(seen.len(), 1);
    assert!(seen[0].audience.admits(Some(Seat(4))));
    assert!(!seen[0].audience.admits(Some(Seat(3))));
    assert_eq!(
        g.insights[4],
        vec![Insight::CloseEye {
            quest: 1,
            target: Seat(2),
            card: Card::Fail,
            switched: true
        }]
    );
    assert!(g.insights[3].is_empty());
    // The card was only looked at: the quest fails on the switched card.
    assert!(g.results.last().unwrap().failed);
    assert_eq!(g.plot_discard, vec![PlotCard::CloseEye]);
}

#[test]
fn close_eye_never_looks_at_the_same_card_twice() {
    let mut g = dealt(&SEVEN, false, &[PlotCard::CloseEye, PlotCard::CloseEye]);
    act(&mut g, 0, Action::Give(Seat(3)));
    act(&mut g, 0, Action::Give(Seat(4)));
    propose(&mut g, &[0, 1], None);
    vote_all(&mut g, true);
    act(&mut g, 0, Action::Play(Card::Success));
    act(&mut g, 1, Action::Play(Card::Success));
    act(&mut g, 3, Action::UsePlot(Some(Seat(1))));
    assert_eq!(asked(&g), Seat(4));
    assert!(try_act(&mut g, 4, Action::UsePlot(Some(Seat(1)))).is_err());
    act(&mut g, 4, Action::UsePlot(Some(Seat(0))));
    assert_eq!(g.results.len(), 1);
}

#[test]
fn opinion_makers_vote_first_and_in_the_open() {
    let mut g = dealt(&FIVE, false, &[PlotCard::OpinionMaker]);
    act(&mut g, 0, Action::Give(Seat(2)));
    propose(&mut g, &[0, 1], None);
    assert_eq!(g.to_act(), ToAct::Seats(set(&[2])));
    assert!(
        try_act(&mut g, 1, Action::Vote(true)).is_err(),
        "others wait"
    );
    let ev = act(&mut g, 2, Action::Vote(false));
    assert!(ev.contains(&AvalonEvent::OpinionVotes {
        votes: vec![(Seat(2), false)]
    }));
    assert_eq!(g.view(Some(Seat(0))).opinions, vec![(Seat(2), false)]);
    assert_eq!(g.to_act(), ToAct::Seats(set(&[0, 1, 3, 4])));
    vote_all(&mut g, true);
    // The card stays in play for every later vote.
    assert_eq!(g.plots[2], vec![PlotCard::OpinionMaker]);
}

#[test]
fn take_responsibility_takes_a_card_or_is_wasted() {
    let mut g = dealt(
        &SEVEN,
        false,
        &[PlotCard::TakeResponsibility, PlotCard::StrongLeader],
    );
    // Nobody holds a card yet: wasted.
    let ev = act(&mut g, 0, Action::Give(Seat(1)));
    assert!(ev.contains(&AvalonEvent::PlotWasted {
        seat: Seat(1),
        card: PlotCard::TakeResponsibility
    }));
    act(&mut g, 0, Action::Give(Seat(2)));
    // Next round's deal: seat 4 takes seat 2's Strong Leader.
    let mut g2 = g.clone();
    g2.phase = Phase::Propose;
    g2.plot_deck = vec![PlotCard::TakeResponsibility, PlotCard::CloseEye];
    g2.deal_plot_cards(&mut Vec::new());
    act(&mut g2, 0, Action::Give(Seat(4)));
    assert_eq!(asked(&g2), Seat(4));
    assert_eq!(
        g2.legal_actions(Seat(4)),
        vec![Action::Take {
            from: Seat(2),
            card: PlotCard::StrongLeader
        }]
    );
    act(
        &mut g2,
        4,
        Action::Take {
            from: Seat(2),
            card: PlotCard::StrongLeader,
        },
    );
    assert_eq!(g2.plots[4], vec![PlotCard::StrongLeader]);
    assert!(g2.plots[2].is_empty());
    // Then the deal goes on.
    assert_eq!(asked(&g2), Seat(0));
}

#[test]
fn establish_confidence_stays_with_the_leader_who_shows_their_loyalty() {
    let mut g = dealt(
        &SEVEN,
        false,
        &[PlotCard::EstablishConfidence, PlotCard::CloseEye],
    );
    assert!(g.legal_actions(Seat(0)).contains(&Action::ShowTo(Seat(6))));
    assert!(!g.legal_actions(Seat(0)).contains(&Action::ShowTo(Seat(0))));
    let events = try_act(&mut g, 0, Action::ShowTo(Seat(6))).unwrap();
    let private: Vec<_> = events
        .iter()
        .filter(|e| matches!(e.body, AvalonEvent::LoyaltySeen { .. }))
        .collect();
    assert!(private[0].audience.admits(Some(Seat(6))));
    assert!(!private[0].audience.admits(Some(Seat(5))));
    assert_eq!(
        g.insights[6],
        vec![Insight::Loyalty {
            target: Seat(0),
            side: Side::Good,
            card: PlotCard::EstablishConfidence
        }]
    );
    // The other drawn card is still to give.
    act(&mut g, 0, Action::Give(Seat(2)));
    assert_eq!(g.phase, Phase::Propose);
}

#[test]
fn overheard_conversation_looks_only_at_a_neighbour() {
    let mut g = dealt(
        &SEVEN,
        false,
        &[PlotCard::OverheardConversation, PlotCard::CloseEye],
    );
    act(&mut g, 0, Action::Give(Seat(3)));
    let mut legal = g.legal_actions(Seat(3));
    legal.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(
        legal,
        vec![Action::LookAt(Seat(2)), Action::LookAt(Seat(4))]
    );
    act(&mut g, 3, Action::LookAt(Seat(4)));
    assert_eq!(
        g.insights[3],
        vec![Insight::Loyalty {
            target: Seat(4),
            side: Side::Evil,
            card: PlotCard::OverheardConversation
        }]
    );
    // And the seat 4 knows only that it was looked at.
    assert!(g.insights[4].is_empty());
}

#[test]
fn open_up_shows_ones_own_loyalty_to_a_chosen_player() {
    let mut g = dealt(&SEVEN, false, &[PlotCard::OpenUp, PlotCard::CloseEye]);
    act(&mut g, 0, Action::Give(Seat(5)));
    assert_eq!(asked(&g), Seat(5));
    act(&mut g, 5, Action::ShowTo(Seat(0)));
    assert_eq!(
        g.insights[0],
        vec![Insight::Loyalty {
            target: Seat(5),
            side: Side::Evil,
            card: PlotCard::OpenUp
        }]
    );
}

#[test]
fn five_and_six_players_draw_one_card_per_round() {
    let g = Avalon::setup(&opts(false), 5, 3).unwrap();
    assert_eq!(g.plot_deck.len(), 7);
    let mut g = dealt(&FIVE, false, &[PlotCard::CloseEye, PlotCard::CloseEye]);
    act(&mut g, 0, Action::Give(Seat(1)));
    assert_eq!(g.phase, Phase::Propose);
    assert_eq!(g.plot_deck, vec![PlotCard::CloseEye]);
}

#[test]
fn under_the_house_rule_no_confidence_on_the_fifth_team_ends_the_game() {
    // §1.4: the fifth team goes without a vote; only No Confidence can still stop it.
    let mut o = opts(false);
    o.fifth = avalon::FifthProposal::NoVote;
    let mut g = Avalon::arranged(o, &FIVE, Seat(0), 1).unwrap();
    g.plot_deck = vec![PlotCard::NoConfidence];
    g.deal_plot_cards(&mut Vec::new());
    act(&mut g, 0, Action::Give(Seat(4)));
    for _ in 0..4 {
        propose(&mut g, &[0, 1], None);
        vote_all(&mut g, false);
    }
    propose(&mut g, &[0, 1], None);
    assert_eq!(
        asked(&g),
        Seat(4),
        "the fifth team is open to No Confidence"
    );
    act(&mut g, 4, Action::UsePlot(None));
    assert_eq!(
        g.phase,
        Phase::Over {
            winner: Side::Evil,
            reason: EndReason::FiveRejections
        }
    );
}
