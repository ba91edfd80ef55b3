//! Persistence for narrator, in SQLite or PostgreSQL: the input log,
//! delivery tracking, results and settings, and the leases and input queue
//! that let several processes share one PostgreSQL database.
//!
//! A game is stored as its setup and the ordered log of inputs it received;
//! replaying the log through the engine rebuilds the game, so the log is the
//! only game state that has to be durable. Next to it the store records
//! which effects (messages) were already delivered, so a resumed game does
//! not send them twice, and the result of finished games for statistics.
//!
//! The store is opaque about game content: setups, inputs and results are
//! JSON text the runtime hands in and gets back unchanged. It only checks
//! that the text is JSON, so the log never holds something no engine can
//! read.
//!
//! All writes go through one writer task that commits many callers' writes
//! in one transaction (group commit, see [`Store::append_input`]); reads go
//! through a small connection pool and never wait for the writer (WAL on
//! SQLite, snapshots on PostgreSQL).
//!
//! The database is chosen by its URL ([`Store::open`]); every method works
//! the same on both, with the same guarantees.
//!
//! Several processes may share a PostgreSQL database. Each running game is
//! then owned by one process at a time through a [`Lease`]; its epoch
//! fences a process that lost the game ([`Store::append_input_fenced`]),
//! and an input arriving at another process reaches the owner through the
//! database's input queue ([`Store::enqueue_input`], [`Store::take_queued`],
//! [`Store::queue_notifications`]); an update a platform delivers to two of
//! them is handled by the first to see it ([`Store::first_sighting`]). A
//! SQLite database has the same tables, so the API is one.
//!
//! On PostgreSQL the writer writes a batch again when the server rolled it
//! back to break a deadlock, or the connection broke; a batch whose COMMIT
//! went unanswered is first looked for in the database, so a write that
//! went through is answered as done, never made twice (see `writer.rs`).

#![warn(missing_docs)]

mod backend;
mod error;
mod lease;
mod postgres;
mod problem;
mod relay;
mod results;
mod shards;
mod site;
mod statement;
pub mod stats;
mod updates;
mod watch;
mod writer;

use std::collections::BTreeSet;
use std::fmt;
use std::hash::{BuildHasher, RandomState};
use std::path::PathBuf;
use std::str::FromStr;
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use narrator_lock::LockExt;
use serde::{Deserialize, Serialize};
use sqlx::ConnectOptions;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use tokio::sync::{broadcast, mpsc, oneshot};
use tokio::task::JoinHandle;

use backend::{Backend, Backends, Pools, Schema, dispatch};
pub use error::StoreError;
pub use lease::{DEFAULT_LEASE, Epoch, Lease, QueueEvent, QueueNotifications, QueuedInput};
pub use problem::DbProblem;
pub use relay::RelayOutcome;
pub use results::{Controller, PlayerResult, ResultFilter, SeatResult};
pub use shards::ShardSet;
pub use site::{GameSummary, ResultsStamp, SiteTotals};
pub use updates::{KeptUpdate, PendingUpdate};

use writer::Op;

/// A game's id, assigned by the database when the game is created. Never
/// reused, so an id in a log or a chat message names one game forever.
pub type GameId = i64;

/// One effect's identity: the input that produced it and its index among
/// that input's effects.
///
/// Replaying an input yields the same effects in the same order, so this
/// pair names an effect across restarts without storing the effect itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct EffectKey {
    /// The seq of the input that produced the effect.
    pub seq: u64,
    /// The effect's position among that input's effects, from 0.
    pub index: u32,
}

impl fmt::Display for EffectKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.seq, self.index)
    }
}

/// A game to create: what the runtime needs to rebuild it from its inputs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGame {
    /// Which game it is (e.g. "mafia"), so the runtime picks the engine.
    pub kind: String,
    /// Where it is played, e.g. "console" or "telegram:-100123"; lets a
    /// surface find its unfinished game again.
    pub surface: String,
    /// The engine's setup (players, ruleset, seed, …) as JSON text.
    pub setup_json: String,
    /// Creation time, milliseconds since the Unix epoch.
    pub created_at_ms: i64,
}

/// One input in a game's log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredInput {
    /// Position in the game's log: 0 for the first input, then contiguous.
    pub seq: u64,
    /// The input as JSON text.
    pub input_json: String,
    /// When the input arrived, milliseconds since the Unix epoch.
    pub at_ms: i64,
}

/// A game as stored: enough to rebuild it by replaying `inputs`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredGame {
    /// The game's id.
    pub id: GameId,
    /// See [`NewGame::kind`].
    pub kind: String,
    /// See [`NewGame::surface`].
    pub surface: String,
    /// See [`NewGame::setup_json`].
    pub setup_json: String,
    /// See [`NewGame::created_at_ms`].
    pub created_at_ms: i64,
    /// The whole log, ordered by seq, seqs 0, 1, 2, … without gaps.
    pub inputs: Vec<StoredInput>,
    /// The result, once the game is finished.
    pub finished: Option<FinishedGame>,
}

