//! SQLite persistence for narrator: the input log, delivery tracking,
//! results and settings.
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
//! through a small connection pool and, thanks to WAL, never wait for the
//! writer.

#![warn(missing_docs)]

mod error;
mod problem;
mod results;
mod schema;
pub mod stats;
mod watch;
mod writer;

use std::collections::BTreeSet;
use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde::{Deserialize, Serialize};
use sqlx::SqlitePool;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteRow, SqliteSynchronous,
};
use sqlx::{ConnectOptions, Connection, Row};
use tokio::sync::{mpsc, oneshot};
use tokio::task::JoinHandle;

pub use error::StoreError;
pub use problem::DbProblem;
pub use results::{Controller, PlayerResult, ResultFilter, SeatResult};

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
    reads: SqlitePool,
    /// The writer's single connection (the same pool as `reads` for an
    /// in-memory database, which exists only while a connection holds it).
    write_pool: SqlitePool,
    /// The writer task, taken by [`Store::close`].
    writer: Mutex<Option<JoinHandle<()>>>,
    /// The database file (none in memory), named in errors.
    file: Option<PathBuf>,
    /// The file as opened, so a failed read on a file deleted or moved
    /// away says so rather than what SQLite saw at the path.
    watched: Option<watch::Watched>,
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

fn check_json(text: &str, what: impl FnOnce() -> String) -> Result<(), StoreError> {
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

/// Decodes column `column` of a game's row, turning a NULL or a value of
/// the wrong type into [`StoreError::Corrupt`] naming the game.
fn column<'r, T>(
    row: &'r SqliteRow,
    column: &str,
    game: GameId,
    place: &str,
) -> Result<T, StoreError>
where
    T: sqlx::Decode<'r, sqlx::Sqlite> + sqlx::Type<sqlx::Sqlite>,
{
    row.try_get(column).map_err(|error| StoreError::Corrupt {
        game,
        detail: format!("{place}: column {column}: {error}"),
    })
}

/// Decodes one `player_results` row.
fn player_result(row: &SqliteRow) -> Result<PlayerResult, StoreError> {
    let game: GameId = row.try_get("game_id").map_err(|e| StoreError::Corrupt {
        game: 0,
        detail: format!("a player result: column game_id: {e}"),
    })?;
    let place = "a player result";
    let seat: i64 = column(row, "seat", game, place)?;
    let died_phase: Option<i64> = column(row, "died_phase", game, place)?;
    let controller: String = column(row, "controller", game, place)?;
    let out_of_range = |what: &str| StoreError::Corrupt {
        game,
        detail: format!("{place}: {what} is out of range"),
    };
    Ok(PlayerResult {
        game,
        place: column(row, "place", game, place)?,
        finished_at_ms: column(row, "finished_at_ms", game, place)?,
        seat: SeatResult {
            seat: u32::try_from(seat).map_err(|_| out_of_range("seat"))?,
            player: column(row, "player", game, place)?,
            name: column(row, "name", game, place)?,
            kind: column(row, "kind", game, place)?,
            preset: column(row, "preset", game, place)?,
            role: column(row, "role", game, place)?,
            team: column(row, "team", game, place)?,
            won: column(row, "won", game, place)?,
            survived: column(row, "survived", game, place)?,
            died_phase: died_phase
                .map(u32::try_from)
                .transpose()
                .map_err(|_| out_of_range("died_phase"))?,
            afk: column(row, "afk", game, place)?,
            controller: controller.parse().map_err(|detail| StoreError::Corrupt {
                game,
                detail: format!("{place}: {detail}"),
            })?,
        },
    })
}

/// Checks that stored text is JSON, reporting damage as corruption.
fn stored_json(text: &str, game: GameId, place: &str) -> Result<(), StoreError> {
    check_json(text, String::new).map_err(|error| match error {
        StoreError::InvalidJson { error, .. } => StoreError::Corrupt {
            game,
            detail: format!("{place} is not valid JSON: {error}"),
        },
        other => other,
    })
}

