//! A scenario for each rule: a table set up by hand, an action, what must follow. Section
//! numbers point to shared/rules/camelot.md.

use camelot::quest::{GrailSpot, GrailTrack, LancelotBoard, Placed, TrackChange};
use camelot::state::{Heroic, Pending, Relic};
use camelot::{
    Action, Black, Camelot, CamelotOptions, Cancel, Ending, EvilChoice, Knight, Loyalty, Morgan,
    Place, Quest, Special, Step, White,
};
use rt_core::{Game, Seat};

mod quick_bots;
use quick_bots::test_bot;

use White::{Fight, Grail};

/// A table past the opening, with the first knight about to feed Evil.
fn table(seats: usize) -> Camelot {
    let options = CamelotOptions {
        random_opening: true,
        ..CamelotOptions::default()
    };
    let mut g = Camelot::setup(&options, seats, 7).expect("setup");
    for s in Seat::all(seats) {
        let a = g.legal_actions(s)[0].clone();
        g.apply(s, &a).expect("lay");
    }
    assert!(matches!(g.step, Step::Evil { chosen: false }));
    for k in &mut g.knights {
        k.loyalty = Loyalty::Loyal;
    }
    g
}

/// The current knight in his Heroic phase, holding `hand`, at `place`.
fn hero(g: &mut Camelot, knight: Knight, hand: &[White], place: Place) -> Seat {
    let seat = g.turn;
    g.step = Step::Heroic(Heroic::default());
    let k = &mut g.knights[seat.index()];
    k.knight = knight;
    k.hand = hand.to_vec();
    k.place = Some(place);
    seat
}

fn play(g: &mut Camelot, seat: Seat, action: Action) {
    let legal = g.legal_actions(seat);
    assert!(legal.contains(&action), "{action:?} not in {legal:?}");
    g.apply(seat, &action).expect("applies");
}

/// Everyone asked lets the Black card just drawn stand.
fn pass(g: &mut Camelot) {
    while let Some(Pending::Cancel { asked, .. }) = g.pending.first().cloned() {
        for s in asked {
            play(g, s, Action::Cancel(Cancel::Pass));
        }
    }
}

fn placed(card: Black, value: u8) -> Placed {
    Placed {
        card,
        value,
        face_down: false,
        by: Seat(1),
    }
}

#[test]
fn black_knight_takes_two_pairs_of_different_values() {
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Galahad,
        &[Fight(2), Fight(3), Fight(4)],
        Place::Quest(Quest::BlackKnight),
    );
    g.quests.black_knight.white = vec![2, 2];
    let legal = g.legal_actions(seat);
    assert!(legal.contains(&Action::Play(Fight(3))));
    assert!(legal.contains(&Action::Play(Fight(4))));
    assert!(!legal.contains(&Action::Play(Fight(2))), "no third 2");
    g.quests.black_knight.white = vec![2, 2, 3];
    let legal = g.legal_actions(seat);
    assert_eq!(
        legal
            .iter()
            .filter(|a| matches!(a, Action::Play(_)))
            .collect::<Vec<_>>(),
        vec![&Action::Play(Fight(3))]
    );
}

#[test]
fn a_won_black_knight_gives_life_cards_and_a_white_sword_then_resets() {
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Galahad,
        &[Fight(3)],
        Place::Quest(Quest::BlackKnight),
    );
    g.quests.black_knight.white = vec![2, 2, 3];
    g.quests.black_knight.black = vec![
        placed(Black::BlackKnight(1), 1),
        placed(Black::BlackKnight(5), 5),
    ];
    play(&mut g, seat, Action::Play(Fight(3)));
    let k = &g.knights[seat.index()];
    assert_eq!(k.life, 5);
    assert_eq!(k.hand.len(), 3, "three White cards");
    assert_eq!(k.place, Some(Place::Camelot));
    assert_eq!((g.white_swords, g.black_swords), (1, 0));
    assert_eq!(
        g.quests.black_knight.white.len() + g.quests.black_knight.black.len(),
        0
    );
}

#[test]
fn a_tie_is_a_loss_unless_excalibur_is_there() {
    for excalibur in [false, true] {
        let mut g = table(4);
        let seat = hero(
            &mut g,
            Knight::Galahad,
            &[Fight(1)],
            Place::Quest(Quest::BlackKnight),
        );
        if excalibur {
            g.relics.excalibur = Relic::Held(seat);
        }
        g.quests.black_knight.white = vec![1, 2, 2];
        g.quests.black_knight.black = vec![
            placed(Black::BlackKnight(3), 3),
            placed(Black::BlackKnight(3), 3),
        ];
        play(&mut g, seat, Action::Play(Fight(1)));
        let won = (g.white_swords, g.black_swords) == (1, 0);
        assert_eq!(won, excalibur, "6 against 6, Excalibur {excalibur}");
        assert_eq!(g.knights[seat.index()].life, if excalibur { 5 } else { 3 });
    }
}

#[test]
fn lancelot_won_gives_the_armor_and_the_board_turns_to_the_dragon() {
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Galahad,
        &[Fight(4), Fight(5)],
        Place::Quest(Quest::Lancelot),
    );
    g.quests.lancelot = LancelotBoard::Lancelot(camelot::quest::Combat {
        white: vec![4, 4, 4, 5],
        black: vec![placed(Black::LancelotDragon(1, 5), 1)],
        wild: Vec::new(),
    });
    assert!(
        !g.legal_actions(seat).contains(&Action::Play(Fight(4))),
        "no four of a kind"
    );
    play(&mut g, seat, Action::Play(Fight(5)));
    assert_eq!(g.relics.armor, Relic::Held(seat));
    assert!(matches!(g.quests.lancelot, LancelotBoard::Dragon(_)));
    assert!(
        !g.quests.solo(Quest::Lancelot),
        "the Dragon is a group quest"
    );
}

