//! The escort (village): each night keeps one other player busy; that
//! player's night action does nothing (a blocked mafioso's pick does not
//! count, a blocked doctor saves nobody, a blocked cop learns nothing).

use super::RoleUnit;
use crate::mafia::{MafiaTeam, Power};

/// The escort.
pub struct Escort;

impl RoleUnit for Escort {
    fn name(&self) -> &'static str {
        "escort"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Village
    }

    fn powers(&self) -> &'static [Power] {
        &[Power::Block]
    }

    fn classic(&self) -> bool {
        true
    }

    // A block a night stops a kill or a check now and then.
    fn strength(&self) -> i32 {
        4
    }
}
