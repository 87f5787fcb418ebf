//! Ten thousand seeded random games across counts and module mixes: no panic, every game
//! ends, quest results equal the cards played after Excalibur's switch, and no view holds a
//! role or card its seat was not shown.

use avalon::{
    Action, Avalon, AvalonOptions, Card, FifthProposal, Insight, LancelotVariant, Phase, PlotCard,
    View,
};
use rt_core::{Game, GameRng, Match, Seat};

fn options_for(seed: u64) -> AvalonOptions {
    let bit = |i: u32| seed >> i & 1 == 1;
    AvalonOptions {
        merlin: !bit(0) || bit(1),
        percival: bit(1),
        morgana: bit(2),
        mordred: bit(3),
        oberon: bit(4),
        lady: bit(5),
        excalibur: bit(6),
        targeting: bit(8),
        lancelot: match seed >> 9 & 3 {
            1 => Some(LancelotVariant::HiddenDeck),
            2 => Some(LancelotVariant::KnownSchedule),
            3 => Some(LancelotVariant::SeeEachOther),
            _ => None,
        },
        fifth: if bit(7) {
            FifthProposal::NoVote
        } else {
            FifthProposal::EvilWins
        },
        plot: bit(11),
    }
}

/// Every Plot card is in the deck, being dealt, held, or used: none made or lost.
fn plot_cards_kept(game: &Avalon) {
    if !game.options.plot {
        return;
    }
    let mut all: Vec<PlotCard> = game.plot_deck.clone();
    all.extend(game.plot_discard.iter().copied());
    all.extend(game.plots.iter().flatten().copied());
    if let Phase::Deal { drawn, acting, .. } = &game.phase {
        all.extend(drawn.iter().copied());
        all.extend(acting.map(|(c, _)| c));
    }
    all.sort();
    let mut expected = avalon::plot::deck(game.n());
    expected.sort();
    assert_eq!(all, expected, "plot cards made or lost");
}

/// Fails the quest should show, from the cards down and the switch being made.
fn expected_fails(game: &Avalon, seat: Seat, action: Action) -> Option<u8> {
    let mut cards = match (&game.phase, action) {
        (Phase::Quest { cards }, Action::Play(card)) => {
            let mut c = cards.clone();
            c[seat.index()] = Some(card);
            let team = game.current.as_ref()?.team;
            if !team.iter().all(|s| c[s.index()].is_some())
                || game.current.as_ref()?.excalibur.is_some()
            {
                return None;
            }
            c
        }
        (Phase::Excalibur { cards }, Action::Switch(target)) => {
            let mut c = cards.clone();
            if let Some(t) = target {
                c[t.index()] = c[t.index()].map(Card::flipped);
            }
            c
        }
        // Close Eye only looks: the cards stay as they lie.
        (Phase::CloseEye { cards, .. }, _) => cards.clone(),
        _ => return None,
    };
    cards.retain(Option::is_some);
    Some(cards.iter().filter(|c| **c == Some(Card::Fail)).count() as u8)
}

/// Swapping the roles of two seats the viewer knows nothing about leaves its view alone.
fn view_hides_roles(game: &Avalon, me: Seat, rng: &mut GameRng) {
    if matches!(
        game.phase,
        Phase::Over { .. } | Phase::Quest { .. } | Phase::Excalibur { .. } | Phase::CloseEye { .. }
    ) {
        return;
    }
    let view = View::of(game, Some(me));
    let told: Vec<Seat> = view
        .insights
        .iter()
        .map(|i| match i {
            Insight::Lady { target, .. }
            | Insight::Excalibur { target, .. }
            | Insight::Loyalty { target, .. }
            | Insight::CloseEye { target, .. } => *target,
        })
        .collect();
    let blind: Vec<Seat> = Seat::all(game.n())
        .filter(|s| *s != me && view.sights[s.index()].is_none() && !told.contains(s))
        .collect();
    let (Some(&a), Some(&b)) = (rng.pick(&blind), rng.pick(&blind)) else {
        return;
    };
    // A swap within what the viewer cannot tell apart: unseen seats of its own sight class.
    let mut other = game.clone();
    other.roles.swap(a.index(), b.index());
    let mine = game.roles[me.index()];
    if mine.sees(other.roles[a.index()], game.options.lancelot)
        != mine.sees(game.roles[a.index()], game.options.lancelot)
    {
        return;
    }
    assert_eq!(
        View::of(&other, Some(me)),
        view,
        "seat {me} sees a role it was not shown"
    );
}

