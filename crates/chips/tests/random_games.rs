//! Thousands of seeded random games at every table size, checking after every action that
//! no chip is created or lost, that views tell the truth and hide what they must, and that
//! every game ends.

use chips::chip::{ChipId, CHIP_COUNT};
use chips::rules::all_chips_accounted;
use chips::{Chips, ChipsOptions, View};
use rt_core::{Game, GameRng, Match, Seat};

/// Each view's named chips really are where it says, and its public sword floors hold.
fn view_is_true(game: &Chips, seat: Seat, view: &View) {
    for (s, floor) in view.sword_floor.iter().enumerate() {
        let held = game.hands[s].iter().chain(game.protected[s].iter());
        let swords = held.filter(|c| c.kind().is_sword()).count();
        assert!(
            usize::from(*floor) <= swords,
            "seat {s} is said to hold {floor} swords, holds {swords}"
        );
    }
    let mut hand: Vec<_> = game.hand_kinds(seat);
    hand.sort();
    assert_eq!(view.my_hand.to_vec(), hand);
    for (r, region) in view.avalon.iter().enumerate() {
        assert_eq!(region.len(), game.avalon[r].len());
        for (slot, known) in region.iter().enumerate() {
            if let Some(kind) = known {
                assert_eq!(*kind, game.avalon[r][slot].kind(), "memory aid is wrong");
            }
        }
    }
    for (s, h) in view.hands.iter().enumerate() {
        let mut real: Vec<_> = game.hands[s].iter().map(|c| c.kind()).collect();
        if let chips::state::Phase::Play { chosen, .. } = &game.phase {
            real.extend(chosen[s].map(|c| c.kind()));
        }
        for k in &h.known {
            let i = real.iter().position(|x| x == k);
            assert!(
                i.is_some(),
                "seat {seat} 'knows' a {k:?} seat {s} does not hold"
            );
            real.remove(i.unwrap_or(0));
        }
    }
}

/// Swapping two chips the seat has not been shown must not change its view.
fn view_ignores_hidden(game: &Chips, seat: Seat, rng: &mut GameRng) {
    // The end is public: the results say who holds the swords.
    if game.phase == chips::state::Phase::Over {
        return;
    }
    let unknown: Vec<ChipId> = ChipId::all()
        .filter(|c| game.known[seat.index()] & c.bit() == 0)
        .collect();
    let (Some(&a), Some(&b)) = (rng.pick(&unknown), rng.pick(&unknown)) else {
        return;
    };
    // Whether a hand holds swords is public at times (held-out counts, Huzzah), so only
    // chips of the same class are swapped.
    if a.kind().is_sword() != b.kind().is_sword() {
        return;
    }
    let mut other = game.clone();
    let swap = |c: &mut ChipId| {
        if *c == a {
            *c = b
        } else if *c == b {
            *c = a
        }
    };
    other.avalon.iter_mut().flatten().for_each(swap);
    other.hands.iter_mut().flatten().for_each(swap);
    other.protected.iter_mut().flatten().for_each(swap);
    match &mut other.phase {
        chips::state::Phase::Play { chosen, .. } => chosen.iter_mut().flatten().for_each(swap),
        // A pick names a slot: the chip lying there, whichever it is.
        chips::state::Phase::Draft { picks, .. } => picks.iter_mut().flatten().for_each(swap),
        _ => {}
    }
    for fr in other.frames.iter_mut() {
        fr.got.iter_mut().for_each(swap);
        fr.picks.iter_mut().for_each(|(_, c)| swap(c));
    }
    // Only chips in hidden places may be swapped; public ones are known to everyone.
    assert_eq!(
        View::of(game, Some(seat)),
        View::of(&other, Some(seat)),
        "seat {seat}'s view changes when two unseen chips swap"
    );
}

fn random_game(seats: usize, seed: u64, deep: bool) -> usize {
    let mut game = Match::<Chips>::new(ChipsOptions::default(), seats, seed).expect("setup");
    let mut rng = GameRng::from_seed(seed ^ 0xABCD);
    let mut moves = 0;
    while !game.is_over() {
        let seat = game
            .to_act()
            .seats()
            .iter()
            .next()
            .expect("someone must act");
        let legal = game.legal_actions(seat);
        assert!(!legal.is_empty(), "seat {seat} asked with nothing to do");
        let action = *rng.pick(&legal).expect("non-empty");
        game.play(seat, action).expect("legal action refused");
        moves += 1;
        // A move that may be taken back leads to the position just before it.
        if deep && game.can_undo(seat) {
            let back = game.undo(seat).expect("undoable");
            assert_eq!(back.record().moves.len() + 1, game.record().moves.len());
            assert!(back.legal_actions(seat).contains(&action));
        }
        assert!(all_chips_accounted(game.state()), "chip census broken");
        assert_eq!(game.state().census().len(), CHIP_COUNT);
        // Every view names only what is really there; in one game in ten, also that it
        // does not change when two chips its seat never saw trade places.
        // Every view accounts for every chip, at every step, the table's too.
        assert_eq!(game.view(None).chip_count(), CHIP_COUNT, "the table's view");
        for s in Seat::all(seats) {
            let view = game.view(Some(s));
            assert_eq!(view.chip_count(), CHIP_COUNT, "seat {s}'s view");
            view_is_true(game.state(), s, &view);
            if deep {
                view_ignores_hidden(game.state(), s, &mut rng);
            }
        }
        assert!(moves < 20_000, "game does not end");
    }
    let outcomes = game.state().outcomes().expect("outcomes at the end");
    assert_eq!(outcomes.len(), seats);
    moves
}

