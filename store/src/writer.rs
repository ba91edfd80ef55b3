//! The single writer task: group commit for every write the store makes.
//!
//! SQLite admits one writer at a time and pays for durability per
//! transaction, not per row, and sqlx pays per statement (each one is a hop
//! to the connection's worker thread). So rather than letting every caller
//! run its own transaction, all writes are sent over a channel to this task,
//! which takes whatever has queued up (up to [`MAX_BATCH`] requests), checks
//! them, writes them in one transaction with multi-row `INSERT`s and answers
//! every caller once the commit returned. While one commit is in flight the
//! next batch queues up, so the batch size adapts to the load without any
//! artificial delay: a lone caller is served at once, a thousand concurrent
//! callers share one commit.
//!
//! Being the only writer also lets the task keep each game's next seq in
//! memory, so checking that an append is contiguous costs no query, and
//! means no write ever waits for SQLite's lock within one process.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;

use sqlx::pool::PoolConnection;
use sqlx::{Connection, QueryBuilder, Sqlite, SqliteConnection, SqlitePool};
use tokio::sync::{Notify, mpsc, oneshot};

use crate::watch::Watched;
use crate::{DbProblem, EffectKey, GameId, NewGame, SeatResult, StoreError, StoredInput};

/// Most requests written in one transaction. Large enough that a thousand
/// concurrent games share a commit, small enough that one commit stays at
/// a few milliseconds.
pub(crate) const MAX_BATCH: usize = 2048;

/// Most rows in one multi-row `INSERT` (4 parameters a row, well below
/// SQLite's limit of 32,766 parameters a statement).
const MAX_ROWS_PER_STATEMENT: usize = 512;

/// Up to this many rows get an `INSERT` of exactly their size (see
/// [`chunks`]).
const EXACT_ROWS: usize = 32;

/// Prepared statements the writer connection keeps: the 47 `INSERT` shapes
/// per table of [`chunks`] and the few fixed statements.
pub(crate) const WRITER_STATEMENT_CACHE: usize = 256;

/// Past this many cached games the cache is emptied; it refills from the
/// database on demand, one query per game.
const MAX_CACHED_GAMES: usize = 100_000;

/// How long the checkpointer lets commits accumulate before copying them
/// from the WAL into the database file.
const CHECKPOINT_DELAY: Duration = Duration::from_millis(100);

/// The answer to one request.
pub(crate) type Reply<T = ()> = oneshot::Sender<Result<T, StoreError>>;

/// One write request.
pub(crate) enum Op {
    /// Insert a game and answer with its id.
    Create { game: NewGame, reply: Reply<GameId> },
    /// Append one input; `seq` is known to fit an i64.
    Append {
        game: GameId,
        input: StoredInput,
        reply: Reply,
    },
    /// Record effects as delivered (idempotent); every seq fits an i64.
    Deliver {
        game: GameId,
        keys: Vec<EffectKey>,
        reply: Reply,
    },
    /// Store a game's result.
    Finish {
        game: GameId,
        result_json: String,
        finished_at_ms: i64,
        /// Each seat's result, written in the same transaction.
        players: Vec<SeatResult>,
        reply: Reply,
    },
    /// Insert or replace a setting.
    SetSetting {
        scope: String,
        key: String,
        value: String,
        reply: Reply,
    },
    /// Write everything queued so far, then stop.
    Shutdown { reply: oneshot::Sender<()> },
}

impl Op {
    /// The game the request checks against the cache, if any.
    fn game(&self) -> Option<GameId> {
        match self {
            Op::Append { game, .. } | Op::Deliver { game, .. } | Op::Finish { game, .. } => {
                Some(*game)
            }
            Op::Create { .. } | Op::SetSetting { .. } | Op::Shutdown { .. } => None,
        }
    }

    /// Answers the request with an error. A caller that stopped waiting is
    /// not an error for the store.
    fn fail(self, error: StoreError) {
        match self {
            Op::Create { reply, .. } => drop(reply.send(Err(error))),
            Op::Append { reply, .. }
            | Op::Deliver { reply, .. }
            | Op::Finish { reply, .. }
            | Op::SetSetting { reply, .. } => drop(reply.send(Err(error))),
            Op::Shutdown { reply } => {
                let _ = reply.send(());
            }
        }
    }
}

