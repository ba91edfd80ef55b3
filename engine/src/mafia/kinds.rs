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
    /// The jester alone: wins when lynched.
    Jester,
    /// The serial killer alone: wins as the last one standing with at
    /// most one other.
    SerialKiller,
    /// The arsonist alone: wins as the last one standing with at most one
    /// other.
    Arsonist,
    /// Two lovers of different sides, together as the last two alive.
    Lovers,
}

impl MafiaTeam {
    /// A side of one that kills at night: while it lives, neither the
    /// village nor the mafia has won.
    pub fn solo_killer(self) -> bool {
        matches!(self, MafiaTeam::SerialKiller | MafiaTeam::Arsonist)
    }

    /// The side's stable code (catalogue selectors, result labels).
    pub fn code(self) -> &'static str {
        match self {
            MafiaTeam::Village => "village",
            MafiaTeam::Mafia => "mafia",
            MafiaTeam::Jester => "jester",
            MafiaTeam::SerialKiller => "serial_killer",
            MafiaTeam::Arsonist => "arsonist",
            MafiaTeam::Lovers => "lovers",
        }
    }
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
    /// A night power of the newer roles (the bodyguard's guard, the
    /// vigilante's shot, the witch's potions…): the first power offered.
    Power(crate::mafia::Power),
    /// The unrevealed mayor's day, in private: the vote, and the reveal
    /// (the vote then counts twice, and is cast in the open).
    Reveal,
    /// A dead hunter: take one living player along, or nobody.
    LastShot,
}