#[test]
fn excalibur_moves_one_step_per_card_and_its_finisher_takes_the_sword() {
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Galahad,
        &[Grail, Fight(1)],
        Place::Quest(Quest::Excalibur),
    );
    g.knights[2].place = Some(Place::Quest(Quest::Excalibur));
    g.quests.excalibur = Some(9);
    let before = g.knights[2].hand.len();
    play(&mut g, seat, Action::Play(Grail));
    assert_eq!(g.relics.excalibur, Relic::Held(seat));
    assert_eq!(g.quests.excalibur, None);
    assert_eq!(g.white_swords, 2);
    // Seven cards to share between the two knights there: the finisher proposes.
    let Some(Pending::Share(share)) = g.pending.first().cloned() else {
        panic!("a share")
    };
    assert_eq!(
        (share.cards.len(), share.among.clone()),
        (7, vec![seat, Seat(2)])
    );
    for _ in 0..7 {
        play(&mut g, seat, Action::Give(Seat(2)));
    }
    play(&mut g, Seat(2), Action::Accept(true));
    assert_eq!(g.knights[2].hand.len(), before + 7);
}

#[test]
fn a_refused_share_is_dealt_at_random_starting_with_the_finisher() {
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Galahad,
        &[Grail],
        Place::Quest(Quest::Excalibur),
    );
    g.knights[2].place = Some(Place::Quest(Quest::Excalibur));
    g.quests.excalibur = Some(9);
    let before = g.knights[2].hand.len();
    play(&mut g, seat, Action::Play(Grail));
    for _ in 0..7 {
        play(&mut g, seat, Action::Give(seat));
    }
    play(&mut g, Seat(2), Action::Accept(false));
    assert_eq!(
        g.knights[seat.index()].hand.len(),
        4,
        "4 of 7, the finisher first"
    );
    assert_eq!(g.knights[2].hand.len(), before + 3);
}

#[test]
fn the_grail_track_fills_from_both_ends_and_swaps_when_full() {
    let mut t = GrailTrack::default();
    assert_eq!(t.add_grail(), TrackChange::Placed);
    assert_eq!(t.add_black(GrailSpot::Despair), TrackChange::Placed);
    assert_eq!(
        t.spots[0],
        Some(GrailSpot::Grail),
        "Grails nearest the relic"
    );
    assert_eq!(t.spots[6], Some(GrailSpot::Despair), "Despair farthest");
    for _ in 0..5 {
        t.add_black(GrailSpot::Despair);
    }
    // Full: a Grail goes with the Black card nearest the relic.
    assert_eq!(
        t.add_grail(),
        TrackChange::BothDiscarded(GrailSpot::Despair)
    );
    assert_eq!(t.spots[1], None);
    t.add_grail();
    // Full again: a Despair goes with the Grail farthest from the relic.
    assert_eq!(
        t.add_black(GrailSpot::Despair),
        TrackChange::BothDiscarded(GrailSpot::Grail)
    );
    assert_eq!(t.spots[1], None);
    assert_eq!(t.result(), None);
}

#[test]
fn seven_despairs_lose_the_grail_and_later_despairs_add_engines() {
    let mut g = table(4);
    g.quests.grail = Some(GrailTrack {
        spots: [
            None,
            Some(GrailSpot::Despair),
            Some(GrailSpot::Despair),
            Some(GrailSpot::Despair),
            Some(GrailSpot::Despair),
            Some(GrailSpot::Despair),
            Some(GrailSpot::Despair),
        ],
    });
    g.black_draw.push(Black::Despair);
    let seat = g.turn;
    play(&mut g, seat, Action::Evil(EvilChoice::DrawBlack));
    assert_eq!(g.quests.grail, None);
    assert_eq!(g.black_swords, 3);
    assert_eq!(g.relics.grail, Relic::Gone);
    // Next turn a Despair has no quest: a Siege Engine.
    let next = g.turn;
    g.step = Step::Evil { chosen: false };
    g.black_draw.push(Black::Despair);
    let engines = g.engines;
    play(&mut g, next, Action::Evil(EvilChoice::DrawBlack));
    assert_eq!(g.engines, engines + 1);
}

#[test]
fn wars_take_fight_cards_in_ascending_order_and_mordred_asks_a_second_five() {
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Galahad,
        &[Fight(1), Fight(2), Fight(5)],
        Place::Quest(Quest::PictWar),
    );
    let plays = |g: &Camelot| {
        g.legal_actions(seat)
            .into_iter()
            .filter(|a| matches!(a, Action::Play(_)))
            .collect::<Vec<_>>()
    };
    assert_eq!(plays(&g), vec![Action::Play(Fight(1))]);
    g.quests.picts.run = [1, 2, 3, 4, 5].into_iter().collect();
    g.quests.picts.mordred = true;
    assert_eq!(plays(&g), vec![Action::Play(Fight(5))]);
    play(&mut g, seat, Action::Play(Fight(5)));
    assert_eq!(g.white_swords, 1, "won with Mordred's extra 5");
}

#[test]
fn the_fourth_figure_loses_a_war_two_engines_and_a_black_sword() {
    let mut g = table(4);
    g.quests.saxons.figures = 3;
    g.knights[1].place = Some(Place::Quest(Quest::SaxonWar));
    g.black_draw.push(Black::Saxons);
    let seat = g.turn;
    play(&mut g, seat, Action::Evil(EvilChoice::DrawBlack));
    assert_eq!((g.engines, g.black_swords), (2, 1));
    assert_eq!(g.knights[1].life, 3);
    assert_eq!(g.knights[1].place, Some(Place::Camelot));
    assert_eq!(g.quests.saxons.figures, 0, "the War starts again");
}

#[test]
fn a_face_down_black_card_pays_a_white_card_and_hides_its_value() {
    let mut g = table(4);
    g.black_draw.push(Black::BlackKnight(7));
    let seat = g.turn;
    let hand = g.knights[seat.index()].hand.len();
    play(&mut g, seat, Action::Evil(EvilChoice::DrawBlack));
    play(&mut g, seat, Action::Face { down: true });
    assert_eq!(g.knights[seat.index()].hand.len(), hand + 1);
    let other = Seat((seat.0 + 1) % 4);
    assert_eq!(g.view(Some(other)).black_knight.black.to_vec(), vec![None]);
    assert_eq!(
        g.view(Some(seat)).black_knight.black.to_vec(),
        vec![Some(7)]
    );
}

