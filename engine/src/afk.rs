//! Inactive players' rules: missed deadlines are counted per seat when a
//! tick ends a phase; at the limit the seat is handed to a computer player
//! (`replace`) or leaves the game (`remove`). Counting lives in the table
//! (its `inactivity` module), so replaying the stored inputs counts the
//! same strikes.

use serde::{Deserialize, Serialize};

/// What happens to a seat whose player missed too many deadlines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AfkAction {
    /// A computer player takes the seat for the rest of the game.
    Replace,
    /// The seat leaves the game as a death whose role stays hidden until
    /// the end. Final: `afk_return` does not apply.
    Remove,
    /// Nothing: missed deadlines are not counted.
    None,
}

impl AfkAction {
    /// Every action, by its option word.
    pub const ALL: [AfkAction; 3] = [AfkAction::Replace, AfkAction::Remove, AfkAction::None];

    /// The option word (`replace`, `remove`, `none`).
    pub fn word(self) -> &'static str {
        match self {
            AfkAction::Replace => "replace",
            AfkAction::Remove => "remove",
            AfkAction::None => "none",
        }
    }

    /// The action an option word names.
    pub fn from_word(word: &str) -> Option<AfkAction> {
        AfkAction::ALL.into_iter().find(|a| a.word() == word)
    }
}

/// A game's rules for inactive players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AfkRules {
    /// Missed deadlines in a row that trigger `action` (at least 1).
    pub strikes: u8,
    /// What happens then.
    pub action: AfkAction,
    /// Whether a replaced player may take their seat back by acting (a
    /// removed seat never comes back).
    pub may_return: bool,
}
