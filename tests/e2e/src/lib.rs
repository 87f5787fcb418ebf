//! Harness for the end-to-end tests: serves the release build (`dist/`) on 127.0.0.1, starts
//! Debian's chromedriver, and opens headless Chromium through WebDriver.

pub mod devices;

use fantoccini::{elements::Element, Client, ClientBuilder, Locator};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

pub type Result<T> = std::result::Result<T, Box<dyn std::error::Error>>;

/// A static file server for the built app, which a test can stop to go offline.
pub struct StaticServer {
    pub addr: SocketAddr,
    server: Option<Arc<tiny_http::Server>>,
    threads: Vec<JoinHandle<()>>,
}

/// Threads answering requests: many, so a large file going to a slow reader (the service
/// worker precaching the build, some twenty files at once) never holds up the page's own
/// requests, nor a connection's next request the one before it (4 once left an install
/// waiting for a minute).
const SERVER_THREADS: usize = 16;

fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" => "text/javascript",
        "wasm" => "application/wasm",
        "css" => "text/css",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "json" | "webmanifest" => "application/manifest+json",
        _ => "application/octet-stream",
    }
}

impl StaticServer {
    pub fn start(root: PathBuf) -> Result<Self> {
        let server = Arc::new(tiny_http::Server::http("127.0.0.1:0").map_err(|e| e.to_string())?);
        let addr = server.server_addr().to_ip().ok_or("no ip address")?;
        let threads = (0..SERVER_THREADS)
            .map(|_| {
                let worker = server.clone();
                let root = root.clone();
                std::thread::spawn(move || {
                    for request in worker.incoming_requests() {
                        let path = request
                            .url()
                            .split(['?', '#'])
                            .next()
                            .unwrap_or("/")
                            .trim_start_matches('/');
                        let path = if path.is_empty() { "index.html" } else { path };
                        let file = root.join(path);
                        let response = match std::fs::read(&file) {
                            Ok(bytes) if !path.contains("..") => {
                                let header = tiny_http::Header::from_bytes(
                                    "Content-Type",
                                    content_type(&file),
                                )
                                .unwrap();
                                tiny_http::Response::from_data(bytes).with_header(header)
                            }
                            _ => tiny_http::Response::from_data(b"not found".to_vec())
                                .with_status_code(404),
                        };
                        let _ = request.respond(response);
                    }
                })
            })
            .collect();
        Ok(StaticServer {
            addr,
            server: Some(server),
            threads,
        })
    }

    pub fn url(&self, route: &str) -> String {
        format!("http://{}/{route}", self.addr)
    }

    /// Stops serving and closes the port: the network is gone for the page.
    pub fn stop(&mut self) {
        if let Some(server) = self.server.take() {
            // Each call frees one waiting thread.
            for _ in &self.threads {
                server.unblock();
            }
            for t in self.threads.drain(..) {
                let _ = t.join();
            }
            // The workers' clones are gone with their threads; dropping the last one closes
            // the port.
            drop(server);
        }
    }

    pub fn is_reachable(&self) -> bool {
        TcpStream::connect_timeout(&self.addr, Duration::from_millis(500)).is_ok()
    }
}

impl Drop for StaticServer {
    fn drop(&mut self) {
        self.stop();
    }
}

fn free_port() -> Result<u16> {
    Ok(TcpListener::bind("127.0.0.1:0")?.local_addr()?.port())
}

/// chromedriver, killed on drop.
pub struct Driver {
    pub port: u16,
    child: Child,
}

