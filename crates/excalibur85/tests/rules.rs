//! Part A's rules that stand alone, and the worked examples of the original rulebook.

use excalibur85::attributes::SheetError;
use excalibur85::deal::{share_of, shuffle_with_window};
use excalibur85::fight::{self, knight_terms, learn, Measure, Outcome, Stance, Term};
use excalibur85::map::PlaceError;
use excalibur85::territory::{fantastica_deck, iniciatica_deck};
use excalibur85::tile::{Dir, Edge};
use excalibur85::{Attribute, Card, Cell, Grid, Place, Sheet, Tile};
use rt_core::GameRng;

#[test]
fn a_starting_sheet_spreads_ten_points_over_two_to_five_attributes() {
    assert_eq!(Sheet::new(5, 5, 0, 0, 0).check_start(), Ok(()));
    assert_eq!(Sheet::new(2, 2, 2, 2, 2).check_start(), Ok(()));
    assert_eq!(
        Sheet::new(5, 4, 0, 0, 0).check_start(),
        Err(SheetError::NotTenPoints)
    );
    assert_eq!(
        Sheet::new(10, 0, 0, 0, 0).check_start(),
        Err(SheetError::Spread)
    );
    assert_eq!(
        Sheet::new(2, 2, 2, 4, 0).check_start(),
        Err(SheetError::TooHigh(Attribute::Valour)),
        "4 would roll over at once"
    );
    assert_eq!(
        Sheet::new(3, 0, 7, 0, 0).check_start(),
        Err(SheetError::TooHigh(Attribute::Dexterity))
    );
}

#[test]
fn valour_and_experience_roll_over_at_four_and_keep_the_excess() {
    // C2's example: E 3 + 2 → I +1, E 1.
    let mut s = Sheet::new(3, 4, 1, 0, 3);
    s.gain(Attribute::Experience, 2);
    assert_eq!((s.intelligence, s.experience), (5, 1));
    // Valour feeds strength.
    s.gain(Attribute::Valour, 4);
    assert_eq!((s.strength, s.valour), (4, 0));
    // At strength 9 the roll-over gains nothing and valour starts again (C6).
    let mut top = Sheet::new(9, 1, 0, 3, 0);
    top.gain(Attribute::Valour, 1);
    assert_eq!((top.strength, top.valour), (9, 0));
    // Maxima and floors.
    let mut s = Sheet::new(8, 9, 6, 0, 0);
    s.gain(Attribute::Strength, 3);
    s.gain(Attribute::Intelligence, 1);
    s.gain(Attribute::Dexterity, 1);
    assert_eq!((s.strength, s.intelligence, s.dexterity), (9, 9, 6));
    s.lose(Attribute::Valour, 1);
    assert_eq!(
        (s.valour, s.strength),
        (0, 9),
        "a loss at 0 lowers nothing further"
    );
    assert_eq!(s.total(), 24);
}

#[test]
fn the_giant_example_counts_strength_intelligence_crossbow_and_goose() {
    // A5: Gigante (F9 I3) against F6 I4 D3 V2 E2 holding the ballesta and the oca sagrada.
    let sheet = Sheet::new(6, 4, 3, 2, 2);
    let giant = Card::Giant.foe().unwrap();
    let terms = knight_terms(
        &sheet,
        &[Card::Crossbow, Card::SacredGoose],
        Measure::of(&giant),
        Stance::Attack,
    );
    assert_eq!(fight::total(&terms), 14);
    assert!(terms.contains(&Term::Card(Card::Crossbow, 2)));
    assert_eq!(giant.total(), 12);
    // With dexterity 2 the crossbow does not serve.
    let clumsy = Sheet::new(6, 4, 2, 2, 2);
    let terms = knight_terms(
        &clumsy,
        &[Card::Crossbow, Card::SacredGoose],
        Measure::of(&giant),
        Stance::Attack,
    );
    assert_eq!(fight::total(&terms), 12);
}

