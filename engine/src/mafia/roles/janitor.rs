//! The janitor (mafia): once per game names a player; if that player dies
//! that night, their role is not revealed and the janitor alone learns it
//! (`night/clean.rs`). Takes up the kill when no mafia killer is left.

use super::RoleUnit;
use crate::mafia::{MafiaTeam, Power};

/// The janitor.
pub struct Janitor;

impl RoleUnit for Janitor {
    fn name(&self) -> &'static str {
        "janitor"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Mafia
    }

    fn has_team(&self) -> bool {
        true
    }

    fn powers(&self) -> &'static [Power] {
        &[Power::Clean]
    }

    fn classic(&self) -> bool {
        true
    }

    // A mafia vote that also hides a victim's role once.
    fn strength(&self) -> i32 {
        -9
    }
}
