//! Merlin's Company (§12): a scenario for each rule built so far. Section numbers point to
//! shared/rules/camelot.md.

use camelot::quest::LancelotBoard;
use camelot::state::{Heroic, Pending};
use camelot::travel::Travel;
use camelot::{
    Action, Black, Camelot, CamelotOptions, Cancel, Ending, EvilChoice, Knight, Loyalty, Place,
    Quest, Step, White,
};
use rt_core::{Bot, Game, Seat};

mod quick_bots;
use quick_bots::test_bot;

use White::Fight;

fn mc() -> CamelotOptions {
    CamelotOptions {
        merlins_company: true,
        random_opening: true,
        ..CamelotOptions::default()
    }
}

/// A table past the opening with the expansion, every knight loyal, the first about to feed
/// Evil.
fn table(seats: usize) -> Camelot {
    let mut g = Camelot::setup(&mc(), seats, 7).expect("setup");
    for s in Seat::all(seats) {
        let a = g.legal_actions(s)[0].clone();
        g.apply(s, &a).expect("lay");
    }
    for k in &mut g.knights {
        k.loyalty = Loyalty::Loyal;
    }
    g
}

/// The current knight in his Heroic phase, holding `hand`, at `place`, about to draw `card`.
fn hero(g: &mut Camelot, knight: Knight, hand: &[White], place: Place, card: Travel) -> Seat {
    let seat = g.turn;
    g.step = Step::Heroic(Heroic::default());
    let k = &mut g.knights[seat.index()];
    k.knight = knight;
    k.hand = hand.to_vec();
    k.place = Some(place);
    g.travel_draw.push(card);
    seat
}

fn play(g: &mut Camelot, seat: Seat, action: Action) {
    let legal = g.legal_actions(seat);
    assert!(legal.contains(&action), "{action:?} not in {legal:?}");
    g.apply(seat, &action).expect("applies");
}

fn grail() -> Place {
    Place::Quest(Quest::Grail)
}

#[test]
fn setup_always_seats_arthur_and_deals_the_new_coats_and_decks() {
    for seats in 3..=8 {
        for seed in 0..20 {
            let g = Camelot::setup(&mc(), seats, seed).expect("setup");
            let coats: Vec<Knight> = g.knights.iter().map(|k| k.knight).collect();
            assert!(coats.contains(&Knight::Arthur), "{coats:?}");
            assert!(coats
                .iter()
                .all(|k| *k == Knight::Arthur || (k.is_design() && *k != Knight::Bedivere)));
            assert_eq!(g.white_census().len(), 107);
            assert_eq!(g.black_census().len(), 90);
            assert_eq!(g.travel_draw.len(), 16);
            assert_eq!(g.merlin, None, "Merlin starts off the board");
            assert!(g.knights.iter().all(|k| k.hand.contains(&White::Merlin)));
            let first = g.knights[g.turn.index()].knight;
            assert_eq!(first, Knight::Arthur, "Arthur goes first");
        }
    }
}

#[test]
fn the_players_may_choose_arthurs_companions_no_two_of_one_colour() {
    let chosen = vec![Knight::Galahad, Knight::Percival, Knight::Bedivere];
    let options = CamelotOptions {
        companions: chosen.clone(),
        ..mc()
    };
    for seed in 0..20 {
        let g = Camelot::setup(&options, 4, seed).expect("setup");
        let mut coats: Vec<Knight> = g.knights.iter().map(|k| k.knight).collect();
        assert_eq!(g.knights[g.turn.index()].knight, Knight::Arthur);
        coats.retain(|k| *k != Knight::Arthur);
        coats.sort_by_key(|k| chosen.iter().position(|c| c == k));
        assert_eq!(coats, chosen, "seed {seed}");
    }
    // A larger choice than the table: the coats beside Arthur's are drawn from it.
    let options = CamelotOptions {
        companions: Knight::companions()
            .filter(|k| *k != Knight::Gaheris)
            .collect(),
        ..mc()
    };
    let g = Camelot::setup(&options, 8, 1).expect("setup");
    let mut coats: Vec<Knight> = g.knights.iter().map(|k| k.knight).collect();
    coats.sort_by_key(|k| k.slug());
    coats.dedup();
    assert_eq!(coats.len(), 8, "eight different knights");
    assert!(!coats.contains(&Knight::Gaheris));

    let refused = |companions: Vec<Knight>, seats: usize| {
        let options = CamelotOptions { companions, ..mc() };
        Camelot::setup(&options, seats, 1).is_err()
    };
    assert!(
        refused(vec![Knight::Galahad, Knight::Gaheris], 3),
        "one colour"
    );
    assert!(refused(vec![Knight::Kay, Knight::Kay], 3), "twice");
    assert!(refused(vec![Knight::Arthur, Knight::Kay], 3), "Arthur");
    assert!(refused(vec![Knight::Kay, Knight::Bors], 4), "too few");
    assert!(!refused(vec![Knight::Kay, Knight::Bors], 3));
}

#[test]
fn eight_seats_need_the_expansion() {
    assert!(Camelot::setup(&CamelotOptions::default(), 8, 1).is_err());
    assert!(Camelot::setup(&mc(), 8, 1).is_ok());
    assert!(Camelot::setup(&mc(), 9, 1).is_err());
    // Every variant seats all eight, each with a Loyalty card.
    for (without_traitor, traitor_among_us) in [(true, false), (false, true), (false, false)] {
        let options = CamelotOptions {
            without_traitor,
            traitor_among_us,
            ..mc()
        };
        let g = Camelot::setup(&options, 8, 3).expect("setup");
        assert_eq!(g.knights.len(), 8, "{options:?}");
    }
}

