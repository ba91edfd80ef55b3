//! The store's error type.

use std::sync::Arc;

use crate::{EffectKey, GameId};

/// Everything that can go wrong in the store.
///
/// The variants are typed so the runtime can react to each case (for
/// example skip a corrupt game but keep serving the others), and each
/// message names the game, seq or schema version involved so an operator
/// reading a log knows what to look at. The type is `Clone` (database
/// errors are shared behind an `Arc`) because one failed group commit has
/// to be reported to every caller in the batch.
#[derive(thiserror::Error, Debug, Clone)]
#[non_exhaustive]
pub enum StoreError {
    /// The URL could not be parsed, or the database file could not be
    /// opened or created (missing directory, permissions, locked file, …).
    #[error("cannot open the database {url}: {source}")]
    Open {
        /// The URL given to [`crate::Store::open`].
        url: String,
        /// What SQLite or sqlx reported.
        #[source]
        source: Arc<sqlx::Error>,
    },

    /// The file is not a SQLite database, or a SQLite database written by
    /// something other than narrator. Nothing was changed in it.
    #[error("{url} is not a narrator database: {detail}")]
    NotNarrator {
        /// The URL given to [`crate::Store::open`].
        url: String,
        /// Why it was not recognised.
        detail: String,
    },

    /// A newer narrator migrated the database past what this binary knows.
    /// Opening it anyway could corrupt data the newer schema relies on.
    #[error(
        "database schema version {found} is newer than this narrator (knows up to {known}); upgrade narrator"
    )]
    SchemaTooNew {
        /// The highest migration version recorded in the database.
        found: i64,
        /// The highest migration version this binary ships.
        known: i64,
    },

    /// Applying the schema migrations failed, or the recorded migrations do
    /// not match the ones this binary ships (a migration was edited after it
    /// was applied, or one was left half applied).
    #[error("cannot bring the database schema up to date: {0}")]
    Migrate(#[source] Arc<sqlx::migrate::MigrateError>),

    /// No game has this id.
    #[error("game {0} does not exist")]
    UnknownGame(GameId),

    /// The game is finished, so it takes no more inputs and cannot be
    /// finished a second time (its result would be overwritten).
    #[error("game {0} is already finished")]
    GameFinished(GameId),

    /// An append whose seq is not the next one for the game: a duplicate
    /// (`got < expected`) or a gap (`got > expected`). Refused so the log
    /// always replays to the same state.
    #[error(
        "game {game}: refused input seq {got}, expected seq {expected} (a {}; seqs are 0-based and contiguous)",
        if got < expected { "duplicate" } else { "gap" }
    )]
    SeqMismatch {
        /// The game appended to.
        game: GameId,
        /// The seq the game needs next.
        expected: u64,
        /// The seq the caller sent.
        got: u64,
    },

    /// An effect was marked delivered whose input is not in the log; it
    /// cannot have been produced by this game.
    #[error("game {game}: effect {key} belongs to input seq {}, which is not stored", key.seq)]
    EffectOfUnknownInput {
        /// The game the effect was marked for.
        game: GameId,
        /// The effect.
        key: EffectKey,
    },

    /// Text the runtime handed in as JSON does not parse. Refused before it
    /// reaches the database, so the log never holds unreadable entries.
    #[error("{what} is not valid JSON: {error}")]
    InvalidJson {
        /// Which value, e.g. "game 4 input seq 7".
        what: String,
        /// The parser's message.
        error: String,
    },

    /// A number does not fit the database's signed 64-bit integers.
    #[error("{what} = {value} is too large to store")]
    OutOfRange {
        /// Which value.
        what: String,
        /// The value.
        value: u64,
    },

    /// A game's rows in the database are damaged (a NULL or non-text value
    /// where JSON text belongs, invalid JSON, a gap in its input seqs, …).
    /// Only this game is affected; the others still load.
    #[error("game {game} is corrupt in the database: {detail}")]
    Corrupt {
        /// The damaged game.
        game: GameId,
        /// What is wrong, precise enough to find the row.
        detail: String,
    },

    /// [`crate::Store::close`] was called (on this or another clone), so
    /// the store takes no more requests.
    #[error("the store is closed")]
    Closed,

    /// Any other database failure (disk full, I/O error, …).
    #[error("database error: {0}")]
    Database(#[source] Arc<sqlx::Error>),
}

impl From<sqlx::Error> for StoreError {
    fn from(error: sqlx::Error) -> Self {
        match error {
            sqlx::Error::PoolClosed => StoreError::Closed,
            other => StoreError::Database(Arc::new(other)),
        }
    }
}
