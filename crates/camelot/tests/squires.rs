//! Squire's Challenge (§12.6): a scenario for each of its rules.

use camelot::squires::{HARD_SQUIRE_LIFE, HARD_SQUIRE_WHITE};
use camelot::state::{Heroic, Relic};
use camelot::{
    Action, Camelot, CamelotEvent, CamelotOptions, Knight, Loyalty, Place, Quest, Special, Step,
    White,
};
use rt_core::{Game, Seat};

fn squires(seats: &[u8], hard: bool) -> CamelotOptions {
    CamelotOptions {
        random_opening: true,
        squires: seats.to_vec(),
        hard_squires: hard,
        ..CamelotOptions::default()
    }
}

/// Past the opening, every knight loyal, the current one in his Heroic phase.
fn table(options: &CamelotOptions, seats: usize) -> Camelot {
    let mut g = Camelot::setup(options, seats, 7).expect("setup");
    for s in Seat::all(seats) {
        let a = g.legal_actions(s)[0].clone();
        g.apply(s, &a).expect("lay");
    }
    for k in &mut g.knights {
        k.loyalty = Loyalty::Loyal;
    }
    g.step = Step::Heroic(Heroic::default());
    g
}

fn play(g: &mut Camelot, seat: Seat, action: Action) -> Vec<CamelotEvent> {
    let legal = g.legal_actions(seat);
    assert!(legal.contains(&action), "{action:?} not in {legal:?}");
    g.apply(seat, &action)
        .expect("applies")
        .into_iter()
        .map(|e| e.body)
        .collect()
}

#[test]
fn chosen_players_start_as_squires_with_no_coat_and_arthur_still_plays_first() {
    for seed in 0..30 {
        let g = Camelot::setup(&squires(&[0, 2], false), 5, seed).expect("setup");
        assert_eq!(g.knights[0].knight, Knight::Squire);
        assert_eq!(g.knights[2].knight, Knight::Squire);
        assert!(g
            .knights
            .iter()
            .enumerate()
            .all(|(i, k)| (k.knight == Knight::Squire) == (i == 0 || i == 2)));
        // Still 4 LP, 5 White cards and a Merlin.
        for k in &g.knights {
            assert_eq!(k.life, 4);
            assert_eq!(k.hand.len(), 6);
            assert!(k.hand.contains(&White::Merlin));
        }
        // Arthur's coat never goes to a Squire: when it is dealt, he plays first.
        if g.knights.iter().any(|k| k.knight == Knight::Arthur) {
            assert_eq!(g.knights[g.turn.index()].knight, Knight::Arthur);
        }
        assert_eq!(g.white_census().len(), 84);
    }
    // With Merlin's Company too.
    let mut mc = squires(&[1, 2, 3], false);
    mc.merlins_company = true;
    for seed in 0..30 {
        let g = Camelot::setup(&mc, 4, seed).expect("setup");
        assert_eq!(g.knights[0].knight, Knight::Arthur);
        assert_eq!(g.turn, Seat(0));
    }
}

#[test]
fn the_harder_option_starts_squires_weaker_and_a_table_of_squires_is_refused() {
    let g = Camelot::setup(&squires(&[1], true), 4, 3).expect("setup");
    assert_eq!(g.knights[1].life, HARD_SQUIRE_LIFE);
    assert_eq!(g.knights[1].hand.len(), HARD_SQUIRE_WHITE + 1);
    assert_eq!(g.knights[0].life, 4);
    assert_eq!(g.knights[0].hand.len(), 6);
    assert_eq!(g.white_census().len(), 84);
    assert!(Camelot::setup(&squires(&[0, 1, 2], false), 3, 1).is_err());
    assert!(Camelot::setup(&squires(&[5], false), 3, 1).is_err());
}

