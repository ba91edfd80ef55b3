//! The doctor: protects one player each night from the mafia's kill.

use super::RoleUnit;
use crate::mafia::{MafiaTeam, Power};

/// The doctor.
pub struct Doctor;

impl RoleUnit for Doctor {
    fn name(&self) -> &'static str {
        "doctor"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Village
    }

    fn powers(&self) -> &'static [Power] {
        &[Power::Protect]
    }

    fn classic(&self) -> bool {
        true
    }

    // Saves a life on the nights it guesses the mafia's victim.
    fn strength(&self) -> i32 {
        5
    }
}
