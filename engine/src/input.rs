//! What a host feeds a table.

use crate::game::Action;
use crate::seat::PlayerId;
use serde::{Deserialize, Serialize};

/// One input. Every accepted input is stored before its effects are
/// delivered; replaying the stored inputs rebuilds the table exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Input {
    /// Take a seat in the lobby.
    Join {
        /// Who.
        player: PlayerId,
        /// Their display name.
        name: String,
    },
    /// Give up a lobby seat.
    Leave {
        /// Who.
        player: PlayerId,
    },
    /// Fill the lobby with computer players up to `seats` (host only).
    Fill {
        /// Who asks.
        by: PlayerId,
        /// The number of seats wanted in all.
        seats: u8,
    },
    /// Deal the roles and begin (host only).
    Start {
        /// Who asks.
        by: PlayerId,
    },
    /// A player's move in the running game.
    Act {
        /// Who.
        player: PlayerId,
        /// What.
        action: Action,
    },
    /// Words a player wrote privately, for the room they are in now (the
    /// mafia's at night, the dead's).
    Say {
        /// Who.
        player: PlayerId,
        /// The words.
        text: String,
    },
    /// Someone without a seat asks to watch the running game.
    Watch {
        /// Who.
        player: PlayerId,
        /// Their display name.
        name: String,
    },
    /// A move by the computer player that took over an inactive player's
    /// seat (told apart from the player's own moves, which may take the
    /// seat back).
    Computer {
        /// The seat.
        seat: crate::seat::Seat,
        /// What.
        action: Action,
    },
    /// Give the lobby another `lobby_timeout` before it closes (the
    /// host, once).
    Extend {
        /// Who asks.
        by: PlayerId,
    },
    /// The clock: ends a phase whose deadline has passed.
    Tick,
    /// End the game now (the host, or someone the platform calls an admin).
    Stop {
        /// Who asks.
        by: PlayerId,
        /// Whether the platform says `by` administers the channel.
        admin: bool,
    },
}
