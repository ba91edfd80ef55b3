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

    fn classic(&self) -> bool {
        true
    }

    // A vote by day and nothing else: the unit the others are measured in.
    fn strength(&self) -> i32 {
        2
    }
}
