//! Mafia's messages, as data.

use super::action::VoteChoice;
use super::canned::Canned;
use super::role::Role;
use crate::effect::Team;
use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// A night power, for confirmations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Power {
    /// The mafia's kill.
    Kill,
    /// The cop's investigation.
    Investigate,
    /// The doctor's protection.
    Protect,
}

/// Every Mafia message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MafiaMessage {
    /// Private: your role; a mafioso also learns the other mafiosi.
    RoleCard {
        /// The role.
        role: Role,
        /// The other members of the mafia (empty for the village).
        allies: Vec<Seat>,
    },
    /// Public: day 0 begins; no vote today.
    DayZero,
    /// Public: a seat is ready to end day 0.
    Ready {
        /// Who.
        seat: Seat,
    },
    /// Public: night falls.
    Nightfall {
        /// The night's number (0, 1, …).
        night: u32,
    },
    /// Private: your night choice is recorded (and may still be changed).
    ChoiceRecorded {
        /// Which power.
        power: Power,
        /// The target.
        target: Seat,
    },
    /// To the mafia: a mafioso's pick for tonight.
    MafiaPick {
        /// The mafioso.
        by: Seat,
        /// The pick.
        target: Seat,
    },
    /// Public: dawn of a day, with the night's death if any.
    Dawn {
        /// The day's number.
        day: u32,
        /// Who was killed, if anyone.
        killed: Option<Seat>,
        /// Their role, when roles are revealed on death.
        role: Option<Role>,
    },
    /// Private to the cop: the investigation's result.
    Investigation {
        /// Who was investigated.
        target: Seat,
        /// Their alignment.
        alignment: Team,
    },
    /// Public: the living players.
    StillAlive {
        /// In seat order.
        seats: Vec<Seat>,
    },
    /// Public: the day's vote is open.
    VotingOpens {
        /// The day's number.
        day: u32,
    },
    /// Public: a vote, announced as it is cast or changed.
    VoteCast {
        /// Who voted.
        voter: Seat,
        /// For whom.
        choice: VoteChoice,
    },
    /// Public: a canned line.
    Said {
        /// Who said it.
        speaker: Seat,
        /// What.
        line: Canned,
    },
    /// Public: the town removed a player.
    Lynched {
        /// Who.
        seat: Seat,
        /// Their role, when roles are revealed.
        role: Option<Role>,
    },
    /// Public: nobody was removed today.
    NoLynch,
    /// Public: the winner.
    Winner {
        /// The team.
        team: Team,
    },
}
