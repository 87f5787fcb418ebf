//! One scenario per chip (§7), and the rulings of §10.

mod common;
use chips::state::Phase;
use chips::{Action, Ask, Chips, ChipsEvent, Side};
use common::*;
use rt_core::{Game, Seat, SeatSet};

const BIG: [&[Kind]; 3] = [&[Peasant; 3], &[Merchant; 3], &[Thief; 3]];

#[test]
fn peasant_draws_one_and_returns_one_to_a_region_of_its_choice() {
    let mut g = table(
        0,
        &[&[Peasant, Excalibur], &[Spy, CursedBlade]],
        [&[Priest], &[Merchant, Merchant], &[Thief, Thief]],
    );
    play_all(&mut g, &[(0, Peasant), (1, Spy)]);
    act(&mut g, 0, Action::FromAvalon);
    act(&mut g, 0, Action::Draw { region: 0, slot: 0 });
    assert_eq!(hand(&g, 0), vec![Priest, Excalibur]);
    assert!(g.final_round, "region I emptied by a draw");
    // Any chip of the hand may go back, to any region.
    assert!(g.legal_actions(Seat(0)).contains(&Action::Return {
        kind: Excalibur,
        region: Some(2)
    }));
    act(
        &mut g,
        0,
        Action::Return {
            kind: Excalibur,
            region: Some(2),
        },
    );
    assert_eq!(hand(&g, 0), vec![Priest]);
    // The memory aid marks the slot for seat 0 only.
    assert_eq!(
        g.view(Some(Seat(0))).avalon[2].last(),
        Some(&Some(Excalibur))
    );
    assert_eq!(g.view(Some(Seat(1))).avalon[2].last(), Some(&None));
}

#[test]
fn merchant_steals_two_from_one_player_and_returns_one_to_them() {
    let mut g = table(0, &[&[Merchant], &[Spy, Peasant, Thief]], BIG);
    play_all(&mut g, &[(0, Merchant), (1, Spy)]);
    act(&mut g, 0, Action::Steal(Seat(1)));
    assert_eq!(hand(&g, 0).len(), 2);
    assert_eq!(g.hands[1].len(), 0);
    assert_eq!(
        g.ask,
        Some(Ask::Return {
            seat: Seat(0),
            to: chips::state::Source::Seat(Seat(1))
        })
    );
    let give = hand(&g, 0)[0];
    act(
        &mut g,
        0,
        Action::Return {
            kind: give,
            region: None,
        },
    );
    assert_eq!(g.hands[1].len(), 1);
}

#[test]
fn artisan_places_two_chips_of_its_choice_even_swords() {
    let mut g = table(0, &[&[Artisan, Excalibur], &[Spy, Peasant]], BIG);
    play_all(&mut g, &[(0, Artisan), (1, Spy)]);
    act(&mut g, 0, Action::FromAvalon);
    act(&mut g, 0, Action::Draw { region: 0, slot: 0 });
    act(&mut g, 0, Action::Draw { region: 0, slot: 0 });
    act(
        &mut g,
        0,
        Action::Place {
            kind: Excalibur,
            region: 1,
        },
    );
    act(
        &mut g,
        0,
        Action::Place {
            kind: Peasant,
            region: 2,
        },
    );
    assert_eq!(hand(&g, 0), vec![Peasant]);
    assert_eq!(g.avalon[1].last().map(|c| c.kind()), Some(Excalibur));
}

#[test]
fn thief_steals_from_two_different_players() {
    let mut g = table(0, &[&[Thief], &[Spy, Peasant], &[Spy, Merchant]], BIG);
    play_all(&mut g, &[(0, Thief), (1, Spy), (2, Spy)]);
    act(&mut g, 0, Action::Steal(Seat(1)));
    assert!(!g.legal_actions(Seat(0)).contains(&Action::Steal(Seat(1))));
    act(&mut g, 0, Action::Steal(Seat(2)));
    assert_eq!(g.hands[0].len(), 2);
    assert_eq!(g.hands[1].len(), 0);
    assert_eq!(g.hands[2].len(), 0);
}

#[test]
fn priest_says_huzzah_only_when_a_sword_was_drawn() {
    let mut g = table(
        0,
        &[&[Priest], &[Priest]],
        [&[Excalibur, Peasant, Peasant], &[Merchant; 3], &[Thief; 3]],
    );
    play_all(&mut g, &[(0, Priest), (1, Priest)]);
    act(&mut g, 0, Action::Draw { region: 0, slot: 0 });
    let ev = act(&mut g, 0, Action::Draw { region: 1, slot: 0 });
    assert!(ev.contains(&ChipsEvent::Huzzah {
        seat: Seat(0),
        huzzah: true
    }));
    // Everyone now knows seat 0 holds at least one sword.
    assert_eq!(g.view(Some(Seat(1))).sword_floor[0], 1);
    act(&mut g, 1, Action::Draw { region: 1, slot: 0 });
    let ev = act(&mut g, 1, Action::Draw { region: 2, slot: 0 });
    assert!(ev.contains(&ChipsEvent::Huzzah {
        seat: Seat(1),
        huzzah: false
    }));
}

