//! Only the Excalibur 1985 throughput figure, three times: a quick target for `perf record`
//! (build with `CARGO_PROFILE_RELEASE_DEBUG=true`):
//! `cargo run --release -p round-table-bench --example excalibur85_speed`.

use std::time::Instant;

fn main() {
    let clock = Instant::now();
    let now = move || clock.elapsed().as_secs_f64() * 1000.0;
    for _ in 0..3 {
        let (games, moves) = bench::excalibur85::throughput(&now);
        println!("native random full games (Excalibur 1985, 1–8 players): {games:.0} games/s ({moves:.0} moves/s)");
    }
}
