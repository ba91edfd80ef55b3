//! The jester (alone): wins if the town lynches them (option
//! `jester_ends_game`: 1, the default, ends the game there; 0 lets it go
//! on, the jester winning beside the winners at the end).

use super::{RoleOption, RoleUnit};
use crate::mafia::MafiaTeam;

/// The jester.
pub struct Jester;

impl RoleUnit for Jester {
    fn name(&self) -> &'static str {
        "jester"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Jester
    }

    fn classic(&self) -> bool {
        true
    }

    fn wins_when_lynched(&self) -> bool {
        true
    }

    fn options(&self) -> &'static [RoleOption] {
        &[RoleOption {
            name: "jester_ends_game",
            default: 1,
            lo: 0,
            hi: 1,
        }]
    }

    // Costs the village a lynch if it is fooled.
    fn strength(&self) -> i32 {
        -2
    }
}
