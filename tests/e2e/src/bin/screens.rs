//! Walks through the app at phone width and saves screenshots, for looking at what we built:
//! `cargo run --release -p e2e --bin screens -- /tmp/screens`.

use e2e::{Harness, Result};

async fn shot(h: &Harness, dir: &std::path::Path, name: &str) -> Result<()> {
    h.save_shot(&dir.join(format!("{name}.png"))).await
}

/// Starts a seeded Avalon game with these options and plays the human's plain moves until
/// one of `stop` shows (true) or the game ends (false).
async fn avalon_until(
    h: &Harness,
    players: &str,
    options: &[&str],
    seed: u32,
    stop: &[&str],
) -> Result<bool> {
    // Each tour stop starts from the default setup, not from the last one used.
    h.open("#/").await?;
    h.script("localStorage.removeItem('rt.last-setup.avalon')")
        .await?;
    h.open("#/new/avalon").await?;
    h.find("[data-testid=player-count]")
        .await?
        .select_by_value(players)
        .await?;
    for option in options {
        h.click(option).await?;
    }
    h.find("[data-testid=seed]")
        .await?
        .send_keys(&seed.to_string())
        .await?;
    h.click("[data-testid=start]").await?;
    for _ in 0..400 {
        for css in stop {
            if h.exists(css).await? {
                return Ok(true);
            }
        }
        if h.exists("[data-testid=game-over]").await? {
            return Ok(false);
        }
        h.avalon_propose().await?;
        plain_avalon_move(h).await?;
    }
    Ok(false)
}

