//! A real serenity 0.12.5 client, autosharded, against a fake with two
//! shards: each shard identifies, gets only its guilds, and each guild's
//! events arrive on its own shard alone; DMs arrive on shard 0. A resumed
//! shard keeps its share. A shard Discord would refuse is refused.
//!
//! (Refusals are tested by hand: serenity 0.12.5 answers close 4010 by
//! restarting the shard, over and over.)

use std::sync::Arc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use narrator_discord_fake::{Config, DispatchError, FakeDiscord, shard_of};
use serde_json::{Value, json};
use serenity::all::{
    ClientBuilder, Context, EventHandler, GatewayIntents, Guild, HttpBuilder, Message, Ready,
    ShardManager,
};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message as WsMessage;

/// What a shard saw.
#[derive(Debug, PartialEq, Eq)]
enum Seen {
    Ready { guilds: Vec<u64>, shard: [u32; 2] },
    Guild(u64),
    Message { guild: Option<u64>, content: String },
}

/// Forwards each event with the shard it came on.
struct Handler(mpsc::UnboundedSender<(u32, Seen)>);

#[serenity::async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        let shard = ready.shard.map_or([0, 1], |s| [s.id.0, s.total]);
        let guilds = ready.guilds.iter().map(|g| g.id.get()).collect();
        let _ = self.0.send((ctx.shard_id.0, Seen::Ready { guilds, shard }));
    }
    async fn guild_create(&self, ctx: Context, guild: Guild, _: Option<bool>) {
        let _ = self.0.send((ctx.shard_id.0, Seen::Guild(guild.id.get())));
    }
    async fn message(&self, ctx: Context, msg: Message) {
        let seen = Seen::Message {
            guild: msg.guild_id.map(|g| g.get()),
            content: msg.content,
        };
        let _ = self.0.send((ctx.shard_id.0, seen));
    }
}

const WAIT: Duration = Duration::from_secs(20);

struct Bot {
    events: mpsc::UnboundedReceiver<(u32, Seen)>,
    shards: Arc<ShardManager>,
    task: tokio::task::JoinHandle<serenity::Result<()>>,
}

/// Starts a client; `range` runs shards `first..=last` of `total`, else
/// it asks the fake how many to run.
async fn connect(fake: &FakeDiscord, range: Option<(u32, u32, u32)>) -> Bot {
    let intents = GatewayIntents::GUILDS
        | GatewayIntents::GUILD_MESSAGES
        | GatewayIntents::DIRECT_MESSAGES
        | GatewayIntents::MESSAGE_CONTENT;
    let http = HttpBuilder::new("fake-token")
        .proxy(fake.url())
        .ratelimiter_disabled(true)
        .build();
    let (tx, events) = mpsc::unbounded_channel();
    let mut client = ClientBuilder::new_with_http(http, intents)
        .event_handler(Handler(tx))
        .await
        .expect("client builds");
    let shards = Arc::clone(&client.shard_manager);
    let task = tokio::spawn(async move {
        match range {
            // serenity runs `first..=last` for `first..last`.
            Some((first, last, total)) => client.start_shard_range(first..last, total).await,
            None => client.start_autosharded().await,
        }
    });
    Bot {
        events,
        shards,
        task,
    }
}

impl Bot {
    async fn next(&mut self) -> (u32, Seen) {
        tokio::time::timeout(WAIT, self.events.recv())
            .await
            .expect("an event in time")
            .expect("the client is running")
    }

    /// Events until `done` says enough, in order.
    async fn collect(&mut self, mut done: impl FnMut(&[(u32, Seen)]) -> bool) -> Vec<(u32, Seen)> {
        let mut seen = Vec::new();
        while !done(&seen) {
            seen.push(self.next().await);
        }
        seen
    }

    /// Nothing more arrives for a while.
    async fn silent(&mut self) -> Option<(u32, Seen)> {
        tokio::time::timeout(Duration::from_millis(700), self.events.recv())
            .await
            .ok()
            .flatten()
    }

    async fn stop(self) {
        self.shards.shutdown_all().await;
        self.task.abort();
    }
}

