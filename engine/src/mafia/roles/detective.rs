//! The detective (hp): tests one player a round with the other detectives.

use super::RoleUnit;
use crate::mafia::MafiaTeam;

/// The detective (hp).
pub struct Detective;

impl RoleUnit for Detective {
    fn name(&self) -> &'static str {
        "detective"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Village
    }

    fn has_team(&self) -> bool {
        true
    }
}
