//! The hunter (village): when killed at night or lynched, takes one
//! living player along: a prompt with a deadline (option `hunter_secs`),
//! settled before the win is checked (`last_shot.rs`).

use super::{RoleOption, RoleUnit};
use crate::mafia::MafiaTeam;

/// The hunter.
pub struct Hunter;

impl RoleUnit for Hunter {
    fn name(&self) -> &'static str {
        "hunter"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Village
    }

    fn classic(&self) -> bool {
        true
    }

    fn last_shot(&self) -> bool {
        true
    }

    fn options(&self) -> &'static [RoleOption] {
        &[RoleOption {
            name: "hunter_secs",
            default: 60,
            lo: 10,
            hi: 240,
        }]
    }

    // Takes one player along; a mafioso, as often as not.
    fn strength(&self) -> i32 {
        4
    }
}
