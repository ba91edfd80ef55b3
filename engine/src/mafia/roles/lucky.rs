//! The lucky (village): survives the first attack on them that nothing
//! else stopped, and learns it at dawn; the next one kills.

use super::{Reaction, RoleUnit};
use crate::mafia::MafiaTeam;
use crate::mafia::night::Attacker;

/// The lucky.
pub struct Lucky;

impl RoleUnit for Lucky {
    fn name(&self) -> &'static str {
        "lucky"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Village
    }

    fn classic(&self) -> bool {
        true
    }

    fn when_attacked(&self, _by: Attacker, luck_left: bool) -> Reaction {
        if luck_left {
            Reaction::Survives
        } else {
            Reaction::Dies
        }
    }

    // Survives one attack: a wasted night for the mafia.
    fn strength(&self) -> i32 {
        3
    }
}
