//! Scenario tests: every table and ruling of the spec that this engine covers, the Excalibur
//! acceptance list (§9) and the original's worked example.

mod common;
use avalon::Role::*;
use avalon::{
    Action, Avalon, AvalonEvent, AvalonOptions, Card, EndReason, FifthProposal, Phase, Role, Side,
    Sight, StageView,
};
use common::{act, propose, set};
use rt_core::{Game, Seat, SetupError};

fn table(options: AvalonOptions, roles: &[Role], leader: u8) -> Avalon {
    Avalon::arranged(options, roles, Seat(leader), 1).expect("valid table")
}

fn vote_all(g: &mut Avalon, approve: bool) -> Vec<AvalonEvent> {
    let mut last = Vec::new();
    for s in 0..g.n() as u8 {
        last = act(g, s, Action::Vote(approve));
    }
    last
}

const FIVE: [Role; 5] = [Merlin, Servant, Servant, Assassin, Minion];

#[test]
fn setup_deals_the_sides_for_every_count_and_validates_roles() {
    for n in 5..=10 {
        for seed in 0..10 {
            let g = Avalon::setup(&AvalonOptions::default(), n, seed).unwrap();
            let evil = g.roles.iter().filter(|r| r.side() == Side::Evil).count();
            assert_eq!(evil, avalon::tables::sides(n).unwrap().1);
            assert_eq!(g.roles.iter().filter(|r| **r == Merlin).count(), 1);
            assert_eq!(g.roles.iter().filter(|r| **r == Assassin).count(), 1);
            assert!(matches!(g.phase, Phase::Night { .. }));
        }
    }
    let crowded = AvalonOptions {
        morgana: true,
        mordred: true,
        oberon: true,
        ..AvalonOptions::default()
    };
    // Assassin, Morgana, Mordred, Oberon: four Evil roles need 10 players.
    assert!(matches!(
        Avalon::setup(&crowded, 9, 1),
        Err(SetupError::Options(_))
    ));
    assert!(Avalon::setup(&crowded, 10, 1).is_ok());
    let lonely = AvalonOptions {
        merlin: false,
        percival: true,
        ..AvalonOptions::default()
    };
    assert!(Avalon::setup(&lonely, 5, 1).is_err());
    assert!(Avalon::setup(&AvalonOptions::default(), 4, 1).is_err());
}

#[test]
fn night_knowledge_follows_the_table_at_every_count() {
    let options = AvalonOptions {
        percival: true,
        morgana: true,
        mordred: true,
        oberon: true,
        ..AvalonOptions::default()
    };
    for n in 7..=10 {
        for seed in 0..30 {
            let Ok(g) = Avalon::setup(&options, n, seed) else {
                continue;
            };
            for me in Seat::all(n) {
                let v = g.view(Some(me));
                for other in Seat::all(n) {
                    let sight = v.sights[other.index()];
                    let (mine, theirs) = (g.roles[me.index()], g.roles[other.index()]);
                    let expected = if me == other {
                        None
                    } else {
                        mine.sees(theirs, None)
                    };
                    assert_eq!(sight, expected, "{mine:?} looking at {theirs:?}");
                }
            }
        }
    }
    assert_eq!(Percival.sees(Morgana, None), Some(Sight::MerlinCandidate));
    assert_eq!(Oberon.sees(Minion, None), None);
    assert_eq!(Minion.sees(Oberon, None), None);
    assert_eq!(Merlin.sees(Oberon, None), Some(Sight::Evil));
}

#[test]
fn everyone_readies_at_night_before_the_first_proposal() {
    let mut g = Avalon::setup(&AvalonOptions::default(), 5, 3).unwrap();
    for s in 0..5 {
        assert!(g.legal_actions(Seat(s)).contains(&Action::Ready));
        act(&mut g, s, Action::Ready);
    }
    assert_eq!(g.phase, Phase::Propose);
}

