//! Random Zombie Game actions for the soak test.

use super::ZombieAction;
use crate::seat::Seat;
use crate::soak::fuzz::Fuzz;

/// Any Zombie Game action.
pub(crate) fn action(f: &mut dyn Fuzz) -> ZombieAction {
    match f.below(6) {
        0 => ZombieAction::Touch(f.seat()),
        1 => ZombieAction::Accept(f.seat()),
        2 => ZombieAction::Antidote,
        3 => ZombieAction::GiveAntidote(f.seat()),
        4 => ZombieAction::Decline(f.seat()),
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
