//! A player's journeys through the release build in headless Chromium.

use e2e::{Harness, Result};
use fantoccini::Locator;

async fn choose(h: &Harness, select_css: &str, value: &str) -> Result<()> {
    h.find(select_css).await?.select_by_value(value).await?;
    Ok(())
}

/// Bots move at once, so the tests do not wait on pauses meant for people.
async fn instant_bots(h: &Harness) -> Result<()> {
    h.open("#/settings").await?;
    choose(h, "[data-testid=bot-speed]", "speed-off").await
}

async fn moves(h: &Harness) -> Result<String> {
    Ok(h.find(".table")
        .await?
        .attr("data-moves")
        .await?
        .unwrap_or_default())
}

#[tokio::test(flavor = "multi_thread")]
async fn a_player_plays_reloads_goes_offline_and_meets_a_damaged_save() -> Result<()> {
    let mut h = Harness::start().await?;

    // Home, in the browser's language.
    h.open("").await?;
    assert_eq!(h.text(".hero h1").await?, "Round Table");
    // All four games are playable: none is shown as coming.
    assert!(!h.body_text().await?.contains("Coming soon"));
    assert_eq!(
        h.client
            .find_all(Locator::Css(".game-card:not(.coming)"))
            .await?
            .len(),
        4
    );

    // Switch language; it changes the screen and is remembered across a reload.
    h.open("#/settings").await?;
    choose(&h, "[data-testid=language]", "fr").await?;
    h.wait_for_text("Langue").await?;
    h.open("#/").await?;
    h.client.refresh().await?;
    h.wait_for_text("Table Ronde").await?;
    assert!(h.body_text().await?.contains("Nouvelle partie"));
    h.open("#/settings").await?;
    choose(&h, "[data-testid=language]", "en").await?;
    h.wait_for_text("Language").await?;

    // Start the chip game against three bots, with a seed, and play into round 2.
    instant_bots(&h).await?;
    h.open("#/new/excalibur-chips").await?;
    h.find("[data-testid=seed]").await?.send_keys("7").await?;
    h.click("[data-testid=start]").await?;
    play_until(&h, "Round 2").await?;
    h.find("[data-testid=question]").await?;

    // Reload mid-game: same screen, same position.
    let url = h.client.current_url().await?;
    let before = (moves(&h).await?, h.text(".board").await?);
    h.client.refresh().await?;
    h.find("[data-testid=question]").await?;
    assert_eq!(h.client.current_url().await?, url);
    assert_eq!((moves(&h).await?, h.text(".board").await?), before);

    // Export the game to a file, then import that file: the same position under a new id.
    h.click("[data-testid=export]").await?;
    let exported = wait_for_download(&h).await?;
    h.open("#/continue").await?;
    h.find("[data-testid=import]")
        .await?
        .send_keys(&exported.display().to_string())
        .await?;
    h.wait_until("the import opens the game", || async {
        let now = h.client.current_url().await?;
        Ok(now.as_str().contains("#/play/") && now != url)
    })
    .await?;
    h.find("[data-testid=question]").await?;
    assert_eq!(
        (moves(&h).await?, h.text(".board").await?),
        before,
        "the import resumes the same position"
    );
    // A file that is not a save is refused with a message; nothing is stored.
    let junk = h.downloads.join("junk.json");
    std::fs::write(&junk, "this is not a save")?;
    h.open("#/continue").await?;
    let saves_before = h
        .client
        .find_all(Locator::Css("[data-testid=save-row]"))
        .await?
        .len();
    h.find("[data-testid=import]")
        .await?
        .send_keys(&junk.display().to_string())
        .await?;
    assert!(h
        .text("[data-testid=import-error]")
        .await?
        .contains("The file is damaged"));
    assert_eq!(
        h.client
            .find_all(Locator::Css("[data-testid=save-row]"))
            .await?
            .len(),
        saves_before
    );
    h.open(
        url.fragment()
            .map(|f| format!("#{f}"))
            .as_deref()
            .unwrap_or(""),
    )
    .await?;
    h.find("[data-testid=question]").await?;

    // Offline: once the service worker controls the page, stop the server and reload.
    h.go_offline().await?;
    h.client.refresh().await?;
    h.find("[data-testid=question]").await?;
    assert_eq!(
        (moves(&h).await?, h.text(".board").await?),
        before,
        "the game resumes offline"
    );
    h.open("#/new/excalibur-chips").await?;
    h.click("[data-testid=start]").await?;
    h.find("[data-testid=question]").await?;

    // A damaged save and one from a future format: a clear message, and the data kept.
    h.script(
        r#"localStorage.setItem("rt.save.broken", '{"format":1,"id":"broken","game":"ora');
           localStorage.setItem("rt.save.future", '{"format":99,"id":"future"}');"#,
    )
    .await?;
    h.open("#/continue").await?;
    h.client.refresh().await?;
    h.find("[data-testid=save-problem]").await?;
    let text = h.body_text().await?;
    assert!(text.contains("The file is damaged"), "{text}");
    assert!(text.contains("newer version of Round Table"), "{text}");
    assert!(text.contains("Nothing has been deleted"), "{text}");
    h.open("#/play/broken").await?;
    h.client.refresh().await?;
    h.find("[data-testid=save-problem]").await?;
    let kept = h
        .script(r#"return localStorage.getItem("rt.save.broken")"#)
        .await?;
    assert_eq!(
        kept,
        serde_json::json!(r#"{"format":1,"id":"broken","game":"ora"#)
    );

    h.close().await
}

/// Waits until no move has been made for a while: the bots have nothing left to do.
async fn settle(h: &Harness) -> Result<()> {
    let mut last = moves(h).await?;
    let mut still = 0;
    while still < 4 {
        tokio::time::sleep(std::time::Duration::from_millis(250)).await;
        let now = moves(h).await?;
        still = if now == last { still + 1 } else { 0 };
        last = now;
    }
    Ok(())
}

/// Plays the human seats (first answer each time) until the page shows `text`.
async fn play_until(h: &Harness, text: &str) -> Result<()> {
    let mut journey = h.journey(&format!("playing until the page shows {text:?}"), 2_000);
    loop {
        if h.body_text().await?.contains(text) {
            // Let the bots finish their moves so the human is the one asked.
            h.wait_until("a human is asked", || async {
                Ok(h.exists("[data-testid=question]").await?
                    || h.exists("[data-testid=reveal]").await?)
            })
            .await?;
            return settle(h).await;
        }
        let moved = h.chips_move().await?;
        journey.pass(moved).await?;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn one_human_and_three_bots_play_a_whole_chip_game() -> Result<()> {
    let h = Harness::start().await?;
    instant_bots(&h).await?;
    h.open("#/new/excalibur-chips").await?;
    h.find("[data-testid=seat-kind-3]")
        .await?
        .select_by_value("2")
        .await?;
    h.find("[data-testid=seed]").await?.send_keys("11").await?;
    h.click("[data-testid=start]").await?;
    // Round 1 opens with the draft: the human taps face-down slots; each region shows its
    // count (20 at most with four players).
    h.find(".slot-button").await?;
    let count: u32 = h
        .text("[data-testid=region-count-0]")
        .await?
        .trim()
        .parse()?;
    assert!(count <= 20);
    assert_eq!(h.solo_to_the_end("excalibur-chips", 3_000).await?, 4);
    let text = h.text("[data-testid=game-over]").await?;
    assert!(
        text.contains("Excalibur") && text.contains("Cursed Blade"),
        "{text}"
    );
    // The human is told how it went, and every hand is turned up.
    let verdict = h.text("[data-testid=verdict]").await?;
    assert!(verdict == "You won!" || verdict == "You lost.", "{verdict}");
    for seat in 0..4 {
        h.find(&format!("[data-testid=final-hand-{seat}]")).await?;
    }
    // A chip named in the story explains itself when tapped.
    h.click("[data-testid=log] .mention").await?;
    h.wait_until("the sheet explains the chip", || async {
        Ok(h.text("[data-testid=info-sheet]").await?.len() > 20)
    })
    .await?;
    h.click("[data-testid=sheet-close]").await?;
    // The bots thought in the Web Worker, not on the page.
    let thread = h.find(".table").await?.attr("data-bot-thread").await?;
    assert_eq!(thread.as_deref(), Some("worker"));

    // Play again: one tap, the same seats, a new game.
    let finished = h.client.current_url().await?;
    h.click("[data-testid=play-again]").await?;
    h.wait_until("a new game opens", || async {
        Ok(h.client.current_url().await? != finished)
    })
    .await?;
    h.find(".slot-button").await?;
    assert!(h.text("[data-testid=seat-3]").await?.contains("Dev"));
    // The new-game form starts from that setup: the fourth seat is still a sharp bot.
    h.open("#/new/excalibur-chips").await?;
    let kind = h
        .find("[data-testid=seat-kind-3]")
        .await?
        .prop("value")
        .await?;
    assert_eq!(kind.as_deref(), Some("2"));

    // Saved games: the finished one says who won; deleting asks twice.
    h.open("#/continue").await?;
    h.find("[data-testid=save-row]").await?;
    let rows = h
        .client
        .find_all(Locator::Css("[data-testid=save-row]"))
        .await?;
    assert_eq!(rows.len(), 2);
    let status = h
        .text(".save-row.finished [data-testid=save-status]")
        .await?;
    assert!(status.starts_with("Finished"), "{status}");
    h.click(".save-row.finished [data-testid=delete-save]")
        .await?;
    h.click("[data-testid=delete-cancel]").await?;
    h.click(".save-row.finished [data-testid=delete-save]")
        .await?;
    h.click("[data-testid=delete-confirm]").await?;
    h.wait_until("the finished game is gone", || async {
        Ok(h.client
            .find_all(Locator::Css("[data-testid=save-row]"))
            .await?
            .len()
            == 1)
    })
    .await?;
    h.close().await
}

#[tokio::test(flavor = "multi_thread")]
async fn three_humans_pass_the_device_and_no_hand_over_shows_a_hand() -> Result<()> {
    let h = Harness::start().await?;
    instant_bots(&h).await?;
    h.open("#/new/excalibur-chips").await?;
    choose(&h, "[data-testid=player-count]", "3").await?;
    for seat in 1..3 {
        choose(&h, &format!("[data-testid=seat-kind-{seat}]"), "human").await?;
    }
    h.click("[data-testid=start]").await?;
    let names = ["Ada", "Bruno", "Chiara"];
    let mut hand_overs = 0;
    let (mut undone, mut since, mut unpicked) = (false, false, false);
    let picks = || async {
        Result::<usize>::Ok(
            h.client
                .find_all(Locator::Css("[data-testid^=picked-]"))
                .await?
                .len(),
        )
    };
    // Two full rounds: stop when round 3 begins.
    let mut journey = h.journey("two rounds of the chip game", 2_000);
    loop {
        if h.body_text().await?.contains("Round 3") {
            break;
        }
        since |= h.exists("[data-testid=since-last-turn]").await?;
        // After a chip is chosen, the done step offers to take it back: once, try it.
        if !undone && h.exists("[data-testid=undo]").await? {
            h.click("[data-testid=undo]").await?;
            h.find("[data-testid=question]").await?;
            assert!(!h.exists("[data-testid=done]").await?);
            undone = true;
            journey.moved()?;
            continue;
        }
        // A secret pick is taken back by a tap on its ringed slot: once, try it.
        if !unpicked && h.exists("button[data-testid^=picked-]").await? {
            let before = picks().await?;
            h.click("button[data-testid^=picked-]").await?;
            h.wait_until("the pick is taken back", || async {
                Ok(picks().await? + 1 == before)
            })
            .await?;
            unpicked = true;
            journey.moved()?;
            continue;
        }
        if h.exists("[data-testid=reveal]").await? {
            assert_private_hidden(&h).await?;
            // Slot picks are secret until everyone has picked.
            assert!(!h.exists("[data-testid^=picked-]").await?);
            let text = h.text("[data-testid=hand-over]").await?;
            assert!(names.iter().any(|n| text.contains(n)), "{text}");
            hand_overs += 1;
        }
        let moved = h.chips_move().await?;
        journey.pass(moved).await?;
    }
    assert!(h.body_text().await?.contains("Round 3"));
    // Each of the three drafts and plays in each round, behind its own hand-over.
    assert!(hand_overs >= 6, "only {hand_overs} hand-overs");
    assert!(undone, "a chosen chip was never offered back");
    assert!(unpicked, "a secret pick was never taken back");
    assert!(since, "nobody was told what happened since their last turn");
    h.close().await
}

async fn wait_for_download(h: &Harness) -> Result<std::path::PathBuf> {
    let exported = |dir: &std::path::Path| -> Option<std::path::PathBuf> {
        std::fs::read_dir(dir)
            .ok()?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .find(|p| {
                p.extension().is_some_and(|e| e == "json")
                    && p.file_name().is_some_and(|n| n != "junk.json")
            })
    };
    h.wait_until("the export is downloaded", || async {
        Ok(exported(&h.downloads).is_some())
    })
    .await?;
    Ok(exported(&h.downloads).ok_or("no download")?)
}

async fn assert_private_hidden(h: &Harness) -> Result<()> {
    assert!(h.exists("[data-testid=hand-over]").await?);
    for private in [
        ".private",
        "[data-testid=my-hand]",
        "[data-testid=question]",
        "[data-testid^=play-]",
        ".slot-button",
    ] {
        assert!(
            !h.exists(private).await?,
            "{private} must not be in the page before the hand-over"
        );
    }
    let text = h.body_text().await?;
    assert!(
        !text.contains("Your hand") && !text.contains("You know they hold"),
        "{text}"
    );
    Ok(())
}

#[tokio::test(flavor = "multi_thread")]
async fn one_human_and_four_bots_play_avalon_with_excalibur_the_lady_and_plot_cards() -> Result<()>
{
    let h = Harness::start().await?;
    instant_bots(&h).await?;
    h.open("#/new/avalon").await?;
    h.click("[data-testid=option-lady]").await?;
    h.click("[data-testid=option-excalibur]").await?;
    h.click("[data-testid=option-plot]").await?;
    h.find("[data-testid=seed]").await?.send_keys("5").await?;
    h.click("[data-testid=start]").await?;
    // The night: the human's role card, private, then ready.
    h.find("[data-testid=my-role]").await?;
    assert_eq!(h.solo_to_the_end("avalon", 2_000).await?, 5);
    // The Plot cards were dealt: the deck shrank from its seven cards.
    let deck = h.text("[data-testid=plot-deck]").await?;
    assert!(!deck.contains('7'), "no Plot card was dealt: {deck}");
    let thread = h.find(".table").await?.attr("data-bot-thread").await?;
    assert_eq!(thread.as_deref(), Some("worker"));
    h.close().await
}

#[tokio::test(flavor = "multi_thread")]
async fn five_humans_pass_the_device_through_the_night_and_a_round_of_avalon() -> Result<()> {
    let h = Harness::start().await?;
    instant_bots(&h).await?;
    h.open("#/new/avalon").await?;
    for seat in 1..5 {
        choose(&h, &format!("[data-testid=seat-kind-{seat}]"), "human").await?;
    }
    // With the Plot cards: the leader's deal is one more private screen.
    h.click("[data-testid=option-plot]").await?;
    // A fixed deal: with a random one the hand-overs counted below vary (a CI run once
    // saw 11).
    h.find("[data-testid=seed]").await?.send_keys("2").await?;
    h.click("[data-testid=start]").await?;
    let mut hand_overs = 0;
    // The night (five looks) and one round: until the first quest has a result.
    let mut journey = h.journey("the night and the first quest", 500);
    loop {
        if h.exists("[data-testid=quest-0].succeeded").await?
            || h.exists("[data-testid=quest-0].failed").await?
        {
            break;
        }
        if h.exists("[data-testid=reveal]").await? {
            assert!(
                !h.exists("[data-testid=my-role]").await?,
                "a role shows before the hand-over"
            );
            let text = h.body_text().await?;
            for secret in ["You are", "serves evil", "Merlin, or Morgana"] {
                assert!(
                    !text.contains(secret),
                    "{secret:?} shows before the hand-over"
                );
            }
            hand_overs += 1;
        }
        let moved = h.avalon_move().await?;
        journey.pass(moved).await?;
    }
    assert!(
        h.exists("[data-testid=quest-0].succeeded").await?
            || h.exists("[data-testid=quest-0].failed").await?,
        "the first quest was played"
    );
    // Five at night, five votes, and the team's quest cards.
    assert!(hand_overs >= 12, "only {hand_overs} hand-overs");
    h.close().await
}

/// The wasm files the page fetched itself or asked its compiling worker for (marked
/// "rt-wasm <address>": a worker's fetches are not in the page's resource list), each with
/// a name and a start time.
const WASM_ASKED_FOR: &str =
    "performance.getEntriesByType('resource').filter(e => e.name.endsWith('.wasm')) \
     .concat(performance.getEntriesByType('mark').filter(e => e.name.startsWith('rt-wasm ')) \
     .map(e => ({ name: e.name.slice(8), startTime: e.startTime })))";

async fn wasm_fetched(h: &Harness) -> Result<Vec<String>> {
    let names = h
        .script(&format!("return {WASM_ASKED_FOR}.map(e => e.name);"))
        .await?;
    Ok(serde_json::from_value(names)?)
}

#[tokio::test(flavor = "multi_thread")]
async fn the_home_screen_needs_no_wasm_and_each_screen_loads_only_its_module() -> Result<()> {
    // In the page as served, before any script or wasm: the name and "loading", in each of
    // our languages, for the inline script to pick from.
    let page = std::fs::read_to_string(e2e::dist_dir().join("index.html"))?;
    assert!(
        page.contains(r#"id="boot""#),
        "no loading screen in index.html"
    );
    for words in [
        "Round Table",
        "Table Ronde",
        "Mesa Redonda",
        "Chargement",
        "Cargando",
    ] {
        assert!(page.contains(words), "{words:?} missing from index.html");
    }
    let h = Harness::start().await?;
    // The home screen is drawn by the page before any wasm is even asked for.
    h.open("").await?;
    h.find(".hero h1").await?;
    let order = h
        .script(&format!(
            "const home = performance.getEntriesByName('rt-home')[0].startTime; \
             const wasm = {WASM_ASKED_FOR}; \
             return [home, Math.min(1e12, ...wasm.map(e => e.startTime))];"
        ))
        .await?;
    let (home, first_wasm): (f64, f64) = serde_json::from_value(order)?;
    assert!(
        home < first_wasm,
        "home at {home} ms, first wasm at {first_wasm} ms"
    );
    assert!(!h.exists("#boot:not([hidden])").await?);
    // Settings come with the shell alone, without any game's code.
    h.click("#home:not([hidden]) a[href='#/settings']").await?;
    h.find("[data-testid=bot-speed]").await?;
    let fetched = wasm_fetched(&h).await?;
    assert!(
        fetched.iter().any(|n| n.contains("/round-table-")),
        "{fetched:?}"
    );
    assert!(
        !fetched
            .iter()
            .any(|n| n.contains("/game-") || n.contains("/bot-")),
        "{fetched:?}"
    );
    // A game's setup brings that game's module alone, and home is one tap back.
    h.click("a.back").await?;
    h.click("#home:not([hidden]) .game-card[data-game=avalon] a.primary")
        .await?;
    h.find("[data-testid=start]").await?;
    let fetched = wasm_fetched(&h).await?;
    assert!(
        fetched.iter().any(|n| n.contains("/game-avalon_bg")),
        "{fetched:?}"
    );
    // Compiled in the page's worker, not on the page (its fallback marks what it compiles).
    let on_page = h
        .script("return performance.getEntriesByType('mark').filter(e => e.name.startsWith('rt-wasm-on-page ')).map(e => e.name);")
        .await?;
    assert_eq!(on_page, serde_json::json!([]), "compiled on the page");
    assert!(
        !fetched.iter().any(|n| n.contains("/game-excalibur-chips")),
        "{fetched:?}"
    );
    // Straight to another game's rules from there: its module takes over the page.
    h.open("#/rules/excalibur-chips").await?;
    h.find("[data-testid=gloss-chip-merlin]").await?;
    assert!(!h.exists("[data-testid=start]").await?);
    h.close().await
}

#[tokio::test(flavor = "multi_thread")]
async fn every_game_and_its_bots_load_and_play_offline_after_one_visit() -> Result<()> {
    let mut h = Harness::start().await?;
    instant_bots(&h).await?;
    // One visit to the home screen, online.
    h.open("").await?;
    h.find(".hero h1").await?;
    h.go_offline().await?;
    // Offline: each game starts, and its bots answer from their own worker.
    for game in ["excalibur-chips", "avalon", "camelot", "excalibur-1985"] {
        h.open(&format!("#/new/{game}")).await?;
        h.client.refresh().await?;
        if h.find("[data-testid=start]").await.is_err() {
            panic!(
                "offline, no new-game form for {game}: {}",
                h.body_text().await?
            );
        }
        h.click("[data-testid=start]").await?;
        h.wait_until(&format!("a bot of {game} moves in its worker"), || async {
            match game {
                "avalon" => h.avalon_move().await?,
                "camelot" => h.camelot_move().await?,
                "excalibur-1985" => h.excalibur85_move().await?,
                _ => h.chips_move().await?,
            };
            let tables = h.client.find_all(Locator::Css(".table")).await?;
            let Some(table) = tables.into_iter().next() else {
                return Ok(false);
            };
            Ok(table.attr("data-bot-thread").await?.as_deref() == Some("worker"))
        })
        .await?;
    }
    h.close().await
}

#[tokio::test(flavor = "multi_thread")]
async fn one_human_and_four_bots_play_shadows_over_camelot_to_the_end() -> Result<()> {
    let h = Harness::start().await?;
    instant_bots(&h).await?;
    h.open("#/new/camelot").await?;
    h.find("[data-testid=seed]").await?.send_keys("5").await?;
    // Squire's Challenge: the human and one bot start as Squires.
    h.click("details.squires summary").await?;
    h.click("[data-testid=squire-0]").await?;
    h.click("[data-testid=squire-2]").await?;
    h.click("[data-testid=start]").await?;
    for seat in [0, 2] {
        let badge = h
            .text(&format!("[data-testid=board] [data-testid=seat-{seat}]"))
            .await?;
        assert!(badge.contains("Squire"), "{badge}");
    }
    // The opening, then whole turns: the human answers, the bots think in their worker.
    let results = h.solo_to_the_end("camelot", 3_000).await?;
    assert_eq!(results, 5, "every knight's Loyalty at the end");
    assert!(h.exists("[data-testid=play-again]").await?);
    h.close().await
}

/// How many of Camelot's quest panels show on the page.
async fn quests_shown(h: &Harness) -> Result<u64> {
    let n = h
        .script("return [...document.querySelectorAll('.camelot-quest')].filter(e => e.offsetParent !== null).length;")
        .await?;
    Ok(n.as_u64().unwrap_or(0))
}

#[tokio::test(flavor = "multi_thread")]
async fn on_a_phone_the_quests_are_tiles_and_a_tapped_quest_is_ridden_to() -> Result<()> {
    let h = Harness::start_sized("390,844").await?;
    instant_bots(&h).await?;
    h.open("#/new/camelot").await?;
    h.find("[data-testid=seed]").await?.send_keys("5").await?;
    h.click("[data-testid=start]").await?;
    // Six small tiles; one quest open below them at a time.
    h.find("[data-testid=quest-tab-saxon-war]").await?;
    assert_eq!(quests_shown(&h).await?, 1);
    h.click("[data-testid=quest-tab-saxon-war]").await?;
    assert_eq!(quests_shown(&h).await?, 1);
    assert!(
        h.find("[data-testid=quest-saxon-war]")
            .await?
            .is_displayed()
            .await?
    );
    // Play on until the human may ride there, then ride from the quest itself.
    h.wait_until("a ride to the Saxon War on the board", || async {
        if h.exists("[data-testid=go-saxon-war]").await? {
            return Ok(true);
        }
        h.camelot_move().await?;
        Ok(false)
    })
    .await?;
    h.click("[data-testid=go-saxon-war]").await?;
    h.wait_until("the knight stands at the Saxon War", || async {
        Ok(h.text("[data-testid=board] [data-testid=seat-0]")
            .await?
            .contains("Saxon War"))
    })
    .await?;
    let found = h.axe().await?;
    assert!(found.is_empty(), "{found:?}");
    h.close().await
}

#[tokio::test(flavor = "multi_thread")]
async fn one_human_and_seven_bots_play_merlins_company_to_the_end() -> Result<()> {
    let h = Harness::start().await?;
    instant_bots(&h).await?;
    h.open("#/new/camelot").await?;
    h.click("[data-testid=option-merlins-company]").await?;
    // Eight seats only with the expansion.
    choose(&h, "[data-testid=player-count]", "8").await?;
    // A cunning table: the traitors search their moves as the loyal bots do.
    choose(&h, "[data-testid=difficulty]", "cunning").await?;
    // The table chooses Arthur's companions: Galahad shares Gaheris's colour, so he waits
    // until Gaheris leaves the choice.
    h.click("[data-testid=option-choose-companions]").await?;
    let galahad = "[data-testid=companion-galahad]";
    assert!(h.find(galahad).await?.attr("disabled").await?.is_some());
    h.click("[data-testid=companion-gaheris]").await?;
    h.click(galahad).await?;
    h.find("[data-testid=seed]").await?.send_keys("12").await?;
    h.click("[data-testid=start]").await?;
    h.find("[data-testid=company]").await?;
    // Seven companions chosen for seven seats: every one of them is at the table.
    let board = h.text(".board").await?;
    assert!(
        board.contains("Galahad") && !board.contains("Gaheris"),
        "{board}"
    );
    let results = h.solo_to_the_end("camelot", 4_000).await?;
    assert_eq!(results, 8, "every knight's Loyalty at the end");
    h.close().await
}

/// Clicks the first answer whose words contain `words`; false when there is none.
async fn answer_with(h: &Harness, words: &str) -> Result<bool> {
    for button in h
        .client
        .find_all(Locator::Css("[data-testid^=action-]"))
        .await?
    {
        // A button gone since the look (the page re-rendered) is a retry, not a failure.
        let Ok(text) = button.text().await else {
            return Ok(false);
        };
        if text.contains(words) {
            return Ok(button.click().await.is_ok());
        }
    }
    Ok(false)
}

#[tokio::test(flavor = "multi_thread")]
async fn three_humans_pass_the_device_through_camelots_opening_a_round_and_an_accusation(
) -> Result<()> {
    let h = Harness::start().await?;
    instant_bots(&h).await?;
    h.open("#/new/camelot").await?;
    // Three Brave Knights changes a game of three only, so only three are offered it.
    assert!(!h.exists("[data-testid=option-three-brave-knights]").await?);
    choose(&h, "[data-testid=player-count]", "3").await?;
    assert!(h.exists("[data-testid=option-three-brave-knights]").await?);
    for seat in 1..3 {
        choose(&h, &format!("[data-testid=seat-kind-{seat}]"), "human").await?;
    }
    h.find("[data-testid=seed]").await?.send_keys("6").await?;
    h.click("[data-testid=start]").await?;
    let mut hand_overs = 0;
    let mut accused = false;
    // The opening, then turns in which Evil is fed Siege Engines until six stand and
    // accusations open; the first knight offered one accuses.
    let mut journey = h.journey("Camelot's opening and turns until an accusation", 4_000);
    loop {
        if h.exists("[data-testid=game-over]").await? {
            break;
        }
        if h.exists("[data-testid=reveal]").await? {
            assert_private_hidden(&h).await?;
            // The prompt's button takes the focus, and so comes into view wherever the last
            // player left the page.
            h.wait_until("the hand-over's button takes the focus", || async {
                Ok(h.script(
                    "return document.activeElement === \
                     document.querySelector('[data-testid=reveal]');",
                )
                .await?
                    == serde_json::Value::Bool(true))
            })
            .await?;
            // Once accused, a knight's Loyalty is public; until then none may show.
            if !accused {
                let text = h.body_text().await?;
                assert!(
                    !text.contains("Loyal") && !text.contains("Traitor"),
                    "a Loyalty on a shared screen: {text}"
                );
            }
            hand_overs += 1;
        }
        if !accused && answer_with(&h, "Accuse").await? {
            accused = true;
            journey.moved()?;
            continue;
        }
        if accused && h.body_text().await?.contains(" accuses ") {
            break;
        }
        if answer_with(&h, "Add a Siege Engine").await? {
            journey.moved()?;
            continue;
        }
        let moved = h.camelot_move().await?;
        journey.pass(moved).await?;
    }
    // Three lay an opening card, then each takes turns, each behind its own hand-over.
    assert!(hand_overs >= 8, "only {hand_overs} hand-overs");
    assert!(accused, "no accusation was offered");
    assert!(
        h.body_text().await?.contains(" accuses "),
        "the accusation is not told"
    );
    h.close().await
}

#[tokio::test(flavor = "multi_thread")]
async fn two_humans_pass_the_device_through_a_travel_card_and_a_capture() -> Result<()> {
    let h = Harness::start().await?;
    instant_bots(&h).await?;
    h.open("#/new/camelot").await?;
    h.click("[data-testid=option-merlins-company]").await?;
    choose(&h, "[data-testid=player-count]", "3").await?;
    choose(&h, "[data-testid=seat-kind-1]", "human").await?;
    h.find("[data-testid=seed]").await?.send_keys("4").await?;
    h.click("[data-testid=start]").await?;
    let (mut hand_overs, mut travelled, mut captured) = (0, false, false);
    // Every knight rides out at each turn: the Travel deck holds one Captured! among 16
    // cards, so a capture comes within the deck's first pass.
    let mut journey = h.journey("Camelot with Travel cards until a capture", 3_000);
    loop {
        if h.exists("[data-testid=game-over]").await? {
            break;
        }
        if h.exists("[data-testid=reveal]").await? {
            assert_private_hidden(&h).await?;
            hand_overs += 1;
        }
        if h.exists("[data-testid=travel-deck]").await? {
            // The board may re-render between the look and the read: then read next time.
            let deck = match h
                .find("[data-testid=travel-deck]")
                .await?
                .attr("aria-label")
                .await
            {
                Ok(label) => label.unwrap_or_default(),
                Err(_) => {
                    journey.idle().await?;
                    continue;
                }
            };
            travelled |= !deck.ends_with(" 16");
        }
        if h.exists("[data-testid^=captive-]").await? {
            captured = true;
            break;
        }
        if answer_with(&h, "Add a Siege Engine").await? || answer_with(&h, "Go to").await? {
            journey.moved()?;
            continue;
        }
        let moved = h.camelot_move().await?;
        journey.pass(moved).await?;
    }
    assert!(travelled, "no Travel card was told");
    assert!(captured, "no capture");
    assert!(hand_overs >= 3, "only {hand_overs} hand-overs");
    h.close().await
}

#[tokio::test(flavor = "multi_thread")]
async fn a_reload_in_the_middle_of_a_camelot_window_resumes_it() -> Result<()> {
    let h = Harness::start().await?;
    instant_bots(&h).await?;
    // The bots' own choices vary, so a few games may be needed before the human is asked
    // whether to cancel a Black card just drawn.
    let mut asked = None;
    for seed in 8..14 {
        h.open("#/new/camelot").await?;
        h.find("[data-testid=seed]")
            .await?
            .send_keys(&seed.to_string())
            .await?;
        h.click("[data-testid=start]").await?;
        let mut journey = h.journey("Camelot until a cancel window", 3_000);
        loop {
            if h.exists("[data-testid=game-over]").await? {
                break;
            }
            let question = h.text("[data-testid=question]").await.unwrap_or_default();
            if question.contains("Cancel it?") {
                asked = Some(question);
                break;
            }
            let moved = h.camelot_move().await?;
            journey.pass(moved).await?;
        }
        if asked.is_some() {
            break;
        }
    }
    let Some(question) = asked else {
        return Err("no cancel window came up in six games".into());
    };
    h.client.refresh().await?;
    h.find("[data-testid=question]").await?;
    assert_eq!(h.text("[data-testid=question]").await?, question);
    h.close().await
}

#[tokio::test(flavor = "multi_thread")]
async fn a_knight_alone_plays_excalibur_1985_against_the_clock_to_the_end() -> Result<()> {
    let h = Harness::start().await?;
    instant_bots(&h).await?;
    h.open("#/new/excalibur-1985").await?;
    choose(&h, "[data-testid=player-count]", "1").await?;
    choose(&h, "[data-testid=length]", "short").await?;
    // The players agree on their own length: 40 turns to reach 6 points.
    h.click("[data-testid=option-agreed]").await?;
    for (field, value) in [("agreed-turns", "40"), ("agreed-target", "6")] {
        let input = h.find(&format!("[data-testid={field}]")).await?;
        input.clear().await?;
        input.send_keys(value).await?;
        // Leaving the field commits it.
        h.click("[data-testid=seed]").await?;
    }
    h.find("[data-testid=seed]").await?.send_keys("3").await?;
    h.click("[data-testid=start]").await?;
    h.wait_until("the agreed length is on the table", || async {
        let clock = h.text("[data-testid=clock]").await?;
        Ok(clock.contains("40 turns left") && clock.contains("target 6"))
    })
    .await?;
    // The sheet: a point moved from experience to strength, then confirmed.
    h.click("[data-testid=sheet-experience] button:first-of-type")
        .await?;
    assert!(h.text("[data-testid=points-left]").await?.contains('1'));
    h.click("[data-testid=sheet-strength] button:last-of-type")
        .await?;
    h.click("[data-testid=action-0]").await?;
    h.wait_until("the sheet is on the board", || async {
        let sheet = h.text("[data-testid=sheet-of-0]").await?;
        Ok(sheet.replace(char::is_whitespace, "").contains("Strength4"))
    })
    .await?;
    assert!(h.text("[data-testid=clock]").await?.contains("target"));
    // The map zooms in, and back to the whole land.
    let width = |b: Option<String>| -> f64 {
        b.and_then(|b| b.split(' ').nth(2).and_then(|w| w.parse().ok()))
            .unwrap_or(0.0)
    };
    let whole = width(h.find(".x85-map-svg").await?.attr("viewBox").await?);
    h.click("[data-testid=zoom-in]").await?;
    let near = width(h.find(".x85-map-svg").await?.attr("viewBox").await?);
    assert!(near > 0.0 && near < whole, "{near} {whole}");
    h.click("[data-testid=zoom-fit]").await?;
    // A tile explains itself when tapped.
    let crossroads_explained = || async {
        Ok(h.text("[data-testid=info-sheet]")
            .await?
            .contains("sets out"))
    };
    h.click(".x85-tile").await?;
    h.wait_until("the sheet explains the crossroads", crossroads_explained)
        .await?;
    h.click("[data-testid=sheet-close]").await?;
    // From the keyboard too: a tile takes the focus, and Enter explains it.
    let focused = h
        .script(
            "const t = document.querySelector('.x85-tile'); t.focus(); \
             t.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })); \
             return document.activeElement === t;",
        )
        .await?;
    assert_eq!(
        focused,
        serde_json::Value::Bool(true),
        "a tile takes the focus"
    );
    h.wait_until(
        "the keyboard opens the crossroads' explanation",
        crossroads_explained,
    )
    .await?;
    h.click("[data-testid=sheet-close]").await?;
    // The land lights up where the knight can go: a tap on the map explores.
    h.click("[data-testid=map-target]").await?;
    h.wait_until("the new tile is to be turned", || async {
        Ok(h.text("[data-testid=question]")
            .await?
            .contains("Turn the new piece"))
    })
    .await?;
    // The drawn tile shows on the map where it will be laid.
    assert!(h.exists("[data-testid=ghost]").await?);
    let results = h.solo_to_the_end("excalibur-1985", 3_000).await?;
    assert_eq!(results, 1);
    let headline = h.text("[data-testid=game-over]").await?;
    assert!(headline.contains("target"), "{headline}");
    // The land grew, and a place named in the story explains itself when tapped. How far
    // it grew depends on the walk, whose answers follow the clock (a click that meets a
    // re-drawn page still counts a move), so only the tile explored above is certain.
    let tiles = h.client.find_all(Locator::Css(".x85-tile")).await?.len();
    assert!(
        tiles >= 2,
        "only {tiles} tiles laid: {}",
        h.text("[data-testid=log]").await?
    );
    h.click("[data-testid=log] .mention").await?;
    h.wait_until("the sheet explains the place", || async {
        Ok(h.text("[data-testid=info-sheet]").await?.len() > 20)
    })
    .await?;
    h.close().await
}

#[tokio::test(flavor = "multi_thread")]
async fn one_human_and_three_bots_play_excalibur_1985_to_the_end() -> Result<()> {
    let h = Harness::start().await?;
    instant_bots(&h).await?;
    h.open("#/new/excalibur-1985").await?;
    choose(&h, "[data-testid=player-count]", "4").await?;
    for seat in 1..4 {
        choose(&h, &format!("[data-testid=seat-kind-{seat}]"), "2").await?;
    }
    choose(&h, "[data-testid=length]", "short").await?;
    h.find("[data-testid=seed]").await?.send_keys("8").await?;
    h.click("[data-testid=start]").await?;
    let results = h.solo_to_the_end("excalibur-1985", 4_000).await?;
    assert_eq!(results, 4, "every knight's score at the end");
    // Every secret mission is shown at the end, and the bots thought in their worker.
    let end = h.text("[data-testid=game-over]").await?;
    assert!(end.matches("Mission ").count() >= 4, "{end}");
    let thread = h.find(".table").await?.attr("data-bot-thread").await?;
    assert_eq!(thread.as_deref(), Some("worker"));
    assert!(h.exists("[data-testid=play-again]").await?);
    h.close().await
}

#[tokio::test(flavor = "multi_thread")]
async fn two_humans_pass_the_device_past_a_hidden_card() -> Result<()> {
    let h = Harness::start().await?;
    instant_bots(&h).await?;
    h.open("#/new/excalibur-1985").await?;
    choose(&h, "[data-testid=player-count]", "2").await?;
    choose(&h, "[data-testid=seat-kind-1]", "human").await?;
    // The superior level: a knight looks at what he finds alone.
    h.click("[data-testid=option-superior]").await?;
    h.find("[data-testid=seed]").await?.send_keys("3").await?;
    h.click("[data-testid=start]").await?;
    let mut hand_overs = 0;
    // The card one knight kept face down, and who kept it.
    let mut hidden: Option<(String, String)> = None;
    let mut checked = false;
    let mut journey = h.journey("the 1985 game until a hidden card is passed by", 3_000);
    loop {
        if h.exists("[data-testid=game-over]").await? {
            break;
        }
        if h.exists("[data-testid=reveal]").await? {
            assert_private_hidden(&h).await?;
            hand_overs += 1;
            let to = h.text(".hand-over-card h2").await?;
            if let Some((card, keeper)) = &hidden {
                if !to.contains(keeper.as_str()) {
                    h.click("[data-testid=reveal]").await?;
                    h.find("[data-testid=private]").await?;
                    // The other knight sees a card back, and the story does not name it.
                    let log = h.text("[data-testid=log]").await?;
                    assert!(!log.contains(&format!("keeps {card}")), "{log}");
                    assert!(log.contains("looks at it alone"), "{log}");
                    let board = h.text("[data-testid=board]").await?;
                    let backs = h
                        .client
                        .find_all(Locator::Css(".x85-seat .is-back"))
                        .await?;
                    assert!(!backs.is_empty() || board.contains(card.as_str()));
                    checked = true;
                    break;
                }
            }
        }
        // Only a knight's own screen has a question; the hand-over has none.
        let question = if h.exists("[data-testid=question]").await? {
            h.text("[data-testid=question]").await.unwrap_or_default()
        } else {
            String::new()
        };
        if hidden.is_none() && question.starts_with("You found ") {
            if let Some(card) = question
                .strip_prefix("You found ")
                .and_then(|q| q.split(". Keep").next())
            {
                let card = card.to_string();
                let badge = h.text(".private-badge").await.unwrap_or_default();
                let keeper = if badge.contains("Ada") {
                    "Ada"
                } else {
                    "Bruno"
                }
                .to_string();
                if answer_with(&h, "Keep it face down").await? {
                    hidden = Some((card, keeper));
                    journey.moved()?;
                    continue;
                }
            }
        }
        let moved = h.excalibur85_move().await?;
        journey.pass(moved).await?;
    }
    assert!(
        checked,
        "no card was kept face down and passed by the device"
    );
    assert!(hand_overs >= 4, "only {hand_overs} hand-overs");
    h.close().await
}
