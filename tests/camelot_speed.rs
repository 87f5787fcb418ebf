//! The browser twin of the `camelot_speed` example: only Camelot's throughput figure, three
//! times, in a program holding nothing else, so the two compare like with like (LTO inlines
//! differently in a program with every game's figures). Run by hand:
//! `cargo test --profile bots -p round-table --target wasm32-unknown-unknown --test camelot_speed -- --nocapture`.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::*;
// Linked for its global allocator, as in the bots' workers.
use round_table as _;

wasm_bindgen_test_configure!(run_in_browser);

#[path = "figures/clock.rs"]
mod clock;
use clock::now;

#[wasm_bindgen_test]
fn browser_camelot_speed() {
    for _ in 0..3 {
        let (games, moves) = bench::camelot::throughput(&now);
        console_log!(
            "browser random full games (Camelot, 3–7 seats): {games:.0} games/s ({moves:.0} moves/s)"
        );
    }
}