/// What the writer knows about a game it has written or checked.
#[derive(Clone, Copy, Debug)]
struct GameState {
    /// The seq the next append must carry.
    next_seq: u64,
    /// Whether the game has a result.
    finished: bool,
}

/// The writer task's state.
struct Writer {
    pool: SqlitePool,
    games: HashMap<GameId, GameState>,
    /// Wakes the checkpointer after a commit.
    committed: Arc<Notify>,
    /// The database file, checked before each commit (none in memory).
    file: Option<Watched>,
}

/// Runs the writer until every sender is gone or a shutdown is requested.
///
/// With `checkpoints`, a second task copies committed pages from the WAL
/// into the database file on that pool (see [`checkpointer`]); it stops with
/// the writer. With `file`, nothing is written once the path no longer
/// names the file opened (see [`crate::watch`]).
pub(crate) async fn run(
    pool: SqlitePool,
    mut rx: mpsc::Receiver<Op>,
    checkpoints: Option<SqlitePool>,
    file: Option<Watched>,
) {
    let committed = Arc::new(Notify::new());
    let checkpointer = checkpoints.map(|pool| tokio::spawn(checkpointer(pool, committed.clone())));
    let mut writer = Writer {
        pool,
        games: HashMap::new(),
        committed,
        file,
    };
    let mut ops = Vec::with_capacity(MAX_BATCH);
    let mut shutdowns = Vec::new();
    loop {
        if rx.recv_many(&mut ops, MAX_BATCH).await == 0 {
            break;
        }
        let mut batch = Vec::with_capacity(ops.len());
        for op in ops.drain(..) {
            match op {
                Op::Shutdown { reply } => shutdowns.push(reply),
                other => batch.push(other),
            }
        }
        writer.process(batch).await;
        if !shutdowns.is_empty() {
            // Refuse new requests but write those already queued: the loop
            // drains the channel and ends when it is empty.
            rx.close();
        }
    }
    if let Some(checkpointer) = checkpointer {
        checkpointer.abort();
        let _ = checkpointer.await;
    }
    for reply in shutdowns {
        let _ = reply.send(());
    }
}

/// Checkpoints the WAL mostly off the writer's path.
///
/// SQLite's automatic checkpoint runs inside the commit that fills the WAL,
/// so that batch's callers wait while the pages are copied into the
/// database file and it is fsynced. This task runs a PASSIVE checkpoint
/// (which never blocks the writer or readers) on a reader connection
/// shortly after commits. When writes pause it catches up completely and
/// the next commit starts the WAL over; under continuous load the writer's
/// rare automatic checkpoint (see `WRITER_AUTOCHECKPOINT_PAGES` in lib.rs)
/// finds little left to copy.
async fn checkpointer(pool: SqlitePool, committed: Arc<Notify>) {
    loop {
        committed.notified().await;
        tokio::time::sleep(CHECKPOINT_DELAY).await;
        match sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
            .execute(&pool)
            .await
        {
            Ok(_) => {}
            Err(sqlx::Error::PoolClosed) => return,
            Err(error) => {
                let problem = DbProblem::classify(None, &error);
                tracing::warn!(%problem, "WAL checkpoint failed; will retry after the next commit")
            }
        }
    }
}

impl Writer {
    /// Checks a batch against the log, writes the accepted requests in one
    /// transaction and answers every request. If the transaction fails (for
    /// a reason the checks could not foresee, such as another process
    /// writing the same game) each request is retried on its own, so only
    /// the faulty one fails.
    async fn process(&mut self, ops: Vec<Op>) {
        if ops.is_empty() {
            return;
        }
        if let Some(file) = self.file.as_ref().filter(|f| !f.still_there()) {
            let error = StoreError::Database {
                path: Some(file.path().display().to_string()),
                problem: DbProblem::Deleted,
                sqlx: None,
            };
            for op in ops {
                op.fail(error.clone());
            }
            return;
        }
        let mut conn = match self.pool.acquire().await {
            Ok(conn) => conn,
            Err(error) => {
                let error = StoreError::from(error);
                for op in ops {
                    op.fail(error.clone());
                }
                return;
            }
        };
        let accepted = self.prepare(&mut conn, ops).await;
        let Err((accepted, error)) = self.commit(&mut conn, accepted).await else {
            return;
        };
        self.games.clear();
        if accepted.len() == 1 {
            for op in accepted {
                op.fail(error.clone());
            }
            return;
        }
        tracing::warn!(%error, requests = accepted.len(), "group commit failed; retrying each request alone");
        for op in accepted {
            let single = self.prepare(&mut conn, vec![op]).await;
            if let Err((single, error)) = self.commit(&mut conn, single).await {
                self.games.clear();
                for op in single {
                    op.fail(error.clone());
                }
            }
        }
    }

