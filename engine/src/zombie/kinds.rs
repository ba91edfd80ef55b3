//! The Zombie Game's own sides and prompts; the shared
//! [`crate::game::Team`] and [`crate::game::PromptKind`] wrap them.

use serde::{Deserialize, Serialize};

/// A side in the Zombie Game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum ZombieTeam {
    /// The humans: win if humans are left after the last turn.
    Humans,
    /// The zombies (and the permanently infected): win when nobody is
    /// human.
    Zombies,
}

/// What a Zombie Game prompt asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ZombiePrompt {
    /// Touch a player, accept or decline a touch, use the antidote, or (the
    /// host) end the turn. Stored under its old shared name.
    #[serde(rename = "ZombieTurn")]
    Turn,
}
