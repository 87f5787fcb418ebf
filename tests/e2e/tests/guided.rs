//! A new player's guided first game, in each of the four games: offered on the first visit
//! to a game's setup, started with one tap, a coach's tip beside the play that points at
//! what it is about, played to the end, and handing over to the full rules.

use e2e::{Harness, Result};

async fn guided(h: &Harness, game: &str, moves: usize) -> Result<()> {
    h.open(&format!("#/new/{game}")).await?;
    // The first visit offers the guided game up front.
    h.find("[data-testid=learn-offer]").await?;
    h.click("[data-testid=learn]").await?;
    let first = h.text("[data-testid=coach-text]").await?;
    assert!(
        !first.is_empty(),
        "{game}: the coach says something at once"
    );
    // The coach says what its tip is about by outlining it.
    h.wait_until(
        &format!("{game}: the coach points at its subject"),
        || async { h.exists(".coach-target").await },
    )
    .await?;
    h.solo_to_the_end(game, moves).await?;
    h.find("[data-testid=coach-rules]").await?;
    let last = h.text("[data-testid=coach-text]").await?;
    assert_ne!(first, last, "{game}: the coach followed the game");
    // Having taken it once, the setup offers it again, but no longer up front.
    h.open(&format!("#/new/{game}")).await?;
    h.find("[data-testid=learn]").await?;
    assert!(!h.exists("[data-testid=learn-offer]").await?);
    Ok(())
}

#[tokio::test(flavor = "multi_thread")]
async fn a_new_player_completes_each_games_guided_first_game() -> Result<()> {
    let h = Harness::start().await?;
    h.open("#/settings").await?;
    h.find("[data-testid=bot-speed]")
        .await?
        .select_by_value("speed-off")
        .await?;
    guided(&h, "avalon", 2_000).await?;
    guided(&h, "excalibur-chips", 3_000).await?;
    guided(&h, "excalibur-1985", 3_000).await?;
    guided(&h, "camelot", 3_000).await?;
    // A link may point straight at a guided game.
    h.open("#/learn/avalon").await?;
    h.find("[data-testid=coach-text]").await?;
    assert!(
        h.exists("[data-testid=my-role]").await?,
        "Avalon's table, not its setup"
    );
    h.close().await
}
