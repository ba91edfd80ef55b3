//! Helpers shared by the end-to-end tests that drive the real binary.

// Each test binary uses a subset of these.
#![allow(dead_code)]

use std::io::Write;
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The `narrator` binary on the database file `db`, ignoring any
/// `DATABASE_URL` of the environment, and its locale: the terminal speaks
/// English unless a test asks otherwise.
pub fn narrator(db: &Path) -> Command {
    narrator_on(&format!("sqlite://{}", db.display()))
}

/// The `narrator` binary on the database at `url` (e.g. PostgreSQL),
/// otherwise like [`narrator`].
pub fn narrator_on(url: &str) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_narrator"));
    c.arg("--database-url")
        .arg(url)
        .env_remove("DATABASE_URL")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    c
}

/// Runs `cmd` with `args`, feeding `stdin`, and waits for it.
pub fn feed(mut cmd: Command, args: &[&str], stdin: &str) -> Output {
    let mut child = cmd
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the narrator binary starts");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(stdin.as_bytes())
        .expect("stdin accepts input");
    child.wait_with_output().expect("narrator exits")
}

/// A run's standard output.
pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// A run's standard error.
pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The output from `marker` to the end (a game's final block).
pub fn from_marker(out: &str, marker: &str) -> String {
    let at = out
        .find(marker)
        .unwrap_or_else(|| panic!("no {marker:?} in:\n{out}"));
    out[at..].to_string()
}

/// Waits (at most a minute) until the log file a child writes satisfies
/// `ready`, then a little longer so the delivery of what was just printed
/// is recorded before the caller kills the child (delivery is
/// at-least-once per batch), and SIGKILLs it. Returns the log so far.
pub fn kill_when(mut child: Child, log: &Path, ready: impl Fn(&str) -> bool, what: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let so_far = std::fs::read_to_string(log).unwrap_or_default();
        if ready(&so_far) {
            std::thread::sleep(Duration::from_millis(15));
            break;
        }
        assert!(
            Instant::now() < deadline,
            "{what} never happened:\n{so_far}"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    child.kill().expect("SIGKILL");
    child.wait().expect("reaped");
    std::fs::read_to_string(log).expect("log")
}

/// Opens the SQLite database `db` (a process of its own may be using it),
/// runs `f` on it and closes it.
pub fn with_store<T>(db: &Path, f: impl AsyncFnOnce(&narrator_runtime::Store) -> T) -> T {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a tokio runtime");
    runtime.block_on(async {
        let url = format!("sqlite://{}", db.display());
        let store = narrator_runtime::Store::open(&url)
            .await
            .expect("the database opens");
        let out = f(&store).await;
        store.close().await;
        out
    })
}

/// Every effect of every game in the database `db` that was never recorded
/// as delivered, as `game:seq.index`: after a game ran to its end this
/// must be empty, whatever crashed or failed on the way.
pub fn undelivered(db: &Path) -> Vec<String> {
    with_store(db, async |store| {
        let mut games = store.unfinished_games().await.expect("games listed");
        games.extend(
            store
                .finished_games(10_000)
                .await
                .expect("games listed")
                .into_iter()
                .map(|(id, _)| id),
        );
        let mut left = Vec::new();
        for id in games {
            let (_, pending) = narrator_runtime::LiveGame::load(store, id)
                .await
                .expect("the game replays");
            left.extend(pending.into_iter().map(|(key, _)| format!("{id}:{key}")));
        }
        left
    })
}

/// The stored inputs (as JSON) of every unfinished game in the database
/// `db`, in order: what the bot took, whatever it had sent about it.
pub fn stored_inputs(db: &Path) -> Vec<String> {
    with_store(db, async |store| {
        let mut inputs = Vec::new();
        for id in store.unfinished_games().await.expect("games listed") {
            let game = store.load_game(id).await.expect("the game loads");
            inputs.extend(game.inputs.into_iter().map(|i| i.input_json));
        }
        inputs
    })
}

/// Waits until every effect of the games in `db` is recorded as delivered
/// (the bot records each as the platform accepts it), for up to `limit`;
/// returns what is still owed then (empty when all was delivered).
pub fn owed_after(db: &Path, limit: Duration) -> Vec<String> {
    let start = Instant::now();
    loop {
        let owed = undelivered(db);
        if owed.is_empty() || start.elapsed() > limit {
            return owed;
        }
        std::thread::sleep(Duration::from_millis(500));
    }
}

/// The chaos tests' seed: printed, and taken from NARRATOR_CHAOS_SEED when
/// set, so a failing run can be repeated exactly.
pub fn chaos_seed() -> u64 {
    let seed = std::env::var("NARRATOR_CHAOS_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20_261_204);
    eprintln!("chaos seed {seed} (repeat with NARRATOR_CHAOS_SEED={seed})");
    seed
}

/// Seeded moments (xorshift64).
pub struct Moments(pub u64);

impl Moments {
    /// A moment between `lo_ms` and `hi_ms` from now, as a duration.
    pub fn between(&mut self, lo_ms: u64, hi_ms: u64) -> Duration {
        let s = &mut self.0;
        *s ^= *s << 13;
        *s ^= *s >> 7;
        *s ^= *s << 17;
        Duration::from_millis(lo_ms + *s % (hi_ms - lo_ms).max(1))
    }
}

/// What `narrator serve` logs once the games it resumed have sent all they
/// still owed: after it, a restart that repeats nothing has shown it.
pub const OWED_SENT: &str = "the resumed games' owed messages have gone out";

/// Waits (at most a minute) until the log file at `log` holds `needle` at
/// least `times` times (a bot restarted on the same log writes each of its
/// start-up lines once per start).
pub fn wait_log(log: &Path, needle: &str, times: usize) {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let so_far = std::fs::read_to_string(log).unwrap_or_default();
        if so_far.matches(needle).count() >= times {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "{needle:?} was not logged {times} times:\n{so_far}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Runs `restart`, which restarts the bot that logs to `log`, and waits
/// until the new process has sent what its games still owed: a restart
/// that repeats nothing has shown it then.
pub fn restart_settled(log: &Path, restart: impl FnOnce()) {
    let starts = std::fs::read_to_string(log)
        .unwrap_or_default()
        .matches(OWED_SENT)
        .count();
    restart();
    wait_log(log, OWED_SENT, starts + 1);
}

/// Milliseconds since the epoch, as the Telegram emulator stamps arrivals.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// When (ms since the epoch) each line of the bot's log at `log` that
/// holds `needle` was written, in order: a line starts with its RFC 3339
/// time in UTC (after a colour code, as tracing writes it).
pub fn logged_at(log: &Path, needle: &str) -> Vec<u64> {
    std::fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .filter(|line| line.contains(needle))
        .filter_map(|line| {
            // The colour codes are ESC [ … m.
            let mut plain = String::new();
            let mut chars = line.chars();
            while let Some(c) = chars.next() {
                if c == '\u{1b}' {
                    chars.by_ref().find(|&c| c == 'm');
                } else {
                    plain.push(c);
                }
            }
            let time = plain.split_whitespace().next()?;
            chrono::DateTime::parse_from_rfc3339(time).ok()
        })
        .filter_map(|time| u64::try_from(time.timestamp_millis()).ok())
        .collect()
}