#[test]
fn the_second_traitor_joins_the_deal_from_seven_seats() {
    let traitors = |seats: usize, seed: u64| {
        let g = Camelot::setup(&mc(), seats, seed).expect("setup");
        g.knights
            .iter()
            .filter(|k| k.loyalty == Loyalty::Traitor)
            .count()
    };
    let mut two_at_eight = 0;
    for seed in 0..900 {
        assert!(traitors(5, seed) <= 1, "one Traitor card below 7 seats");
        let n = traitors(8, seed);
        assert!((1..=2).contains(&n), "8 of 9 cards hold at least one");
        two_at_eight += usize::from(n == 2);
    }
    // 7/9 of deals hold both: 700 expected.
    assert!((640..=760).contains(&two_at_eight), "{two_at_eight}");
}

#[test]
fn nothing_happens_and_the_move_completes() {
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Bors,
        &[],
        Place::Camelot,
        Travel::NothingHappens,
    );
    play(&mut g, seat, Action::Move(grail()));
    assert_eq!(g.knights[seat.index()].place, Some(grail()));
    assert_eq!(g.travel_discard, vec![Travel::NothingHappens]);
}

#[test]
fn merlin_travels_with_the_knight_and_gives_one_free_card_a_turn() {
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Bors,
        &[],
        Place::Camelot,
        Travel::MerlinTravels,
    );
    play(&mut g, seat, Action::Move(grail()));
    assert_eq!(g.knights[seat.index()].place, Some(grail()));
    assert_eq!(g.merlin, Some(grail()));
    play(&mut g, seat, Action::MerlinDraw);
    assert_eq!(g.knights[seat.index()].hand.len(), 1);
    assert!(
        !g.legal_actions(seat).contains(&Action::MerlinDraw),
        "once a turn"
    );
}

#[test]
fn a_vision_leads_to_the_grail_unless_that_quest_has_ended() {
    let mut g = table(4);
    let to = Place::Quest(Quest::PictWar);
    let seat = hero(&mut g, Knight::Bors, &[], Place::Camelot, Travel::Vision);
    play(&mut g, seat, Action::Move(to));
    assert_eq!(g.knights[seat.index()].place, Some(grail()));

    let mut g = table(4);
    g.quests.grail = None;
    let seat = hero(&mut g, Knight::Bors, &[], Place::Camelot, Travel::Vision);
    play(&mut g, seat, Action::Move(to));
    assert_eq!(g.knights[seat.index()].place, Some(to));
}

#[test]
fn lost_costs_two_white_cards_or_the_rest_of_the_turn() {
    let mut g = table(4);
    let hand = [Fight(1), White::Grail, White::Merlin];
    let seat = hero(&mut g, Knight::Bors, &hand, Place::Camelot, Travel::Lost);
    play(&mut g, seat, Action::Move(grail()));
    assert_eq!(
        g.knights[seat.index()].place,
        Some(Place::Camelot),
        "not yet"
    );
    play(&mut g, seat, Action::Arrive([Fight(1), White::Grail]));
    assert_eq!(g.knights[seat.index()].place, Some(grail()));
    assert_eq!(g.knights[seat.index()].hand, vec![White::Merlin]);

    let mut g = table(4);
    let seat = hero(&mut g, Knight::Bors, &hand, Place::Camelot, Travel::Lost);
    play(&mut g, seat, Action::Move(grail()));
    play(&mut g, seat, Action::StayBack);
    assert_eq!(g.knights[seat.index()].place, Some(Place::Camelot));
    assert_eq!(g.knights[seat.index()].life, 4, "Lost! costs no life");
    assert_ne!(g.turn, seat, "the turn ends at once");
}

#[test]
fn an_ambush_takes_a_pair_of_fight_cards_or_a_life_point_and_the_turn() {
    let mut g = table(4);
    let hand = [Fight(2), Fight(2), Fight(3), White::Grail];
    let seat = hero(
        &mut g,
        Knight::Bors,
        &hand,
        Place::Camelot,
        Travel::Ambushed,
    );
    play(&mut g, seat, Action::Move(grail()));
    let legal = g.legal_actions(seat);
    assert_eq!(
        legal,
        vec![Action::Arrive([Fight(2), Fight(2)]), Action::StayBack],
        "only a pair of the same value"
    );
    play(&mut g, seat, Action::Arrive([Fight(2), Fight(2)]));
    assert_eq!(g.knights[seat.index()].place, Some(grail()));

    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Bors,
        &hand,
        Place::Camelot,
        Travel::Ambushed,
    );
    play(&mut g, seat, Action::Move(grail()));
    play(&mut g, seat, Action::StayBack);
    assert_eq!(g.knights[seat.index()].place, Some(Place::Camelot));
    assert_eq!(g.knights[seat.index()].life, 3);
    assert_ne!(g.turn, seat);
}

