//! The cop's investigation: one player a night; at dawn the cop alone
//! learns the side the player shows (a framed player shows as mafia, a
//! godfather as village, a lycan as mafia).

use super::{Ask, Dusk, PowerRule};
use crate::mafia::MafiaTeam;
use crate::mafia::reason::MafiaReason;
use crate::mafia::words::{Act, Rejection, Target};
use crate::seat::Seat;
use rand::Rng;

/// The cop's investigation.
pub struct Investigate;

impl PowerRule for Investigate {
    fn targets(&self, ask: &Ask, actor: Seat) -> Vec<Seat> {
        super::others(ask.board, actor)
    }

    fn refuse(&self, ask: &Ask, _actor: Seat, target: Seat) -> Rejection {
        Rejection::InvalidTarget {
            target: Target::Player(ask.board.name(target)),
            reason: MafiaReason::OwnRole.into(),
        }
    }

    fn holders(&self) -> MafiaReason {
        MafiaReason::OnlyCop
    }

    fn act(&self) -> Act {
        Act::Investigate
    }

    fn settle(&self, dusk: &mut Dusk, uses: &[(Seat, Seat)], _rng: &mut dyn Rng) {
        for (cop, target) in uses {
            let shows = if dusk.framed.contains(target) {
                MafiaTeam::Mafia
            } else {
                dusk.board.role(*target).shows_as()
            };
            dusk.out.findings.push((*cop, *target, shows));
        }
    }
}
