//! Shadows over Camelot workloads: random full games, and all-bot tables for the arena.

use camelot::bots::for_level;
use camelot::{Camelot, CamelotEvent, CamelotOptions, Ending, Loyalty, Step};
use rt_core::{Bot, Clock, GameRng, Match};
use std::sync::atomic::{AtomicU64, Ordering};

/// One full random game at 3–7 seats.
pub fn random_game(seed: u64) -> Option<usize> {
    random_game_with(&CamelotOptions::default(), 3 + (seed % 5) as usize, seed)
}

fn random_game_with(options: &CamelotOptions, seats: usize, seed: u64) -> Option<usize> {
    let mut game = Match::<Camelot>::new(options.clone(), seats, seed).ok()?;
    let mut rng = GameRng::from_seed(seed);
    crate::play_out(&mut game, &mut crate::random_bots(seats), &mut rng)?;
    Some(game.record().moves.len())
}

/// Merlin's Company's options.
pub fn company() -> CamelotOptions {
    CamelotOptions {
        merlins_company: true,
        ..CamelotOptions::default()
    }
}

/// The same figure with Merlin's Company at 8 seats, the expansion's largest table.
pub fn company_throughput(now: &dyn Fn() -> f64) -> (f64, f64) {
    crate::games_per_second(now, 500, 1_000, |seeds| {
        seeds
            .filter_map(|seed| random_game_with(&company(), 8, seed))
            .sum()
    })
}

/// The throughput figure, the same natively and in the browser so the two compare: 1,000
/// games untimed to warm up, then the first 2,000 seeds timed with `now` (milliseconds).
/// Games and moves per second.
pub fn throughput(now: &dyn Fn() -> f64) -> (f64, f64) {
    crate::games_per_second(now, 1_000, 2_000, |seeds| {
        seeds.filter_map(random_game).sum()
    })
}

/// How an all-bot game went.
pub struct TableResult {
    pub knights_won: bool,
    pub ending: Ending,
    pub traitor: bool,
    pub unmasked: bool,
    pub false_accusations: u32,
    /// Traitors dealt (two possible with Merlin's Company at 7–8 seats).
    pub traitors: usize,
    /// Traitors never unmasked.
    pub hidden_at_end: usize,
}

/// One all-bot game: loyal seats at `loyal` level, the traitors (if dealt) at `traitor`.
pub fn bot_table(
    (loyal, traitor): (u8, u8),
    seats: usize,
    options: &CamelotOptions,
    seed: u64,
) -> Option<TableResult> {
    let options = options.clone();
    let mut game = Match::<Camelot>::new(options, seats, seed).ok()?;
    // CAMELOT_BELIEF=x: level 2's belief strength, for tuning it in the arena.
    let belief = env_number("CAMELOT_BELIEF");
    // CAMELOT_DOUBT=x: how many standard errors level 2's search must gain to overrule the
    // heuristic (`Searcher::doubt`), for tuning it in the arena.
    let doubt = env_number("CAMELOT_DOUBT");
    // CAMELOT_HIDE=x: level 2's `hide_from` (a hidden traitor plays loyal from this much
    // suspicion), in its own play and in its roll-outs, for tuning it in the arena.
    let hide = env_number("CAMELOT_HIDE");
    // CAMELOT_QUIET=x: level 2's hidden traitors add an engine only while the table's
    // reading of them stays below x after it, else draw a Black card (`Params::quiet_from`;
    // -inf never adds one), in their play and in every level-2 roll-out.
    let quiet = env_number("CAMELOT_QUIET");
    // CAMELOT_L2_PARAMS="name=value,…": level 2's thresholds (`Params::set`), for the
    // level-2 seats and their roll-outs, for trying them in the arena (not for traitors
    // seated by CAMELOT_DIFFICULTY; CAMELOT_HIDE and CAMELOT_QUIET come after).
    let l2_params = std::env::var("CAMELOT_L2_PARAMS").ok().map(|settings| {
        let (params, unknown) = camelot::bots::search::Searcher::default()
            .params
            .with_settings(&settings);
        if !unknown.is_empty() {
            static SAID: std::sync::Once = std::sync::Once::new();
            SAID.call_once(|| eprintln!("CAMELOT_L2_PARAMS: unknown {unknown:?}"));
        }
        params
    });
    // CAMELOT_EVIL=1: level 2 searches Evil's progress too.
    let evil = std::env::var("CAMELOT_EVIL").is_ok();
    // CAMELOT_WORLDS=x: level 2's loyal knights play x times as many worlds, first and
    // later alike.
    let worlds = env_number("CAMELOT_WORLDS");
    // CAMELOT_BUDGET_MS=700: level 2 thinks within that time, as in the app (natively only;
    // the games then no longer replay exactly); CAMELOT_BUDGET_PLAY_OUTS=N within about N
    // play-outs, exactly.
    let budget = native_budget();
    // CAMELOT_DIFFICULTY=gentle, standard or cunning: the traitors play as the app's
    // difficulty says (`camelot::bots::traitor_for`), whatever the level.
    let difficulty = difficulty();
    let mut bots: Vec<Box<dyn Bot<Camelot>>> = game
        .state()
        .knights
        .iter()
        .map(|k| {
            if let (Some(d), Loyalty::Traitor) = (difficulty, k.loyalty) {
                return camelot::bots::traitor_for(d, clock);
            }
            let level = if k.loyalty == Loyalty::Traitor {
                traitor
            } else {
                loyal
            };
            if level < 2 {
                return for_level(level);
            }
            let mut base = camelot::bots::search::Searcher::default();
            if let (Some(x), Loyalty::Loyal) = (worlds, k.loyalty) {
                base.worlds = (base.worlds as f64 * x) as usize;
                base.more_worlds = (base.more_worlds as f64 * x) as usize;
            }
            base.params = l2_params.unwrap_or(base.params);
            Box::new(camelot::bots::search::Searcher {
                belief: belief.unwrap_or(base.belief),
                doubt: doubt.unwrap_or(base.doubt),
                evil: evil || base.evil,
                budget: budget.or(base.budget),
                params: camelot::bots::Params {
                    hide_from: hide.unwrap_or(base.params.hide_from),
                    quiet_from: quiet.unwrap_or(base.params.quiet_from),
                    ..base.params
                },
                ..base
            }) as Box<dyn Bot<Camelot>>
        })
        .collect();
    let mut rng = GameRng::from_seed(seed ^ 0x5EED_CA3E);
    let mut false_accusations = 0;
    let mut steps = 0;
    while !game.is_over() {
        steps += 1;
        if steps > 20_000 {
            return None;
        }
        let seat = game.to_act().seats().first()?;
        let view = game.view(Some(seat));
        let legal = game.legal_actions(seat);
        let action = bots
            .get_mut(seat.index())?
            .choose(seat, &view, &legal, &mut rng)?;
        for e in game.play(seat, action).ok()? {
            if let CamelotEvent::Accused { traitor: false, .. } = e.body {
                false_accusations += 1;
            }
        }
    }
    let state = game.state();
    let Step::Over(ending) = state.step else {
        return None;
    };
    Some(TableResult {
        knights_won: ending.knights_won(),
        ending,
        traitor: state.knights.iter().any(|k| k.loyalty == Loyalty::Traitor),
        unmasked: state.knights.iter().any(|k| k.unmasked),
        false_accusations,
        traitors: state
            .knights
            .iter()
            .filter(|k| k.loyalty == Loyalty::Traitor)
            .count(),
        hidden_at_end: state
            .knights
            .iter()
            .filter(|k| k.loyalty == Loyalty::Traitor && !k.unmasked)
            .count(),
    })
}