#[test]
fn a_charge_is_fought_like_a_siege_engine_without_touching_the_engines() {
    // 4 + 5 beats any roll of the d8; no card at all never does.
    for (cards, won) in [(vec![4, 5], true), (vec![], false)] {
        let mut g = table(4);
        g.engines = 3;
        let hand: Vec<White> = cards.iter().map(|v| Fight(*v)).collect();
        let seat = hero(&mut g, Knight::Bors, &hand, Place::Camelot, Travel::Charged);
        play(&mut g, seat, Action::Move(grail()));
        for v in &cards {
            play(&mut g, seat, Action::SiegeCard(*v));
        }
        play(&mut g, seat, Action::SiegeRoll);
        assert_eq!(g.engines, 3);
        let k = &g.knights[seat.index()];
        if won {
            assert_eq!(k.place, Some(grail()));
            assert_eq!(k.life, 4);
        } else {
            assert_eq!(k.place, Some(Place::Camelot));
            assert_eq!(k.life, 3);
            assert_ne!(g.turn, seat);
        }
    }
}

#[test]
fn a_captive_sits_out_until_another_knight_pays_a_special_card() {
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Bors,
        &[Fight(5)],
        Place::Camelot,
        Travel::Captured,
    );
    play(&mut g, seat, Action::Move(grail()));
    assert!(g.knights[seat.index()].captured);
    assert_eq!(g.knights[seat.index()].place, Some(Place::Camelot));
    assert_ne!(g.turn, seat, "the turn ends");
    assert!(g.present(Place::Camelot).iter().all(|s| *s != seat));

    // The next knight frees him from anywhere with a Special White card.
    let next = g.turn;
    play(&mut g, next, Action::Evil(EvilChoice::AddEngine));
    g.knights[next.index()].hand = vec![Fight(1), White::Convocation];
    g.knights[next.index()].place = Some(Place::Quest(Quest::PictWar));
    let free = Action::Free {
        captive: seat,
        card: White::Convocation,
    };
    let legal = g.legal_actions(next);
    assert!(!legal
        .iter()
        .any(|a| matches!(a, Action::Free { card: Fight(_), .. })));
    play(&mut g, next, free);
    assert!(!g.knights[seat.index()].captured);
    assert!(g.white_discard.contains(&White::Convocation));
    assert!(g.travel_discard.contains(&Travel::Captured));
}

#[test]
fn a_captives_turns_are_skipped() {
    let mut g = table(3);
    let first = g.turn;
    let captive = Seat(((first.index() + 1) % 3) as u8);
    g.knights[captive.index()].captured = true;
    play(&mut g, first, Action::Evil(EvilChoice::AddEngine));
    play(&mut g, first, Action::DrawWhite);
    play(&mut g, first, Action::EndTurn);
    assert_ne!(g.turn, captive);
    assert_ne!(g.turn, first);
}

#[test]
fn tristans_free_move_draws_a_travel_card_too() {
    let mut g = table(4);
    let seat = hero(&mut g, Knight::Tristan, &[], Place::Camelot, Travel::Lost);
    play(&mut g, seat, Action::FreeMove(grail()));
    assert!(matches!(g.pending.first(), Some(Pending::Challenge { .. })));
}

#[test]
fn a_black_card_for_an_ended_quest_leaves_the_game_and_merlin_there_stops_its_engine() {
    for merlin in [false, true] {
        let mut g = table(4);
        g.quests.excalibur = None;
        if merlin {
            g.merlin = Some(Place::Quest(Quest::Excalibur));
        }
        g.black_draw.push(Black::Excalibur);
        let engines = g.engines;
        let seat = g.turn;
        play(&mut g, seat, Action::Evil(EvilChoice::DrawBlack));
        while let Some(Pending::Cancel { asked, .. }) = g.pending.first().cloned() {
            for s in asked {
                play(&mut g, s, Action::Cancel(Cancel::Pass));
            }
        }
        assert_eq!(g.removed_black, vec![Black::Excalibur]);
        assert!(!g.black_discard.contains(&Black::Excalibur));
        assert_eq!(g.engines, engines + u8::from(!merlin));
    }
}

/// Cancelled, such a card leaves the game all the same (§12.4, ruling 13): by Excalibur
/// (a standard card of the ended Excalibur quest) or by three Merlins (a Desolation, once
/// the Grail's quest has ended).
#[test]
fn a_cancelled_black_card_for_an_ended_quest_leaves_the_game_too() {
    for (card, by_excalibur) in [(Black::Excalibur, true), (Black::Desolation, false)] {
        let mut g = table(4);
        if by_excalibur {
            g.quests.excalibur = None;
            g.relics.excalibur = camelot::state::Relic::Held(Seat(1));
        } else {
            g.quests.grail = None;
            for k in &mut g.knights {
                k.hand = vec![White::Merlin];
            }
        }
        g.black_draw.push(card);
        let engines = g.engines;
        let seat = g.turn;
        play(&mut g, seat, Action::Evil(EvilChoice::DrawBlack));
        while let Some(Pending::Cancel { asked, .. }) = g.pending.first().cloned() {
            for s in asked {
                let cancel = if by_excalibur {
                    Cancel::Excalibur
                } else {
                    Cancel::Merlins(1)
                };
                let answer = if g.legal_actions(s).contains(&Action::Cancel(cancel)) {
                    cancel
                } else {
                    Cancel::Pass
                };
                play(&mut g, s, Action::Cancel(answer));
            }
        }
        assert_eq!(g.removed_black, vec![card], "{card:?}");
        assert!(!g.black_discard.contains(&card), "{card:?}");
        assert_eq!(g.engines, engines, "cancelled: no engine");
    }
}

