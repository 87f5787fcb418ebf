//! The table's difficulty changes how a bot traitor plays, never a loyal bot
//! (`bots::for_table`).

use camelot::bots::{for_level, for_table, traitor_for};
use camelot::{Action, Camelot, CamelotOptions, Difficulty, EvilChoice, Loyalty, Step};
use rt_core::{Bot, Game, GameRng, Seat};

fn clock() -> f64 {
    0.0
}

/// Five knights past the opening; the first, about to feed Evil, has `loyalty` and a
/// public record that makes the whole table suspect him.
fn suspected(loyalty: Loyalty) -> (Camelot, Seat) {
    let options = CamelotOptions {
        random_opening: true,
        ..CamelotOptions::default()
    };
    let mut g = Camelot::setup(&options, 5, 21).expect("setup");
    for s in Seat::all(5) {
        let lay = g.legal_actions(s)[0].clone();
        g.apply(s, &lay).expect("lay");
    }
    assert!(matches!(g.step, Step::Evil { chosen: false }));
    let me = g.turn;
    for k in &mut g.knights {
        k.loyalty = Loyalty::Loyal;
    }
    g.knights[me.index()].loyalty = loyalty;
    g.knights[me.index()].life = 4;
    g.conduct[me.index()].added_engine = 6;
    g.engines = 2;
    (g, me)
}

fn evil_step(difficulty: Difficulty, loyalty: Loyalty) -> Action {
    let (g, me) = suspected(loyalty);
    let legal = g.legal_actions(me);
    for_table(difficulty, clock)
        .choose(me, &g.view(Some(me)), &legal, &mut GameRng::from_seed(2))
        .expect("a choice")
}

#[test]
fn a_gentle_traitor_sabotages_in_the_open_where_a_standard_one_lies_low() {
    // Suspected by everyone, the standard traitor feeds Evil as a loyal knight would, with
    // his own life; the gentle one never pays with his life and draws for Evil.
    let standard = evil_step(Difficulty::Standard, Loyalty::Traitor);
    let loyal = evil_step(Difficulty::Standard, Loyalty::Loyal);
    assert_eq!(standard, loyal, "hidden in plain sight");
    assert_eq!(
        evil_step(Difficulty::Gentle, Loyalty::Traitor),
        Action::Evil(EvilChoice::DrawBlack)
    );
}

#[test]
fn a_loyal_bot_plays_the_same_whatever_the_difficulty() {
    let choices: Vec<Action> = Difficulty::ALL
        .into_iter()
        .map(|d| evil_step(d, Loyalty::Loyal))
        .collect();
    assert!(choices.windows(2).all(|w| w[0] == w[1]), "{choices:?}");
}

#[test]
fn a_gentle_traitor_plays_his_turns_as_a_loyal_knight_would() {
    // Only his Evil step gives him away: the quests still get his cards, where a standard
    // traitor no one suspects plays his weakest or hoards.
    let turn = |bot: &mut Box<dyn Bot<Camelot>>, loyalty, seed| {
        let (mut g, me) = suspected(loyalty);
        g.apply(me, &Action::Evil(EvilChoice::AddEngine))
            .expect("Evil's step");
        assert!(matches!(g.step, Step::Heroic(_)));
        g.conduct[me.index()].added_engine = 0;
        let legal = g.legal_actions(me);
        bot.choose(me, &g.view(Some(me)), &legal, &mut GameRng::from_seed(seed))
    };
    let mut differs = 0;
    for seed in 0..6 {
        let loyal = turn(&mut for_level(1), Loyalty::Loyal, seed);
        let gentle = turn(
            &mut traitor_for(Difficulty::Gentle, clock),
            Loyalty::Traitor,
            seed,
        );
        assert_eq!(gentle, loyal, "seed {seed}");
        let standard = turn(
            &mut traitor_for(Difficulty::Standard, clock),
            Loyalty::Traitor,
            seed,
        );
        differs += usize::from(standard != loyal);
    }
    assert!(differs > 0, "the standard traitor sabotages");
}

#[test]
fn an_unmasked_gentle_traitor_draws_black_cards_where_a_standard_one_adds_engines() {
    let (mut g, me) = suspected(Loyalty::Traitor);
    g.knights[me.index()].unmasked = true;
    g.engines = 8;
    let legal = g.legal_actions(me);
    let choose =
        |d| traitor_for(d, clock).choose(me, &g.view(Some(me)), &legal, &mut GameRng::from_seed(2));
    assert_eq!(
        choose(Difficulty::Gentle),
        Some(Action::Evil(EvilChoice::DrawBlack))
    );
    assert_eq!(
        choose(Difficulty::Standard),
        Some(Action::Evil(EvilChoice::AddEngine))
    );
}

#[test]
fn at_eleven_engines_a_traitor_lying_low_adds_the_twelfth_but_a_gentle_one_does_not() {
    // The twelfth engine wins Evil the game: nothing is left to hide. The standard and the
    // cunning traitor, suspected and so playing as a loyal knight, add it; the gentle one
    // adds no engines once unmasked, nor this one; a loyal knight never does.
    let at_eleven = |difficulty, loyalty| {
        let (mut g, me) = suspected(loyalty);
        g.engines = 11;
        let legal = g.legal_actions(me);
        for_table(difficulty, clock)
            .choose(me, &g.view(Some(me)), &legal, &mut GameRng::from_seed(2))
            .expect("a choice")
    };
    let twelfth = Action::Evil(EvilChoice::AddEngine);
    for difficulty in [Difficulty::Standard, Difficulty::Cunning] {
        assert_eq!(at_eleven(difficulty, Loyalty::Traitor), twelfth);
        assert_ne!(at_eleven(difficulty, Loyalty::Loyal), twelfth);
    }
    assert_ne!(at_eleven(Difficulty::Gentle, Loyalty::Traitor), twelfth);
}
