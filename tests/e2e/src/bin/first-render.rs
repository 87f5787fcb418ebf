//! Time to first render of the home screen in headless Chromium: the median of 5 cold loads,
//! each in a fresh browser profile (no HTTP cache, no service worker).

use e2e::{Harness, Result};

#[tokio::main]
async fn main() -> Result<()> {
    let mut times = Vec::new();
    for _ in 0..5 {
        let h = Harness::start().await?;
        h.open("").await?;
        h.find(".hero h1").await?;
        let ms = h
            .script("return performance.getEntriesByName('rt-first-render')[0].startTime")
            .await?
            .as_f64()
            .ok_or("no rt-first-render mark")?;
        times.push(ms);
        h.close().await?;
    }
    times.sort_by(f64::total_cmp);
    let shown: Vec<String> = times.iter().map(|t| format!("{t:.0}")).collect();
    println!(
        "first render of home (cold, headless Chromium): median {:.0} ms (runs: {} ms)",
        times[2],
        shown.join(", ")
    );
    Ok(())
}
