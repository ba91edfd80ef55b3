//! Pictures posted through the chat front's `ChatApi::picture` on both
//! platforms: the revealed Wumpus cave reaches the Telegram emulator as a
//! sendPhoto upload and the fake Discord as a message whose embed shows
//! the uploaded PNG; the bytes that arrive decode as the renderer's PNG.
//! A picture whose first try fails is posted once, and the platforms'
//! rate limits still hold with pictures among texts.

use crate::telegram_support;

use base64::Engine;
use narrator_chat::{ChatApi, Picture, Target};
use narrator_discord_fake::{Config, FakeDiscord, Fault, RateLimitConfig};
use narrator_engine::Seat;
use narrator_engine::render::Names;
use narrator_engine::wumpus::{Cause, Cave, Reveal, Room, Step, Trail};
use narrator_pictures::wumpus::SIZE;
use narrator_runtime::Store;
use narrator_send_queue::{Limits, SendQueue};
use serde_json::{Value, json};
use std::sync::{Arc, OnceLock};
use std::time::Duration;
use telegram_support::{Emulator, GROUP};

/// A finished hunt's cave: two players, one dead in a pit, the Wumpus shot.
fn reveal() -> Reveal {
    let step = |r: u8, by_bat: bool| Step {
        room: Room(r),
        by_bat,
    };
    Reveal {
        cave: Cave::twisted35().expect("the map"),
        pits: vec![Room(3), Room(9), Room(20), Room(30)],
        bats: vec![Room(7), Room(12)],
        wumpus_path: vec![Room(14), Room(13)],
        wumpus_alive: false,
        bows: vec![Room(0)],
        pebbles: vec![Room(5)],
        trails: vec![
            Trail {
                seat: Seat(0),
                steps: vec![step(0, false), step(5, false), step(22, true)],
                died: None,
            },
            Trail {
                seat: Seat(1),
                steps: vec![step(0, false), step(1, false), step(3, false)],
                died: Some(Cause::Pit),
            },
        ],
    }
}

/// The cave as the surface posts it: the picture and its caption (drawn
/// once: drawing is slow in a debug build).
fn cave() -> (Picture, String) {
    static CAVE: OnceLock<(Picture, String)> = OnceLock::new();
    CAVE.get_or_init(|| {
        let names = vec!["Ann".to_string(), "Bob".to_string()];
        narrator_chat::games::wumpus::cave(narrator_i18n::Lang::En, &reveal(), &Names::new(&names))
            .expect("the cave is drawn")
    })
    .clone()
}

/// Asserts `bytes` are a PNG of the renderer's size.
fn assert_cave_png(bytes: &[u8]) {
    let decoded = tiny_skia::Pixmap::decode_png(bytes).expect("the bytes decode as PNG");
    assert_eq!((decoded.width(), decoded.height()), (SIZE, SIZE));
}

async fn store() -> Store {
    Store::open("sqlite::memory:").await.expect("a store")
}

// Telegram.

fn telegram(emu: &Emulator, store: Store) -> narrator_telegram::TelegramApi {
    let url: url::Url = emu.url().parse().expect("the emulator's URL");
    let bot = teloxide::Bot::new(emu.token()).set_api_url(url);
    let queue = SendQueue::start(
        Arc::new(narrator_telegram::Sender { bot: bot.clone() }),
        Limits::telegram(),
    );
    narrator_telegram::TelegramApi::new(bot, queue, store, "TestNameBot")
}

/// Every photo the emulator received, in order.
fn photos(emu: &Emulator) -> Vec<Value> {
    emu.post("/test/photos", &json!({}))
        .as_array()
        .cloned()
        .unwrap_or_default()
}

fn photo_bytes(photo: &Value) -> Vec<u8> {
    base64::engine::general_purpose::STANDARD
        .decode(photo["bytes"].as_str().unwrap_or(""))
        .expect("base64 bytes")
}

/// How many of the failures asked of sendPhoto are still to come.
fn fail_left(emu: &Emulator) -> u64 {
    emu.post("/test/fail-left", &json!({}))["sendphoto"]
        .as_u64()
        .unwrap_or(0)
}

