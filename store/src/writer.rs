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
//!
//! Two failures on PostgreSQL are not the batch's fault, and the batch is
//! written again as a whole, a few times, after a short pause (see
//! [`Retry`]): the server broke a deadlock or a serialization conflict by
//! rolling the transaction back, or the connection was lost. A connection
//! lost while committing leaves unknown whether the server committed, so
//! the batch is then first compared with what the database holds (see
//! [`Writer::recover`]): a request found written is answered as written,
//! never written twice.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasher, RandomState};
use std::sync::Arc;
use std::time::Duration;

use sqlx::SqlitePool;
use tokio::sync::{Notify, broadcast, mpsc, oneshot};

use crate::backend::{Backend, Backends, Conn, Execute, Pools, dispatch};
use crate::statement::{Answer, Failure, Statement};
use crate::watch::Watched;
use crate::{
    DbProblem, EffectKey, Epoch, GameId, KeptUpdate, Lease, NewGame, QueuedInput, SeatResult,
    StoreError, StoredInput,
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

/// How many times a batch is written when PostgreSQL asks for another try
/// (see [`Retry`]) before its callers get the error.
const TRIES: u32 = 4;

/// The pause before the second try; it grows fourfold with each try, plus
/// up to as much again at random, so that two processes whose batches
/// deadlocked do not meet again in step. The writer waits meanwhile, so it
/// stays short: at most about 0.2 s over all tries.
const BACKOFF: Duration = Duration::from_millis(5);

/// How old a sighting ([`crate::Store::first_sighting`]) gets before it is
/// forgotten: Telegram keeps an update for a day at most.
pub(crate) const SIGHTING_LIFE_MS: i64 = 24 * 60 * 60 * 1000;

/// How often the writer deletes forgotten sightings (by the sightings'
/// own times): rarely, so it costs nothing noticeable.
const FORGET_EVERY_MS: i64 = 10 * 60 * 1000;

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
    /// Insert a setting; replace one already there when `replace`.
    SetSetting {
        scope: String,
        key: String,
        value: String,
        replace: bool,
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
        /// A chat event for the owner's front rather than a game input.
        relayed: bool,
        reply: Reply<i64>,
    },
    /// Answer the game's queued inputs after `done` and take (remove and
    /// answer) its relayed events, removing the inputs up to `done`, while
    /// the game's lease has `epoch`.
    Take {
        game: GameId,
        epoch: Epoch,
        done: i64,
        reply: Reply<Vec<QueuedInput>>,
    },
    /// Record that `id` was seen in `scope`; answers whether this request
    /// was the first to. `by` names the request, unique among all
    /// processes.
    Sight {
        scope: String,
        id: i64,
        at_ms: i64,
        by: String,
        /// Kept until handled when this request is the first.
        keep: Option<Box<KeptUpdate>>,
        reply: Reply<bool>,
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
            | Op::Sight { .. }
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
            Op::Sight { reply, .. } => drop(reply.send(Err(error))),
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
    /// The sighting time up to which forgotten sightings were last
    /// deleted, if they were.
    forgot_at_ms: Option<i64>,
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
        forgot_at_ms: None,
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
        let (conn, written) = self.write(conn, accepted).await;
        let Err((accepted, error)) = written else {
            return;
        };
        // Alone, a request fails as it did in the batch; and after a
        // connection lost again and again, some may be written, which only
        // Writer::write knew.
        let alone_helps = accepted.len() > 1 && Retry::of(&error) != Some(Retry::Reconnect);
        let Some(conn) = conn.filter(|_| alone_helps) else {
            for op in accepted {
                op.fail(error.clone());
            }
            return;
        };
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
        let mut conn = Some(conn);
        let mut error = error;
        for op in accepted {
            let Some(mut alone) = conn.take() else {
                // No connection came back: nothing can be written.
                op.fail(error.clone());
                continue;
            };
            let single = self.prepare(&mut alone, vec![op]).await;
            let (alone, written) = self.write(alone, single).await;
            conn = alone;
            if let Err((single, failed)) = written {
                for op in single {
                    op.fail(failed.clone());
                }
                error = failed;
            }
        }
    }

    /// Commits requests [`Writer::prepare`] accepted, trying again as
    /// [`Retry`] says, and answers them. Hands back the connection (a new
    /// one if it was replaced; none if no new one came) and, on failure,
    /// the requests still unanswered with the error.
    ///
    /// After a connection was lost while committing, the database may hold
    /// the batch already: [`Writer::recover`] answers what it finds
    /// written before the rest is written again.
    #[allow(clippy::type_complexity)]
    async fn write(
        &mut self,
        mut conn: Conn,
        mut ops: Vec<Op>,
    ) -> (Option<Conn>, Result<(), (Vec<Op>, StoreError)>) {
        let mut in_doubt = false;
        let mut tries = 1;
        loop {
            let (failed, failure) = match self.commit(&mut conn, ops).await {
                Ok(()) => return (Some(conn), Ok(())),
                Err(failed) => failed,
            };
            self.games.clear();
            // SQLite neither loses connections nor rolls back a writer
            // that holds its lock from the start.
            let retry = match conn {
                Backends::Postgres(_) => Retry::of(&failure.error),
                Backends::Sqlite(_) => None,
            };
            let Some(retry) = retry.filter(|_| tries < TRIES) else {
                return (Some(conn), Err((failed, failure.error)));
            };
            tries += 1;
            match retry {
                Retry::Conflict => {
                    tracing::info!(error = %failure.error, requests = failed.len(), tries, "the server rolled a batch back; writing it again");
                }
                Retry::Reconnect => {
                    tracing::warn!(error = %failure.error, requests = failed.len(), tries, in_doubt = failure.committing, "the connection was lost while writing; writing again on a new one");
                }
            }
            tokio::time::sleep(backoff(tries)).await;
            if retry == Retry::Reconnect {
                in_doubt |= failure.committing;
                conn.close().await;
                conn = match self.pool.acquire().await {
                    Ok(conn) => conn,
                    Err(error) => return (None, Err((failed, error.into()))),
                };
            }
            ops = if in_doubt {
                self.recover(&mut conn, failed, &failure.error).await
            } else {
                failed
            };
            ops = self.prepare(&mut conn, ops).await;
        }
    }

    /// After a connection was lost while committing: answers each request
    /// the database shows written as written, fails those whose fate
    /// cannot be told, and hands back the others to be written (again).
    ///
    /// What counts as written is what the request would have written,
    /// exactly: an append whose seq holds the same input (JSON and time)
    /// under the same lease epoch, a result the same as the one to store,
    /// the lease held by the same owner, the sighting made by the same
    /// request. Anything else goes through the usual checks, which refuse
    /// it as they would have (a duplicate seq stays a
    /// [`StoreError::SeqMismatch`]). Requests that write the same again
    /// harmlessly (delivered effects, settings, renewals) are written
    /// again. An input queued or taken cannot be told from one queued or
    /// taken by another request, so those fail with `lost`.
    async fn recover(&mut self, conn: &mut Conn, ops: Vec<Op>, lost: &StoreError) -> Vec<Op> {
        let mut again = Vec::with_capacity(ops.len());
        let mut ops = ops.into_iter();
        while let Some(op) = ops.next() {
            match written(conn, &op).await {
                Ok(Written::Yes(answer)) => {
                    tracing::debug!("a write whose commit went unanswered was committed");
                    self.answer(op, answer);
                }
                Ok(Written::No) => again.push(op),
                Ok(Written::Unknown) => op.fail(lost.clone()),
                Err(error) => {
                    op.fail(error.clone());
                    for op in ops.by_ref() {
                        op.fail(error.clone());
                    }
                }
            }
        }
        again
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
            | Op::Take { .. }
            | Op::Sight { .. } => Ok(()),
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
    async fn commit(&mut self, conn: &mut Conn, ops: Vec<Op>) -> Result<(), (Vec<Op>, Failure)> {
        if ops.is_empty() {
            return Ok(());
        }
        // Each process deletes old sightings now and then, by the times
        // the sightings carry (the store has no clock of its own).
        let newest_sighting = ops
            .iter()
            .filter_map(|op| match op {
                Op::Sight { at_ms, .. } => Some(*at_ms),
                _ => None,
            })
            .max();
        let forget = newest_sighting.filter(|&at| {
            self.forgot_at_ms
                .is_none_or(|last| at >= last.saturating_add(FORGET_EVERY_MS))
        });
        let plan = plan(&ops, forget.map(|at| at.saturating_sub(SIGHTING_LIFE_MS)));
        let statements = plan.statements();
        let mut answers: Vec<Answer> = std::iter::repeat_with(Answer::default)
            .take(ops.len())
            .collect();
        let written = dispatch!(conn, |Db, c| Db::write(c, &statements, &mut answers).await);
        drop(statements);
        drop(plan);
        if let Err(failure) = written {
            return Err((ops, failure));
        }
        if forget.is_some() {
            self.forgot_at_ms = forget;
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
            (Op::Sight { reply, .. }, Answer::Sighted(first)) => drop(reply.send(Ok(first))),
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

/// Why a batch that failed on PostgreSQL is written again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Retry {
    /// The server rolled the transaction back to break a deadlock
    /// (SQLSTATE 40P01) or a serialization conflict (40001): the same
    /// batch, written again, normally goes through.
    Conflict,
    /// The connection broke (an I/O error, SQLSTATE class 08, or the
    /// server ending the session, 57P01/57P02): written again on a new
    /// one, after [`Writer::recover`] if it broke while committing.
    Reconnect,
}

impl Retry {
    /// Whether (and why) a PostgreSQL failure is worth another try.
    pub(crate) fn of(error: &StoreError) -> Option<Retry> {
        let StoreError::Database {
            sqlx: Some(sqlx), ..
        } = error
        else {
            return None;
        };
        match &**sqlx {
            sqlx::Error::Database(db) => match db.code().as_deref() {
                Some("40P01" | "40001") => Some(Retry::Conflict),
                Some(code) if code.starts_with("08") || code == "57P01" || code == "57P02" => {
                    Some(Retry::Reconnect)
                }
                _ => None,
            },
            sqlx::Error::Io(_) => Some(Retry::Reconnect),
            _ => None,
        }
    }
}

/// The pause before try number `try_no` (2 or more): see [`BACKOFF`].
fn backoff(try_no: u32) -> Duration {
    let base = BACKOFF.saturating_mul(4_u32.saturating_pow(try_no.saturating_sub(2)));
    let base_us = u64::try_from(base.as_micros()).unwrap_or(u64::MAX);
    // A fresh RandomState is randomly keyed: a random number without a
    // random number generator.
    let jitter_us = RandomState::new().hash_one(try_no) % base_us.saturating_add(1);
    base.saturating_add(Duration::from_micros(jitter_us))
}

/// Whether a request is in the database, as [`Writer::recover`] asks.
enum Written {
    /// It is, with this answer.
    Yes(Answer),
    /// It is not (or writing it again changes nothing).
    No,
    /// Nobody can tell.
    Unknown,
}

/// Whether `op` is written already; see [`Writer::recover`].
async fn written(conn: &mut Conn, op: &Op) -> Result<Written, StoreError> {
    let found = |yes: bool, answer: Answer| {
        if yes {
            Written::Yes(answer)
        } else {
            Written::No
        }
    };
    Ok(match op {
        Op::Append {
            game, input, fence, ..
        } => {
            if !fence_holds(conn, *game, *fence).await? {
                return Ok(Written::No);
            }
            // Store::append_input refused seqs beyond i64::MAX.
            let seq = input.seq as i64;
            let stored = dispatch!(conn, |Db, c| Db::stored_input(c, *game, seq).await)?;
            found(
                stored
                    .is_some_and(|(json, at_ms)| json == input.input_json && at_ms == input.at_ms),
                Answer::Done,
            )
        }
        Op::Finish {
            game,
            result_json,
            finished_at_ms,
            fence,
            ..
        } => {
            if !fence_holds(conn, *game, *fence).await? {
                return Ok(Written::No);
            }
            let stored = dispatch!(conn, |Db, c| Db::stored_result(c, *game).await)?;
            found(
                matches!(stored, Some((Some(json), Some(at))) if json == *result_json && at == *finished_at_ms),
                Answer::Done,
            )
        }
        Op::Create { game, .. } => {
            match dispatch!(conn, |Db, c| Db::created_game(c, game).await)? {
                Some(id) => Written::Yes(Answer::Id(id)),
                None => Written::No,
            }
        }
        Op::Acquire { game, owner, .. } => {
            match dispatch!(conn, |Db, c| Db::lease_row(c, *game).await)? {
                Some((Some(holder), epoch, expires_at_ms, true)) if holder == *owner => {
                    Written::Yes(Answer::Lease(Some(Lease {
                        game: *game,
                        owner: holder,
                        epoch,
                        expires_at_ms,
                    })))
                }
                _ => Written::No,
            }
        }
        Op::Release { game, epoch, .. } => {
            // Only releasing moves a lease to no owner, and one release of
            // this epoch leaves exactly the next one.
            let row = dispatch!(conn, |Db, c| Db::lease_row(c, *game).await)?;
            found(
                matches!(row, Some((None, now, _, _)) if Some(now) == epoch.checked_add(1)),
                Answer::Released(true),
            )
        }
        Op::Sight { scope, id, by, .. } => {
            let seen_by = dispatch!(conn, |Db, c| Db::sighting_by(c, scope, *id).await)?;
            found(
                seen_by.as_deref() == Some(by.as_str()),
                Answer::Sighted(true),
            )
        }
        Op::Deliver { .. } | Op::SetSetting { .. } | Op::Renew { .. } | Op::Shutdown { .. } => {
            Written::No
        }
        // Taking again returns the inputs again. Relayed events a lost
        // commit marked taken come back to the game's next owner.
        Op::Take { .. } => Written::No,
        // Claimed leases are this process's only if it heard so: a claim
        // that went unanswered leaves them to expire and be claimed again.
        Op::Enqueue { .. } | Op::Claim { .. } => Written::Unknown,
    })
}

/// Whether the game's lease still has the epoch a fenced request carries
/// (always, for a request without one).
async fn fence_holds(
    conn: &mut Conn,
    game: GameId,
    fence: Option<Epoch>,
) -> Result<bool, StoreError> {
    let Some(epoch) = fence else {
        return Ok(true);
    };
    let held = dispatch!(conn, |Db, c| Db::held_epochs(c, &[game], false).await)?;
    Ok(held.get(&game) == Some(&epoch))
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

/// A batch's rows grouped for writing; see [`Plan::statements`].
struct Plan<'a> {
    fences: Vec<(GameId, Epoch)>,
    creates: Vec<Statement<'a>>,
    inputs: Vec<(GameId, &'a StoredInput)>,
    delivered: Vec<(GameId, EffectKey)>,
    later: Vec<Statement<'a>>,
    /// Sightings, ordered by their keys.
    sightings: Vec<Statement<'a>>,
}

/// Groups the requests' rows by table; with `forget_before`, sightings
/// older than that are deleted too.
fn plan(ops: &[Op], forget_before: Option<i64>) -> Plan<'_> {
    let mut plan = Plan {
        fences: Vec::new(),
        creates: Vec::new(),
        inputs: Vec::new(),
        delivered: Vec::new(),
        later: Vec::new(),
        sightings: Vec::new(),
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
                scope,
                key,
                value,
                replace,
                ..
            } => plan.later.push(Statement::Setting {
                scope,
                key,
                value,
                replace: *replace,
            }),
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
                relayed,
                ..
            } => plan.later.push(Statement::Enqueue {
                op: index,
                game: *game,
                input_json,
                at_ms: *at_ms,
                relayed: *relayed,
            }),
            Op::Take {
                game, epoch, done, ..
            } => plan.later.push(Statement::Take {
                op: index,
                game: *game,
                epoch: *epoch,
                done: *done,
            }),
            Op::Sight {
                scope,
                id,
                at_ms,
                by,
                keep,
                ..
            } => plan.sightings.push(Statement::Sight {
                op: index,
                scope,
                id: *id,
                at_ms: *at_ms,
                by,
                keep: keep.as_deref(),
            }),
            Op::Shutdown { .. } => {}
        }
    }
    // Two processes inserting the same keys in the same order cannot
    // deadlock (the order within the batch decides nothing else: the first
    // request of a key is answered first either way).
    plan.sightings.sort_by_key(|statement| match statement {
        Statement::Sight { scope, id, op, .. } => (*scope, *id, *op),
        _ => ("", 0, 0),
    });
    if let Some(before_ms) = forget_before {
        plan.sightings
            .push(Statement::ForgetSightings { before_ms });
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
    /// request order (results, settings, leases, the queue), then the
    /// sightings.
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
        statements.extend(self.sightings.iter().copied());
        statements
    }
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;
    use std::io::ErrorKind;

    use super::*;

    /// A database error with a SQLSTATE, as a server sends one.
    #[derive(Debug)]
    struct Coded(&'static str);

    impl std::fmt::Display for Coded {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            write!(f, "error {}", self.0)
        }
    }

    impl std::error::Error for Coded {}

    impl sqlx::error::DatabaseError for Coded {
        fn message(&self) -> &str {
            "a server's error"
        }
        fn code(&self) -> Option<Cow<'_, str>> {
            Some(Cow::Borrowed(self.0))
        }
        fn as_error(&self) -> &(dyn std::error::Error + Send + Sync + 'static) {
            self
        }
        fn as_error_mut(&mut self) -> &mut (dyn std::error::Error + Send + Sync + 'static) {
            self
        }
        fn into_error(self: Box<Self>) -> Box<dyn std::error::Error + Send + Sync + 'static> {
            self
        }
        fn kind(&self) -> sqlx::error::ErrorKind {
            sqlx::error::ErrorKind::Other
        }
    }

    fn coded(code: &'static str) -> StoreError {
        sqlx::Error::Database(Box::new(Coded(code))).into()
    }

    fn io(kind: ErrorKind) -> StoreError {
        sqlx::Error::Io(std::io::Error::from(kind)).into()
    }

    #[test]
    fn deadlocks_and_serialization_failures_are_tried_again() {
        assert_eq!(Retry::of(&coded("40P01")), Some(Retry::Conflict));
        assert_eq!(Retry::of(&coded("40001")), Some(Retry::Conflict));
    }

    #[test]
    fn a_lost_connection_is_tried_again_on_a_new_one() {
        for code in ["08000", "08003", "08006", "57P01", "57P02"] {
            assert_eq!(Retry::of(&coded(code)), Some(Retry::Reconnect), "{code}");
        }
        for kind in [
            ErrorKind::UnexpectedEof,
            ErrorKind::ConnectionReset,
            ErrorKind::BrokenPipe,
        ] {
            assert_eq!(Retry::of(&io(kind)), Some(Retry::Reconnect), "{kind:?}");
        }
    }

    #[test]
    fn what_another_try_would_not_change_is_not_tried_again() {
        // A duplicate key, a check, a full disk, a read-only server, a
        // lock not available, SQLite's busy database.
        for code in ["23505", "23514", "53100", "25006", "55P03", "5", "40002"] {
            assert_eq!(Retry::of(&coded(code)), None, "{code}");
        }
        assert_eq!(Retry::of(&StoreError::GameFinished(1)), None);
        assert_eq!(
            Retry::of(&StoreError::LeaseLost { game: 1, epoch: 2 }),
            None
        );
        assert_eq!(Retry::of(&sqlx::Error::PoolTimedOut.into()), None);
        assert_eq!(Retry::of(&StoreError::Closed), None);
    }

    #[test]
    fn the_pause_grows_and_stays_short() {
        for _ in 0..100 {
            let waits: Vec<Duration> = (2..=TRIES).map(backoff).collect();
            assert!(waits[0] >= BACKOFF && waits[0] <= BACKOFF * 2, "{waits:?}");
            assert!(waits.windows(2).all(|w| w[1] > w[0]), "{waits:?}");
            let total: Duration = waits.iter().sum();
            assert!(total <= Duration::from_millis(250), "{waits:?}");
        }
    }
}
