//! What a Zombie player can do.

use crate::seat::Seat;
use crate::zombie::words::Act;
use serde::{Deserialize, Serialize};

/// A Zombie move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum ZombieAction {
    /// Interact with another player (with `handshake_consent`, ask them to).
    Touch(Seat),
    /// Accept a player's request to interact (`handshake_consent`).
    Accept(Seat),
    /// Decline a player's request to interact (`handshake_consent`): the
    /// request ends and nothing happens.
    Decline(Seat),
    /// Apply one's antidote to oneself.
    Antidote,
    /// Apply one's antidote to another player (`antidote_gift`).
    GiveAntidote(Seat),
    /// End the turn now (the host only).
    EndTurn,
}

impl ZombieAction {
    /// What the action is, for rejections.
    pub fn verb(&self) -> Act {
        match self {
            ZombieAction::Touch(_) => Act::Interact,
            ZombieAction::Accept(_) => Act::Accept,
            ZombieAction::Decline(_) => Act::Decline,
            ZombieAction::Antidote => Act::Antidote,
            ZombieAction::GiveAntidote(_) => Act::GiveAntidote,
            ZombieAction::EndTurn => Act::EndTurn,
        }
    }
}