#[test]
fn two_hidden_traitors_flip_three_swords_and_a_captive_flips_none() {
    // (traitors, one of them captured, white swords left after the flip)
    for (traitors, captured, white_after) in [(2, false, 6), (2, true, 7), (1, true, 9)] {
        let mut g = table(8);
        let turn = g.turn;
        let chosen: Vec<usize> = (0..8)
            .filter(|i| *i != turn.index())
            .take(traitors)
            .collect();
        for i in &chosen {
            g.knights[*i].loyalty = Loyalty::Traitor;
        }
        g.knights[chosen[0]].captured = captured;
        g.white_swords = 8;
        g.black_swords = 3;
        let seat = g.turn;
        g.step = Step::Heroic(Heroic::default());
        let k = &mut g.knights[seat.index()];
        k.hand = vec![Fight(3)];
        k.place = Some(Place::Quest(Quest::BlackKnight));
        g.quests.black_knight.white = vec![2, 2, 3];
        play(&mut g, seat, Action::Play(Fight(3)));
        assert!(matches!(g.step, Step::Over(Ending::Swords { .. })));
        assert_eq!(g.white_swords, white_after);
    }
}

/// Bots of every level finish games with the expansion, two traitors included, each
/// deciding from its own view only.
#[test]
fn bots_play_the_expansion_to_the_end() {
    use rt_core::{GameRng, Match};
    for (seed, seats, level) in [
        (1, 3, 0),
        (2, 8, 0),
        (3, 5, 1),
        (4, 7, 1),
        (5, 8, 1),
        (6, 4, 2),
    ] {
        let options = CamelotOptions {
            merlins_company: true,
            ..CamelotOptions::default()
        };
        let mut game = Match::<Camelot>::new(options, seats, seed).expect("setup");
        let mut bots: Vec<_> = (0..seats).map(|_| test_bot(level)).collect();
        let mut rng = GameRng::from_seed(seed);
        let mut moves = 0;
        while !game.is_over() {
            moves += 1;
            assert!(moves < 5_000, "level {level} at {seats} seats does not end");
            let seat = game.to_act().seats().first().expect("someone acts");
            let view = game.view(Some(seat));
            let legal = game.legal_actions(seat);
            let action = bots[seat.index()]
                .choose(seat, &view, &legal, &mut rng)
                .expect("a choice");
            game.play(seat, action).expect("a legal choice");
        }
    }
}

/// The current knight draws `card` for Evil, and nobody cancels it.
fn draw_black(g: &mut Camelot, card: Black) -> Seat {
    g.black_draw.push(card);
    let seat = g.turn;
    play(g, seat, Action::Evil(EvilChoice::DrawBlack));
    while let Some(Pending::Cancel { asked, .. }) = g.pending.first().cloned() {
        for s in asked {
            play(g, s, Action::Cancel(Cancel::Pass));
        }
    }
    seat
}

#[test]
fn witch_1_shuffles_both_decks_with_their_discards() {
    let mut g = table(4);
    g.white_discard = vec![Fight(1), Fight(2)];
    g.black_discard = vec![Black::Despair];
    let (white, black) = (g.white_draw.len(), g.black_draw.len());
    draw_black(&mut g, Black::Witch(1));
    assert!(g.white_discard.is_empty());
    assert_eq!(g.white_draw.len(), white + 2);
    assert_eq!(g.black_draw.len(), black + 1, "the Despair back in");
    assert_eq!(g.black_discard, vec![Black::Witch(1)]);
}

#[test]
fn witch_2_forbids_giving_life_until_a_quest_is_won() {
    let mut g = table(4);
    g.black_in_play.push(Black::Witch(2));
    let seat = g.turn;
    assert!(!g
        .legal_actions(seat)
        .contains(&Action::Evil(EvilChoice::LoseLife)));
    play(&mut g, seat, Action::Evil(EvilChoice::AddEngine));
    g.knights[seat.index()].hand = vec![Fight(3)];
    g.knights[seat.index()].place = Some(Place::Quest(Quest::BlackKnight));
    g.quests.black_knight.white = vec![2, 2, 3];
    g.white_draw.push(Fight(5));
    play(&mut g, seat, Action::Play(Fight(3)));
    assert!(
        !g.black_in_play.contains(&Black::Witch(2)),
        "gone at the win"
    );
}

#[test]
fn witch_2_also_forbids_the_sacrifice_for_a_second_action() {
    let mut g = table(4);
    g.black_in_play.push(Black::Witch(2));
    let seat = g.turn;
    play(&mut g, seat, Action::Evil(EvilChoice::AddEngine));
    play(&mut g, seat, Action::DrawWhite);
    assert!(!g.legal_actions(seat).contains(&Action::Sacrifice));
}

#[test]
fn witch_3_brings_a_pict_and_a_saxon() {
    let mut g = table(4);
    draw_black(&mut g, Black::Witch(3));
    assert_eq!((g.quests.picts.figures, g.quests.saxons.figures), (1, 1));
}

