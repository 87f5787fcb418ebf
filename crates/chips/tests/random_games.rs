//! Thousands of seeded random games at every table size, checking after every action that
//! no chip is created or lost, that views tell the truth and hide what they must, and that
//! every game ends.

use chips::chip::{ChipId, CHIP_COUNT};
use chips::rules::all_chips_accounted;
use chips::{Chips, ChipsOptions, View};
use rt_core::{Game, GameRng, Match, Seat};

/// Each view's named chips really are where it says.
fn view_is_true(game: &Chips, seat: Seat, view: &View) {
    let mut hand: Vec<_> = game.hand_kinds(seat);
    hand.sort();
    assert_eq!(view.my_hand, hand);
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
    if let chips::state::Phase::Play { chosen, .. } = &mut other.phase {
        chosen.iter_mut().flatten().for_each(swap);
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
        assert!(all_chips_accounted(game.state()), "chip census broken");
        assert_eq!(game.state().census().len(), CHIP_COUNT);
        if deep {
            for s in Seat::all(seats) {
                let view = game.view(Some(s));
                view_is_true(game.state(), s, &view);
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
