//! The pages in a real browser: headless Chromium driven over WebDriver
//! (Debian's `chromium` and `chromium-driver`, which `scripts/test`
//! installs). Each test saves a screenshot of what it saw under its own
//! folder in `target/tmp/browser/`.
//!
//! A missing browser or driver fails the test, loudly: it is never
//! skipped.

mod support;

use fantoccini::{Client, ClientBuilder, Locator};
use narrator_store::Store;
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use support::{Fixture, PUBLIC_NAME, fixture};

/// The driver's binary (Debian's chromium-driver).
const DRIVER: &str = "chromedriver";
/// The browser's binary (Debian's chromium).
const BROWSER: &str = "/usr/bin/chromium";
/// How many times the driver's port is tried while it starts.
const DRIVER_TRIES: u32 = 300;

/// A running chromedriver, stopped when dropped.
struct Driver {
    child: Child,
    port: u16,
}

impl Drop for Driver {
    fn drop(&mut self) {
        // Our own child: it may have died already.
        drop(self.child.kill());
        drop(self.child.wait());
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free loopback port")
}

fn start_driver() -> Driver {
    let port = free_port();
    let child = Command::new(DRIVER)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| {
            panic!("{DRIVER} does not start ({e}): install chromium and chromium-driver (scripts/test does)")
        });
    let driver = Driver { child, port };
    for _ in 0..DRIVER_TRIES {
        if TcpStream::connect(("127.0.0.1", port)).is_ok() {
            return driver;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    panic!("{DRIVER} did not open port {port}");
}

/// The pages of `store` on a loopback port, served until the test ends.
async fn serve(store: &Store) -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a loopback port");
    let addr = listener.local_addr().expect("its address");
    let router = narrator_web::router(store.clone());
    tokio::spawn(async move { axum::serve(listener, router).await });
    addr
}

/// A headless Chromium session.
async fn browser(driver: &Driver) -> Client {
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".into(),
        serde_json::json!({
            "binary": BROWSER,
            "args": [
                "--headless=new",
                // Tests run as root, where Chromium's sandbox cannot.
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--window-size=1100,1400",
                "--lang=en-US"
            ]
        }),
    );
    let connector = hyper_util::client::legacy::connect::HttpConnector::new();
    ClientBuilder::new(connector)
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{}", driver.port))
        .await
        .expect("a browser session")
}

/// Saves what the browser shows as `NAME.png` in the test's folder.
async fn screenshot(client: &Client, test: &str, name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("browser")
        .join(test);
    std::fs::create_dir_all(&dir).expect("the test's output folder");
    let png = client.screenshot().await.expect("a screenshot");
    assert!(png.starts_with(b"\x89PNG"), "a PNG");
    let path = dir.join(format!("{name}.png"));
    std::fs::write(&path, png).expect("save the screenshot");
    path
}

/// A fixture served to a browser: the store, the fixture, the site's
/// address, the driver and a session.
struct Setup {
    _driver: Driver,
    client: Client,
    site: String,
    fixture: Fixture,
}

async fn setup() -> Setup {
    let store = Store::open("sqlite::memory:").await.expect("a store");
    let fixture = fixture(&store).await;
    let addr = serve(&store).await;
    let driver = start_driver();
    let client = browser(&driver).await;
    Setup {
        _driver: driver,
        client,
        site: format!("http://{addr}"),
        fixture,
    }
}

/// Opens the first finished game's page, with `query` (`""` or `?…`).
async fn open_game(s: &Setup, query: &str) {
    let game = s.fixture.finished[0];
    s.client
        .goto(&format!("{}/game/{game}{query}", s.site))
        .await
        .expect("the game");
}

/// Finds the element at `at` (what the test calls it: `what`) and clicks it.
async fn click(client: &Client, at: Locator<'_>, what: &str) {
    client
        .find(at)
        .await
        .unwrap_or_else(|e| panic!("{what}: {e}"))
        .click()
        .await
        .unwrap_or_else(|e| panic!("clicking {what}: {e}"));
}

async fn text_of(client: &Client, css: &str) -> String {
    client
        .find(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("{css}: {e}"))
        .text()
        .await
        .expect("its text")
}