#[test]
fn a_tie_rejects_and_the_leader_moves_left() {
    let mut g = table(
        AvalonOptions::default(),
        &[Merlin, Servant, Servant, Servant, Assassin, Minion],
        0,
    );
    propose(&mut g, &[0, 1], None);
    for s in 0..6 {
        act(&mut g, s, Action::Vote(s < 3));
    }
    assert_eq!(g.rejections, 1);
    assert_eq!(g.leader, Seat(1));
    assert_eq!(g.phase, Phase::Propose);
    assert_eq!(
        g.proposals.last().unwrap().votes,
        vec![true, true, true, false, false, false]
    );
}

#[test]
fn five_rejections_in_a_round_lose_the_game_for_good() {
    let mut g = table(AvalonOptions::default(), &FIVE, 0);
    for _ in 0..5 {
        propose(&mut g, &[0, 1], None);
        vote_all(&mut g, false);
    }
    assert_eq!(
        g.phase,
        Phase::Over {
            winner: Side::Evil,
            reason: EndReason::FiveRejections
        }
    );
}

#[test]
fn the_house_rule_sends_the_fifth_proposal_without_a_vote() {
    let options = AvalonOptions {
        fifth: FifthProposal::NoVote,
        ..AvalonOptions::default()
    };
    let mut g = table(options, &FIVE, 0);
    for _ in 0..4 {
        propose(&mut g, &[0, 1], None);
        vote_all(&mut g, false);
    }
    propose(&mut g, &[0, 1], None);
    assert!(matches!(g.phase, Phase::Quest { .. }));
}

#[test]
fn good_must_play_success_and_only_counts_are_revealed() {
    let mut g = table(AvalonOptions::default(), &FIVE, 0);
    propose(&mut g, &[0, 3], None);
    vote_all(&mut g, true);
    assert_eq!(g.legal_actions(Seat(0)), vec![Action::Play(Card::Success)]);
    assert!(g.apply(Seat(0), &Action::Play(Card::Fail)).is_err());
    act(&mut g, 0, Action::Play(Card::Success));
    let ev = act(&mut g, 3, Action::Play(Card::Fail));
    assert!(ev.contains(&AvalonEvent::QuestDone {
        quest: 0,
        fails: 1,
        failed: true
    }));
    assert_eq!(g.leader, Seat(1));
}

#[test]
fn quest_four_at_seven_players_needs_two_fails() {
    let roles = [Merlin, Servant, Servant, Servant, Assassin, Minion, Minion];
    let mut g = table(AvalonOptions::default(), &roles, 0);
    g.quest = 3;
    propose(&mut g, &[0, 1, 2, 4], None);
    vote_all(&mut g, true);
    for s in [0, 1, 2] {
        act(&mut g, s, Action::Play(Card::Success));
    }
    let ev = act(&mut g, 4, Action::Play(Card::Fail));
    assert!(ev.contains(&AvalonEvent::QuestDone {
        quest: 3,
        fails: 1,
        failed: false
    }));
}

fn win_three(g: &mut Avalon) {
    for _ in 0..3 {
        let size = g.quest_spec(g.quest).0;
        let team: Vec<u8> = (0..size as u8).collect();
        propose(g, &team, None);
        vote_all(g, true);
        for s in team {
            act(g, s, Action::Play(Card::Success));
        }
    }
}

#[test]
fn three_successes_go_to_the_assassination() {
    let mut g = table(AvalonOptions::default(), &FIVE, 0);
    win_three(&mut g);
    assert_eq!(g.phase, Phase::Assassinate);
    // Only seats that could be Merlin from the assassin's view: not the Minion he saw at
    // night, whom the rules then refuse as a target.
    assert_eq!(
        g.legal_actions(Seat(3)),
        [0, 1, 2].map(|s| Action::Assassinate(Seat(s)))
    );
    assert!(g.apply(Seat(3), &Action::Assassinate(Seat(4))).is_err());
    act(&mut g, 3, Action::Assassinate(Seat(0)));
    assert_eq!(g.winner(), Some(Side::Evil));
    let mut g = table(AvalonOptions::default(), &FIVE, 0);
    win_three(&mut g);
    act(&mut g, 3, Action::Assassinate(Seat(1)));
    assert_eq!(g.winner(), Some(Side::Good));
    assert_eq!(g.view(Some(Seat(1))).roles.as_deref(), Some(&FIVE[..]));
}

