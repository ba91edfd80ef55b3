//! Discord figures against the local fake Discord (testkit/discord-fake):
//! - interaction to visible reply, for a slash command (deferred, then the
//!   reply edited in) and for a button press (answered at once), median
//!   and p99, through the real `narrator serve`;
//! - the send queue's sustained rate into one channel under the fake's
//!   per-channel limit of 5 messages per 5 s, and across channels, with
//!   the number of 429s (the target is none), driving the adapter's own
//!   sender in-process.
//!
//! `cargo bench --bench discord` (the bot is built in release mode).

#[path = "../tests/common/mod.rs"]
mod common;

use narrator_discord::{Dest, Rest, Sender};
use narrator_discord_fake::{FakeDiscord, SlashCommand};
use narrator_send_queue::{Limits, SendQueue};
use std::process::Stdio;
use std::sync::Arc;
use std::time::{Duration, Instant};

const SAMPLES: usize = 200;

fn report(what: &str, mut times: Vec<Duration>) {
    times.sort();
    let at = |p: f64| times[((times.len() as f64 - 1.0) * p).round() as usize];
    println!(
        "{what}: median {:.1} ms, p99 {:.1} ms ({} samples)",
        at(0.5).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        times.len()
    );
}

fn spin_until<T>(what: &str, f: impl Fn() -> Option<T>) -> T {
    let start = Instant::now();
    loop {
        if let Some(v) = f() {
            return v;
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "timed out waiting for {what}"
        );
        std::thread::sleep(Duration::from_micros(500));
    }
}

fn main() {
    let fake = FakeDiscord::start_blocking().expect("the fake Discord starts");
    let town = fake.add_guild("Town");
    let host = fake
        .add_member(town.guild_id, "host", true)
        .expect("a member");
    let outsider = fake
        .add_member(town.guild_id, "outsider", false)
        .expect("a member");
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut bot = common::narrator(&dir.path().join("bench.db"))
        .arg("serve")
        .env("DISCORD_TOKEN", "bench-token")
        .env("DISCORD_API_URL", fake.url())
        .env("NARRATOR_LOG", "warn")
        .env_remove("TELEGRAM_BOT_TOKEN")
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(dir.path().join("bot.log")).expect("a log file"))
        .spawn()
        .expect("narrator serve starts");
    assert!(fake.wait_for_identify_blocking(1, Duration::from_secs(60)));
    fake.wait_for_blocking(Duration::from_secs(30), |f| {
        (!f.commands(None).is_empty()).then_some(())
    })
    .expect("commands registered");

    let help = SlashCommand::new("mafia").subcommand("help");
    let mut command = Vec::new();
    for _ in 0..SAMPLES {
        let t = Instant::now();
        let sent = fake
            .slash_command(town.channel_id, host, &help)
            .expect("dispatched");
        spin_until("a reply", || {
            fake.interaction(sent.id)
                .and_then(|r| r.reply)
                .filter(|m| !m.content.is_empty())
        });
        command.push(t.elapsed());
        // Two requests a sample (acknowledge, reply): stay under the
        // global 50 a second, or the figure measures the limiter.
        std::thread::sleep(Duration::from_millis(50));
    }
    report("slash command -> visible reply", command);

    let start = SlashCommand::new("mafia").subcommand("start");
    fake.slash_command(town.channel_id, host, &start)
        .expect("dispatched");
    let lobby = spin_until("the lobby", || {
        fake.messages(town.channel_id)
            .into_iter()
            .find(|m| m.content.contains("a new game is open"))
    });
    let mut press = Vec::new();
    for _ in 0..SAMPLES {
        let t = Instant::now();
        // A non-player's Leave: refused, answered at once.
        let sent = fake
            .press_button(town.channel_id, lobby.id, outsider, "l:1")
            .expect("dispatched");
        spin_until("an answer", || {
            fake.interaction(sent.id).and_then(|r| r.reply)
        });
        press.push(t.elapsed());
        std::thread::sleep(Duration::from_millis(25));
    }
    report("button press -> visible answer", press);
    let _ = bot.kill();
    let _ = bot.wait();

    // The send queue in-process, against the same fake.
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    runtime.block_on(async {
        let rest = Arc::new(Rest::new(&fake.url(), "bench-token"));
        let queue = SendQueue::start(Arc::new(Sender::new(rest)), Limits::discord());
        let before = fake.rate_limited_count();
        let channel = fake.add_channel(town.guild_id, "busy").expect("a channel");
        let n = 100;
        let t = Instant::now();
        let sends: Vec<_> = (0..n)
            .map(|i| queue.queue(Dest::Channel(channel), format!("announcement {i}"), None))
            .collect();
        for s in sends {
            s.await.expect("sent");
        }
        let secs = t.elapsed().as_secs_f64();
        println!(
            "one channel, {n} announcements queued at once: {} message(s) in {:.0} ms, {} 429s",
            fake.messages(channel).len(),
            secs * 1e3,
            fake.rate_limited_count() - before
        );
        // Spaced sends that cannot be joined: the bucket's own pace.
        let paced = fake.add_channel(town.guild_id, "paced").expect("a channel");
        let t = Instant::now();
        for i in 0..15 {
            queue
                .send(Dest::Channel(paced), format!("one at a time {i}"))
                .await
                .expect("sent");
        }
        let secs = t.elapsed().as_secs_f64();
        println!(
            "one channel, one message at a time: 15 messages in {secs:.1} s ({:.2} messages/s; the limit is 1/s sustained), {} 429s",
            15.0 / secs,
            fake.rate_limited_count() - before
        );
        let channels: Vec<u64> = (0..120)
            .map(|i| fake.add_channel(town.guild_id, &format!("c{i}")).expect("a channel"))
            .collect();
        let t = Instant::now();
        let sends: Vec<_> = channels
            .iter()
            .map(|c| queue.queue(Dest::Channel(*c), "news".to_string(), None))
            .collect();
        let results = futures_join(sends).await;
        let secs = t.elapsed().as_secs_f64();
        let mut times: Vec<u64> = channels
            .iter()
            .flat_map(|c| fake.messages(*c))
            .map(|m| m.created_ms)
            .collect();
        times.sort_unstable();
        let mut peak = 0;
        let mut lo = 0;
        for hi in 0..times.len() {
            while times[hi] - times[lo] >= 1000 {
                lo += 1;
            }
            peak = peak.max(hi - lo + 1);
        }
        println!(
            "120 channels, one message each: {} sent in {secs:.1} s ({:.1} messages/s), at most {peak} in any second (global limit 50/s), {} 429s",
            results.iter().filter(|r| r.is_ok()).count(),
            times.len() as f64 / secs,
            fake.rate_limited_count() - before
        );
    });
    fake.assert_no_violations();
}

/// Awaits futures concurrently (the queue joins what waits together).
async fn futures_join<F: std::future::Future + Send + 'static>(fs: Vec<F>) -> Vec<F::Output>
where
    F::Output: Send + 'static,
{
    let handles: Vec<_> = fs.into_iter().map(tokio::spawn).collect();
    let mut out = Vec::new();
    for h in handles {
        if let Ok(v) = h.await {
            out.push(v);
        }
    }
    out
}
