//! Component tests of the game loop in headless Chromium: seat names, the story told by the
//! log, and pass-the-device details.
#![cfg(target_arch = "wasm32")]

use round_table::components::seats_form::NAMES;
use round_table::games::session::Session;
use round_table::i18n::{I18n, Language, ALL};
use rt_core::{GameRng, PlayerSetup, Seat, SeatKind};
use std::collections::BTreeSet;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Knights, figures and characters of the games still to come (Shadows over Camelot and its
/// expansion, the 1985 adventure), which have no messages yet.
const LEGENDS: [&str; 24] = [
    "Arthur",
    "Galahad",
    "Gawain",
    "Kay",
    "Palamedes",
    "Percival",
    "Tristan",
    "Bors",
    "Caradoc",
    "Gaheris",
    "Gareth",
    "Geraint",
    "Lamorak",
    "Owain",
    "Bedivere",
    "Merlin",
    "Morgan",
    "Guinevere",
    "Mordred",
    "Viviane",
    "Lancelot",
    "Nimue",
    "Elaine",
    "Enid",
];

/// Every word of every chip, role, card and game name, in every language.
fn names_in_games() -> BTreeSet<String> {
    let mut words: BTreeSet<String> = LEGENDS.iter().map(|w| w.to_lowercase()).collect();
    for source in ALL.iter().flat_map(|c| Language::ALL.map(|l| c.source(l))) {
        for line in source.lines() {
            let Some((key, value)) = line.split_once(" = ") else {
                continue;
            };
            let key = key.trim();
            let named = ["chip-", "avalon-role-", "avalon-plot-", "game-"]
                .iter()
                .any(|p| key.starts_with(p))
                && !key.ends_with("-text")
                && !key.ends_with("-blurb");
            if named {
                words.extend(
                    value
                        .split(|c: char| !c.is_alphabetic())
                        .filter(|w| w.len() > 1)
                        .map(str::to_lowercase),
                );
            }
        }
    }
    words
}

#[wasm_bindgen_test]
fn default_seat_names_are_never_a_chip_role_card_or_knight() {
    let taken = names_in_games();
    assert!(taken.contains("excalibur") && taken.contains("gawain") && taken.contains("assassin"));
    for name in NAMES {
        assert!(
            !taken.contains(&name.to_lowercase()),
            "{name} is also a name in one of the games"
        );
    }
}

fn players(n: usize) -> Vec<PlayerSetup> {
    NAMES
        .iter()
        .take(n)
        .map(|name| PlayerSetup {
            name: name.to_string(),
            kind: SeatKind::Bot { level: 0 },
        })
        .collect()
}

/// Plays a whole game at random, each move a legal one.
fn random_game<G: rt_core::Game>(options: G::Options, seats: usize, seed: u64) -> Session<G> {
    let mut session = Session::<G>::start(options, players(seats), seed).unwrap();
    let mut rng = GameRng::from_seed(seed);
    while !session.game.is_over() {
        let seat = session.game.to_act().seats().first().unwrap();
        let legal = session.game.legal_actions(seat);
        let action = rng.pick(&legal).unwrap().clone();
        session.game.play(seat, action).unwrap();
    }
    session
}

#[wasm_bindgen_test]
fn the_chip_story_has_a_chapter_a_round_and_no_empty_or_doubled_line() {
    let i18n = I18n::new(Language::En);
    for seed in 0..6 {
        let session = random_game::<chips::Chips>(Default::default(), 4, seed);
        let rounds = session.game.view(None).round;
        for seat in [None, Some(Seat(0)), Some(Seat(2))] {
            let events: Vec<_> = session.game.log_for(seat).collect();
            let chapters = round_table::games::chips::words::story(
                &i18n,
                &session.seating(),
                &session.game.view(seat),
                seat,
                &events,
            );
            let titled: Vec<_> = chapters.iter().filter_map(|c| c.title.clone()).collect();
            assert_eq!(titled.len(), usize::from(rounds), "one chapter a round");
            assert_eq!(titled[0], "Round 1");
            for chapter in &chapters {
                for pair in chapter.lines.windows(2) {
                    assert_ne!(pair[0], pair[1], "a line told twice");
                }
                for line in &chapter.lines {
                    // Every chip named in a line is one the screen can draw.
                    let plain = round_table::art::mention::plain(line, &|slug| {
                        let name = round_table::games::chips::chip_view::thing_name(&i18n, slug);
                        assert!(!name.is_empty(), "unknown thing {slug:?} in {line:?}");
                        name
                    });
                    assert!(!plain.contains('\u{E000}') && !plain.contains('\u{E001}'));
                    assert!(!line.trim().is_empty());
                    assert!(!line.starts_with("0 "), "an empty move: {line}");
                }
            }
            // The story is whole: the last chapter ends with the end of the game.
            let last = chapters.last().and_then(|c| c.lines.last()).unwrap();
            assert_eq!(last, "The game is over.");
        }
    }
}

#[wasm_bindgen_test]
fn the_avalon_story_has_a_chapter_a_round_and_ends_with_the_game() {
    let i18n = I18n::new(Language::En);
    for seed in 0..6 {
        let session = random_game::<avalon::Avalon>(Default::default(), 5, seed);
        let events: Vec<_> = session.game.log_for(None).collect();
        let chapters = round_table::games::avalon::words::story(
            &i18n,
            &session.seating(),
            &session.game.view(None),
            None,
            &events,
        );
        let quests = session.game.view(None).results.len();
        let rounds = chapters
            .iter()
            .filter(|c| c.title.as_deref().is_some_and(|t| t.starts_with("Round")))
            .count();
        // A round ends with its quest, or the game ends in it (five rejected teams).
        assert!(
            rounds >= quests.max(1) && rounds <= quests + 1,
            "{rounds} chapters for {quests} quests"
        );
        for chapter in &chapters {
            for pair in chapter.lines.windows(2) {
                assert_ne!(pair[0], pair[1], "a line told twice");
            }
        }
    }
}

#[wasm_bindgen_test]
fn the_camelot_story_has_a_chapter_a_turn_and_every_line_in_words() {
    let i18n = I18n::new(Language::En);
    for seed in 0..4 {
        let session = random_game::<camelot::Camelot>(Default::default(), 4, seed);
        for seat in [None, Some(Seat(1))] {
            let events: Vec<_> = session.game.log_for(seat).collect();
            let chapters = round_table::games::camelot::words::story(
                &i18n,
                &session.seating(),
                &session.game.view(seat),
                seat,
                &events,
            );
            let turns = chapters
                .iter()
                .filter(|c| c.title.as_deref().is_some_and(|t| t.ends_with("turn")))
                .count();
            assert_eq!(
                turns as u32,
                session.game.state().turns,
                "one chapter a turn"
            );
            for chapter in &chapters {
                for line in &chapter.lines {
                    assert!(!line.contains("camelot-"), "a missing message in {line:?}");
                    let plain = round_table::art::mention::plain(line, &|slug| {
                        assert!(
                            round_table::games::camelot::faces::thing(&i18n, slug).is_some(),
                            "unknown thing {slug:?} in {line:?}"
                        );
                        slug.to_string()
                    });
                    assert!(!plain.trim().is_empty());
                }
            }
        }
    }
}

#[wasm_bindgen_test]
fn the_excalibur85_story_has_a_chapter_a_turn_and_every_line_in_words() {
    use excalibur85::Excalibur85;
    use round_table::games::excalibur85::{faces, words};
    for language in Language::ALL {
        let i18n = I18n::new(language);
        for seed in 0..2 {
            // A table at the superior level, where knights look at cards alone.
            let options = excalibur85::Options {
                level: excalibur85::state::Level::Superior,
                ..Default::default()
            };
            let session = random_game::<Excalibur85>(options, 3, seed);
            for seat in [None, Some(Seat(1))] {
                let events: Vec<_> = session.game.log_for(seat).collect();
                let chapters = words::story(
                    &i18n,
                    &session.seating(),
                    &session.game.view(seat),
                    seat,
                    &events,
                );
                let turns = events
                    .iter()
                    .filter(|e| matches!(e, excalibur85::Event::TurnBegins { .. }))
                    .count();
                assert_eq!(chapters.len(), turns + 1, "the sheets, then one a turn");
                // A knight who saw his card is not also told that something unseen happened.
                if let (Language::En, Some(me)) = (language, seat) {
                    let alone = format!("{} draws a card and looks at it alone", session.name(me));
                    assert!(chapters
                        .iter()
                        .flat_map(|c| &c.lines)
                        .all(|l| !l.starts_with(&alone)));
                }
                for line in chapters.iter().flat_map(|c| &c.lines) {
                    assert!(!line.contains("x85-"), "a missing message in {line:?}");
                    let plain = round_table::art::mention::plain(line, &|slug| {
                        assert!(
                            faces::thing(&i18n, slug).is_some(),
                            "unknown thing {slug:?} in {line:?}"
                        );
                        slug.to_string()
                    });
                    assert!(!plain.trim().is_empty());
                }
            }
        }
        // Every card, tile, area and mission explains itself in this language.
        for &c in faces::every_card() {
            let text = words::card_text(&i18n, c);
            assert!(!text.contains("x85-") && text.len() > 10, "{c:?}: {text}");
        }
        for &p in faces::every_place() {
            assert!(!words::place_text(&i18n, p).contains("x85-"), "{p:?}");
        }
        for m in excalibur85::Mission::all() {
            assert!(!words::mission_text(&i18n, m).contains("x85-"), "{m:?}");
        }
    }
}

/// Avalon played to the vote on a round's `rejections + 1`-th team, every team rejected.
fn avalon_at_vote(rejections: u8) -> Session<avalon::Avalon> {
    use avalon::{Action, StageView};
    let mut session = Session::<avalon::Avalon>::start(Default::default(), players(5), 11).unwrap();
    loop {
        let view = session.game.view(None);
        if view.rejections == rejections && matches!(view.stage, StageView::Vote { .. }) {
            return session;
        }
        let seat = session.game.to_act().seats().first().unwrap();
        let legal = session.game.legal_actions(seat);
        let action = *legal
            .iter()
            .find(|a| matches!(a, Action::Vote(false)))
            .or_else(|| legal.iter().find(|a| matches!(a, Action::Propose { .. })))
            .unwrap_or(&legal[0]);
        session.game.play(seat, action).unwrap();
    }
}

/// Renders seat 0's Avalon screen and says whether it warns that the vote can lose the game.
async fn avalon_warns(session: Session<avalon::Avalon>) -> bool {
    use round_table::games::avalon::prompt::Prompt;
    use round_table::games::session::Seating;
    use yew::prelude::*;
    let view = session.game.view(Some(Seat(0)));
    let legal = session.game.legal_actions(Seat(0));
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    #[derive(Properties, PartialEq)]
    struct Props {
        seating: std::rc::Rc<Seating>,
        view: avalon::View,
        legal: Vec<avalon::Action>,
    }
    #[function_component(Screen)]
    fn screen(p: &Props) -> Html {
        html! { <Prompt seating={p.seating.clone()} view={p.view.clone()} legal={p.legal.clone()} on_action={Callback::noop()} /> }
    }
    let props = Props {
        seating: std::rc::Rc::new(session.seating()),
        view,
        legal,
    };
    yew::Renderer::<Screen>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;
    let warned = root
        .query_selector("[data-testid=at-stake]")
        .unwrap()
        .is_some();
    assert!(
        root.query_selector("[data-testid=reject]")
            .unwrap()
            .is_some(),
        "the vote is asked"
    );
    root.remove();
    warned
}

#[wasm_bindgen_test]
async fn avalon_says_when_rejecting_this_team_loses_the_game() {
    assert!(
        !avalon_warns(avalon_at_vote(0)).await,
        "the first vote of a round"
    );
    assert!(!avalon_warns(avalon_at_vote(3)).await, "the fourth");
    assert!(avalon_warns(avalon_at_vote(4)).await, "the fifth");
}