#[test]
fn without_merlin_three_successes_win_outright() {
    let options = AvalonOptions {
        merlin: false,
        ..AvalonOptions::default()
    };
    let mut g = table(options, &[Servant, Servant, Servant, Minion, Minion], 0);
    win_three(&mut g);
    assert_eq!(g.winner(), Some(Side::Good));
}

#[test]
fn the_lady_starts_right_of_the_leader_and_never_returns() {
    let options = AvalonOptions {
        lady: true,
        ..AvalonOptions::default()
    };
    let mut g = table(
        options,
        &[Merlin, Servant, Servant, Servant, Assassin, Minion, Minion],
        2,
    );
    assert_eq!(g.lady, Some(Seat(1)));
    // After quest 1: no Lady. After quest 2: the Lady.
    for q in 0..2 {
        let size = g.quest_spec(g.quest).0;
        let team: Vec<u8> = (0..size as u8).collect();
        propose(&mut g, &team, None);
        vote_all(&mut g, true);
        for s in team {
            act(&mut g, s, Action::Play(Card::Success));
        }
        assert_eq!(g.phase == Phase::Lady, q == 1);
    }
    assert!(!g.legal_actions(Seat(1)).contains(&Action::Examine(Seat(1))));
    let ev = act(&mut g, 1, Action::Examine(Seat(5)));
    assert!(ev.contains(&AvalonEvent::LoyaltySeen {
        target: Seat(5),
        side: Side::Evil
    }));
    assert_eq!(g.lady, Some(Seat(5)));
    assert!(g.view(Some(Seat(1))).insights.len() == 1);
    assert!(g.view(Some(Seat(0))).insights.is_empty());
    assert!(g
        .lady_targets()
        .iter()
        .all(|s| *s != Seat(1) && *s != Seat(5)));
    // §2: the holder may then say anything, truly or not, or nothing; all hear it.
    assert_eq!(
        g.view(Some(Seat(3))).stage,
        StageView::Declare {
            holder: Seat(1),
            target: Seat(5)
        }
    );
    assert_eq!(g.legal_actions(Seat(1)).len(), 3);
    let ev = act(&mut g, 1, Action::Declare(Some(Side::Good)));
    assert!(ev.contains(&AvalonEvent::Declared {
        holder: Seat(1),
        target: Seat(5),
        said: Some(Side::Good)
    }));
    assert_eq!(
        g.view(Some(Seat(4))).declarations,
        vec![(Seat(1), Seat(5), Some(Side::Good))]
    );
    assert_eq!(g.phase, Phase::Propose);
}

fn excalibur() -> AvalonOptions {
    AvalonOptions {
        excalibur: true,
        ..AvalonOptions::default()
    }
}

#[test]
fn excalibur_goes_to_a_team_member_other_than_the_leader() {
    let mut g = table(excalibur(), &FIVE, 0);
    // §9.1: the leader may not keep it; the holder must be on the team; it is mandatory.
    for bad in [Some(Seat(0)), Some(Seat(2)), None] {
        assert!(g
            .apply(
                Seat(0),
                &Action::Propose {
                    team: set(&[0, 1]),
                    excalibur: bad,
                    quest: 0
                }
            )
            .is_err());
    }
    propose(&mut g, &[0, 1], Some(1));
    assert_eq!(g.current.as_ref().unwrap().excalibur, Some(Seat(1)));
}

