//! Setup (§3), the round (§4), the end latch (§5) and the results (§6).

mod common;
use chips::result::{ending, standings};
use chips::state::Phase;
use chips::{Action, Chips, ChipsEvent, ChipsOptions, Claim, Ending, StageView, Standing};
use common::*;
use rt_core::{Game, Match, Seat, SeatSet, ToAct};

#[test]
fn setup_table_for_every_player_count() {
    // (N, region sizes, regions that must empty)
    let table = [
        (2, [20, 20, 20], 1),
        (3, [20, 20, 19], 1),
        (4, [20, 19, 19], 1),
        (5, [19, 19, 19], 1),
        (6, [19, 19, 18], 2),
        (7, [19, 18, 18], 2),
        (8, [18, 18, 18], 2),
    ];
    for (n, sizes, to_end) in table {
        for seed in 0..20 {
            let g = Chips::setup(&ChipsOptions::default(), n, seed).unwrap();
            let got: Vec<usize> = g.avalon.iter().map(Vec::len).collect();
            assert_eq!(got, sizes.to_vec(), "{n} players");
            assert!(g.hands.iter().all(|h| h.len() == 1), "one chip dealt each");
            assert_eq!(g.regions_to_end(), to_end);
            let dealt: Vec<Kind> = g.hands.iter().flatten().map(|c| c.kind()).collect();
            assert!(dealt.contains(&Excalibur) && dealt.contains(&CursedBlade));
            if n == 2 {
                // Each knows the other holds the other key sword.
                let v = g.view(Some(Seat(0)));
                assert_eq!(v.hands[1].known.len(), 1);
            }
            // Round 1 draws everyone up to 4: Avalon loses 3N.
            let mut m = Match::<Chips>::new(ChipsOptions::default(), n, seed).unwrap();
            while !matches!(m.view(None).stage, StageView::Play { .. }) {
                let s = m.to_act().seats().first().unwrap();
                let a = m.legal_actions(s)[0];
                m.play(s, a).unwrap();
            }
            assert_eq!(m.state().avalon_count(), 62 - n - 3 * n);
            assert!(m.state().hands.iter().all(|h| h.len() == 4));
        }
    }
}

#[test]
fn everyone_short_of_chips_picks_slots_at_once_and_in_secret() {
    let mut g = Chips::setup(&ChipsOptions::default(), 4, 7).unwrap();
    assert_eq!(g.to_act(), ToAct::Seats(Seat::all(4).collect()));
    // Two picks of one seat: nobody else learns which, and the seat cannot pick a slot twice.
    act(&mut g, 2, Action::Draw { region: 0, slot: 0 });
    act(&mut g, 2, Action::Draw { region: 1, slot: 3 });
    assert_eq!(g.view(Some(Seat(2))).my_picks, vec![(0, 0), (1, 3)]);
    assert!(g.view(Some(Seat(1))).my_picks.is_empty());
    let mut elsewhere = Chips::setup(&ChipsOptions::default(), 4, 7).unwrap();
    act(&mut elsewhere, 2, Action::Draw { region: 2, slot: 5 });
    assert_eq!(g.view(Some(Seat(1))), elsewhere.view(Some(Seat(1))));
    assert!(!g
        .legal_actions(Seat(2))
        .contains(&Action::Draw { region: 0, slot: 0 }));
    // A pick may be taken back while the seat is still picking, and nobody learns of it.
    act(&mut g, 2, Action::Unpick { region: 1, slot: 3 });
    assert_eq!(g.view(Some(Seat(2))).my_picks, vec![(0, 0)]);
    assert_eq!(g.view(Some(Seat(1))), elsewhere.view(Some(Seat(1))));
    act(&mut g, 2, Action::Draw { region: 1, slot: 3 });
    // Nothing moves until every seat has picked.
    assert_eq!(g.avalon_count(), 62 - 4);
    assert!(g.hands.iter().all(|h| h.len() == 1));
}

