//! Level 2 thinks within its time budget (`Searcher::budget`), read on a clock it is given:
//! here a clock that moves one millisecond each time it is read, so the test is exact.

use camelot::bots::search::Searcher;
use camelot::bots::Heuristic;
use camelot::{Action, Camelot, CamelotOptions, Step};
use rt_core::{Bot, Budget, GameRng, Match, Seat};
use std::sync::atomic::{AtomicU64, Ordering};

static READS: AtomicU64 = AtomicU64::new(0);

fn ticking() -> f64 {
    READS.fetch_add(1, Ordering::SeqCst) as f64
}

/// A Heroic decision with several real choices, reached by level-1 play.
fn heroic_decision() -> (Match<Camelot>, Seat) {
    let mut game = Match::<Camelot>::new(CamelotOptions::default(), 5, 3).expect("setup");
    let mut rng = GameRng::from_seed(3);
    for _ in 0..2_000 {
        let seat = game.to_act().seats().first().expect("someone acts");
        let legal = game.legal_actions(seat);
        let real = legal
            .iter()
            .filter(|a| !matches!(a, Action::Say(_)))
            .count();
        let state = game.state();
        let heroic = matches!(state.step, Step::Heroic(_)) && state.pending.is_empty();
        if heroic && real >= 4 && state.turns > 3 {
            return (game, seat);
        }
        let view = game.view(Some(seat));
        let action = Heuristic::default()
            .choose(seat, &view, &legal, &mut rng)
            .expect("a choice");
        game.play(seat, action).expect("legal");
    }
    panic!("no Heroic decision with choices");
}

fn search(game: &Match<Camelot>, seat: Seat, ms: Option<f64>) -> Action {
    let mut searcher = Searcher {
        budget: ms.map(|ms| Budget { clock: ticking, ms }),
        ..Searcher::default()
    };
    let legal = game.legal_actions(seat);
    let action = searcher
        .choose(
            seat,
            &game.view(Some(seat)),
            &legal,
            &mut GameRng::from_seed(5),
        )
        .expect("a choice");
    assert!(legal.contains(&action));
    action
}

#[test]
fn level_two_stops_exploring_when_its_time_is_up_and_still_answers() {
    let (game, seat) = heroic_decision();
    // With 40 ms it reads the clock about once a play-out: some 40 play-outs, not the
    // thousands a full search makes.
    READS.store(0, Ordering::SeqCst);
    search(&game, seat, Some(40.0));
    let reads = READS.load(Ordering::SeqCst);
    assert!((40..=45).contains(&reads), "{reads} reads of the clock");
    // With no time at all it keeps the heuristic's choice, made from the same luck.
    let heuristic = Heuristic::default()
        .choose(
            seat,
            &game.view(Some(seat)),
            &game.legal_actions(seat),
            &mut GameRng::from_seed(5),
        )
        .expect("a choice");
    assert_eq!(search(&game, seat, Some(0.0)), heuristic);
}
