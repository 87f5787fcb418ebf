//! `cargo run --release -p round-table-bench`: native throughput of the core's loops.

use std::time::Instant;

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20_000);
    let start = Instant::now();
    let moves = bench::play_many(games);
    let played = start.elapsed().as_secs_f64();
    let records: Vec<_> = (0..games).filter_map(bench::random_game).collect();
    let start = Instant::now();
    let replayed = bench::replay_all(&records);
    let replay = start.elapsed().as_secs_f64();
    println!(
        "native random full games: {:.0} games/s ({:.0} moves/s)",
        games as f64 / played,
        moves as f64 / played
    );
    println!(
        "native replay:            {:.0} games/s ({:.0} moves/s)",
        records.len() as f64 / replay,
        replayed as f64 / replay
    );
}
