//! The loyal bots catch a traitor who sabotages in the open: one who feeds Evil with Siege
//! Engines at every step and hoards at the Round Table is accused and unmasked in most
//! games, and no loyal knight is accused in his place. And they do not guess where a guess
//! can only cost a sword: at a table dealt no traitor, or after a wrong accusation.

mod heroic_table;

use camelot::bots::{Heuristic, Params};
use camelot::{Action, Camelot, CamelotOptions, EvilChoice, Knight, Loyalty, Place, White};
use heroic_table::choice;
use rt_core::{Bot, Game, GameRng, Seat};

/// A loyal knight's turn with accusations open and one knight's record damning: five
/// Siege Engines added at his Evil steps. `dealt` says whether a traitor may be in play.
fn damning_record(dealt: bool) -> (Camelot, Seat, Seat) {
    let (mut g, seat) = heroic_table::hero(Knight::Arthur, &[White::Fight(1)], Place::Camelot);
    g.options.without_traitor = !dealt;
    g.engines = 6;
    let suspect = Seat((seat.0 + 2) % 5);
    g.conduct[suspect.index()].added_engine = 5;
    (g, seat, suspect)
}

/// What the bot at `seat` does after anything it says first.
fn deed(g: &mut Camelot, seat: Seat) -> Action {
    loop {
        match choice(g, seat) {
            say @ Action::Say(_) => {
                g.apply(seat, &say).expect("says");
            }
            deed => return deed,
        }
    }
}

#[test]
fn a_damning_record_is_accused_where_a_traitor_may_be() {
    let (mut g, seat, suspect) = damning_record(true);
    assert_eq!(deed(&mut g, seat), Action::Accuse(suspect));
}

#[test]
fn no_one_is_accused_at_a_table_dealt_no_traitor() {
    // The whole table chose to play without one: a guess can only turn a sword black.
    let (mut g, seat, _) = damning_record(false);
    assert!(!matches!(deed(&mut g, seat), Action::Accuse(_)));
}

#[test]
fn after_a_wrong_accusation_no_bot_guesses_again() {
    // Another knight accused and found no traitor: it is now likelier that none was dealt,
    // and each further wrong guess costs a sword (0.40 false accusations a game at level 1
    // before, most of them second and third guesses).
    let (mut g, seat, suspect) = damning_record(true);
    g.knights[(seat.index() + 1) % 5].has_accused = true;
    assert!(
        !matches!(deed(&mut g, seat), Action::Accuse(_)),
        "{suspect:?}"
    );
}

#[test]
fn of_two_damning_records_the_worse_is_accused_where_two_traitors_may_be() {
    // With Merlin's Company from 7 seats a second Traitor card joins the deal (at 8 seats
    // both are dealt in 7 deals of 9): a second record as bad as the first may be his
    // partner's, not a reason to wait.
    let options = CamelotOptions {
        merlins_company: true,
        ..CamelotOptions::default()
    };
    let table = |options: &CamelotOptions| {
        let (mut g, seat) = heroic_table::hero_at(
            options,
            7,
            Knight::Arthur,
            &[White::Fight(1)],
            Place::Camelot,
        );
        g.engines = 6;
        let worse = Seat((seat.0 + 2) % 7);
        let other = Seat((seat.0 + 5) % 7);
        g.conduct[worse.index()].added_engine = 5;
        g.conduct[other.index()].added_engine = 4;
        (g, seat, worse)
    };
    let (mut g, seat, worse) = table(&options);
    assert_eq!(deed(&mut g, seat), Action::Accuse(worse));
    // Where only one Traitor card is dealt, two such records are too close to tell apart.
    let (mut g, seat, _) = table(&CamelotOptions::default());
    assert!(!matches!(deed(&mut g, seat), Action::Accuse(_)));
}

/// A traitor who does not hide: an engine whenever he feeds Evil, a draw at the Round
/// Table whenever he can, else whatever comes first.
struct Saboteur;