#[test]
fn baroness_trashes_a_non_sword_and_nothing_if_only_swords() {
    let mut g = table(
        0,
        &[&[Baroness], &[Spy, Peasant]],
        [
            &[Excalibur, CursedBlade, Peasant],
            &[Merchant; 3],
            &[Thief; 3],
        ],
    );
    play_all(&mut g, &[(0, Baroness), (1, Spy)]);
    act(&mut g, 0, Action::Draw { region: 0, slot: 0 });
    act(&mut g, 0, Action::Draw { region: 0, slot: 0 });
    // Only swords in hand: nothing to trash, the Spy resolves next.
    assert_eq!(g.ask.map(|a| a.seat()), Some(Seat(1)));
    assert_eq!(hand(&g, 0), vec![CursedBlade, Excalibur]);

    let mut g = table(
        0,
        &[&[Baroness], &[Spy, Peasant]],
        [&[Excalibur, Gawain, Peasant], &[Merchant; 3], &[Thief; 3]],
    );
    play_all(&mut g, &[(0, Baroness), (1, Spy)]);
    act(&mut g, 0, Action::Draw { region: 0, slot: 0 });
    act(&mut g, 0, Action::Draw { region: 0, slot: 0 });
    assert_eq!(g.legal_actions(Seat(0)), vec![Action::Discard(Gawain)]);
    act(&mut g, 0, Action::Discard(Gawain));
    assert!(trash_has(&g, Gawain));
}

#[test]
fn spy_sees_a_hand_and_shows_one_chip_to_everyone_but_not_the_protected_one() {
    let mut g = table(
        0,
        &[&[Spy], &[Galahad, Excalibur, Peasant], &[Spy, Thief]],
        BIG,
    );
    play_all(&mut g, &[(0, Spy), (1, Galahad), (2, Spy)]);
    // Galahad (On Reveal) protects Excalibur first.
    act(&mut g, 1, Action::Protect(Excalibur));
    act(&mut g, 0, Action::Target(Seat(1)));
    assert_eq!(g.legal_actions(Seat(0)), vec![Action::Show(Peasant)]);
    assert_eq!(g.view(Some(Seat(0))).hands[1].known.to_vec(), vec![Peasant]);
    act(&mut g, 0, Action::Show(Peasant));
    // Everyone now knows seat 1 holds a Peasant.
    assert_eq!(g.view(Some(Seat(2))).hands[1].known.to_vec(), vec![Peasant]);
    assert_eq!(g.view(None).hands[1].known.to_vec(), Vec::<Kind>::new());
}

#[test]
fn spirit_steals_all_at_once_and_nobody_gets_back_what_they_just_received() {
    some_seed(|seed| {
        let mut g = table_seeded(
            0,
            &[
                &[Spirit, Excalibur],
                &[Spy, CursedBlade],
                &[Spy, SquireSword],
            ],
            BIG,
            seed,
        );
        play_all(&mut g, &[(0, Spirit), (1, Spy), (2, Spy)]);
        act(&mut g, 0, Action::Direction(Side::Left));
        // Each stole one of their left neighbour's chips as they stood: sizes are kept.
        assert_eq!(
            g.hands.iter().map(Vec::len).collect::<Vec<_>>(),
            vec![1, 1, 1]
        );
        // Seat 0 stole from seat 1 (its only chip), seat 1 from 2, seat 2 from 0.
        hand(&g, 0) == vec![CursedBlade]
            && hand(&g, 1) == vec![SquireSword]
            && hand(&g, 2) == vec![Excalibur]
    });
}

#[test]
fn arthur_takes_one_sword_blind_from_the_pool_of_others() {
    let mut g = table(
        0,
        &[
            &[Arthur, SquireSword],
            &[Spy, Excalibur, CursedBlade],
            &[Spy, Peasant],
        ],
        BIG,
    );
    let ev = play_all(&mut g, &[(0, Arthur), (1, Spy), (2, Spy)]);
    assert!(ev.contains(&ChipsEvent::SwordsHeldOut {
        counts: vec![(Seat(1), 2), (Seat(2), 0)]
    }));
    assert_eq!(g.legal_actions(Seat(0)), vec![Action::PickSword(Seat(1))]);
    act(&mut g, 0, Action::PickSword(Seat(1)));
    assert_eq!(g.hands[0].len(), 2);
    assert_eq!(g.swords_in_hand(Seat(1)).len(), 1);
}

#[test]
fn black_knight_takes_a_played_chip_which_then_does_not_resolve() {
    some_seed(|seed| {
        let mut g = table_seeded(0, &[&[BlackKnight], &[Priest, Peasant]], BIG, seed);
        play_all(&mut g, &[(0, BlackKnight), (1, Priest)]);
        if g.ask != Some(Ask::BlackKnight { seat: Seat(0) }) {
            return false; // both flips face down this time
        }
        assert_eq!(g.legal_actions(Seat(0)), vec![Action::TakePlayed(Seat(1))]);
        act(&mut g, 0, Action::TakePlayed(Seat(1)));
        assert_eq!(hand(&g, 0), vec![Priest]);
        assert!(trash_has(&g, BlackKnight));
        // The Priest never resolved: the round is over, seat 1 never drew.
        assert_eq!(g.round, 2);
        assert_eq!(g.hands[1].len(), 1);
        true
    });
    // And both flips can fail: the Black Knight is trashed and nothing happens.
    some_seed(|seed| {
        let mut g = table_seeded(0, &[&[BlackKnight, Thief], &[Spy, Peasant]], BIG, seed);
        let ev = play_all(&mut g, &[(0, BlackKnight), (1, Spy)]);
        let ups = ev
            .iter()
            .filter(|e| matches!(e, ChipsEvent::CoinFlip { face_up: true, .. }))
            .count();
        ups == 0
            && g.ask
                == Some(Ask::Target {
                    seat: Seat(1),
                    optional: false,
                })
    });
}

#[test]
fn black_knight_can_take_a_fisher_king_permanent() {
    some_seed(|seed| {
        let mut g = table_seeded(1, &[&[BlackKnight], &[FisherKing, Peasant]], BIG, seed);
        play_all(&mut g, &[(0, BlackKnight), (1, FisherKing)]);
        // Seat 1 (crown) places its Fisher King first, then the Black Knight flips.
        if g.ask != Some(Ask::BlackKnight { seat: Seat(0) }) {
            return false;
        }
        assert_eq!(
            g.legal_actions(Seat(0)),
            vec![Action::TakePermanent(Seat(1))]
        );
        act(&mut g, 0, Action::TakePermanent(Seat(1)));
        assert_eq!(hand(&g, 0), vec![FisherKing]);
        assert!(g.permanent.iter().all(Option::is_none));
        true
    });
}