/// Times `level`'s decisions of seat 0 wherever it has more than one choice, in games where
/// the other seats play level 1; `now` is a millisecond clock, which level 2 also thinks
/// within, as in the app (`camelot::bots::timed`).
pub fn decision_times(level: u8, seats: usize, samples: usize, now: Clock) -> Vec<f64> {
    decision_times_with(&CamelotOptions::default(), level, seats, samples, now)
}

pub fn decision_times_with(
    options: &CamelotOptions,
    level: u8,
    seats: usize,
    samples: usize,
    now: Clock,
) -> Vec<f64> {
    crate::time_decisions(
        |seed| Match::<Camelot>::new(options.clone(), seats, seed).ok(),
        || camelot::bots::timed(level, now),
        || for_level(1),
        samples,
        &now,
    )
}

/// CAMELOT_DIFFICULTY, by its slug.
pub fn difficulty() -> Option<camelot::Difficulty> {
    camelot::Difficulty::from_slug(&std::env::var("CAMELOT_DIFFICULTY").ok()?)
}

/// The clock the arena's bots think on: native, or none in the browser (where the arena
/// does not run).
fn clock() -> f64 {
    #[cfg(not(target_arch = "wasm32"))]
    return crate::native_now();
    #[cfg(target_arch = "wasm32")]
    0.0
}

/// A clock that counts its own readings. The search reads its clock once before each
/// play-out, so a budget of N on it is about N play-outs: the same on a busy machine as on
/// a quiet one, and the games replay exactly.
fn play_outs() -> f64 {
    static READINGS: AtomicU64 = AtomicU64::new(0);
    READINGS.fetch_add(1, Ordering::Relaxed) as f64
}

/// The number an environment variable holds, if it is set and reads as one.
fn env_number(name: &str) -> Option<f64> {
    std::env::var(name).ok()?.parse().ok()
}

/// CAMELOT_BUDGET_MS as level 2's time budget, on that clock; or CAMELOT_BUDGET_PLAY_OUTS,
/// about that many play-outs a decision (`play_outs`).
fn native_budget() -> Option<rt_core::Budget> {
    if let Some(n) = env_number("CAMELOT_BUDGET_PLAY_OUTS") {
        return Some(rt_core::Budget {
            clock: play_outs,
            ms: n,
        });
    }
    Some(rt_core::Budget {
        clock,
        ms: env_number("CAMELOT_BUDGET_MS")?,
    })
}
