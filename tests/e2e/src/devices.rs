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
    let offer_box = format!("[data-testid={}]", show_code(host, i, button).await?);
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
    connected(host, guest, i).await
}

/// The host shows seat `i`'s code (`button` as for `connect`); returns its box's test id.
async fn show_code(host: &Harness, i: usize, button: &str) -> Result<String> {
    host.find("[data-testid=devices]").await?;
    host.script("document.querySelector('[data-testid=devices]').open = true")
        .await?;
    if button != "offer" {
        host.click(&format!("[data-testid=device-{button}-{i}]"))
            .await?;
    }
    let offer_box = format!("device-offer-{i}");
    host.find(&format!("[data-testid={offer_box}]")).await?;
    Ok(offer_box)
}

/// Waits until both ends say seat `i`'s device is connected.
async fn connected(host: &Harness, guest: &Harness, i: usize) -> Result<()> {
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

/// The size of the stand-in camera's picture.
const FILM: (usize, usize) = (640, 480);

/// Films the QR code that `h` shows beside the code box `testid` for another device's
/// stand-in camera (`Harness::start_with_camera`): the code as the page draws it, on white,
/// written to `frames` as one grey YUV4MPEG2 frame (Chromium's camera repeats it).
pub async fn film(h: &Harness, testid: &str, frames: &std::path::Path) -> Result<()> {
    let (w, hgt) = FILM;
    let grey = h
        .script(&format!(
            "return (async () => {{
                const svg = document.querySelector('[data-testid={testid}]')
                    .closest('.code-box').querySelector('.qr svg');
                const image = new Image();
                image.src = 'data:image/svg+xml;charset=utf-8,'
                    + encodeURIComponent(new XMLSerializer().serializeToString(svg));
                await image.decode();
                const canvas = document.createElement('canvas');
                canvas.width = {w}; canvas.height = {hgt};
                const g = canvas.getContext('2d');
                g.fillStyle = '#fff'; g.fillRect(0, 0, {w}, {hgt});
                g.drawImage(image, {x}, 40, {side}, {side});
                const d = g.getImageData(0, 0, {w}, {hgt}).data;
                const grey = [];
                for (let i = 0; i < d.length; i += 4) grey.push(d[i]);
                return grey;
            }})()",
            x = (w - (hgt - 80)) / 2,
            side = hgt - 80,
        ))
        .await?;
    let luma: Vec<u8> = grey
        .as_array()
        .ok_or("the page drew no QR code")?
        .iter()
        .map(|v| v.as_u64().unwrap_or(255) as u8)
        .collect();
    if luma.len() != w * hgt {
        return Err(format!("a picture of {} pixels", luma.len()).into());
    }
    // YUV 4:2:0: the grey levels, then both colour planes at a quarter size, neutral.
    let mut file = format!("YUV4MPEG2 W{w} H{hgt} F10:1 Ip A1:1 C420jpeg\nFRAME\n").into_bytes();
    file.extend_from_slice(&luma);
    file.resize(file.len() + w * hgt / 2, 128);
    std::fs::write(frames, file)?;
    Ok(())
}

/// `connect`, with both codes read by the camera, as at a real table: the host films its
/// code for seat `i` into the guest's camera (`guest_camera`), the guest's scanner reads it;
/// then the guest's answer goes into the host's camera (`host_camera`) the same way.
pub async fn connect_by_camera(
    host: &Harness,
    guest: &Harness,
    i: usize,
    host_camera: &std::path::Path,
    guest_camera: &std::path::Path,
) -> Result<()> {
    let offer_box = show_code(host, i, "add").await?;
    film(host, &offer_box, guest_camera).await?;
    guest.open("#/join").await?;
    guest.click("[data-testid=join-scan]").await?;
    guest.find("[data-testid=guest-answer-code]").await?;
    film(guest, "guest-answer-code", host_camera).await?;
    host.click(&format!("[data-testid=device-scan-{i}]"))
        .await?;
    connected(host, guest, i).await
}