#[test]
fn a_siege_fight_beats_the_d8_only_with_a_greater_total() {
    // 9 beats any roll; 1 never does.
    for (cards, won) in [(vec![4, 5], true), (vec![1], false)] {
        let mut g = table(4);
        g.engines = 3;
        let hand: Vec<White> = cards.iter().map(|v| Fight(*v)).collect();
        let seat = hero(&mut g, Knight::Galahad, &hand, Place::Camelot);
        play(&mut g, seat, Action::Siege);
        for v in &cards {
            play(&mut g, seat, Action::SiegeCard(*v));
        }
        play(&mut g, seat, Action::SiegeRoll);
        assert_eq!(g.engines, if won { 2 } else { 3 });
        assert_eq!(g.knights[seat.index()].life, if won { 4 } else { 3 });
        assert!(
            g.knights[seat.index()].hand.is_empty(),
            "the cards are discarded"
        );
    }
}

#[test]
fn twelve_swords_end_the_game_and_a_hidden_traitor_flips_two() {
    for (white, black, knights_won) in [(9, 2, true), (7, 4, false)] {
        let mut g = table(4);
        g.knights[3].loyalty = Loyalty::Traitor;
        g.white_swords = white;
        g.black_swords = black;
        let seat = hero(
            &mut g,
            Knight::Galahad,
            &[Fight(3)],
            Place::Quest(Quest::BlackKnight),
        );
        g.quests.black_knight.white = vec![2, 2, 3];
        play(&mut g, seat, Action::Play(Fight(3)));
        assert_eq!(g.step, Step::Over(Ending::Swords { knights_won }));
        assert_eq!(g.white_swords, white + 1 - 2);
        let outcomes = g.outcomes().expect("over");
        assert_eq!(outcomes[3].score, if knights_won { 0.0 } else { 1.0 });
    }
}

#[test]
fn twelve_engines_or_seven_black_swords_end_the_game_at_once() {
    let mut g = table(4);
    g.engines = 11;
    let seat = g.turn;
    play(&mut g, seat, Action::Evil(EvilChoice::AddEngine));
    assert_eq!(g.step, Step::Over(Ending::TwelveEngines));
    let mut g = table(4);
    g.black_swords = 6;
    g.quests.picts.figures = 3;
    g.black_draw.push(Black::Picts);
    let seat = g.turn;
    play(&mut g, seat, Action::Evil(EvilChoice::DrawBlack));
    assert_eq!(g.step, Step::Over(Ending::SevenBlackSwords));
}

#[test]
fn mists_of_avalon_add_a_black_sword_to_every_lost_quest() {
    let mut g = table(4);
    g.black_in_play.push(Black::MistsOfAvalon);
    g.quests.picts.figures = 3;
    g.black_draw.push(Black::Picts);
    let seat = g.turn;
    play(&mut g, seat, Action::Evil(EvilChoice::DrawBlack));
    assert_eq!(g.black_swords, 2);
}

#[test]
fn guinevere_calls_everyone_home_and_ends_the_turn() {
    let mut g = table(4);
    g.knights[1].place = Some(Place::Quest(Quest::BlackKnight));
    g.quests.black_knight.white = vec![3, 3];
    g.knights[2].place = Some(Place::Quest(Quest::Grail));
    g.black_draw.push(Black::Guinevere);
    let seat = g.turn;
    play(&mut g, seat, Action::Evil(EvilChoice::DrawBlack));
    pass(&mut g);
    assert!(g.knights.iter().all(|k| k.place == Some(Place::Camelot)));
    assert!(
        g.quests.black_knight.white.is_empty(),
        "Solo quest cards are lost"
    );
    assert_ne!(g.turn, seat, "no Heroic Action");
}

#[test]
fn morgan_draws_three_more_black_cards() {
    let mut g = table(4);
    g.black_draw.extend([
        Black::Excalibur,
        Black::Excalibur,
        Black::Excalibur,
        Black::Morgan(Morgan::ThreeMoreCards),
    ]);
    let seat = g.turn;
    play(&mut g, seat, Action::Evil(EvilChoice::DrawBlack));
    pass(&mut g);
    assert_eq!(g.quests.excalibur, Some(2));
}

#[test]
fn morgan_takes_a_volunteer_or_a_card_from_everyone() {
    let mut g = table(4);
    g.black_draw
        .push(Black::Morgan(Morgan::VolunteerLosesTwoLife));
    let seat = g.turn;
    play(&mut g, seat, Action::Evil(EvilChoice::DrawBlack));
    pass(&mut g);
    for i in 0..4 {
        let s = Seat(((seat.index() + i) % 4) as u8);
        play(&mut g, s, Action::Volunteer(false));
    }
    let Some(Pending::Discard { owed }) = g.pending.first().cloned() else {
        panic!("everyone discards")
    };
    assert_eq!(owed.len(), 4);
    let mut g = table(4);
    g.black_draw
        .push(Black::Morgan(Morgan::VolunteerLosesTwoLife));
    play(&mut g, seat, Action::Evil(EvilChoice::DrawBlack));
    pass(&mut g);
    play(&mut g, seat, Action::Volunteer(true));
    assert_eq!(g.knights[seat.index()].life, 2);
    assert!(g.pending.is_empty());
}

#[test]
fn healing_takes_three_identical_cards_for_one_life() {
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Galahad,
        &[Grail, Grail, Grail, Fight(2), Fight(2)],
        Place::Camelot,
    );
    let legal = g.legal_actions(seat);
    assert!(legal.contains(&Action::Heal(Grail)));
    assert!(!legal.contains(&Action::Heal(Fight(2))));
    play(&mut g, seat, Action::Heal(Grail));
    assert_eq!(g.knights[seat.index()].life, 5);
}

#[test]
fn a_sacrifice_buys_a_second_action_of_another_type_and_at_zero_life_death_follows() {
    let mut g = table(4);
    let seat = hero(&mut g, Knight::Galahad, &[Fight(1)], Place::Camelot);
    g.knights[seat.index()].life = 1;
    play(&mut g, seat, Action::DrawWhite);
    play(&mut g, seat, Action::Sacrifice);
    let legal = g.legal_actions(seat);
    assert!(
        !legal.contains(&Action::DrawWhite),
        "not the same type again"
    );
    assert!(legal.iter().any(|a| matches!(a, Action::Move(_))));
    play(&mut g, seat, Action::Move(Place::Quest(Quest::Grail)));
    assert!(
        !g.knights[seat.index()].alive,
        "dies once the extra action is done"
    );
}