/// A finished game's result, kept for statistics.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishedGame {
    /// The result as JSON text.
    pub result_json: String,
    /// When the game finished, milliseconds since the Unix epoch.
    pub finished_at_ms: i64,
}

/// Handle to a narrator database.
///
/// Cheap to clone (an `Arc` inside) and `Send + Sync`, so every task can
/// keep its own copy. All clones share one writer task and one read pool.
#[derive(Clone, Debug)]
pub struct Store {
    inner: Arc<Inner>,
}

#[derive(Debug)]
struct Inner {
    /// Requests to the writer task.
    writes: mpsc::Sender<Op>,
    /// Connections for reads.
    reads: Pools,
    /// The writer's single connection (the same pool as `reads` for an
    /// in-memory database, which exists only while a connection holds it).
    write_pool: Pools,
    /// The writer task, taken by [`Store::close`].
    writer: Mutex<Option<JoinHandle<()>>>,
    /// What errors name.
    place: Place,
    /// The file as opened, so a failed read on a file deleted or moved
    /// away says so rather than what SQLite saw at the path.
    watched: Option<watch::Watched>,
    /// Inputs enqueued by this process, announced to its listeners (on
    /// SQLite, where this process is the only one; PostgreSQL announces
    /// them to every process). Dropped by [`Store::close`], which ends the
    /// listeners.
    queued: Mutex<Option<broadcast::Sender<GameId>>>,
    /// Names this handle among every process's: with a counter, each
    /// [`Store::first_sighting`] request (see [`sighter`]).
    sighter: String,
    /// Sighting requests made so far.
    sightings: AtomicU64,
}

/// Where the database is, as errors name it.
#[derive(Debug)]
enum Place {
    /// A SQLite database in memory: nothing to name.
    Memory,
    /// A SQLite database file.
    File(PathBuf),
    /// A PostgreSQL database, by its URL without the password.
    Server(String),
}

/// Requests that may wait for the writer before callers are slowed down
/// (back-pressure instead of unbounded memory).
const WRITE_QUEUE: usize = 16 * 1024;

/// Connections for reads on an on-disk database: enough for two cores.
const READ_CONNECTIONS: u32 = 4;

/// The writer connection's page cache, in KiB (negative `cache_size`).
const WRITER_CACHE_KIB: &str = "-16384";

/// WAL pages (64 MiB) after which the writer checkpoints by itself.
///
/// Normally the checkpointer task copies the WAL into the database file in
/// the background, and whenever writes pause for a moment it catches up and
/// the next commit starts the WAL over. Under continuous load a background
/// checkpoint always trails the writer, so the WAL would grow without end;
/// the writer's own checkpoint (which cannot trail) bounds it. That one
/// stalls one batch for a few milliseconds (copying what the background has
/// not, two fsyncs), so it must be rare: SQLite's default of 1,000 pages
/// meant 25 stalls a second at 20,000 inputs/s and a p99 several times
/// higher than with 16,384 pages.
const WRITER_AUTOCHECKPOINT_PAGES: &str = "16384";

/// How long a statement waits for a lock held by another process.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Queue announcements a slow listener may fall behind by before it is
/// told it missed some.
const QUEUE_NOTICES: usize = 1024;

pub(crate) fn check_json(text: &str, what: impl FnOnce() -> String) -> Result<(), StoreError> {
    serde_json::from_str::<serde::de::IgnoredAny>(text)
        .map(drop)
        .map_err(|error| StoreError::InvalidJson {
            what: what(),
            error: error.to_string(),
        })
}

fn to_i64(value: u64, what: impl FnOnce() -> String) -> Result<i64, StoreError> {
    i64::try_from(value).map_err(|_| StoreError::OutOfRange {
        what: what(),
        value,
    })
}

/// A duration in milliseconds for the database (a hold, a lease), capped
/// far below the clock's end so adding it to the time cannot overflow.
pub(crate) fn ms(span: std::time::Duration) -> i64 {
    i64::try_from(span.as_millis()).unwrap_or(i64::MAX / 2)
}

/// A name for one store handle, unique among all processes on all hosts
/// sharing a database in practice: the process id, the time, and a random
/// number.
fn sighter() -> String {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_nanos());
    // A fresh RandomState is randomly keyed.
    let random = RandomState::new().hash_one(nanos);
    format!("{}-{nanos:x}-{random:016x}", std::process::id())
}

/// A lease's time to live in whole milliseconds (at most `i64::MAX`).
fn ttl_ms(ttl: Duration) -> i64 {
    i64::try_from(ttl.as_millis()).unwrap_or(i64::MAX)
}

