//! The game's options.

use super::map::{Cave, MapError};
use serde::{Deserialize, Serialize};

/// A Wumpus hunt's options; [`WumpusRules::standard`] is the rules text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WumpusRules {
    /// The map.
    pub cave: Cave,
    /// Seconds a player has for a turn.
    pub turn_secs: u32,
    /// Pit rooms.
    pub pits: u8,
    /// Giant bats.
    pub bats: u8,
    /// Bows in the start room.
    pub bows: u8,
    /// Pebbles in the start room.
    pub pebbles: u8,
    /// Players at most.
    pub max_players: u8,
}

impl WumpusRules {
    /// The rules text on its 35-room map.
    pub fn standard() -> Result<WumpusRules, MapError> {
        Ok(WumpusRules::on(Cave::twisted35()?))
    }

    /// The rules text on another map.
    pub fn on(cave: Cave) -> WumpusRules {
        WumpusRules {
            cave,
            turn_secs: 60,
            pits: 4,
            bats: 2,
            bows: 3,
            pebbles: 2,
            max_players: 5,
        }
    }
}