/// A knight on his last life point who sacrifices it, then wins the Grail with his extra
/// action: the Grail he has just won cannot save him (ruling 17).
#[test]
fn a_grail_won_by_the_last_action_of_a_sacrifice_does_not_save_its_knight() {
    let mut g = table(4);
    let seat = hero(&mut g, Knight::Galahad, &[Grail, Grail], Place::Camelot);
    let mut spots = [Some(GrailSpot::Grail); 7];
    spots[6] = None;
    g.quests.grail = Some(GrailTrack { spots });
    g.knights[seat.index()].life = 1;
    play(&mut g, seat, Action::Move(Place::Quest(Quest::Grail)));
    play(&mut g, seat, Action::Sacrifice);
    play(&mut g, seat, Action::Play(Grail));
    while let Some(Pending::Share(_)) = g.pending.first() {
        let a = g.legal_actions(seat)[0].clone();
        play(&mut g, seat, a);
    }
    assert!(
        !g.pending
            .iter()
            .any(|p| matches!(p, Pending::Rescue { .. })),
        "no rescue offered"
    );
    assert!(!g.knights[seat.index()].alive, "dies all the same");
}

/// The same knight, with the Grail won earlier by another: its holder may save him.
#[test]
fn a_grail_won_before_a_sacrifice_may_save_its_knight() {
    let mut g = table(4);
    g.relics.grail = Relic::Held(Seat(3));
    let seat = hero(&mut g, Knight::Galahad, &[Fight(1)], Place::Camelot);
    g.knights[seat.index()].life = 1;
    play(&mut g, seat, Action::DrawWhite);
    play(&mut g, seat, Action::Sacrifice);
    play(&mut g, seat, Action::Move(Place::Quest(Quest::BlackKnight)));
    assert!(matches!(
        g.pending.first(),
        Some(Pending::Rescue { dying, holder: Seat(3) }) if *dying == seat
    ));
    play(&mut g, Seat(3), Action::Rescue(true));
    assert!(g.knights[seat.index()].alive);
}

#[test]
fn gawain_draws_three_and_twelve_cards_stop_the_round_table() {
    let mut g = table(4);
    let seat = hero(&mut g, Knight::Gawain, &[Fight(1)], Place::Camelot);
    play(&mut g, seat, Action::DrawWhite);
    assert_eq!(g.knights[seat.index()].hand.len(), 4);
    let mut g = table(4);
    let seat = hero(&mut g, Knight::Galahad, &[Fight(1); 12], Place::Camelot);
    assert!(!g.legal_actions(seat).contains(&Action::DrawWhite));
}

#[test]
fn palamedes_gains_one_more_life_at_a_victory() {
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Palamedes,
        &[Fight(3)],
        Place::Quest(Quest::BlackKnight),
    );
    g.quests.black_knight.white = vec![2, 2, 3];
    play(&mut g, seat, Action::Play(Fight(3)));
    assert_eq!(g.knights[seat.index()].life, 6);
}

#[test]
fn leaving_a_solo_quest_early_discards_its_white_cards() {
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Galahad,
        &[],
        Place::Quest(Quest::BlackKnight),
    );
    g.quests.black_knight.white = vec![4, 4];
    play(&mut g, seat, Action::Move(Place::Camelot));
    assert!(g.quests.black_knight.white.is_empty());
    // And nobody may join a Solo quest that has its knight.
    g.knights[1].place = Some(Place::Quest(Quest::BlackKnight));
    let mut h = Heroic::default();
    h.taken.clear();
    g.step = Step::Heroic(h);
    assert!(!g
        .legal_actions(seat)
        .contains(&Action::Move(Place::Quest(Quest::BlackKnight))));
}

#[test]
fn dark_forest_stops_grail_cards_until_another_quest_is_won() {
    let mut g = table(4);
    g.black_in_play.push(Black::DarkForest);
    let seat = hero(
        &mut g,
        Knight::Galahad,
        &[Grail],
        Place::Quest(Quest::Grail),
    );
    assert!(!g.legal_actions(seat).contains(&Action::Play(Grail)));
    g.knights[seat.index()].hand = vec![Fight(3)];
    g.knights[seat.index()].place = Some(Place::Quest(Quest::BlackKnight));
    g.quests.black_knight.white = vec![2, 2, 3];
    play(&mut g, seat, Action::Play(Fight(3)));
    assert!(!g.black_in_play.contains(&Black::DarkForest));
}

#[test]
fn three_brave_knights_look_at_their_loyalty_only_at_six_swords() {
    let mut g = Camelot::setup(&CamelotOptions::default(), 3, 1).expect("setup");
    assert_eq!(g.view(Some(Seat(0))).knights[0].loyalty, None);
    g.white_swords = 6;
    assert!(g.view(Some(Seat(0))).knights[0].loyalty.is_some());
    let g = Camelot::setup(&CamelotOptions::default(), 4, 1).expect("setup");
    assert!(g.view(Some(Seat(0))).knights[0].loyalty.is_some());
}

#[test]
fn when_a_draw_pile_runs_out_both_colours_are_reshuffled() {
    let mut g = table(4);
    let seat = hero(&mut g, Knight::Galahad, &[], Place::Camelot);
    g.white_discard.append(&mut g.white_draw);
    g.black_discard.push(Black::Despair);
    let black = g.black_draw.len() + g.black_discard.len();
    play(&mut g, seat, Action::DrawWhite);
    assert!(g.white_discard.is_empty());
    assert!(g.black_discard.is_empty());
    assert_eq!(g.black_draw.len(), black);
}

/// A draw that finds no White card anywhere brings nothing and shuffles nothing: here the
/// Round Table's draw of two finds one card, and the Black pile keeps its order (a seat may
/// know it, with Clairvoyance), since no pile ran out into a discard that holds cards
/// (§4.3). With no White card left at all, the Round Table offers no draw.
#[test]
fn a_draw_that_finds_no_white_card_shuffles_nothing() {
    let mut g = table(4);
    let seat = hero(&mut g, Knight::Galahad, &[], Place::Camelot);
    let last = g.white_draw.pop().expect("a card");
    g.white_draw.clear();
    g.white_discard.clear();
    g.white_draw.push(last);
    g.black_discard.push(Black::Despair);
    let (black, discard) = (g.black_draw.clone(), g.black_discard.clone());
    play(&mut g, seat, Action::DrawWhite);
    assert_eq!(g.knights[seat.index()].hand, vec![last]);
    assert_eq!(g.black_draw, black, "the Black pile keeps its order");
    assert_eq!(g.black_discard, discard);
    // Next turn, at the Round Table again: nothing left to draw, so no draw is offered.
    let seat = hero(&mut g, Knight::Galahad, &[], Place::Camelot);
    assert!(!g.legal_actions(seat).contains(&Action::DrawWhite));
}