#[test]
fn ten_thousand_random_games_end_with_every_chip_accounted_for() {
    let mut total = 0;
    for seed in 0..10_000u64 {
        let seats = 2 + (seed % 7) as usize;
        total += random_game(seats, seed, seed % 10 == 0);
    }
    assert!(total > 0);
}

/// A bot is a function of its seat's view: two tables that differ only in chips the seat
/// has not seen get the same decision from every level (same dice).
#[test]
fn bots_decide_from_the_view_alone() {
    use chips::bots::{for_level, sample_world};
    for seed in 0..40u64 {
        let seats = 2 + (seed % 7) as usize;
        let mut game = Match::<Chips>::new(ChipsOptions::default(), seats, seed).unwrap();
        let mut rng = GameRng::from_seed(seed);
        // Play into the first secret play of round 2 or later.
        while !game.is_over() {
            let seat = game.to_act().seats().first().unwrap();
            if game.state().round >= 2
                && matches!(game.state().phase, chips::state::Phase::Play { .. })
            {
                break;
            }
            let legal = game.legal_actions(seat);
            game.play(seat, *rng.pick(&legal).unwrap()).unwrap();
        }
        if game.is_over() {
            continue;
        }
        let seat = game.to_act().seats().first().unwrap();
        let real = game.state().clone();
        // Swap two same-class chips the seat has not seen.
        let unknown: Vec<ChipId> = ChipId::all()
            .filter(|c| real.known[seat.index()] & c.bit() == 0 && !c.kind().is_sword())
            .collect();
        let mut other = real.clone();
        if let (Some(&a), Some(&b)) = (unknown.first(), unknown.last()) {
            let swap = |c: &mut ChipId| {
                if *c == a {
                    *c = b
                } else if *c == b {
                    *c = a
                }
            };
            other.avalon.iter_mut().flatten().for_each(swap);
            other.hands.iter_mut().flatten().for_each(swap);
        }
        let view = View::of(&real, Some(seat));
        assert_eq!(view, View::of(&other, Some(seat)));
        let legal = real.legal_actions(seat);
        assert_eq!(legal, other.legal_actions(seat));
        for level in 0..=2 {
            let mut bot = for_level(level);
            let a = bot.choose(seat, &view, &legal, &mut GameRng::from_seed(9));
            let b = bot.choose(
                seat,
                &View::of(&other, Some(seat)),
                &legal,
                &mut GameRng::from_seed(9),
            );
            assert_eq!(a, b);
        }
        // A sampled world agrees with the view it came from.
        let world = sample_world(
            &view,
            seat,
            &ChipsOptions::default(),
            &mut GameRng::from_seed(3),
        )
        .expect("a world exists");
        assert!(all_chips_accounted(&world));
        let again = View::of(&world, Some(seat));
        assert_eq!(again.my_hand, view.my_hand);
        assert_eq!(again.avalon, view.avalon);
        assert_eq!(again.trash, view.trash);
        let sizes = |v: &View| v.hands.iter().map(|h| h.size).collect::<Vec<_>>();
        // Seats that had chosen get their chip back in hand, to choose again.
        let chosen: Vec<u8> = view
            .hands
            .iter()
            .enumerate()
            .map(|(s, h)| {
                h.size + u8::from(view.chosen.contains(Seat(s as u8)) && Seat(s as u8) != seat)
            })
            .collect();
        assert_eq!(sizes(&again), chosen);
    }
}

/// Wherever the search bot samples (the secret play, and its own chip's questions), the
/// sampled world offers it the same actions and shows it the same table.
#[test]
fn sampled_worlds_agree_with_the_view_wherever_the_search_samples() {
    use chips::bots::{can_sample, sample_world};
    let mut checked = 0;
    for seed in 0..300u64 {
        let seats = 2 + (seed % 7) as usize;
        let mut game = Match::<Chips>::new(ChipsOptions::default(), seats, seed).unwrap();
        let mut rng = GameRng::from_seed(seed);
        while !game.is_over() {
            let seat = game.to_act().seats().first().unwrap();
            let view = game.view(Some(seat));
            if can_sample(&view, seat) {
                let Some(world) = sample_world(&view, seat, &ChipsOptions::default(), &mut rng)
                else {
                    panic!("no world for {view:?}");
                };
                assert!(all_chips_accounted(&world), "world census");
                let legal = |g: &Chips| {
                    g.legal_actions(seat)
                        .into_iter()
                        .filter(|a| !matches!(a, chips::Action::Declare(_)))
                        .collect::<Vec<_>>()
                };
                assert_eq!(legal(&world), legal(game.state()), "{:?}", view.frame);
                let again = View::of(&world, Some(seat));
                assert_eq!(again.my_hand, view.my_hand);
                assert_eq!(again.avalon, view.avalon);
                assert_eq!(again.played, view.played);
                assert_eq!(again.ask, view.ask);
                checked += 1;
            }
            let legal = game.legal_actions(seat);
            game.play(seat, *rng.pick(&legal).unwrap()).unwrap();
        }
    }
    assert!(checked > 1_000, "only {checked} positions checked");
}
