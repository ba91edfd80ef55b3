//! The janitor's cleaning, once per game: the janitor names a player; if
//! that player dies tonight, their role is not revealed, and the janitor
//! alone learns it. The use is spent only when a death was cleaned.

use super::{Ask, Dusk, PowerRule, refused};
use crate::mafia::Power;
use crate::mafia::reason::MafiaReason;
use crate::mafia::ruleset::Ruleset;
use crate::mafia::words::Rejection;
use crate::seat::Seat;
use rand::Rng;

/// The janitor's cleaning.
pub struct Clean;

impl PowerRule for Clean {
    /// Living players outside the mafia's room.
    fn targets(&self, ask: &Ask, _actor: Seat) -> Vec<Seat> {
        super::outside_the_room(ask.board)
    }

    fn refuse(&self, ask: &Ask, actor: Seat, target: Seat) -> Rejection {
        refused(ask, actor, target, MafiaReason::InMafia)
    }

    fn holders(&self) -> MafiaReason {
        MafiaReason::NotYourPower(Power::Clean)
    }

    fn per_game(&self, _rules: &Ruleset) -> Option<u8> {
        Some(1)
    }

    fn optional(&self) -> bool {
        true
    }

    fn settle(&self, dusk: &mut Dusk, uses: &[(Seat, Seat)], _rng: &mut dyn Rng) {
        for (janitor, target) in uses {
            dusk.cleanings.insert(*janitor, *target);
        }
    }
}
