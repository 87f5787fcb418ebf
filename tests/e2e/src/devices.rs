//! Helpers for playing on several devices: setting up a host's table and connecting a
//! guest's browser to one of its seats with the text join codes.

use crate::{Harness, Result};

/// The value of a text box.
pub async fn value(h: &Harness, css: &str) -> Result<String> {
    let v = h
        .script(&format!("return document.querySelector('{css}').value"))
        .await?;
    Ok(v.as_str().unwrap_or_default().to_string())
}

/// The host puts seat `i` on the guest's device (`button` makes its code: "add" for a new
/// device, "renew" for one that went away; "offer" when the code shows already): the host's
/// code to the guest, the guest's answer back.
pub async fn connect(host: &Harness, guest: &Harness, i: usize, button: &str) -> Result<()> {
    host.find("[data-testid=devices]").await?;
    host.script("document.querySelector('[data-testid=devices]').open = true")
        .await?;
    if button != "offer" {
        host.click(&format!("[data-testid=device-{button}-{i}]"))
            .await?;
    }
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

/// Sets up `game` with `seats` seats, the first `humans` of them human, bots answering at
/// once.
pub async fn set_up(host: &Harness, game: &str, seats: usize, humans: usize) -> Result<()> {
    set_up_with(host, game, seats, humans, &[]).await
}

/// `set_up`, with the seats in `devices` marked "on their own device" on the setup form.
pub async fn set_up_with(
    host: &Harness,
    game: &str,
    seats: usize,
    humans: usize,
    devices: &[usize],
) -> Result<()> {
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
    for i in devices {
        host.find(&format!("[data-testid=seat-kind-{i}]"))
            .await?
            .select_by_value("device")
            .await?;
    }
    host.click("[data-testid=start]").await?;
    Ok(())
}