/// The pile is renewed the moment its last card is drawn, not at the next draw (§4): a
/// card discarded in between waits for the following reshuffle.
#[test]
fn the_reshuffle_comes_when_the_last_card_is_drawn() {
    let mut g = table(4);
    let seat = hero(&mut g, Knight::Galahad, &[], Place::Camelot);
    let last: Vec<White> = g.white_draw.drain(..).collect();
    // The two cards a Round Table draw takes, and no more.
    g.white_discard.extend(&last[2..]);
    g.white_draw.extend(&last[..2]);
    play(&mut g, seat, Action::DrawWhite);
    assert_eq!(g.knights[seat.index()].hand.len(), 2);
    assert_eq!(g.white_draw.len(), last.len() - 2, "renewed at once");
    assert!(g.white_discard.is_empty());
}

#[test]
fn three_merlins_together_cancel_a_special_black_card() {
    let mut g = table(4);
    g.black_draw.push(Black::Morgan(Morgan::TwoEngines));
    let seat = g.turn;
    play(&mut g, seat, Action::Evil(EvilChoice::DrawBlack));
    let Some(Pending::Cancel { asked, .. }) = g.pending.first().cloned() else {
        panic!("a window")
    };
    assert_eq!(asked.len(), 4, "every knight holds a Merlin");
    let count = |g: &Camelot| -> usize {
        g.knights
            .iter()
            .map(|k| k.hand.iter().filter(|c| **c == White::Merlin).count())
            .sum()
    };
    let before = count(&g);
    for (i, s) in asked.iter().enumerate() {
        let answer = if i < 3 {
            Cancel::Merlins(1)
        } else {
            Cancel::Pass
        };
        play(&mut g, *s, Action::Cancel(answer));
    }
    assert_eq!(g.engines, 0, "cancelled");
    assert_eq!(count(&g), before - 3);
}

#[test]
fn excalibur_cancels_any_black_card_and_is_lost() {
    let mut g = table(4);
    let holder = Seat(2);
    g.relics.excalibur = Relic::Held(holder);
    for k in &mut g.knights {
        k.hand.retain(|c| *c != White::Merlin);
    }
    g.black_draw.push(Black::Despair);
    let seat = g.turn;
    play(&mut g, seat, Action::Evil(EvilChoice::DrawBlack));
    play(&mut g, holder, Action::Cancel(Cancel::Excalibur));
    assert_eq!(g.relics.excalibur, Relic::Gone);
    assert_eq!(g.quests.grail.as_ref().map(|t| t.blacks().count()), Some(0));
}

#[test]
fn vivien_and_morgans_chain_stop_merlins() {
    let mut g = table(4);
    g.black_in_play.push(Black::Vivien);
    g.black_draw.push(Black::Morgan(Morgan::TwoEngines));
    let seat = g.turn;
    play(&mut g, seat, Action::Evil(EvilChoice::DrawBlack));
    assert!(g.pending.is_empty(), "no window under Vivien");
    assert_eq!(g.engines, 2);
    let h = hero(&mut g, Knight::Galahad, &[White::Merlin], Place::Camelot);
    assert!(
        !g.legal_actions(h)
            .iter()
            .any(|a| matches!(a, Action::Special(_))),
        "no Merlin under Vivien"
    );
    // Drawn in Morgan's chain, a Special card cannot be cancelled by Merlins.
    let mut g = table(4);
    g.black_draw.extend([
        Black::Morgan(Morgan::TwoEngines),
        Black::Excalibur,
        Black::Excalibur,
        Black::Morgan(Morgan::ThreeMoreCards),
    ]);
    let seat = g.turn;
    play(&mut g, seat, Action::Evil(EvilChoice::DrawBlack));
    pass(&mut g);
    assert!(g.pending.is_empty());
    assert_eq!(g.engines, 2);
}

#[test]
fn the_grail_saves_a_knight_at_zero_life() {
    let mut g = table(4);
    g.relics.grail = Relic::Held(Seat(3));
    for k in &mut g.knights {
        k.hand.retain(|c| *c != White::Merlin);
    }
    let seat = g.turn;
    g.knights[seat.index()].life = 1;
    play(&mut g, seat, Action::Evil(EvilChoice::LoseLife));
    play(&mut g, Seat(3), Action::Rescue(true));
    assert_eq!(g.knights[seat.index()].life, 4);
    assert!(g.knights[seat.index()].alive);
    assert_eq!(g.relics.grail, Relic::Gone);
}

#[test]
fn kay_adds_a_card_after_a_combat_is_revealed() {
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Galahad,
        &[Fight(1)],
        Place::Quest(Quest::Lancelot),
    );
    g.quests.lancelot = LancelotBoard::Dragon(camelot::quest::Combat {
        white: vec![1, 1, 2, 2, 2, 3, 3, 3],
        black: vec![
            placed(Black::LancelotDragon(7, 11), 11),
            placed(Black::LancelotDragon(5, 9), 9),
        ],
        wild: Vec::new(),
    });
    g.knights[1].knight = Knight::Kay;
    g.knights[1].hand = vec![Fight(5)];
    g.knights[1].place = Some(Place::Quest(Quest::Lancelot));
    play(&mut g, seat, Action::Play(Fight(1)));
    // 18 against 20: Kay's 5 turns it.
    play(&mut g, Seat(1), Action::Kay(Some(5)));
    assert_eq!(g.white_swords, 2, "the Dragon is slain");
}