impl Driver {
    pub fn start() -> Result<Self> {
        let port = free_port()?;
        let binary =
            std::env::var("CHROMEDRIVER").unwrap_or_else(|_| "/usr/bin/chromedriver".into());
        let child = Command::new(&binary)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {binary}: {e} (run scripts/install-tools.sh)"))?;
        let deadline = Instant::now() + wait();
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            if Instant::now() > deadline {
                return Err("chromedriver did not start".into());
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        Ok(Driver { port, child })
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The built app, a browser, and helpers that act as a player would.
pub struct Harness {
    pub server: StaticServer,
    pub client: Client,
    /// Where the browser saves downloads (exports).
    pub downloads: PathBuf,
    _driver: Driver,
    _profile: PathBuf,
    /// Moves made by `excalibur85_move`, so that it varies its answers.
    moves: std::sync::atomic::AtomicUsize,
}

/// The journeys' window: a phone's, or `RT_WINDOW` ("width,height").
fn window() -> String {
    std::env::var("RT_WINDOW").unwrap_or_else(|_| "390,844".into())
}

/// Runs the test named `test` again inside a network namespace of its own, with a veth pair
/// and a default route so that WebRTC gathers an address: every packet between the test's
/// browsers stays on this machine. Returns the outcome of that run, or `None` when already
/// inside (then the test goes on).
pub fn in_own_network(test: &str) -> Option<Result<()>> {
    in_own_network_with(&[test, "--exact", "--test-threads=1", "--nocapture"])
}

/// The same for any program of this crate: runs it again with `args` inside its own network.
pub fn in_own_network_with(args: &[&str]) -> Option<Result<()>> {
    if std::env::var("RT_NETNS").is_ok_and(|v| v == "1") {
        return None;
    }
    let setup = "ip link set lo up && ip link add vA type veth peer name vB \
        && ip addr add 10.77.0.1/24 dev vA && ip addr add 10.77.0.2/24 dev vB \
        && ip link set vA up && ip link set vB up && ip route add default via 10.77.0.2 dev vA \
        && exec \"$0\" \"$@\"";
    let run = || -> Result<()> {
        let exe = std::env::current_exe()?;
        let status = Command::new("unshare")
            .args(["-n", "sh", "-c", setup])
            .arg(exe)
            .args(args)
            .env("RT_NETNS", "1")
            .status()
            .map_err(|e| {
                format!("cannot run unshare (root is needed for a network namespace): {e}")
            })?;
        if status.success() {
            Ok(())
        } else {
            Err(format!("{args:?} in its own network: {status}").into())
        }
    };
    Some(run())
}

pub fn dist_dir() -> PathBuf {
    std::env::var("RT_DIST")
        .map(PathBuf::from)
        .unwrap_or_else(|_| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../dist"))
}

/// A limit in whole seconds from the environment, where `scripts/test.sh` sets every limit of
/// the test command so a reader sees them together; the same default when run alone.
fn limit(name: &str, default_secs: u64) -> Duration {
    let secs = std::env::var(name)
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(default_secs);
    Duration::from_secs(secs)
}

/// How long a journey waits for something to show (`RT_E2E_WAIT_SECS`): generous, since a
/// slow or busy two-core machine may take many times what a quiet one does.
pub fn wait() -> Duration {
    limit("RT_E2E_WAIT_SECS", 90)
}

/// How long a game may go without a single move, a bot's or a human's, before a journey
/// calls it stuck (`RT_E2E_STALL_SECS`): a bot on a busy machine may think for seconds.
pub fn stall() -> Duration {
    limit("RT_E2E_STALL_SECS", 180)
}

/// A journey's loop of moves, bounded by what happens in the game rather than by a count of
/// passes: a pass that moved nothing (the page or its bots were busy) only waits, and the
/// journey fails when the table's move counter has not changed for `stall()`, or when the
/// human seats have made `moves` moves (the game does not end).
pub struct Journey<'a> {
    h: &'a Harness,
    what: String,
    moves_left: usize,
    last_count: String,
    last_change: Instant,
}

impl Journey<'_> {
    /// A pass that made a move.
    pub fn moved(&mut self) -> Result<()> {
        self.last_change = Instant::now();
        self.moves_left = self.moves_left.saturating_sub(1);
        if self.moves_left == 0 {
            return Err(format!("{}: still going after every move it was given", self.what).into());
        }
        Ok(())
    }

    /// A pass that made none: waits a moment, and fails if the table has been still too long.
    pub async fn idle(&mut self) -> Result<()> {
        tokio::time::sleep(Duration::from_millis(30)).await;
        let count = self.h.moves_now().await;
        if count != self.last_count {
            self.last_count = count;
            self.last_change = Instant::now();
        } else if self.last_change.elapsed() > stall() {
            let body = self.h.body_now().await;
            return Err(format!(
                "{}: nothing moved for {} s; the page said: {body}",
                self.what,
                stall().as_secs()
            )
            .into());
        }
        Ok(())
    }

    /// `moved` or `idle`, as the pass went.
    pub async fn pass(&mut self, moved: bool) -> Result<()> {
        if moved {
            self.moved()
        } else {
            self.idle().await
        }
    }
}

impl Harness {
    /// Phone-sized window (or `RT_WINDOW`, e.g. "1280,800" for a laptop), English browser.
    pub async fn start() -> Result<Self> {
        Harness::start_sized(&window()).await
    }

    /// A phone whose camera films `frames` (a YUV4MPEG2 file, read when the page first asks
    /// for the camera, so it may be written after the browser starts): Chromium's stand-in
    /// camera, with the page let use it without asking.
    pub async fn start_with_camera(frames: &std::path::Path) -> Result<Self> {
        let camera = [
            "--use-fake-ui-for-media-stream".to_string(),
            "--use-fake-device-for-media-stream".to_string(),
            format!("--use-file-for-fake-video-capture={}", frames.display()),
        ];
        Harness::start_with(&window(), &camera).await
    }

    /// A window of this size ("width,height"), in English unless `RT_LANG` says otherwise
    /// (for looking at the French or Spanish screens with the tour).
    pub async fn start_sized(window: &str) -> Result<Self> {
        Harness::start_with(window, &[]).await
    }

    /// `start_sized`, with Chromium's `extra` arguments.
    async fn start_with(window: &str, extra: &[String]) -> Result<Self> {
        let lang = std::env::var("RT_LANG").unwrap_or_else(|_| "en-US".into());
        let dist = dist_dir();
        if !dist.join("index.html").exists() {
            return Err(format!(
                "{} has no build: run `trunk build --release` first",
                dist.display()
            )
            .into());
        }
        let server = StaticServer::start(dist)?;
        let driver = Driver::start()?;
        let profile =
            std::env::temp_dir().join(format!("rt-e2e-{}-{}", std::process::id(), driver.port));
        let downloads = profile.join("downloads");
        std::fs::create_dir_all(&downloads)?;
        let mut caps = serde_json::Map::new();
        // Headless Chromium keeps a window at least 500 px wide, so a phone's width is set as
        // the page's own (mobile emulation), as a phone would report it.
        let (width, height) = window
            .split_once(',')
            .and_then(|(w, h)| Some((w.trim().parse::<u32>().ok()?, h.trim().parse::<u32>().ok()?)))
            .unwrap_or((1280, 800));
        let phone = (width < 600).then(|| {
            serde_json::json!({
                "deviceMetrics": { "width": width, "height": height, "pixelRatio": 1.0, "touch": true, "mobile": true }
            })
        });
        let mut chrome = serde_json::json!({
            "binary": std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into()),
            "args": [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", "--disable-quic", format!("--lang={lang}"), format!("--window-size={window}"),
                format!("--user-data-dir={}", profile.display()),
            ],
            "prefs": {
                "intl.accept_languages": lang,
                "download.default_directory": downloads.display().to_string(),
                "download.prompt_for_download": false
            }
        });
        if let Some(args) = chrome.get_mut("args").and_then(|a| a.as_array_mut()) {
            args.extend(extra.iter().map(|a| serde_json::Value::from(a.as_str())));
        }
        if let (Some(phone), Some(options)) = (phone, chrome.as_object_mut()) {
            options.insert("mobileEmulation".into(), phone);
        }
        // Inside the test's own network (`in_own_network`), devices offer their plain
        // addresses, as they would on a real Wi-Fi once the browser has them.
        if std::env::var("RT_NETNS").is_ok_and(|v| v == "1") {
            if let Some(args) = chrome.get_mut("args").and_then(|a| a.as_array_mut()) {
                args.push("--disable-features=WebRtcHideLocalIpsWithMdns".into());
            }
        }
        caps.insert("goog:chromeOptions".into(), chrome);
        // WebDriver's own limit on a script (30 s unless told) as long as the journeys' waits:
        // a busy page answers late, which is not a failure. A page load keeps its 300 s.
        caps.insert(
            "timeouts".into(),
            serde_json::json!({ "script": wait().as_millis() as u64 }),
        );
        let client = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
            .capabilities(caps)
            .connect(&format!("http://127.0.0.1:{}", driver.port))
            .await?;
        Ok(Harness {
            server,
            client,
            downloads,
            _driver: driver,
            _profile: profile,
            moves: std::sync::atomic::AtomicUsize::new(0),
        })
    }

    pub async fn open(&self, route: &str) -> Result<()> {
        self.client.goto(&self.server.url(route)).await?;
        Ok(())
    }

    /// Waits for `css`; a failure names what was awaited and what the page said.
    pub async fn find(&self, css: &str) -> Result<Element> {
        match self
            .client
            .wait()
            .at_most(wait())
            .for_element(Locator::Css(css))
            .await
        {
            Ok(el) => Ok(el),
            Err(e) => {
                let body = self.body_now().await;
                Err(format!("waiting for {css}: {e}; the page said: {body}").into())
            }
        }
    }

    /// A journey of up to `moves` moves by the human seats (see `Journey`).
    pub fn journey(&self, what: &str, moves: usize) -> Journey<'_> {
        Journey {
            h: self,
            what: what.to_string(),
            moves_left: moves,
            last_count: String::new(),
            last_change: Instant::now(),
        }
    }

