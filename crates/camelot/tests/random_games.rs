//! Many seeded random full games at 3–7 seats, checking after every action: no card created
//! or lost, swords and engines within their limits, life within 0–6, the game ends, and no
//! view shows another seat's hand or Loyalty.

use camelot::cards::{black_deck, deck, white_deck};
use camelot::travel::TRAVEL_DECK;
use camelot::{Action, Camelot, CamelotOptions, EvilChoice, Loyalty, Place, Quest, White};
use rt_core::{Game, GameRng, Match, Seat};

fn sorted<T: Ord + Clone>(v: &[T]) -> Vec<T> {
    let mut v = v.to_vec();
    v.sort();
    v
}

/// The White and Black cards a game holds: the base decks, and Merlin's Company's cards with
/// the expansion.
fn decks(options: &CamelotOptions) -> (Vec<White>, Vec<camelot::Black>) {
    let company = options.merlins_company;
    (sorted(&white_deck(company)), sorted(&black_deck(company)))
}

fn check(game: &Camelot) {
    let (white, black) = decks(&game.options);
    assert_eq!(game.white_census(), white, "White cards conserved");
    // The disposal rule's cards are counted where they lie, out of the game.
    assert_eq!(game.black_census(), black, "Black cards conserved");
    if game.options.merlins_company {
        assert_eq!(
            game.travel_census(),
            sorted(&deck(TRAVEL_DECK)),
            "Travel cards conserved"
        );
        assert!(game.knights.iter().filter(|k| k.captured).count() <= 1);
    }
    assert!(game.engines <= 12);
    assert!(game.white_swords + game.black_swords <= 16);
    for k in &game.knights {
        assert!(k.life <= 6);
        if k.alive {
            assert!(
                k.life > 0
                    || !game.pending.is_empty()
                    || matches!(&game.step, camelot::Step::Heroic(h) if h.dies_after)
            );
        }
    }
    for seat in Seat::all(game.n()) {
        let view = game.view(Some(seat));
        // Swapping two other seats' Loyalty, or two other hands of the same size, changes
        // nothing this seat sees.
        let others: Vec<usize> = (0..game.n()).filter(|i| *i != seat.index()).collect();
        if let [a, b, ..] = others[..] {
            let mut swapped = game.clone();
            let (la, lb) = (swapped.knights[a].loyalty, swapped.knights[b].loyalty);
            let hidden = !game.over() && !game.knights[a].unmasked && !game.knights[b].unmasked;
            if hidden {
                swapped.knights[a].loyalty = lb;
                swapped.knights[b].loyalty = la;
            }
            // Nor does the order of the Travel deck under its top card (Bors may see that).
            if let Some((_, rest)) = swapped.travel_draw.split_last_mut() {
                rest.reverse();
            }
            if swapped.knights[a].hand.len() == swapped.knights[b].hand.len() {
                let hand = std::mem::take(&mut swapped.knights[a].hand);
                swapped.knights[a].hand = std::mem::replace(&mut swapped.knights[b].hand, hand);
            }
            assert_eq!(
                swapped.view(Some(seat)),
                view,
                "{seat:?} learns of others' hands or Loyalty"
            );
        }
        assert_eq!(view.my_hand.to_vec(), game.knights[seat.index()].hand);
        for (i, k) in view.knights.iter().enumerate() {
            if i != seat.index() && !game.over() && !k.unmasked {
                assert_eq!(k.loyalty, None, "a hidden Loyalty leaked");
            }
        }
    }
}

