//! Random Zombie Game actions for the soak test.

use super::ZombieAction;
use crate::seat::Seat;
use crate::soak::fuzz::Fuzz;
use crate::table::Table;

/// Any Zombie Game action.
pub(crate) fn action(f: &mut dyn Fuzz, table: &Table) -> ZombieAction {
    match f.below(6) {
        0 => ZombieAction::Touch(f.seat(table)),
        1 => ZombieAction::Accept(f.seat(table)),
        2 => ZombieAction::Antidote,
        3 => ZombieAction::GiveAntidote(f.seat(table)),
        4 => ZombieAction::Decline(f.seat(table)),
        _ => ZombieAction::EndTurn,
    }
}

/// The seat a choice names, for the soak's "everyone goes along" pick.
pub(crate) fn named_seat(action: &ZombieAction) -> Option<Seat> {
    match action {
        ZombieAction::Touch(s) | ZombieAction::Accept(s) => Some(*s),
        _ => None,
    }
}