fn group() -> Target {
    Target::Place(narrator_telegram::place_key(teloxide::types::ChatId(GROUP)))
}

#[tokio::test(flavor = "multi_thread")]
async fn telegram_gets_the_cave_as_a_photo_with_its_legend() {
    let emu = Emulator::start();
    let api = telegram(&emu, store().await);
    let (picture, caption) = cave();
    let png = picture.bytes().to_vec();
    api.picture(&group(), picture, caption.clone(), Some("g:1.0:0".into()))
        .await
        .expect("the photo is sent");
    let got = photos(&emu);
    assert_eq!(got.len(), 1, "{got:?}");
    assert_eq!(got[0]["chat_id"], GROUP);
    assert_eq!(got[0]["filename"], "cave.png");
    assert_eq!(got[0]["caption"], caption);
    assert_eq!(
        (got[0]["width"].as_u64(), got[0]["height"].as_u64()),
        (Some(900), Some(900))
    );
    let bytes = photo_bytes(&got[0]);
    assert_eq!(bytes, png);
    assert_cave_png(&bytes);
    // It is a message of the group, with no text of its own.
    let msgs = emu.messages();
    assert!(
        msgs.iter().any(|m| m.chat == GROUP && m.text.is_empty()),
        "{msgs:?}"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn telegram_tries_a_failed_photo_again_and_posts_it_once() {
    let emu = Emulator::start();
    let api = telegram(&emu, store().await);
    // A dropped connection, then "too many requests": both pass. (Not a
    // 500: teloxide sleeps 10 s on a server error before it answers.)
    emu.post(
        "/test/fail",
        &json!({"method": "sendPhoto", "count": 1, "status": "drop"}),
    );
    let (picture, caption) = cave();
    // A dropped connection may pass: the queue tries again (a refusal
    // would end here).
    api.picture(&group(), picture, caption, Some("g:2.0:0".into()))
        .await
        .expect("the photo is sent in the end");
    assert_eq!(fail_left(&emu), 0, "the first try was dropped");
    assert_eq!(photos(&emu).len(), 1, "posted once");
    emu.post("/test/fail", &json!({"method": "sendPhoto", "count": 1}));
    let (picture, caption) = cave();
    api.picture(&group(), picture, caption, Some("g:3.0:0".into()))
        .await
        .expect("the photo is sent after the wait");
    assert_eq!(fail_left(&emu), 0);
    assert_eq!(emu.too_many_requests(), 1);
    let got = photos(&emu);
    assert_eq!(got.len(), 2, "each photo once: {got:?}");
    assert_cave_png(&photo_bytes(&got[1]));
}

#[tokio::test(flavor = "multi_thread")]
async fn telegram_keeps_its_limits_with_photos_among_texts() {
    let emu = Emulator::start();
    emu.enforce_limits();
    let api = telegram(&emu, store().await);
    // A private chat, where the emulator holds Telegram's one message a
    // second (a group's cap is 20 a minute, too slow to test). Queued
    // together, the texts around the photo cannot be joined across it:
    // three sends, which must come a second apart.
    let to = Target::User(narrator_telegram::player(teloxide::types::UserId(42)));
    let before = api.say(&to, "The hunt is over.".into(), Some("g:4.0:0".into()));
    let (picture, caption) = cave();
    let photo = api.picture(&to, picture, caption, Some("g:4.0:1".into()));
    let after = api.say(&to, "Thanks for playing.".into(), Some("g:4.0:2".into()));
    before.await.expect("the first text");
    photo.await.expect("the photo");
    after.await.expect("the last text");
    assert_eq!(emu.too_many_requests(), 0, "no send was over a limit");
    let got = photos(&emu);
    assert_eq!(got.len(), 1);
    let texts = emu.sent_full();
    assert_eq!(texts.len(), 2, "{texts:?}");
    let photo_at = got[0]["at"].as_i64().unwrap_or(0);
    assert!(
        texts[0].at <= photo_at && photo_at <= texts[1].at,
        "in order"
    );
    assert_eq!(texts[0].text, "The hunt is over.");
}

// Discord.

struct Discord {
    fake: FakeDiscord,
    channel: u64,
    api: narrator_discord::DiscordApi,
}

async fn discord(config: Config) -> Discord {
    let fake = FakeDiscord::start_with(config)
        .await
        .expect("the fake starts");
    let town = fake.add_guild("Town");
    let rest = Arc::new(narrator_discord::Rest::new(&fake.url(), "fake-token"));
    let queue = SendQueue::start(
        Arc::new(narrator_discord::Sender::new(rest)),
        Limits::discord(),
    );
    let api = narrator_discord::DiscordApi::new(queue, store().await);
    Discord {
        fake,
        channel: town.channel_id,
        api,
    }
}

impl Discord {
    fn place(&self) -> Target {
        Target::Place(narrator_discord::place_key(self.channel))
    }
}

#[tokio::test]
async fn discord_shows_the_cave_in_an_embed_with_its_legend() {
    let d = discord(Config::default()).await;
    let (picture, caption) = cave();
    let png = picture.bytes().to_vec();
    d.api
        .picture(&d.place(), picture, caption.clone(), Some("g:1.0:0".into()))
        .await
        .expect("the picture is sent");
    let msgs = d.fake.messages(d.channel);
    assert_eq!(msgs.len(), 1);
    let m = &msgs[0];
    assert_eq!(m.attachments.len(), 1);
    let a = &m.attachments[0];
    assert_eq!(a.filename, "cave.png");
    assert_eq!(a.content_type.as_deref(), Some("image/png"));
    assert_eq!(a.bytes, png);
    assert_cave_png(&a.bytes);
    let embed = &m.embeds[0];
    assert_eq!(embed["description"], caption);
    assert_eq!(
        embed["image"]["url"],
        a.url(d.channel),
        "the embed shows the upload"
    );
    assert_eq!(embed["image"]["width"], SIZE);
    d.fake.assert_no_violations();
}

#[tokio::test]
async fn discord_posts_a_picture_once_when_its_answer_was_lost() {
    let d = discord(Config::default()).await;
    // The first try is made, then its answer is lost; then a 500.
    d.fake.fail_next(&[Fault::DropAfter, Fault::ServerError]);
    let (picture, caption) = cave();
    d.api
        .picture(&d.place(), picture, caption, Some("g:5.0:0".into()))
        .await
        .expect("the picture is sent in the end");
    let served = d.fake.faults_served();
    assert_eq!((served.dropped_after, served.server_errors), (1, 1));
    assert_eq!(
        d.fake.nonce_repeats(),
        1,
        "the retry was known by its nonce"
    );
    let msgs = d.fake.messages(d.channel);
    assert_eq!(msgs.len(), 1, "posted once");
    assert_cave_png(&msgs[0].attachments[0].bytes);
    d.fake.assert_no_violations();
}

#[tokio::test]
async fn discord_keeps_the_channel_bucket_with_pictures_among_texts() {
    let d = discord(Config {
        rate_limits: RateLimitConfig {
            channel_messages: Some((2, Duration::from_millis(600))),
            ..RateLimitConfig::default()
        },
        ..Config::default()
    })
    .await;
    let place = d.place();
    let mut sends = Vec::new();
    for i in 0..2 {
        let text = d
            .api
            .say(&place, format!("text {i}"), Some(format!("g:6.{i}:0")));
        let (picture, caption) = cave();
        let photo = d
            .api
            .picture(&place, picture, caption, Some(format!("g:6.{i}:1")));
        sends.push(tokio::spawn(text));
        sends.push(tokio::spawn(photo));
    }
    for s in sends {
        s.await.expect("joined").expect("sent");
    }
    assert_eq!(d.fake.rate_limited_count(), 0, "no 429");
    let msgs = d.fake.messages(d.channel);
    let kinds: Vec<bool> = msgs.iter().map(|m| m.attachments.is_empty()).collect();
    assert_eq!(kinds, vec![true, false, true, false], "in order");
    d.fake.assert_no_violations();
}