#[test]
fn the_leopard_example_counts_only_strength() {
    // A5: Leopardo (F only) against F4 I3 D2 with the puñal and the poción mágica: 4+1+2.
    let sheet = Sheet::new(4, 3, 2, 0, 0);
    let leopard = Card::Leopard.foe().unwrap();
    let terms = knight_terms(
        &sheet,
        &[Card::Dagger, Card::Potion],
        Measure::of(&leopard),
        Stance::Attack,
    );
    assert_eq!(fight::total(&terms), 7);
    // Against an intelligence-only foe, weapons count for nothing.
    let sage = Card::Sage.foe().unwrap();
    let terms = knight_terms(
        &sheet,
        &[Card::Dagger, Card::Potion],
        Measure::of(&sage),
        Stance::Attack,
    );
    assert_eq!(fight::total(&terms), 3 + 2);
}

#[test]
fn one_weapon_in_attack_and_shield_armour_and_one_more_in_defence() {
    let sheet = Sheet::new(5, 1, 3, 1, 0);
    let all = [
        Card::Lance,
        Card::Bow,
        Card::Shield,
        Card::Armour,
        Card::Excalibur,
    ];
    let attack = fight::weapons(&sheet, &all, Stance::Attack);
    assert_eq!(attack, vec![Card::Excalibur], "the single best");
    let mut defence = fight::weapons(&sheet, &all, Stance::Defence);
    defence.sort();
    assert_eq!(defence, vec![Card::Shield, Card::Armour, Card::Excalibur]);
    // The shield is no use in attack, the lance none in defence.
    assert_eq!(
        fight::weapons(&sheet, &[Card::Shield], Stance::Attack),
        vec![]
    );
    assert_eq!(
        fight::weapons(&sheet, &[Card::Lance], Stance::Defence),
        vec![]
    );
    // Magic always stacks.
    let terms = knight_terms(
        &sheet,
        &[Card::Potion, Card::SacredGoose, Card::Fairy],
        Measure::BOTH,
        Stance::Defence,
    );
    assert_eq!(fight::total(&terms), 5 + 1 + 4 + 2 + 1);
}

#[test]
fn a_fight_moves_valour_and_experience_by_what_it_measured() {
    let mut s = Sheet::new(5, 5, 0, 1, 1);
    let f_only = Measure::of(&Card::Wolf.foe().unwrap());
    learn(&mut s, f_only, Outcome::Won);
    assert_eq!((s.valour, s.experience), (2, 1));
    let i_only = Measure::of(&Card::Monk.foe().unwrap());
    learn(&mut s, i_only, Outcome::Lost);
    assert_eq!((s.valour, s.experience), (2, 0));
    learn(&mut s, Measure::BOTH, Outcome::Tie);
    assert_eq!((s.valour, s.experience), (2, 0));
    learn(&mut s, Measure::BOTH, Outcome::Won);
    assert_eq!((s.valour, s.experience), (3, 1));
    assert_eq!(fight::outcome(10, 10), Outcome::Tie);
    assert_eq!(fight::outcome(11, 10), Outcome::Won);
}

fn tile(place: Place) -> Tile {
    iniciatica_deck()
        .into_iter()
        .chain(fantastica_deck())
        .find(|t| t.place == place)
        .unwrap()
}

#[test]
fn a_tile_is_placed_to_continue_its_path_and_never_over_another() {
    let mut map = Grid::new(Tile::entrada());
    let hermitage = tile(Place::Hermitage); // a dead end, p...
                                            // Placed east of the entrada, its one path must face west: three quarter turns.
    assert_eq!(
        map.fitting_turns(Cell::ORIGIN, Dir::East, &hermitage),
        vec![3]
    );
    assert_eq!(
        map.place(Cell::ORIGIN, Dir::East, hermitage, 0),
        Err(PlaceError::Breaks)
    );
    let at = map.place(Cell::ORIGIN, Dir::East, hermitage, 3).unwrap();
    assert_eq!(at, Cell { x: 1, y: 0 });
    assert_eq!(map.step(Cell::ORIGIN, Dir::East), Some(at));
    assert_eq!(map.step(at, Dir::West), Some(Cell::ORIGIN));
    assert!(
        map.open_edges(at).is_empty(),
        "a dead end leads nowhere new"
    );
    assert_eq!(
        map.place(Cell::ORIGIN, Dir::East, tile(Place::Inn), 1),
        Err(PlaceError::Taken)
    );
    assert_eq!(map.open_edges(Cell::ORIGIN).len(), 3);
    assert!(map.is_connected());
}

