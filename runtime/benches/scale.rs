//! Many games in one process, driven through the runtime host with a
//! surface that records what it is given: resident memory per running
//! game, inputs per second, the latency from an input to its delivered
//! effects (p50/p99), and the time to resume every unfinished game after a
//! restart.
//!
//! Run with `cargo bench -p narrator-runtime --bench scale` (release
//! build). `SCALE_GAMES` sets the number of games (default 10,000). It
//! runs on a fresh SQLite database in a temporary directory, then (in a
//! process of its own; `SCALE_DB=sqlite|postgres` runs one) on a
//! fresh PostgreSQL database with every game leased, as `narrator serve`
//! runs on PostgreSQL: on the server in `NARRATOR_BENCH_POSTGRES_URL`, else
//! on a throwaway durable cluster it starts with `scripts/pg-cluster`.
//!
//! It allocates as `narrator` does: jemalloc with
//! [`narrator_runtime::JEMALLOC_CONF`] (`_RJEM_MALLOC_CONF` in the
//! environment overrides it, to compare settings).

mod postgres;

use narrator_engine::mafia::Ruleset;
use narrator_engine::{Effect, GameConfig, Input, PlayerId, SeatInfo, Seed, TableSetup};
use narrator_runtime::{
    Clock, DeliveryError, EffectKey, GameId, GameRecord, Host, Ownership, Sending, Store, Surface,
};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Counts the bytes allocated and not yet freed, so that the memory a
/// running game holds is told apart from what the allocator keeps after a
/// burst (freed, but not returned to the system, so still resident). It
/// counts over jemalloc, set up as `narrator` sets it up.
struct Counting;

static LIVE: std::sync::atomic::AtomicI64 = std::sync::atomic::AtomicI64::new(0);

// SAFETY: every call is passed to jemalloc unchanged; only a counter is
// kept beside it.
#[allow(unsafe_code)]
unsafe impl std::alloc::GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        LIVE.fetch_add(layout.size() as i64, Ordering::Relaxed);
        // SAFETY: the caller's contract is the allocator's.
        unsafe { tikv_jemallocator::Jemalloc.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: std::alloc::Layout) {
        LIVE.fetch_sub(layout.size() as i64, Ordering::Relaxed);
        // SAFETY: as above.
        unsafe { tikv_jemallocator::Jemalloc.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: std::alloc::Layout, new_size: usize) -> *mut u8 {
        LIVE.fetch_add(new_size as i64 - layout.size() as i64, Ordering::Relaxed);
        // SAFETY: as above.
        unsafe { tikv_jemallocator::Jemalloc.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

narrator_runtime::jemalloc_settings!();

/// Bytes allocated and not freed.
fn live() -> i64 {
    LIVE.load(Ordering::Relaxed)
}

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

/// How long after a burst the settled resident memory is read: a few
/// times the allocator's decay time.
const SETTLE: Duration = Duration::from_secs(2);

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
    // Each database in a process of its own: resident memory after one
    // run would hide what the next one takes.
    match std::env::var("SCALE_DB").as_deref() {
        Ok("sqlite") => {
            let dir = tempfile::tempdir().expect("a temp dir");
            let sqlite = format!("sqlite://{}", dir.path().join("scale.db").display());
            run("SQLite", &sqlite, games, None).await;
        }
        Ok("postgres") => {
            let postgres = postgres::fresh_database().await;
            let ownership = Ownership {
                owner: "bench".into(),
                ttl: Duration::from_secs(10),
            };
            run("PostgreSQL", &postgres, games, Some(ownership)).await;
        }
        _ => {
            let me = std::env::current_exe().expect("the benchmark's path");
            for db in ["sqlite", "postgres"] {
                let status = std::process::Command::new(&me)
                    .env("SCALE_DB", db)
                    .status()
                    .expect("the benchmark runs again");
                assert!(status.success(), "the {db} run failed");
            }
        }
    }
}

/// One run on the database at `url`; with an ownership (as `narrator
/// serve` has on PostgreSQL) every game is leased.
async fn run(label: &str, url: &str, games: usize, ownership: Option<Ownership>) {
    let store = Store::open(url).await.expect("the store opens");
    let surface = Arc::new(Recording::default());
    let host = Host::new(store.clone(), surface.clone(), Clock::system());
    let host = Arc::new(match &ownership {
        Some(own) => host.with_ownership(own.clone()),
        None => host,
    });
    let before = resident();
    let live_before = live();
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
    let live_after = live();
    // What a bot's process keeps between bursts: the allocator gives
    // freed pages back after its decay time, by a background thread.
    tokio::time::sleep(SETTLE).await;
    let settled = resident();
    latencies.sort_unstable();
    let running = host.running().len();
    assert_eq!(running, games, "every game runs (started, not over)");

    // A restart: a new host on the same database rebuilds every game
    // (leases handed on, as a process stopped with Ctrl-C does).
    host.release_all().await;
    drop(host);
    store.close().await;
    let store = Store::open(url).await.expect("the store reopens");
    let host = Host::new(
        store.clone(),
        Arc::new(Recording::default()),
        Clock::system(),
    );
    let host = match &ownership {
        Some(own) => host.with_ownership(Ownership {
            owner: format!("{} again", own.owner),
            ttl: own.ttl,
        }),
        None => host,
    };
    let reading = Instant::now();
    let read = store.load_unfinished_on("bench:").await.expect("read");
    let read_time = reading.elapsed();
    assert_eq!(read.len(), games);
    drop(read);
    let resumed = Instant::now();
    let failures = host.resume_all("bench:").await.expect("resumed");
    let resume_time = resumed.elapsed();
    assert!(failures.is_empty(), "{failures:?}");
    assert_eq!(host.running().len(), games);

    let per_game = after.saturating_sub(before) / games as u64;
    println!("scale, {label} ({games} classic games of {SEATS} people in one process)");
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
        "  resident memory:  {:.1} KiB per running game right after the burst ({:.1} MiB for all)",
        per_game as f64 / 1024.0,
        after.saturating_sub(before) as f64 / (1024.0 * 1024.0)
    );
    println!(
        "  settled, {} s later: {:.1} KiB per running game",
        SETTLE.as_secs(),
        settled.saturating_sub(before) as f64 / games as f64 / 1024.0
    );
    println!(
        "    of which held by the games: {:.1} KiB per game (the rest: what the allocator keeps, and on SQLite its page caches, allocated outside Rust)",
        (live_after - live_before) as f64 / games as f64 / 1024.0
    );
    println!(
        "  resume after restart: {:.3} s for {games} unfinished games (reading them alone: {:.3} s)",
        resume_time.as_secs_f64(),
        read_time.as_secs_f64()
    );
    drop(host);
    store.close().await;
}
