//! Cupid's binding, once per game: two picks on the same night name the
//! lovers (a third pick starts over). At dawn each lover learns the other
//! privately; from then on a lover's death takes the other along.

use super::{Ask, Dusk, PowerRule, refused};
use crate::mafia::Power;
use crate::mafia::reason::MafiaReason;
use crate::mafia::ruleset::Ruleset;
use crate::mafia::words::Rejection;
use crate::seat::Seat;
use rand::Rng;

/// Cupid's binding.
pub struct Bind;

impl PowerRule for Bind {
    /// Any living player, cupid included.
    fn targets(&self, ask: &Ask, _actor: Seat) -> Vec<Seat> {
        ask.board.living()
    }

    fn refuse(&self, ask: &Ask, actor: Seat, target: Seat) -> Rejection {
        refused(ask, actor, target, MafiaReason::OutOfGame)
    }

    fn holders(&self) -> MafiaReason {
        MafiaReason::NotYourPower(Power::Bind)
    }

    fn per_game(&self, _rules: &Ruleset) -> Option<u8> {
        Some(1)
    }

    fn settle(&self, dusk: &mut Dusk, uses: &[(Seat, Seat)], _rng: &mut dyn Rng) {
        for (cupid, first) in uses {
            let Some(second) = dusk.pairs.get(cupid).copied() else {
                continue;
            };
            if dusk.out.lovers.is_none() {
                dusk.out.lovers = Some((*first, second));
                dusk.out.used.push((*cupid, Power::Bind));
            }
        }
    }
}