#[test]
fn witch_4_takes_a_grail_card_or_a_life_point_from_every_knight() {
    let mut g = table(3);
    let first = g.turn;
    for (i, k) in g.knights.iter_mut().enumerate() {
        k.hand = if i == first.index() {
            vec![White::Grail]
        } else {
            vec![Fight(1)]
        };
    }
    draw_black(&mut g, Black::Witch(4));
    // Everyone is asked, so nobody learns who holds a Grail; without one, only the life
    // point is offered.
    for (i, k) in g.clone().knights.iter().enumerate() {
        let seat = Seat(i as u8);
        if i != first.index() {
            assert_eq!(g.legal_actions(seat), vec![Action::GiveGrail(false)]);
            play(&mut g, seat, Action::GiveGrail(false));
            assert_eq!(g.knights[i].life, k.life - 1, "no Grail: a life point");
        }
    }
    play(&mut g, first, Action::GiveGrail(true));
    assert_eq!(g.knights[first.index()].life, 4);
    assert!(g.knights[first.index()].hand.is_empty());
}

#[test]
fn witch_5_makes_a_false_accusation_flip_two_swords() {
    let mut g = table(4);
    g.black_in_play.push(Black::Witch(5));
    g.white_swords = 3;
    g.engines = 6;
    let seat = g.turn;
    play(&mut g, seat, Action::Evil(EvilChoice::AddEngine));
    let target = Seat(((seat.index() + 1) % 4) as u8);
    play(&mut g, seat, Action::Accuse(target));
    assert_eq!((g.white_swords, g.black_swords), (1, 2));
}

#[test]
fn witch_6_sends_played_merlins_out_of_the_game() {
    let mut g = table(4);
    g.black_in_play.push(Black::Witch(6));
    g.engines = 2;
    let seat = g.turn;
    play(&mut g, seat, Action::Evil(EvilChoice::AddEngine));
    g.knights[seat.index()].hand = vec![White::Merlin];
    play(
        &mut g,
        seat,
        Action::Special(camelot::Special::MerlinEngine),
    );
    assert_eq!(g.removed_white, vec![White::Merlin]);
    assert!(!g.white_discard.contains(&White::Merlin));
}

#[test]
fn witch_7_wounds_every_knight_away_from_the_next_lost_quest() {
    let mut g = table(4);
    g.black_in_play.push(Black::Witch(7));
    let there = Seat(((g.turn.index() + 1) % 4) as u8);
    g.knights[there.index()].place = Some(Place::Quest(Quest::PictWar));
    g.quests.picts.figures = 3;
    draw_black(&mut g, Black::Picts);
    for (i, k) in g.knights.iter().enumerate() {
        // The Pict War costs those there 1 LP; the witch costs the others 1.
        assert_eq!(k.life, 3, "knight {i}");
    }
    assert!(g.black_discard.contains(&Black::Witch(7)));
}

#[test]
fn dispel_ends_a_lasting_black_card() {
    let mut g = table(4);
    g.black_in_play.push(Black::Witch(5));
    let seat = hero(
        &mut g,
        Knight::Bors,
        &[White::Dispel],
        Place::Camelot,
        Travel::NothingHappens,
    );
    play(
        &mut g,
        seat,
        Action::Special(camelot::Special::Dispel(Black::Witch(5))),
    );
    assert!(g.black_in_play.is_empty());
    assert!(g.black_discard.contains(&Black::Witch(5)));
}

#[test]
fn divine_favor_gives_the_next_tie_to_the_knights() {
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Bors,
        &[White::DivineFavor, Fight(2)],
        Place::Quest(Quest::BlackKnight),
        Travel::NothingHappens,
    );
    play(&mut g, seat, Action::Special(camelot::Special::DivineFavor));
    assert!(g.divine_favor);
    // 3+3+2+2 against two Black Knights of 5: a tie, won thanks to the favour.
    g.quests.black_knight.white = vec![3, 3, 2];
    let five = camelot::quest::Placed {
        card: Black::BlackKnight(5),
        value: 5,
        face_down: false,
        by: Seat(1),
    };
    g.quests.black_knight.black = vec![five, five];
    g.white_draw.extend([Fight(1), Fight(1)]);
    g.step = Step::Heroic(Heroic {
        sacrificed: true,
        taken: [camelot::state::ActionType::Special].into_iter().collect(),
        ..Heroic::default()
    });
    play(&mut g, seat, Action::Play(Fight(2)));
    assert_eq!(g.white_swords, 1, "the tie is a win");
    assert!(!g.divine_favor, "used up");
}

#[test]
fn merlin_to_the_rescue_moves_merlin_anywhere() {
    let mut g = table(4);
    g.quests.excalibur = None;
    let to = Place::Quest(Quest::Excalibur);
    let seat = hero(
        &mut g,
        Knight::Bors,
        &[White::MerlinToTheRescue],
        Place::Camelot,
        Travel::NothingHappens,
    );
    play(
        &mut g,
        seat,
        Action::Special(camelot::Special::MerlinToTheRescue(to)),
    );
    assert_eq!(g.merlin, Some(to), "even to a quest that has ended");
}

#[test]
fn new_hope_trades_the_whole_hand_for_as_many_new_cards() {
    let mut g = table(4);
    let hand = [White::NewHope, Fight(1), Fight(1), White::Grail];
    let seat = hero(
        &mut g,
        Knight::Bors,
        &hand,
        Place::Camelot,
        Travel::NothingHappens,
    );
    g.white_draw
        .extend([Fight(5), Fight(5), Fight(5), Fight(5)]);
    play(&mut g, seat, Action::Special(camelot::Special::NewHope));
    assert_eq!(g.knights[seat.index()].hand, vec![Fight(5); 4]);
    assert!(g.white_discard.contains(&White::NewHope));
    assert!(g.white_discard.contains(&White::Grail));
}

