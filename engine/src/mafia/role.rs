//! The roles of Mafia and the team each belongs to.

use crate::mafia::kinds::MafiaTeam;
use serde::{Deserialize, Serialize};

/// A Mafia role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// No power; votes by day.
    Villager,
    /// Chooses a victim with the other mafiosi each night.
    Mafioso,
    /// Investigates one player each night.
    Cop,
    /// Protects one player each night.
    Doctor,
    /// hp: no power; votes.
    Commoner,
    /// hp: tests one player a round with the other detectives.
    Detective,
    /// hp: heals one player a round with the other healers.
    Healer,
    /// sport: the black team's leader; shoots with it and checks one
    /// player a night for the sheriff.
    Don,
    /// sport: red; checks one player's colour a night.
    Sheriff,
}

impl Role {
    /// The team that wins with this role.
    pub fn team(self) -> MafiaTeam {
        match self {
            Role::Mafioso | Role::Don => MafiaTeam::Mafia,
            Role::Villager
            | Role::Cop
            | Role::Doctor
            | Role::Commoner
            | Role::Detective
            | Role::Healer
            | Role::Sheriff => MafiaTeam::Village,
        }
    }

    /// The role's stable name (used in the deal commitment and results).
    pub fn name(self) -> &'static str {
        match self {
            Role::Villager => "villager",
            Role::Mafioso => "mafioso",
            Role::Cop => "cop",
            Role::Doctor => "doctor",
            Role::Commoner => "commoner",
            Role::Detective => "detective",
            Role::Healer => "healer",
            Role::Don => "don",
            Role::Sheriff => "sheriff",
        }
    }
}
