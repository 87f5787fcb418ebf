//! Where level 2 overrules level 1 in all-bot games (`common::table`'s: no traitor unless
//! CAMELOT_TRAITOR=1), to find the decisions level 1 gets wrong: `cargo run --release -p
//! round-table-camelot --example overrules -- GAMES SEATS [FIRST_SEED]`. Every seat plays
//! level 2 with the examples' settings (`common::searcher`). Prints each overruled Heroic
//! decision of a loyal knight with its table, then how many of each of level 1's choices
//! level 2 kept, and a count of each (level 1 → level 2) pair of action kinds.

mod common;

use camelot::bots::Heuristic;
use camelot::quest::Place;
use camelot::Action;
use rt_core::{Bot, GameRng};
use std::collections::BTreeMap;

/// An action's kind; a card played is named with the quest it goes to (where the knight
/// stands).
fn kind(a: &Action, at: Option<Place>) -> String {
    match a {
        Action::Move(p) => format!("move {p:?}"),
        Action::Play(_) | Action::PlayWild(_) => match at {
            Some(Place::Quest(q)) => format!("play on {q:?}"),
            _ => "play".into(),
        },
        Action::Special(s) => format!("special {:?}", s.card()),
        Action::Heal(_) => "heal".into(),
        Action::Evil(e) => format!("evil {e:?}"),
        other => format!("{other:?}"),
    }
}

fn main() {
    let games = common::arg(0, 4);
    let seats = common::arg(1, 5) as usize;
    let first = common::arg(2, 0);
    let mut pairs: BTreeMap<String, u32> = BTreeMap::new();
    // Level 1's choices at Heroic decisions, and how many of each level 2 kept.
    let mut proposed: BTreeMap<String, (u32, u32)> = BTreeMap::new();
    let mut decisions = 0;
    let mut wins = 0;
    let hybrid: Option<Vec<String>> = std::env::var("HYBRID")
        .ok()
        .map(|v| v.split(',').map(str::to_string).collect());
    for seed in first..first + games {
        // The examples' table (CAMELOT_MC=1 for Merlin's Company); its bots are not used.
        let Some((mut game, _)) = common::table(seats, seed, 1) else {
            continue;
        };
        // The examples' level 2 (CAMELOT_PARAMS, CAMELOT_SEARCH); EVIL=1: the search
        // weighs Evil's progress too.
        let mut searcher = common::searcher();
        if std::env::var("EVIL").is_ok_and(|v| v == "1") {
            searcher.evil = true;
        }
        let mut rng = GameRng::from_seed(seed);
        while !game.is_over() {
            let Some(seat) = game.to_act().seats().first() else {
                break;
            };
            let view = game.view(Some(seat));
            let legal = game.legal_actions(seat);
            let at = view.knights.get(seat.index()).and_then(|k| k.place);
            // Only the loyal knights' decisions are counted.
            let loyal = game.state().knights[seat.index()].loyalty == camelot::Loyalty::Loyal;
            let heroic = loyal
                && matches!(view.step, camelot::view::StepView::Heroic(_))
                && view.pending.is_none();
            let l1 = Heuristic(searcher.params).choose(seat, &view, &legal, &mut rng.clone());
            // HYBRID="EndTurn,play": search only where level 1 chose one of these kinds.
            let searched = match &hybrid {
                Some(kinds) => l1.as_ref().is_some_and(|a| {
                    let k = kind(a, at);
                    kinds.iter().any(|p| k.starts_with(p.as_str()))
                }),
                None => true,
            };
            let choice = if searched {
                searcher.choose(seat, &view, &legal, &mut rng)
            } else {
                Heuristic(searcher.params).choose(seat, &view, &legal, &mut rng)
            };
            let Some(action) = choice else {
                break;
            };
            if heroic {
                decisions += 1;
                if let Some(l1) = &l1 {
                    let tally = proposed.entry(kind(l1, at)).or_default();
                    tally.0 += 1;
                    tally.1 += u32::from(*l1 == action);
                }
                if let Some(l1) = l1.filter(|a| *a != action) {
                    let key = format!("{} -> {}", kind(&l1, at), kind(&action, at));
                    *pairs.entry(key.clone()).or_default() += 1;
                    let s = game.state();
                    let k = &s.knights[seat.index()];
                    let taken = match &view.step {
                        camelot::view::StepView::Heroic(h) => format!("{:?}", h.taken),
                        _ => String::new(),
                    };
                    if hybrid.is_none() {
                        println!(
                            "seed {seed} turn {} {key}: L1 {l1:?} L2 {action:?} | life {} at {:?} taken {taken} hand {:?} | lives {:?} places {:?} | {}",
                            s.turns,
                            k.life,
                            k.place,
                            k.hand,
                            s.knights.iter().map(|k| k.life).collect::<Vec<_>>(),
                            s.knights.iter().map(|k| k.place).collect::<Vec<_>>(),
                            common::board(s),
                        );
                    }
                }
            }
            if game.play(seat, action).is_err() {
                break;
            }
        }
        if let camelot::Step::Over(e) = game.state().step {
            wins += u32::from(e.knights_won());
            println!("seed {seed} ends {e:?}");
        }
    }
    println!("games {games}, knights won {wins}, Heroic decisions {decisions}");
    println!("level 1's choices: proposed, kept by level 2");
    for (k, (n, kept)) in &proposed {
        println!("{n:6} {kept:6}  {k}");
    }
    let mut sorted: Vec<_> = pairs.into_iter().collect();
    sorted.sort_by_key(|p| std::cmp::Reverse(p.1));
    for (k, n) in sorted {
        println!("{n:6}  {k}");
    }
}
