//! Longer fuzz runs than the test command's: `cargo run --release -p round-table-fuzz --
//! [CASES] [SEED] [GAME]` (every game when none is named). A finding is a panic, with the
//! case's seed and number to replay it.

use std::time::Instant;

/// One game's run: `n` action cases and `n` save cases from a seed.
type Run = fn(u64, usize) -> (fuzz::Tally, usize);

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(10_000);
    let seed: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1);
    let only = args.get(3).cloned();
    let games: [(&str, Run); 4] = [
        ("excalibur-chips", fuzz::run::<chips::Chips>),
        ("avalon", fuzz::run::<avalon::Avalon>),
        ("camelot", fuzz::run::<camelot::Camelot>),
        ("excalibur-1985", fuzz::run::<excalibur85::Excalibur85>),
    ];
    for (name, run) in games {
        if only.as_deref().is_some_and(|o| o != name) {
            continue;
        }
        let start = Instant::now();
        let (tally, opened) = run(seed, n);
        println!(
            "{name}: {n} action cases ({} accepted, {} refused unchanged, {} games finished) and {n} mangled saves ({opened} still opened) in {:.1} s, no panic",
            tally.accepted,
            tally.refused,
            tally.finished,
            start.elapsed().as_secs_f64()
        );
    }
}
