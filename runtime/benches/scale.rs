//! Many games in one process, driven through the runtime host with a
//! surface that records what it is given: resident memory per running
//! game, inputs per second, the latency from an input to its delivered
//! effects (p50/p99), and the time to resume every unfinished game after a
//! restart.
//!
//! Run with `cargo bench -p narrator-runtime --bench scale` (release
//! build). `SCALE_GAMES` sets the number of games (default 10,000). Each
//! run uses a fresh SQLite database in a temporary directory.

use narrator_engine::mafia::Ruleset;
use narrator_engine::{Effect, GameConfig, Input, PlayerId, SeatInfo, Seed, TableSetup};
use narrator_runtime::{
    Clock, DeliveryError, EffectKey, GameId, GameRecord, Host, Sending, Store, Surface,
};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Seats per game: a classic table of six people.
const SEATS: usize = 6;

/// A platform that accepts every effect at once and counts them.
#[derive(Default)]
struct Recording {
    effects: AtomicU64,
}

impl Surface for Recording {
    async fn deliver(
        &self,
        _game: GameId,
        _seats: &[SeatInfo],
        _key: EffectKey,
        _effect: &Effect,
    ) -> Result<Sending, DeliveryError> {
        self.effects.fetch_add(1, Ordering::Relaxed);
        Ok(Box::pin(async { Ok(()) }))
    }
}

/// Resident memory of this process in bytes (Linux), 0 elsewhere.
fn resident() -> u64 {
    let pages = std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| s.split_whitespace().nth(1)?.parse::<u64>().ok())
        .unwrap_or(0);
    pages * 4096
}

fn player(game: usize, seat: usize) -> PlayerId {
    PlayerId::new(format!("bench:{game}:{seat}"))
}

/// The inputs that fill game `i`'s lobby and start it.
fn inputs(i: usize) -> Vec<Input> {
    let mut all: Vec<Input> = (0..SEATS)
        .map(|s| Input::Join {
            player: player(i, s),
            name: format!("P{s}"),
        })
        .collect();
    all.push(Input::Start { by: player(i, 0) });
    all
}

fn record(i: usize) -> GameRecord {
    GameRecord {
        setup: TableSetup {
            config: GameConfig::Mafia(Ruleset::classic()),
            seed: Seed::from_number(i as u64),
            host: player(i, 0),
        },
        all_computer: false,
    }
}

fn percentile(sorted: &[Duration], q: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * q).round() as usize;
    sorted[i]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

#[tokio::main]
async fn main() {
    let games: usize = std::env::var("SCALE_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    let dir = tempfile::tempdir().expect("a temp dir");
    let url = format!("sqlite://{}", dir.path().join("scale.db").display());
    let store = Store::open(&url).await.expect("the store opens");
    let surface = Arc::new(Recording::default());
    let host = Arc::new(Host::new(store.clone(), surface.clone(), Clock::system()));

    let before = resident();
    let opened = Instant::now();
    let mut ids = Vec::with_capacity(games);
    for i in 0..games {
        ids.push(
            host.open(record(i), &format!("bench:{i}"))
                .await
                .expect("opened"),
        );
    }
    let open_time = opened.elapsed();

    // Every game at once: each task sends its inputs one after another,
    // waiting for each one's effects to be delivered.
    let started = Instant::now();
    let mut tasks = Vec::with_capacity(games);
    for (i, id) in ids.iter().copied().enumerate() {
        let host = host.clone();
        tasks.push(tokio::spawn(async move {
            let mut latencies = Vec::with_capacity(SEATS + 1);
            for input in inputs(i) {
                let sent = Instant::now();
                match host.submit(id, input).await {
                    Ok(Ok(())) => latencies.push(sent.elapsed()),
                    Ok(Err(refused)) => panic!("game {id} refused an input: {refused:?}"),
                    Err(e) => panic!("game {id}: {e}"),
                }
            }
            latencies
        }));
    }
    let mut latencies = Vec::with_capacity(games * (SEATS + 1));
    for task in tasks {
        latencies.extend(task.await.expect("a game task"));
    }
    let elapsed = started.elapsed();
    let after = resident();
    latencies.sort_unstable();
    let running = host.running().len();
    assert_eq!(running, games, "every game runs (started, not over)");

    // A restart: a new host on the same database rebuilds every game.
    drop(host);
    store.close().await;
    let store = Store::open(&url).await.expect("the store reopens");
    let host = Host::new(
        store.clone(),
        Arc::new(Recording::default()),
        Clock::system(),
    );
    let resumed = Instant::now();
    let failures = host.resume_all("bench:").await.expect("resumed");
    let resume_time = resumed.elapsed();
    assert!(failures.is_empty(), "{failures:?}");
    assert_eq!(host.running().len(), games);

    let per_game = after.saturating_sub(before) / games as u64;
    println!("scale, SQLite ({games} classic games of {SEATS} people in one process)");
    println!(
        "  opening:          {:.0} games/s",
        games as f64 / open_time.as_secs_f64()
    );
    println!(
        "  inputs:           {} in {:.2} s = {:.0} inputs/s ({} effects delivered)",
        latencies.len(),
        elapsed.as_secs_f64(),
        latencies.len() as f64 / elapsed.as_secs_f64(),
        surface.effects.load(Ordering::Relaxed)
    );
    println!(
        "  input → effects:  p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        ms(percentile(&latencies, 0.5)),
        ms(percentile(&latencies, 0.99)),
        ms(percentile(&latencies, 1.0))
    );
    println!(
        "  resident memory:  {:.1} KiB per running game ({:.1} MiB for all)",
        per_game as f64 / 1024.0,
        after.saturating_sub(before) as f64 / (1024.0 * 1024.0)
    );
    println!(
        "  resume after restart: {:.3} s for {games} unfinished games",
        resume_time.as_secs_f64()
    );
    drop(host);
    store.close().await;
}