    /// The table's count of moves made (its `data-moves`), without waiting; empty off a table.
    pub async fn moves_now(&self) -> String {
        let Ok(found) = self.client.find_all(Locator::Css(".table")).await else {
            return String::new();
        };
        match found.into_iter().next() {
            Some(table) => table
                .attr("data-moves")
                .await
                .ok()
                .flatten()
                .unwrap_or_default(),
            None => String::new(),
        }
    }

    /// The page's text as it is, without waiting (for failure messages).
    async fn body_now(&self) -> String {
        let Ok(found) = self.client.find_all(Locator::Css("body")).await else {
            return String::new();
        };
        match found.into_iter().next() {
            Some(body) => body
                .text()
                .await
                .unwrap_or_default()
                .chars()
                .take(600)
                .collect(),
            None => String::new(),
        }
    }

    pub async fn click(&self, css: &str) -> Result<()> {
        self.find(css).await?.click().await?;
        Ok(())
    }

    pub async fn exists(&self, css: &str) -> Result<bool> {
        Ok(!self.client.find_all(Locator::Css(css)).await?.is_empty())
    }

    pub async fn text(&self, css: &str) -> Result<String> {
        Ok(self.find(css).await?.text().await?)
    }

    pub async fn body_text(&self) -> Result<String> {
        self.text("body").await
    }

