//! The framer (mafia): each night makes one player outside the mafia show
//! as mafia to every investigation that night (`night/frame.rs`); takes
//! up the kill when no mafia killer is left.

use super::RoleUnit;
use crate::mafia::{MafiaTeam, Power};

/// The framer.
pub struct Framer;

impl RoleUnit for Framer {
    fn name(&self) -> &'static str {
        "framer"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Mafia
    }

    fn has_team(&self) -> bool {
        true
    }

    fn powers(&self) -> &'static [Power] {
        &[Power::Frame]
    }

    fn classic(&self) -> bool {
        true
    }

    // A mafia vote that also turns a cop's check on a villager.
    fn strength(&self) -> i32 {
        -9
    }
}