#[tokio::test(flavor = "multi_thread")]
async fn home_group_and_player_pages_open_in_the_browser() {
    let s = setup().await;
    let c = &s.client;
    c.goto(&s.site).await.expect("the home page");
    assert!(
        text_of(c, "h1")
            .await
            .contains("Games played with narrator")
    );
    screenshot(c, "home_group_and_player", "home").await;
    // Home → the group, by its link.
    click(
        c,
        Locator::Css(&format!("a[href='/group/{PUBLIC_NAME}']")),
        "the group's link",
    )
    .await;
    assert!(text_of(c, "h1").await.contains(PUBLIC_NAME));
    assert!(text_of(c, "table.board").await.contains("Player 3"));
    screenshot(c, "home_group_and_player", "group").await;
    // The group → a player, by the leaderboard.
    click(
        c,
        Locator::Css(&format!("table.board a[href='{}']", s.fixture.player_path)),
        "the player's link",
    )
    .await;
    // The name is shown as text, never run.
    assert_eq!(text_of(c, "h1").await, support::EVIL_NAME);
    c.find(Locator::Css("svg.chart"))
        .await
        .expect("the rating chart");
    screenshot(c, "home_group_and_player", "player").await;
    c.clone().close().await.expect("close the session");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_replay_steps_through_the_night() {
    let s = setup().await;
    let c = &s.client;
    open_game(&s, "").await;
    assert!(text_of(c, "#position").await.starts_with("Step 1 of"));
    click(c, Locator::Id("next"), "next").await;
    assert!(text_of(c, "#position").await.starts_with("Step 2 of"));
    // Step 2 is the first night: its choices, check and outcome.
    let night = text_of(c, ".step.current").await;
    assert!(night.contains("Night 0"), "{night}");
    assert!(
        night.contains("picked") || night.contains("checked"),
        "{night}"
    );
    screenshot(c, "replay", "night").await;
    click(c, Locator::Id("prev"), "previous").await;
    assert!(text_of(c, "#position").await.starts_with("Step 1 of"));
    // On through the steps to the first day with a vote: its tally shows.
    let mut tally = None;
    while tally.is_none() {
        click(c, Locator::Id("next"), "next (to a day's vote)").await;
        let found = c
            .find_all(Locator::Css(".step.current .tally"))
            .await
            .expect("a search");
        if let Some(first) = found.first() {
            tally = Some(first.text().await.expect("its text"));
        }
    }
    let tally = tally.unwrap_or_default();
    assert!(tally.contains("Votes on day"), "{tally}");
    assert!(tally.contains(" vote"), "{tally}");
    screenshot(c, "replay", "tally").await;
    c.clone().close().await.expect("close the session");
}

#[tokio::test(flavor = "multi_thread")]
async fn verify_matches_and_a_tampered_seed_does_not() {
    let s = setup().await;
    let c = &s.client;
    open_game(&s, "").await;
    click(c, Locator::Id("verify"), "Verify").await;
    let matched = c
        .wait()
        .for_element(Locator::Css("#verdict.match"))
        .await
        .expect("the verdict");
    assert!(matched.text().await.expect("text").contains("matches"));
    screenshot(c, "verify", "match").await;
    // One digit of the seed changed: the commitment no longer matches.
    let seed = c.find(Locator::Id("seed")).await.expect("the seed");
    let mut tampered = s.fixture.seed.clone();
    let first = if tampered.starts_with('0') { "1" } else { "0" };
    tampered.replace_range(0..1, first);
    seed.clear().await.expect("clear");
    seed.send_keys(&tampered).await.expect("type");
    click(c, Locator::Id("verify"), "Verify").await;
    let mismatch = c
        .wait()
        .for_element(Locator::Css("#verdict.mismatch"))
        .await
        .expect("the verdict");
    assert!(
        mismatch
            .text()
            .await
            .expect("text")
            .contains("does NOT match")
    );
    screenshot(c, "verify", "mismatch").await;
    c.clone().close().await.expect("close the session");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_pages_switch_to_russian() {
    let s = setup().await;
    let c = &s.client;
    open_game(&s, "?step=2").await;
    click(c, Locator::Css("a[lang='ru']"), "Русский").await;
    assert!(text_of(c, "h1").await.starts_with("Игра"));
    assert!(text_of(c, "#position").await.starts_with("Шаг 2 из"));
    // The language stays on through the links.
    click(c, Locator::Id("next"), "next").await;
    assert!(text_of(c, "#position").await.starts_with("Шаг 3 из"));
    click(c, Locator::Id("verify"), "Проверить").await;
    let verdict = c
        .wait()
        .for_element(Locator::Css("#verdict.match"))
        .await
        .expect("the verdict");
    assert!(verdict.text().await.expect("text").contains("совпадает"));
    screenshot(c, "russian", "game").await;
    c.clone().close().await.expect("close the session");
}
