//! What a Zombie player can do.

use crate::seat::Seat;
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
    /// A verb for rejections.
    pub fn verb(&self) -> &'static str {
        match self {
            ZombieAction::Touch(_) => "interact",
            ZombieAction::Accept(_) => "accept",
            ZombieAction::Decline(_) => "decline",
            ZombieAction::Antidote => "use your antidote",
            ZombieAction::GiveAntidote(_) => "give your antidote",
            ZombieAction::EndTurn => "end the turn",
        }
    }
}
