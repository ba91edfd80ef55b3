//! The sheriff (sport): red; checks one player's colour a night.

use super::RoleUnit;
use crate::mafia::MafiaTeam;

/// The sheriff (sport).
pub struct Sheriff;

impl RoleUnit for Sheriff {
    fn name(&self) -> &'static str {
        "sheriff"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Village
    }
}
