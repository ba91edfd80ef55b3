//! What a Mafia player can do.

use super::canned::Canned;
use super::sport::pseudonyms::Who;
use crate::mafia::words::Act;
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
    /// sport: a line of free text: the speaker's words during their speech
    /// (relayed to the table), or the don's kill order on night 0 (relayed
    /// to the black team).
    Speak(String),
    /// sport: the speaker nominates a player for the day's vote.
    Nominate(Who),
    /// sport: end your speech (or, for the don, send no kill order).
    Pass,
    /// sport: your one vote among the nominees.
    Ballot(Who),
    /// sport: yes or no, do the candidates leave?
    Agree(bool),
    /// sport, black: tonight's target.
    Shoot(Who),
    /// sport: the don's or the sheriff's night check.
    Check(Who),
    /// sport: a canned line (bot protocol ids 0–16) whose subject is named
    /// as the speaker sees them, so that it works under pseudonyms.
    Claim {
        /// The canned message id.
        id: u8,
        /// The player it is about (ids 5–16).
        subject: Option<Who>,
    },
    /// Escort or consort: block a player's night action tonight.
    Block(Seat),
    /// A night power on a player (the powers after the first four; the
    /// arsonist's ignition names the arsonist).
    Use(super::Power, Seat),
    /// A mayor reveals their role; from then on their vote counts twice.
    Reveal,
    /// A dead hunter's last shot.
    LastShot(Seat),
}

impl MafiaAction {
    /// The night power this choice uses, and its target.
    pub fn night_choice(&self) -> Option<(super::Power, Seat)> {
        use super::Power;
        match self {
            MafiaAction::Kill(t) => Some((Power::Kill, *t)),
            MafiaAction::Investigate(t) => Some((Power::Investigate, *t)),
            MafiaAction::Protect(t) => Some((Power::Protect, *t)),
            MafiaAction::Block(t) => Some((Power::Block, *t)),
            MafiaAction::Use(p, t) => Some((*p, *t)),
            _ => None,
        }
    }

    /// What the action is, for rejections.
    pub fn verb(&self) -> Act {
        match self {
            MafiaAction::Ready => Act::Ready,
            MafiaAction::Kill(_) => Act::Kill,
            MafiaAction::Investigate(_) => Act::Investigate,
            MafiaAction::Protect(_) => Act::Protect,
            MafiaAction::Vote(_) => Act::Vote,
            MafiaAction::Say(_) => Act::Speak,
            MafiaAction::Speak(_) => Act::Speak,
            MafiaAction::Nominate(_) => Act::Nominate,
            MafiaAction::Pass => Act::Pass,
            MafiaAction::Ballot(_) => Act::Vote,
            MafiaAction::Agree(_) => Act::Agree,
            MafiaAction::Shoot(_) => Act::Shoot,
            MafiaAction::Check(_) => Act::Check,
            MafiaAction::Claim { .. } => Act::Speak,
            MafiaAction::Block(_) => Act::Block,
            MafiaAction::Use(..) => Act::UsePower,
            MafiaAction::Reveal => Act::Reveal,
            MafiaAction::LastShot(_) => Act::Shoot,
        }
    }
}
