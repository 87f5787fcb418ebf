//! Playing on several devices: a host and a guest as two browsers (two Chromium processes,
//! each with its own storage), connected with the text join codes inside a network
//! namespace this test makes, so that no packet leaves the machine.

use e2e::devices::{connect, connect_by_camera, set_up, set_up_with};
use e2e::{in_own_network, Harness, Result};

#[tokio::test(flavor = "multi_thread")]
async fn a_guest_device_plays_its_seat_of_the_chip_game_to_the_end() -> Result<()> {
    if let Some(outcome) =
        in_own_network("a_guest_device_plays_its_seat_of_the_chip_game_to_the_end")
    {
        return outcome;
    }
    let host = Harness::start().await?;
    let guest = Harness::start().await?;
    set_up(&host, "excalibur-chips", 4, 1).await?;
    // The guest keeps every message it receives, to be read at the end.
    guest.open("#/join").await?;
    guest
        .script("localStorage.setItem('rt.net.record', 'true')")
        .await?;
    connect(&host, &guest, 0, "add").await?;
    // The host no longer shows the seat's private screen: it waits for the guest's device.
    host.wait_for_text("on their own device").await?;
    assert!(!host.exists("[data-testid=question]").await?);
    // The row at the top of the host's table says the seat's device is there.
    let chip = host.text("[data-testid=device-chip-0]").await?;
    assert!(chip.contains("here"), "the seat's device is there: {chip}");
    host.keep_shot("devices-host", "[data-testid=device-row]")
        .await?;
    // The guest plays its seat to the end on its own screen.
    guest.find("[data-testid=question]").await?;
    guest.keep_shot("devices-guest", "body").await?;
    let mut journey = guest.journey("the guest's seat of the chip game", 400);
    let mut moves = 0;
    while !guest.exists("[data-testid=verdict]").await? {
        let moved = guest.chips_move().await?;
        journey.pass(moved).await?;
        moves += usize::from(moved);
        if moved && moves == 3 {
            // A message the host cannot read is refused with a typed answer (which the guest
            // shows until the next update, so it is read from the record, not the screen: the
            // bots' next move may replace it at once), and the game goes on as it stood (to
            // its end, below).
            guest
                .script("window.rtSend('{\"Act\": 42}'); return true;")
                .await?;
            guest
                .wait_until("the host refuses the unreadable message", || async {
                    let got = guest
                        .script("return JSON.stringify(window.rtReceived || [])")
                        .await?;
                    Ok(got.as_str().is_some_and(|t| t.contains("Malformed")))
                })
                .await?;
        }
        if moves == 6 {
            // The guest's phone reloads: the host sees the seat's device gone, makes a new
            // code, and the guest joins again with the whole story.
            let told = guest.text("[data-testid=log]").await?;
            guest.client.refresh().await?;
            host.find("[data-testid=device-renew-0]").await?;
            let chip = host.text("[data-testid=device-chip-0]").await?;
            assert!(
                chip.contains("away"),
                "the row says the device went away: {chip}"
            );
            host.keep_shot("devices-host-away", "[data-testid=device-row]")
                .await?;
            connect(&host, &guest, 0, "renew").await?;
            guest.find("[data-testid=log]").await?;
            let again = guest.text("[data-testid=log]").await?;
            assert!(again.len() >= told.len(), "the story comes back whole");
        }
    }
    host.find("[data-testid=game-over]").await?;
    let found = guest.axe().await?;
    assert!(found.is_empty(), "axe on the guest's table: {found:?}");
    // What the guest was sent since it joined again: its own seat's view only. While the
    // table plays its chips in secret, no other seat's chip is in it; no seed, no state.
    let received = guest.script("return window.rtReceived || []").await?;
    let received = received.as_array().cloned().unwrap_or_default();
    let mut secret_rounds = 0;
    for text in received.iter().filter_map(|t| t.as_str()) {
        assert!(!text.contains("\"seed\""), "no seed: {text}");
        let message: serde_json::Value = serde_json::from_str(text)?;
        let Some(update) = message.get("Update") else {
            continue;
        };
        assert_eq!(update["seat"], serde_json::json!(0));
        assert_eq!(update["view"]["me"], serde_json::json!(0));
        assert!(update.get("state").is_none() && update.get("record").is_none());
        if update["view"]["stage"].get("Play").is_some() {
            secret_rounds += 1;
            let played = update["view"]["played"]
                .as_array()
                .cloned()
                .unwrap_or_default();
            for (seat, chip) in played.iter().enumerate().skip(1) {
                assert!(
                    chip.is_null(),
                    "seat {seat}'s chip before the reveal: {chip}"
                );
            }
        }
    }
    assert!(
        received.len() > 10 && secret_rounds > 0,
        "the guest recorded its messages"
    );
    Ok(())
}

