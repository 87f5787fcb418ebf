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
    let options = CamelotOptions {
        without_traitor: env_u8("CAMELOT_TRAITOR") != Some(1),
        merlins_company: merlins_company(),
        ..CamelotOptions::default()
    };
    let game = Match::<Camelot>::new(options, seats, seed).ok()?;
    let traitor_level = env_u8("CAMELOT_TRAITOR_LEVEL").unwrap_or(level);
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

/// Whether the tools play Merlin's Company (CAMELOT_MC=1).
pub fn merlins_company() -> bool {
    env_u8("CAMELOT_MC") == Some(1)
}

/// A small number from the environment variable `name`, if it is set to one.
fn env_u8(name: &str) -> Option<u8> {
    std::env::var(name).ok().and_then(|v| v.parse().ok())
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

/// The pairs of "name=value,…" in an environment variable (`bots::settings`).
fn settings(var: &str) -> Vec<(String, f64)> {
    let text = std::env::var(var).unwrap_or_default();
    camelot::bots::settings(&text)
        .map(|(name, value)| (name.to_string(), value))
        .collect()
}

/// Level 1's thresholds, changed by CAMELOT_PARAMS="name=value,…".
pub fn params() -> Params {
    with_params(Params::default())
}

fn with_params(p: Params) -> Params {
    with_params_from("CAMELOT_PARAMS", p)
}

/// `p` with the thresholds the environment variable `var` sets (`Params::set`).
fn with_params_from(var: &str, p: Params) -> Params {
    let (p, unknown) = p.with_settings(&std::env::var(var).unwrap_or_default());
    for name in unknown {
        eprintln!("unknown parameter {name}");
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
