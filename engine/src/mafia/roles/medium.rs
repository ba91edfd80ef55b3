//! The medium (village): at night sits in the dead's room, hearing the
//! dead and speaking to them (`chat.rs`); by day a villager.

use super::RoleUnit;
use crate::mafia::MafiaTeam;

/// The medium.
pub struct Medium;

impl RoleUnit for Medium {
    fn name(&self) -> &'static str {
        "medium"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Village
    }

    fn classic(&self) -> bool {
        true
    }

    fn hears_the_dead(&self) -> bool {
        true
    }

    // Hears the dead, who know more than the living.
    fn strength(&self) -> i32 {
        3
    }
}
