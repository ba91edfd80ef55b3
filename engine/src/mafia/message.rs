//! Mafia's messages, as data.

use super::action::VoteChoice;
use super::canned::Canned;
use super::role::Role;
use crate::effect::Team;
use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// A night power, for confirmations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
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
    /// hp, private: your hit points now.
    HitPoints {
        /// Current HP.
        hp: u32,
    },
    /// hp, to the detectives or healers: a teammate's pick this round.
    AllyPick {
        /// The teammate.
        by: Seat,
        /// Test or heal.
        power: Power,
        /// The pick.
        target: Seat,
    },
    /// hp, to the living detectives: the round's test.
    Tested {
        /// Who was tested.
        target: Seat,
        /// Whether they are mafia.
        mafia: bool,
    },
    /// hp, public: the detectives caught a mafia, who leaves; no vote.
    Caught {
        /// The mafia caught.
        seat: Seat,
        /// Their role, when roles are revealed.
        role: Option<Role>,
    },
    /// hp, public: the vote tied; everybody votes again.
    Revote {
        /// The tied players.
        tied: Vec<Seat>,
        /// Which repeat this is (1, 2, …).
        attempt: u8,
    },
    /// Public: the winner.
    Winner {
        /// The team.
        team: Team,
    },
}
