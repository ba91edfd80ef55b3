//! The tracker's watch: at dawn the tracker learns whom the watched player
//! visited with their night action (nobody, if they had none, passed or
//! were blocked). Tracks come last in the night order.

use super::{Ask, Dusk, PowerRule, refused};
use crate::mafia::Power;
use crate::mafia::reason::MafiaReason;
use crate::mafia::words::Rejection;
use crate::seat::Seat;
use rand::Rng;

/// The tracker's watch.
pub struct Track;

impl PowerRule for Track {
    fn targets(&self, ask: &Ask, actor: Seat) -> Vec<Seat> {
        super::others(ask.board, actor)
    }

    fn refuse(&self, ask: &Ask, actor: Seat, target: Seat) -> Rejection {
        refused(ask, actor, target, MafiaReason::NotOnYourself)
    }

    fn holders(&self) -> MafiaReason {
        MafiaReason::NotYourPower(Power::Track)
    }

    fn settle(&self, dusk: &mut Dusk, uses: &[(Seat, Seat)], _rng: &mut dyn Rng) {
        for (tracker, target) in uses {
            dusk.out.tracks.push((*tracker, *target, None));
        }
    }
}

/// Fills in each track with the visit it saw, once every step has run.
pub fn report(dusk: &mut Dusk) {
    for (_, target, visited) in &mut dusk.out.tracks {
        *visited = dusk.visits.get(target).copied();
    }
}