#[test]
fn tournament_gives_two_life_points() {
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Bors,
        &[White::Tournament],
        Place::Camelot,
        Travel::NothingHappens,
    );
    play(&mut g, seat, Action::Special(camelot::Special::Tournament));
    assert_eq!(g.knights[seat.index()].life, 6);
}

#[test]
fn truce_ends_a_war_with_no_winner_and_sends_its_knights_home() {
    let mut g = table(4);
    g.quests.picts.run = [1, 2].into_iter().collect();
    g.quests.picts.figures = 2;
    let other = Seat(((g.turn.index() + 1) % 4) as u8);
    g.knights[other.index()].place = Some(Place::Quest(Quest::PictWar));
    let seat = hero(
        &mut g,
        Knight::Bors,
        &[White::Truce],
        Place::Camelot,
        Travel::NothingHappens,
    );
    play(
        &mut g,
        seat,
        Action::Special(camelot::Special::Truce(Quest::PictWar)),
    );
    assert_eq!(g.quests.picts, camelot::quest::War::default());
    assert_eq!(g.knights[other.index()].place, Some(Place::Camelot));
    assert_eq!(g.knights[other.index()].life, 4);
    assert_eq!((g.white_swords, g.black_swords), (0, 0));
    assert!(g.white_discard.contains(&Fight(1)));
}

#[test]
fn dragon_slayer_draws_three_or_adds_two_fight_cards_on_the_dragon() {
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Bors,
        &[White::DragonSlayer],
        Place::Camelot,
        Travel::NothingHappens,
    );
    play(
        &mut g,
        seat,
        Action::Special(camelot::Special::DragonSlayerDraw),
    );
    assert_eq!(g.knights[seat.index()].hand.len(), 3);

    let mut g = table(4);
    g.quests.lancelot = LancelotBoard::Dragon(Default::default());
    let hand = [White::DragonSlayer, Fight(1), Fight(2), Fight(3)];
    let dragon = Place::Quest(Quest::Lancelot);
    let seat = hero(&mut g, Knight::Bors, &hand, dragon, Travel::NothingHappens);
    play(
        &mut g,
        seat,
        Action::Special(camelot::Special::DragonSlayerFight),
    );
    play(&mut g, seat, Action::Play(Fight(1)));
    play(&mut g, seat, Action::Play(Fight(2)));
    assert!(g.pending.is_empty(), "two cards at most");
    let LancelotBoard::Dragon(c) = &g.quests.lancelot else {
        panic!("still the Dragon");
    };
    assert_eq!(c.white, vec![1, 2]);
}

#[test]
fn a_call_for_help_brings_knights_free_of_any_travel_card() {
    let mut g = table(4);
    let to = Place::Quest(Quest::PictWar);
    let seat = hero(
        &mut g,
        Knight::Bors,
        &[White::CallForHelp],
        to,
        Travel::Captured,
    );
    play(&mut g, seat, Action::Special(camelot::Special::CallForHelp));
    let mut came = 0;
    while let Some(Pending::CallForHelp { asked, .. }) = g.pending.first().cloned() {
        play(&mut g, asked[0], Action::Follow(true));
        came += 1;
    }
    assert_eq!(came, 3);
    assert_eq!(g.present(to).len(), 4);
    assert_eq!(
        g.travel_draw.last(),
        Some(&Travel::Captured),
        "no card drawn"
    );
}

#[test]
fn bedivere_changes_one_card_a_turn_for_free() {
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Bedivere,
        &[Fight(1)],
        Place::Camelot,
        Travel::NothingHappens,
    );
    g.white_draw.push(Fight(5));
    play(&mut g, seat, Action::Bedivere(Fight(1)));
    assert_eq!(g.knights[seat.index()].hand, vec![Fight(5)]);
    assert!(!g
        .legal_actions(seat)
        .iter()
        .any(|a| matches!(a, Action::Bedivere(_))));
    assert!(
        g.legal_actions(seat).contains(&Action::DrawWhite),
        "no action spent"
    );
}

#[test]
fn caradoc_gives_one_of_his_life_points_to_another_knight() {
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Caradoc,
        &[],
        Place::Camelot,
        Travel::NothingHappens,
    );
    let other = Seat(((seat.index() + 1) % 4) as u8);
    g.knights[other.index()].life = 2;
    play(&mut g, seat, Action::Caradoc(other));
    assert_eq!(g.knights[seat.index()].life, 3);
    assert_eq!(g.knights[other.index()].life, 3);
    // Witch #2 switches his power off.
    let mut g = table(4);
    g.black_in_play.push(Black::Witch(2));
    let seat = hero(
        &mut g,
        Knight::Caradoc,
        &[],
        Place::Camelot,
        Travel::NothingHappens,
    );
    assert!(!g
        .legal_actions(seat)
        .iter()
        .any(|a| matches!(a, Action::Caradoc(_))));
}

#[test]
fn bors_sees_the_top_travel_card_before_he_moves() {
    let mut g = table(4);
    let seat = hero(&mut g, Knight::Bors, &[], Place::Camelot, Travel::Captured);
    assert_eq!(g.view(Some(seat)).travel_peek, Some(Travel::Captured));
    let other = Seat(((seat.index() + 1) % 4) as u8);
    assert_eq!(g.view(Some(other)).travel_peek, None, "his alone");
}

