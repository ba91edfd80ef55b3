//! The doctor's protection: saves the mafia's victim; the doctor may pick
//! themself only a limited number of times per game.

use super::super::board::Board;
use crate::mafia::Power;
use crate::mafia::reason::MafiaReason;
use crate::mafia::words::{Act, Rejection, Used};
use crate::seat::Seat;

/// Who may be protected: any living player, the doctor included while
/// self-saves remain.
pub fn targets(board: &Board, doctor: Seat, self_saves_left: bool) -> Vec<Seat> {
    board
        .living()
        .into_iter()
        .filter(|s| *s != doctor || self_saves_left)
        .collect()
}

/// Checks a doctor's choice.
pub fn validate(
    board: &Board,
    actor: Seat,
    target: Seat,
    self_saves_left: bool,
) -> Result<(), Rejection> {
    if board.role(actor).night_power() != Some(Power::Protect) {
        return Err(Rejection::NotYourTurn {
            action: Act::Protect,
            reason: MafiaReason::OnlyDoctor.into(),
        });
    }
    board.require_living_target(target)?;
    if target == actor && !self_saves_left {
        return Err(Rejection::AlreadyUsed {
            what: Used::SelfSave,
        });
    }
    Ok(())
}
