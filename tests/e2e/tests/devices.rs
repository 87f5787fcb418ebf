//! Playing on several devices: a host and a guest as two browsers (two Chromium processes,
//! each with its own storage), connected with the text join codes inside a network
//! namespace this test makes, so that no packet leaves the machine.

use e2e::{in_own_network, Harness, Result};

/// The value of a text box.
async fn value(h: &Harness, css: &str) -> Result<String> {
    let v = h
        .script(&format!("return document.querySelector('{css}').value"))
        .await?;
    Ok(v.as_str().unwrap_or_default().to_string())
}

/// The host puts seat `i` on the guest's device (`button` makes its code: "add" for a new
/// device, "renew" for one that went away): the host's code to the guest, the guest's answer
/// back.
async fn connect(host: &Harness, guest: &Harness, i: usize, button: &str) -> Result<()> {
    host.find("[data-testid=devices]").await?;
    host.script("document.querySelector('[data-testid=devices]').open = true")
        .await?;
    host.click(&format!("[data-testid=device-{button}-{i}]"))
        .await?;
    let offer_box = format!("[data-testid=device-offer-{i}]");
    host.find(&offer_box).await?;
    let offer = value(host, &offer_box).await?;
    assert!(
        offer.len() < 300,
        "a short code: {} characters",
        offer.len()
    );
    guest.open("#/join").await?;
    guest
        .find("[data-testid=join-code]")
        .await?
        .send_keys(&offer)
        .await?;
    guest.click("[data-testid=join-go]").await?;
    guest.find("[data-testid=guest-answer-code]").await?;
    let answer = value(guest, "[data-testid=guest-answer-code]").await?;
    host.find(&format!("[data-testid=device-answer-{i}]"))
        .await?
        .send_keys(&answer)
        .await?;
    host.click(&format!("[data-testid=device-connect-{i}]"))
        .await?;
    let status = format!("[data-testid=device-status-{i}]");
    host.wait_until("the host sees the device connected", || async {
        Ok(host.exists(&status).await? && host.text(&status).await? == "Connected")
    })
    .await?;
    guest.wait_for_text("Connected to the host").await?;
    Ok(())
}

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
    connect(&host, &guest, 0, "add").await?;
    // The host no longer shows the seat's private screen: it waits for the guest's device.
    host.wait_for_text("on their own device").await?;
    assert!(!host.exists("[data-testid=question]").await?);
    // The guest plays its seat to the end on its own screen.
    guest.find("[data-testid=question]").await?;
    let mut journey = guest.journey("the guest's seat of the chip game", 400);
    let mut moves = 0;
    while !guest.exists("[data-testid=verdict]").await? {
        let moved = guest.chips_move().await?;
        journey.pass(moved).await?;
        moves += usize::from(moved);
        if moves == 6 {
            // The guest's phone reloads: the host sees the seat's device gone, makes a new
            // code, and the guest joins again with the whole story.
            let told = guest.text("[data-testid=log]").await?;
            guest.client.refresh().await?;
            host.find("[data-testid=device-renew-0]").await?;
            connect(&host, &guest, 0, "renew").await?;
            guest.find("[data-testid=log]").await?;
            let again = guest.text("[data-testid=log]").await?;
            assert!(again.len() >= told.len(), "the story comes back whole");
        }
    }
    host.find("[data-testid=game-over]").await?;
    let found = guest.axe().await?;
    assert!(found.is_empty(), "axe on the guest's table: {found:?}");
    Ok(())
}

/// Sets up `game` with `seats` seats, the first `humans` of them human, bots answering at
/// once.
async fn set_up(host: &Harness, game: &str, seats: usize, humans: usize) -> Result<()> {
    host.open("#/settings").await?;
    host.find("[data-testid=bot-speed]")
        .await?
        .select_by_value("speed-off")
        .await?;
    host.open(&format!("#/new/{game}")).await?;
    host.find("[data-testid=player-count]")
        .await?
        .select_by_value(&seats.to_string())
        .await?;
    for i in 1..humans {
        host.find(&format!("[data-testid=seat-kind-{i}]"))
            .await?
            .select_by_value("human")
            .await?;
    }
    host.click("[data-testid=start]").await?;
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
    for guest in &guests {
        guest.find("[data-testid=verdict]").await?;
    }
    Ok(())
}

/// A shorter journey for the two other games: connect, then the guest plays a few moves and
/// the host's table follows.
async fn a_few_moves(game: &str, seats: usize, moves: usize) -> Result<()> {
    let host = Harness::start().await?;
    let guest = Harness::start().await?;
    set_up(&host, game, seats, 1).await?;
    connect(&host, &guest, 0, "add").await?;
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
    a_few_moves("camelot", 3, 6).await?;
    a_few_moves("excalibur-1985", 2, 6).await
}
