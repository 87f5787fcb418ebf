//! Only the Camelot throughput figure, three times: a quick target for `perf record` (build
//! with `CARGO_PROFILE_RELEASE_DEBUG=true`) when looking for where random games spend their
//! time: `cargo run --release -p round-table-bench --example camelot_speed`. Its browser twin is
//! `tests/camelot_speed.rs` at the root.

use std::time::Instant;

fn main() {
    let clock = Instant::now();
    let now = move || clock.elapsed().as_secs_f64() * 1000.0;
    for _ in 0..3 {
        let (games, moves) = bench::camelot::throughput(&now);
        println!("native random full games (Camelot, 3–7 seats): {games:.0} games/s ({moves:.0} moves/s)");
    }
}
