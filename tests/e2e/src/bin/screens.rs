//! Walks through the app at phone width and saves screenshots, for looking at what we built:
//! `cargo run --release -p e2e --bin screens -- /tmp/screens`.

use e2e::{Harness, Result};

async fn shot(h: &Harness, dir: &std::path::Path, name: &str) -> Result<()> {
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    std::fs::write(
        dir.join(format!("{name}.png")),
        h.client.screenshot().await?,
    )?;
    Ok(())
}

#[tokio::main]
async fn main() -> Result<()> {
    let dir = std::path::PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "screens".into()));
    std::fs::create_dir_all(&dir)?;
    let h = Harness::start().await?;
    h.open("").await?;
    h.find(".hero h1").await?;
    shot(&h, &dir, "01-home").await?;
    h.open("#/settings").await?;
    h.find("[data-testid=bot-speed]")
        .await?
        .select_by_value("speed-off")
        .await?;
    h.open("#/new/oracle").await?;
    h.find("[data-testid=seat-kind-1]")
        .await?
        .select_by_value("human")
        .await?;
    h.find("[data-testid=seed]").await?.send_keys("3").await?;
    h.click("[data-testid=start]").await?;
    h.find("[data-testid=hand-over]").await?;
    shot(&h, &dir, "02-hand-over").await?;
    h.click("[data-testid=reveal]").await?;
    h.find("[data-testid=pick-1]").await?;
    shot(&h, &dir, "03-private-pick").await?;
    h.click("[data-testid=pick-4]").await?;
    h.click("[data-testid=reveal]").await?;
    h.click("[data-testid=pick-6]").await?;
    h.click("[data-testid=reveal]").await?;
    h.find("[data-testid=pass]").await?;
    shot(&h, &dir, "04-veto-window").await?;
    for _ in 0..20 {
        if h.exists("[data-testid=game-over]").await? {
            break;
        }
        if h.exists("[data-testid=reveal]").await? {
            h.click("[data-testid=reveal]").await?;
        }
        for button in ["[data-testid=pick-5]", "[data-testid=pass]"] {
            if h.exists(button).await? {
                h.click(button).await?;
            }
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    shot(&h, &dir, "05-game-over").await?;
    h.script(r#"localStorage.setItem("rt.save.broken", "{oops")"#)
        .await?;
    h.open("#/continue").await?;
    h.client.refresh().await?;
    h.find("[data-testid=save-problem]").await?;
    shot(&h, &dir, "06-continue").await?;
    h.close().await
}