#[test]
fn a_chip_picked_twice_goes_to_the_seat_nearer_the_crown_and_the_other_picks_again() {
    // Seat 1 holds the crown; seats 1 and 0 both want the first Merchant, seat 2 is full.
    let mut g = Chips::arranged(
        ChipsOptions::default(),
        Seat(1),
        &[
            &[Spy, Thief, Peasant],
            &[Spy, Thief, Priest],
            &[Spy, Thief, Priest, Baroness],
        ],
        FILL,
        1,
    )
    .unwrap()
    .at_draw();
    assert_eq!(
        g.to_act(),
        ToAct::Seats([Seat(0), Seat(1)].into_iter().collect())
    );
    act(&mut g, 0, Action::Draw { region: 1, slot: 0 });
    assert_eq!(g.to_act(), ToAct::Seats(SeatSet::only(Seat(1))));
    let events = act(&mut g, 1, Action::Draw { region: 1, slot: 0 });
    assert!(events.contains(&ChipsEvent::SlotTaken {
        seat: Seat(0),
        by: Seat(1),
        count: 1,
        again: true,
    }));
    assert_eq!(hand(&g, 1), sorted(vec![Spy, Thief, Priest, Merchant]));
    // Seat 0 re-picks from what is left, alone and seeing the table.
    assert_eq!(g.to_act(), ToAct::Seat(Seat(0)));
    assert_eq!(g.avalon[1].len(), 1);
    act(&mut g, 0, Action::Draw { region: 2, slot: 1 });
    assert_eq!(hand(&g, 0), sorted(vec![Spy, Thief, Peasant, Thief]));
    assert!(matches!(g.phase, Phase::Play { .. }));
}

#[test]
fn swords_cannot_be_played_and_a_seat_with_only_swords_plays_nothing() {
    let g = table(
        0,
        &[&[Excalibur, CursedBlade], &[Peasant, SquireSword]],
        FILL,
    );
    assert!(g.legal_actions(Seat(0)).is_empty());
    assert_eq!(
        g.legal_actions(Seat(1)),
        vec![
            Action::Play(Peasant),
            Action::Declare(Claim::HaveExcalibur),
            Action::Declare(Claim::NotMe)
        ]
    );
    assert_eq!(g.to_act(), ToAct::Seats(rt_core::SeatSet::only(Seat(1))));
}

#[test]
fn table_talk_is_public_and_once_per_round() {
    let mut g = table(0, &[&[Peasant, Excalibur], &[Peasant, CursedBlade]], FILL);
    let ev = act(&mut g, 0, Action::Declare(Claim::NotMe));
    assert_eq!(
        ev,
        vec![ChipsEvent::Declared {
            seat: Seat(0),
            claim: Claim::NotMe
        }]
    );
    assert!(!g
        .legal_actions(Seat(0))
        .contains(&Action::Declare(Claim::HaveExcalibur)));
}

#[test]
fn the_secret_play_stays_secret_until_everyone_has_chosen() {
    let mut g = table(0, &[&[Peasant, Spy], &[Thief, Merchant]], FILL);
    act(&mut g, 0, Action::Play(Spy));
    let v = g.view(Some(Seat(1)));
    assert!(v.played.iter().all(Option::is_none));
    assert!(v.chosen.contains(Seat(0)));
    assert_eq!(v.my_choice, None);
    assert_eq!(g.view(Some(Seat(0))).my_choice, Some(Spy));
    act(&mut g, 1, Action::Play(Thief));
    assert!(matches!(g.phase, Phase::Resolve { .. }));
    let v = g.view(Some(Seat(1)));
    assert_eq!(v.played.to_vec(), vec![Some(Spy), Some(Thief)]);
}

#[test]
fn chips_resolve_in_turn_order_from_the_crown_and_the_crown_passes_left() {
    // Seat 1 holds the crown: its Priest resolves before seat 0's.
    let big: [&[Kind]; 3] = [&[Peasant; 3], &[Merchant; 3], &[Thief; 3]];
    let mut g = table(1, &[&[Priest, Peasant], &[Priest, Peasant]], big);
    play_all(&mut g, &[(0, Priest), (1, Priest)]);
    assert_eq!(g.ask.map(|a| a.seat()), Some(Seat(1)));
    for _ in 0..2 {
        act(&mut g, 1, Action::Draw { region: 0, slot: 0 });
    }
    assert_eq!(g.ask.map(|a| a.seat()), Some(Seat(0)));
    for _ in 0..2 {
        act(&mut g, 0, Action::Draw { region: 1, slot: 0 });
    }
    assert_eq!(
        g.crown,
        Seat(0),
        "the crown moved to the next seat clockwise"
    );
    assert_eq!(g.round, 2);
}