#[test]
fn caelia_trashes_male_art_from_up_to_two_others_but_never_swords() {
    let mut g = table(
        0,
        &[
            &[Caelia],
            &[Spy, Priest, Arthur, Excalibur],
            &[Spy, Lancelot, Baroness],
            &[Spy, Merlin],
        ],
        BIG,
    );
    play_all(&mut g, &[(0, Caelia), (1, Spy), (2, Spy), (3, Spy)]);
    act(&mut g, 0, Action::Target(Seat(1)));
    act(&mut g, 0, Action::Target(Seat(2)));
    // (Their Spies are on the table, waiting to resolve.)
    assert_eq!(hand(&g, 1), vec![Excalibur]);
    assert_eq!(hand(&g, 2), vec![Baroness]);
    assert_eq!(hand(&g, 3), vec![Merlin]);
    assert!(trash_has(&g, Priest) && trash_has(&g, Arthur) && trash_has(&g, Lancelot));
}

#[test]
fn caelia_may_stop_after_one_and_the_alternative_profile_hits_generics() {
    let hands: &[&[Kind]] = &[&[Caelia], &[Spy, Peasant, Thief]];
    let mut g = chips::Chips::arranged(
        chips::ChipsOptions {
            art: chips::ArtProfile::GenericsMale,
            ..Default::default()
        },
        Seat(0),
        hands,
        BIG,
        1,
    )
    .unwrap();
    play_all(&mut g, &[(0, Caelia), (1, Spy)]);
    act(&mut g, 0, Action::Target(Seat(1)));
    assert_eq!(
        hand(&g, 1),
        Vec::<Kind>::new(),
        "Peasant and Thief have male art in that profile"
    );
}

/// Seat 0 lays a Fisher King (beside Excalibur) while seat 1 plays a Thief.
fn fisher_king_against_a_thief(seed: u64) -> Chips {
    let mut g = table_seeded(0, &[&[FisherKing, Excalibur], &[Thief, Spy]], BIG, seed);
    play_all(&mut g, &[(0, FisherKing), (1, Thief)]);
    g
}

#[test]
fn fisher_king_is_a_permanent_and_a_face_up_flip_makes_steals_take_nothing() {
    some_seed(|seed| {
        let mut g = fisher_king_against_a_thief(seed);
        assert_eq!(g.view(None).permanent[0], Some(FisherKing));
        // Window (a): at the start of Resolve.
        assert_eq!(g.ask, Some(Ask::FlipFisherKing { seat: Seat(0) }));
        act(&mut g, 0, Action::FlipFisherKing(true));
        if !g.shield.contains(Seat(0)) {
            return false;
        }
        act(&mut g, 1, Action::Steal(Seat(0)));
        assert_eq!(hand(&g, 0), vec![Excalibur], "the steal took nothing");
        true
    });
}

#[test]
fn fisher_king_face_down_is_trashed_and_only_one_voluntary_flip_per_round() {
    some_seed(|seed| {
        let mut g = fisher_king_against_a_thief(seed);
        act(&mut g, 0, Action::FlipFisherKing(true));
        if g.permanent[0].is_some() {
            return false;
        }
        assert!(trash_has(&g, FisherKing));
        true
    });
    // Declining at (a) leaves window (b) when targeted; after that no more windows.
    let mut g = table(
        0,
        &[
            &[FisherKing, Excalibur, Peasant],
            &[Thief, Spy],
            &[Thief, Spy],
        ],
        BIG,
    );
    play_all(&mut g, &[(0, FisherKing), (1, Thief), (2, Thief)]);
    act(&mut g, 0, Action::FlipFisherKing(false));
    act(&mut g, 1, Action::Steal(Seat(0)));
    assert_eq!(
        g.ask,
        Some(Ask::FlipFisherKing { seat: Seat(0) }),
        "window (b)"
    );
    act(&mut g, 0, Action::FlipFisherKing(true));
    assert!(g.flipped.contains(Seat(0)));
}

#[test]
fn fisher_king_may_be_flipped_at_any_time_it_is_in_play_even_while_drawing() {
    some_seed(|seed| {
        let mut g = fisher_king_against_a_thief(seed);
        act(&mut g, 0, Action::FlipFisherKing(false));
        act(&mut g, 1, Action::Steal(Seat(0)));
        act(&mut g, 0, Action::FlipFisherKing(false));
        // The next round's secret draw: the owner may flip before anyone has played.
        assert!(matches!(g.phase, Phase::Draft { .. }));
        assert!(g
            .legal_actions(Seat(0))
            .contains(&Action::FlipFisherKing(true)));
        assert!(!g
            .legal_actions(Seat(1))
            .contains(&Action::FlipFisherKing(true)));
        act(&mut g, 0, Action::FlipFisherKing(true));
        // One voluntary flip a round: not offered again, nor at the start of Resolve.
        assert!(!g
            .legal_actions(Seat(0))
            .contains(&Action::FlipFisherKing(true)));
        if !g.shield.contains(Seat(0)) {
            return false;
        }
        while matches!(g.phase, Phase::Draft { .. } | Phase::Draw { .. }) {
            let seat = g.to_act().seats().first().unwrap();
            let pick = g.legal_actions(seat)[0];
            act(&mut g, seat.0, pick);
        }
        assert!(g.shield.contains(Seat(0)), "the shield lasts the round");
        assert!(!g
            .legal_actions(Seat(0))
            .contains(&Action::FlipFisherKing(true)));
        true
    });
}

