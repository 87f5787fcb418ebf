//! Prints one all-bot game move by move, to see how the bots play: `cargo run --release -p
//! camelot --example trace -- SEED SEATS LEVEL`.

use camelot::bots::{for_level, Heuristic, Params};
use camelot::{Camelot, CamelotOptions};
use rt_core::{Bot, GameRng, Match};

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let seed = args.first().copied().unwrap_or(1);
    let seats = args.get(1).copied().unwrap_or(5) as usize;
    let level = args.get(2).copied().unwrap_or(1) as u8;
    let options = CamelotOptions {
        without_traitor: true,
        ..CamelotOptions::default()
    };
    let Ok(mut game) = Match::<Camelot>::new(options, seats, seed) else {
        return;
    };
    let mut bots: Vec<Box<dyn Bot<Camelot>>> = (0..seats)
        .map(|_| -> Box<dyn Bot<Camelot>> {
            if level == 1 {
                Box::new(Heuristic(params()))
            } else {
                for_level(level)
            }
        })
        .collect();
    let mut rng = GameRng::from_seed(seed);
    let mut last_turn = u32::MAX;
    while !game.is_over() {
        let Some(seat) = game.to_act().seats().first() else {
            break;
        };
        let s = game.state();
        if s.turns != last_turn {
            last_turn = s.turns;
            let q = &s.quests;
            println!(
                "-- turn {} engines {} swords {}w/{}b | BK {:?}{}b | L {} | Ex {:?} | Gr {:?} | P {}f {:?} | S {}f {:?} | white {} black {}",
                s.turns, s.engines, s.white_swords, s.black_swords,
                q.black_knight.white, q.black_knight.black.len(),
                match &q.lancelot {
                    camelot::quest::LancelotBoard::Lancelot(c) => format!("L{:?}{}b", c.white, c.black.len()),
                    camelot::quest::LancelotBoard::Dragon(c) => format!("D{:?}{}b", c.white, c.black.len()),
                    camelot::quest::LancelotBoard::Over => "over".into(),
                },
                q.excalibur, q.grail.as_ref().map(|g| (g.grails(), g.blacks().count())),
                q.picts.figures, q.picts.run, q.saxons.figures, q.saxons.run,
                s.white_draw.len(), s.black_draw.len()
            );
            let i = s.turn.index();
            if let Some(k) = s.knights.get(i) {
                let hand: Vec<String> = k
                    .hand
                    .iter()
                    .map(|c| match c {
                        camelot::White::Fight(v) => v.to_string(),
                        camelot::White::Grail => "G".into(),
                        camelot::White::Merlin => "M".into(),
                        other => format!("{other:?}").chars().take(4).collect(),
                    })
                    .collect();
                let lives: Vec<u8> = s.knights.iter().map(|k| k.life).collect();
                println!(
                    "   {i} {:?} lives {:?} at {:?} hand {}",
                    k.knight,
                    lives,
                    k.place,
                    hand.join(" ")
                );
            }
        }
        let view = game.view(Some(seat));
        let legal = game.legal_actions(seat);
        let Some(action) = bots[seat.index()].choose(seat, &view, &legal, &mut rng) else {
            break;
        };
        if !matches!(
            action,
            camelot::Action::Say(_)
                | camelot::Action::EndTurn
                | camelot::Action::Cancel(camelot::Cancel::Pass)
        ) {
            println!(" {} {:?}", seat.index(), action);
        }
        match game.play(seat, action) {
            Ok(events) => {
                for e in events {
                    let t = format!("{:?}", e.body);
                    if t.starts_with("QuestEnded")
                        || t.starts_with("BlackRevealed")
                        || t.starts_with("Died")
                        || t.starts_with("SiegeFought")
                    {
                        println!("     . {t}");
                    }
                }
            }
            Err(e) => {
                println!("error {e:?}");
                break;
            }
        }
    }
    println!("{:?}", game.state().step);
}
/// Thresholds from CAMELOT_PARAMS="name=value,…", the rest by default.
fn params() -> Params {
    let mut p = Params::default();
    let text = std::env::var("CAMELOT_PARAMS").unwrap_or_default();
    for pair in text.split(',').filter(|s| !s.is_empty()) {
        let Some((k, v)) = pair.split_once('=') else {
            continue;
        };
        let f: f64 = v.parse().unwrap_or(0.0);
        match k {
            "sacrifice_from" => p.sacrifice_from = f as u8,
            "sacrifice_worth" => p.sacrifice_worth = f,
            "siege_from" => p.siege_from = f as u8,
            "face_down_below" => p.face_down_below = f as usize,
            "cash_in_swords" => p.cash_in_swords = f as u8,
            "draw_worth" => p.draw_worth = f,
            "move_cost" => p.move_cost = f,
            "join" => p.join = f,
            "engine_below" => p.engine_below = f as u8,
            "life_from" => p.life_from = f as u8,
            "engines_late" => p.engines_late = f as u8,
            "share" => p.share = f,
            "tug_boost" => p.tug_boost = f,
            "siege_worth" => p.siege_worth = f,
            "heal_below" => p.heal_below = f as u8,
            _ => eprintln!("unknown parameter {k}"),
        }
    }
    p
}