#[test]
fn the_end_latch_is_set_when_a_region_empties_and_never_cleared() {
    // Seat 0 draws the last chip of region III with a Priest; then an Artisan puts chips back.
    let mut g = table(
        0,
        &[&[Priest, Peasant], &[Artisan, Merchant]],
        [&[Peasant, Peasant], &[Merchant, Merchant], &[Thief]],
    );
    play_all(&mut g, &[(0, Priest), (1, Artisan)]);
    act(&mut g, 0, Action::Draw { region: 2, slot: 0 });
    assert!(g.final_round);
    act(&mut g, 0, Action::Draw { region: 0, slot: 0 });
    act(&mut g, 1, Action::FromAvalon);
    act(&mut g, 1, Action::Draw { region: 0, slot: 0 });
    act(&mut g, 1, Action::Draw { region: 1, slot: 0 });
    act(
        &mut g,
        1,
        Action::Place {
            kind: Merchant,
            region: 2,
        },
    );
    act(
        &mut g,
        1,
        Action::Place {
            kind: Peasant,
            region: 2,
        },
    );
    // The round finished and the game is over although region III holds chips again.
    assert_eq!(g.phase, Phase::Over);
    assert!(g.outcomes().is_some());
}

#[test]
fn six_or_more_players_need_two_empty_regions() {
    let hands: Vec<&[Kind]> = vec![&[Peasant]; 6];
    let g = table(0, &hands, [&[], &[Merchant], &[Thief]]);
    assert!(!g.final_round);
    let g = table(0, &hands, [&[], &[], &[Thief]]);
    assert!(g.final_round);
    let g = table(0, &hands[..5], [&[], &[Merchant], &[Thief]]);
    assert!(g.final_round);
}

fn ended(hands: &[&[Kind]]) -> Chips {
    let mut g = table(0, hands, [&[], &[Merchant], &[Thief]]);
    let plays: Vec<(u8, Kind)> = (0..hands.len() as u8).map(|s| (s, Peasant)).collect();
    // Everyone returns what they drew or stole: keep it simple, everyone plays a Peasant
    // and draws, then returns the Peasant-drawn chip.
    for (s, k) in &plays {
        act(&mut g, *s, Action::Play(*k));
    }
    while let Some(ask) = g.ask {
        let seat = ask.seat();
        let legal = g.legal_actions(seat);
        act(&mut g, seat.0, legal[0]);
    }
    assert_eq!(g.phase, Phase::Over);
    g
}

#[test]
fn results_true_winner_and_ultimate_loser() {
    let g = ended(&[&[Peasant, Excalibur], &[Peasant, CursedBlade], &[Peasant]]);
    assert_eq!(ending(&g), Ending::Won);
    assert_eq!(
        standings(&g),
        vec![
            Standing::TrueWinner,
            Standing::UltimateLoser,
            Standing::Loser
        ]
    );
    // The ultimate loser's result says so in its kind, not only on the screen.
    let kinds: Vec<rt_core::OutcomeKind> = standings(&g).iter().map(|s| s.outcome().kind).collect();
    assert_eq!(
        kinds,
        [
            rt_core::OutcomeKind::Won,
            rt_core::OutcomeKind::UltimateLoss,
            rt_core::OutcomeKind::Lost
        ]
    );
    assert!(!rt_core::OutcomeKind::UltimateLoss.won());
}