#[test]
fn the_fisher_king_may_be_flipped_beside_any_question_and_the_question_stays() {
    let mut g = table(0, &[&[Peasant, Excalibur], &[Spy, Thief]], BIG);
    let fk = g.trash.iter().position(|c| c.kind() == FisherKing).unwrap();
    g.permanent[0] = Some(g.trash.remove(fk));
    play_all(&mut g, &[(0, Peasant), (1, Spy)]);
    act(&mut g, 0, Action::FlipFisherKing(false));
    // Peasant asks draw or steal; the flip is offered beside it, and the question waits.
    let ask = g.ask;
    assert!(matches!(ask, Some(Ask::DrawOrSteal { .. })));
    assert!(g
        .legal_actions(Seat(0))
        .contains(&Action::FlipFisherKing(true)));
    act(&mut g, 0, Action::FlipFisherKing(true));
    assert_eq!(g.ask, ask);
    assert!(g.flipped.contains(Seat(0)));
    assert!(!g
        .legal_actions(Seat(0))
        .contains(&Action::FlipFisherKing(true)));
}

#[test]
fn a_shielded_return_still_goes_to_the_fisher_king_player() {
    some_seed(|seed| {
        let mut g = table_seeded(0, &[&[FisherKing, Excalibur], &[Peasant, Spy]], BIG, seed);
        play_all(&mut g, &[(0, FisherKing), (1, Peasant)]);
        act(&mut g, 0, Action::FlipFisherKing(true));
        if !g.shield.contains(Seat(0)) {
            return false;
        }
        act(&mut g, 1, Action::Steal(Seat(0)));
        assert_eq!(
            g.legal_actions(Seat(1)),
            vec![Action::Return {
                kind: Spy,
                region: None
            }]
        );
        act(
            &mut g,
            1,
            Action::Return {
                kind: Spy,
                region: None,
            },
        );
        assert_eq!(hand(&g, 0), vec![Spy, Excalibur]);
        true
    });
}

#[test]
fn galahad_protects_a_chip_from_lady_of_the_lake_and_it_returns_at_round_end() {
    let mut g = table(
        0,
        &[&[Galahad, Excalibur, Peasant], &[LadyOfTheLake, Thief]],
        BIG,
    );
    play_all(&mut g, &[(0, Galahad), (1, LadyOfTheLake)]);
    act(&mut g, 0, Action::Protect(Excalibur));
    assert!(g.view(Some(Seat(1))).hands[0].protected);
    assert_eq!(g.view(Some(Seat(0))).my_protected, Some(Excalibur));
    act(&mut g, 1, Action::Direction(Side::Left));
    // The fist kept Excalibur from the pass, and it is back in hand now the round is over.
    assert_eq!(g.round, 2);
    assert_eq!(hand(&g, 0), vec![Thief, Excalibur]);
    assert_eq!(hand(&g, 1), vec![Peasant]);
}

#[test]
fn galahad_taken_by_an_earlier_black_knight_never_protects() {
    some_seed(|seed| {
        let mut g = table_seeded(0, &[&[BlackKnight], &[Galahad, Excalibur]], BIG, seed);
        play_all(&mut g, &[(0, BlackKnight), (1, Galahad)]);
        if g.ask != Some(Ask::BlackKnight { seat: Seat(0) }) {
            return false;
        }
        act(&mut g, 0, Action::TakePlayed(Seat(1)));
        assert!(g.protected.iter().all(Option::is_none));
        assert_eq!(hand(&g, 0), vec![Galahad]);
        true
    });
}

#[test]
fn gawain_gets_a_sword_of_the_targets_choice_and_everyone_sees_whether_one_moved() {
    let mut g = table(0, &[&[Gawain], &[Spy, Excalibur, CursedBlade]], BIG);
    play_all(&mut g, &[(0, Gawain), (1, Spy)]);
    act(&mut g, 0, Action::Target(Seat(1)));
    assert_eq!(
        g.ask,
        Some(Ask::Give {
            seat: Seat(1),
            to: Seat(0)
        })
    );
    act(&mut g, 1, Action::Give(CursedBlade));
    assert_eq!(hand(&g, 0), vec![CursedBlade]);

    let mut g = table(0, &[&[Gawain], &[Spy, Peasant]], BIG);
    play_all(&mut g, &[(0, Gawain), (1, Spy)]);
    let ev = act(&mut g, 0, Action::Target(Seat(1)));
    assert!(ev.contains(&ChipsEvent::Moved {
        from: chips::Place::Hand(Seat(1)),
        to: chips::Place::Hand(Seat(0)),
        count: 0
    }));
}

#[test]
fn green_knight_collects_every_others_unprotected_swords() {
    let mut g = table(
        0,
        &[
            &[GreenKnight],
            &[Spy, Excalibur, CursedBlade],
            &[Galahad, SquireSword],
        ],
        BIG,
    );
    play_all(&mut g, &[(0, GreenKnight), (1, Spy), (2, Galahad)]);
    act(&mut g, 2, Action::Protect(SquireSword));
    assert_eq!(hand(&g, 0), vec![CursedBlade, Excalibur]);
    // The counts are public: seat 0 holds two swords at least, the givers none in hand.
    assert_eq!(g.view(None).sword_floor.to_vec(), vec![2, 0, 0]);
    assert_eq!(g.protected[2].map(|c| c.kind()), Some(SquireSword));
}