    /// Saves what the browser shows, from the top of `css`, as `$RT_SHOTS/name.png` when
    /// RT_SHOTS names a folder (to look at a screen a test reaches, such as the host's row
    /// of devices); else nothing.
    pub async fn keep_shot(&self, name: &str, css: &str) -> Result<()> {
        let Ok(dir) = std::env::var("RT_SHOTS") else {
            return Ok(());
        };
        let at = serde_json::to_string(css)?;
        self.script(&format!(
            "document.querySelector({at})?.scrollIntoView(); return true;"
        ))
        .await?;
        std::fs::create_dir_all(&dir)?;
        self.save_shot(&Path::new(&dir).join(format!("{name}.png")))
            .await
    }

    /// Saves what the browser shows as a PNG at `path`, once the page has settled.
    pub async fn save_shot(&self, path: &Path) -> Result<()> {
        tokio::time::sleep(Duration::from_millis(300)).await;
        std::fs::write(path, self.client.screenshot().await?)?;
        Ok(())
    }

    pub async fn script(&self, js: &str) -> Result<serde_json::Value> {
        Ok(self.client.execute(js, vec![]).await?)
    }

    /// Polls until `check` holds, or fails with `what`.
    pub async fn wait_until<F, Fut>(&self, what: &str, check: F) -> Result<()>
    where
        F: FnMut() -> Fut,
        Fut: std::future::Future<Output = Result<bool>>,
    {
        self.wait_until_within(wait(), what, check).await
    }

