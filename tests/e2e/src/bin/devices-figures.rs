//! Figures of playing on several devices, printed (never asserted): a host and a guest in
//! their own network namespace play a whole chip game, the guest playing its seat; prints
//! the time from each of the guest's taps to the host's answer on its screen (median and
//! 90th percentile) and the bytes of the messages it received.
//!
//! `cargo run --release -p e2e --bin devices-figures` (after `trunk build --release`; needs
//! root for the namespace).

use e2e::devices::{connect, set_up};
use e2e::{in_own_network_with, Harness, Result};

#[tokio::main(flavor = "multi_thread")]
async fn main() -> Result<()> {
    if let Some(outcome) = in_own_network_with(&[]) {
        return outcome;
    }
    let host = Harness::start().await?;
    let guest = Harness::start().await?;
    set_up(&host, "excalibur-chips", 4, 1).await?;
    guest.open("#/join").await?;
    guest
        .script("localStorage.setItem('rt.net.record', 'true')")
        .await?;
    connect(&host, &guest, 0, "add").await?;
    let mut journey = guest.journey("the guest's chip game", 400);
    while !guest.exists("[data-testid=verdict]").await? {
        let moved = guest.chips_move().await?;
        journey.pass(moved).await?;
    }
    let numbers = |v: serde_json::Value| -> Vec<f64> {
        v.as_array()
            .map(|a| a.iter().filter_map(|x| x.as_f64()).collect())
            .unwrap_or_default()
    };
    let mut latency = numbers(guest.script("return window.rtLatency || []").await?);
    let mut bytes = numbers(
        guest
            .script("return (window.rtReceived || []).map(t => new TextEncoder().encode(t).length)")
            .await?,
    );
    let at = |v: &mut Vec<f64>, q: f64| {
        v.sort_by(f64::total_cmp);
        v.get(((v.len().max(1) - 1) as f64 * q) as usize)
            .copied()
            .unwrap_or(0.0)
    };
    println!(
        "tap to answer over loopback: {} taps, median {:.1} ms, 90th percentile {:.1} ms, slowest {:.1} ms",
        latency.len(),
        at(&mut latency, 0.5),
        at(&mut latency, 0.9),
        at(&mut latency, 1.0)
    );
    println!(
        "messages received: {}, bytes median {:.0}, 90th percentile {:.0}, largest {:.0}",
        bytes.len(),
        at(&mut bytes, 0.5),
        at(&mut bytes, 0.9),
        at(&mut bytes, 1.0)
    );
    Ok(())
}