/// Checks that stored text is JSON, reporting damage as corruption.
pub(crate) fn stored_json(text: &str, game: GameId, place: &str) -> Result<(), StoreError> {
    check_json(text, String::new).map_err(|error| match error {
        StoreError::InvalidJson { error, .. } => StoreError::Corrupt {
            game,
            detail: format!("{place} is not valid JSON: {error}"),
        },
        other => other,
    })
}

/// One unfinished game as [`Store::load_unfinished_on`] read it.
#[derive(Debug)]
pub struct Unfinished {
    /// The game's id.
    pub id: GameId,
    /// The game with its log and its delivered effects, or why its rows
    /// do not read.
    pub loaded: Result<(StoredGame, BTreeSet<EffectKey>), StoreError>,
}

impl Store {
    /// Opens the database at `url` and brings its schema up to date.
    ///
    /// - `sqlite://narrator.db` (or `sqlite::memory:`): a SQLite database,
    ///   created when missing. The connections use WAL (readers never wait
    ///   for the writer), `synchronous=NORMAL` (a commit costs no fsync; a
    ///   committed write survives a crash of narrator, and only an OS crash
    ///   or power loss can lose the last commits), foreign keys and a busy
    ///   timeout for other processes holding a lock.
    /// - `postgres://user:password@host:port/database` (or
    ///   `postgresql://…`): a database on a PostgreSQL server, which must
    ///   exist (narrator creates its tables in it). A commit is durable as
    ///   the server's `synchronous_commit` makes it (by default: on disk).
    ///
    /// Refuses, without changing anything, a database that is not
    /// narrator's ([`StoreError::NotNarrator`]) and one a newer narrator
    /// migrated ([`StoreError::SchemaTooNew`]).
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            return postgres::open(url).await;
        }
        // sqlx would take any other text for a file name.
        if !url.starts_with("sqlite:") {
            return Err(StoreError::Open {
                path: url.to_owned(),
                problem: DbProblem::BadUrl(
                    "narrator stores its games in SQLite or PostgreSQL".into(),
                ),
            });
        }
        let plain = SqliteConnectOptions::from_str(url)
            .map_err(|e| StoreError::open(None, url, &e))?
            .create_if_missing(true)
            .foreign_keys(true)
            .busy_timeout(BUSY_TIMEOUT);
        // sqlx gives an in-memory database a shared cache that lives while a
        // connection is open: keep exactly one, forever. It starts empty, so
        // there is nothing to check.
        let in_memory = url.contains(":memory:") || url.contains("mode=memory");
        let file = (!in_memory).then(|| plain.get_filename().to_path_buf());
        let open_error = |e: sqlx::Error| StoreError::open(file.as_deref(), url, &e);
        // The schema's reads and the migrations fail like opening does (a
        // damaged file, a full disk): say so the same way.
        let while_opening = |e: StoreError| match e {
            StoreError::Database { sqlx: Some(e), .. } => {
                StoreError::open(file.as_deref(), url, &e)
            }
            other => other,
        };
        if let Some(problem) = file.as_deref().and_then(problem::unwritable) {
            // SQLite would open it read-only without a word and fail at
            // the first move of a game.
            return Err(StoreError::Open {
                path: error::shown(file.as_deref(), url),
                problem,
            });
        }
        if !in_memory {
            let mut conn = plain.connect().await.map_err(open_error)?;
            let checked = sqlx::Sqlite::check(&mut conn, &error::shown(file.as_deref(), url)).await;
            drop(sqlx::Connection::close(conn).await);
            checked.map_err(while_opening)?;
        }

        let options = plain
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            // Statement journals (needed by multi-row INSERTs with
            // constraints) and temporary b-trees stay in memory.
            .pragma("temp_store", "memory")
            // Truncate the WAL file after a checkpoint lets it restart, so
            // a burst does not leave a huge file behind.
            .pragma("journal_size_limit", "67108864");
        // The writer gets a larger page cache: the input index is touched at
        // one place per active game per commit.
        let write_options = if in_memory {
            options.clone()
        } else {
            options
                .clone()
                .pragma("cache_size", WRITER_CACHE_KIB)
                .pragma("wal_autocheckpoint", WRITER_AUTOCHECKPOINT_PAGES)
                .statement_cache_capacity(writer::WRITER_STATEMENT_CACHE)
        };
        let write_pool = SqlitePoolOptions::new()
            .max_connections(1)
            .min_connections(1)
            // A SQLite connection cannot go stale like a network one; the
            // ping would cost a round trip to its worker thread per batch.
            .test_before_acquire(false)
            .idle_timeout(None)
            .max_lifetime(None)
            .connect_with(write_options)
            .await
            .map_err(open_error)?;
        if let Err(error) = sqlx::Sqlite::migrate(&write_pool).await {
            write_pool.close().await;
            return Err(while_opening(error));
        }
        let reads = if in_memory {
            write_pool.clone()
        } else {
            SqlitePoolOptions::new()
                .max_connections(READ_CONNECTIONS)
                .test_before_acquire(false)
                // A read never creates the database: with the file gone, a
                // new read connection would make an empty one at the path.
                .connect_with(options.create_if_missing(false))
                .await
                .map_err(open_error)?
        };

        let checkpoints = (!in_memory).then(|| reads.clone());
        let watched = file.as_deref().map(watch::Watched::new);
        let writer_watched = file.as_deref().map(watch::Watched::new);
        let place = match file {
            Some(file) => Place::File(file),
            None => Place::Memory,
        };
        Ok(Store::start(
            Backends::Sqlite(reads),
            Backends::Sqlite(write_pool),
            checkpoints,
            place,
            watched,
            writer_watched,
        ))
    }

    /// Starts the writer task over opened pools.
    fn start(
        reads: Pools,
        write_pool: Pools,
        checkpoints: Option<sqlx::SqlitePool>,
        place: Place,
        watched: Option<watch::Watched>,
        writer_watched: Option<watch::Watched>,
    ) -> Store {
        let (writes, queue) = mpsc::channel(WRITE_QUEUE);
        let (queued, _) = broadcast::channel(QUEUE_NOTICES);
        let local_notices = matches!(reads, Backends::Sqlite(_)).then(|| queued.clone());
        let writer = tokio::spawn(writer::run(
            write_pool.clone(),
            queue,
            checkpoints,
            writer_watched,
            local_notices,
        ));
        Store {
            inner: Arc::new(Inner {
                writes,
                reads,
                write_pool,
                writer: Mutex::new(Some(writer)),
                place,
                watched,
                queued: Mutex::new(Some(queued)),
                sighter: sighter(),
                sightings: AtomicU64::new(0),
            }),
        }
    }

    /// Sends a request to the writer task and waits for its answer.
    async fn write<T>(&self, op: impl FnOnce(writer::Reply<T>) -> Op) -> Result<T, StoreError> {
        let (reply, answer) = oneshot::channel();
        self.inner
            .writes
            .send(op(reply))
            .await
            .map_err(|_| StoreError::Closed)?;
        answer
            .await
            .map_err(|_| StoreError::Closed)?
            .map_err(|e| self.locate(e))
    }

    /// Names the database in a database failure.
    fn locate(&self, error: StoreError) -> StoreError {
        match &self.inner.place {
            Place::File(file) => error.located(file),
            Place::Server(url) => error.on_server(url),
            Place::Memory => error,
        }
    }

    /// A failed read, naming the database; on a file deleted or moved away
    /// meanwhile, says so.
    fn db(&self, error: StoreError) -> StoreError {
        match (&self.inner.watched, error) {
            (
                Some(watched),
                StoreError::Database {
                    sqlx: Some(sqlx), ..
                },
            ) if !watched.still_there() => StoreError::Database {
                path: Some(watched.path().display().to_string()),
                problem: problem::DbProblem::Deleted,
                sqlx: Some(sqlx),
            },
            (_, error) => self.locate(error),
        }
    }

    /// Creates a game and returns its new id. Durable when it returns.
    ///
    /// Refuses a setup that is not JSON.
    pub async fn create_game(&self, game: NewGame) -> Result<GameId, StoreError> {
        check_json(&game.setup_json, || "the game's setup".to_owned())?;
        self.write(|reply| Op::Create { game, reply }).await
    }

    /// Appends one input to a game's log. Durable when it returns.
    ///
    /// Group commit: a single writer task batches appends from many games
    /// into one transaction (multi-row `INSERT`s), so many concurrent
    /// callers get high throughput while each still waits for its own
    /// commit.
    ///
    /// `input.seq` must be the next one for the game (0-based, contiguous):
    /// a duplicate or a gap is refused with [`StoreError::SeqMismatch`]
    /// naming the game and the seqs, so the log always replays to one
    /// state. Also refused: an unknown or finished game, and input text
    /// that is not JSON.
    pub async fn append_input(&self, game: GameId, input: StoredInput) -> Result<(), StoreError> {
        self.append(game, input, None).await
    }

    /// [`Store::append_input`] by the holder of the game's lease with
    /// `epoch` (see [`Store::acquire_lease`]): refused with
    /// [`StoreError::LeaseLost`], changing nothing, once the game's lease
    /// has another epoch (another process took the game, or it was
    /// released). The epoch is checked in the transaction that writes the
    /// input, holding the lease row until it commits, so an input is never
    /// added after the game changed hands.
    pub async fn append_input_fenced(
        &self,
        game: GameId,
        epoch: Epoch,
        input: StoredInput,
    ) -> Result<(), StoreError> {
        self.append(game, input, Some(epoch)).await
    }

    async fn append(
        &self,
        game: GameId,
        input: StoredInput,
        fence: Option<Epoch>,
    ) -> Result<(), StoreError> {
        to_i64(input.seq, || format!("game {game} input seq"))?;
        check_json(&input.input_json, || {
            format!("game {game} input seq {}", input.seq)
        })?;
        self.write(|reply| Op::Append {
            game,
            input,
            fence,
            reply,
        })
        .await
    }

    /// Records that these effects of the game were delivered, so a resumed
    /// game skips them. Idempotent: marking an effect again is not an error.
    /// Durable when it returns (batched with appends).
    ///
    /// Each effect's input must be in the log
    /// ([`StoreError::EffectOfUnknownInput`]); the game may be finished,
    /// since the final input's effects are delivered after the result is
    /// known.
    pub async fn mark_delivered(&self, game: GameId, keys: &[EffectKey]) -> Result<(), StoreError> {
        if keys.is_empty() {
            return Ok(());
        }
        for key in keys {
            to_i64(key.seq, || format!("game {game} effect {key} seq"))?;
        }
        let keys = keys.to_vec();
        self.write(|reply| Op::Deliver { game, keys, reply }).await
    }

    /// The effects of the game recorded as delivered.
    pub async fn delivered(&self, game: GameId) -> Result<BTreeSet<EffectKey>, StoreError> {
        dispatch!(&self.inner.reads, |Db, pool| Db::delivered(pool, game)
            .await)
        .map_err(|e| self.db(e))
    }

    /// Loads a game with its whole log, ordered by seq, from one consistent
    /// snapshot.
    ///
    /// Damage in the game's rows (a NULL or non-text value where text
    /// belongs, text that is not JSON, a gap in the seqs, inconsistent
    /// result columns) gives [`StoreError::Corrupt`] naming the game; other
    /// games are unaffected.
    pub async fn load_game(&self, game: GameId) -> Result<StoredGame, StoreError> {
        dispatch!(&self.inner.reads, |Db, pool| Db::load_game(pool, game)
            .await)
        .map_err(|e| self.db(e))
    }

    /// Every game without a result whose surface starts with `prefix`,
    /// with its whole log and its delivered effects, from one consistent
    /// snapshot in three queries: what a platform resumes after a restart.
    /// A game with damaged rows comes as its own error (see
    /// [`Store::load_game`]); the others load.
    pub async fn load_unfinished_on(&self, prefix: &str) -> Result<Vec<Unfinished>, StoreError> {
        dispatch!(&self.inner.reads, |Db, pool| Db::load_unfinished_on(
            pool, prefix
        )
        .await)
        .map_err(|e| self.db(e))
    }

    /// The ids of all games without a result, oldest first: what the
    /// runtime resumes after a restart. Reads only ids, so a game with
    /// damaged rows is still listed (and fails on its own in
    /// [`Store::load_game`]).
    pub async fn unfinished_games(&self) -> Result<Vec<GameId>, StoreError> {
        dispatch!(&self.inner.reads, |Db, pool| Db::unfinished_games(pool)
            .await)
        .map_err(|e| self.db(e))
    }

    /// The ids of the games without a result whose surface starts with
    /// `prefix` (e.g. `telegram:`), oldest first: what one platform
    /// resumes after a restart, without loading the others.
    pub async fn unfinished_games_on(&self, prefix: &str) -> Result<Vec<GameId>, StoreError> {
        dispatch!(&self.inner.reads, |Db, pool| Db::unfinished_games_on(
            pool, prefix
        )
        .await)
        .map_err(|e| self.db(e))
    }

    /// Each game without a result whose surface starts with `prefix`, as
    /// `(id, surface, setup_json)`, oldest first, in one query: what a
    /// platform needs to know its games before they are rebuilt. A row that
    /// does not read is left out with a warning (it fails on its own when
    /// the game is loaded).
    pub async fn unfinished_setups_on(
        &self,
        prefix: &str,
    ) -> Result<Vec<(GameId, String, String)>, StoreError> {
        dispatch!(&self.inner.reads, |Db, pool| Db::unfinished_setups_on(
            pool, prefix
        )
        .await)
        .map_err(|e| self.db(e))
    }

    /// The most recent unfinished game on a surface (the terminal's
    /// `play --resume`), by creation time, then id.
    pub async fn latest_unfinished(&self, surface: &str) -> Result<Option<GameId>, StoreError> {
        dispatch!(&self.inner.reads, |Db, pool| Db::latest_unfinished(
            pool, surface
        )
        .await)
        .map_err(|e| self.db(e))
    }

    /// Stores a game's result; the game then takes no more inputs and drops
    /// out of [`Store::unfinished_games`]. Durable when it returns.
    ///
    /// Refuses an unknown or already finished game (the first result is
    /// kept) and a result that is not JSON.
    pub async fn finish_game(
        &self,
        game: GameId,
        result_json: String,
        finished_at_ms: i64,
    ) -> Result<(), StoreError> {
        self.finish(game, result_json, finished_at_ms, Vec::new(), None)
            .await
    }

    /// [`Store::finish_game`] that also records each seat's result for
    /// statistics, in the same transaction: a game has per-player results
    /// exactly when it is finished. Recording is idempotent (one row per
    /// game and seat), and a second finish is refused like
    /// [`Store::finish_game`]'s.
    pub async fn finish_game_with(
        &self,
        game: GameId,
        result_json: String,
        finished_at_ms: i64,
        players: Vec<SeatResult>,
    ) -> Result<(), StoreError> {
        self.finish(game, result_json, finished_at_ms, players, None)
            .await
    }

    /// [`Store::finish_game_with`] by the holder of the game's lease with
    /// `epoch`, fenced like [`Store::append_input_fenced`].
    pub async fn finish_game_fenced(
        &self,
        game: GameId,
        epoch: Epoch,
        result_json: String,
        finished_at_ms: i64,
        players: Vec<SeatResult>,
    ) -> Result<(), StoreError> {
        self.finish(game, result_json, finished_at_ms, players, Some(epoch))
            .await
    }

    async fn finish(
        &self,
        game: GameId,
        result_json: String,
        finished_at_ms: i64,
        players: Vec<SeatResult>,
        fence: Option<Epoch>,
    ) -> Result<(), StoreError> {
        check_json(&result_json, || format!("game {game}'s result"))?;
        self.write(|reply| Op::Finish {
            game,
            result_json,
            finished_at_ms,
            players,
            fence,
            reply,
        })
        .await
    }

    /// The ids of up to `limit` games played to an end on `surface` (a
    /// chat), most recently finished first. Lobbies that closed before a
    /// game began (stored with a `null` result) are left out.
    pub async fn finished_in(&self, surface: &str, limit: u32) -> Result<Vec<GameId>, StoreError> {
        dispatch!(&self.inner.reads, |Db, pool| Db::finished_in(
            pool, surface, limit
        )
        .await)
        .map_err(|e| self.db(e))
    }

    /// Per-player results of finished games matching `filter`, in the order
    /// the games ended (then by game and seat). Rows only exist for
    /// finished games, so a running game is never seen here.
    ///
    /// A damaged row is left out with a warning rather than failing the
    /// whole list.
    pub async fn player_results(
        &self,
        filter: &ResultFilter,
    ) -> Result<Vec<PlayerResult>, StoreError> {
        dispatch!(&self.inner.reads, |Db, pool| Db::player_results(
            pool, filter
        )
        .await)
        .map_err(|e| self.db(e))
    }

    /// The finished games of `kind` played in a mode with a person at the
    /// table (see [`stats::mode_games`]): what each mode's real balance is
    /// counted from.
    pub async fn mode_games(&self, kind: &str) -> Result<Vec<stats::ModeGame>, StoreError> {
        let filter = ResultFilter {
            kind: Some(kind.to_owned()),
            in_a_mode: true,
            ..ResultFilter::default()
        };
        Ok(stats::mode_games(&self.player_results(&filter).await?))
    }

    /// Up to `limit` finished games with their results, most recently
    /// finished first; results are kept for statistics.
    ///
    /// A game whose result row is damaged is left out (with a warning in
    /// the log) rather than failing the whole list.
    pub async fn finished_games(
        &self,
        limit: u32,
    ) -> Result<Vec<(GameId, FinishedGame)>, StoreError> {
        dispatch!(&self.inner.reads, |Db, pool| Db::finished_games(
            pool, limit
        )
        .await)
        .map_err(|e| self.db(e))
    }

    /// A setting in a scope (e.g. a chat's default ruleset), if set.
    pub async fn get_setting(&self, scope: &str, key: &str) -> Result<Option<String>, StoreError> {
        dispatch!(&self.inner.reads, |Db, pool| Db::get_setting(
            pool, scope, key
        )
        .await)
        .map_err(|e| self.db(e))
    }

    /// Every setting in a scope, sorted by key.
    pub async fn settings_in(&self, scope: &str) -> Result<Vec<(String, String)>, StoreError> {
        dispatch!(&self.inner.reads, |Db, pool| Db::settings_in(pool, scope)
            .await)
        .map_err(|e| self.db(e))
    }

    /// Sets (or replaces) a setting in a scope. Durable when it returns.
    /// Values are plain text; the store does not require JSON here.
    pub async fn set_setting(&self, scope: &str, key: &str, value: &str) -> Result<(), StoreError> {
        let (scope, key, value) = (scope.to_owned(), key.to_owned(), value.to_owned());
        self.write(|reply| Op::SetSetting {
            scope,
            key,
            value,
            replace: true,
            reply,
        })
        .await
    }

    /// The setting in a scope, set to `value` first if it was not set:
    /// of several processes setting it at once, the first write stays
    /// and every one of them reads it back.
    pub async fn setting_or_set(
        &self,
        scope: &str,
        key: &str,
        value: &str,
    ) -> Result<String, StoreError> {
        if let Some(set) = self.get_setting(scope, key).await? {
            return Ok(set);
        }
        let (owned_scope, owned_key, owned_value) =
            (scope.to_owned(), key.to_owned(), value.to_owned());
        self.write(|reply| Op::SetSetting {
            scope: owned_scope,
            key: owned_key,
            value: owned_value,
            replace: false,
            reply,
        })
        .await?;
        Ok(self
            .get_setting(scope, key)
            .await?
            .unwrap_or_else(|| value.to_owned()))
    }

    /// Takes the game's lease for `owner` (a name unique to the process,
    /// e.g. host, process id and start time) for `ttl`, if nobody holds it:
    /// never taken, released, or expired by the database's clock. Each
    /// taking gives the lease the next epoch, which the new owner's fenced
    /// writes carry ([`Store::append_input_fenced`]). Durable when it
    /// returns.
    ///
    /// `None` while somebody (this owner too) holds it unexpired: an owner
    /// keeps its lease with [`Store::renew_lease`]. Refuses an unknown
    /// game.
    pub async fn acquire_lease(
        &self,
        game: GameId,
        owner: &str,
        ttl: Duration,
    ) -> Result<Option<Lease>, StoreError> {
        let owner = owner.to_owned();
        let ttl_ms = ttl_ms(ttl);
        self.write(|reply| Op::Acquire {
            game,
            owner,
            ttl_ms,
            reply,
        })
        .await
    }

    /// [`Store::acquire_lease`] for every unfinished game whose surface
    /// starts with `prefix`, in one statement: takes each lease nobody
    /// holds (never taken, released, or expired by the database's clock)
    /// and answers those taken, by game id. What a process starting up or
    /// taking over a stopped one's games does, without a round trip per
    /// game. Durable when it returns.
    pub async fn acquire_free_leases(
        &self,
        prefix: &str,
        owner: &str,
        ttl: Duration,
    ) -> Result<Vec<Lease>, StoreError> {
        let (prefix, owner) = (prefix.to_owned(), owner.to_owned());
        let ttl_ms = ttl_ms(ttl);
        self.write(|reply| Op::Claim {
            prefix,
            owner,
            ttl_ms,
            reply,
        })
        .await
    }

    /// Extends a lease still held to `ttl` from now. An expired lease
    /// nobody took yet is still the owner's and is renewed; one that
    /// changed hands gives [`StoreError::LeaseLost`].
    pub async fn renew_lease(&self, lease: &Lease, ttl: Duration) -> Result<Lease, StoreError> {
        let (game, owner, epoch) = (lease.game, lease.owner.clone(), lease.epoch);
        let ttl_ms = ttl_ms(ttl);
        self.write(|reply| Op::Renew {
            game,
            owner,
            epoch,
            ttl_ms,
            reply,
        })
        .await
    }

    /// Gives a lease up, so another process may take the game at once; the
    /// epoch moves on, so writes fenced with this lease are refused from
    /// now on. Answers whether the lease was still held (releasing a lost
    /// lease changes nothing).
    pub async fn release_lease(&self, lease: &Lease) -> Result<bool, StoreError> {
        let (game, owner, epoch) = (lease.game, lease.owner.clone(), lease.epoch);
        self.write(|reply| Op::Release {
            game,
            owner,
            epoch,
            reply,
        })
        .await
    }

    /// The game's lease as last taken or renewed (it may have expired
    /// since), or `None` when nobody holds it (never taken, or released).
    pub async fn lease(&self, game: GameId) -> Result<Option<Lease>, StoreError> {
        dispatch!(&self.inner.reads, |Db, pool| Db::lease(pool, game).await).map_err(|e| self.db(e))
    }

    /// The unfinished games whose surface starts with `prefix` that nobody
    /// holds a live lease on (never taken, released, or expired by the
    /// database's clock), oldest first: what a process may take over.
    pub async fn games_with_expired_leases(&self, prefix: &str) -> Result<Vec<GameId>, StoreError> {
        dispatch!(&self.inner.reads, |Db, pool| Db::games_with_expired_leases(
            pool, prefix
        )
        .await)
        .map_err(|e| self.db(e))
    }

    /// Queues an input for the game's owner, from a process that does not
    /// own the game; answers the input's place in the queue (queue ids grow
    /// in arrival order). Durable when it returns; the owner is told
    /// through [`Store::queue_notifications`] once it is.
    ///
    /// Refuses text that is not JSON, and an unknown or finished game.
    pub async fn enqueue_input(
        &self,
        game: GameId,
        input_json: String,
        at_ms: i64,
    ) -> Result<i64, StoreError> {
        check_json(&input_json, || format!("a queued input for game {game}"))?;
        self.write(|reply| Op::Enqueue {
            game,
            input_json,
            at_ms,
            relayed: false,
            reply,
        })
        .await
    }

    /// Queues a chat event (a press, a private message, a command, as JSON
    /// the front reads) for the front of the process that owns the game,
    /// in order with the game's queued inputs; answers its queue id, which
    /// names the owner's answer ([`Store::take_relay_answer`]). Refuses
    /// text that is not JSON, and an unknown or finished game.
    pub async fn relay(
        &self,
        game: GameId,
        event_json: String,
        at_ms: i64,
    ) -> Result<i64, StoreError> {
        check_json(&event_json, || format!("a relayed event for game {game}"))?;
        self.write(|reply| Op::Enqueue {
            game,
            input_json: event_json,
            at_ms,
            relayed: true,
            reply,
        })
        .await
    }

    /// The game's queue, in arrival order, for the holder of its lease
    /// with `epoch` ([`StoreError::LeaseLost`] otherwise): the inputs queued
    /// after `done` and every relayed event. The inputs up to `done` are
    /// removed: the caller has dealt with them, and its log says which it
    /// applied (so an input stays queued until the owner's log holds it,
    /// and a new owner after a crash knows which to skip). A relayed event
    /// is returned once to each epoch's owner and stays queued until it is
    /// answered ([`Store::answer_relay`]): an owner that dies before
    /// answering leaves it to the next. Empty when nothing is queued.
    pub async fn take_queued(
        &self,
        game: GameId,
        epoch: Epoch,
        done: i64,
    ) -> Result<Vec<QueuedInput>, StoreError> {
        self.write(|reply| Op::Take {
            game,
            epoch,
            done,
            reply,
        })
        .await
    }

    /// Announcements of inputs queued from now on (by any process on
    /// PostgreSQL, by this one on SQLite, where it is the only one). On
    /// PostgreSQL this opens a connection of its own (LISTEN).
    pub async fn queue_notifications(&self) -> Result<QueueNotifications, StoreError> {
        match &self.inner.reads {
            Backends::Sqlite(_) => {
                let queued = self.inner.queued.lock_or_recover();
                let queued = queued.as_ref().ok_or(StoreError::Closed)?;
                Ok(QueueNotifications::local(queued.subscribe()))
            }
            Backends::Postgres(pool) => {
                let shown = match &self.inner.place {
                    Place::Server(shown) => shown.as_str(),
                    Place::Memory | Place::File(_) => "",
                };
                QueueNotifications::listen(pool, shown).await
            }
        }
    }

    /// Records that the update `id` was seen in `scope` (e.g. one bot's
    /// Telegram updates) at `at_ms`, and answers whether this call was the
    /// first to see it, among all processes sharing the database: of any
    /// number of calls with the same scope and id, exactly one answers
    /// `true`. Durable when it returns.
    ///
    /// A platform that pushes updates to several processes (Telegram's
    /// webhook behind a load balancer) may deliver one update twice; the
    /// process that gets `false` drops its copy. Sightings are forgotten
    /// after a day (by the times given), so an id seen again after that
    /// counts as new.
    pub async fn first_sighting(
        &self,
        scope: &str,
        id: i64,
        at_ms: i64,
    ) -> Result<bool, StoreError> {
        self.sight(scope, id, at_ms, None).await
    }

    /// Whether several processes can share this database (PostgreSQL):
    /// each then runs only the games it holds a lease on. A SQLite file
    /// belongs to one process.
    pub fn shared(&self) -> bool {
        matches!(self.inner.place, Place::Server(_))
    }

    /// Writes every request already queued, then closes the database. Other
    /// clones of this store get [`StoreError::Closed`] afterwards.
    pub async fn close(self) {
        let (reply, done) = oneshot::channel();
        if self.inner.writes.send(Op::Shutdown { reply }).await.is_ok() {
            drop(done.await);
        }
        let writer = self.inner.writer.lock_or_recover().take();
        if let Some(writer) = writer {
            drop(writer.await);
        }
        drop(self.inner.queued.lock_or_recover().take());
        self.inner.reads.close().await;
        self.inner.write_pool.close().await;
    }
}
