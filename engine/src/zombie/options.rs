//! The options of a Zombie game.

use serde::{Deserialize, Serialize};

/// Every option of a chat-played Zombie game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ZombieOptions {
    /// Zombies dealt (at least 1). Most players must be human, so a game
    /// needs at least `2 × zombies + 1` players.
    pub zombies: u8,
    /// The game ends (humans win) after this many turns.
    pub max_turns: u32,
    /// Length of a turn, seconds (the host may end it sooner).
    pub turn_secs: u32,
    /// The touched player must accept within the turn, or the interaction
    /// does not happen.
    pub handshake_consent: bool,
    /// A player may give their antidote to another player instead of
    /// applying it to themself.
    pub antidote_gift: bool,
    /// Most seats.
    pub max_players: u8,
}

impl Default for ZombieOptions {
    fn default() -> ZombieOptions {
        ZombieOptions {
            zombies: 1,
            max_turns: 6,
            turn_secs: 120,
            handshake_consent: false,
            antidote_gift: false,
            max_players: 50,
        }
    }
}

impl ZombieOptions {
    /// Seats allowed, inclusive: at least 3 players, and a human majority.
    pub fn seat_range(&self) -> (u8, u8) {
        let min = self
            .zombies
            .max(1)
            .saturating_mul(2)
            .saturating_add(1)
            .max(3);
        (min.min(self.max_players), self.max_players)
    }
}
