//! The consort (mafia): the mafia's blocker. Knows the mafia and is known
//! to them, has no kill, and each night blocks one other player's night
//! action.

use super::RoleUnit;
use crate::mafia::{MafiaTeam, Power};

/// The consort.
pub struct Consort;

impl RoleUnit for Consort {
    fn name(&self) -> &'static str {
        "consort"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Mafia
    }

    fn has_team(&self) -> bool {
        true
    }

    fn powers(&self) -> &'static [Power] {
        &[Power::Block]
    }

    fn classic(&self) -> bool {
        true
    }

    // A mafia vote that also blocks a cop's or doctor's night.
    fn strength(&self) -> i32 {
        -9
    }
}
