//! What can go wrong while hosting a game.

use narrator_store::{GameId, StoreError};
use thiserror::Error;

/// A hosting failure. Player mistakes are not here: they are
/// [`narrator_engine::Rejection`]s.
#[derive(Debug, Error)]
pub enum RuntimeError {
    /// The database failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// A stored game cannot be rebuilt.
    #[error("game {game} cannot be resumed: {detail}")]
    Corrupt {
        /// Which game.
        game: GameId,
        /// What is wrong.
        detail: String,
    },
    /// Encoding an input failed (should not happen for engine types).
    #[error("cannot encode game data: {0}")]
    Encode(#[from] serde_json::Error),
    /// Storing an input failed; the detail is the store's error (the
    /// error itself went to the game's task).
    #[error("the input could not be stored: {0}")]
    Stopped(String),
    /// The OS gave no randomness.
    #[error("cannot draw a random seed: {0}")]
    Entropy(String),
}