/// A game's row as a [`StoredGame`] without its inputs.
fn game_row(game: GameId, row: &SqliteRow) -> Result<StoredGame, StoreError> {
    let place = "the game's row";
    let setup_json: String = column(row, "setup_json", game, place)?;
    stored_json(&setup_json, game, "the setup")?;
    let result_json: Option<String> = column(row, "result_json", game, place)?;
    let finished_at_ms: Option<i64> = column(row, "finished_at_ms", game, place)?;
    let finished = match (result_json, finished_at_ms) {
        (None, None) => None,
        (Some(result_json), Some(finished_at_ms)) => {
            stored_json(&result_json, game, "the result")?;
            Some(FinishedGame {
                result_json,
                finished_at_ms,
            })
        }
        _ => {
            return Err(StoreError::Corrupt {
                game,
                detail: "it has a result without a finish time or the reverse".to_owned(),
            });
        }
    };
    Ok(StoredGame {
        id: game,
        kind: column(row, "kind", game, place)?,
        surface: column(row, "surface", game, place)?,
        setup_json,
        created_at_ms: column(row, "created_at_ms", game, place)?,
        inputs: Vec::new(),
        finished,
    })
}

/// A game's input rows, ordered by seq, checked: seqs 0, 1, 2, … without
/// gaps, JSON text.
fn input_rows(game: GameId, rows: &[SqliteRow]) -> Result<Vec<StoredInput>, StoreError> {
    let mut inputs = Vec::with_capacity(rows.len());
    for (expected, row) in (0_u64..).zip(rows) {
        let raw_seq: i64 = column(row, "seq", game, &format!("input #{expected}"))?;
        if u64::try_from(raw_seq) != Ok(expected) {
            let detail = match expected.checked_sub(1) {
                None => format!("its inputs start at seq {raw_seq} instead of 0"),
                Some(last) => format!("its inputs jump from seq {last} to seq {raw_seq}"),
            };
            return Err(StoreError::Corrupt { game, detail });
        }
        let place = format!("input seq {expected}");
        let input_json: String = column(row, "input_json", game, &place)?;
        stored_json(&input_json, game, &place)?;
        inputs.push(StoredInput {
            seq: expected,
            input_json,
            at_ms: column(row, "at_ms", game, &place)?,
        });
    }
    Ok(inputs)
}