#[tokio::test(flavor = "multi_thread")]
async fn seven_players_of_avalon_on_three_devices_play_to_the_end() -> Result<()> {
    if let Some(outcome) =
        in_own_network("seven_players_of_avalon_on_three_devices_play_to_the_end")
    {
        return outcome;
    }
    let host = Harness::start().await?;
    let guests = [Harness::start().await?, Harness::start().await?];
    set_up(&host, "avalon", 7, 3).await?;
    for (i, guest) in guests.iter().enumerate() {
        // Each guest keeps every message it receives, to be read at the end.
        guest.open("#/join").await?;
        guest
            .script("localStorage.setItem('rt.net.record', 'true')")
            .await?;
        connect(&host, guest, i + 1, "add").await?;
    }
    // Seat 0 stays on the host, with no hand-over: the only human left on it.
    let mut journey = host.journey("Avalon on three devices", 600);
    while !host.exists("[data-testid=game-over]").await? {
        assert!(!host.exists("[data-testid=hand-over]").await?);
        let mut moved = host.avalon_move().await?;
        for guest in &guests {
            moved |= guest.avalon_move().await?;
        }
        journey.pass(moved).await?;
    }
    // What the guests were sent: their own seat's view, never another seat's role (the
    // roles and sides come only with the end), nor the game's seed.
    let seed = host
        .script(
            "const k = Object.keys(localStorage).find(k => k.startsWith('rt.save.')); \
             return String(JSON.parse(localStorage.getItem(k)).record.seed)",
        )
        .await?;
    let seed = seed.as_str().unwrap_or_default().to_string();
    assert!(!seed.is_empty());
    for (i, guest) in guests.iter().enumerate() {
        guest.find("[data-testid=verdict]").await?;
        let received = guest.script("return window.rtReceived || []").await?;
        let received = received.as_array().cloned().unwrap_or_default();
        assert!(received.len() > 10, "guest {i} recorded its messages");
        for text in received.iter().filter_map(|t| t.as_str()) {
            assert!(
                !text.contains("\"seed\"") && !text.contains(&seed),
                "no seed: {text}"
            );
            let message: serde_json::Value = serde_json::from_str(text)?;
            let Some(update) = message.get("Update") else {
                continue;
            };
            assert_eq!(update["seat"], serde_json::json!(i + 1));
            if update["outcomes"].is_null() {
                assert!(update["view"]["roles"].is_null(), "no roles before the end");
                assert!(update["view"]["sides"].is_null(), "no sides before the end");
            }
            assert!(update.get("state").is_none() && update.get("record").is_none());
        }
    }
    Ok(())
}

/// A shorter journey for the two other games: connect, then the guest plays a few moves and
/// the host's table follows. With `host_reload`, the host's page reloads first: the seat
/// stays on its own device (a new code shows, never the seat's screen) and the guest joins
/// again.
async fn a_few_moves(game: &str, seats: usize, moves: usize, host_reload: bool) -> Result<()> {
    let host = Harness::start().await?;
    let guest = Harness::start().await?;
    if host_reload {
        set_up(&host, game, seats, 1).await?;
        connect(&host, &guest, 0, "add").await?;
    } else {
        // Marked on the setup form: the table opens with the seat's code showing.
        set_up_with(&host, game, seats, 1, &[0]).await?;
        assert!(!host.exists("[data-testid=question]").await?);
        connect(&host, &guest, 0, "offer").await?;
    }
    if host_reload {
        host.client.refresh().await?;
        host.find("[data-testid=device-offer-0]").await?;
        assert!(!host.exists("[data-testid=question]").await?);
        guest.wait_for_text("no longer connected").await?;
        connect(&host, &guest, 0, "offer").await?;
    }
    let before = host.moves_now().await;
    let mut journey = guest.journey(&format!("a guest's first moves of {game}"), moves * 4);
    let mut made = 0;
    while made < moves && !guest.exists("[data-testid=verdict]").await? {
        let moved = match game {
            "camelot" => guest.camelot_move().await?,
            _ => guest.excalibur85_move().await?,
        };
        made += usize::from(moved);
        journey.pass(moved).await?;
    }
    host.wait_until(&format!("{game}: the host's table follows"), || async {
        Ok(host.moves_now().await != before)
    })
    .await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread")]
async fn shadows_over_camelot_and_the_1985_game_join_the_same_way() -> Result<()> {
    if let Some(outcome) =
        in_own_network("shadows_over_camelot_and_the_1985_game_join_the_same_way")
    {
        return outcome;
    }
    a_few_moves("camelot", 3, 6, true).await?;
    a_few_moves("excalibur-1985", 2, 6, false).await
}

/// Both codes read by the camera, as at a real table (Chromium's stand-in camera films the
/// other device's QR code as that device draws it): the host's code into the guest's
/// scanner, the guest's answer into the host's; then the guest plays its seat.
#[tokio::test(flavor = "multi_thread")]
async fn a_guest_joins_with_two_scans_of_the_camera() -> Result<()> {
    if let Some(outcome) = in_own_network("a_guest_joins_with_two_scans_of_the_camera") {
        return outcome;
    }
    let films = std::env::temp_dir().join(format!("rt-camera-{}", std::process::id()));
    std::fs::create_dir_all(&films)?;
    let (host_camera, guest_camera) = (films.join("host.y4m"), films.join("guest.y4m"));
    let host = Harness::start_with_camera(&host_camera).await?;
    let guest = Harness::start_with_camera(&guest_camera).await?;
    set_up(&host, "excalibur-chips", 3, 1).await?;
    connect_by_camera(&host, &guest, 0, &host_camera, &guest_camera).await?;
    guest.find("[data-testid=question]").await?;
    let mut journey = guest.journey("the guest's first moves after scanning", 40);
    let mut moves = 0;
    while moves < 3 {
        let moved = guest.chips_move().await?;
        moves += usize::from(moved);
        journey.pass(moved).await?;
    }
    let _ = std::fs::remove_dir_all(&films);
    Ok(())
}
