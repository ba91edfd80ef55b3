//! The mafioso: chooses a victim with the other mafiosi each night.

use super::RoleUnit;
use crate::mafia::{MafiaTeam, Power};

/// The mafioso.
pub struct Mafioso;

impl RoleUnit for Mafioso {
    fn name(&self) -> &'static str {
        "mafioso"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Mafia
    }

    fn powers(&self) -> &'static [Power] {
        &[Power::Kill]
    }

    fn has_team(&self) -> bool {
        true
    }

    fn classic(&self) -> bool {
        true
    }

    // A vote for the mafia and a share in each night's kill.
    fn strength(&self) -> i32 {
        -8
    }
}
