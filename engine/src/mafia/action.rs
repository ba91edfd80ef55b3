//! What a Mafia player can do.

use super::canned::Canned;
use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// A day vote: a player, or nobody.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum VoteChoice {
    /// Remove this player.
    Player(Seat),
    /// Remove nobody today.
    NoOne,
}

/// A Mafia move.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MafiaAction {
    /// Ready to end day 0.
    Ready,
    /// Mafia: tonight's victim.
    Kill(Seat),
    /// Cop: investigate.
    Investigate(Seat),
    /// Doctor: protect.
    Protect(Seat),
    /// Day vote (may be changed until the day ends).
    Vote(VoteChoice),
    /// A canned public message (bot protocol ids 0–16).
    Say(Canned),
}

impl MafiaAction {
    /// A verb for rejections ("vote", "kill").
    pub fn verb(&self) -> &'static str {
        match self {
            MafiaAction::Ready => "say you are ready",
            MafiaAction::Kill(_) => "choose a victim",
            MafiaAction::Investigate(_) => "investigate",
            MafiaAction::Protect(_) => "protect",
            MafiaAction::Vote(_) => "vote",
            MafiaAction::Say(_) => "speak",
        }
    }
}
