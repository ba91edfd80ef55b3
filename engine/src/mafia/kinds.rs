//! Mafia's own sides and prompts; the shared [`crate::game::Team`] and
//! [`crate::game::MafiaPrompt`] wrap them.

use serde::{Deserialize, Serialize};

/// A side in Mafia. Teams are both who wins and who may share secrets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum MafiaTeam {
    /// The village (red): wins when no mafia is left.
    Village,
    /// The mafia (black): wins at parity.
    Mafia,
}

/// What a Mafia prompt asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MafiaPrompt {
    /// Mark yourself ready to end a phase without decisions (day 0).
    Ready,
    /// Mafia: choose tonight's victim.
    NightKill,
    /// Cop: choose whom to investigate.
    Investigate,
    /// Doctor: choose whom to protect.
    Protect,
    /// Day: vote to remove a player, or no one.
    Vote,
    /// Sport, the don on night 0: send the black team a kill order (free
    /// text) or pass.
    KillOrder,
    /// Sport: your speech; speak, nominate one player, or pass.
    Speech,
    /// Sport: vote for one of the nominees.
    Nominees,
    /// Sport: yes or no, do the candidates leave the game?
    Agree,
    /// Sport, the black team: name tonight's target.
    Shoot,
    /// Sport, the don: is this player the sheriff?
    DonCheck,
    /// Sport, the sheriff: is this player red or black?
    SheriffCheck,
    /// Escort or consort: choose whose night action to block.
    Block,
}
