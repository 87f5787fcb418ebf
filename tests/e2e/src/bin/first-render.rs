//! Time to first render in headless Chromium, the median of 5 cold loads each in a fresh
//! browser profile (no HTTP cache, no service worker): of the home screen, which the page
//! draws itself, and of a game's setup screen, which needs that game's module.

use e2e::{Harness, Result};

async fn median(route: &str, ready: &str, mark: &str) -> Result<(f64, Vec<f64>)> {
    let mut times = Vec::new();
    for _ in 0..5 {
        let h = Harness::start().await?;
        h.open(route).await?;
        h.find(ready).await?;
        let ms = h
            .script(&format!(
                "return performance.getEntriesByName('{mark}')[0].startTime"
            ))
            .await?
            .as_f64()
            .ok_or("no mark")?;
        times.push(ms);
        h.close().await?;
    }
    times.sort_by(f64::total_cmp);
    Ok((times[2], times))
}

#[tokio::main]
async fn main() -> Result<()> {
    for (what, route, ready, mark) in [
        ("home", "", ".hero h1", "rt-home"),
        (
            "Avalon's setup",
            "#/new/avalon",
            "[data-testid=start]",
            "rt-first-render",
        ),
    ] {
        let (median, times) = median(route, ready, mark).await?;
        let shown: Vec<String> = times.iter().map(|t| format!("{t:.0}")).collect();
        println!(
            "first render of {what} (cold, headless Chromium): median {median:.0} ms (runs: {} ms)",
            shown.join(", ")
        );
    }
    Ok(())
}