#[test]
fn a_squire_has_no_power() {
    // A Squire at the Round Table draws two, as anyone but Gawain.
    let mut g = table(&squires(&[0], false), 5);
    let seat = g.turn;
    g.knights[seat.index()].knight = Knight::Squire;
    g.knights[seat.index()].hand = vec![];
    play(&mut g, seat, Action::DrawWhite);
    assert_eq!(g.knights[seat.index()].hand.len(), 2);
}

#[test]
fn a_won_quest_knights_a_lone_squire_there_with_a_coat_not_in_play() {
    let mut g = table(&squires(&[1, 2], false), 4);
    let seat = g.turn;
    let k = &mut g.knights[seat.index()];
    k.knight = Knight::Squire;
    k.hand = vec![White::Grail];
    k.place = Some(Place::Quest(Quest::Excalibur));
    // Another Squire, elsewhere: one and only one is knighted, the one there.
    let other = Seat::all(4).find(|s| *s != seat).unwrap();
    g.knights[other.index()].knight = Knight::Squire;
    g.knights[other.index()].place = Some(Place::Camelot);
    g.quests.excalibur = Some(9);
    let events = play(&mut g, seat, Action::Play(White::Grail));
    assert_eq!(g.relics.excalibur, Relic::Held(seat));
    let coat = g.knights[seat.index()].knight;
    assert!(events.contains(&CamelotEvent::Knighted { seat, knight: coat }));
    assert!(Knight::BASE.contains(&coat));
    let in_play = g.knights.iter().filter(|k| k.knight == coat).count();
    assert_eq!(in_play, 1, "a coat not already in play");
    assert_eq!(g.knights[other.index()].knight, Knight::Squire);
}

#[test]
fn with_several_squires_there_the_winner_names_the_one_knighted() {
    let mut g = table(&squires(&[2, 3], false), 4);
    let seat = g.turn;
    assert!(seat.index() < 2);
    let k = &mut g.knights[seat.index()];
    k.knight = Knight::Galahad;
    k.hand = vec![White::Grail];
    k.place = Some(Place::Quest(Quest::Excalibur));
    for s in [2, 3] {
        g.knights[s].knight = Knight::Squire;
        g.knights[s].place = Some(Place::Quest(Quest::Excalibur));
    }
    g.quests.excalibur = Some(9);
    play(&mut g, seat, Action::Play(White::Grail));
    // The reward first: the winner keeps all seven cards, and the others agree.
    for _ in 0..7 {
        play(&mut g, seat, Action::Give(seat));
    }
    for s in [2, 3] {
        play(&mut g, Seat(s), Action::Accept(true));
    }
    // Then the winner names the Squire, for the table: the second one here.
    let legal = g.legal_actions(seat);
    assert_eq!(
        legal,
        vec![Action::Knight(Seat(2)), Action::Knight(Seat(3))]
    );
    play(&mut g, seat, Action::Knight(Seat(3)));
    assert_ne!(g.knights[3].knight, Knight::Squire);
    assert_eq!(g.knights[2].knight, Knight::Squire);
}

#[test]
fn tournament_may_knight_one_squire_anywhere_instead_of_two_life_points() {
    let mut g = table(&squires(&[1], false), 4);
    g.knights[1].knight = Knight::Squire;
    g.knights[1].place = Some(Place::Quest(Quest::BlackKnight));
    let seat = g.turn;
    let k = &mut g.knights[seat.index()];
    k.knight = Knight::Kay;
    k.hand = vec![White::Tournament];
    k.place = Some(Place::Camelot);
    let legal = g.legal_actions(seat);
    assert!(legal.contains(&Action::Special(Special::Tournament)));
    assert!(legal.contains(&Action::Special(Special::TournamentKnight(Seat(1)))));
    let events = play(
        &mut g,
        seat,
        Action::Special(Special::TournamentKnight(Seat(1))),
    );
    assert!(events
        .iter()
        .any(|e| matches!(e, CamelotEvent::Knighted { seat: Seat(1), .. })));
    assert_ne!(g.knights[1].knight, Knight::Squire);
}
