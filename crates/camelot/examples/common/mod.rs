//! Settings for the example tools, read from the environment.

// Not every example uses every helper.
#![allow(dead_code)]

use camelot::bots::search::Searcher;
use camelot::bots::{for_level, Heuristic, Params};
use camelot::{Camelot, CamelotOptions, Loyalty};
use rt_core::{Bot, Match};

/// Bots, one a seat.
pub type Bots = Vec<Box<dyn Bot<Camelot>>>;

/// A table and its bots: levels 1 and 2 take their settings from the environment, the
/// others are the app's. No traitor is dealt unless CAMELOT_TRAITOR=1 (the standard deal),
/// and then CAMELOT_TRAITOR_LEVEL sets the traitor's level (the table's by default).
pub fn table(seats: usize, seed: u64, level: u8) -> Option<(Match<Camelot>, Bots)> {
    let var = |name: &str| std::env::var(name).ok().and_then(|v| v.parse::<u8>().ok());
    // CAMELOT_MC=1 plays Merlin's Company.
    let options = CamelotOptions {
        without_traitor: var("CAMELOT_TRAITOR") != Some(1),
        merlins_company: var("CAMELOT_MC") == Some(1),
        ..CamelotOptions::default()
    };
    let game = Match::<Camelot>::new(options, seats, seed).ok()?;
    let traitor_level = var("CAMELOT_TRAITOR_LEVEL").unwrap_or(level);
    // TRAITOR_PARAMS="name=value,…": a level-1 traitor's own thresholds (CAMELOT_PARAMS
    // then sets the loyal knights' only), e.g. hide_from=1000 for the gentle difficulty.
    let traitor_params = std::env::var("TRAITOR_PARAMS").is_ok();
    let bots = game
        .state()
        .knights
        .iter()
        .map(|k| match k.loyalty {
            Loyalty::Traitor if traitor_params && traitor_level == 1 => Box::new(Heuristic(
                with_params_from("TRAITOR_PARAMS", Params::default()),
            )),
            Loyalty::Traitor => bot(traitor_level),
            Loyalty::Loyal => bot(level),
        })
        .collect();
    Some((game, bots))
}

/// A bot of `level`: levels 1 and 2 with the environment's settings, the others the app's.
pub fn bot(level: u8) -> Box<dyn Bot<Camelot>> {
    match level {
        1 => Box::new(Heuristic(params())),
        2 => Box::new(searcher()),
        _ => for_level(level),
    }
}

/// The `i`th number among the command line's arguments, or `default`.
pub fn arg(i: usize, default: u64) -> u64 {
    std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .nth(i)
        .unwrap_or(default)
}

/// The pairs of "name=value,…" in an environment variable.
fn settings(var: &str) -> Vec<(String, f64)> {
    let text = std::env::var(var).unwrap_or_default();
    text.split(',')
        .filter_map(|pair| pair.split_once('='))
        .map(|(k, v)| (k.to_string(), v.parse().unwrap_or(0.0)))
        .collect()
}

/// Level 1's thresholds, changed by CAMELOT_PARAMS="name=value,…".
pub fn params() -> Params {
    with_params(Params::default())
}

fn with_params(p: Params) -> Params {
    with_params_from("CAMELOT_PARAMS", p)
}

