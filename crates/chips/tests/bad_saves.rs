//! Damaged, foreign and tampered saves are refused with a typed reason, never a panic.

use chips::{Action, Chips, ChipsOptions};
use rt_core::Game;
use rt_core::{Envelope, LoadError, Match, PlayerSetup, SeatKind};

fn saved_text() -> String {
    let mut game = Match::<Chips>::new(ChipsOptions::default(), 2, 3).unwrap();
    let seat = game.to_act().seats().first().unwrap();
    game.play(seat, Action::Draw { region: 1, slot: 2 })
        .unwrap();
    let players = vec![
        PlayerSetup {
            name: "Ana".into(),
            kind: SeatKind::Human,
        },
        PlayerSetup {
            name: "Bot".into(),
            kind: SeatKind::Bot { level: 0 },
        },
    ];
    serde_json::to_string(&game.to_envelope("id1", &players, 0.0, 0.0)).unwrap()
}

/// Edits the saved text, then opens it as a chip game.
fn open_edited(from: &str, to: &str) -> LoadError {
    let text = saved_text().replace(from, to);
    Envelope::parse(&text).unwrap().open::<Chips>().unwrap_err()
}

#[test]
fn damaged_text_is_not_json() {
    let text = saved_text();
    let cut = &text[..text.len() / 2];
    assert!(matches!(Envelope::parse(cut), Err(LoadError::NotJson(_))));
}

#[test]
fn json_that_is_not_a_save_is_named_so() {
    assert!(matches!(
        Envelope::parse("{\"hello\":1}"),
        Err(LoadError::NotASave(_))
    ));
    assert!(matches!(
        Envelope::parse("[1,2]"),
        Err(LoadError::NotASave(_))
    ));
}

#[test]
fn a_save_from_a_newer_format_is_refused_by_number() {
    let text = saved_text().replacen("\"format\":1", "\"format\":99", 1);
    assert_eq!(
        Envelope::parse(&text).unwrap_err(),
        LoadError::UnknownFormat(99)
    );
}

#[test]
fn a_tampered_move_is_caught_on_replay() {
    let err = open_edited("\"region\":1", "\"region\":7");
    assert_eq!(
        err,
        LoadError::BadMove {
            index: 0,
            code: "chips-illegal".into()
        }
    );
}

#[test]
fn an_unknown_game_is_named() {
    let err = open_edited(&format!("\"{}\"", Chips::ID), "\"chess\"");
    assert!(matches!(err, LoadError::UnknownGame(g) if g == "chess"));
}

#[test]
fn players_must_match_the_seats() {
    let err = open_edited(",{\"name\":\"Bot\",\"kind\":{\"Bot\":{\"level\":0}}}", "");
    assert_eq!(
        err,
        LoadError::SeatMismatch {
            players: 1,
            seats: 2
        }
    );
}