#[test]
fn guinevere_buries_up_to_two_swords_in_one_region_and_shuffles_it() {
    let mut g = table(0, &[&[Guinevere, CursedBlade], &[Spy, Excalibur]], BIG);
    play_all(&mut g, &[(0, Guinevere), (1, Spy)]);
    let legal = g.legal_actions(Seat(0));
    assert!(legal.contains(&Action::PickOwn(CursedBlade)));
    assert!(legal.contains(&Action::PickSword(Seat(1))));
    act(&mut g, 0, Action::PickOwn(CursedBlade));
    act(&mut g, 0, Action::PickSword(Seat(1)));
    let ev = act(&mut g, 0, Action::Bury(2));
    assert!(ev.contains(&ChipsEvent::Shuffled { region: 2 }));
    assert_eq!(g.avalon[2].len(), 5);
    assert!(
        g.view(Some(Seat(0))).avalon[2].iter().all(Option::is_none),
        "the shuffle wipes the memory aid"
    );
    assert_eq!(hand(&g, 1), Vec::<Kind>::new());
}

#[test]
fn lady_of_the_lake_passes_whole_hands_but_not_played_chips() {
    let mut g = table(
        0,
        &[
            &[LadyOfTheLake, Excalibur],
            &[Spy, Peasant, Thief],
            &[Spy, CursedBlade],
        ],
        BIG,
    );
    play_all(&mut g, &[(0, LadyOfTheLake), (1, Spy), (2, Spy)]);
    act(&mut g, 0, Action::Direction(Side::Right));
    assert_eq!(hand(&g, 0), vec![Peasant, Thief]);
    assert_eq!(hand(&g, 2), vec![Excalibur]);
    assert_eq!(hand(&g, 1), vec![CursedBlade]);
    assert_eq!(g.played[1].map(|c| c.kind()), Some(Spy));
}

#[test]
fn lancelot_flips_the_other_played_chips_and_permanents_but_not_itself() {
    some_seed(|seed| {
        let mut g = table_seeded(
            0,
            &[&[Lancelot], &[Priest, Peasant], &[Spy, Peasant]],
            BIG,
            seed,
        );
        let ev = play_all(&mut g, &[(0, Lancelot), (1, Priest), (2, Spy)]);
        let flips: Vec<_> = ev
            .iter()
            .filter_map(|e| match e {
                ChipsEvent::CoinFlip { seat, face_up, .. } => Some((*seat, *face_up)),
                _ => None,
            })
            .collect();
        assert_eq!(flips.len(), 2, "Priest and Spy flipped, Lancelot not");
        // Wanted: Priest fails, Spy survives.
        if flips != vec![(Seat(1), false), (Seat(2), true)] {
            return false;
        }
        assert!(trash_has(&g, Priest));
        assert_eq!(
            g.ask,
            Some(Ask::Target {
                seat: Seat(2),
                optional: false
            })
        );
        true
    });
}

/// Lancelot (seat 0) flips seat 1's Fisher King; when it lands face up, the shield is on and
/// the round's flip is spent, whether or not the chip was already laid (`crown` 1: laid
/// before Lancelot resolves; `crown` 0: not yet).
fn lancelot_flips_the_fisher_king_face_up(crown: u8) {
    some_seed(|seed| {
        let mut g = table_seeded(
            crown,
            &[&[Lancelot], &[FisherKing, Excalibur], &[Spy, Peasant]],
            BIG,
            seed,
        );
        play_all(&mut g, &[(0, Lancelot), (1, FisherKing), (2, Spy)]);
        if !g.shield.contains(Seat(1)) {
            return false; // it landed face down this time (some seed must shield it)
        }
        assert!(g.flipped.contains(Seat(1)));
        assert_ne!(
            g.ask,
            Some(Ask::FlipFisherKing { seat: Seat(1) }),
            "no voluntary flip left"
        );
        true
    });
}

#[test]
fn lancelot_face_up_fisher_king_counts_as_the_rounds_flip() {
    lancelot_flips_the_fisher_king_face_up(1);
}

#[test]
fn merlin_takes_every_sword_then_each_giver_steals_one_back() {
    some_seed(|seed| {
        let mut g = table_seeded(
            0,
            &[
                &[Merlin, Peasant],
                &[Spy, Excalibur],
                &[Spy, CursedBlade],
                &[Spy, Thief],
            ],
            BIG,
            seed,
        );
        let ev = play_all(&mut g, &[(0, Merlin), (1, Spy), (2, Spy), (3, Spy)]);
        assert!(ev.contains(&ChipsEvent::SwordsHeldOut {
            counts: vec![(Seat(1), 1), (Seat(2), 1), (Seat(3), 0)]
        }));
        // Two givers each stole one of Merlin's three chips back.
        assert_eq!(g.hands[0].len(), 1);
        assert_eq!(g.hands[1].len() + g.hands[2].len(), 2);
        hand(&g, 0) == vec![Excalibur]
    });
}

#[test]
fn mordred_looks_and_may_swap_whole_hands_but_protected_chips_stay() {
    let mut g = table(1, &[&[Mordred, Peasant], &[Galahad, Excalibur, Thief]], BIG);
    play_all(&mut g, &[(0, Mordred), (1, Galahad)]);
    act(&mut g, 1, Action::Protect(Thief));
    act(&mut g, 0, Action::Target(Seat(1)));
    assert_eq!(
        g.view(Some(Seat(0))).hands[1].known.to_vec(),
        vec![Excalibur]
    );
    let ev = act(&mut g, 0, Action::Swap);
    assert!(ev.contains(&ChipsEvent::Swapped {
        seat: Seat(0),
        target: Seat(1),
        swapped: true
    }));
    assert_eq!(hand(&g, 0), vec![Excalibur]);
    assert_eq!(hand(&g, 1), vec![Peasant, Thief]);
}

