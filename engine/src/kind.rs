//! Which game a table hosts: a name each game is known by, and nothing
//! more (the games themselves are registered in [`crate::game`]).

use serde::{Deserialize, Serialize};
use std::fmt;

/// Which game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameKind {
    /// Mafia in one of its presets.
    Mafia,
    /// Hunt the Twisted Wumpus, multiplayer.
    Wumpus,
    /// The Zombie Game.
    Zombie,
}

impl GameKind {
    /// Every game.
    pub const ALL: [GameKind; 3] = [GameKind::Mafia, GameKind::Wumpus, GameKind::Zombie];

    /// The game's code: its command (`/mafia`) and its catalogue selector.
    pub fn code(self) -> &'static str {
        match self {
            GameKind::Mafia => "mafia",
            GameKind::Wumpus => "wumpus",
            GameKind::Zombie => "zombie",
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}
