//! The villager: no power; votes by day (classic).

use super::RoleUnit;
use crate::mafia::MafiaTeam;

/// The villager.
pub struct Villager;

impl RoleUnit for Villager {
    fn name(&self) -> &'static str {
        "villager"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Village
    }
}