#[test]
fn galahad_plays_a_special_for_free_but_only_one_a_turn() {
    let mut g = table(4);
    g.engines = 3;
    let seat = hero(
        &mut g,
        Knight::Galahad,
        &[White::Merlin, White::Merlin],
        Place::Camelot,
    );
    play(&mut g, seat, Action::Special(Special::MerlinEngine));
    assert_eq!(g.engines, 2);
    let legal = g.legal_actions(seat);
    assert!(
        legal.contains(&Action::DrawWhite),
        "his action is still to take"
    );
    assert!(
        !legal.iter().any(|a| matches!(a, Action::Special(_))),
        "one Special a turn"
    );
}

#[test]
fn merlin_removes_the_last_black_card_of_a_quest_or_a_figure() {
    let mut g = table(4);
    g.quests.black_knight.black = vec![
        placed(Black::BlackKnight(1), 1),
        placed(Black::BlackKnight(7), 7),
    ];
    g.quests.picts.figures = 2;
    let seat = hero(&mut g, Knight::Gawain, &[White::Merlin], Place::Camelot);
    let legal = g.legal_actions(seat);
    assert!(legal.contains(&Action::Special(Special::MerlinFigure(Quest::PictWar))));
    play(
        &mut g,
        seat,
        Action::Special(Special::MerlinBlack(Quest::BlackKnight)),
    );
    assert_eq!(g.quests.black_knight.black.len(), 1);
    assert_eq!(g.quests.black_knight.black[0].value, 1);
}

#[test]
fn heroism_adds_a_sword_of_the_winning_side_when_its_quest_ends() {
    let mut g = table(4);
    g.heroism = Some(Quest::BlackKnight);
    let seat = hero(
        &mut g,
        Knight::Gawain,
        &[Fight(3)],
        Place::Quest(Quest::BlackKnight),
    );
    g.quests.black_knight.white = vec![2, 2, 3];
    play(&mut g, seat, Action::Play(Fight(3)));
    assert_eq!(g.white_swords, 2);
    assert_eq!(g.heroism, None);
}

#[test]
fn the_lady_of_the_lake_moves_the_sword_from_afar_or_heals_two() {
    let mut g = table(4);
    g.quests.excalibur = Some(9);
    let seat = hero(
        &mut g,
        Knight::Gawain,
        &[White::LadyOfTheLake],
        Place::Camelot,
    );
    play(&mut g, seat, Action::Special(Special::LadyOfTheLake));
    assert_eq!(
        g.relics.excalibur,
        Relic::Held(seat),
        "the sword goes to its player"
    );
    let mut g = table(4);
    g.quests.excalibur = None;
    let seat = hero(
        &mut g,
        Knight::Gawain,
        &[White::LadyOfTheLake],
        Place::Camelot,
    );
    play(&mut g, seat, Action::Special(Special::LadyOfTheLake));
    assert_eq!(g.knights[seat.index()].life, 6);
}

#[test]
fn piety_reinforcements_and_fate() {
    let mut g = table(4);
    let seat = hero(&mut g, Knight::Gawain, &[White::Piety], Place::Camelot);
    play(
        &mut g,
        seat,
        Action::Special(Special::Piety { myself: false }),
    );
    assert!(g
        .knights
        .iter()
        .enumerate()
        .all(|(i, k)| k.life == if i == seat.index() { 4 } else { 5 }));
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Gawain,
        &[White::Reinforcements],
        Place::Camelot,
    );
    play(
        &mut g,
        seat,
        Action::Special(Special::Reinforcements { myself: true }),
    );
    assert_eq!(g.knights[seat.index()].hand.len(), 4);
    let mut g = table(4);
    let sizes: Vec<usize> = g.knights.iter().map(|k| k.hand.len()).collect();
    let seat = hero(&mut g, Knight::Gawain, &[White::Fate], Place::Camelot);
    play(&mut g, seat, Action::Special(Special::Fate));
    for (i, k) in g.knights.iter().enumerate() {
        if i != seat.index() {
            assert_eq!(k.hand.len(), sizes[i] + 1);
        }
    }
}

#[test]
fn messenger_gives_up_to_three_cards_anywhere() {
    let mut g = table(4);
    let seat = hero(
        &mut g,
        Knight::Gawain,
        &[White::Messenger, Fight(1), Fight(2), Grail],
        Place::Camelot,
    );
    let before = g.knights[2].hand.len();
    play(&mut g, seat, Action::Special(Special::Messenger(Seat(2))));
    play(&mut g, seat, Action::GiveCard(Fight(1)));
    play(&mut g, seat, Action::GiveCard(Grail));
    play(&mut g, seat, Action::StopGiving);
    assert_eq!(g.knights[2].hand.len(), before + 2);
    assert_eq!(g.knights[seat.index()].hand, vec![Fight(2)]);
}

#[test]
fn arthur_swaps_one_card_with_any_knight() {
    let mut g = table(4);
    let seat = hero(&mut g, Knight::Arthur, &[Grail], Place::Camelot);
    g.knights[1].hand = vec![Fight(5)];
    play(&mut g, seat, Action::Exchange(Seat(1)));
    play(&mut g, seat, Action::GiveCard(Grail));
    assert!(
        !g.legal_actions(Seat(1)).contains(&Action::StopGiving),
        "one must come back"
    );
    play(&mut g, Seat(1), Action::GiveCard(Fight(5)));
    assert_eq!(g.knights[seat.index()].hand, vec![Fight(5)]);
    assert_eq!(g.knights[1].hand, vec![Grail]);
}

#[test]
fn tristan_leaves_camelot_for_free_but_then_cannot_move_again() {
    let mut g = table(4);
    let seat = hero(&mut g, Knight::Tristan, &[Grail], Place::Camelot);
    play(&mut g, seat, Action::FreeMove(Place::Quest(Quest::Grail)));
    let legal = g.legal_actions(seat);
    assert!(legal.contains(&Action::Play(Grail)));
    assert!(!legal.iter().any(|a| matches!(a, Action::Move(_))));
}

