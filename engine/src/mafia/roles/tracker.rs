//! The tracker (village): each night watches one other player and learns
//! at dawn whom that player visited (`night/track.rs`).

use super::RoleUnit;
use crate::mafia::{MafiaTeam, Power};

/// The tracker.
pub struct Tracker;

impl RoleUnit for Tracker {
    fn name(&self) -> &'static str {
        "tracker"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Village
    }

    fn powers(&self) -> &'static [Power] {
        &[Power::Track]
    }

    fn classic(&self) -> bool {
        true
    }

    // Sees whom a suspect visited: evidence, but slower than a cop's.
    fn strength(&self) -> i32 {
        4
    }
}