    /// Loads the games the batch names into the cache, then checks each
    /// request in order against it, answering refused ones at once. The
    /// cache is advanced as if the accepted requests were already written,
    /// so later requests in the batch see the earlier ones; if the commit
    /// fails, the cache is emptied.
    async fn prepare(&mut self, conn: &mut PoolConnection<Sqlite>, ops: Vec<Op>) -> Vec<Op> {
        if self.games.len() > MAX_CACHED_GAMES {
            self.games.clear();
        }
        let missing: HashSet<GameId> = ops
            .iter()
            .filter_map(Op::game)
            .filter(|game| !self.games.contains_key(game))
            .collect();
        for game in missing {
            match load_state(conn, game).await {
                Ok(Some(state)) => {
                    self.games.insert(game, state);
                }
                Ok(None) => {}
                Err(error) => {
                    for op in ops {
                        op.fail(error.clone());
                    }
                    return Vec::new();
                }
            }
        }

        let mut accepted = Vec::with_capacity(ops.len());
        for op in ops {
            match self.check(&op) {
                Ok(()) => accepted.push(op),
                Err(error) => op.fail(error),
            }
        }
        accepted
    }

    /// Checks one request against the cache and advances the cache.
    fn check(&mut self, op: &Op) -> Result<(), StoreError> {
        match op {
            Op::Create { .. } | Op::SetSetting { .. } | Op::Shutdown { .. } => Ok(()),
            Op::Append { game, input, .. } => {
                let state = self
                    .games
                    .get_mut(game)
                    .ok_or(StoreError::UnknownGame(*game))?;
                if state.finished {
                    return Err(StoreError::GameFinished(*game));
                }
                if input.seq != state.next_seq {
                    return Err(StoreError::SeqMismatch {
                        game: *game,
                        expected: state.next_seq,
                        got: input.seq,
                    });
                }
                state.next_seq += 1;
                Ok(())
            }
            Op::Deliver { game, keys, .. } => {
                let state = self.games.get(game).ok_or(StoreError::UnknownGame(*game))?;
                match keys.iter().find(|key| key.seq >= state.next_seq) {
                    Some(key) => Err(StoreError::EffectOfUnknownInput {
                        game: *game,
                        key: *key,
                    }),
                    None => Ok(()),
                }
            }
            Op::Finish { game, .. } => {
                let state = self
                    .games
                    .get_mut(game)
                    .ok_or(StoreError::UnknownGame(*game))?;
                if state.finished {
                    return Err(StoreError::GameFinished(*game));
                }
                state.finished = true;
                Ok(())
            }
        }
    }

    /// Writes the accepted requests in one transaction and, once it is
    /// committed, answers them. On failure the requests are handed back
    /// unanswered with the error.
    async fn commit(
        &mut self,
        conn: &mut PoolConnection<Sqlite>,
        ops: Vec<Op>,
    ) -> Result<(), (Vec<Op>, StoreError)> {
        if ops.is_empty() {
            return Ok(());
        }
        let ids = match write(conn, &ops).await {
            Ok(ids) => ids,
            Err(error) => return Err((ops, StoreError::from(error))),
        };
        self.committed.notify_one();
        let mut ids = ids.into_iter();
        for op in ops {
            match op {
                Op::Create { reply, .. } => {
                    // `write` returns one id per create, in order.
                    if let Some(id) = ids.next() {
                        self.games.insert(
                            id,
                            GameState {
                                next_seq: 0,
                                finished: false,
                            },
                        );
                        drop(reply.send(Ok(id)));
                    }
                }
                Op::Finish { game, reply, .. } => {
                    // A finished game takes no more appends; forget it and
                    // let the database answer if one comes anyway.
                    self.games.remove(&game);
                    drop(reply.send(Ok(())));
                }
                Op::Append { reply, .. }
                | Op::Deliver { reply, .. }
                | Op::SetSetting { reply, .. } => drop(reply.send(Ok(()))),
                Op::Shutdown { reply } => {
                    let _ = reply.send(());
                }
            }
        }
        Ok(())
    }
}

