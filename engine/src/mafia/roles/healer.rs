//! The healer (hp): heals one player a round with the other healers.

use super::RoleUnit;
use crate::mafia::MafiaTeam;

/// The healer (hp).
pub struct Healer;

impl RoleUnit for Healer {
    fn name(&self) -> &'static str {
        "healer"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Village
    }

    fn has_team(&self) -> bool {
        true
    }
}
