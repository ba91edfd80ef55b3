//! The escort's and the consort's block: the blocked player's night action
//! does nothing that night (a blocked mafioso's pick does not count, a
//! blocked doctor saves nobody, a blocked cop learns nothing). Blocks are
//! the night's first step; the blocked player is told at dawn. Nobody is
//! blocked two nights running by the same blocker, so a block cannot hold
//! the game still.

use super::super::board::Board;
use crate::mafia::Power;
use crate::mafia::reason::MafiaReason;
use crate::mafia::words::{Act, Rejection, Target};
use crate::seat::Seat;

/// Who may be blocked: any other living player but last night's target.
pub fn targets(board: &Board, blocker: Seat, last: Option<Seat>) -> Vec<Seat> {
    board
        .living()
        .into_iter()
        .filter(|s| *s != blocker && Some(*s) != last)
        .collect()
}

/// Checks a blocker's choice.
pub fn validate(
    board: &Board,
    actor: Seat,
    target: Seat,
    last: Option<Seat>,
) -> Result<(), Rejection> {
    if board.night_power(actor) != Some(Power::Block) {
        return Err(Rejection::NotYourTurn {
            action: Act::Block,
            reason: MafiaReason::OnlyBlockers.into(),
        });
    }
    board.require_living_target(target)?;
    if target == actor {
        return Err(Rejection::InvalidTarget {
            target: Target::Yourself,
            reason: MafiaReason::OnlyBlockers.into(),
        });
    }
    if last == Some(target) {
        return Err(Rejection::InvalidTarget {
            target: Target::Player(board.name(target)),
            reason: MafiaReason::BlockedLastNight.into(),
        });
    }
    Ok(())
}