#[test]
fn clairvoyance_puts_the_top_five_back_in_any_order() {
    let mut g = table(4);
    let top: Vec<Black> = g.black_draw.iter().rev().take(5).copied().collect();
    let seat = hero(
        &mut g,
        Knight::Gawain,
        &[White::Clairvoyance],
        Place::Camelot,
    );
    play(&mut g, seat, Action::Special(Special::Clairvoyance));
    assert_eq!(
        g.view(Some(seat)).pending,
        Some(camelot::view::PendingView::Arrange {
            seat,
            cards: Some(top.clone())
        })
    );
    let mut order = top.clone();
    order.reverse();
    for card in &order {
        play(&mut g, seat, Action::Stack(*card));
    }
    let now: Vec<Black> = g.black_draw.iter().rev().take(5).copied().collect();
    assert_eq!(now, order);
}

#[test]
fn lancelots_armor_draws_two_plays_one_and_buries_the_other() {
    let mut g = table(4);
    for k in &mut g.knights {
        k.hand.retain(|c| *c != White::Merlin);
    }
    let seat = g.turn;
    g.relics.armor = Relic::Held(seat);
    g.black_draw.extend([Black::Picts, Black::Excalibur]);
    play(&mut g, seat, Action::Evil(EvilChoice::DrawBlack));
    play(&mut g, seat, Action::KeepBlack(Black::Excalibur));
    assert_eq!(g.quests.excalibur, Some(4));
    assert_eq!(g.black_draw[0], Black::Picts, "under the deck");
}

#[test]
fn convocation_calls_knights_home_and_shares_a_card_each() {
    let mut g = table(4);
    g.knights[1].place = Some(Place::Quest(Quest::Grail));
    g.knights[2].place = Some(Place::Quest(Quest::PictWar));
    let seat = hero(
        &mut g,
        Knight::Gawain,
        &[White::Convocation],
        Place::Camelot,
    );
    play(&mut g, seat, Action::Special(Special::Convocation));
    play(&mut g, Seat(1), Action::Follow(true));
    play(&mut g, Seat(2), Action::Follow(false));
    let Some(Pending::Share(share)) = g.pending.first().cloned() else {
        panic!("a share")
    };
    assert_eq!(share.cards.len(), 3, "one per knight in Camelot");
    assert_eq!(share.among[0], seat);
    assert_eq!(g.knights[2].place, Some(Place::Quest(Quest::PictWar)));
}

#[test]
fn accusations_open_at_six_engines_or_swords_and_each_knight_accuses_once() {
    let mut g = table(4);
    let seat = hero(&mut g, Knight::Gawain, &[], Place::Camelot);
    assert!(!g
        .legal_actions(seat)
        .iter()
        .any(|a| matches!(a, Action::Accuse(_))));
    g.engines = 6;
    assert!(g.legal_actions(seat).contains(&Action::Accuse(Seat(1))));
    g.knights[seat.index()].has_accused = true;
    assert!(!g
        .legal_actions(seat)
        .iter()
        .any(|a| matches!(a, Action::Accuse(_))));
}

#[test]
fn a_true_accusation_unmasks_the_traitor_and_adds_a_white_sword() {
    let mut g = table(4);
    g.engines = 6;
    g.knights[2].loyalty = Loyalty::Traitor;
    g.relics.excalibur = Relic::Held(Seat(2));
    g.relics.armor = Relic::Held(Seat(2));
    let seat = hero(&mut g, Knight::Gawain, &[], Place::Camelot);
    play(&mut g, seat, Action::Accuse(Seat(2)));
    let traitor = &g.knights[2];
    assert!(traitor.unmasked && traitor.hand.is_empty() && traitor.place.is_none());
    assert_eq!(g.white_swords, 1);
    assert_eq!(g.relics.excalibur, Relic::Gone);
    assert_eq!(
        g.relics.armor,
        Relic::Held(Seat(2)),
        "the Armor stays with him"
    );
    assert_eq!(
        g.view(Some(Seat(0))).knights[2].loyalty,
        Some(Loyalty::Traitor)
    );
}

#[test]
fn a_false_accusation_turns_a_white_sword_black() {
    let mut g = table(4);
    g.white_swords = 6;
    let seat = hero(&mut g, Knight::Gawain, &[], Place::Camelot);
    play(&mut g, seat, Action::Accuse(Seat(2)));
    assert_eq!((g.white_swords, g.black_swords), (5, 1));
    assert!(!g.knights[2].unmasked);
}

#[test]
fn the_traitor_may_unmask_himself_with_fate_and_the_others_discard_two() {
    let mut g = table(4);
    let seat = hero(&mut g, Knight::Gawain, &[White::Fate], Place::Camelot);
    assert!(
        !g.legal_actions(seat).contains(&Action::RevealWithFate),
        "a loyal knight cannot"
    );
    g.knights[seat.index()].loyalty = Loyalty::Traitor;
    play(&mut g, seat, Action::RevealWithFate);
    assert!(g.knights[seat.index()].unmasked);
    let Some(Pending::Discard { owed }) = g.pending.first().cloned() else {
        panic!("the others discard")
    };
    assert!(owed.iter().all(|(_, n)| *n == 2) && owed.len() == 3);
}

#[test]
fn an_unmasked_traitor_takes_a_card_then_feeds_evil() {
    let mut g = table(4);
    for k in &mut g.knights {
        k.hand.retain(|c| *c != White::Merlin);
    }
    let traitor = Seat((g.turn.0 + 1) % 4);
    g.knights[traitor.index()].loyalty = Loyalty::Traitor;
    g.engines = 6;
    let seat = hero(&mut g, Knight::Gawain, &[], Place::Camelot);
    play(&mut g, seat, Action::Accuse(traitor));
    play(&mut g, seat, Action::Sacrifice);
    play(&mut g, seat, Action::DrawWhite);
    play(&mut g, seat, Action::EndTurn);
    assert_eq!(g.turn, traitor);
    assert_eq!(g.step, Step::Raid);
    let victim = Seat((traitor.0 + 1) % 4);
    let before = g.knights[victim.index()].hand.len();
    play(&mut g, traitor, Action::Raid(victim));
    assert_eq!(g.knights[victim.index()].hand.len(), before - 1);
    assert!(!g
        .legal_actions(traitor)
        .contains(&Action::Evil(EvilChoice::LoseLife)));
    play(&mut g, traitor, Action::Evil(EvilChoice::AddEngine));
    assert_eq!(g.engines, 7);
    assert_ne!(g.turn, traitor, "no Heroic Action for him");
}