#[test]
fn gaheris_plays_grail_cards_in_the_dark_forest() {
    let mut g = table(4);
    g.black_in_play.push(Black::DarkForest);
    let seat = hero(
        &mut g,
        Knight::Gaheris,
        &[White::Grail],
        grail(),
        Travel::NothingHappens,
    );
    assert!(g.legal_actions(seat).contains(&Action::Play(White::Grail)));
    let mut g = table(4);
    g.black_in_play.push(Black::DarkForest);
    let seat = hero(
        &mut g,
        Knight::Bors,
        &[White::Grail],
        grail(),
        Travel::NothingHappens,
    );
    assert!(!g.legal_actions(seat).contains(&Action::Play(White::Grail)));
}

#[test]
fn gareth_adds_one_in_siege_fights() {
    // 8 + 1 beats any roll of the d8.
    let mut g = table(4);
    g.engines = 3;
    let seat = hero(
        &mut g,
        Knight::Gareth,
        &[Fight(3), Fight(5)],
        Place::Camelot,
        Travel::NothingHappens,
    );
    play(&mut g, seat, Action::Siege);
    play(&mut g, seat, Action::SiegeCard(3));
    play(&mut g, seat, Action::SiegeCard(5));
    play(&mut g, seat, Action::SiegeRoll);
    assert_eq!(g.engines, 2);
}

#[test]
fn geraint_shrugs_off_one_challenge_a_game() {
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Geraint,
        &[],
        Place::Camelot,
        Travel::Ambushed,
    );
    play(&mut g, seat, Action::Move(grail()));
    play(&mut g, seat, Action::Geraint);
    assert_eq!(g.knights[seat.index()].place, Some(grail()));
    assert_eq!(g.knights[seat.index()].life, 4);
    assert!(g.knights[seat.index()].power_spent);
    // Once a game only.
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Geraint,
        &[],
        Place::Camelot,
        Travel::Ambushed,
    );
    g.knights[seat.index()].power_spent = true;
    play(&mut g, seat, Action::Move(grail()));
    assert!(!g.legal_actions(seat).contains(&Action::Geraint));
}

#[test]
fn lamorak_draws_one_more_card_at_a_war_won_with_him() {
    let won_with = |knight: Knight| {
        let mut g = table(4);
        g.quests.picts.run = [1, 2, 3, 4].into_iter().collect();
        let war = Place::Quest(Quest::PictWar);
        let seat = hero(&mut g, knight, &[Fight(5)], war, Travel::NothingHappens);
        g.white_draw.extend([Fight(1); 8]);
        play(&mut g, seat, Action::Play(Fight(5)));
        g.knights[seat.index()].hand.len()
    };
    assert_eq!(won_with(Knight::Lamorak), won_with(Knight::Bors) + 1);
}

#[test]
fn owain_may_throw_back_one_card_drawn_at_the_round_table() {
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Owain,
        &[],
        Place::Camelot,
        Travel::NothingHappens,
    );
    g.white_draw.extend([Fight(5), Fight(4), Fight(1)]);
    play(&mut g, seat, Action::DrawWhite);
    assert_eq!(g.knights[seat.index()].hand, vec![Fight(1), Fight(4)]);
    play(&mut g, seat, Action::Owain(Fight(1)));
    assert_eq!(g.knights[seat.index()].hand, vec![Fight(4), Fight(5)]);
}

#[test]
fn a_fight_wild_card_takes_the_value_its_player_chooses() {
    // On a War, the value the run needs next.
    let mut g = table(4);
    g.quests.picts.run = [1, 2].into_iter().collect();
    let war = Place::Quest(Quest::PictWar);
    let seat = hero(
        &mut g,
        Knight::Bors,
        &[White::FightWild],
        war,
        Travel::NothingHappens,
    );
    let legal = g.legal_actions(seat);
    assert!(legal.contains(&Action::PlayWild(3)));
    assert!(!legal.contains(&Action::PlayWild(4)));
    play(&mut g, seat, Action::PlayWild(3));
    assert_eq!(g.quests.picts.run.as_slice(), [1, 2, 3]);
    assert_eq!(g.quests.picts.wild.as_slice(), [3]);

    // On the Black Knight, any value that fits its pattern; back to the discard as Fight?.
    let mut g = table(4);
    g.quests.black_knight.white = vec![4, 4, 2];
    let bk = Place::Quest(Quest::BlackKnight);
    let seat = hero(
        &mut g,
        Knight::Bors,
        &[White::FightWild],
        bk,
        Travel::NothingHappens,
    );
    assert!(g.legal_actions(seat).contains(&Action::PlayWild(2)));
    g.white_draw.extend([Fight(1); 6]);
    play(&mut g, seat, Action::PlayWild(2));
    assert!(g.quests.black_knight.white.is_empty(), "the combat ended");
    assert!(g.white_discard.contains(&White::FightWild));
    assert_eq!(
        g.white_discard.iter().filter(|c| **c == Fight(2)).count(),
        1,
        "one real 2, one Fight? played as 2"
    );
}