#[test]
fn the_originals_example_a_switched_success_fails_the_quest() {
    // Three on the quest, all Good, all Success: the holder switches one into a Fail.
    let roles = [Merlin, Servant, Servant, Assassin, Minion];
    let mut g = table(excalibur(), &roles, 0);
    g.quest = 1;
    propose(&mut g, &[0, 1, 2], Some(1));
    vote_all(&mut g, true);
    for s in [0, 1, 2] {
        act(&mut g, s, Action::Play(Card::Success));
    }
    assert_eq!(g.view(None).stage, StageView::Excalibur);
    // §9.2: not on oneself.
    assert!(!g
        .legal_actions(Seat(1))
        .contains(&Action::Switch(Some(Seat(1)))));
    let ev = act(&mut g, 1, Action::Switch(Some(Seat(2))));
    assert!(ev.contains(&AvalonEvent::QuestDone {
        quest: 1,
        fails: 1,
        failed: true
    }));
    // §9.10: the holder learns the original; the others only that a switch happened.
    assert_eq!(
        g.view(Some(Seat(1))).insights,
        vec![avalon::Insight::Excalibur {
            quest: 1,
            target: Seat(2),
            card: Card::Success
        }]
    );
    assert!(g.view(Some(Seat(2))).insights.is_empty());
    assert_eq!(g.results[0].switch, Some((Seat(1), Seat(2))));
}

#[test]
fn excalibur_declined_switched_fail_and_two_fail_quest() {
    // §9.3: declining changes nothing.
    let mut g = table(excalibur(), &FIVE, 0);
    propose(&mut g, &[0, 3], Some(3));
    vote_all(&mut g, true);
    act(&mut g, 0, Action::Play(Card::Success));
    act(&mut g, 3, Action::Play(Card::Fail));
    let ev = act(&mut g, 3, Action::Switch(None));
    assert!(ev.contains(&AvalonEvent::KeptCards { holder: Seat(3) }));
    assert!(g.results[0].failed);
    // §9.5: an Evil Fail switched (by a Good holder) on a one-Fail quest succeeds.
    let mut g = table(excalibur(), &FIVE, 0);
    propose(&mut g, &[1, 3], Some(1));
    vote_all(&mut g, true);
    act(&mut g, 1, Action::Play(Card::Success));
    act(&mut g, 3, Action::Play(Card::Fail));
    act(&mut g, 1, Action::Switch(Some(Seat(3))));
    assert!(!g.results[0].failed, "the Fail became a Success");
    // §9.6: seven players, quest 4: one Evil Fail plus a switched Good Success make two.
    let roles = [Merlin, Servant, Servant, Servant, Assassin, Minion, Minion];
    let mut g = table(excalibur(), &roles, 0);
    g.quest = 3;
    propose(&mut g, &[0, 1, 2, 4], Some(4));
    vote_all(&mut g, true);
    for s in [0, 1, 2] {
        act(&mut g, s, Action::Play(Card::Success));
    }
    act(&mut g, 4, Action::Play(Card::Fail));
    act(&mut g, 4, Action::Switch(Some(Seat(1))));
    assert_eq!(g.results[0].fails, 2);
    assert!(g.results[0].failed);
}

#[test]
fn a_rejected_team_loses_its_excalibur() {
    // §9.7: the assignment lapses; the next leader assigns afresh.
    let mut g = table(excalibur(), &FIVE, 0);
    propose(&mut g, &[0, 1], Some(1));
    vote_all(&mut g, false);
    assert!(g.current.is_none());
    assert_eq!(g.leader, Seat(1));
    propose(&mut g, &[1, 2], Some(2));
    assert_eq!(g.current.as_ref().unwrap().excalibur, Some(Seat(2)));
}