/// A game's delivered-effect rows as keys.
fn delivered_rows(game: GameId, rows: &[SqliteRow]) -> Result<BTreeSet<EffectKey>, StoreError> {
    rows.iter()
        .map(|row| {
            let seq: i64 = column(row, "seq", game, "a delivered effect")?;
            let index: i64 = column(row, "effect_index", game, "a delivered effect")?;
            match (u64::try_from(seq), u32::try_from(index)) {
                (Ok(seq), Ok(index)) => Ok(EffectKey { seq, index }),
                _ => Err(StoreError::Corrupt {
                    game,
                    detail: format!("delivered effect {seq}.{index} is out of range"),
                }),
            }
        })
        .collect()
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
    /// Opens (creating when missing) the database at a sqlx SQLite URL such
    /// as `"sqlite://narrator.db"` or `"sqlite::memory:"`, and brings its
    /// schema up to date.
    ///
    /// The connections use WAL (readers never wait for the writer),
    /// `synchronous=NORMAL` (a commit costs no fsync; a committed write
    /// survives a crash of narrator, and only an OS crash or power loss can
    /// lose the last commits), foreign keys and a busy timeout for other
    /// processes holding a lock.
    ///
    /// Refuses, without changing anything, a file that is not a narrator
    /// database ([`StoreError::NotNarrator`]) and a database a newer narrator
    /// migrated ([`StoreError::SchemaTooNew`]).
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        // sqlx would take any other text for a file name.
        if !url.starts_with("sqlite:") {
            return Err(StoreError::Open {
                path: url.to_owned(),
                problem: DbProblem::BadUrl("narrator stores its games in SQLite only".into()),
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
            let checked = schema::check(&mut conn, &error::shown(file.as_deref(), url)).await;
            drop(conn.close().await);
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
        if let Err(error) = schema::migrate(&write_pool).await {
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

        let (writes, queue) = mpsc::channel(WRITE_QUEUE);
        let checkpoints = (!in_memory).then(|| reads.clone());
        let watched = file.as_deref().map(watch::Watched::new);
        let writer_watched = file.as_deref().map(watch::Watched::new);
        let writer = tokio::spawn(writer::run(
            write_pool.clone(),
            queue,
            checkpoints,
            writer_watched,
        ));
        Ok(Store {
            inner: Arc::new(Inner {
                writes,
                reads,
                write_pool,
                writer: Mutex::new(Some(writer)),
                file,
                watched,
            }),
        })
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

    /// Names the file in a database failure.
    fn locate(&self, error: StoreError) -> StoreError {
        match &self.inner.file {
            Some(file) => error.located(file),
            None => error,
        }
    }

    /// A failed read or transaction, naming the file.
    fn db(&self, error: sqlx::Error) -> StoreError {
        match &self.inner.watched {
            Some(watched) if !watched.still_there() => StoreError::Database {
                path: Some(watched.path().display().to_string()),
                problem: problem::DbProblem::Deleted,
                sqlx: Some(Arc::new(error)),
            },
            _ => self.locate(error.into()),
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
        to_i64(input.seq, || format!("game {game} input seq"))?;
        check_json(&input.input_json, || {
            format!("game {game} input seq {}", input.seq)
        })?;
        self.write(|reply| Op::Append { game, input, reply }).await
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
        let mut tx = self.inner.reads.begin().await.map_err(|e| self.db(e))?;
        self.game_exists(&mut tx, game).await?;
        let rows =
            sqlx::query("SELECT seq, effect_index FROM delivered_effects WHERE game_id = $1")
                .bind(game)
                .fetch_all(&mut *tx)
                .await
                .map_err(|e| self.db(e))?;
        // Read-only: ending the snapshot is all the commit does.
        tx.commit().await.map_err(|e| self.db(e))?;
        delivered_rows(game, &rows)
    }

    /// Fails with [`StoreError::UnknownGame`] unless the game exists.
    async fn game_exists(
        &self,
        conn: &mut sqlx::SqliteConnection,
        game: GameId,
    ) -> Result<(), StoreError> {
        let found: Option<i64> = sqlx::query_scalar("SELECT 1 FROM games WHERE id = $1")
            .bind(game)
            .fetch_optional(&mut *conn)
            .await
            .map_err(|e| self.db(e))?;
        match found {
            Some(_) => Ok(()),
            None => Err(StoreError::UnknownGame(game)),
        }
    }

    /// Loads a game with its whole log, ordered by seq, from one consistent
    /// snapshot.
    ///
    /// Damage in the game's rows (a NULL or non-text value where text
    /// belongs, text that is not JSON, a gap in the seqs, inconsistent
    /// result columns) gives [`StoreError::Corrupt`] naming the game; other
    /// games are unaffected.
    pub async fn load_game(&self, game: GameId) -> Result<StoredGame, StoreError> {
        let mut tx = self.inner.reads.begin().await.map_err(|e| self.db(e))?;
        let row = sqlx::query(
            "SELECT id, kind, surface, setup_json, created_at_ms, result_json, finished_at_ms \
             FROM games WHERE id = $1",
        )
        .bind(game)
        .fetch_optional(&mut *tx)
        .await
        .map_err(|e| self.db(e))?
        .ok_or(StoreError::UnknownGame(game))?;
        let rows = sqlx::query(
            "SELECT seq, input_json, at_ms FROM inputs WHERE game_id = $1 ORDER BY seq",
        )
        .bind(game)
        .fetch_all(&mut *tx)
        .await
        .map_err(|e| self.db(e))?;
        // Read-only: ending the snapshot is all the commit does.
        tx.commit().await.map_err(|e| self.db(e))?;
        let mut stored = game_row(game, &row)?;
        stored.inputs = input_rows(game, &rows)?;
        Ok(stored)
    }

    /// Every game without a result whose surface starts with `prefix`,
    /// with its whole log and its delivered effects, from one consistent
    /// snapshot in three queries: what a platform resumes after a restart.
    /// A game with damaged rows comes as its own error (see
    /// [`Store::load_game`]); the others load.
    pub async fn load_unfinished_on(&self, prefix: &str) -> Result<Vec<Unfinished>, StoreError> {
        let mut tx = self.inner.reads.begin().await.map_err(|e| self.db(e))?;
        let games = sqlx::query(
            "SELECT id, kind, surface, setup_json, created_at_ms, result_json, finished_at_ms \
             FROM games WHERE finished_at_ms IS NULL AND substr(surface, 1, length($1)) = $1 ORDER BY id",
        )
        .bind(prefix)
        .fetch_all(&mut *tx)
        .await
        .map_err(|e| self.db(e))?;
        let inputs = sqlx::query(
            "SELECT game_id, seq, input_json, at_ms FROM inputs WHERE game_id IN \
             (SELECT id FROM games WHERE finished_at_ms IS NULL AND substr(surface, 1, length($1)) = $1) ORDER BY game_id, seq",
        )
        .bind(prefix)
        .fetch_all(&mut *tx)
        .await
        .map_err(|e| self.db(e))?;
        let delivered = sqlx::query(
            "SELECT game_id, seq, effect_index FROM delivered_effects WHERE game_id IN \
             (SELECT id FROM games WHERE finished_at_ms IS NULL AND substr(surface, 1, length($1)) = $1)",
        )
        .bind(prefix)
        .fetch_all(&mut *tx)
        .await
        .map_err(|e| self.db(e))?;
        tx.commit().await.map_err(|e| self.db(e))?;

        let id_of = |row: &SqliteRow| row.try_get::<GameId, _>("game_id").ok();
        let mut inputs_of: std::collections::HashMap<GameId, Vec<SqliteRow>> =
            std::collections::HashMap::new();
        for row in inputs {
            if let Some(id) = id_of(&row) {
                inputs_of.entry(id).or_default().push(row);
            }
        }
        let mut delivered_of: std::collections::HashMap<GameId, Vec<SqliteRow>> =
            std::collections::HashMap::new();
        for row in delivered {
            if let Some(id) = id_of(&row) {
                delivered_of.entry(id).or_default().push(row);
            }
        }
        let mut out = Vec::with_capacity(games.len());
        for row in &games {
            let Ok(id) = row.try_get::<GameId, _>("id") else {
                tracing::warn!("skipping a game row without a readable id");
                continue;
            };
            let loaded = (|| {
                let mut game = game_row(id, row)?;
                game.inputs = input_rows(id, inputs_of.get(&id).map_or(&[][..], Vec::as_slice))?;
                let delivered =
                    delivered_rows(id, delivered_of.get(&id).map_or(&[][..], Vec::as_slice))?;
                Ok((game, delivered))
            })();
            out.push(Unfinished { id, loaded });
        }
        Ok(out)
    }

    /// The ids of all games without a result, oldest first: what the
    /// runtime resumes after a restart. Reads only ids, so a game with
    /// damaged rows is still listed (and fails on its own in
    /// [`Store::load_game`]).
    pub async fn unfinished_games(&self) -> Result<Vec<GameId>, StoreError> {
        let ids =
            sqlx::query_scalar("SELECT id FROM games WHERE finished_at_ms IS NULL ORDER BY id")
                .fetch_all(&self.inner.reads)
                .await
                .map_err(|e| self.db(e))?;
        Ok(ids)
    }

    /// The ids of the games without a result whose surface starts with
    /// `prefix` (e.g. `telegram:`), oldest first: what one platform
    /// resumes after a restart, without loading the others.
    pub async fn unfinished_games_on(&self, prefix: &str) -> Result<Vec<GameId>, StoreError> {
        let ids = sqlx::query_scalar(
            "SELECT id FROM games WHERE finished_at_ms IS NULL \
             AND substr(surface, 1, length($1)) = $1 ORDER BY id",
        )
        .bind(prefix)
        .fetch_all(&self.inner.reads)
        .await
        .map_err(|e| self.db(e))?;
        Ok(ids)
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
        let rows = sqlx::query(
            "SELECT id, surface, setup_json FROM games WHERE finished_at_ms IS NULL \
             AND substr(surface, 1, length($1)) = $1 ORDER BY id",
        )
        .bind(prefix)
        .fetch_all(&self.inner.reads)
        .await
        .map_err(|e| self.db(e))?;
        let mut out = Vec::with_capacity(rows.len());
        for row in &rows {
            let read = || -> Result<(GameId, String, String), sqlx::Error> {
                Ok((
                    row.try_get("id")?,
                    row.try_get("surface")?,
                    row.try_get("setup_json")?,
                ))
            };
            match read() {
                Ok(game) => out.push(game),
                Err(error) => tracing::warn!(%error, "skipping an unreadable game row"),
            }
        }
        Ok(out)
    }

    /// The most recent unfinished game on a surface (the terminal's
    /// `play --resume`), by creation time, then id.
    pub async fn latest_unfinished(&self, surface: &str) -> Result<Option<GameId>, StoreError> {
        let id = sqlx::query_scalar(
            "SELECT id FROM games WHERE surface = $1 AND finished_at_ms IS NULL \
             ORDER BY created_at_ms DESC, id DESC LIMIT 1",
        )
        .bind(surface)
        .fetch_optional(&self.inner.reads)
        .await
        .map_err(|e| self.db(e))?;
        Ok(id)
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
        self.finish_game_with(game, result_json, finished_at_ms, Vec::new())
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
        check_json(&result_json, || format!("game {game}'s result"))?;
        self.write(|reply| Op::Finish {
            game,
            result_json,
            finished_at_ms,
            players,
            reply,
        })
        .await
    }

    /// The ids of up to `limit` games played to an end on `surface` (a
    /// chat), most recently finished first. Lobbies that closed before a
    /// game began (stored with a `null` result) are left out.
    pub async fn finished_in(&self, surface: &str, limit: u32) -> Result<Vec<GameId>, StoreError> {
        let ids = sqlx::query_scalar(
            "SELECT id FROM games WHERE surface = $1 AND finished_at_ms IS NOT NULL \
             AND result_json <> 'null' ORDER BY finished_at_ms DESC, id DESC LIMIT $2",
        )
        .bind(surface)
        .bind(i64::from(limit))
        .fetch_all(&self.inner.reads)
        .await
        .map_err(|e| self.db(e))?;
        Ok(ids)
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
        let mut query = sqlx::QueryBuilder::<sqlx::Sqlite>::new(
            "SELECT r.game_id, r.seat, r.player, r.name, r.kind, r.preset, r.role, r.team, \
             r.won, r.survived, r.died_phase, r.afk, r.controller, r.place, r.finished_at_ms \
             FROM player_results r JOIN games g ON g.id = r.game_id \
             WHERE g.finished_at_ms IS NOT NULL",
        );
        if let Some(place) = &filter.place {
            query.push(" AND r.place = ").push_bind(place.clone());
        }
        if let Some(kind) = &filter.kind {
            query.push(" AND r.kind = ").push_bind(kind.clone());
        }
        if let Some(preset) = &filter.preset {
            query.push(" AND r.preset = ").push_bind(preset.clone());
        }
        if let Some(player) = &filter.player {
            query.push(" AND r.player = ").push_bind(player.clone());
        }
        if let Some(since) = filter.since_ms {
            query.push(" AND r.finished_at_ms >= ").push_bind(since);
        }
        query.push(" ORDER BY r.finished_at_ms, r.game_id, r.seat");
        let rows = query
            .build()
            .fetch_all(&self.inner.reads)
            .await
            .map_err(|e| self.db(e))?;
        let mut results = Vec::with_capacity(rows.len());
        for row in &rows {
            match player_result(row) {
                Ok(result) => results.push(result),
                Err(error) => tracing::warn!(%error, "skipping a damaged player result"),
            }
        }
        Ok(results)
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
        let rows = sqlx::query(
            "SELECT id, result_json, finished_at_ms FROM games \
             WHERE finished_at_ms IS NOT NULL \
             ORDER BY finished_at_ms DESC, id DESC LIMIT $1",
        )
        .bind(i64::from(limit))
        .fetch_all(&self.inner.reads)
        .await
        .map_err(|e| self.db(e))?;
        let mut games = Vec::with_capacity(rows.len());
        for row in &rows {
            let id: GameId = match row.try_get("id") {
                Ok(id) => id,
                Err(error) => {
                    tracing::warn!(%error, "skipping a finished game with an unreadable id");
                    continue;
                }
            };
            let decoded = (|| {
                let place = "the game's row";
                let result_json: String = column(row, "result_json", id, place)?;
                stored_json(&result_json, id, "the result")?;
                Ok::<_, StoreError>(FinishedGame {
                    result_json,
                    finished_at_ms: column(row, "finished_at_ms", id, place)?,
                })
            })();
            match decoded {
                Ok(finished) => games.push((id, finished)),
                Err(error) => tracing::warn!(%error, "skipping a finished game"),
            }
        }
        Ok(games)
    }

    /// A setting in a scope (e.g. a chat's default ruleset), if set.
    pub async fn get_setting(&self, scope: &str, key: &str) -> Result<Option<String>, StoreError> {
        let value: Option<Option<String>> = sqlx::query_scalar(
            "SELECT CAST(value AS TEXT) FROM settings WHERE scope = $1 AND key = $2",
        )
        .bind(scope)
        .bind(key)
        .fetch_optional(&self.inner.reads)
        .await
        .map_err(|e| self.db(e))?;
        Ok(value.flatten())
    }

    /// Every setting in a scope, sorted by key.
    pub async fn settings_in(&self, scope: &str) -> Result<Vec<(String, String)>, StoreError> {
        let rows: Vec<(String, Option<String>)> = sqlx::query_as(
            "SELECT key, CAST(value AS TEXT) FROM settings WHERE scope = $1 ORDER BY key",
        )
        .bind(scope)
        .fetch_all(&self.inner.reads)
        .await
        .map_err(|e| self.db(e))?;
        Ok(rows
            .into_iter()
            .map(|(k, v)| (k, v.unwrap_or_default()))
            .collect())
    }

    /// Sets (or replaces) a setting in a scope. Durable when it returns.
    /// Values are plain text; the store does not require JSON here.
    pub async fn set_setting(&self, scope: &str, key: &str, value: &str) -> Result<(), StoreError> {
        let (scope, key, value) = (scope.to_owned(), key.to_owned(), value.to_owned());
        self.write(|reply| Op::SetSetting {
            scope,
            key,
            value,
            reply,
        })
        .await
    }

    /// Writes every request already queued, then closes the database. Other
    /// clones of this store get [`StoreError::Closed`] afterwards.
    pub async fn close(self) {
        let (reply, done) = oneshot::channel();
        if self.inner.writes.send(Op::Shutdown { reply }).await.is_ok() {
            drop(done.await);
        }
        let writer = self
            .inner
            .writer
            .lock()
            .map(|mut writer| writer.take())
            .unwrap_or_else(|poisoned| poisoned.into_inner().take());
        if let Some(writer) = writer {
            drop(writer.await);
        }
        self.inner.reads.close().await;
        self.inner.write_pool.close().await;
    }
}