#[test]
fn results_squire_rides_with_the_winner_on_its_left_from_four_players() {
    let g = ended(&[
        &[Peasant, SquireSword],
        &[Peasant, Excalibur],
        &[Peasant, CursedBlade],
        &[Peasant],
    ]);
    assert_eq!(
        standings(&g),
        vec![
            Standing::SquireWinner,
            Standing::TrueWinner,
            Standing::UltimateLoser,
            Standing::Loser
        ]
    );
    // Not next to the winner: no co-win.
    let g = ended(&[
        &[Peasant, SquireSword],
        &[Peasant],
        &[Peasant, Excalibur],
        &[Peasant],
    ]);
    assert_eq!(standings(&g)[0], Standing::Loser);
    // Three players: the Squire Sword's ability is off.
    let g = ended(&[&[Peasant, SquireSword], &[Peasant, Excalibur], &[Peasant]]);
    assert_eq!(standings(&g)[0], Standing::Loser);
}

#[test]
fn results_cursed_squire_never_wins_and_excalibur_with_squire_simply_wins() {
    let g = ended(&[
        &[Peasant, SquireSword, CursedBlade],
        &[Peasant, Excalibur],
        &[Peasant],
        &[Peasant],
    ]);
    assert_eq!(standings(&g)[0], Standing::UltimateLoser);
    let g = ended(&[
        &[Peasant, SquireSword, Excalibur],
        &[Peasant],
        &[Peasant, CursedBlade],
        &[Peasant],
    ]);
    assert_eq!(standings(&g)[0], Standing::TrueWinner);
}

#[test]
fn results_tainted_when_excalibur_and_the_curse_share_a_hand() {
    let g = ended(&[
        &[Peasant, Excalibur, CursedBlade],
        &[Peasant, SquireSword],
        &[Peasant],
        &[Peasant],
    ]);
    assert_eq!(ending(&g), Ending::Tainted);
    assert_eq!(
        standings(&g),
        vec![
            Standing::UltimateLoser,
            Standing::Tainted,
            Standing::Tainted,
            Standing::Tainted
        ]
    );
}

#[test]
fn results_everybody_loses_when_excalibur_is_in_avalon() {
    let mut g = table(
        0,
        &[&[Artisan, Excalibur], &[Peasant, CursedBlade]],
        [&[], &[Merchant, Merchant], &[Thief]],
    );
    play_all(&mut g, &[(0, Artisan), (1, Peasant)]);
    act(&mut g, 0, Action::FromAvalon);
    act(&mut g, 0, Action::Draw { region: 1, slot: 0 });
    act(&mut g, 0, Action::Draw { region: 1, slot: 0 });
    act(
        &mut g,
        0,
        Action::Place {
            kind: Excalibur,
            region: 0,
        },
    );
    act(
        &mut g,
        0,
        Action::Place {
            kind: Merchant,
            region: 0,
        },
    );
    act(&mut g, 1, Action::FromAvalon);
    act(&mut g, 1, Action::Draw { region: 2, slot: 0 });
    act(
        &mut g,
        1,
        Action::Return {
            kind: Thief,
            region: Some(2),
        },
    );
    assert_eq!(g.phase, Phase::Over);
    assert_eq!(ending(&g), Ending::Chaos);
    assert_eq!(
        standings(&g),
        vec![Standing::Loser, Standing::UltimateLoser]
    );
    let v = g.view(None);
    assert_eq!(v.stage, StageView::Over);
}

#[test]
fn a_save_from_before_the_secret_draft_replays_with_its_old_draw() {
    // Saves hold the options as JSON; those written before the secret draft lack the field.
    let old: ChipsOptions = serde_json::from_str(r#"{"art":"Conservative"}"#).unwrap();
    assert!(old.legacy_sequential_draw);
    assert!(!ChipsOptions::default().legacy_sequential_draw);
    let mut g = Chips::setup(&old, 4, 7).unwrap();
    let crown = g.crown;
    assert_eq!(g.to_act(), ToAct::Seat(crown));
    // One seat fills its hand before the next starts, each draw taken at once.
    for _ in 0..3 {
        act(&mut g, crown.0, Action::Draw { region: 0, slot: 0 });
    }
    assert_eq!(g.hands[crown.index()].len(), 4);
    assert_eq!(g.to_act(), ToAct::Seat(crown.next(4)));
}
