//! Prints one all-bot game move by move, to see how the bots play: `cargo run --release -p
//! round-table-camelot --example trace -- SEED SEATS LEVEL` (a traitor with CAMELOT_TRAITOR=1,
//! see `common::table`; CAMELOT_AS_ARENA=1 replays the arena's game of that seed).

mod common;

use common::table;
use rt_core::GameRng;

fn main() {
    let seed = common::arg(0, 1);
    let seats = common::arg(1, 5) as usize;
    let level = common::arg(2, 1) as u8;
    let Some((mut game, mut bots)) = table(seats, seed, level) else {
        return;
    };
    // Every traitor: Merlin's Company deals two at 7 and 8 seats.
    for (t, _) in game
        .state()
        .knights
        .iter()
        .enumerate()
        .filter(|(_, k)| k.loyalty == camelot::Loyalty::Traitor)
    {
        println!("traitor: seat {t}");
    }
    // CAMELOT_AS_ARENA=1: the bots' dice as the arena throws them, to replay one of its games.
    let dice = if std::env::var("CAMELOT_AS_ARENA").is_ok() {
        seed ^ 0x5EED_CA3E
    } else {
        seed
    };
    let mut rng = GameRng::from_seed(dice);
    let mut last_turn = u32::MAX;
    while !game.is_over() {
        let Some(seat) = game.to_act().seats().first() else {
            break;
        };
        let s = game.state();
        if s.turns != last_turn {
            last_turn = s.turns;
            println!(
                "-- turn {} {} | white {} black {}",
                s.turns,
                common::board(s),
                s.white_draw.len(),
                s.black_draw.len()
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
                        || t.starts_with("Accused")
                        || t.starts_with("TraitorFlipped")
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
