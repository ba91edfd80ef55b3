//! The bodyguard (village): each night guards one other player; if that
//! player is attacked and nothing else saves them, the bodyguard dies in
//! their place (`night/guard.rs`).

use super::RoleUnit;
use crate::mafia::{MafiaTeam, Power};

/// The bodyguard.
pub struct Bodyguard;

impl RoleUnit for Bodyguard {
    fn name(&self) -> &'static str {
        "bodyguard"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Village
    }

    fn powers(&self) -> &'static [Power] {
        &[Power::Guard]
    }

    fn classic(&self) -> bool {
        true
    }

    // Trades its own life for a guarded one's, once.
    fn strength(&self) -> i32 {
        4
    }
}
