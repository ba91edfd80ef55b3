//! The witch (village): one healing potion and one poison per game, at
//! most one a night (`night/potion.rs`).

use super::RoleUnit;
use crate::mafia::{MafiaTeam, Power};

/// The witch.
pub struct Witch;

impl RoleUnit for Witch {
    fn name(&self) -> &'static str {
        "witch"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Village
    }

    fn powers(&self) -> &'static [Power] {
        &[Power::Heal, Power::Poison]
    }

    fn classic(&self) -> bool {
        true
    }

    // A saved life and a killing poison, once each.
    fn strength(&self) -> i32 {
        6
    }
}
