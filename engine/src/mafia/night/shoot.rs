//! The vigilante's shot: a village gun with a few bullets per game
//! (option `vigilante_shots`); a night may pass without a shot.

use super::{Ask, Attack, Attacker, Dusk, PowerRule, refused};
use crate::mafia::Power;
use crate::mafia::reason::MafiaReason;
use crate::mafia::ruleset::Ruleset;
use crate::mafia::words::Rejection;
use crate::seat::Seat;
use rand::Rng;

/// The vigilante's shot.
pub struct Shoot;

impl PowerRule for Shoot {
    fn targets(&self, ask: &Ask, actor: Seat) -> Vec<Seat> {
        super::others(ask.board, actor)
    }

    fn refuse(&self, ask: &Ask, actor: Seat, target: Seat) -> Rejection {
        refused(ask, actor, target, MafiaReason::NotOnYourself)
    }

    fn holders(&self) -> MafiaReason {
        MafiaReason::NotYourPower(Power::Shoot)
    }

    fn per_game(&self, rules: &Ruleset) -> Option<u8> {
        Some(rules.role_option("vigilante_shots"))
    }

    fn optional(&self) -> bool {
        true
    }

    fn settle(&self, dusk: &mut Dusk, uses: &[(Seat, Seat)], _rng: &mut dyn Rng) {
        for (vigilante, target) in uses {
            dusk.out.used.push((*vigilante, Power::Shoot));
            dusk.attacks.push(Attack {
                by: Attacker::Other(Power::Shoot, *vigilante),
                target: *target,
            });
        }
    }
}
