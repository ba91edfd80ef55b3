//! The godfather: the mafia's leader. Kills with the mafia at night, but
//! an investigation shows the village.

use super::RoleUnit;
use crate::mafia::{MafiaTeam, Power};

/// The godfather.
pub struct Godfather;

impl RoleUnit for Godfather {
    fn name(&self) -> &'static str {
        "godfather"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Mafia
    }

    fn shows_as(&self) -> MafiaTeam {
        MafiaTeam::Village
    }

    fn has_team(&self) -> bool {
        true
    }

    fn powers(&self) -> &'static [Power] {
        &[Power::Kill]
    }

    fn classic(&self) -> bool {
        true
    }

    // A mafioso the cop's check clears.
    fn strength(&self) -> i32 {
        -10
    }
}