    /// The same, for up to `wait`.
    pub async fn wait_until_within<F, Fut>(
        &self,
        wait: Duration,
        what: &str,
        mut check: F,
    ) -> Result<()>
    where
        F: FnMut() -> Fut,
        Fut: std::future::Future<Output = Result<bool>>,
    {
        let deadline = Instant::now() + wait;
        loop {
            if check().await.unwrap_or(false) {
                return Ok(());
            }
            if Instant::now() > deadline {
                return Err(format!("timed out waiting until {what}").into());
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    pub async fn wait_for_text(&self, needle: &str) -> Result<()> {
        let what = format!("the page shows {needle:?}");
        self.wait_until(&what, || async {
            Ok(self.body_text().await?.contains(needle))
        })
        .await
    }

    /// Once the service worker controls the page, stops the server and waits until its port
    /// is closed: from then on the page has no network.
    pub async fn go_offline(&mut self) -> Result<()> {
        // A busy machine may fail or stall the first precache (the worker then asks again
        // for a stalled file, then gives up on it); a reload registers the worker again, as
        // a player's next visit would. After three tries, report the worker's state.
        for attempt in 0..3 {
            let Err(e) = self.wait_until_controlled().await else {
                break;
            };
            if attempt == 2 {
                let state = self
                    .promise_or_give_up(
                        r#"navigator.serviceWorker.getRegistration().then((r) => r
                             ? { installing: !!r.installing, waiting: !!r.waiting,
                                 active: r.active && r.active.state }
                             : "no registration")"#,
                    )
                    .await
                    .unwrap_or_default();
                return Err(format!("{e} (service worker: {state})").into());
            }
            // Start the install again from nothing: a worker stuck installing stays stuck
            // across a plain reload. The page itself may be too busy to answer: then only
            // the reload.
            let _ = self
                .promise_or_give_up(
                    "navigator.serviceWorker.getRegistration() \
                     .then((r) => r ? r.unregister() : false)",
                )
                .await;
            self.client.refresh().await?;
        }
        self.server.stop();
        let server = &self.server;
        let deadline = Instant::now() + wait();
        while server.is_reachable() {
            if Instant::now() > deadline {
                return Err("the server's port stayed open".into());
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        Ok(())
    }

    /// Twice the usual wait: the worker's install asks again for a stalled file after 25 s,
    /// and gives up on it 25 s later.
    async fn wait_until_controlled(&self) -> Result<()> {
        self.wait_until_within(
            2 * wait(),
            "the service worker controls the page",
            || async {
                Ok(self
                    .script("return !!navigator.serviceWorker.controller")
                    .await?
                    == serde_json::json!(true))
            },
        )
        .await
    }

    /// Runs `promise` (a JavaScript expression) and returns its value, or "no answer" after
    /// 5 s: a page too busy to answer must not stall the test on WebDriver's script timeout.
    async fn promise_or_give_up(&self, promise: &str) -> Result<serde_json::Value> {
        self.script(&format!(
            "return Promise.race([{promise}, \
             new Promise((done) => setTimeout(() => done('no answer'), 5000))]);"
        ))
        .await
    }

    /// Clicks the first element matching `css` if there is one now, without waiting: the
    /// page may re-render between a look and a click, and that is a retry, not a failure.
    pub async fn click_now(&self, css: &str) -> Result<bool> {
        let found = self.client.find_all(Locator::Css(css)).await?;
        Ok(match found.into_iter().next() {
            Some(el) => el.click().await.is_ok(),
            None => false,
        })
    }

    /// Avalon: if this player is asked for a team, pick the first seats, give Excalibur to
    /// the first other member when the sword is in play, and propose. True if it proposed.
    pub async fn avalon_propose(&self) -> Result<bool> {
        let Some(title) = self
            .client
            .find_all(Locator::Css("[data-testid=question] h2"))
            .await?
            .into_iter()
            .next()
        else {
            return Ok(false);
        };
        if !self.exists("[data-testid=propose]").await? {
            return Ok(false);
        }
        let size: usize = match title
            .text()
            .await?
            .chars()
            .filter(|c| c.is_ascii_digit())
            .collect::<String>()
            .parse()
        {
            Ok(n) => n,
            Err(_) => return Ok(false),
        };
        for seat in 0..size {
            if !self
                .click_now(&format!("[data-testid=team-{seat}]"))
                .await?
            {
                return Ok(false);
            }
        }
        for seat in 0..size {
            if self
                .click_now(&format!("[data-testid=sword-{seat}]"))
                .await?
            {
                break;
            }
        }
        self.click_now("[data-testid=propose]").await
    }

    /// Answers whatever the human seat is asked in Avalon: take the device, then ready, propose
    /// a team (the first seats that fit, Excalibur to the second), approve, succeed, and the
    /// first choice for the rest.
    pub async fn avalon_move(&self) -> Result<bool> {
        for css in [
            "[data-testid=reveal]",
            "[data-testid=sheet-confirm]",
            "[data-testid=done]",
            "[data-testid=ready]",
            "[data-testid=approve]",
            "[data-testid=play-success]",
            "[data-testid=keep-cards]",
        ] {
            if self.exists(css).await? {
                return self.click_now(css).await;
            }
        }
        if self.avalon_propose().await? {
            return Ok(true);
        }
        for css in [
            "[data-testid^=examine-]",
            "[data-testid=declare-good]",
            "[data-testid^=assassinate-]",
            "[data-testid^=switch-]",
            // Plot cards: hand them out, resolve them, and play kept ones when asked.
            "[data-testid^=give-]",
            "[data-testid^=take-]",
            "[data-testid^=look-at-]",
            "[data-testid^=show-to-]",
            "[data-testid^=use-plot]",
            "[data-testid=pass]",
        ] {
            if self.exists(css).await? {
                return self.click_now(css).await;
            }
        }
        Ok(false)
    }

    /// With one human at the table: plays `game` (by its id) until the end screen, checking
    /// that no hand-over screen ever shows; the number of result rows.
    pub async fn solo_to_the_end(&self, game: &str, moves: usize) -> Result<usize> {
        let mut journey = self.journey(&format!("a solo game of {game} to its end"), moves);
        while !self.exists("[data-testid=game-over]").await? {
            assert!(!self.exists("[data-testid=hand-over]").await?);
            let moved = match game {
                "avalon" => self.avalon_move().await?,
                "camelot" => self.camelot_move().await?,
                "excalibur-1985" => self.excalibur85_move().await?,
                _ => self.chips_move().await?,
            };
            journey.pass(moved).await?;
        }
        self.find("[data-testid=game-over]").await?;
        Ok(self
            .client
            .find_all(Locator::Css("[data-testid=result]"))
            .await?
            .len())
    }

    /// Makes one move of the chip game as a player would: take the device if asked, tap
    /// a slot if one is offered, else press the first answer to the question (table talk
    /// and "no more" buttons last). Returns false when nothing could be pressed.
    pub async fn chips_move(&self) -> Result<bool> {
        for css in [
            "[data-testid=reveal]",
            "[data-testid=sheet-confirm]",
            "[data-testid=done]",
            ".slot-button",
            "[data-testid=question] .choice-buttons button.choice-button",
            "[data-testid=question] .choice-buttons button",
        ] {
            let found = self.client.find_all(Locator::Css(css)).await?;
            if let Some(button) = found.into_iter().next() {
                // The page may re-render between finding and clicking: that is a retry, not
                // a failure.
                return Ok(button.click().await.is_ok());
            }
        }
        Ok(false)
    }

    /// Makes one Shadows over Camelot move as a player would: take the device if asked, else
    /// the first answer offered. Returns false when nothing could be pressed.
    pub async fn camelot_move(&self) -> Result<bool> {
        for css in [
            "[data-testid=reveal]",
            "[data-testid=sheet-confirm]",
            "[data-testid=done]",
            "[data-testid=action-0]",
        ] {
            let found = self.client.find_all(Locator::Css(css)).await?;
            if let Some(button) = found.into_iter().next() {
                return Ok(button.click().await.is_ok());
            }
        }
        Ok(false)
    }

    /// Makes one Excalibur (1985) move as a player would: take the device if asked, explore
    /// when the land can grow, else one of the answers offered (a different one each time, so
    /// the knight wanders rather than paces), and end the turn last. Returns false
    /// when nothing could be pressed.
    pub async fn excalibur85_move(&self) -> Result<bool> {
        for css in [
            "[data-testid=reveal]",
            "[data-testid=done]",
            "[data-testid^=explore-]",
        ] {
            let found = self.client.find_all(Locator::Css(css)).await?;
            if let Some(button) = found.into_iter().next() {
                return Ok(button.click().await.is_ok());
            }
        }
        let answers = self
            .client
            .find_all(Locator::Css("[data-testid^=action-]:not([disabled])"))
            .await?;
        if !answers.is_empty() {
            let made = self
                .moves
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            // A scrambled count, so no short cycle of answers repeats.
            let pick =
                ((made as u64 + 1).wrapping_mul(2_654_435_761) >> 16) as usize % answers.len();
            if let Some(button) = answers.into_iter().nth(pick) {
                return Ok(button.click().await.is_ok());
            }
        }
        let end = self
            .client
            .find_all(Locator::Css("[data-testid=end-turn]"))
            .await?;
        match end.into_iter().next() {
            Some(button) => Ok(button.click().await.is_ok()),
            None => Ok(false),
        }
    }

    /// Runs axe-core (npm's, installed by scripts/install-tools.sh) on the page as it is,
    /// and returns the moderate, serious and critical violations, one line each.
    pub async fn axe(&self) -> Result<Vec<String>> {
        let tools = std::env::var("ROUND_TABLE_TOOLS").unwrap_or_else(|_| {
            format!(
                "{}/.cache/round-table-tools",
                std::env::var("HOME").unwrap_or_default()
            )
        });
        let path = Path::new(&tools).join("node_modules/axe-core/axe.min.js");
        let source = std::fs::read_to_string(&path)
            .map_err(|e| format!("{}: {e} (run scripts/install-tools.sh)", path.display()))?;
        self.client.execute(&source, vec![]).await?;
        let result = self
            .client
            .execute_async(
                r#"const done = arguments[arguments.length - 1];
                   axe.run(document, { resultTypes: ["violations"] })
                     .then(r => done(r.violations
                       .filter(v => v.impact === "moderate" || v.impact === "serious" || v.impact === "critical")
                       .map(v => v.id + ": " + v.help + " — " +
                         v.nodes.slice(0, 3).map(n => n.target.join(" ")).join(" | "))))
                     .catch(e => done(["axe failed: " + e]));"#,
                vec![],
            )
            .await?;
        Ok(serde_json::from_value(result)?)
    }

    /// What a thumb cannot hit or an eye cannot read on this screen: controls smaller than
    /// 44 px either way, and headings or seat names wider than their box (clipped), and a
    /// page wider than the window.
    pub async fn fit_problems(&self) -> Result<Vec<String>> {
        let found = self
            .script(
                r#"const out = [];
                   const seen = el => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
                   const name = el => el.tagName.toLowerCase() + (el.dataset.testid ? "[" + el.dataset.testid + "]" : "") + " " + (el.textContent || "").trim().slice(0, 24);
                   document.querySelectorAll("button, select, input, a.button, summary").forEach(el => {
                     // Things named inside a sentence are inline targets (WCAG 2.5.8's exception).
                     if (!seen(el) || el.closest(".face-tip") || el.classList.contains("mention")) return;
                     // A box inside its label is tapped through the whole label.
                     const r = (el.matches("input[type=checkbox], input[type=radio]") && el.closest("label") || el).getBoundingClientRect();
                     if (r.height < 43.5 || r.width < 43.5) out.push("small target " + Math.round(r.width) + "x" + Math.round(r.height) + ": " + name(el));
                   });
                   document.querySelectorAll("h1, h2, h3, .art-seat-name, .face-name").forEach(el => {
                     // Names kept only for screen readers (1 px wide) are not clipped text.
                     const w = el.getBoundingClientRect().width;
                     if (seen(el) && w > 2 && el.scrollWidth > el.clientWidth + 1) out.push("clipped: " + name(el));
                   });
                   if (document.documentElement.scrollWidth > window.innerWidth + 1)
                     out.push("page wider than the window: " + document.documentElement.scrollWidth);
                   return out;"#,
            )
            .await?;
        Ok(serde_json::from_value(found)?)
    }

    pub async fn close(self) -> Result<()> {
        self.client.close().await?;
        Ok(())
    }
}