/// The human's plain Avalon answers (ready, approve, succeed, keep the cards, the first
/// Lady target), one per call, then a short pause for the bots.
async fn plain_avalon_move(h: &Harness) -> Result<()> {
    for css in [
        "[data-testid=sheet-confirm]",
        "[data-testid=ready]",
        "[data-testid=approve]",
        "[data-testid=play-success]",
        "[data-testid=keep-cards]",
        "[data-testid^=examine-]",
    ] {
        if h.exists(css).await? {
            let _ = h.find(css).await?.click().await;
            break;
        }
    }
    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
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
    // SCREENS_LANG=fr (or es) looks at the screens in that language.
    if let Ok(language) = std::env::var("SCREENS_LANG") {
        h.find("[data-testid=language]")
            .await?
            .select_by_value(&language)
            .await?;
    }
    // SCREENS_ONLY=camelot looks at that game alone.
    if std::env::var("SCREENS_ONLY").is_ok_and(|g| g == "camelot") {
        camelot(&h, &dir).await?;
        return h.close().await;
    }
    if std::env::var("SCREENS_ONLY").is_ok_and(|g| g == "excalibur-1985") {
        excalibur85(&h, &dir).await?;
        return h.close().await;
    }
    if std::env::var("SCREENS_ONLY").is_ok_and(|g| g == "guided") {
        guided(&h, &dir).await?;
        return h.close().await;
    }
    h.open("#/new/excalibur-chips").await?;
    h.find("[data-testid=seed]").await?.send_keys("3").await?;
    shot(&h, &dir, "02-new-game").await?;
    h.click("[data-testid=start]").await?;
    h.find(".slot-button").await?;
    shot(&h, &dir, "03-draw").await?;
    // One secret pick: the slot is ringed, the hint counts down.
    h.click(".slot-button").await?;
    h.find("[data-testid^=picked-]").await?;
    shot(&h, &dir, "03b-picked").await?;
    while h.exists(".slot-button").await? {
        h.chips_move().await?;
    }
    h.find("[data-testid^=play-]").await?;
    shot(&h, &dir, "04-play").await?;
    // Play on until the game ends, capturing one question asked during Resolve.
    let mut resolve_shot = false;
    for _ in 0..600 {
        if h.exists("[data-testid=game-over]").await? {
            break;
        }
        if !resolve_shot
            && h.exists("[data-testid=resolving]").await?
            && h.exists("[data-testid=question]").await?
        {
            shot(&h, &dir, "05-resolve-question").await?;
            resolve_shot = true;
        }
        if !h.chips_move().await? {
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    }
    shot(&h, &dir, "06-game-over").await?;
    // Two humans: the hand-over screen.
    h.open("#/new/excalibur-chips").await?;
    h.find("[data-testid=seat-kind-1]")
        .await?
        .select_by_value("human")
        .await?;
    h.click("[data-testid=start]").await?;
    h.find("[data-testid=hand-over]").await?;
    shot(&h, &dir, "07-hand-over").await?;
    // Play on until a player's done step, then until someone reads what happened since
    // their last turn.
    let (mut done_shot, mut since_shot) = (false, false);
    for _ in 0..400 {
        if !done_shot && h.exists("[data-testid=done]").await? {
            shot(&h, &dir, "07b-done-step").await?;
            done_shot = true;
        }
        if !since_shot && h.exists("[data-testid=since-last-turn]").await? {
            shot(&h, &dir, "07c-since-last-turn").await?;
            since_shot = true;
        }
        if done_shot && since_shot {
            break;
        }
        if !h.chips_move().await? {
            tokio::time::sleep(std::time::Duration::from_millis(30)).await;
        }
    }
    // Avalon with the Lady and Excalibur, one human and four bots.
    h.open("#/new/avalon").await?;
    h.click("[data-testid=option-lady]").await?;
    h.click("[data-testid=option-excalibur]").await?;
    h.find("[data-testid=seed]").await?.send_keys("4").await?;
    h.click("[data-testid=start]").await?;
    h.find("[data-testid=ready]").await?;
    shot(&h, &dir, "09-avalon-night").await?;
    h.click("[data-testid=ready]").await?;
    for _ in 0..200 {
        if h.exists("[data-testid=propose]").await? {
            break;
        }
        plain_avalon_move(&h).await?;
    }
    h.click("[data-testid=team-0]").await?;
    h.click("[data-testid=team-1]").await?;
    shot(&h, &dir, "10-avalon-propose").await?;
    // Avalon with the Plot cards at seven: play on until the human is asked about one.
    for seed in 1..10 {
        let options = [
            "[data-testid=option-plot]",
            "[data-testid=option-excalibur]",
        ];
        let stop = [
            "[data-testid=plot-card]",
            "[data-testid=use-plot]",
            "[data-testid^=use-plot-]",
        ];
        if avalon_until(&h, "7", &options, seed, &stop).await? {
            break;
        }
    }
    shot(&h, &dir, "11-avalon-plot").await?;
    // With the Lady at five: until the human says what she showed.
    for seed in 1..30 {
        let stop = ["[data-testid=declare-good]"];
        if avalon_until(&h, "5", &["[data-testid=option-lady]"], seed, &stop).await? {
            break;
        }
    }
    shot(&h, &dir, "14-avalon-declare").await?;
    // Avalon played to its end by one human and four bots.
    h.open("#/").await?;
    h.script("localStorage.removeItem('rt.last-setup.avalon')")
        .await?;
    h.open("#/new/avalon").await?;
    h.find("[data-testid=seed]").await?.send_keys("2").await?;
    h.click("[data-testid=start]").await?;
    h.solo_to_the_end("avalon", 2_000).await?;
    shot(&h, &dir, "15-avalon-end").await?;
    h.open("#/continue").await?;
    h.find("[data-testid=save-row]").await?;
    shot(&h, &dir, "16-saved-games").await?;
    h.open("#/rules/excalibur-chips").await?;
    h.find(".face-glossary").await?;
    shot(&h, &dir, "08-rules").await?;
    // A chip tapped: its sheet.
    h.click(".face-glossary .face-button").await?;
    h.find("[data-testid=info-sheet]").await?;
    shot(&h, &dir, "17-info-sheet").await?;
    h.open("#/rules/avalon").await?;
    h.find(".face-glossary").await?;
    h.client
        .execute(
            "document.querySelector('.face-glossary').scrollIntoView()",
            vec![],
        )
        .await?;
    shot(&h, &dir, "12-avalon-rules").await?;
    h.open("#/about").await?;
    shot(&h, &dir, "18-about").await?;
    camelot(&h, &dir).await?;
    excalibur85(&h, &dir).await?;
    guided(&h, &dir).await?;
    h.close().await
}

/// Each game's guided first game: its offer on the setup screen, then its first tip.
async fn guided(h: &Harness, dir: &std::path::Path) -> Result<()> {
    for game in ["avalon", "camelot", "excalibur-chips", "excalibur-1985"] {
        h.script("Object.keys(localStorage).filter(k => k.startsWith('rt.guided.')).forEach(k => localStorage.removeItem(k))")
            .await?;
        h.open(&format!("#/new/{game}")).await?;
        h.find("[data-testid=learn-offer]").await?;
        shot(h, dir, &format!("26-guided-offer-{game}")).await?;
        h.click("[data-testid=learn]").await?;
        h.find("[data-testid=coach-text]").await?;
        tokio::time::sleep(std::time::Duration::from_millis(800)).await;
        shot(h, dir, &format!("27-guided-first-tip-{game}")).await?;
    }
    Ok(())
}

/// Excalibur (1985): the setup, the sheet, the land a few turns in, a table of four, the
/// rules.
async fn excalibur85(h: &Harness, dir: &std::path::Path) -> Result<()> {
    h.open("#/new/excalibur-1985").await?;
    h.find("[data-testid=start]").await?;
    h.find("[data-testid=player-count]")
        .await?
        .select_by_value("1")
        .await?;
    shot(h, dir, "30-x85-setup").await?;
    h.find("[data-testid=seed]").await?.send_keys("3").await?;
    h.click("[data-testid=start]").await?;
    h.find("[data-testid=question]").await?;
    shot(h, dir, "31-x85-sheet").await?;
    let mut placing = false;
    for _ in 0..40 {
        if h.exists("[data-testid=game-over]").await? {
            break;
        }
        if !placing
            && h.text("[data-testid=question]")
                .await
                .unwrap_or_default()
                .contains("Turn the new piece")
        {
            h.script("document.querySelector('[data-testid=map]').scrollIntoView()")
                .await?;
            shot(h, dir, "31b-x85-placing").await?;
            placing = true;
        }
        h.excalibur85_move().await?;
        tokio::time::sleep(std::time::Duration::from_millis(150)).await;
    }
    h.script("window.scrollTo(0, 0)").await?;
    shot(h, dir, "32-x85-land").await?;
    h.script("document.querySelector('[data-testid=private]').scrollIntoView()")
        .await?;
    shot(h, dir, "33-x85-private").await?;
    h.open("#/new/excalibur-1985").await?;
    h.find("[data-testid=player-count]")
        .await?
        .select_by_value("4")
        .await?;
    for seat in 1..4 {
        h.find(&format!("[data-testid=seat-kind-{seat}]"))
            .await?
            .select_by_value("1")
            .await?;
    }
    h.find("[data-testid=seed]").await?.send_keys("8").await?;
    h.click("[data-testid=start]").await?;
    h.find("[data-testid=question]").await?;
    for _ in 0..60 {
        if h.exists("[data-testid=game-over]").await? {
            break;
        }
        h.excalibur85_move().await?;
        tokio::time::sleep(std::time::Duration::from_millis(150)).await;
    }
    h.script("window.scrollTo(0, 0)").await?;
    shot(h, dir, "34-x85-table").await?;
    h.script("document.querySelector('[data-testid=story]').scrollIntoView()")
        .await?;
    shot(h, dir, "35-x85-story").await?;
    // A fight told term by term, with its dice.
    h.script(
        "const li = [...document.querySelectorAll('[data-testid=log] li')].find(l => l.textContent.includes('against')); if (li) li.scrollIntoView({block: 'center'});",
    )
    .await?;
    shot(h, dir, "35b-x85-fight").await?;
    h.open("#/rules/excalibur-1985").await?;
    h.find(".face-glossary").await?;
    shot(h, dir, "36-x85-rules").await
}

/// Shadows over Camelot: the setup, the opening, a Heroic phase, the rules.
async fn camelot(h: &Harness, dir: &std::path::Path) -> Result<()> {
    h.open("#/new/camelot").await?;
    h.find("[data-testid=start]").await?;
    // Squire's Challenge for the first player, so the setup and the board show a Squire.
    h.click("details.squires summary").await?;
    h.click("[data-testid=squire-0]").await?;
    shot(h, dir, "20-camelot-setup").await?;
    h.find("[data-testid=seed]").await?.send_keys("3").await?;
    h.click("[data-testid=start]").await?;
    h.find("[data-testid=question]").await?;
    shot(h, dir, "21-camelot-opening").await?;
    for _ in 0..40 {
        if h.exists("[data-testid=game-over]").await? {
            break;
        }
        let question = h.text("[data-testid=question]").await.unwrap_or_default();
        if question.contains("Heroic") {
            shot(h, dir, "22-camelot-heroic").await?;
            h.script("window.scrollTo(0, 0)").await?;
            shot(h, dir, "22b-camelot-board").await?;
            break;
        }
        if h.exists("[data-testid=action-0]").await? {
            let _ = h.find("[data-testid=action-0]").await?.click().await;
        }
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    h.open("#/rules/camelot").await?;
    h.find(".face-glossary").await?;
    shot(h, dir, "23-camelot-rules").await?;
    camelot_company(h, dir).await
}

/// Merlin's Company at eight seats: the setup, then the board a few turns in.
async fn camelot_company(h: &Harness, dir: &std::path::Path) -> Result<()> {
    h.open("#/new/camelot").await?;
    h.click("[data-testid=option-merlins-company]").await?;
    h.find("[data-testid=player-count]")
        .await?
        .select_by_value("8")
        .await?;
    h.click("[data-testid=option-choose-companions]").await?;
    shot(h, dir, "24-camelot-company-setup").await?;
    h.click("[data-testid=option-choose-companions]").await?;
    h.find("[data-testid=seed]").await?.send_keys("21").await?;
    h.click("[data-testid=start]").await?;
    h.find("[data-testid=company]").await?;
    for _ in 0..200 {
        if h.exists("[data-testid=game-over]").await? {
            break;
        }
        let travelled = h.text("[data-testid=story]").await.unwrap_or_default();
        if travelled.contains("draws") && h.exists("[data-testid=action-0]").await? {
            h.script("window.scrollTo(0, 0)").await?;
            shot(h, dir, "25-camelot-company-board").await?;
            break;
        }
        if h.exists("[data-testid=action-0]").await? {
            let _ = h.find("[data-testid=action-0]").await?.click().await;
        }
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    Ok(())
}
