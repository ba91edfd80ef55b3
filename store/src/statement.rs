//! What the writer hands a database to write and what it gets back: a
//! batch's statements, each request's answer, and a batch's failure. The
//! writer ([`crate::writer`]) makes them and the backend
//! ([`crate::backend`]) runs them; both import them from here, so neither
//! imports the other for them.

use crate::{
    EffectKey, Epoch, GameId, KeptUpdate, Lease, NewGame, QueuedInput, SeatResult, StoreError,
    StoredInput,
};

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
        /// Replace a value already there (else the first one stays).
        replace: bool,
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
        relayed: bool,
    },
    Take {
        op: usize,
        game: GameId,
        epoch: Epoch,
        done: i64,
    },
    Sight {
        op: usize,
        scope: &'a str,
        id: i64,
        at_ms: i64,
        by: &'a str,
        keep: Option<&'a KeptUpdate>,
    },
    /// Deletes the sightings older than this.
    ForgetSightings {
        before_ms: i64,
    },
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
    /// Whether the request was the first to see its id.
    Sighted(bool),
    /// Refused by what the database holds, writing nothing (the rest of
    /// the batch goes on).
    Refused(StoreError),
}

/// A batch that did not commit.
#[derive(Debug)]
pub(crate) struct Failure {
    /// Why.
    pub(crate) error: StoreError,
    /// Whether it failed while committing (the `COMMIT`, or the lone
    /// autocommit query) rather than before: after a lost connection the
    /// server may then have committed it.
    pub(crate) committing: bool,
}
