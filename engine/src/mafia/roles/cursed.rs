//! The cursed (village): a villager until the mafia attack them; then,
//! instead of dying, they join the mafia as a mafioso (told at dawn, and
//! the mafia learn it). Any other attack kills them.

use super::{Reaction, RoleUnit};
use crate::mafia::MafiaTeam;
use crate::mafia::night::Attacker;

/// The cursed.
pub struct Cursed;

impl RoleUnit for Cursed {
    fn name(&self) -> &'static str {
        "cursed"
    }

    fn side(&self) -> MafiaTeam {
        MafiaTeam::Village
    }

    fn classic(&self) -> bool {
        true
    }

    fn when_attacked(&self, by: Attacker, _luck_left: bool) -> Reaction {
        if by == Attacker::Mafia {
            Reaction::JoinsMafia
        } else {
            Reaction::Dies
        }
    }

    // A villager who may join the mafia: worth a villager less a risk.
    fn strength(&self) -> i32 {
        0
    }
}
