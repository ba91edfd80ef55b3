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
//!
//! PostgreSQL gets the same writer: one per process, batching the same way
//! (there a commit costs an fsync and a round trip, so sharing it matters as
//! much). Other processes may write the same database, so what the cache
//! believes is checked by the database as well: a duplicate seq breaks the
//! inputs' primary key, and a write fenced by a lease epoch reads the lease
//! row under a lock in its own transaction (see [`Statement::Fence`]). A
//! batch that fails such a check is retried request by request after the
//! cache is emptied, which refuses exactly the stale request.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;

use sqlx::SqlitePool;
use tokio::sync::{Notify, broadcast, mpsc, oneshot};

use crate::backend::{Backend, Conn, Pools, dispatch};
use crate::watch::Watched;
use crate::{
    DbProblem, EffectKey, Epoch, GameId, Lease, NewGame, QueuedInput, SeatResult, StoreError,
    StoredInput,
};

/// Most requests written in one transaction. Large enough that a thousand
/// concurrent games share a commit, small enough that one commit stays at
/// a few milliseconds.
pub(crate) const MAX_BATCH: usize = 2048;

/// Most rows in one multi-row `INSERT` (4 parameters a row, well below
/// SQLite's limit of 32,766 parameters a statement and PostgreSQL's of
/// 65,535).
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
    /// Append one input; `seq` is known to fit an i64. With `fence`, only
    /// while the game's lease has that epoch.
    Append {
        game: GameId,
        input: StoredInput,
        fence: Option<Epoch>,
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
        /// Only while the game's lease has this epoch.
        fence: Option<Epoch>,
        reply: Reply,
    },
    /// Insert or replace a setting.
    SetSetting {
        scope: String,
        key: String,
        value: String,
        reply: Reply,
    },
    /// Take a game's lease if nobody holds it.
    Acquire {
        game: GameId,
        owner: String,
        ttl_ms: i64,
        reply: Reply<Option<Lease>>,
    },
    /// Take the lease of every unfinished game on a surface prefix that
    /// nobody holds.
    Claim {
        prefix: String,
        owner: String,
        ttl_ms: i64,
        reply: Reply<Vec<Lease>>,
    },
    /// Extend a lease still held.
    Renew {
        game: GameId,
        owner: String,
        epoch: Epoch,
        ttl_ms: i64,
        reply: Reply<Lease>,
    },
    /// Give a lease up; answers whether it was still held.
    Release {
        game: GameId,
        owner: String,
        epoch: Epoch,
        reply: Reply<bool>,
    },
    /// Queue an input for the game's owner; answers its queue id.
    Enqueue {
        game: GameId,
        input_json: String,
        at_ms: i64,
        reply: Reply<i64>,
    },
    /// Take (remove and answer) the game's queued inputs, while the game's
    /// lease has `epoch`.
    Take {
        game: GameId,
        epoch: Epoch,
        reply: Reply<Vec<QueuedInput>>,
    },
    /// Write everything queued so far, then stop.
    Shutdown { reply: oneshot::Sender<()> },
}

impl Op {
    /// The game the request checks against the cache, if any.
    fn game(&self) -> Option<GameId> {
        match self {
            Op::Append { game, .. }
            | Op::Deliver { game, .. }
            | Op::Finish { game, .. }
            | Op::Acquire { game, .. }
            | Op::Take { game, .. } => Some(*game),
            Op::Create { .. }
            | Op::Enqueue { .. }
            | Op::SetSetting { .. }
            | Op::Claim { .. }
            | Op::Renew { .. }
            | Op::Release { .. }
            | Op::Shutdown { .. } => None,
        }
    }

    /// The game and lease epoch the request is fenced by, if any.
    fn fence(&self) -> Option<(GameId, Epoch)> {
        match self {
            Op::Append {
                game,
                fence: Some(epoch),
                ..
            }
            | Op::Finish {
                game,
                fence: Some(epoch),
                ..
            }
            | Op::Take { game, epoch, .. } => Some((*game, *epoch)),
            _ => None,
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
            Op::Acquire { reply, .. } => drop(reply.send(Err(error))),
            Op::Claim { reply, .. } => drop(reply.send(Err(error))),
            Op::Renew { reply, .. } => drop(reply.send(Err(error))),
            Op::Release { reply, .. } => drop(reply.send(Err(error))),
            Op::Enqueue { reply, .. } => drop(reply.send(Err(error))),
            Op::Take { reply, .. } => drop(reply.send(Err(error))),
            Op::Shutdown { reply } => {
                let _ = reply.send(());
            }
        }
    }
}