/// A random player with some sense: it plays cards on quests when it can, feeds Evil
/// without killing itself and seldom sacrifices, so games reach the quests' ends and the
/// twelfth sword as well as defeat.
fn purposeful(game: &Camelot, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Action {
    let life = game.knights[seat.index()].life;
    let pick = |pred: &dyn Fn(&Action) -> bool, rng: &mut GameRng| {
        let some: Vec<&Action> = legal.iter().filter(|a| pred(a)).collect();
        rng.pick(&some).map(|a| (*a).clone())
    };
    if let Some(a) = pick(&|a| matches!(a, Action::Play(_) | Action::Heal(_)), rng) {
        return a;
    }
    if legal.contains(&Action::Evil(EvilChoice::DrawBlack)) {
        return match rng.below(10) {
            0..=7 => Action::Evil(EvilChoice::DrawBlack),
            8 if game.engines < 8 => Action::Evil(EvilChoice::AddEngine),
            _ if life > 3 => Action::Evil(EvilChoice::LoseLife),
            _ => Action::Evil(EvilChoice::DrawBlack),
        };
    }
    // A siege fight: cards up to 6, then the die.
    if let Some(camelot::Pending::Siege { cards, .. }) = game.pending.first() {
        let sum: u8 = cards.iter().sum();
        if sum >= 6 || !legal.iter().any(|a| matches!(a, Action::SiegeCard(_))) {
            return Action::SiegeRoll;
        }
        return legal
            .iter()
            .rev()
            .find(|a| matches!(a, Action::SiegeCard(_)))
            .cloned()
            .unwrap_or(Action::SiegeRoll);
    }
    if game.engines >= 5 && legal.contains(&Action::Siege) {
        return Action::Siege;
    }
    if legal.contains(&Action::EndTurn) {
        return Action::EndTurn;
    }
    // Go where the hand can do something; with nothing to play, back to Camelot to draw.
    let hand = &game.knights[seat.index()].hand;
    let useful = |q: Quest| match q {
        Quest::Excalibur => !hand.is_empty(),
        Quest::Grail => hand.contains(&White::Grail),
        Quest::PictWar | Quest::SaxonWar => game
            .quests
            .war(q)
            .and_then(|w| w.next_value())
            .is_some_and(|v| hand.contains(&White::Fight(v))),
        _ => hand.iter().filter(|c| c.fight_value().is_some()).count() >= 2,
    };
    if let Some(a) = pick(
        &|a| matches!(a, Action::Move(Place::Quest(q)) if useful(*q)),
        rng,
    ) {
        if rng.below(4) > 0 {
            return a;
        }
    }
    if legal.contains(&Action::DrawWhite) {
        return Action::DrawWhite;
    }
    if legal.contains(&Action::Move(Place::Camelot)) && rng.below(2) == 0 {
        return Action::Move(Place::Camelot);
    }
    if let Some(a) = pick(
        &|a| !matches!(a, Action::Sacrifice | Action::Volunteer(true)),
        rng,
    ) {
        return a;
    }
    legal[0].clone()
}

fn play(seats: usize, seed: u64, options: &CamelotOptions) -> Match<Camelot> {
    play_with(seats, seed, options, false)
}

fn play_with(seats: usize, seed: u64, options: &CamelotOptions, sensible: bool) -> Match<Camelot> {
    let mut game = Match::<Camelot>::new(options.clone(), seats, seed).expect("setup");
    let mut rng = GameRng::from_seed(seed ^ 0xC0FFEE);
    let mut steps = 0;
    while !game.is_over() {
        steps += 1;
        assert!(steps < 5_000, "seed {seed} at {seats} seats does not end");
        let seat = game.to_act().seats().first().expect("someone acts");
        let legal = game.legal_actions(seat);
        assert!(
            !legal.is_empty(),
            "seed {seed}: {seat:?} has nothing to do in {:?}",
            game.state().step
        );
        let action = if sensible {
            let a = purposeful(game.state(), seat, &legal, &mut rng);
            if legal.contains(&a) {
                a
            } else {
                rng.pick(&legal).cloned().expect("an action")
            }
        } else {
            rng.pick(&legal).cloned().expect("an action")
        };
        game.play(seat, action).expect("a legal action applies");
        check(game.state());
    }
    game
}

#[test]
fn random_games_keep_every_invariant_and_end() {
    let mut endings = std::collections::BTreeMap::new();
    for seed in 0..300u64 {
        let seats = 3 + (seed % 5) as usize;
        let game = play(seats, seed, &CamelotOptions::default());
        let ending = match game.state().step {
            camelot::Step::Over(e) => format!("{e:?}"),
            _ => unreachable!(),
        };
        *endings.entry(ending).or_insert(0) += 1;
        let outcomes = game.state().outcomes().expect("outcomes");
        assert_eq!(outcomes.len(), seats);
        // Replaying the record gives the same game.
        let again = Match::<Camelot>::replay(game.record()).expect("replay");
        assert_eq!(again.state().black_census(), game.state().black_census());
    }
    println!("{endings:?}");
}

#[test]
fn sensible_random_games_end_in_more_than_one_way() {
    let mut endings = std::collections::BTreeMap::new();
    for seed in 0..300u64 {
        let seats = 3 + (seed % 5) as usize;
        let game = play_with(seats, seed, &CamelotOptions::default(), true);
        if let camelot::Step::Over(e) = game.state().step {
            *endings.entry(format!("{e:?}")).or_insert(0) += 1;
        }
    }
    println!("{endings:?}");
    assert!(endings.len() >= 2, "{endings:?}");
}

/// Merlin's Company at 3–8 seats, random and sensible players, every check after every
/// action: the Travel deck, captives, Merlin and the disposal rule keep every card counted.
#[test]
fn merlins_company_random_games_keep_every_invariant_and_end() {
    let mut endings = std::collections::BTreeMap::new();
    let mut travelled = 0;
    for seed in 0..240u64 {
        let seats = 3 + (seed % 6) as usize;
        let options = CamelotOptions {
            merlins_company: true,
            random_opening: seed % 2 == 0,
            // One game in four with the players' choice of companions, base knights among
            // them (Gaheris left out: he shares Galahad's colour).
            companions: if seed % 4 == 3 {
                camelot::Knight::companions()
                    .filter(|k| *k != camelot::Knight::Gaheris)
                    .collect()
            } else {
                Vec::new()
            },
            squires: if seed % 5 == 4 { vec![1] } else { Vec::new() },
            ..CamelotOptions::default()
        };
        let game = play_with(seats, seed, &options, seed % 3 != 0);
        if let camelot::Step::Over(e) = game.state().step {
            *endings.entry(format!("{e:?}")).or_insert(0) += 1;
        }
        travelled += game.state().travel_discard.len();
        let again = Match::<Camelot>::replay(game.record()).expect("replay");
        assert_eq!(again.state(), game.state(), "seed {seed} replays");
    }
    println!("{endings:?}, {travelled} Travel cards in discards at the end");
    assert!(endings.len() >= 2, "{endings:?}");
    assert!(travelled > 240);
}

#[test]
fn the_traitor_among_us_deals_one_traitor_from_n_plus_one() {
    let options = CamelotOptions {
        traitor_among_us: true,
        ..CamelotOptions::default()
    };
    let mut traitors = 0;
    for seed in 0..200 {
        let game = Camelot::setup(&options, 4, seed).expect("setup");
        traitors += game
            .knights
            .iter()
            .filter(|k| k.loyalty == Loyalty::Traitor)
            .count();
    }
    // 4 of 5 cards dealt: a traitor in about 80 % of games.
    assert!((140..=180).contains(&traitors), "{traitors}");
}

/// Many more games, checking only what is cheap after every action: the card counts and the
/// end. The full checks run on the first few hundred above.
#[test]
fn ten_thousand_random_games_end_with_every_card_accounted_for() {
    for seed in 0..10_000u64 {
        // One game in four with Merlin's Company, which seats up to eight.
        let mc = seed % 4 == 1;
        let seats = 3 + (seed % if mc { 6 } else { 5 }) as usize;
        let options = CamelotOptions {
            traitor_among_us: seed % 3 == 0,
            random_opening: seed % 2 == 0,
            merlins_company: mc,
            // One game in five with Squire's Challenge, one of those in two the harder kind.
            squires: if seed % 5 == 2 {
                vec![
                    (seed % seats as u64) as u8,
                    ((seed / 5) % seats as u64) as u8,
                ]
            } else {
                Vec::new()
            },
            hard_squires: seed % 10 == 7,
            ..CamelotOptions::default()
        };
        let (white, black) = decks(&options);
        let mut game = Match::<Camelot>::new(options.clone(), seats, seed).expect("setup");
        let mut rng = GameRng::from_seed(seed ^ 0xBEEF);
        let mut steps = 0;
        while !game.is_over() {
            steps += 1;
            assert!(steps < 5_000, "seed {seed} does not end");
            let seat = game.to_act().seats().first().expect("someone acts");
            let legal = game.legal_actions(seat);
            let action = if seed % 2 == 0 {
                purposeful(game.state(), seat, &legal, &mut rng)
            } else {
                rng.pick(&legal).cloned().expect("an action")
            };
            let action = if legal.contains(&action) {
                action
            } else {
                legal[0].clone()
            };
            game.play(seat, action).expect("applies");
        }
        assert_eq!(game.state().white_census(), white, "seed {seed}");
        assert_eq!(game.state().black_census(), black, "seed {seed}");
    }
}
