//! The tour: screenshots of the screens a new player meets, at phone and laptop size, for a
//! person to look at (`docs/tour/`). Not a check, so it runs only when asked:
//! `cargo test -p e2e --release --test tour -- --ignored` (after `trunk build --release`);
//! `RT_TOUR_DIR` sets where the pictures go.

use e2e::{Harness, Result};
use std::path::PathBuf;

fn out(name: &str, size: &str) -> PathBuf {
    let dir = std::env::var("RT_TOUR_DIR").unwrap_or_else(|_| "/tmp/tour".into());
    let _ = std::fs::create_dir_all(&dir);
    PathBuf::from(dir).join(format!("{name}-{size}.png"))
}

async fn tour(size: &str, window: &str) -> Result<()> {
    let h = Harness::start_sized(window).await?;
    let shot = |name: &'static str| {
        let h = &h;
        async move {
            tokio::time::sleep(std::time::Duration::from_millis(600)).await;
            h.screenshot(&out(name, size)).await
        }
    };
    h.open("").await?;
    h.find(".hero h1").await?;
    println!(
        "{size}: the page is {} px wide",
        h.script("return innerWidth").await?
    );
    shot("home").await?;
    h.open("#/settings").await?;
    h.find("[data-testid=bot-speed]").await?;
    shot("settings").await?;

    h.open("#/new/excalibur-chips").await?;
    h.find("[data-testid=seed]").await?.send_keys("3").await?;
    h.click("[data-testid=start]").await?;
    h.find(".slot-button").await?;
    shot("chip-board").await?;

    h.open("#/new/avalon").await?;
    h.find("[data-testid=seat-kind-1]")
        .await?
        .select_by_value("2")
        .await?;
    h.click("[data-testid=start]").await?;
    h.find("[data-testid=my-role]").await?;
    shot("avalon-board").await?;
    h.solo_to_the_end("avalon", 2_000).await?;
    shot("avalon-end").await?;

    h.open("#/new/camelot").await?;
    h.find("[data-testid=seed]").await?.send_keys("4").await?;
    h.click("[data-testid=start]").await?;
    h.find("[data-testid=action-0]").await?;
    shot("camelot-board").await?;
    h.click("[data-testid=quest-grail] .art-panel-explain")
        .await?;
    h.find("[data-testid=info-sheet]").await?;
    shot("camelot-quest-sheet").await?;

    h.open("#/new/excalibur-1985").await?;
    h.find("[data-testid=player-count]")
        .await?
        .select_by_value("1")
        .await?;
    h.find("[data-testid=seed]").await?.send_keys("4").await?;
    h.click("[data-testid=start]").await?;
    h.find("[data-testid=sheet-strength]").await?;
    shot("x85-sheet").await?;
    h.solo_to_the_end("excalibur-1985", 3_000).await?;
    shot("x85-end").await?;
    h.close().await
}

#[tokio::test(flavor = "multi_thread")]
#[ignore = "takes pictures for a person to look at; run with --ignored"]
async fn phone() -> Result<()> {
    tour("phone", "390,844").await
}

#[tokio::test(flavor = "multi_thread")]
#[ignore = "takes pictures for a person to look at; run with --ignored"]
async fn laptop() -> Result<()> {
    tour("laptop", "1280,800").await
}