/// What a request gets back once its batch committed.
#[derive(Debug, Default)]
pub(crate) enum Answer {
    /// Nothing beyond success.
    #[default]
    Done,
    /// A new game's id.
    Id(GameId),
    /// The lease taken or renewed, if it was.
    Lease(Option<Lease>),
    /// The leases taken.
    Leases(Vec<Lease>),
    /// Whether the lease was still held when released.
    Released(bool),
    /// A queued input's id.
    Queued(i64),
    /// The inputs taken from the queue, in arrival order.
    Taken(Vec<QueuedInput>),
    /// Refused by what the database holds, writing nothing (the rest of
    /// the batch goes on).
    Refused(StoreError),
}

/// What the writer knows about a game it has written or checked.
#[derive(Clone, Copy, Debug)]
struct GameState {
    /// The seq the next append must carry.
    next_seq: u64,
    /// Whether the game has a result.
    finished: bool,
    /// The lease epoch held when this was read or last checked: under a
    /// newer one another process may have written the game, so it is read
    /// again.
    epoch: Option<Epoch>,
}

/// The writer task's state.
struct Writer {
    pool: Pools,
    games: HashMap<GameId, GameState>,
    /// Wakes the checkpointer after a commit.
    committed: Arc<Notify>,
    /// The database file, checked before each commit (none in memory or
    /// on a server).
    file: Option<Watched>,
    /// Where enqueued inputs are announced within this process (SQLite;
    /// PostgreSQL announces them to every process itself).
    queued: Option<broadcast::Sender<GameId>>,
}

