//! The lycan: a villager without a power whom an investigation shows as
//! mafia (they are told so on their card).

use super::RoleUnit;
use crate::mafia::MafiaTeam;

/// The lycan.
pub struct Lycan;

impl RoleUnit for Lycan {
    fn name(&self) -> &'static str {
        "lycan"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Village
    }

    fn shows_as(&self) -> MafiaTeam {
        MafiaTeam::Mafia
    }

    fn classic(&self) -> bool {
        true
    }

    // A villager who shows as mafia: a cop's check of it misleads.
    fn strength(&self) -> i32 {
        1
    }
}
