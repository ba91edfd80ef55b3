//! The serial killer (alone): kills one other player each night
//! (`night/stab.rs`); wins as the last one standing with at most one
//! other. While they live, neither the village nor the mafia has won.

use super::RoleUnit;
use crate::mafia::{MafiaTeam, Power};

/// The serial killer.
pub struct SerialKiller;

impl RoleUnit for SerialKiller {
    fn name(&self) -> &'static str {
        "serial_killer"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::SerialKiller
    }

    fn powers(&self) -> &'static [Power] {
        &[Power::Stab]
    }

    fn classic(&self) -> bool {
        true
    }

    // A second killer every night, against both sides.
    fn strength(&self) -> i32 {
        -8
    }
}