/// Runs the writer until every sender is gone or a shutdown is requested.
///
/// With `checkpoints`, a second task copies committed pages from the WAL
/// into the database file on that pool (see [`checkpointer`]); it stops with
/// the writer. With `file`, nothing is written once the path no longer
/// names the file opened (see [`crate::watch`]).
pub(crate) async fn run(
    pool: Pools,
    mut rx: mpsc::Receiver<Op>,
    checkpoints: Option<SqlitePool>,
    file: Option<Watched>,
    queued: Option<broadcast::Sender<GameId>>,
) {
    let committed = Arc::new(Notify::new());
    let checkpointer = checkpoints.map(|pool| tokio::spawn(checkpointer(pool, committed.clone())));
    let mut writer = Writer {
        pool,
        games: HashMap::new(),
        committed,
        file,
        queued,
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
        if matches!(
            error,
            StoreError::LeaseLost { .. } | StoreError::GameFinished(_)
        ) {
            // Another process moved first: not a fault, and the retry
            // refuses only the request it concerns.
            tracing::debug!(%error, requests = accepted.len(), "a batch met another process's write; retrying each request alone");
        } else {
            tracing::warn!(%error, requests = accepted.len(), "group commit failed; retrying each request alone");
        }
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
    ///
    /// Fenced requests are checked against the lease epochs read now (the
    /// transaction checks them again under a lock); a game whose lease
    /// changed hands since the cache read it is read again, since its new
    /// owner may have written it.
    async fn prepare(&mut self, conn: &mut Conn, ops: Vec<Op>) -> Vec<Op> {
        if self.games.len() > MAX_CACHED_GAMES {
            self.games.clear();
        }
        let fenced: Vec<GameId> = ops
            .iter()
            .filter_map(|op| op.fence().map(|(game, _)| game))
            .collect::<HashSet<_>>()
            .into_iter()
            .collect();
        let mut held = HashMap::new();
        if !fenced.is_empty() {
            match dispatch!(conn, |Db, c| Db::held_epochs(c, &fenced, false).await) {
                Ok(epochs) => held = epochs,
                Err(error) => {
                    for op in ops {
                        op.fail(error.clone());
                    }
                    return Vec::new();
                }
            }
            for game in &fenced {
                let current = held.get(game).copied();
                if self
                    .games
                    .get(game)
                    .is_some_and(|state| state.epoch != current)
                {
                    self.games.remove(game);
                }
            }
        }
        let missing: HashSet<GameId> = ops
            .iter()
            .filter_map(Op::game)
            .filter(|game| !self.games.contains_key(game))
            .collect();
        for game in missing {
            match load_state(conn, game).await {
                Ok(Some(mut state)) => {
                    state.epoch = held.get(&game).copied();
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
            match self.check(&op, &held) {
                Ok(()) => accepted.push(op),
                Err(error) => op.fail(error),
            }
        }
        accepted
    }

    /// Checks one request against the cache and the lease epochs held, and
    /// advances the cache.
    fn check(&mut self, op: &Op, held: &HashMap<GameId, Epoch>) -> Result<(), StoreError> {
        if let Some(game) = op.game()
            && !self.games.contains_key(&game)
        {
            return Err(StoreError::UnknownGame(game));
        }
        if let Some((game, epoch)) = op.fence()
            && held.get(&game) != Some(&epoch)
        {
            return Err(StoreError::LeaseLost { game, epoch });
        }
        match op {
            Op::Create { .. }
            | Op::SetSetting { .. }
            | Op::Shutdown { .. }
            | Op::Acquire { .. }
            | Op::Claim { .. }
            | Op::Renew { .. }
            | Op::Release { .. }
            | Op::Enqueue { .. }
            | Op::Take { .. } => Ok(()),
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
    async fn commit(&mut self, conn: &mut Conn, ops: Vec<Op>) -> Result<(), (Vec<Op>, StoreError)> {
        if ops.is_empty() {
            return Ok(());
        }
        let plan = plan(&ops);
        let statements = plan.statements();
        let mut answers: Vec<Answer> = std::iter::repeat_with(Answer::default)
            .take(ops.len())
            .collect();
        let written = dispatch!(conn, |Db, c| Db::write(c, &statements, &mut answers).await);
        drop(statements);
        drop(plan);
        if let Err(error) = written {
            return Err((ops, error));
        }
        self.committed.notify_one();
        for (op, answer) in ops.into_iter().zip(answers) {
            self.answer(op, answer);
        }
        Ok(())
    }

    /// Answers one committed request and updates the cache.
    fn answer(&mut self, op: Op, answer: Answer) {
        match (op, answer) {
            (op, Answer::Refused(error)) => op.fail(error),
            (Op::Create { reply, .. }, Answer::Id(id)) => {
                self.games.insert(
                    id,
                    GameState {
                        next_seq: 0,
                        finished: false,
                        epoch: None,
                    },
                );
                drop(reply.send(Ok(id)));
            }
            (Op::Finish { game, reply, .. }, _) => {
                // A finished game takes no more appends; forget it and
                // let the database answer if one comes anyway.
                self.games.remove(&game);
                drop(reply.send(Ok(())));
            }
            (Op::Acquire { reply, .. }, Answer::Lease(lease)) => drop(reply.send(Ok(lease))),
            (Op::Claim { reply, .. }, Answer::Leases(leases)) => drop(reply.send(Ok(leases))),
            (
                Op::Renew {
                    game, epoch, reply, ..
                },
                Answer::Lease(lease),
            ) => drop(reply.send(lease.ok_or(StoreError::LeaseLost { game, epoch }))),
            (Op::Release { reply, .. }, Answer::Released(released)) => {
                drop(reply.send(Ok(released)));
            }
            (Op::Enqueue { game, reply, .. }, Answer::Queued(id)) => {
                if let Some(queued) = &self.queued {
                    // Nobody listening is no error.
                    let _ = queued.send(game);
                }
                drop(reply.send(Ok(id)));
            }
            (Op::Take { reply, .. }, Answer::Taken(taken)) => drop(reply.send(Ok(taken))),
            (
                Op::Append { reply, .. } | Op::Deliver { reply, .. } | Op::SetSetting { reply, .. },
                _,
            ) => drop(reply.send(Ok(()))),
            (Op::Shutdown { reply }, _) => {
                let _ = reply.send(());
            }
            (op, answer) => {
                // Each statement answers its own request: a mismatch is a
                // bug here, reported to that caller alone.
                tracing::error!(?answer, "the writer lost a request's answer");
                op.fail(StoreError::Closed);
            }
        }
    }
}

/// Reads what the writer needs to know about a game, or `None` when no game
/// has this id.
async fn load_state(conn: &mut Conn, game: GameId) -> Result<Option<GameState>, StoreError> {
    let Some((finished, max_seq)) = dispatch!(conn, |Db, c| Db::game_state(c, game).await)? else {
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
    Ok(Some(GameState {
        next_seq,
        finished,
        epoch: None,
    }))
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

/// One statement of a batch; `op` is the index of the request it answers.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Statement<'a> {
    Create {
        op: usize,
        game: &'a NewGame,
    },
    /// Checks, holding the rows until the commit, that each game's lease
    /// still has the epoch its fenced requests carry; fails the whole batch
    /// otherwise.
    Fence(&'a [(GameId, Epoch)]),
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
    Acquire {
        op: usize,
        game: GameId,
        owner: &'a str,
        ttl_ms: i64,
    },
    Claim {
        op: usize,
        prefix: &'a str,
        owner: &'a str,
        ttl_ms: i64,
    },
    Renew {
        op: usize,
        game: GameId,
        owner: &'a str,
        epoch: Epoch,
        ttl_ms: i64,
    },
    Release {
        op: usize,
        game: GameId,
        owner: &'a str,
        epoch: Epoch,
    },
    Enqueue {
        op: usize,
        game: GameId,
        input_json: &'a str,
        at_ms: i64,
    },
    Take {
        op: usize,
        game: GameId,
    },
}

/// A batch's rows grouped for writing; see [`Plan::statements`].
struct Plan<'a> {
    fences: Vec<(GameId, Epoch)>,
    creates: Vec<Statement<'a>>,
    inputs: Vec<(GameId, &'a StoredInput)>,
    delivered: Vec<(GameId, EffectKey)>,
    later: Vec<Statement<'a>>,
}

/// Groups the requests' rows by table.
fn plan(ops: &[Op]) -> Plan<'_> {
    let mut plan = Plan {
        fences: Vec::new(),
        creates: Vec::new(),
        inputs: Vec::new(),
        delivered: Vec::new(),
        later: Vec::new(),
    };
    for (index, op) in ops.iter().enumerate() {
        if let Some(fence) = op.fence() {
            plan.fences.push(fence);
        }
        match op {
            Op::Create { game, .. } => plan.creates.push(Statement::Create { op: index, game }),
            Op::Append { game, input, .. } => plan.inputs.push((*game, input)),
            Op::Deliver { game, keys, .. } => {
                plan.delivered.extend(keys.iter().map(|key| (*game, *key)));
            }
            Op::Finish {
                game,
                result_json,
                finished_at_ms,
                players,
                ..
            } => {
                plan.later.push(Statement::Finish {
                    game: *game,
                    result_json,
                    finished_at_ms: *finished_at_ms,
                });
                if !players.is_empty() {
                    plan.later.push(Statement::Results {
                        game: *game,
                        finished_at_ms: *finished_at_ms,
                        players,
                    });
                }
            }
            Op::SetSetting {
                scope, key, value, ..
            } => plan.later.push(Statement::Setting { scope, key, value }),
            Op::Acquire {
                game,
                owner,
                ttl_ms,
                ..
            } => plan.later.push(Statement::Acquire {
                op: index,
                game: *game,
                owner,
                ttl_ms: *ttl_ms,
            }),
            Op::Claim {
                prefix,
                owner,
                ttl_ms,
                ..
            } => plan.later.push(Statement::Claim {
                op: index,
                prefix,
                owner,
                ttl_ms: *ttl_ms,
            }),
            Op::Renew {
                game,
                owner,
                epoch,
                ttl_ms,
                ..
            } => plan.later.push(Statement::Renew {
                op: index,
                game: *game,
                owner,
                epoch: *epoch,
                ttl_ms: *ttl_ms,
            }),
            Op::Release {
                game, owner, epoch, ..
            } => plan.later.push(Statement::Release {
                op: index,
                game: *game,
                owner,
                epoch: *epoch,
            }),
            Op::Enqueue {
                game,
                input_json,
                at_ms,
                ..
            } => plan.later.push(Statement::Enqueue {
                op: index,
                game: *game,
                input_json,
                at_ms: *at_ms,
            }),
            Op::Take { game, .. } => plan.later.push(Statement::Take {
                op: index,
                game: *game,
            }),
            Op::Shutdown { .. } => {}
        }
    }
    plan.delivered.sort_unstable();
    plan.delivered.dedup();
    plan.fences.sort_unstable();
    plan.fences.dedup();
    plan
}

impl Plan<'_> {
    /// The statements that write the batch: the lease check first, then
    /// table by table (games, inputs, delivered effects), then the rest in
    /// request order (results, settings, leases, the queue).
    /// `Writer::check` already made sure the order within the batch cannot
    /// matter for the first part; the rest keep the order they were asked
    /// in.
    fn statements(&self) -> Vec<Statement<'_>> {
        let mut statements = Vec::new();
        if !self.fences.is_empty() {
            statements.push(Statement::Fence(&self.fences));
        }
        statements.extend(self.creates.iter().copied());
        statements.extend(chunks(&self.inputs).map(Statement::Inputs));
        statements.extend(chunks(&self.delivered).map(Statement::Delivered));
        statements.extend(self.later.iter().copied());
        statements
    }
}
