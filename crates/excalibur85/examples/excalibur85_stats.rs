//! How all-bot games go, in numbers: `cargo run --release -p round-table-excalibur85
//! --example excalibur85_stats -- GAMES PLAYERS LEVEL`.

use excalibur85::bots::for_level;
use excalibur85::{Action, Excalibur85, Options};
use rt_core::{Bot, GameRng, Match};
use std::collections::BTreeMap;

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let games = args.first().copied().unwrap_or(100);
    let seats = args.get(1).copied().unwrap_or(4) as usize;
    let level = args.get(2).copied().unwrap_or(1) as u8;
    let mut count: BTreeMap<String, u64> = BTreeMap::new();
    for seed in 0..games {
        let Ok(mut game) = Match::<Excalibur85>::new(Options::default(), seats, seed) else {
            continue;
        };
        let mut bots: Vec<Box<dyn Bot<Excalibur85>>> =
            (0..seats).map(|_| for_level(level)).collect();
        let mut rng = GameRng::from_seed(seed);
        while !game.is_over() {
            let Some(seat) = game.to_act().seats().first() else {
                break;
            };
            let view = game.view(Some(seat));
            let legal = game.legal_actions(seat);
            let Some(action) = bots[seat.index()].choose(seat, &view, &legal, &mut rng) else {
                break;
            };
            let name = match action {
                Action::Sheet(_) => "sheet".to_string(),
                Action::Move(_) => "move".into(),
                Action::Explore(_) => "explore".into(),
                Action::Turn(_) => "turn".into(),
                Action::PickUp { .. } => "pick up".into(),
                Action::Attack(c) => format!("attack {c:?}"),
                a => format!("{a:?}"),
            };
            *count.entry(name).or_default() += 1;
            if game.play(seat, action).is_err() {
                break;
            }
        }
        let s = game.state();
        *count
            .entry(format!("end round {}", s.round / 5 * 5))
            .or_default() += 1;
        *count
            .entry(format!("tiles placed {}", s.map.pieces.len() / 10 * 10))
            .or_default() += 1;
        *count
            .entry(format!("Excalibur cards left {}", s.deck.len() / 10 * 10))
            .or_default() += 1;
    }
    for (k, v) in count {
        println!("{v:>8} {:>8.2}/game  {k}", v as f64 / games as f64);
    }
}
