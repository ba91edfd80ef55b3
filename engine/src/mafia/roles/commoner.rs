//! The commoner (hp): no power; votes.

use super::RoleUnit;
use crate::mafia::MafiaTeam;

/// The commoner (hp).
pub struct Commoner;

impl RoleUnit for Commoner {
    fn name(&self) -> &'static str {
        "commoner"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Village
    }
}
