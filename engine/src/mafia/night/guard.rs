//! The bodyguard's guard: when the guarded player is attacked tonight (and
//! no protection saves them), the bodyguard dies in their place.

use super::{Ask, Dusk, PowerRule, refused};
use crate::mafia::reason::MafiaReason;
use crate::mafia::words::Rejection;
use crate::seat::Seat;
use rand::Rng;

/// The bodyguard's guard.
pub struct Guard;

impl PowerRule for Guard {
    fn targets(&self, ask: &Ask, actor: Seat) -> Vec<Seat> {
        super::others(ask.board, actor)
    }

    fn refuse(&self, ask: &Ask, actor: Seat, target: Seat) -> Rejection {
        refused(ask, actor, target, MafiaReason::GuardOthers)
    }

    fn holders(&self) -> MafiaReason {
        MafiaReason::NotYourPower(crate::mafia::Power::Guard)
    }

    fn settle(&self, dusk: &mut Dusk, uses: &[(Seat, Seat)], _rng: &mut dyn Rng) {
        for (bodyguard, target) in uses {
            dusk.guards.entry(*target).or_insert(*bodyguard);
        }
    }
}