#[test]
fn morgana_draws_two_and_resolves_one_as_if_played() {
    let mut g = table(
        0,
        &[&[Morgana], &[Spy, Excalibur]],
        [
            &[Gawain, Excalibur.min(Priest)],
            &[Merchant; 3],
            &[Thief; 3],
        ],
    );
    play_all(&mut g, &[(0, Morgana), (1, Spy)]);
    act(&mut g, 0, Action::Draw { region: 0, slot: 0 });
    act(&mut g, 0, Action::Draw { region: 1, slot: 0 });
    assert_eq!(
        g.legal_actions(Seat(0)),
        vec![
            Action::Reveal(Merchant),
            Action::Reveal(Gawain),
            Action::Done
        ]
    );
    act(&mut g, 0, Action::Reveal(Gawain));
    act(&mut g, 0, Action::Target(Seat(1)));
    assert_eq!(hand(&g, 0), vec![Merchant, Excalibur]);
    assert!(trash_has(&g, Gawain) && trash_has(&g, Morgana));
}

#[test]
fn morgana_revealing_a_fisher_king_makes_it_her_permanent() {
    let mut g = table(
        0,
        &[&[Morgana], &[Spy, Peasant]],
        [&[FisherKing, Peasant], &[Merchant; 3], &[Thief; 3]],
    );
    play_all(&mut g, &[(0, Morgana), (1, Spy)]);
    act(&mut g, 0, Action::Draw { region: 0, slot: 0 });
    act(&mut g, 0, Action::Draw { region: 0, slot: 0 });
    act(&mut g, 0, Action::Reveal(FisherKing));
    assert_eq!(g.permanent[0].map(|c| c.kind()), Some(FisherKing));
}

