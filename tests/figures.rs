//! In-browser figures (run by scripts/figures.sh, not by the test command): the chip game's
//! engine and bots compiled to WebAssembly, timed with performance.now() in headless
//! Chromium.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::*;
// Linked for its global allocator, so the engines are timed as the app and its bot workers
// run them.
use round_table as _;

wasm_bindgen_test_configure!(run_in_browser);

#[path = "figures/clock.rs"]
mod clock;
use clock::now;

#[wasm_bindgen_test]
fn browser_throughput() {
    let games = 4_000u64;
    // V8 first runs wasm from its baseline compiler and moves hot functions to its optimizing
    // tier as they run; the figure is the steady state (what a bot worker sees after its
    // first moves), so a first batch warms up untimed.
    let warm: Vec<_> = (0..2_000).filter_map(bench::chips::random_game).collect();
    bench::chips::replay_all(&warm);
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
    for line in bench::decision_report(40, now) {
        console_log!("FIGURE browser {line}");
    }
}

/// Camelot's bots a table at a time for level 2, which thinks up to its budget at each
/// decision: one long report would block the page longer than the test runner waits.
fn camelot_decisions(level: u8, tables: &[(usize, bool)]) {
    for line in bench::camelot_decision_report(level, tables, 40, now) {
        console_log!("FIGURE browser {line}");
    }
}

#[wasm_bindgen_test]
fn browser_camelot_bot_decisions() {
    camelot_decisions(0, &bench::CAMELOT_TABLES);
    camelot_decisions(1, &bench::CAMELOT_TABLES);
}

#[wasm_bindgen_test]
fn browser_camelot_level_2_decisions_3_seats() {
    camelot_decisions(2, &bench::CAMELOT_TABLES[0..1]);
}

#[wasm_bindgen_test]
fn browser_camelot_level_2_decisions_5_seats() {
    camelot_decisions(2, &bench::CAMELOT_TABLES[1..2]);
}

#[wasm_bindgen_test]
fn browser_camelot_level_2_decisions_7_seats() {
    camelot_decisions(2, &bench::CAMELOT_TABLES[2..3]);
}

#[wasm_bindgen_test]
fn browser_camelot_level_2_decisions_8_seats_with_merlins_company() {
    camelot_decisions(2, &bench::CAMELOT_TABLES[3..4]);
}

#[wasm_bindgen_test]
fn browser_avalon() {
    let games = 2_000u64;
    // Warm-up, untimed, as for the chip game.
    bench::avalon::play_many(500);
    let start = now();
    let moves = bench::avalon::play_many(games);
    let played = (now() - start) / 1000.0;
    console_log!(
        "FIGURE browser random full games (Avalon, 5–10 seats): {:.0} games/s ({:.0} moves/s)",
        games as f64 / played,
        moves as f64 / played
    );
}

#[wasm_bindgen_test]
fn browser_camelot() {
    let (per_game, per_move) = bench::camelot::throughput(&now);
    console_log!(
        "FIGURE browser random full games (Camelot, 3–7 seats): {per_game:.0} games/s ({per_move:.0} moves/s)"
    );
    let (per_game, per_move) = bench::camelot::company_throughput(&now);
    console_log!(
        "FIGURE browser random full games (Camelot + Merlin's Company, 8 seats): {per_game:.0} games/s ({per_move:.0} moves/s)"
    );
}

#[wasm_bindgen_test]
fn browser_excalibur85_bot_decisions() {
    for line in bench::excalibur85_decision_report(40, &now) {
        console_log!("FIGURE browser {line}");
    }
}

#[wasm_bindgen_test]
fn browser_excalibur85() {
    let (per_game, per_move) = bench::excalibur85::throughput(&now);
    console_log!(
        "FIGURE browser random full games (Excalibur 1985, 1–8 players): {per_game:.0} games/s ({per_move:.0} moves/s)"
    );
}
