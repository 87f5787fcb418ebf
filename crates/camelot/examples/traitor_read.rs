//! How well the loyal knights can read a traitor, in games where one is dealt: where the
//! traitor stands in the table's suspicion once accusations open and at the end, and how
//! many games his final flip decides. `cargo run --release -p round-table-camelot --example
//! traitor_read -- GAMES SEATS LOYAL_LEVEL TRAITOR_LEVEL [FIRST_SEED]` (CAMELOT_MC=1 with
//! Merlin's Company, where a second traitor may be dealt: the top suspect is then right if
//! he is either, each traitor is ranked among the loyal knights, and each still hidden and
//! alive at the end is counted).

mod common;

use camelot::bots::suspicion;
use camelot::{Action, Camelot, CamelotEvent, CamelotOptions, Ending, Loyalty, Step};
use common::bot;
use rt_core::{Bot, Game, GameRng, Match, Seat};
use std::collections::BTreeMap;

/// The top suspect among `seats` by `sus`: his seat, his suspicion and the next one's.
fn top_two(sus: &[f64], seats: impl Iterator<Item = usize>) -> Option<(usize, f64, f64)> {
    let mut ranked: Vec<(usize, f64)> = seats.filter_map(|i| Some((i, *sus.get(i)?))).collect();
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
    match ranked.as_slice() {
        [(top, s), (_, second), ..] => Some((*top, *s, *second)),
        _ => None,
    }
}

/// The traitor's rank in a loyal knight's suspicion (1: no loyal knight stands above him;
/// a partner above him does not count), and how far the top suspect stands above the
/// second.
fn rank(game: &Camelot, traitor: usize) -> (usize, f64) {
    let n = game.knights.len();
    let loyal = |i: usize| game.knights[i].loyalty == Loyalty::Loyal;
    let viewer = (0..n).find(|i| loyal(*i)).unwrap_or((traitor + 1) % n);
    let sus = suspicion(&Game::view(game, Some(Seat(viewer as u8))));
    let me = sus.get(traitor).copied().unwrap_or(0.0);
    let above = sus
        .iter()
        .enumerate()
        .filter(|(i, s)| loyal(*i) && **s >= me && game.knights[*i].alive)
        .count();
    let gap = top_two(&sus, 0..n).map_or(0.0, |(_, s, second)| s - second);
    (above + 1, gap)
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
    // ALL=1: games with no traitor too; NONE=1: only those, to see how a table with no
    // traitor reads.
    let none = std::env::var("NONE").is_ok();
    let all = none || std::env::var("ALL").is_ok();
    // With Merlin's Company two traitors may be dealt.
    let options = CamelotOptions {
        merlins_company: common::merlins_company(),
        ..CamelotOptions::default()
    };
    while played < games {
        seed += 1;
        let Ok(mut game) = Match::<Camelot>::new(options.clone(), seats, seed) else {
            continue;
        };
        let traitors: Vec<usize> = game
            .state()
            .knights
            .iter()
            .enumerate()
            .filter(|(_, k)| k.loyalty == Loyalty::Traitor)
            .map(|(i, _)| i)
            .collect();
        let wanted = if traitors.is_empty() { all } else { !none };
        if !wanted {
            continue;
        }
        played += 1;
        let mut bots: Vec<Box<dyn Bot<Camelot>>> = (0..seats)
            .map(|i| {
                bot(if traitors.contains(&i) {
                    traitor_level
                } else {
                    loyal
                })
            })
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
            let open = !traitors.contains(&seat.index())
                && matches!(view.step, camelot::view::StepView::Heroic(_))
                && legal.iter().any(|a| matches!(a, Action::Accuse(_)));
            if open {
                // How often the top suspect is the traitor, by his lead over the second.
                let accusable =
                    (0..seats).filter(|i| legal.contains(&Action::Accuse(Seat(*i as u8))));
                if let Some((top, s, second)) = top_two(&suspicion(&view), accusable) {
                    let gap = ((s - second) * 2.0).floor().min(12.0) / 2.0;
                    let hit = if traitors.contains(&top) {
                        "traitor"
                    } else {
                        "loyal"
                    };
                    add(format!("calib gap {gap:>4.1} {hit}"));
                    for (i, &(at, lead)) in THRESHOLDS.iter().enumerate() {
                        if !fired[i] && s >= at && s - second >= lead {
                            fired[i] = true;
                            add(format!("first signal {at} lead {lead}: {hit}"));
                        }
                    }
                    let score = s.floor().clamp(-2.0, 8.0);
                    add(format!("calib score {score:>4.0} {hit}"));
                }
            }
            if !opened && open {
                opened = true;
                for &t in &traitors {
                    let (r, gap) = rank(game.state(), t);
                    add(format!("rank when open {r}"));
                    if r == 1 {
                        add(format!("top when open, gap {}", gap.min(6.0) as u32));
                    }
                }
            }
            let Some(action) = bots[seat.index()].choose(seat, &view, &legal, &mut rng) else {
                break;
            };
            if let Action::Accuse(t) = action {
                add(format!(
                    "accusation {}",
                    if traitors.contains(&t.index()) {
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
                    flipped += f;
                }
            }
        }
        let s = game.state();
        for &t in &traitors {
            if !s.knights[t].unmasked && s.knights[t].alive {
                let (r, _) = rank(s, t);
                add(format!("hidden at end, rank {r}"));
            }
        }
        add(format!("traitors dealt {}", traitors.len()));
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