#[test]
fn the_zones_meet_only_through_an_access_tile() {
    let mut map = Grid::new(Tile::entrada());
    // A plain fantástica tile has no pink edge, so it cannot continue the entrada's path.
    let star = tile(Place::Star);
    assert!(map
        .fitting_turns(Cell::ORIGIN, Dir::North, &star)
        .is_empty());
    // The access tile p.y.: pink south to the entrada, yellow north.
    let access = iniciatica_deck()
        .into_iter()
        .find(|t| t.place == Place::Access && t.edges.paths() == 2)
        .unwrap();
    let turns = map.fitting_turns(Cell::ORIGIN, Dir::North, &access);
    assert_eq!(turns, vec![2]);
    let a = map.place(Cell::ORIGIN, Dir::North, access, 2).unwrap();
    assert_eq!(map.open_edges(a), vec![(Dir::North, Edge::Yellow)]);
    let star_cross = fantastica_deck()
        .into_iter()
        .find(|t| t.place == Place::Star && t.edges.paths() == 4)
        .unwrap();
    let star_at = map.place(a, Dir::North, star_cross, 0).unwrap();
    // A pink path climbs beside them: the entrada, east, then north twice.
    let plain_cross = iniciatica_deck()
        .into_iter()
        .find(|t| t.place == Place::Plain && t.edges.paths() == 4)
        .unwrap();
    let mut at = map.place(Cell::ORIGIN, Dir::East, plain_cross, 0).unwrap();
    for _ in 0..2 {
        at = map.place(at, Dir::North, plain_cross, 0).unwrap();
    }
    // The pink tile's west path meets the star's yellow east path: they touch, no more.
    assert_eq!(at.step(Dir::West), star_at);
    assert_eq!(map.edge(at, Dir::West), Edge::Pink);
    assert_eq!(map.edge(star_at, Dir::East), Edge::Yellow);
    assert_eq!(map.step(at, Dir::West), None);
    assert_eq!(map.step(star_at, Dir::East), None);
    assert!(map.is_connected());
}

#[test]
fn the_flying_unicorn_reaches_three_steps_over_revealed_tiles() {
    let mut map = Grid::new(Tile::entrada());
    let mut at = Cell::ORIGIN;
    for _ in 0..4 {
        let inn = tile(Place::Inn); // p.p.
        at = map.place(at, Dir::East, inn, 1).unwrap();
    }
    let reach = map.within(Cell::ORIGIN, 3);
    assert_eq!(reach.len(), 4);
    assert!(!reach.contains(&Cell { x: 4, y: 0 }));
}

#[test]
fn wanted_cards_are_dealt_into_the_top_window() {
    assert_eq!(share_of(28, 60), 17);
    assert_eq!(share_of(30, 50), 15);
    for seed in 0..200 {
        let mut rng = GameRng::from_seed(seed);
        let mut deck = fantastica_deck();
        shuffle_with_window(
            &mut deck,
            |t| excalibur85::territory::is_destination(t.place),
            share_of(40, 60),
            &mut rng,
        );
        assert_eq!(deck.len(), 40);
        // The top is the end of the deck: the last 24 cards hold all six destinations.
        let top = &deck[40 - 24..];
        assert_eq!(
            top.iter()
                .filter(|t| excalibur85::territory::is_destination(t.place))
                .count(),
            6,
            "seed {seed}"
        );
    }
    // More wanted cards than the window: the window grows.
    let mut rng = GameRng::from_seed(1);
    let mut deck: Vec<u8> = (0..10).collect();
    shuffle_with_window(&mut deck, |c| *c < 5, 3, &mut rng);
    assert!(deck[5..].iter().all(|c| *c < 5));
}
