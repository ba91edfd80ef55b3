//! Random Zombie Game actions for the soak test.

use super::{ZombieAction, ZombieOptions};
use crate::seat::Seat;
use crate::soak::fuzz::Fuzz;
use rand::{Rng, RngExt};

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

/// Options for one soak session: the defaults when `plain`, else every
/// option drawn from its allowed range.
pub(crate) fn options(plain: bool, rng: &mut impl Rng) -> ZombieOptions {
    if plain {
        return ZombieOptions::default();
    }
    let zombies = rng.random_range(1..=4u8);
    let fewest = zombies * 2 + 1;
    ZombieOptions {
        zombies,
        max_turns: rng.random_range(0..=8),
        turn_secs: rng.random_range(1..=600),
        handshake_consent: rng.random(),
        antidote_gift: rng.random(),
        max_players: if rng.random_bool(0.1) {
            50
        } else {
            rng.random_range(fewest..=fewest + 8)
        },
    }
}
