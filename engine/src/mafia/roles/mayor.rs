//! The mayor (village): may reveal themself once by day; from then on
//! their vote counts twice. Until then a villager.

use super::RoleUnit;
use crate::mafia::MafiaTeam;

/// The mayor.
pub struct Mayor;

impl RoleUnit for Mayor {
    fn name(&self) -> &'static str {
        "mayor"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Village
    }

    fn classic(&self) -> bool {
        true
    }

    fn may_reveal(&self) -> bool {
        true
    }

    // A doubled vote once revealed, and then the mafia's first target.
    fn strength(&self) -> i32 {
        3
    }
}
