//! The arsonist (alone): each night douses one player, or ignites every
//! doused player at once (`night/douse.rs`); wins as the last one
//! standing with at most one other.

use super::RoleUnit;
use crate::mafia::{MafiaTeam, Power};

/// The arsonist.
pub struct Arsonist;

impl RoleUnit for Arsonist {
    fn name(&self) -> &'static str {
        "arsonist"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Arsonist
    }

    fn powers(&self) -> &'static [Power] {
        &[Power::Douse, Power::Ignite]
    }

    fn classic(&self) -> bool {
        true
    }

    // Slow to start, then burns many at once.
    fn strength(&self) -> i32 {
        -7
    }
}
