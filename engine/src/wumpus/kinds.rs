//! The Wumpus hunt's own sides and prompts; the shared
//! [`crate::game::Team`] and [`crate::game::PromptKind`] wrap them.

use serde::{Deserialize, Serialize};

/// A side in the Wumpus hunt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum WumpusTeam {
    /// The hunters: the one who kills the Wumpus wins.
    Hunters,
    /// The Wumpus: wins when every hunter is dead.
    Wumpus,
}

/// What a Wumpus hunt prompt asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WumpusPrompt {
    /// Your turn; choose one action. Stored under its old shared name.
    #[serde(rename = "WumpusTurn")]
    Turn,
}
