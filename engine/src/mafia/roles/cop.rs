//! The cop: investigates one player each night and learns their side.

use super::RoleUnit;
use crate::mafia::{MafiaTeam, Power};

/// The cop.
pub struct Cop;

impl RoleUnit for Cop {
    fn name(&self) -> &'static str {
        "cop"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Village
    }

    fn powers(&self) -> &'static [Power] {
        &[Power::Investigate]
    }

    fn classic(&self) -> bool {
        true
    }

    // A check a night turns the day's guessing into evidence.
    fn strength(&self) -> i32 {
        7
    }
}
