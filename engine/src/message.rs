//! Messages are data: what happened, with its arguments. Text is made from
//! them per language by [`crate::render`].

use crate::effect::GameResult;
use crate::game::GameKind;
use crate::mafia::MafiaMessage;
use crate::wumpus::WumpusMessage;
use crate::zombie::ZombieMessage;
use serde::{Deserialize, Serialize};

/// Every message a table can send.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Message {
    /// Someone took a lobby seat.
    Joined {
        /// Their name.
        name: String,
        /// Players in the lobby now.
        count: usize,
        /// Seats needed to start.
        min: u8,
        /// Seats at most.
        max: u8,
    },
    /// Someone left the lobby.
    Left {
        /// Their name.
        name: String,
        /// Players in the lobby now.
        count: usize,
    },
    /// The host changed because the old one left.
    NewHost {
        /// The new host's name.
        name: String,
    },
    /// Computer players took the empty seats.
    Filled {
        /// Their names.
        names: Vec<String>,
    },
    /// The deal is done. The commitment lets anyone check the deal at the end.
    Started {
        /// Which game.
        kind: GameKind,
        /// The players in seat order.
        names: Vec<String>,
        /// SHA-256 (hex) of the seed and the deal.
        commitment: String,
    },
    /// The host or an admin stopped the game.
    Stopped {
        /// Who stopped it.
        by: String,
    },
    /// The lobby emptied before the game started.
    LobbyClosed,
    /// To a new spectator: they watch now.
    Watching {
        /// Whether they will also be shown every role.
        roles: bool,
    },
    /// To the dead and the spectators: a spectator's words.
    WatcherSaid {
        /// The spectator's name.
        name: String,
        /// The words.
        text: String,
    },
    /// To the dead and the spectators (option `dead_see_roles`): every
    /// seat's role, in seat order.
    Roles {
        /// Role names, as in a result.
        roles: Vec<String>,
    },
    /// The lobby closed: nobody started the game in time.
    LobbyTimedOut {
        /// The time it was open, in minutes.
        minutes: u32,
    },
    /// The host gave the lobby more time.
    LobbyExtended {
        /// The time added, in minutes.
        minutes: u32,
    },
    /// To one player: they let a deadline pass without acting.
    AfkWarning {
        /// Missed deadlines left before `action` is taken.
        left: u8,
        /// What happens then.
        action: crate::afk::AfkAction,
    },
    /// A computer player took an inactive player's seat (no role shown).
    AfkReplaced {
        /// The seat.
        seat: crate::seat::Seat,
    },
    /// A replaced player took their seat back.
    AfkBack {
        /// The seat.
        seat: crate::seat::Seat,
    },
    /// The end: winner, every role, the seed.
    GameOver(GameResult),
    /// A Mafia message.
    Mafia(MafiaMessage),
    /// A Wumpus hunt message.
    Wumpus(WumpusMessage),
    /// A Zombie Game message.
    Zombie(ZombieMessage),
}

impl From<MafiaMessage> for Message {
    fn from(m: MafiaMessage) -> Message {
        Message::Mafia(m)
    }
}

impl From<WumpusMessage> for Message {
    fn from(m: WumpusMessage) -> Message {
        Message::Wumpus(m)
    }
}

impl From<ZombieMessage> for Message {
    fn from(m: ZombieMessage) -> Message {
        Message::Zombie(m)
    }
}
