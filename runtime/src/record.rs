//! The JSON stored for a game: its setup and each input.

use narrator_engine::{Input, TableSetup};
use serde::{Deserialize, Serialize};

/// What the store keeps as a game's setup.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The table's setup (game, ruleset, seed, host).
    pub setup: TableSetup,
    /// Whether every seat, people's too, is played by the computer
    /// (`play --auto`).
    pub all_computer: bool,
}

/// One stored input and whether a computer player made it. Replay needs
/// the flag: a computer's input is re-derived from its player, which keeps
/// the player's state in step with the live run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InputEntry {
    /// The input.
    pub input: Input,
    /// Made by a computer player.
    pub by_computer: bool,
    /// Its id in the game's queue, when another process handed it over
    /// ([`narrator_store::Store::enqueue_input`]). The log thus says which
    /// queued inputs were applied, so each is applied once even when its
    /// owner dies between storing it and clearing it from the queue.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub queued: Option<i64>,
}
