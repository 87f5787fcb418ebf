//! `cargo run --release -p round-table-bench`: native figures for the chip game: random full
//! games and replays per second, and bot time per decision at each level.

use bench::native_now as now;
use std::time::Instant;

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20_000);
    let start = Instant::now();
    let moves = bench::chips::play_many(games);
    let played = start.elapsed().as_secs_f64();
    let records: Vec<_> = (0..games).filter_map(bench::chips::random_game).collect();
    let start = Instant::now();
    let replayed = bench::chips::replay_all(&records);
    let replay = start.elapsed().as_secs_f64();
    println!(
        "native random full games (chip game, 2–8 seats): {:.0} games/s ({:.0} moves/s)",
        games as f64 / played,
        moves as f64 / played
    );
    println!(
        "native replay:                                   {:.0} games/s ({:.0} moves/s)",
        records.len() as f64 / replay,
        replayed as f64 / replay
    );
    let start = Instant::now();
    let moves = bench::avalon::play_many(games);
    let played = start.elapsed().as_secs_f64();
    println!(
        "native random full games (Avalon, 5–10 seats): {:.0} games/s ({:.0} moves/s)",
        games as f64 / played,
        moves as f64 / played
    );
    let (per_game, per_move) = bench::camelot::throughput(&now);
    println!(
        "native random full games (Camelot, 3–7 seats): {per_game:.0} games/s ({per_move:.0} moves/s)"
    );
    let (per_game, per_move) = bench::camelot::company_throughput(&now);
    println!(
        "native random full games (Camelot + Merlin's Company, 8 seats): {per_game:.0} games/s ({per_move:.0} moves/s)"
    );
    let (per_game, per_move) = bench::excalibur85::throughput(&now);
    println!(
        "native random full games (Excalibur 1985, 1–8 players): {per_game:.0} games/s ({per_move:.0} moves/s)"
    );
    for line in bench::decision_report(60, now) {
        println!("native {line}");
    }
    for level in 0..=2 {
        for line in bench::camelot_decision_report(level, &bench::CAMELOT_TABLES, 60, now) {
            println!("native {line}");
        }
    }
    for line in bench::excalibur85_decision_report(60, &now) {
        println!("native {line}");
    }
}
