//! Every Mafia role, each in one file (`roles/ROLE.rs`) behind
//! [`RoleUnit`]: its name, its side, what an investigation of it shows,
//! its power in the classic night. [`Role`] names the roles (and is how
//! stored games and results spell them); this registry is the one place
//! that lists them.

use crate::mafia::{MafiaTeam, Power};
use serde::{Deserialize, Serialize};

mod commoner;
mod cop;
mod detective;
mod doctor;
mod don;
mod healer;
mod mafioso;
mod sheriff;
mod villager;

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

/// One role's rules.
pub trait RoleUnit: Sync {
    /// The role's stable name (used in the deal commitment, results and
    /// message keys).
    fn name(&self) -> &'static str;

    /// The side that wins with this role.
    fn side(&self) -> MafiaTeam;

    /// What an investigation of this role shows: its side, unless the
    /// role says otherwise.
    fn shows_as(&self) -> MafiaTeam {
        self.side()
    }

    /// Whether its card names its teammates (or says it has none left):
    /// the mafia, hp's detectives and healers.
    fn has_team(&self) -> bool {
        false
    }

    /// Its power in the classic night, if any (hp's and sport's roles act
    /// in their presets' own rounds).
    fn night_power(&self) -> Option<Power> {
        None
    }
}

impl Role {
    /// Every role, in the order the catalogues list them.
    pub const ALL: [Role; 9] = [
        Role::Villager,
        Role::Mafioso,
        Role::Cop,
        Role::Doctor,
        Role::Commoner,
        Role::Detective,
        Role::Healer,
        Role::Don,
        Role::Sheriff,
    ];

    /// The role's rules.
    pub fn unit(self) -> &'static dyn RoleUnit {
        match self {
            Role::Villager => &villager::Villager,
            Role::Mafioso => &mafioso::Mafioso,
            Role::Cop => &cop::Cop,
            Role::Doctor => &doctor::Doctor,
            Role::Commoner => &commoner::Commoner,
            Role::Detective => &detective::Detective,
            Role::Healer => &healer::Healer,
            Role::Don => &don::Don,
            Role::Sheriff => &sheriff::Sheriff,
        }
    }

    /// The side that wins with this role.
    pub fn team(self) -> MafiaTeam {
        self.unit().side()
    }

    /// The role's stable name (used in the deal commitment and results).
    pub fn name(self) -> &'static str {
        self.unit().name()
    }

    /// What an investigation of this role shows.
    pub fn shows_as(self) -> MafiaTeam {
        self.unit().shows_as()
    }

    /// Its power in the classic night, if any.
    pub fn night_power(self) -> Option<Power> {
        self.unit().night_power()
    }
}