#[test]
fn a_knight_says_one_thing_a_turn_in_general_terms() {
    let mut g = table(4);
    let seat = hero(&mut g, Knight::Gawain, &[], Place::Camelot);
    let say = Action::Say(camelot::talk::Statement::CanHelp(Quest::Grail));
    play(&mut g, seat, say.clone());
    assert!(!g.legal_actions(seat).contains(&say));
    assert_eq!(
        g.view(Some(Seat(1))).said[seat.index()],
        Some(camelot::talk::Statement::CanHelp(Quest::Grail))
    );
}

#[test]
fn under_three_brave_knights_a_traitor_cannot_use_what_he_does_not_know() {
    let mut g = Camelot::setup(&CamelotOptions::default(), 3, 1).expect("setup");
    g.step = Step::Heroic(Heroic::default());
    let seat = g.turn;
    g.knights[seat.index()].loyalty = Loyalty::Traitor;
    g.knights[seat.index()].hand = vec![White::Fate];
    assert!(!g.legal_actions(seat).contains(&Action::RevealWithFate));
}

#[test]
fn percival_with_the_armor_may_put_the_card_back_and_feed_evil_otherwise() {
    let mut g = table(4);
    for k in &mut g.knights {
        k.hand.retain(|c| *c != White::Merlin);
    }
    let seat = g.turn;
    g.knights[seat.index()].knight = Knight::Percival;
    g.relics.armor = Relic::Held(seat);
    g.black_draw.extend([Black::Picts, Black::Excalibur]);
    assert_eq!(
        g.view(Some(seat)).peek,
        Some(Black::Excalibur),
        "Percival sees the top card"
    );
    play(&mut g, seat, Action::Evil(EvilChoice::DrawBlack));
    play(&mut g, seat, Action::KeepBlack(Black::Excalibur));
    play(&mut g, seat, Action::Evil(EvilChoice::AddEngine));
    assert_eq!(g.engines, 1);
    assert_eq!(g.black_draw.last(), Some(&Black::Excalibur), "back on top");
    assert_eq!(g.black_draw[0], Black::Picts, "the other under the deck");
}

#[test]
fn bots_play_whole_games_from_their_views_alone() {
    use rt_core::{Bot, GameRng, Match};
    for level in 0..=2u8 {
        for seats in [3, 5] {
            let mut game =
                Match::<Camelot>::new(CamelotOptions::default(), seats, u64::from(level) + 40)
                    .expect("setup");
            let mut bots: Vec<Box<dyn Bot<Camelot>>> =
                (0..seats).map(|_| test_bot(level)).collect();
            let mut rng = GameRng::from_seed(9);
            let mut steps = 0;
            while !game.is_over() {
                steps += 1;
                assert!(steps < 20_000, "level {level} does not finish");
                let seat = game.to_act().seats().first().expect("someone acts");
                let view = game.view(Some(seat));
                let legal = game.legal_actions(seat);
                let action = bots[seat.index()]
                    .choose(seat, &view, &legal, &mut rng)
                    .expect("a choice");
                assert!(
                    legal.contains(&action),
                    "level {level} chose an illegal {action:?}"
                );
                game.play(seat, action).expect("applies");
            }
        }
    }
}

#[test]
fn a_sampled_world_agrees_with_the_view_it_came_from() {
    use rt_core::GameRng;
    let mut g = table(5);
    g.black_draw.push(Black::BlackKnight(7));
    let seat = g.turn;
    play(&mut g, seat, Action::Evil(EvilChoice::DrawBlack));
    pass(&mut g);
    play(&mut g, seat, Action::Face { down: true });
    pass(&mut g);
    let me = Seat((seat.0 + 1) % 5);
    g.turn = me;
    g.step = Step::Evil { chosen: false };
    let view = g.view(Some(me));
    let mut rng = GameRng::from_seed(3);
    for _ in 0..20 {
        let world = camelot::bots::world::determinize(&view, me, &mut rng).expect("a world");
        let seen = world.view(Some(me));
        assert_eq!(seen.my_hand, view.my_hand);
        assert_eq!(seen.black_knight.black.len(), view.black_knight.black.len());
        assert_eq!(seen.white_draw, view.white_draw, "the draw pile's size");
        assert_eq!(
            seen.knights.iter().map(|k| k.hand_size).collect::<Vec<_>>(),
            view.knights.iter().map(|k| k.hand_size).collect::<Vec<_>>()
        );
    }
}

#[test]
fn after_a_sacrifice_and_two_actions_the_turn_stays_open_for_free_powers() {
    let mut g = table(4);
    let seat = hero(&mut g, Knight::Arthur, &[Grail], Place::Camelot);
    g.knights[1].hand = vec![Fight(2)];
    play(&mut g, seat, Action::DrawWhite);
    play(&mut g, seat, Action::Sacrifice);
    play(&mut g, seat, Action::Move(Place::Quest(Quest::Grail)));
    assert_eq!(g.turn, seat, "still his turn");
    assert!(g.legal_actions(seat).contains(&Action::Exchange(Seat(1))));
    assert!(g.legal_actions(seat).contains(&Action::EndTurn));
}

#[test]
fn level_two_places_a_hidden_traitor_where_the_table_suspects_one() {
    use camelot::bots::world::determinize_with;
    use rt_core::GameRng;
    let mut g = table(5);
    // Seat 2 has fed Evil with six engines; the others have done nothing of note.
    g.conduct[2].added_engine = 6;
    let me = g.turn;
    assert_ne!(me, Seat(2));
    let view = g.view(Some(me));
    // How often the sampled traitor, when there is one, sits at seat 2.
    let share = |belief: f64| {
        let mut rng = GameRng::from_seed(11);
        let (mut traitors, mut at_two) = (0, 0);
        for _ in 0..400 {
            let world = determinize_with(&view, me, belief, &mut rng).expect("a world");
            if let Some(i) = world
                .knights
                .iter()
                .position(|k| k.loyalty == Loyalty::Traitor)
            {
                traitors += 1;
                at_two += usize::from(i == 2);
            }
        }
        assert!(
            traitors > 100,
            "the deal often leaves the Traitor card unseen"
        );
        at_two as f64 / traitors as f64
    };
    assert!(share(0.0) < 0.4, "without a belief, any unknown seat alike");
    assert!(share(0.5) > 0.9, "with one, the suspected seat");
}
