//! The serial killer's kill: alone, every night.

use super::{Ask, Attack, Attacker, Dusk, PowerRule, refused};
use crate::mafia::Power;
use crate::mafia::reason::MafiaReason;
use crate::mafia::words::Rejection;
use crate::seat::Seat;
use rand::Rng;

/// The serial killer's stab.
pub struct Stab;

impl PowerRule for Stab {
    fn targets(&self, ask: &Ask, actor: Seat) -> Vec<Seat> {
        super::others(ask.board, actor)
    }

    fn refuse(&self, ask: &Ask, actor: Seat, target: Seat) -> Rejection {
        refused(ask, actor, target, MafiaReason::NotOnYourself)
    }

    fn holders(&self) -> MafiaReason {
        MafiaReason::NotYourPower(Power::Stab)
    }

    fn settle(&self, dusk: &mut Dusk, uses: &[(Seat, Seat)], _rng: &mut dyn Rng) {
        for (killer, target) in uses {
            dusk.attacks.push(Attack {
                by: Attacker::Other(Power::Stab, *killer),
                target: *target,
            });
        }
    }
}
