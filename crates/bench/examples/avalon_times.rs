//! Avalon bot time per decision natively, for levels 1 and 2 at 5, 7 and 10 seats
//! (`-- SAMPLES`), and at 10 seats with most special roles over whole games: the quick
//! check while tuning the search, before the full figures.

use std::sync::OnceLock;
use std::time::Instant;

/// Milliseconds since the first call (a plain function, as the bots' clock must be).
fn now() -> f64 {
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

fn main() {
    let samples: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(120);
    for level in 1..=2u8 {
        for seats in [5, 7, 10] {
            let times = bench::avalon::decision_times(level, seats, samples, now);
            let slowest = times.iter().copied().fold(0.0, f64::max);
            let (median, p90) = bench::chips::quantiles(times);
            println!("Avalon bot level {level}, {seats:>2} seats: median {median:.2} ms, 90th percentile {p90:.2} ms, slowest {slowest:.1} ms per decision");
        }
        // Whole games (the Assassin's pick included) with most special roles at 10 seats.
        let times =
            bench::avalon::decision_times_with(&bench::avalon::most_roles(), level, 10, 2_000, now);
        let slowest = times.iter().copied().fold(0.0, f64::max);
        let (median, p90) = bench::chips::quantiles(times);
        println!("Avalon bot level {level}, 10 seats, most special roles: median {median:.2} ms, 90th percentile {p90:.2} ms, slowest {slowest:.1} ms per decision");
    }
}
