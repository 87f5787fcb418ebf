//! Many seeded random full games, each checking the invariants after every action.

use oracle::{Oracle, OracleEvent, OracleOptions, Phase, PhaseView};
use rt_core::{
    Bot, Determinize, Envelope, Game, GameRng, Match, PlayerSetup, RandomBot, Seat, SeatKind, ToAct,
};

const GAMES: u64 = 10_000;

/// Plays one game with random bots, checking after every action that:
/// no view holds another seat's pick or the oracle's number before the reveal,
/// the log a seat reads holds only its own private events, and points add up.
fn play_checked(seed: u64) -> Match<Oracle> {
    let seats = 2 + (seed % 7) as usize;
    let options = OracleOptions {
        rounds: 1 + (seed % 4) as u8,
        vetoes: !seed.is_multiple_of(3),
    };
    let mut game = Match::<Oracle>::new(options.clone(), seats, seed).unwrap();
    let mut rng = GameRng::from_seed(seed ^ 0xB07);
    let mut steps = 0;
    while !game.is_over() {
        steps += 1;
        assert!(steps < 1_000, "the game must end");
        let ToAct::Seats(waiting) = game.to_act() else {
            panic!("only simultaneous decisions in this game")
        };
        let seat = waiting.first().unwrap();
        let view = game.view(Some(seat));
        let legal = game.legal_actions(seat);
        assert!(!legal.is_empty(), "a seat that is asked can always answer");
        let action = Bot::<Oracle>::choose(&mut RandomBot, seat, &view, &legal, &mut rng).unwrap();
        game.play(seat, action).unwrap();
        check_views(&game);
    }
    let total: u32 = game.state().scores().iter().sum();
    let scored_rounds = game
        .state()
        .history()
        .iter()
        .filter(|r| r.vetoed_by.is_empty())
        .count();
    assert!(
        total as usize >= scored_rounds,
        "each scored round gives at least one point"
    );
    assert_eq!(game.state().history().len(), options.rounds as usize);
    game
}

fn check_views(game: &Match<Oracle>) {
    let seats = game.state().seat_count();
    for s in Seat::all(seats) {
        let view = game.view(Some(s));
        if let Phase::Picking { picks, oracle } = game.state().phase() {
            let PhaseView::Picking { my_pick, .. } = &view.phase else {
                panic!("phase mismatch")
            };
            assert_eq!(*my_pick, picks[s.index()]);
            // Neither the oracle's number nor anyone's picks appear in the live phase.
            let phase = serde_json::to_string(&view.phase).unwrap();
            assert!(
                !phase.contains("oracle") && !phase.contains("picks"),
                "{phase} ({oracle})"
            );
        }
        let private_picks = game
            .full_log()
            .iter()
            .filter(|e| {
                matches!(e.body, OracleEvent::YouPicked { .. }) && e.audience.admits(Some(s))
            })
            .count();
        let own_moves = game
            .record()
            .moves
            .iter()
            .filter(|m| m.seat == s && matches!(m.action, oracle::Action::Pick(_)))
            .count();
        assert_eq!(
            private_picks, own_moves,
            "a seat reads exactly its own private events"
        );
    }
    assert_eq!(
        game.log_for(None)
            .filter(|e| matches!(e, OracleEvent::YouPicked { .. }))
            .count(),
        0,
        "spectators read no private event"
    );
}

#[test]
fn ten_thousand_random_games_keep_every_invariant() {
    for seed in 0..GAMES {
        play_checked(seed);
    }
}

#[test]
fn a_record_replays_the_same_game() {
    for seed in 0..200 {
        let game = play_checked(seed);
        let again = Match::<Oracle>::replay(game.record()).unwrap();
        assert_eq!(again.state(), game.state());
        assert_eq!(again.full_log(), game.full_log());
    }
}

#[test]
fn a_save_round_trips_through_its_envelope() {
    let game = play_checked(42);
    let players: Vec<PlayerSetup> = (0..game.state().seat_count())
        .map(|i| PlayerSetup {
            name: format!("P{i}"),
            kind: if i == 0 {
                SeatKind::Human
            } else {
                SeatKind::Bot { level: 0 }
            },
        })
        .collect();
    let text = serde_json::to_string(&game.to_envelope("abc", &players, 1.0, 2.0)).unwrap();
    let envelope = Envelope::parse(&text).unwrap();
    assert_eq!(envelope.players, players);
    let loaded = envelope.open::<Oracle>().unwrap();
    assert_eq!(loaded.state(), game.state());
}

#[test]
fn determinized_worlds_agree_with_the_view() {
    let mut rng = GameRng::from_seed(1);
    for seed in 0..300 {
        let mut game = Match::<Oracle>::new(OracleOptions::default(), 4, seed).unwrap();
        game.play(Seat(1), oracle::Action::Pick(4)).unwrap();
        game.play(Seat(2), oracle::Action::Pick(6)).unwrap();
        let view = game.view(Some(Seat(1)));
        let world = Oracle::determinize(&view, Seat(1), &mut rng);
        assert_eq!(
            world.view(Some(Seat(1))),
            view,
            "the sampled world looks the same from seat 1"
        );
        assert_eq!(world.to_act(), game.to_act());
    }
}
