//! The witch's two potions, one of each per game and at most one a night:
//! the healing potion saves its target from every attack tonight (as the
//! doctor's protection), the poison attacks its target.

use super::{Ask, Attack, Attacker, Dusk, PowerRule, refused};
use crate::mafia::Power;
use crate::mafia::reason::MafiaReason;
use crate::mafia::ruleset::Ruleset;
use crate::mafia::words::Rejection;
use crate::seat::Seat;
use rand::Rng;

/// The healing potion.
pub struct Heal;

impl PowerRule for Heal {
    /// Any living player, the witch included.
    fn targets(&self, ask: &Ask, _actor: Seat) -> Vec<Seat> {
        ask.board.living()
    }

    fn refuse(&self, ask: &Ask, actor: Seat, target: Seat) -> Rejection {
        refused(ask, actor, target, MafiaReason::OutOfGame)
    }

    fn holders(&self) -> MafiaReason {
        MafiaReason::NotYourPower(Power::Heal)
    }

    fn per_game(&self, _rules: &Ruleset) -> Option<u8> {
        Some(1)
    }

    fn optional(&self) -> bool {
        true
    }

    fn settle(&self, dusk: &mut Dusk, uses: &[(Seat, Seat)], _rng: &mut dyn Rng) {
        for (witch, target) in uses {
            dusk.out.used.push((*witch, Power::Heal));
            dusk.protected.insert(*target);
        }
    }
}

/// The poison.
pub struct Poison;

impl PowerRule for Poison {
    fn targets(&self, ask: &Ask, actor: Seat) -> Vec<Seat> {
        super::others(ask.board, actor)
    }

    fn refuse(&self, ask: &Ask, actor: Seat, target: Seat) -> Rejection {
        refused(ask, actor, target, MafiaReason::NotOnYourself)
    }

    fn holders(&self) -> MafiaReason {
        MafiaReason::NotYourPower(Power::Poison)
    }

    fn per_game(&self, _rules: &Ruleset) -> Option<u8> {
        Some(1)
    }

    fn optional(&self) -> bool {
        true
    }

    fn settle(&self, dusk: &mut Dusk, uses: &[(Seat, Seat)], _rng: &mut dyn Rng) {
        for (witch, target) in uses {
            dusk.out.used.push((*witch, Power::Poison));
            dusk.attacks.push(Attack {
                by: Attacker::Other(Power::Poison, *witch),
                target: *target,
            });
        }
    }
}
