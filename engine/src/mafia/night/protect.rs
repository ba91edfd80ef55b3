//! The doctor's protection: saves its target from every attack tonight;
//! the doctor may pick themself only a limited number of times per game.

use super::{Ask, Dusk, PowerRule};
use crate::mafia::reason::MafiaReason;
use crate::mafia::words::{Act, Rejection, Used};
use crate::seat::Seat;
use rand::Rng;

/// The doctor's protection.
pub struct Protect;

/// Whether `doctor` may still protect themself.
pub fn self_saves_left(ask: &Ask, doctor: Seat) -> bool {
    ask.marks.self_saves.get(&doctor).copied().unwrap_or(0) < ask.rules.doctor_self_saves
}

impl PowerRule for Protect {
    /// Any living player, the doctor included while self-saves remain.
    fn targets(&self, ask: &Ask, actor: Seat) -> Vec<Seat> {
        let own = self_saves_left(ask, actor);
        ask.board
            .seats_where(|s| ask.board.is_alive(s) && (s != actor || own))
    }

    fn refuse(&self, _ask: &Ask, _actor: Seat, _target: Seat) -> Rejection {
        Rejection::AlreadyUsed {
            what: Used::SelfSave,
        }
    }

    fn holders(&self) -> MafiaReason {
        MafiaReason::OnlyDoctor
    }

    fn act(&self) -> Act {
        Act::Protect
    }

    fn settle(&self, dusk: &mut Dusk, uses: &[(Seat, Seat)], _rng: &mut dyn Rng) {
        for (doctor, target) in uses {
            dusk.protected.insert(*target);
            if doctor == target {
                dusk.out.self_protected.push(*doctor);
            }
        }
    }
}
