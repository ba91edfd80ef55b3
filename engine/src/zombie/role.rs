//! What a player is dealt, and what they are now.

use serde::{Deserialize, Serialize};

/// What the judge deals a player at the start, and tells them privately.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Scores by meeting other humans.
    Human,
    /// Scores by infecting humans.
    Zombie,
}

impl Role {
    /// The stable name (in the deal commitment, results and scripts).
    pub fn name(self) -> &'static str {
        match self {
            Role::Human => "human",
            Role::Zombie => "zombie",
        }
    }
}

/// A player's condition now. Never told to the player during the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Condition {
    /// Healthy.
    Human,
    /// Dealt a zombie.
    Zombie,
    /// Temporarily infected during turn `since` (turns count from 0): an
    /// antidote still cures them; at the end of turn `since + 3` they turn
    /// permanent.
    Infected {
        /// The turn of the infection.
        since: u32,
    },
    /// Permanently infected: plays on the zombies' side for good.
    Turned,
}

impl Condition {
    /// Whether the player counts as a human (in the announcements and the
    /// endings). Every infected player counts as a zombie.
    pub fn is_human(self) -> bool {
        self == Condition::Human
    }

    /// Whether the player infects the humans they meet and scores for it
    /// (zombies and the permanently infected; the temporarily infected
    /// infect without scoring).
    pub fn scores_infections(self) -> bool {
        matches!(self, Condition::Zombie | Condition::Turned)
    }

    /// The stable name (in JSON output).
    pub fn name(self) -> &'static str {
        match self {
            Condition::Human => "human",
            Condition::Zombie => "zombie",
            Condition::Infected { .. } => "temporarily_infected",
            Condition::Turned => "permanently_infected",
        }
    }
}
