//! Telegram figures against the local Bot API emulator (the one the
//! end-to-end tests use; needs node and npm):
//! - round trip from a user's update to the bot's reply visible at the
//!   emulator, for a command (a reply message) and for a button press (a
//!   callback answer), median and p99;
//! - messages per second the send queue sustains to many private chats
//!   against Telegram's 30/s global limit, and how a burst of commands in
//!   one group is joined under the 1/s-per-chat limit;
//! - a burst of 180 private /start within two seconds with Telegram's
//!   limits enforced by the emulator: 429s served and time to drain.
//!
//! `cargo bench --bench telegram` (the bot is built in release mode).

#[path = "../tests/common/mod.rs"]
mod common;
#[path = "../tests/telegram_support/mod.rs"]
mod telegram_support;

use std::time::{Duration, Instant};
use telegram_support::{Bot, Emulator, GROUP, wait_for};

const SAMPLES: i64 = 200;

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn report(what: &str, mut times: Vec<Duration>) {
    times.sort();
    println!(
        "{what}: median {:.1} ms, p99 {:.1} ms ({} samples)",
        percentile(&times, 0.5).as_secs_f64() * 1e3,
        percentile(&times, 0.99).as_secs_f64() * 1e3,
        times.len()
    );
}

/// Polls `f` every millisecond (the tests' helper sleeps 50 ms, too
/// coarse to time a round trip).
fn spin_until(what: &str, f: impl Fn() -> bool) {
    let start = Instant::now();
    while !f() {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "timed out waiting for {what}"
        );
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// The most sends in any one-second window.
fn peak_per_second(at_ms: &[i64]) -> usize {
    let mut best = 0;
    let mut lo = 0;
    for hi in 0..at_ms.len() {
        while at_ms[hi] - at_ms[lo] >= 1000 {
            lo += 1;
        }
        best = best.max(hi - lo + 1);
    }
    best
}

fn main() {
    let emu = Emulator::start();
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = Bot::start(
        &emu,
        &dir.path().join("bench.db"),
        &dir.path().join("bot.log"),
    );
    // The bot is up once it answers.
    emu.say(1, 1, "/start");
    wait_for("the bot's greeting", Duration::from_secs(60), || {
        (!emu.sent().is_empty()).then_some(())
    });

    // A command's round trip: each sample in a fresh private chat, so no
    // per-chat limit delays it.
    let mut command = Vec::new();
    for i in 0..SAMPLES {
        let user = 10_000 + i;
        let before = emu.sent().len();
        let t = Instant::now();
        emu.say(user, user, "/mafia help");
        spin_until("a reply", || emu.sent().len() > before);
        command.push(t.elapsed());
        // Stay under 30 sends a second, so the queue never holds a sample.
        std::thread::sleep(Duration::from_millis(40));
    }
    report(
        "command round trip (update -> reply at the emulator)",
        command,
    );

    // A press's round trip: a forged button in the group, answered with a
    // refusal (the answer does not go through the send queue).
    let mut press = Vec::new();
    for i in 0..SAMPLES {
        let before = emu.answers().len();
        let t = Instant::now();
        emu.press(20_000 + i, GROUP, 1, "c:999:1:0");
        spin_until("an answer", || emu.answers().len() > before);
        press.push(t.elapsed());
    }
    report("button press round trip (callback -> answer)", press);

    // Sustained rate to many chats: 150 users ask at once.
    let before = emu.sent().len();
    let t = Instant::now();
    for i in 0..150 {
        let user = 30_000 + i;
        emu.say(user, user, "/mafia help");
    }
    wait_for("150 replies", Duration::from_secs(120), || {
        (emu.sent().len() >= before + 150).then_some(())
    });
    let secs = t.elapsed().as_secs_f64();
    let times: Vec<i64> = emu.sent_at()[before..].to_vec();
    println!(
        "send queue, 150 replies to 150 private chats: {:.1} s, {:.1} messages/s on average, at most {} in any second (limit 30/s)",
        secs,
        150.0 / secs,
        peak_per_second(&times)
    );

    // A burst in one group: 20 commands, joined under 1 send/s per chat.
    let before = emu.sent().len();
    let t = Instant::now();
    for _ in 0..20 {
        emu.say(1, GROUP, "/mafia help");
    }
    let replies = |emu: &Emulator| -> usize {
        emu.sent()[before..]
            .iter()
            .map(|(_, text)| text.matches("Commands:").count())
            .sum()
    };
    wait_for("20 replies in the group", Duration::from_secs(120), || {
        (replies(&emu) >= 20).then_some(())
    });
    let sends = emu.sent().len() - before;
    println!(
        "group burst: 20 replies in {sends} messages over {:.1} s",
        t.elapsed().as_secs_f64()
    );

    // 180 people press Start within two seconds, limits enforced.
    std::thread::sleep(Duration::from_secs(2));
    emu.enforce_limits();
    let refused_before = emu.too_many_requests();
    let before = emu.sent().len();
    let t = Instant::now();
    for i in 0..180 {
        let user = 40_000 + i;
        emu.say(user, user, "/start");
    }
    wait_for("180 greetings", Duration::from_secs(120), || {
        (emu.sent().len() >= before + 180).then_some(())
    });
    let times: Vec<i64> = emu.sent_at()[before..].to_vec();
    println!(
        "burst of 180 /start, limits enforced: drained in {:.1} s, at most {} in any second, {} 429s served",
        t.elapsed().as_secs_f64(),
        peak_per_second(&times),
        emu.too_many_requests() - refused_before
    );
}