#[test]
fn targeting_lets_the_leader_pick_the_quest_and_opens_the_fifth_after_two_wins() {
    let options = AvalonOptions {
        targeting: true,
        ..AvalonOptions::default()
    };
    let mut g = table(options, &FIVE, 0);
    assert_eq!(g.open_quests(), vec![0, 1, 2, 3]);
    // Quest 2 (three players) first.
    act(
        &mut g,
        0,
        Action::Propose {
            team: set(&[0, 1, 2]),
            excalibur: None,
            quest: 1,
        },
    );
    vote_all(&mut g, true);
    for s in [0, 1, 2] {
        act(&mut g, s, Action::Play(Card::Success));
    }
    assert_eq!(g.results[0].quest, 1);
    assert_eq!(
        g.open_quests(),
        vec![0, 2, 3],
        "each quest is attempted once"
    );
    // A team for a closed quest is refused.
    assert!(g
        .apply(
            Seat(1),
            &Action::Propose {
                team: set(&[0, 1, 2]),
                excalibur: None,
                quest: 1
            }
        )
        .is_err());
    act(
        &mut g,
        1,
        Action::Propose {
            team: set(&[0, 1]),
            excalibur: None,
            quest: 0,
        },
    );
    vote_all(&mut g, true);
    for s in [0, 1] {
        act(&mut g, s, Action::Play(Card::Success));
    }
    assert_eq!(
        g.open_quests(),
        vec![2, 3, 4],
        "two wins open the fifth quest"
    );
}

fn lancelots(variant: avalon::LancelotVariant) -> AvalonOptions {
    AvalonOptions {
        lancelot: Some(variant),
        ..AvalonOptions::default()
    }
}

const SEVEN_L: [Role; 7] = [
    Merlin,
    Servant,
    Servant,
    GoodLancelot,
    Assassin,
    Minion,
    EvilLancelot,
];

#[test]
fn lancelots_replace_a_servant_and_a_minion() {
    for variant in [
        avalon::LancelotVariant::HiddenDeck,
        avalon::LancelotVariant::KnownSchedule,
        avalon::LancelotVariant::SeeEachOther,
    ] {
        let g = Avalon::setup(&lancelots(variant), 7, 2).unwrap();
        assert_eq!(g.roles.iter().filter(|r| **r == GoodLancelot).count(), 1);
        assert_eq!(g.roles.iter().filter(|r| **r == EvilLancelot).count(), 1);
        let evil = g.roles.iter().filter(|r| r.side() == Side::Evil).count();
        assert_eq!(evil, 3);
    }
}

#[test]
fn the_hidden_deck_turns_from_round_three_and_a_switch_swaps_sides() {
    // Find a seed whose hidden deck starts with a switch (turned at round 3).
    let seed = (0..200)
        .find(|s| {
            let g = Avalon::setup(&lancelots(avalon::LancelotVariant::HiddenDeck), 7, *s).unwrap();
            g.lancelot_deck[0]
        })
        .expect("a seed with a switch on top");
    let mut g = Avalon::arranged(
        lancelots(avalon::LancelotVariant::HiddenDeck),
        &SEVEN_L,
        Seat(0),
        seed,
    )
    .unwrap();
    assert!(g.lancelot_shown.is_empty(), "the deck is hidden");
    for _ in 0..2 {
        let size = g.quest_spec(g.quest).0;
        let team: Vec<u8> = (0..size as u8).collect();
        propose(&mut g, &team, None);
        vote_all(&mut g, true);
        assert!(g.lancelot_shown.is_empty());
        for s in team {
            act(&mut g, s, Action::Play(Card::Success));
        }
    }
    // Round 3 begins with the first card: a switch.
    assert_eq!(g.lancelot_shown, vec![true]);
    assert!(g.switched);
    assert_eq!(g.side(Seat(3)), Side::Evil);
    assert_eq!(g.side(Seat(6)), Side::Good);
    // Good now, Evil Lancelot must play Success; Good Lancelot may fail.
    assert_eq!(g.allowed_cards(Seat(6)), vec![Card::Success]);
    assert_eq!(g.allowed_cards(Seat(3)), vec![Card::Success, Card::Fail]);
}

#[test]
fn the_known_schedule_is_public_and_forces_the_lancelots_cards() {
    let g = Avalon::arranged(
        lancelots(avalon::LancelotVariant::KnownSchedule),
        &SEVEN_L,
        Seat(0),
        9,
    )
    .unwrap();
    assert_eq!(g.view(Some(Seat(1))).lancelot_cards.len(), 5);
    let evil_lancelot = if g.switched { Seat(3) } else { Seat(6) };
    assert_eq!(g.allowed_cards(evil_lancelot), vec![Card::Fail]);
}