#[test]
fn morgana_revealing_lancelot_flips_the_chips_still_waiting() {
    let mut g = table(
        0,
        &[&[Morgana], &[Spy, Peasant], &[Priest, Peasant]],
        [&[Lancelot, Peasant], &[Merchant; 3], &[Thief; 3]],
    );
    play_all(&mut g, &[(0, Morgana), (1, Spy), (2, Priest)]);
    act(&mut g, 0, Action::Draw { region: 0, slot: 0 });
    act(&mut g, 0, Action::Draw { region: 0, slot: 0 });
    let ev = act(&mut g, 0, Action::Reveal(Lancelot));
    let flipped: Vec<Seat> = ev
        .iter()
        .filter_map(|e| match e {
            ChipsEvent::CoinFlip { seat, .. } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(flipped, vec![Seat(1), Seat(2)]);
}

#[test]
fn percival_turns_up_four_slots_for_all_and_keeps_one() {
    let mut g = table(
        0,
        &[&[Percival], &[Spy, Peasant]],
        [&[Excalibur, Peasant], &[Merchant, Gawain], &[Thief; 3]],
    );
    play_all(&mut g, &[(0, Percival), (1, Spy)]);
    act(&mut g, 0, Action::Draw { region: 0, slot: 0 });
    act(&mut g, 0, Action::Draw { region: 0, slot: 1 });
    act(&mut g, 0, Action::Draw { region: 1, slot: 1 });
    assert!(!g
        .legal_actions(Seat(0))
        .contains(&Action::Draw { region: 0, slot: 0 }));
    act(&mut g, 0, Action::Draw { region: 2, slot: 0 });
    assert_eq!(
        g.view(Some(Seat(1)))
            .turned_up
            .iter()
            .filter(|t| t.2.is_some())
            .count(),
        4
    );
    act(&mut g, 0, Action::Take(0));
    assert_eq!(hand(&g, 0), vec![Excalibur]);
    let v = g.view(Some(Seat(1)));
    assert_eq!(v.avalon[0].to_vec(), vec![Some(Peasant)]);
    assert_eq!(v.avalon[1].to_vec(), vec![None, Some(Gawain)]);
    assert_eq!(v.hands[0].known.to_vec(), vec![Excalibur]);
}

#[test]
fn robyn_always_steals_once_then_keeps_going_below_seven() {
    // Already at 7: still one steal.
    let mut g = table(
        0,
        &[
            &[
                Robyn, Peasant, Peasant, Peasant, Merchant, Merchant, Merchant, Thief,
            ],
            &[Spy, Excalibur, CursedBlade],
        ],
        BIG,
    );
    play_all(&mut g, &[(0, Robyn), (1, Spy)]);
    act(&mut g, 0, Action::Steal(Seat(1)));
    assert_eq!(g.hands[0].len(), 8);
    assert_eq!(g.ask.map(|a| a.seat()), Some(Seat(1)), "Robyn stopped");

    // From 1 chip: steals until no chips are left to steal.
    let mut g = table(
        0,
        &[
            &[Robyn, Peasant],
            &[Spy, Excalibur, CursedBlade],
            &[Spy, Thief],
        ],
        BIG,
    );
    play_all(&mut g, &[(0, Robyn), (1, Spy), (2, Spy)]);
    while g.ask.map(|a| a.seat()) == Some(Seat(0)) {
        let a = g.legal_actions(Seat(0))[0];
        act(&mut g, 0, a);
    }
    assert_eq!(g.hands[0].len(), 4);
}

#[test]
fn robyn_cannot_target_a_shielded_fisher_king_owner() {
    some_seed(|seed| {
        let mut g = table_seeded(
            1,
            &[&[Robyn], &[FisherKing, Excalibur], &[Spy, Thief]],
            BIG,
            seed,
        );
        play_all(&mut g, &[(0, Robyn), (1, FisherKing), (2, Spy)]);
        act(&mut g, 1, Action::FlipFisherKing(true));
        if !g.shield.contains(Seat(1)) {
            return false;
        }
        // Seat 2's Spy resolves first (turn order from seat 1), then Robyn.
        act(&mut g, 2, Action::Target(Seat(1)));
        act(&mut g, 2, Action::Show(Excalibur));
        assert_eq!(
            g.legal_actions(Seat(0)),
            vec![Action::Steal(Seat(2))],
            "seat 1 is shielded"
        );
        act(&mut g, 0, Action::Steal(Seat(2)));
        assert_eq!(g.round, 2, "no legal target left: Robyn stops");
        true
    });
}

#[test]
fn uther_passes_every_players_swords_including_his_own() {
    let mut g = table(
        0,
        &[
            &[Uther, Excalibur],
            &[Spy, CursedBlade],
            &[Spy, SquireSword, Peasant],
        ],
        BIG,
    );
    play_all(&mut g, &[(0, Uther), (1, Spy), (2, Spy)]);
    act(&mut g, 0, Action::Direction(Side::Left));
    assert_eq!(hand(&g, 0), vec![SquireSword]);
    assert_eq!(hand(&g, 1), vec![Excalibur]);
    assert_eq!(hand(&g, 2), vec![Peasant, CursedBlade]);
}

#[test]
fn steals_from_an_empty_hand_are_skipped() {
    let mut g = table(0, &[&[Thief], &[Spy]], BIG);
    play_all(&mut g, &[(0, Thief), (1, Spy)]);
    // Both hands are empty once the chips are played: nothing to steal, nothing to spy on.
    assert_eq!(g.round, 2);
    assert!(matches!(g.phase, Phase::Draft { .. }));
    let _ = SeatSet::EMPTY;
}

#[test]
fn galahad_resolving_first_is_already_trashed_when_the_black_knight_flips() {
    some_seed(|seed| {
        // Seat 0 holds the crown: its Galahad acts before seat 1's Black Knight.
        let mut g = table_seeded(0, &[&[Galahad, Excalibur], &[BlackKnight]], BIG, seed);
        play_all(&mut g, &[(0, Galahad), (1, BlackKnight)]);
        act(&mut g, 0, Action::Protect(Excalibur));
        assert!(trash_has(&g, Galahad));
        // Whatever the flips, nothing is left to take.
        assert_ne!(g.ask, Some(Ask::BlackKnight { seat: Seat(1) }));
        assert_eq!(g.protected[0].map(|c| c.kind()), None, "the round is over");
        assert_eq!(hand(&g, 0), vec![Excalibur]);
        true
    });
}

#[test]
fn morgana_may_not_reveal_a_sword() {
    let mut g = table(
        0,
        &[&[Morgana], &[Spy, Peasant]],
        [&[Excalibur, Priest], &[Merchant; 3], &[Thief; 3]],
    );
    play_all(&mut g, &[(0, Morgana), (1, Spy)]);
    act(&mut g, 0, Action::Draw { region: 0, slot: 0 });
    act(&mut g, 0, Action::Draw { region: 0, slot: 0 });
    assert_eq!(
        g.legal_actions(Seat(0)),
        vec![Action::Reveal(Priest), Action::Done]
    );
}

#[test]
fn percival_turns_up_what_is_left_when_avalon_holds_fewer_than_four() {
    let mut g = table(
        0,
        &[&[Percival], &[Spy, Peasant]],
        [&[Excalibur], &[Gawain], &[]],
    );
    play_all(&mut g, &[(0, Percival), (1, Spy)]);
    act(&mut g, 0, Action::Draw { region: 0, slot: 0 });
    act(&mut g, 0, Action::Draw { region: 1, slot: 0 });
    assert_eq!(g.ask, Some(Ask::PercivalTake { seat: Seat(0) }));
    act(&mut g, 0, Action::Take(1));
    assert_eq!(hand(&g, 0), vec![Gawain]);
}

#[test]
fn fisher_king_window_c_opens_at_the_start_of_a_spirit() {
    let mut g = table(
        0,
        &[&[Spirit, Peasant], &[FisherKing, Excalibur], &[Spy, Thief]],
        BIG,
    );
    play_all(&mut g, &[(0, Spirit), (1, FisherKing), (2, Spy)]);
    // Window (a) declined; the Spirit then opens window (c) before anything moves.
    act(&mut g, 1, Action::FlipFisherKing(false));
    act(&mut g, 0, Action::Direction(Side::Left));
    assert_eq!(g.ask, Some(Ask::FlipFisherKing { seat: Seat(1) }));
    assert_eq!(g.hands[1].len(), 1, "nothing stolen yet");
}

#[test]
fn caelia_only_points_at_other_players() {
    let mut g = table(0, &[&[Caelia, Priest], &[Spy, Peasant]], BIG);
    play_all(&mut g, &[(0, Caelia), (1, Spy)]);
    assert_eq!(
        g.legal_actions(Seat(0)),
        vec![Action::Target(Seat(1)), Action::Done]
    );
}

#[test]
fn lady_of_the_lake_leaves_permanents_in_place() {
    let mut g = table(
        1,
        &[&[LadyOfTheLake, Peasant], &[FisherKing, Excalibur]],
        BIG,
    );
    play_all(&mut g, &[(0, LadyOfTheLake), (1, FisherKing)]);
    act(&mut g, 1, Action::FlipFisherKing(false));
    act(&mut g, 0, Action::Direction(Side::Left));
    assert_eq!(g.permanent[1].map(|c| c.kind()), Some(FisherKing));
    assert_eq!(hand(&g, 0), vec![Excalibur]);
    assert_eq!(hand(&g, 1), vec![Peasant]);
}

#[test]
fn lancelot_does_not_flip_on_reveal_chips_that_already_acted() {
    some_seed(|seed| {
        // Seat 0 (crown) plays Galahad: it acts and is trashed before Lancelot flips.
        let mut g = table_seeded(
            0,
            &[&[Galahad, Peasant], &[Lancelot], &[Priest, Thief]],
            BIG,
            seed,
        );
        play_all(&mut g, &[(0, Galahad), (1, Lancelot), (2, Priest)]);
        let ev = act(&mut g, 0, Action::Protect(Peasant));
        let flipped: Vec<Seat> = ev
            .iter()
            .filter_map(|e| match e {
                ChipsEvent::CoinFlip { seat, .. } => Some(*seat),
                _ => None,
            })
            .collect();
        assert_eq!(flipped, vec![Seat(2)]);
        true
    });
}

#[test]
fn a_sword_in_galahads_fist_does_not_count_for_gawain() {
    let mut g = table(1, &[&[Gawain], &[Galahad, Excalibur, Peasant]], BIG);
    play_all(&mut g, &[(0, Gawain), (1, Galahad)]);
    act(&mut g, 1, Action::Protect(Excalibur));
    let ev = act(&mut g, 0, Action::Target(Seat(1)));
    assert!(ev.contains(&ChipsEvent::Moved {
        from: chips::Place::Hand(Seat(1)),
        to: chips::Place::Hand(Seat(0)),
        count: 0
    }));
    assert_eq!(hand(&g, 1), vec![Peasant, Excalibur], "back from the fist");
}

#[test]
fn spirit_takes_nothing_from_a_shielded_owner_who_still_steals() {
    some_seed(|seed| {
        let mut g = table_seeded(
            0,
            &[&[Spirit, Peasant], &[FisherKing, Excalibur], &[Spy, Thief]],
            BIG,
            seed,
        );
        play_all(&mut g, &[(0, Spirit), (1, FisherKing), (2, Spy)]);
        act(&mut g, 1, Action::FlipFisherKing(true));
        if !g.shield.contains(Seat(1)) {
            return false;
        }
        act(&mut g, 0, Action::Direction(Side::Left));
        // Seat 0 steals from seat 1: nothing. Seat 1 steals seat 2's Thief; seat 2 steals
        // seat 0's Peasant.
        assert_eq!(hand(&g, 1), vec![Thief, Excalibur]);
        assert_eq!(hand(&g, 0), Vec::<Kind>::new());
        true
    });
}

#[test]
fn caelia_names_both_players_before_either_trashes() {
    let hands: &[&[Kind]] = &[
        &[Caelia],
        &[Spy, Priest, Excalibur],
        &[Spy, Lancelot, Baroness],
        &[Spy, Merlin],
    ];
    let mut g = table(0, hands, BIG);
    play_all(&mut g, &[(0, Caelia), (1, Spy), (2, Spy), (3, Spy)]);
    act(&mut g, 0, Action::Target(Seat(1)));
    // Nothing is trashed yet: she chooses the second without seeing the first's result.
    assert_eq!(hand(&g, 1), vec![Priest, Excalibur]);
    assert_eq!(
        g.ask,
        Some(Ask::Target {
            seat: Seat(0),
            optional: true
        })
    );
    act(&mut g, 0, Action::Target(Seat(2)));
    assert_eq!(hand(&g, 1), vec![Excalibur]);
    assert_eq!(hand(&g, 2), vec![Baroness]);
    // Stopping after one trashes that one's chips then.
    let mut g = table(0, hands, BIG);
    play_all(&mut g, &[(0, Caelia), (1, Spy), (2, Spy), (3, Spy)]);
    act(&mut g, 0, Action::Target(Seat(1)));
    act(&mut g, 0, Action::Done);
    assert_eq!(hand(&g, 1), vec![Excalibur]);
    assert_eq!(hand(&g, 2), vec![Baroness, Lancelot]);
}

#[test]
fn lancelot_shields_a_fisher_king_not_yet_laid_just_as_a_laid_one() {
    lancelot_flips_the_fisher_king_face_up(0);
}

#[test]
fn arthur_sees_a_shielded_players_swords_but_picking_there_takes_nothing() {
    some_seed(|seed| {
        let mut g = table_seeded(
            1,
            &[
                &[Arthur, Peasant],
                &[FisherKing, Excalibur],
                &[Spy, Peasant],
            ],
            BIG,
            seed,
        );
        play_all(&mut g, &[(0, Arthur), (1, FisherKing), (2, Spy)]);
        act(&mut g, 1, Action::FlipFisherKing(true));
        if !g.shield.contains(Seat(1)) {
            return false; // the flip came up face down
        }
        let mut ev = Vec::new();
        while g.ask
            != Some(Ask::PickSword {
                seat: Seat(0),
                optional: false,
            })
        {
            let Some(seat) = g.to_act().seats().first() else {
                return false;
            };
            let legal = g.legal_actions(seat);
            ev.extend(act(&mut g, seat.0, legal[0]));
        }
        assert!(ev.contains(&ChipsEvent::SwordsHeldOut {
            counts: vec![(Seat(1), 1), (Seat(2), 0)]
        }));
        assert!(g
            .legal_actions(Seat(0))
            .contains(&Action::PickSword(Seat(1))));
        let ev = act(&mut g, 0, Action::PickSword(Seat(1)));
        assert!(ev.contains(&ChipsEvent::Shielded { seat: Seat(1) }));
        assert_eq!(hand(&g, 1), vec![Excalibur]);
        assert_eq!(hand(&g, 0), vec![Peasant]);
        true
    });
}

#[test]
fn black_knight_may_take_back_his_own_permanent() {
    some_seed(|seed| {
        let mut g = table_seeded(0, &[&[BlackKnight, Peasant], &[Priest, Peasant]], BIG, seed);
        // A Fisher King he laid in an earlier round.
        let Some(at) = g.trash.iter().position(|c| c.kind() == FisherKing) else {
            return false;
        };
        let fisher = g.trash.remove(at);
        g.permanent[0] = Some(fisher);
        play_all(&mut g, &[(0, BlackKnight), (1, Priest)]);
        if g.ask != Some(Ask::BlackKnight { seat: Seat(0) }) {
            return false; // both flips face down this time
        }
        assert!(g
            .legal_actions(Seat(0))
            .contains(&Action::TakePermanent(Seat(0))));
        act(&mut g, 0, Action::TakePermanent(Seat(0)));
        assert_eq!(hand(&g, 0), vec![Peasant, FisherKing]);
        assert!(g.permanent[0].is_none());
        true
    });
}
