//! The don (sport): the black team's leader; shoots with it and checks one player a night for the sheriff.

use super::RoleUnit;
use crate::mafia::MafiaTeam;

/// The don (sport).
pub struct Don;

impl RoleUnit for Don {
    fn name(&self) -> &'static str {
        "don"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Mafia
    }
}
