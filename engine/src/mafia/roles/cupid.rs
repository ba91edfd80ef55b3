//! Cupid (village): on the first night binds two players as lovers
//! (`night/bind.rs`), who learn each other privately. When one lover
//! dies, the other dies of grief; lovers on different sides win only
//! together, as the last two alive (`win.rs`).

use super::RoleUnit;
use crate::mafia::{MafiaTeam, Power};

/// Cupid.
pub struct Cupid;

impl RoleUnit for Cupid {
    fn name(&self) -> &'static str {
        "cupid"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Village
    }

    fn brings_side(&self) -> Option<MafiaTeam> {
        Some(MafiaTeam::Lovers)
    }

    fn powers(&self) -> &'static [Power] {
        &[Power::Bind]
    }

    fn classic(&self) -> bool {
        true
    }

    // Binds two lovers, who may be of either side.
    fn strength(&self) -> i32 {
        1
    }
}
