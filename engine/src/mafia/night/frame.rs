//! The framer's frame: tonight the framed player shows as mafia to every
//! investigation (frames come before investigations in the night order).

use super::{Ask, Dusk, PowerRule, refused};
use crate::mafia::Power;
use crate::mafia::reason::MafiaReason;
use crate::mafia::words::Rejection;
use crate::seat::Seat;
use rand::Rng;

/// The framer's frame.
pub struct Frame;

impl PowerRule for Frame {
    /// Living players outside the mafia's room.
    fn targets(&self, ask: &Ask, _actor: Seat) -> Vec<Seat> {
        super::outside_the_room(ask.board)
    }

    fn refuse(&self, ask: &Ask, actor: Seat, target: Seat) -> Rejection {
        refused(ask, actor, target, MafiaReason::InMafia)
    }

    fn holders(&self) -> MafiaReason {
        MafiaReason::NotYourPower(Power::Frame)
    }

    fn settle(&self, dusk: &mut Dusk, uses: &[(Seat, Seat)], _rng: &mut dyn Rng) {
        for (_, target) in uses {
            dusk.framed.insert(*target);
        }
    }
}
