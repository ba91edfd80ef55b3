//! Leases and the input queue: what lets several processes share one
//! database, each game applied by exactly one of them at a time.

use std::time::Duration;

use sqlx::postgres::{PgListener, PgPool, PgPoolOptions};
use tokio::sync::broadcast;

use crate::backend::QUEUE_CHANNEL;
use crate::{GameId, StoreError};

/// A lease's epoch: 1 when a game is first taken, one more each time it
/// changes hands (taken again, released). Never reused for a game.
pub type Epoch = i64;

/// How long a lease lasts unless renewed, when the operator sets nothing
/// (`NARRATOR_LEASE_SECS`): long enough to ride out a slow commit, short
/// enough that another process takes a crashed owner's games soon.
pub const DEFAULT_LEASE: Duration = Duration::from_secs(10);

/// A game's lease: who owns the game, under which epoch, until when.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lease {
    /// The game.
    pub game: GameId,
    /// The process holding it, as it named itself.
    pub owner: String,
    /// The epoch the owner's fenced writes carry.
    pub epoch: Epoch,
    /// When it expires unless renewed, milliseconds since the Unix epoch by
    /// the database's clock.
    pub expires_at_ms: i64,
}

/// An input queued for its game's owner (see [`crate::Store::enqueue_input`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QueuedInput {
    /// Its place in the queue; larger ids arrived later.
    pub id: i64,
    /// The game it is for.
    pub game: GameId,
    /// The input as JSON text.
    pub input_json: String,
    /// When it arrived, milliseconds since the Unix epoch.
    pub at_ms: i64,
    /// A chat event relayed to the owner's front ([`crate::Store::relay`])
    /// rather than an input for the game.
    pub relayed: bool,
}

/// What [`QueueNotifications::next`] reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QueueEvent {
    /// An input was queued for this game.
    Queued(GameId),
    /// Announcements may have been lost (the connection to the server was
    /// re-established, or this listener fell behind): check the queue of
    /// every game owned.
    Missed,
}

/// Announcements of queued inputs, from [`crate::Store::queue_notifications`].
///
/// Announcements are a hint to look now rather than at the next poll: the
/// queue itself is the record, so an owner that missed one finds the input
/// in the queue anyway.
pub struct QueueNotifications {
    source: Source,
}

enum Source {
    /// This process's own enqueues (SQLite: the only process).
    Local(broadcast::Receiver<GameId>),
    /// PostgreSQL's NOTIFY, from every process, on a connection of its
    /// own; `store` is the store's read pool, which closes with the store.
    Postgres {
        listener: Box<PgListener>,
        store: PgPool,
        /// The database as errors name it.
        shown: String,
    },
    /// The store was closed.
    Closed,
}

impl std::fmt::Debug for QueueNotifications {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let source = match self.source {
            Source::Local(_) => "local",
            Source::Postgres { .. } => "postgres",
            Source::Closed => "closed",
        };
        f.debug_struct("QueueNotifications")
            .field("source", &source)
            .finish()
    }
}

impl QueueNotifications {
    pub(crate) fn local(receiver: broadcast::Receiver<GameId>) -> QueueNotifications {
        QueueNotifications {
            source: Source::Local(receiver),
        }
    }

    pub(crate) async fn listen(
        store: &PgPool,
        shown: &str,
    ) -> Result<QueueNotifications, StoreError> {
        // Not a connection of the store's pool: closing the store waits
        // for its connections, and a listener may be kept past that.
        let own = PgPoolOptions::new()
            .max_connections(1)
            .acquire_timeout(crate::postgres::SERVER_WAIT)
            .connect_lazy_with((*store.connect_options()).clone());
        let failed = |e: sqlx::Error| StoreError::from(e).on_server(shown);
        let mut listener = PgListener::connect_with(&own).await.map_err(failed)?;
        listener.listen(QUEUE_CHANNEL).await.map_err(failed)?;
        Ok(QueueNotifications {
            source: Source::Postgres {
                listener: Box::new(listener),
                store: store.clone(),
                shown: shown.to_owned(),
            },
        })
    }

    /// Waits for the next announcement. On PostgreSQL a lost connection is
    /// re-established by the next call (and reported as
    /// [`QueueEvent::Missed`] first); [`StoreError::Closed`] once the store
    /// is closed.
    pub async fn next(&mut self) -> Result<QueueEvent, StoreError> {
        match &mut self.source {
            Source::Local(receiver) => match receiver.recv().await {
                Ok(game) => Ok(QueueEvent::Queued(game)),
                Err(broadcast::error::RecvError::Lagged(_)) => Ok(QueueEvent::Missed),
                Err(broadcast::error::RecvError::Closed) => Err(StoreError::Closed),
            },
            Source::Postgres {
                listener,
                store,
                shown,
            } => {
                let closed = store.close_event();
                let heard = tokio::select! {
                    () = closed => None,
                    heard = listener.try_recv() => Some(heard),
                };
                match heard {
                    Some(Ok(Some(notice))) => Ok(notice
                        .payload()
                        .parse()
                        .map_or(QueueEvent::Missed, QueueEvent::Queued)),
                    Some(Ok(None)) => Ok(QueueEvent::Missed),
                    Some(Err(error)) => Err(StoreError::from(error).on_server(shown)),
                    None => {
                        // A wait cut short may leave the connection
                        // mid-message: it is not used again.
                        self.source = Source::Closed;
                        Err(StoreError::Closed)
                    }
                }
            }
            Source::Closed => Err(StoreError::Closed),
        }
    }
}
