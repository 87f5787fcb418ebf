//! axe-core on every kind of screen a player meets (no serious or critical violation), at
//! 360 px: touch targets of 44 px, nothing clipped, no sideways scrolling.

use e2e::{Harness, Result};

async fn check(h: &Harness, screen: &str, found: &mut Vec<String>) -> Result<()> {
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    // Colours are judged once things have finished fading in (a story line, a chip turning).
    settle(h).await?;
    for v in h.axe().await? {
        found.push(format!("{screen}: {v}"));
    }
    // Sizes too, once more: bots may have moved while axe ran, and a card still sliding in
    // is narrower than it will be (a chip game's role card was once measured 23 px wide).
    settle(h).await?;
    for v in h.fit_problems().await? {
        found.push(format!("{screen}: {v}"));
    }
    Ok(())
}

/// Waits until no animation is running on the page.
async fn settle(h: &Harness) -> Result<()> {
    h.wait_until("the page's animations are over", || async {
        Ok(h.script(
            "return document.getAnimations().filter(a => a.playState === 'running').length === 0",
        )
        .await?
            == serde_json::json!(true))
    })
    .await
}

async fn instant_bots(h: &Harness) -> Result<()> {
    h.open("#/settings").await?;
    h.find("[data-testid=bot-speed]")
        .await?
        .select_by_value("speed-off")
        .await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread")]
async fn every_screen_passes_axe_and_fits_a_small_phone() -> Result<()> {
    // The narrowest phone we design for: 360 px wide.
    let h = Harness::start_sized("360,740").await?;
    let mut found = Vec::new();
    h.open("").await?;
    h.find(".hero h1").await?;
    check(&h, "home", &mut found).await?;
    instant_bots(&h).await?;
    check(&h, "settings", &mut found).await?;
    h.open("#/continue").await?;
    check(&h, "saved games", &mut found).await?;
    h.open("#/rules/excalibur-chips").await?;
    check(&h, "chip rules", &mut found).await?;

    // The chip game: new game, the board with a question, then the end screen.
    h.open("#/new/excalibur-chips").await?;
    h.find("[data-testid=start]").await?;
    check(&h, "new chip game", &mut found).await?;
    h.find("[data-testid=seed]").await?.send_keys("3").await?;
    h.click("[data-testid=start]").await?;
    h.find(".slot-button").await?;
    check(&h, "chip board", &mut found).await?;
    h.solo_to_the_end("excalibur-chips", 3_000).await?;
    check(&h, "chip end", &mut found).await?;

    // Avalon: two humans, so a hand-over; then one human to the end.
    h.open("#/new/avalon").await?;
    h.find("[data-testid=seat-kind-1]")
        .await?
        .select_by_value("human")
        .await?;
    h.click("[data-testid=start]").await?;
    h.find("[data-testid=hand-over]").await?;
    check(&h, "hand-over", &mut found).await?;
    h.click("[data-testid=reveal]").await?;
    h.find("[data-testid=my-role]").await?;
    check(&h, "Avalon board", &mut found).await?;
    h.open("#/new/avalon").await?;
    h.find("[data-testid=seat-kind-1]")
        .await?
        .select_by_value("2")
        .await?;
    h.click("[data-testid=start]").await?;
    h.solo_to_the_end("avalon", 2_000).await?;
    check(&h, "Avalon end", &mut found).await?;

    // Shadows over Camelot: its rules and card reference, the setup, the table, the end.
    h.open("#/rules/camelot").await?;
    h.find(".face-glossary").await?;
    check(&h, "Camelot rules", &mut found).await?;
    h.open("#/new/camelot").await?;
    h.find("[data-testid=start]").await?;
    check(&h, "new Camelot game", &mut found).await?;
    h.find("[data-testid=seed]").await?.send_keys("4").await?;
    h.click("[data-testid=start]").await?;
    h.find("[data-testid=action-0]").await?;
    check(&h, "Camelot board", &mut found).await?;
    h.solo_to_the_end("camelot", 3_000).await?;
    check(&h, "Camelot end", &mut found).await?;

    // Excalibur (1985): the reference, the setup, the sheet, the land, the end of a solo game.
    h.open("#/rules/excalibur-1985").await?;
    h.find(".face-glossary").await?;
    check(&h, "Excalibur 1985 rules", &mut found).await?;
    h.open("#/new/excalibur-1985").await?;
    h.find("[data-testid=player-count]")
        .await?
        .select_by_value("1")
        .await?;
    h.find("[data-testid=length]")
        .await?
        .select_by_value("short")
        .await?;
    check(&h, "new Excalibur 1985 game", &mut found).await?;
    h.find("[data-testid=seed]").await?.send_keys("4").await?;
    h.click("[data-testid=start]").await?;
    h.find("[data-testid=sheet-strength]").await?;
    check(&h, "Excalibur 1985 sheet", &mut found).await?;
    for _ in 0..12 {
        h.excalibur85_move().await?;
    }
    check(&h, "Excalibur 1985 land", &mut found).await?;
    h.solo_to_the_end("excalibur-1985", 3_000).await?;
    check(&h, "Excalibur 1985 end", &mut found).await?;

    assert!(found.is_empty(), "axe found:\n{}", found.join("\n"));
    h.close().await
}

#[tokio::test(flavor = "multi_thread")]
async fn on_a_laptop_the_players_screen_sits_beside_the_board() -> Result<()> {
    let h = Harness::start_sized("1280,800").await?;
    let mut found = Vec::new();
    instant_bots(&h).await?;
    h.open("#/new/excalibur-chips").await?;
    h.find("[data-testid=seed]").await?.send_keys("5").await?;
    h.click("[data-testid=start]").await?;
    // The hand and the question are in the side column, the board in the main one.
    h.find(".table-side [data-testid=private]").await?;
    assert!(!h.exists(".table-main [data-testid=private]").await?);
    h.find(".table-main [data-testid=board] .slot-button")
        .await?;
    for _ in 0..40 {
        if !h.chips_move().await? {
            tokio::time::sleep(std::time::Duration::from_millis(30)).await;
        }
    }
    check(&h, "laptop chip board", &mut found).await?;
    assert!(found.is_empty(), "found:\n{}", found.join("\n"));
    h.close().await
}