#[test]
fn in_the_third_variant_the_lancelots_see_each_other() {
    let g = Avalon::arranged(
        lancelots(avalon::LancelotVariant::SeeEachOther),
        &SEVEN_L,
        Seat(0),
        1,
    )
    .unwrap();
    assert_eq!(g.view(Some(Seat(3))).sights[6], Some(Sight::Lancelot));
    assert_eq!(g.view(Some(Seat(6))).sights[3], Some(Sight::Lancelot));
    assert_eq!(g.view(Some(Seat(6))).sights[4], Some(Sight::Evil));
    assert_eq!(g.view(Some(Seat(4))).sights[6], Some(Sight::Evil));
    assert_eq!(
        g.view(Some(Seat(0))).sights[6],
        Some(Sight::Evil),
        "Merlin sees him"
    );
}

#[test]
fn a_forced_fail_can_be_switched_and_a_switch_can_decide_the_game() {
    // §6.3 #8 and #12: under the known schedule the Evil Lancelot must play Fail, yet
    // Excalibur may turn it into a Success — here on the third success, so the switch
    // sends the game to the assassination instead of a failed quest.
    let options = AvalonOptions {
        excalibur: true,
        ..lancelots(avalon::LancelotVariant::KnownSchedule)
    };
    let mut g = Avalon::arranged(options, &SEVEN_L, Seat(0), 9).unwrap();
    g.lancelot_deck = vec![false; 5];
    g.lancelot_shown = g.lancelot_deck.clone();
    g.switched = false;
    g.results = (0..2)
        .map(|q| avalon::state::QuestResult {
            quest: q,
            team: set(&[0, 1]),
            fails: 0,
            failed: false,
            switch: None,
            face_up: None,
        })
        .collect();
    g.quest = 2;
    // Quest 3 at seven: three members, one Fail fails it.
    propose(&mut g, &[0, 1, 6], Some(1));
    vote_all(&mut g, true);
    act(&mut g, 0, Action::Play(Card::Success));
    act(&mut g, 1, Action::Play(Card::Success));
    assert_eq!(g.allowed_cards(Seat(6)), vec![Card::Fail], "forced");
    act(&mut g, 6, Action::Play(Card::Fail));
    act(&mut g, 1, Action::Switch(Some(Seat(6))));
    let last = g.results.last().unwrap();
    assert_eq!((last.fails, last.failed), (0, false));
    assert_eq!(g.phase, Phase::Assassinate);
}

#[test]
fn at_the_end_the_log_tells_what_each_switch_turned_over() {
    // §6.3 #10: the holder alone learns the original; at the end everyone reads it.
    let mut g = table(excalibur(), &FIVE, 0);
    g.results = (0..2)
        .map(|q| avalon::state::QuestResult {
            quest: q,
            team: set(&[3, 4]),
            fails: 1,
            failed: true,
            switch: None,
            face_up: None,
        })
        .collect();
    g.quest = 2;
    propose(&mut g, &[0, 3], Some(3));
    vote_all(&mut g, true);
    act(&mut g, 0, Action::Play(Card::Success));
    act(&mut g, 3, Action::Play(Card::Success));
    let events = g.apply(Seat(3), &Action::Switch(Some(Seat(0)))).unwrap();
    assert_eq!(g.winner(), Some(Side::Evil));
    let revealed: Vec<_> = events
        .iter()
        .filter(|e| matches!(e.body, AvalonEvent::SwitchRevealed { .. }))
        .collect();
    assert_eq!(revealed.len(), 1);
    assert!(revealed[0].audience.admits(Some(Seat(2))));
    assert_eq!(
        revealed[0].body,
        AvalonEvent::SwitchRevealed {
            quest: 2,
            holder: Seat(3),
            target: Seat(0),
            card: Card::Success
        }
    );
}
