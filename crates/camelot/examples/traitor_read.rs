//! How well the loyal knights can read a traitor, in games where one is dealt: where the
//! traitor stands in the table's suspicion once accusations open and at the end, and how
//! many games his final flip decides. `cargo run --release -p round-table-camelot --example
//! traitor_read -- GAMES SEATS LOYAL_LEVEL TRAITOR_LEVEL [FIRST_SEED]`.

mod common;

use camelot::bots::suspicion;
use camelot::{Action, Camelot, CamelotEvent, CamelotOptions, Ending, Loyalty, Step};
use common::{params, searcher};
use rt_core::{Bot, Game, GameRng, Match, Seat};
use std::collections::BTreeMap;

/// The traitor's rank in the suspicion of the others (1: the most suspected), and how far
/// the top suspect stands above the second.
fn rank(game: &Camelot, traitor: usize) -> (usize, f64) {
    let view = Game::view(game, Some(Seat(((traitor + 1) % game.knights.len()) as u8)));
    let sus = suspicion(&view);
    let me = sus.get(traitor).copied().unwrap_or(0.0);
    let above = sus
        .iter()
        .enumerate()
        .filter(|(i, s)| *i != traitor && **s >= me && game.knights[*i].alive)
        .count();
    let mut sorted: Vec<f64> = sus.clone();
    sorted.sort_by(|a, b| b.total_cmp(a));
    (above + 1, sorted[0] - sorted.get(1).copied().unwrap_or(0.0))
}

fn bot(level: u8) -> Box<dyn Bot<Camelot>> {
    match level {
        1 => Box::new(camelot::bots::Heuristic(params())),
        2 => Box::new(searcher()),
        _ => camelot::bots::for_level(level),
    }
}

fn main() {
    let games = common::arg(0, 100);
    let seats = common::arg(1, 5) as usize;
    let loyal = common::arg(2, 1) as u8;
    let traitor_level = common::arg(3, 1) as u8;
    let first = common::arg(4, 0);
    let mut count: BTreeMap<String, u64> = BTreeMap::new();
    let mut add = |k: String| *count.entry(k).or_default() += 1;
    let mut played = 0;
    let mut seed = first;
    while played < games {
        seed += 1;
        let options = CamelotOptions::default();
        let Ok(mut game) = Match::<Camelot>::new(options, seats, seed) else {
            continue;
        };
        // ALL=1: games with no traitor too (then `traitor` is out of range); NONE=1: only
        // those, to see how a table with no traitor reads.
        let none = std::env::var("NONE").is_ok();
        let all = none || std::env::var("ALL").is_ok();
        let traitor = match game
            .state()
            .knights
            .iter()
            .position(|k| k.loyalty == Loyalty::Traitor)
        {
            Some(_) if none => continue,
            Some(t) => t,
            None if all => usize::MAX,
            None => continue,
        };
        played += 1;
        let mut bots: Vec<Box<dyn Bot<Camelot>>> = (0..seats)
            .map(|i| bot(if i == traitor { traitor_level } else { loyal }))
            .collect();
        let mut rng = GameRng::from_seed(seed);
        let mut opened = false;
        // For each (score, lead) threshold, whether it has fired yet in this game.
        const THRESHOLDS: [(f64, f64); 8] = [
            (2.0, 1.0),
            (2.5, 1.5),
            (3.0, 1.0),
            (3.0, 1.5),
            (3.0, 2.0),
            (4.0, 2.0),
            (4.0, 3.0),
            (5.0, 3.0),
        ];
        let mut fired = [false; THRESHOLDS.len()];
        let mut flipped = 0u8;
        while !game.is_over() {
            let Some(seat) = game.to_act().seats().first() else {
                break;
            };
            let view = game.view(Some(seat));
            let legal = game.legal_actions(seat);
            let open = seat.index() != traitor
                && matches!(view.step, camelot::view::StepView::Heroic(_))
                && legal.iter().any(|a| matches!(a, Action::Accuse(_)));
            if open {
                // How often the top suspect is the traitor, by his lead over the second.
                let sus = suspicion(&view);
                let mut others: Vec<(usize, f64)> = sus
                    .iter()
                    .copied()
                    .enumerate()
                    .filter(|(i, _)| {
                        *i != seat.index() && legal.contains(&Action::Accuse(Seat(*i as u8)))
                    })
                    .collect();
                others.sort_by(|a, b| b.1.total_cmp(&a.1));
                if let [(top, s), (_, second), ..] = others.as_slice() {
                    let gap = ((s - second) * 2.0).floor().min(12.0) / 2.0;
                    let hit = if *top == traitor { "traitor" } else { "loyal" };
                    add(format!("calib gap {gap:>4.1} {hit}"));
                    for (i, (at, lead)) in THRESHOLDS.iter().enumerate() {
                        if !fired[i] && *s >= *at && s - second >= *lead {
                            fired[i] = true;
                            add(format!("first signal {at} lead {lead}: {hit}"));
                        }
                    }
                    let score = s.floor().clamp(-2.0, 8.0);
                    add(format!("calib score {score:>4.0} {hit}"));
                }
            }
            if !opened && open && traitor != usize::MAX {
                opened = true;
                let (r, gap) = rank(game.state(), traitor);
                add(format!("rank when open {r}"));
                if r == 1 {
                    add(format!("top when open, gap {}", gap.min(6.0) as u32));
                }
            }
            let Some(action) = bots[seat.index()].choose(seat, &view, &legal, &mut rng) else {
                break;
            };
            if let Action::Accuse(t) = action {
                add(format!(
                    "accusation {}",
                    if t.index() == traitor {
                        "right"
                    } else {
                        "wrong"
                    }
                ));
            }
            let Ok(events) = game.play(seat, action) else {
                break;
            };
            for e in events {
                if let CamelotEvent::TraitorFlipped { flipped: f, .. } = e.body {
                    flipped = f;
                }
            }
        }
        let s = game.state();
        if traitor != usize::MAX && !s.knights[traitor].unmasked && s.knights[traitor].alive {
            let (r, _) = rank(s, traitor);
            add(format!("hidden at end, rank {r}"));
        }
        let Step::Over(ending) = s.step else {
            continue;
        };
        let end = match ending {
            Ending::Swords { knights_won: true } => "won".to_string(),
            Ending::Swords { .. } => {
                let (w, b) = (s.white_swords + flipped, s.black_swords - flipped);
                if w > b {
                    format!("lost to the flip {w}-{b}")
                } else {
                    format!("lost on swords {w}-{b}")
                }
            }
            Ending::TwelveEngines => "engines".into(),
            Ending::SevenBlackSwords if flipped > 0 => "7 black after flip".into(),
            Ending::SevenBlackSwords => "7 black".into(),
            Ending::AllLoyalDead => "deaths".into(),
        };
        add(format!("end {end}"));
    }
    println!("{played} games with a traitor, {seats} seats, loyal level {loyal}, traitor level {traitor_level}");
    for (k, v) in count {
        println!("  {k}: {v}");
    }
}
