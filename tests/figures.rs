//! In-browser figures (run by scripts/figures.sh, not by the test command): the chip game's
//! engine and bots compiled to WebAssembly, timed with performance.now() in headless
//! Chromium.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or(0.0)
}

#[wasm_bindgen_test]
fn browser_throughput() {
    let games = 2_000u64;
    let start = now();
    let moves = bench::chips::play_many(games);
    let played = (now() - start) / 1000.0;
    let records: Vec<_> = (0..games).filter_map(bench::chips::random_game).collect();
    let start = now();
    let replayed = bench::chips::replay_all(&records);
    let replay = (now() - start) / 1000.0;
    console_log!(
        "FIGURE browser random full games (chip game, 2–8 seats): {:.0} games/s ({:.0} moves/s)",
        games as f64 / played,
        moves as f64 / played
    );
    console_log!(
        "FIGURE browser replay: {:.0} games/s ({:.0} moves/s)",
        records.len() as f64 / replay,
        replayed as f64 / replay
    );
}

#[wasm_bindgen_test]
fn browser_bot_decisions() {
    for level in 0..=3u8 {
        for seats in [2, 4, 8] {
            let times = bench::chips::decision_times(level, seats, 40, &now);
            let (median, p90) = bench::chips::quantiles(times);
            console_log!(
                "FIGURE browser bot level {level}, {seats} seats: median {median:.1} ms, 90th percentile {p90:.1} ms per decision"
            );
        }
    }
}

#[wasm_bindgen_test]
fn browser_avalon() {
    let games = 2_000u64;
    let start = now();
    let moves = bench::avalon::play_many(games);
    let played = (now() - start) / 1000.0;
    console_log!(
        "FIGURE browser random full games (Avalon, 5–10 seats): {:.0} games/s ({:.0} moves/s)",
        games as f64 / played,
        moves as f64 / played
    );
    for level in 0..=1u8 {
        for seats in [5, 10] {
            let times = bench::avalon::decision_times(level, seats, 100, &now);
            let (median, p90) = bench::chips::quantiles(times);
            console_log!(
                "FIGURE browser Avalon bot level {level}, {seats} seats: median {median:.2} ms, 90th percentile {p90:.2} ms per decision"
            );
        }
    }
}