#[test]
fn ten_thousand_random_games() {
    let mut ended = 0;
    // Mixes with more special roles than a small table holds are skipped, not counted.
    for seed in 0..30_000u64 {
        if ended == 10_000 {
            break;
        }
        let seats = 5 + (seed % 6) as usize;
        let options = options_for((seed / 6) ^ (seed << 3));
        let Ok(mut game) = Match::<Avalon>::new(options, seats, seed) else {
            continue; // too many special roles for this count
        };
        let mut rng = GameRng::from_seed(seed);
        let mut moves = 0;
        while !game.is_over() {
            let seat = game.to_act().seats().first().expect("someone acts");
            let legal = game.legal_actions(seat);
            let action = *rng.pick(&legal).expect("a legal action");
            let expected = expected_fails(game.state(), seat, action);
            let before = game.state().results.len();
            game.play(seat, action).expect("legal action refused");
            plot_cards_kept(game.state());
            let after = &game.state().results;
            if let (Some(fails), true) = (expected, after.len() > before) {
                assert_eq!(
                    after[before].fails, fails,
                    "quest result differs from the cards"
                );
            }
            if seed % 10 == 0 {
                for me in Seat::all(seats) {
                    view_hides_roles(game.state(), me, &mut rng);
                }
            }
            moves += 1;
            assert!(moves < 5_000, "game does not end");
        }
        assert!(game.state().outcomes().is_some());
        ended += 1;
    }
    assert_eq!(ended, 10_000);
}

/// Reasoning bots at every seat, across counts and modules: always a legal move, always an
/// end. A bot is handed its seat's view and legal actions only.
#[test]
fn reasoning_bots_play_legal_moves_to_the_end() {
    for seed in 0..120u64 {
        let seats = 5 + (seed % 6) as usize;
        // Option mixes spread over every switch (Lancelot's variants and the Plot cards too).
        let options = options_for(seed * 331 % 4096);
        let Ok(mut game) = Match::<Avalon>::new(options, seats, seed) else {
            continue;
        };
        let mut bots: Vec<_> = (0..seats).map(|_| avalon::bots::for_level(1)).collect();
        let mut rng = GameRng::from_seed(seed);
        while !game.is_over() {
            let seat = game.to_act().seats().first().expect("someone acts");
            let view = game.view(Some(seat));
            let legal = game.legal_actions(seat);
            let action = bots[seat.index()]
                .choose(seat, &view, &legal, &mut rng)
                .expect("a move");
            assert!(legal.contains(&action), "{action:?} is not legal");
            game.play(seat, action).expect("legal");
        }
    }
}

/// A world the search bot samples looks, to its seat, like the real game: the same view
/// (except who else has voted or played, which it re-asks) and the same legal moves.
#[test]
fn sampled_worlds_match_the_seats_view() {
    use rt_core::Determinize;
    for seed in 0..60u64 {
        let seats = 5 + (seed % 6) as usize;
        let Ok(mut game) = Match::<Avalon>::new(options_for(seed * 7 + 3), seats, seed) else {
            continue;
        };
        let mut rng = GameRng::from_seed(seed);
        while !game.is_over() {
            let seat = game.to_act().seats().first().expect("someone acts");
            let view = game.view(Some(seat));
            let world = Avalon::determinize(&view, seat, &mut rng);
            let mut seen = world.view(Some(seat));
            if matches!(
                view.stage,
                avalon::StageView::Vote { .. } | avalon::StageView::Quest { .. }
            ) {
                seen.stage = view.stage;
            }
            assert_eq!(seen, view, "seed {seed}: the world differs from the view");
            assert_eq!(world.legal_actions(seat), game.legal_actions(seat));
            let legal = game.legal_actions(seat);
            let action = *rng.pick(&legal).expect("a legal action");
            game.play(seat, action).expect("legal");
        }
    }
}

/// Search bots at every seat reach the end with legal moves.
#[test]
fn search_bots_play_legal_moves_to_the_end() {
    for seed in 0..12u64 {
        let seats = 5 + (seed % 6) as usize;
        let Ok(mut game) = Match::<Avalon>::new(options_for(seed * 757 % 4096), seats, seed) else {
            continue;
        };
        let bot = avalon::bots::Searcher {
            worlds: 4,
            ..Default::default()
        };
        let mut rng = GameRng::from_seed(seed);
        while !game.is_over() {
            let seat = game.to_act().seats().first().expect("someone acts");
            let view = game.view(Some(seat));
            let legal = game.legal_actions(seat);
            let action = bot.decide(&view, seat, &legal, &mut rng).expect("a move");
            assert!(legal.contains(&action), "{action:?} is not legal");
            game.play(seat, action).expect("legal");
        }
    }
}