/// `p` with the thresholds the environment variable `var` sets.
fn with_params_from(var: &str, mut p: Params) -> Params {
    for (k, f) in settings(var) {
        match k.as_str() {
            "sacrifice_from" => p.sacrifice_from = f as u8,
            "sacrifice_worth" => p.sacrifice_worth = f,
            "siege_from" => p.siege_from = f as u8,
            "face_down_below" => p.face_down_below = f as usize,
            "cash_in_swords" => p.cash_in_swords = f as u8,
            "draw_worth" => p.draw_worth = f,
            "move_cost" => p.move_cost = f,
            "join" => p.join = f,
            "war_stake" => p.war_stake = f,
            "life_with_trio_from" => p.life_with_trio_from = f as u8,
            "heal_worth" => p.heal_worth = f,
            "finish" => p.finish = f,
            "claim_weight" => p.claim_weight = f,
            "life_after_blow_from" => p.life_after_blow_from = f as u8,
            "engine_below" => p.engine_below = f as u8,
            "life_from" => p.life_from = f as u8,
            "engines_late" => p.engines_late = f as u8,
            "hide_from" => p.hide_from = f,
            "sabotage" => p.sabotage = f > 0.0,
            "raid_engines" => p.raid_engines = f > 0.0,
            "quiet_from" => p.quiet_from = f,
            "life_worth" => p.life_worth = f,
            "share" => p.share = f,
            "tug_boost" => p.tug_boost = f,
            "siege_worth" => p.siege_worth = f,
            "heal_below" => p.heal_below = f as u8,
            "spare_heal_worth" => p.spare_heal_worth = f,
            "accuse_from" => p.accuse_from = f,
            "accuse_lead" => p.accuse_lead = f,
            "late_swords" => p.late_swords = f as u8,
            "late_from" => p.late_from = f,
            "late_lead" => p.late_lead = f,
            "one_guess" => p.one_guess = f > 0.0,
            "fatal_risk" => p.fatal_risk = f,
            // crowd=0 drops the larger table's values (`Params::crowd`) altogether.
            "crowd" => {
                if f == 0.0 {
                    p.crowd = None;
                }
            }
            _ => eprintln!("unknown parameter {k}"),
        }
        // The ones a larger table has its own values for are set at every table.
        if let Some(c) = &mut p.crowd {
            match k.as_str() {
                "face_down_below" => c.face_down_below = p.face_down_below,
                "join" => c.join = p.join,
                "finish" => c.finish = p.finish,
                "siege_worth" => c.siege_worth = p.siege_worth,
                "life_worth" => c.life_worth = p.life_worth,
                "life_with_trio_from" => c.life_with_trio_from = p.life_with_trio_from,
                "life_after_blow_from" => c.life_after_blow_from = p.life_after_blow_from,
                _ => {}
            }
        }
    }
    p
}

/// Level 2 as the app plays it, changed by CAMELOT_SEARCH="worlds=…,candidates=…,doubt=…,
/// evil=1,horizon=…" and, for its own heuristic, CAMELOT_PARAMS.
pub fn searcher() -> Searcher {
    let mut s = Searcher::default();
    s.params = with_params(s.params);
    for (k, f) in settings("CAMELOT_SEARCH") {
        match k.as_str() {
            "worlds" => s.worlds = f as usize,
            "finalists" => s.finalists = f as usize,
            "more_worlds" => s.more_worlds = f as usize,
            "candidates" => s.candidates = f as usize,
            "doubt" => s.doubt = f,
            "evil" => s.evil = f > 0.0,
            "belief" => s.belief = f,
            "horizon" => s.horizon = Some(f as u32),
            _ => eprintln!("unknown search setting {k}"),
        }
    }
    s
}

/// The board in one line: engines, swords, and each quest's cards or figures (not every
/// example prints it).
pub fn board(s: &Camelot) -> String {
    let q = &s.quests;
    format!(
        "engines {} swords {}w/{}b | BK {:?}{}b | L {} | Ex {:?} | Gr {:?} | P {}f {:?} | S {}f {:?}",
        s.engines,
        s.white_swords,
        s.black_swords,
        q.black_knight.white,
        q.black_knight.black.len(),
        match &q.lancelot {
            camelot::quest::LancelotBoard::Lancelot(c) => format!("L{:?}{}b", c.white, c.black.len()),
            camelot::quest::LancelotBoard::Dragon(c) => format!("D{:?}{}b", c.white, c.black.len()),
            camelot::quest::LancelotBoard::Over => "over".into(),
        },
        q.excalibur,
        q.grail.as_ref().map(|g| (g.grails(), g.blacks().count())),
        q.picts.figures,
        q.picts.run,
        q.saxons.figures,
        q.saxons.run,
    )
}
