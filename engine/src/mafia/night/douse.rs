//! The arsonist: each night douses one player in petrol, or ignites every
//! doused player at once (each of them attacked by fire). A douse is not
//! told to the doused.

use super::{Ask, Attack, Attacker, Dusk, PowerRule, refused};
use crate::mafia::Power;
use crate::mafia::reason::MafiaReason;
use crate::mafia::words::Rejection;
use crate::seat::Seat;
use rand::Rng;

/// The arsonist's douse.
pub struct Douse;

impl PowerRule for Douse {
    /// Other living players not doused yet.
    fn targets(&self, ask: &Ask, actor: Seat) -> Vec<Seat> {
        super::others(ask.board, actor)
            .into_iter()
            .filter(|s| !ask.marks.doused.contains(s))
            .collect()
    }

    fn refuse(&self, ask: &Ask, actor: Seat, target: Seat) -> Rejection {
        let reason = if target == actor {
            MafiaReason::NotOnYourself
        } else {
            MafiaReason::AlreadyDoused
        };
        refused(ask, actor, target, reason)
    }

    fn holders(&self) -> MafiaReason {
        MafiaReason::NotYourPower(Power::Douse)
    }

    fn available(&self, ask: &Ask, actor: Seat) -> bool {
        ask.board
            .living()
            .iter()
            .any(|s| *s != actor && !ask.marks.doused.contains(s))
    }

    fn optional(&self) -> bool {
        true
    }

    fn settle(&self, dusk: &mut Dusk, uses: &[(Seat, Seat)], _rng: &mut dyn Rng) {
        dusk.out.doused.extend(uses.iter().map(|(_, t)| *t));
    }
}

/// The arsonist's ignition: chosen "on" the arsonist themself, it attacks
/// every living doused player.
pub struct Ignite;

impl PowerRule for Ignite {
    /// The arsonist, while a living player is doused.
    fn targets(&self, ask: &Ask, actor: Seat) -> Vec<Seat> {
        if ask.marks.doused.iter().any(|s| ask.board.is_alive(*s)) {
            vec![actor]
        } else {
            Vec::new()
        }
    }

    fn refuse(&self, ask: &Ask, actor: Seat, target: Seat) -> Rejection {
        refused(ask, actor, target, MafiaReason::IgniteAll)
    }

    fn holders(&self) -> MafiaReason {
        MafiaReason::NotYourPower(Power::Ignite)
    }

    fn available(&self, ask: &Ask, _actor: Seat) -> bool {
        ask.marks.doused.iter().any(|s| ask.board.is_alive(*s))
    }

    fn optional(&self) -> bool {
        true
    }

    fn settle(&self, dusk: &mut Dusk, uses: &[(Seat, Seat)], _rng: &mut dyn Rng) {
        for (arsonist, _) in uses {
            for target in dusk.marks.doused.iter().copied() {
                if dusk.board.is_alive(target) {
                    dusk.attacks.push(Attack {
                        by: Attacker::Other(Power::Ignite, *arsonist),
                        target,
                    });
                }
            }
        }
    }
}