impl Bot<Camelot> for Saboteur {
    fn choose(
        &mut self,
        _seat: Seat,
        _view: &camelot::View,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> Option<Action> {
        let engine = Action::Evil(EvilChoice::AddEngine);
        [engine, Action::DrawWhite, Action::EndTurn]
            .into_iter()
            .find(|a| legal.contains(a))
            .or_else(|| rng.pick(legal).cloned())
    }
}

#[test]
fn a_traitor_who_sabotages_in_the_open_is_unmasked_in_most_games() {
    let options = CamelotOptions::default();
    let (mut games, mut unmasked, mut false_accusations) = (0, 0, 0);
    for seed in 0..80u64 {
        let Ok(mut g) = Camelot::setup(&options, 5, seed) else {
            continue;
        };
        let Some(traitor) = g.knights.iter().position(|k| k.loyalty == Loyalty::Traitor) else {
            continue;
        };
        games += 1;
        let mut rng = GameRng::from_seed(seed);
        let mut moves = 0;
        while g.outcomes().is_none() && moves < 5_000 {
            moves += 1;
            let Some(seat) = g.to_act().seats().first() else {
                break;
            };
            let view = g.view(Some(seat));
            let legal = g.legal_actions(seat);
            let action = if seat.index() == traitor {
                Saboteur.choose(seat, &view, &legal, &mut rng)
            } else {
                Heuristic::default().choose(seat, &view, &legal, &mut rng)
            }
            .expect("a move");
            // A loyal knight's accusation of another loyal knight.
            if let (Action::Accuse(target), false) = (&action, seat.index() == traitor) {
                false_accusations += usize::from(target.index() != traitor);
            }
            g.apply(seat, &action).expect("a legal move");
        }
        unmasked += usize::from(g.knights[traitor].unmasked);
    }
    assert!(games >= 40, "{games} tables with a traitor");
    assert!(
        unmasked * 3 >= games * 2,
        "unmasked in {unmasked} of {games} games"
    );
    assert_eq!(false_accusations, 0);
}

/// A traitor's Evil step at five seats with the siege at six engines, where sabotage adds a
/// seventh: what the bot with `params` chooses, hidden or `unmasked`, having added `added`
/// engines and drawn `drew` times at the Round Table before (what the table reads).
fn traitors_evil_step(params: Params, unmasked: bool, added: u16) -> Action {
    evil_step_at(params, unmasked, added, 0, false)
}

fn evil_step_at(params: Params, unmasked: bool, added: u16, drew: u16, company: bool) -> Action {
    let (mut g, seat) = heroic_table::hero(Knight::Arthur, &[White::Fight(1)], Place::Camelot);
    g.options.without_traitor = false;
    g.options.merlins_company = company;
    g.knights[seat.index()].loyalty = Loyalty::Traitor;
    g.knights[seat.index()].unmasked = unmasked;
    g.step = camelot::Step::Evil { chosen: false };
    g.engines = 6;
    g.conduct[seat.index()].added_engine = added;
    g.conduct[seat.index()].drew_white = drew;
    let legal = g.legal_actions(seat);
    Heuristic(params)
        .choose(
            seat,
            &g.view(Some(seat)),
            &legal,
            &mut GameRng::from_seed(1),
        )
        .expect("a choice")
}

#[test]
fn a_quiet_traitor_feeds_evil_with_black_cards_while_hidden() {
    // The engines a traitor adds are what the table's reading counts against him.
    let engine = Action::Evil(EvilChoice::AddEngine);
    let black = Action::Evil(EvilChoice::DrawBlack);
    let quiet = Params {
        quiet_from: 0.0,
        ..Params::default()
    };
    assert_eq!(traitors_evil_step(Params::default(), false, 0), engine);
    assert_eq!(traitors_evil_step(quiet, false, 0), black);
    // Unmasked, he has nothing left to hide.
    assert_eq!(traitors_evil_step(quiet, true, 0), engine);
    // Dosed: he adds an engine while the reading stays below 3 after it, so one engine,
    // not a second.
    let dosed = Params {
        quiet_from: 3.0,
        ..Params::default()
    };
    assert_eq!(traitors_evil_step(dosed, false, 0), engine);
    assert_eq!(traitors_evil_step(dosed, false, 1), black);
    // Level 2 plays it at 4: with one engine and three draws at the Round Table his
    // reading is 2.8 (still hidden), and one more engine would show 4.4.
    let level_two = camelot::bots::search::Searcher::default().params;
    assert_eq!(evil_step_at(level_two, false, 1, 3, false), black);
    assert_eq!(evil_step_at(Params::default(), false, 1, 3, false), engine);
    // Not with Merlin's Company.
    assert_eq!(evil_step_at(level_two, false, 1, 3, true), engine);
}

#[test]
fn two_suspects_where_two_traitors_may_hide_are_guessed_at_a_sword_sooner() {
    // Two hidden traitors flip three swords at the end, and the knights rarely lead by
    // seven: where two records read as traitors', the late guess comes at 10 swords, not 11.
    let table = |options: &CamelotOptions, engines: [u16; 2], white: u8| {
        let (mut g, seat) = heroic_table::hero_at(
            options,
            7,
            Knight::Arthur,
            &[White::Fight(1)],
            Place::Camelot,
        );
        let worse = Seat((seat.0 + 2) % 7);
        let other = Seat((seat.0 + 5) % 7);
        // Neither record is damning enough for a guess before the late reading.
        g.conduct[worse.index()].added_engine = engines[0];
        g.conduct[worse.index()].drew_white = 1;
        g.conduct[other.index()].added_engine = engines[1];
        g.white_swords = white;
        g.black_swords = 4;
        let deed = deed(&mut g, seat);
        (deed, worse)
    };
    let company = CamelotOptions {
        merlins_company: true,
        ..CamelotOptions::default()
    };
    let pair = [3, 3];
    let (deed_at_10, worse) = table(&company, pair, 6);
    assert_eq!(deed_at_10, Action::Accuse(worse));
    // At 9 swords, not yet.
    assert!(!matches!(table(&company, pair, 5).0, Action::Accuse(_)));
    // One suspect only: he waits for the eleventh sword.
    let one = [2, 0];
    assert!(!matches!(table(&company, one, 6).0, Action::Accuse(_)));
    assert_eq!(table(&company, one, 7).0, Action::Accuse(worse));
    // One Traitor card in the deal: two such records are no reason to guess sooner (nor,
    // being too close to tell apart, at all).
    let options = CamelotOptions::default();
    for white in [6, 7] {
        assert!(!matches!(table(&options, pair, white).0, Action::Accuse(_)));
    }
}
