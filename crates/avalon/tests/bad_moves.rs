//! Bad moves and bad saves never panic: every action of every shape, from every seat, at
//! random moments of random games, is either legal and accepted or refused with a typed
//! error and the game left exactly as it was; a tampered save is refused on replay.

use avalon::{Action, Avalon, AvalonOptions, Card, LancelotVariant, PlotCard};
use rt_core::{Envelope, Game, GameRng, LoadError, Match, PlayerSetup, Seat, SeatKind, SeatSet};

/// An action of any shape, with seats and quests that may be out of range.
fn any_action(rng: &mut GameRng, n: usize) -> Action {
    let seat = |rng: &mut GameRng| Seat(rng.below(n + 2) as u8);
    let team =
        |rng: &mut GameRng| -> SeatSet { Seat::all(n + 1).filter(|_| rng.below(2) == 0).collect() };
    match rng.below(13) {
        0 => Action::Ready,
        1 => Action::Propose {
            team: team(rng),
            excalibur: (rng.below(3) > 0).then(|| seat(rng)),
            quest: rng.below(7) as u8,
        },
        2 => Action::Vote(rng.below(2) == 0),
        3 => Action::Play(if rng.below(2) == 0 {
            Card::Success
        } else {
            Card::Fail
        }),
        4 => Action::Switch((rng.below(3) > 0).then(|| seat(rng))),
        5 => Action::Examine(seat(rng)),
        6 => Action::Assassinate(seat(rng)),
        7 => Action::Give(seat(rng)),
        8 => Action::UsePlot((rng.below(2) == 0).then(|| seat(rng))),
        9 => Action::Pass,
        10 => Action::Take {
            from: seat(rng),
            card: PlotCard::ALL[rng.below(PlotCard::ALL.len())],
        },
        11 => Action::LookAt(seat(rng)),
        _ => Action::ShowTo(seat(rng)),
    }
}

fn everything() -> AvalonOptions {
    AvalonOptions {
        percival: true,
        morgana: true,
        lady: true,
        excalibur: true,
        targeting: true,
        plot: true,
        lancelot: Some(LancelotVariant::HiddenDeck),
        ..AvalonOptions::default()
    }
}

#[test]
fn any_action_is_accepted_when_legal_or_refused_without_a_trace() {
    for seed in 0..200u64 {
        let n = 7 + (seed % 4) as usize;
        let mut game = Avalon::setup(&everything(), n, seed).expect("setup");
        let mut rng = GameRng::from_seed(seed);
        for _ in 0..3_000 {
            if game.outcomes().is_some() {
                break;
            }
            let seat = Seat(rng.below(n + 1) as u8);
            let action = any_action(&mut rng, n);
            let legal = seat.index() < n && game.legal_actions(seat).contains(&action);
            let before = game.clone();
            match game.apply(seat, &action) {
                Ok(_) => assert!(legal, "{action:?} by {seat} accepted but not offered"),
                Err(_) => {
                    assert!(!legal, "{action:?} by {seat} offered but refused");
                    assert_eq!(game, before, "a refused move changed the game");
                }
            }
            // Keep the game moving with a legal move now and then.
            if rng.below(2) == 0 {
                if let Some(s) = game.to_act().seats().first() {
                    let legal = game.legal_actions(s);
                    if let Some(a) = rng.pick(&legal) {
                        game.apply(s, &a.clone()).expect("legal");
                    }
                }
            }
        }
    }
}

#[test]
fn a_tampered_avalon_save_is_refused_on_replay() {
    let mut game = Match::<Avalon>::new(everything(), 7, 11).unwrap();
    let mut rng = GameRng::from_seed(1);
    for _ in 0..40 {
        let seat = game.to_act().seats().first().unwrap();
        let legal = game.legal_actions(seat);
        game.play(seat, *rng.pick(&legal).unwrap()).unwrap();
    }
    let players: Vec<PlayerSetup> = (0..7)
        .map(|i| PlayerSetup {
            name: format!("P{i}"),
            kind: SeatKind::Human,
        })
        .collect();
    let text = serde_json::to_string(&game.to_envelope("a", &players, 0.0, 0.0)).unwrap();
    // The save opens as it was.
    let opened = Envelope::parse(&text).unwrap().open::<Avalon>().unwrap();
    assert_eq!(opened.state(), game.state());
    // Every Ready becomes an Assassinate: the replay meets a move the rules refuse.
    let bad = text.replace("\"Ready\"", "{\"Assassinate\":0}");
    assert_ne!(bad, text);
    assert!(matches!(
        Envelope::parse(&bad).unwrap().open::<Avalon>(),
        Err(LoadError::BadMove { .. })
    ));
}
