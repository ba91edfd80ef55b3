//! The cop's investigation: one player a night, the alignment told to the
//! cop alone at dawn.

use super::super::board::Board;
use crate::mafia::Power;
use crate::mafia::reason::MafiaReason;
use crate::mafia::words::{Act, Rejection, Target};
use crate::seat::Seat;

/// Who may be investigated: any other living player.
pub fn targets(board: &Board, cop: Seat) -> Vec<Seat> {
    board.living().into_iter().filter(|s| *s != cop).collect()
}

/// Checks a cop's choice.
pub fn validate(board: &Board, actor: Seat, target: Seat) -> Result<(), Rejection> {
    if board.role(actor).night_power() != Some(Power::Investigate) {
        return Err(Rejection::NotYourTurn {
            action: Act::Investigate,
            reason: MafiaReason::OnlyCop.into(),
        });
    }
    board.require_living_target(target)?;
    if target == actor {
        return Err(Rejection::InvalidTarget {
            target: Target::Player(board.name(target)),
            reason: MafiaReason::OwnRole.into(),
        });
    }
    Ok(())
}
