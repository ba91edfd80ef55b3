//! The vigilante (village): a gun with a few bullets (option
//! `vigilante_shots`, 1–5, default 2); each night may shoot one player or
//! hold fire (`night/shoot.rs`).

use super::{RoleOption, RoleUnit};
use crate::mafia::{MafiaTeam, Power};

/// The vigilante.
pub struct Vigilante;

impl RoleUnit for Vigilante {
    fn name(&self) -> &'static str {
        "vigilante"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Village
    }

    fn powers(&self) -> &'static [Power] {
        &[Power::Shoot]
    }

    fn classic(&self) -> bool {
        true
    }

    fn options(&self) -> &'static [RoleOption] {
        &[RoleOption {
            name: "vigilante_shots",
            default: 2,
            lo: 1,
            hi: 5,
        }]
    }

    // Its shots kill mafia and villagers alike.
    fn strength(&self) -> i32 {
        4
    }
}
