//! The store's error type.

use std::path::Path;
use std::sync::Arc;

use crate::{DbProblem, EffectKey, Epoch, GameId};

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
    /// The database could not be opened or created: the URL is neither
    /// SQLite's nor PostgreSQL's, its folder is missing, the path is a
    /// folder, the file is not SQLite or is damaged, it is read-only, the
    /// disk is full, the server does not answer or refuses the login…
    #[error("cannot open the database {path}: {problem}")]
    Open {
        /// The file (the URL when it names none; without its password).
        path: String,
        /// Why, in plain words.
        problem: DbProblem,
    },

    /// The database was written by something other than narrator.
    /// Nothing was changed in it.
    #[error("{path} is not a narrator database: {detail}")]
    NotNarrator {
        /// The file.
        path: String,
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
    Migrate(Arc<sqlx::migrate::MigrateError>),

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

    /// A write fenced by a lease epoch (or a renewal) came after the game's
    /// lease moved on: another process took the game, or the lease was
    /// released. Nothing was written; the process no longer owns the game.
    #[error(
        "game {game}: the lease with epoch {epoch} is no longer held (another process owns the game, or it was released)"
    )]
    LeaseLost {
        /// The game.
        game: GameId,
        /// The epoch the write carried.
        epoch: Epoch,
    },

    /// [`crate::Store::close`] was called (on this or another clone), so
    /// the store takes no more requests.
    #[error("the store is closed")]
    Closed,

    /// The database failed while in use: the disk is full, the file became
    /// read-only, was deleted or moved away, is damaged, the connection to
    /// the server was lost…
    #[error(
        "cannot use the database{}: {problem}",
        path.as_deref().map(|p| format!(" {p}")).unwrap_or_default()
    )]
    Database {
        /// The file or server, once the store named it (sqlx's errors do
        /// not).
        path: Option<String>,
        /// Why, in plain words.
        problem: DbProblem,
        /// sqlx's error, kept to classify it again once the file is known
        /// (not shown: its text repeats SQLite's message several times).
        sqlx: Option<Arc<sqlx::Error>>,
    },
}

impl StoreError {
    /// A failure to open the database at `file` (`url` when it is not a
    /// file).
    pub(crate) fn open(file: Option<&Path>, url: &str, error: &sqlx::Error) -> StoreError {
        StoreError::Open {
            path: shown(file, url),
            problem: DbProblem::classify(file, error),
        }
    }

    /// Names the file in a database failure and classifies it again with
    /// a look at it.
    pub(crate) fn located(self, file: &Path) -> StoreError {
        match self {
            StoreError::Database {
                path: None,
                problem,
                sqlx,
            } => StoreError::Database {
                path: Some(file.display().to_string()),
                problem: sqlx
                    .as_deref()
                    .map_or(problem, |e| DbProblem::classify(Some(file), e)),
                sqlx,
            },
            other => other,
        }
    }

    /// Names the server in a database failure and classifies it as a
    /// PostgreSQL one.
    pub(crate) fn on_server(self, url: &str) -> StoreError {
        match self {
            StoreError::Database {
                path: None,
                problem,
                sqlx,
            } => StoreError::Database {
                path: Some(url.to_owned()),
                problem: sqlx
                    .as_deref()
                    .map_or(problem, DbProblem::classify_postgres),
                sqlx,
            },
            other => other,
        }
    }

    /// The database problem behind this error, if it is one.
    pub fn problem(&self) -> Option<&DbProblem> {
        match self {
            StoreError::Open { problem, .. } | StoreError::Database { problem, .. } => {
                Some(problem)
            }
            _ => None,
        }
    }
}

/// How an error names the database: its file, else the URL.
pub(crate) fn shown(file: Option<&Path>, url: &str) -> String {
    file.map_or_else(|| url.to_owned(), |f| f.display().to_string())
}

impl From<sqlx::Error> for StoreError {
    fn from(error: sqlx::Error) -> Self {
        match error {
            sqlx::Error::PoolClosed => StoreError::Closed,
            other => StoreError::Database {
                path: None,
                problem: DbProblem::classify(None, &other),
                sqlx: Some(Arc::new(other)),
            },
        }
    }
}
