//! The traitor (the mafia's side): knows the mafia from the start, but
//! they do not know the traitor; has no night power, shows as village,
//! and wins with the mafia (and counts with them at the end).

use super::RoleUnit;
use crate::mafia::MafiaTeam;

/// The traitor.
pub struct Traitor;

impl RoleUnit for Traitor {
    fn name(&self) -> &'static str {
        "traitor"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Mafia
    }

    fn has_team(&self) -> bool {
        true
    }

    fn classic(&self) -> bool {
        true
    }

    fn shows_as(&self) -> MafiaTeam {
        MafiaTeam::Village
    }

    fn mafia_member(&self) -> bool {
        false
    }

    // Votes with the mafia but does not kill with them.
    fn strength(&self) -> i32 {
        -5
    }
}