/// Reads what the writer needs to know about a game, or `None` when no game
/// has this id.
async fn load_state(
    conn: &mut SqliteConnection,
    game: GameId,
) -> Result<Option<GameState>, StoreError> {
    let row: Option<(bool, Option<i64>)> = sqlx::query_as(
        "SELECT finished_at_ms IS NOT NULL, (SELECT MAX(seq) FROM inputs WHERE game_id = $1) \
         FROM games WHERE id = $1",
    )
    .bind(game)
    .fetch_optional(&mut *conn)
    .await?;
    let Some((finished, max_seq)) = row else {
        return Ok(None);
    };
    let next_seq = match max_seq {
        None => 0,
        Some(max) => u64::try_from(max)
            .ok()
            .and_then(|max| max.checked_add(1))
            .ok_or_else(|| StoreError::Corrupt {
                game,
                detail: format!("its highest input seq is {max}"),
            })?,
    };
    Ok(Some(GameState { next_seq, finished }))
}

/// Splits `rows` into chunks for multi-row `INSERT`s: a batch of up to
/// [`EXACT_ROWS`] rows is one statement; a larger one is cut into chunks of
/// [`MAX_ROWS_PER_STATEMENT`] rows, then a multiple of [`EXACT_ROWS`], then
/// the rest. So a typical batch needs one or two statements, and only 47
/// statement shapes per table exist, all of which fit sqlx's
/// prepared-statement cache (preparing a 500-row `INSERT` each time would
/// cost more than running it).
fn chunks<T>(mut rows: &[T]) -> impl Iterator<Item = &[T]> {
    std::iter::from_fn(move || {
        if rows.is_empty() {
            return None;
        }
        let len = match rows.len() {
            n if n >= MAX_ROWS_PER_STATEMENT => MAX_ROWS_PER_STATEMENT,
            n if n > EXACT_ROWS => n / EXACT_ROWS * EXACT_ROWS,
            n => n,
        };
        let (chunk, rest) = rows.split_at(len);
        rows = rest;
        Some(chunk)
    })
}

/// One statement of a batch.
enum Statement<'a> {
    Create(&'a NewGame),
    Inputs(&'a [(GameId, &'a StoredInput)]),
    Delivered(&'a [(GameId, EffectKey)]),
    Finish {
        game: GameId,
        result_json: &'a str,
        finished_at_ms: i64,
    },
    /// Per-seat results; the place is the game's surface.
    Results {
        game: GameId,
        finished_at_ms: i64,
        players: &'a [SeatResult],
    },
    Setting {
        scope: &'a str,
        key: &'a str,
        value: &'a str,
    },
}