#[test]
fn a_fight_wild_card_counts_five_in_a_siege_fight() {
    let mut g = table(4);
    g.engines = 2;
    let seat = hero(
        &mut g,
        Knight::Bors,
        &[White::FightWild, Fight(4)],
        Place::Camelot,
        Travel::NothingHappens,
    );
    play(&mut g, seat, Action::Siege);
    play(&mut g, seat, Action::SiegeWild);
    play(&mut g, seat, Action::SiegeCard(4));
    play(&mut g, seat, Action::SiegeRoll);
    assert_eq!(g.engines, 1, "9 beats any roll");
    assert!(g.white_discard.contains(&White::FightWild));
    assert!(g.white_discard.contains(&Fight(4)));
}

#[test]
fn three_fight_wild_cards_heal_and_two_make_a_pair() {
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Bors,
        &[White::FightWild; 3],
        Place::Camelot,
        Travel::NothingHappens,
    );
    g.knights[seat.index()].life = 2;
    play(&mut g, seat, Action::Heal(White::FightWild));
    assert_eq!(g.knights[seat.index()].life, 3);

    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Bors,
        &[White::FightWild; 2],
        Place::Camelot,
        Travel::Ambushed,
    );
    play(&mut g, seat, Action::Move(grail()));
    play(
        &mut g,
        seat,
        Action::Arrive([White::FightWild, White::FightWild]),
    );
    assert_eq!(g.knights[seat.index()].place, Some(grail()));
}

#[test]
fn a_captive_on_a_quest_that_ends_goes_home_with_the_others() {
    let mut g = table(4);
    let captive = Seat(((g.turn.index() + 1) % 4) as u8);
    g.knights[captive.index()].captured = true;
    g.knights[captive.index()].place = Some(Place::Quest(Quest::Excalibur));
    g.quests.excalibur = Some(1);
    draw_black(&mut g, Black::Excalibur);
    assert_eq!(g.quests.excalibur, None, "the sword is lost");
    assert_eq!(g.knights[captive.index()].place, Some(Place::Camelot));
    assert_eq!(g.knights[captive.index()].life, 4, "nothing won or lost");
}

#[test]
fn freeing_is_the_turns_special_card() {
    let mut g = table(4);
    let captive = Seat(((g.turn.index() + 1) % 4) as u8);
    g.knights[captive.index()].captured = true;
    let seat = hero(
        &mut g,
        Knight::Galahad,
        &[White::Merlin, White::Tournament],
        Place::Camelot,
        Travel::NothingHappens,
    );
    g.knights[seat.index()].life = 3;
    play(
        &mut g,
        seat,
        Action::Free {
            captive,
            card: White::Merlin,
        },
    );
    assert!(
        !g.legal_actions(seat)
            .contains(&Action::Special(camelot::Special::Tournament)),
        "no second Special this turn, even for Galahad"
    );
}

#[test]
fn kay_may_add_a_fight_wild_card_counted_five() {
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Galahad,
        &[Fight(1)],
        Place::Quest(Quest::Lancelot),
        Travel::NothingHappens,
    );
    let dragon = |card, value| camelot::quest::Placed {
        card,
        value,
        face_down: false,
        by: Seat(1),
    };
    g.quests.lancelot = LancelotBoard::Dragon(camelot::quest::Combat {
        white: vec![1, 1, 2, 2, 2, 3, 3, 3],
        black: vec![
            dragon(Black::LancelotDragon(7, 11), 11),
            dragon(Black::LancelotDragon(5, 9), 9),
        ],
        wild: Vec::new(),
    });
    let kay = Seat(1);
    g.knights[1].knight = Knight::Kay;
    g.knights[1].hand = vec![White::FightWild];
    g.knights[1].place = Some(Place::Quest(Quest::Lancelot));
    play(&mut g, seat, Action::Play(Fight(1)));
    // 18 against 20: the Fight?, counted 5, turns it.
    play(&mut g, kay, Action::KayWild);
    assert_eq!(g.white_swords, 2, "the Dragon is slain");
    assert!(g.knights[1].hand.is_empty());
    assert!(
        g.white_discard.contains(&White::FightWild),
        "back to the discard as a Fight?"
    );
}

/// A traitor on his last life point pays his way through an ambush, as a loyal knight
/// would: staying back would kill him, and a dead traitor feeds Evil no more and flips no
/// swords. With a life point to spare he stays back, and from Lost! (no life point to pay)
/// always.
#[test]
fn an_ambushed_traitor_on_his_last_life_point_pays_his_way() {
    for (life, card, stays) in [
        (1, Travel::Ambushed, false),
        (2, Travel::Ambushed, true),
        (1, Travel::Lost, true),
    ] {
        let mut g = table(4);
        let seat = hero(
            &mut g,
            Knight::Gawain,
            &[Fight(1), Fight(1), Fight(4)],
            Place::Camelot,
            card,
        );
        let k = &mut g.knights[seat.index()];
        k.loyalty = Loyalty::Traitor;
        k.life = life;
        play(&mut g, seat, Action::Move(grail()));
        assert!(matches!(g.pending.first(), Some(Pending::Challenge { .. })));
        let legal = g.legal_actions(seat);
        let answer = camelot::bots::Heuristic::default()
            .choose(
                seat,
                &g.view(Some(seat)),
                &legal,
                &mut rt_core::GameRng::from_seed(1),
            )
            .expect("an answer");
        let expected = if stays {
            Action::StayBack
        } else {
            Action::Arrive([Fight(1), Fight(1)])
        };
        assert_eq!(answer, expected, "{card:?} at {life} life");
    }
}