fn message(guild: Option<u64>, content: &str) -> Seen {
    Seen::Message {
        guild,
        content: content.into(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_guild_is_served_on_its_shard_and_dms_on_shard_zero() {
    let fake = FakeDiscord::start_with(Config {
        shards: 2,
        ..Config::default()
    })
    .await
    .expect("fake starts");
    let a = fake.add_guild_on_shard("Alpha", 0).unwrap();
    let b = fake.add_guild_on_shard("Beta", 1).unwrap();
    assert_eq!(shard_of(a.guild_id, 2), 0);
    assert_eq!(shard_of(b.guild_id, 2), 1);
    assert_eq!(
        fake.add_guild_on_shard("Gamma", 2),
        Err(DispatchError::NoSuchShard { shard: 2, total: 2 })
    );
    let alice = fake.add_member(a.guild_id, "alice", false).unwrap();
    let bob = fake.add_member(b.guild_id, "bob", false).unwrap();

    let mut bot = connect(&fake, None).await;
    // serenity asked GET /gateway/bot and runs both shards (5 s apart).
    let mut start = bot
        .collect(|s| s.iter().filter(|e| matches!(e.1, Seen::Guild(_))).count() == 2)
        .await;
    start.sort_by_key(|e| e.0);
    assert_eq!(
        start,
        vec![
            (
                0,
                Seen::Ready {
                    guilds: vec![a.guild_id],
                    shard: [0, 2]
                }
            ),
            (0, Seen::Guild(a.guild_id)),
            (
                1,
                Seen::Ready {
                    guilds: vec![b.guild_id],
                    shard: [1, 2]
                }
            ),
            (1, Seen::Guild(b.guild_id)),
        ]
    );
    assert_eq!(fake.identified_shards(), vec![[0, 2], [1, 2]]);
    assert_eq!(fake.live_sessions(), 2);

    // A guild's message comes once, on its shard; a DM on shard 0.
    fake.user_message(a.channel_id, alice, "in alpha").unwrap();
    fake.user_message(b.channel_id, bob, "in beta").unwrap();
    let dm = fake.open_dm(bob).unwrap();
    fake.user_message(dm, bob, "a word in private").unwrap();
    let mut got = bot.collect(|s| s.len() == 3).await;
    got.sort_by_key(|e| e.0);
    let mut expected = vec![
        (0, message(Some(a.guild_id), "in alpha")),
        (0, message(None, "a word in private")),
        (1, message(Some(b.guild_id), "in beta")),
    ];
    got.sort_by_key(|e| format!("{e:?}"));
    expected.sort_by_key(|e| format!("{e:?}"));
    assert_eq!(got, expected);
    assert_eq!(bot.silent().await, None, "nothing came twice");

    // Both shards resume after close 4000 and keep their own guilds: a
    // resumed session must not start receiving every shard's events.
    fake.disconnect_all(4000);
    fake.wait_for(WAIT, |f| (f.resume_count() == 2).then_some(()))
        .await
        .expect("both shards resume");
    fake.wait_for(WAIT, |f| (f.live_sessions() == 2).then_some(()))
        .await
        .expect("both sessions are back");
    fake.user_message(b.channel_id, bob, "still beta").unwrap();
    fake.user_message(a.channel_id, alice, "still alpha")
        .unwrap();
    let mut got = bot.collect(|s| s.len() == 2).await;
    got.sort_by_key(|e| e.0);
    assert_eq!(
        got,
        vec![
            (0, message(Some(a.guild_id), "still alpha")),
            (1, message(Some(b.guild_id), "still beta")),
        ]
    );
    assert_eq!(bot.silent().await, None, "nothing came twice");
    assert_eq!(fake.identify_count(), 2, "resumed, not identified afresh");
    fake.assert_no_violations();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_running_one_shard_gets_only_that_shards_guilds() {
    let fake = FakeDiscord::start_with(Config {
        shards: 2,
        ..Config::default()
    })
    .await
    .expect("fake starts");
    let a = fake.add_guild_on_shard("Alpha", 0).unwrap();
    let b = fake.add_guild_on_shard("Beta", 1).unwrap();
    let bob = fake.add_member(b.guild_id, "bob", false).unwrap();
    let alice = fake.add_member(a.guild_id, "alice", false).unwrap();

    let mut bot = connect(&fake, Some((1, 1, 2))).await;
    let start = bot
        .collect(|s| s.iter().any(|e| matches!(e.1, Seen::Guild(_))))
        .await;
    assert_eq!(
        start,
        vec![
            (
                1,
                Seen::Ready {
                    guilds: vec![b.guild_id],
                    shard: [1, 2]
                }
            ),
            (1, Seen::Guild(b.guild_id)),
        ]
    );
    fake.user_message(a.channel_id, alice, "not for shard 1")
        .unwrap();
    let dm = fake.open_dm(bob).unwrap();
    fake.user_message(dm, bob, "a DM is for shard 0").unwrap();
    fake.user_message(b.channel_id, bob, "for shard 1").unwrap();
    assert_eq!(
        bot.next().await,
        (1, message(Some(b.guild_id), "for shard 1"))
    );
    assert_eq!(bot.silent().await, None);
    assert_eq!(fake.identified_shards(), vec![[1, 2]]);
    fake.assert_no_violations();
    bot.stop().await;
}

/// A gateway connection driven by hand, frame by frame.
struct Raw(
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
);

impl Raw {
    async fn open(fake: &FakeDiscord) -> Raw {
        let url = format!("{}?v=10&encoding=json", fake.gateway_url());
        let (ws, _) = tokio_tungstenite::connect_async(url)
            .await
            .expect("the gateway accepts");
        let mut raw = Raw(ws);
        assert_eq!(
            raw.next().await.map(|v| v["op"].clone()),
            Ok(json!(10)),
            "HELLO"
        );
        raw
    }

    async fn send(&mut self, v: Value) {
        self.0
            .send(WsMessage::Text(v.to_string()))
            .await
            .expect("sent");
    }

    /// The next payload, or the close code the fake ended with.
    async fn next(&mut self) -> Result<Value, Option<u16>> {
        loop {
            let frame = tokio::time::timeout(WAIT, self.0.next())
                .await
                .expect("a frame in time");
            match frame {
                Some(Ok(WsMessage::Text(t))) => {
                    return Ok(serde_json::from_str(&t).expect("JSON"));
                }
                Some(Ok(WsMessage::Close(c))) => return Err(c.map(|c| c.code.into())),
                Some(Ok(_)) => continue,
                Some(Err(_)) | None => return Err(None),
            }
        }
    }
}

fn identify(shard: Value) -> Value {
    json!({"op": 2, "d": {"token": "fake-token", "intents": 1, "properties": {}, "shard": shard}})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shard_past_the_total_is_refused_with_4010() {
    let fake = FakeDiscord::start_with(Config {
        shards: 2,
        ..Config::default()
    })
    .await
    .expect("fake starts");
    fake.add_guild("Alpha");
    for bad in [json!([3, 2]), json!([2, 2]), json!([0, 0]), json!("0,1")] {
        let mut raw = Raw::open(&fake).await;
        raw.send(identify(bad.clone())).await;
        assert_eq!(raw.next().await, Err(Some(4010)), "{bad}");
    }
    assert_eq!(fake.identify_count(), 0);
    assert_eq!(fake.live_sessions(), 0);
    let v = fake.violations();
    assert_eq!(v.len(), 4, "{v:?}");
    assert!(
        v.iter()
            .all(|v| v.errors[0].contains("shard must be [id, total]")),
        "{v:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hand_made_session_gets_its_shards_guilds_and_an_unknown_resume_is_invalid() {
    let fake = FakeDiscord::start_with(Config {
        shards: 3,
        ..Config::default()
    })
    .await
    .expect("fake starts");
    let on: Vec<u64> = (0..3)
        .map(|s| {
            fake.add_guild_on_shard(&format!("G{s}"), s)
                .unwrap()
                .guild_id
        })
        .collect();
    let mut raw = Raw::open(&fake).await;
    raw.send(identify(json!([2, 3]))).await;
    let ready = raw.next().await.expect("READY");
    assert_eq!(ready["t"], "READY");
    assert_eq!(ready["d"]["shard"], json!([2, 3]));
    assert_eq!(
        ready["d"]["guilds"],
        json!([{"id": on[2].to_string(), "unavailable": true}])
    );
    let guild = raw.next().await.expect("GUILD_CREATE");
    assert_eq!(
        (guild["t"].clone(), guild["d"]["id"].clone()),
        (json!("GUILD_CREATE"), json!(on[2].to_string()))
    );

    // A RESUME of a session the fake never started: Invalid Session.
    let mut other = Raw::open(&fake).await;
    other
        .send(json!({"op": 6, "d": {"token": "fake-token", "session_id": "nobody", "seq": 3}}))
        .await;
    assert_eq!(
        other.next().await,
        Ok(json!({"op": 9, "d": false, "s": null, "t": null}))
    );
    fake.assert_no_violations();
}