impl Statement<'_> {
    /// Runs the statement; a create pushes the new game's id.
    async fn execute(
        &self,
        conn: &mut SqliteConnection,
        ids: &mut Vec<GameId>,
    ) -> Result<(), sqlx::Error> {
        match self {
            Statement::Create(game) => {
                let id: GameId = sqlx::query_scalar(
                    "INSERT INTO games (kind, surface, setup_json, created_at_ms) \
                     VALUES ($1, $2, $3, $4) RETURNING id",
                )
                .bind(&game.kind)
                .bind(&game.surface)
                .bind(&game.setup_json)
                .bind(game.created_at_ms)
                .fetch_one(&mut *conn)
                .await?;
                ids.push(id);
            }
            Statement::Inputs(rows) => {
                let mut query = QueryBuilder::<Sqlite>::new(
                    "INSERT INTO inputs (game_id, seq, input_json, at_ms) ",
                );
                query.push_values(rows.iter(), |mut row, (game, input)| {
                    // Store::append_input refused seqs beyond i64::MAX.
                    row.push_bind(*game)
                        .push_bind(input.seq as i64)
                        .push_bind(input.input_json.as_str())
                        .push_bind(input.at_ms);
                });
                query.build().execute(&mut *conn).await?;
            }
            Statement::Delivered(rows) => {
                let mut query = QueryBuilder::<Sqlite>::new(
                    "INSERT INTO delivered_effects (game_id, seq, effect_index) ",
                );
                query.push_values(rows.iter(), |mut row, (game, key)| {
                    // Store::mark_delivered refused seqs beyond i64::MAX.
                    row.push_bind(*game)
                        .push_bind(key.seq as i64)
                        .push_bind(i64::from(key.index));
                });
                query.push(" ON CONFLICT DO NOTHING");
                query.build().execute(&mut *conn).await?;
            }
            Statement::Finish {
                game,
                result_json,
                finished_at_ms,
            } => {
                sqlx::query(
                    "UPDATE games SET result_json = $1, finished_at_ms = $2 \
                     WHERE id = $3 AND finished_at_ms IS NULL",
                )
                .bind(*result_json)
                .bind(*finished_at_ms)
                .bind(*game)
                .execute(&mut *conn)
                .await?;
            }
            Statement::Results {
                game,
                finished_at_ms,
                players,
            } => {
                let mut query = QueryBuilder::<Sqlite>::new(
                    "INSERT INTO player_results (game_id, seat, player, name, kind, preset, \
                     role, team, won, survived, died_phase, afk, controller, place, \
                     finished_at_ms) ",
                );
                query.push_values(players.iter(), |mut row, p| {
                    row.push_bind(*game)
                        .push_bind(i64::from(p.seat))
                        .push_bind(p.player.as_str())
                        .push_bind(p.name.as_str())
                        .push_bind(p.kind.as_str())
                        .push_bind(p.preset.as_str())
                        .push_bind(p.role.as_str())
                        .push_bind(p.team.as_str())
                        .push_bind(p.won)
                        .push_bind(p.survived)
                        .push_bind(p.died_phase.map(i64::from))
                        .push_bind(p.afk)
                        .push_bind(p.controller.as_str())
                        .push_unseparated(", (SELECT surface FROM games WHERE id = ")
                        .push_bind_unseparated(*game)
                        .push_unseparated(")")
                        .push_bind(*finished_at_ms);
                });
                // Idempotent: a result recorded again adds nothing.
                query.push(" ON CONFLICT DO NOTHING");
                query.build().execute(&mut *conn).await?;
            }
            Statement::Setting { scope, key, value } => {
                sqlx::query(
                    "INSERT INTO settings (scope, key, value) VALUES ($1, $2, $3) \
                     ON CONFLICT (scope, key) DO UPDATE SET value = excluded.value",
                )
                .bind(*scope)
                .bind(*key)
                .bind(*value)
                .execute(&mut *conn)
                .await?;
            }
        }
        Ok(())
    }
}

/// Executes the requests atomically; returns the new games' ids in request
/// order. Rows are written table by table (games, inputs, delivered
/// effects, results, settings); `Writer::check` already made sure the order
/// within the batch cannot matter.
///
/// A batch that needs a single statement (the common case under light
/// load: a few appends) runs it in autocommit mode, which is just as atomic
/// and durable and saves the two round trips to sqlx's worker thread that
/// `BEGIN` and `COMMIT` would cost.
async fn write(conn: &mut SqliteConnection, ops: &[Op]) -> Result<Vec<GameId>, sqlx::Error> {
    let mut inputs = Vec::new();
    let mut delivered = Vec::new();
    let mut statements = Vec::new();
    let mut later = Vec::new();
    for op in ops {
        match op {
            Op::Create { game, .. } => statements.push(Statement::Create(game)),
            Op::Append { game, input, .. } => inputs.push((*game, input)),
            Op::Deliver { game, keys, .. } => {
                delivered.extend(keys.iter().map(|key| (*game, *key)));
            }
            Op::Finish {
                game,
                result_json,
                finished_at_ms,
                players,
                ..
            } => {
                later.push(Statement::Finish {
                    game: *game,
                    result_json,
                    finished_at_ms: *finished_at_ms,
                });
                if !players.is_empty() {
                    later.push(Statement::Results {
                        game: *game,
                        finished_at_ms: *finished_at_ms,
                        players,
                    });
                }
            }
            Op::SetSetting {
                scope, key, value, ..
            } => later.push(Statement::Setting { scope, key, value }),
            Op::Shutdown { .. } => {}
        }
    }
    delivered.sort_unstable();
    delivered.dedup();
    statements.extend(chunks(&inputs).map(Statement::Inputs));
    statements.extend(chunks(&delivered).map(Statement::Delivered));
    statements.append(&mut later);

    let mut ids = Vec::new();
    if let [statement] = statements.as_slice() {
        statement.execute(conn, &mut ids).await?;
    } else {
        let mut tx = conn.begin().await?;
        for statement in &statements {
            statement.execute(&mut tx, &mut ids).await?;
        }
        tx.commit().await?;
    }
    Ok(ids)
}
