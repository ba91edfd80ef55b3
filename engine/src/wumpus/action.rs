//! What a player can do on their turn: one action.

use serde::{Deserialize, Serialize};

/// A player's action. Exits are numbered from 1 in the order the player
/// is shown them (see [`super::exits`]); room labels never appear.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WumpusAction {
    /// Pick up a bow lying here (a held pebble is dropped here).
    PickUpBow,
    /// Drop the bow here (its arrow is lost).
    DropBow,
    /// Pick up a pebble lying here (a held bow is dropped here).
    PickUpPebble,
    /// Drop the pebble here: it clicks.
    DropPebble,
    /// Throw the pebble through an exit.
    Throw {
        /// The exit, from 1.
        exit: u8,
    },
    /// Shoot the arrow through an exit.
    Shoot {
        /// The exit, from 1.
        exit: u8,
    },
    /// Walk through an exit.
    Walk {
        /// The exit, from 1.
        exit: u8,
    },
    /// Whisper: heard only in this room.
    Whisper,
    /// Speak: heard here and next door, by the Wumpus too.
    Speak,
    /// Scream: heard everywhere.
    Scream,
}

impl WumpusAction {
    /// A verb for rejections.
    pub fn verb(&self) -> &'static str {
        match self {
            WumpusAction::PickUpBow => "pick up a bow",
            WumpusAction::DropBow => "drop the bow",
            WumpusAction::PickUpPebble => "pick up a pebble",
            WumpusAction::DropPebble => "drop the pebble",
            WumpusAction::Throw { .. } => "throw the pebble",
            WumpusAction::Shoot { .. } => "shoot",
            WumpusAction::Walk { .. } => "walk",
            WumpusAction::Whisper => "whisper",
            WumpusAction::Speak => "speak",
            WumpusAction::Scream => "scream",
        }
    }

    /// The exit the action goes through, if any.
    pub fn exit(&self) -> Option<u8> {
        match self {
            WumpusAction::Throw { exit }
            | WumpusAction::Shoot { exit }
            | WumpusAction::Walk { exit } => Some(*exit),
            _ => None,
        }
    }
}
