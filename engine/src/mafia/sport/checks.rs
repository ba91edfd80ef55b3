//! The night's checks, after the shooting: the don asks "is this the
//! sheriff?" and the sheriff asks "red or black?" of one player each. Each
//! answer goes privately to the one who asked, at once.

use crate::mafia::board::Board;
use crate::mafia::message::MafiaMessage;
use crate::mafia::reason::MafiaReason;
use crate::mafia::roles::Role;
use crate::mafia::words::{Act, Rejection, Target, Used};
use crate::seat::Seat;
use std::collections::BTreeSet;

use super::deal::is_black;
use super::pseudonyms::Who;

/// Who checks tonight: the don and the sheriff, if in the game.
pub fn checkers(board: &Board) -> Vec<Seat> {
    board
        .living()
        .into_iter()
        .filter(|s| matches!(board.role(*s), Role::Don | Role::Sheriff))
        .collect()
}

/// Whom `checker` may check: any other living player.
pub fn targets(board: &Board, checker: Seat) -> Vec<Seat> {
    board
        .living()
        .into_iter()
        .filter(|s| *s != checker)
        .collect()
}

/// The checks made tonight.
#[derive(Clone, Debug, Default)]
pub struct Checks {
    done: BTreeSet<Seat>,
}

impl Checks {
    /// Makes a check; returns the private answer for the checker.
    pub fn check(
        &mut self,
        board: &Board,
        checker: Seat,
        target: Who,
        label: &dyn Fn(Seat) -> Target,
    ) -> Result<MafiaMessage, Rejection> {
        let role = board.role(checker);
        if !matches!(role, Role::Don | Role::Sheriff) {
            return Err(Rejection::NotYourTurn {
                action: Act::Check,
                reason: MafiaReason::OnlyDonAndSheriff.into(),
            });
        }
        if self.done.contains(&checker) {
            return Err(Rejection::AlreadyUsed {
                what: Used::CheckTonight,
            });
        }
        let seat = target.seat();
        if !targets(board, checker).contains(&seat) {
            return Err(Rejection::InvalidTarget {
                target: label(seat),
                reason: MafiaReason::CheckAnother.into(),
            });
        }
        self.done.insert(checker);
        Ok(if role == Role::Don {
            MafiaMessage::DonChecked {
                target,
                sheriff: board.role(seat) == Role::Sheriff,
            }
        } else {
            MafiaMessage::SheriffChecked {
                target,
                black: is_black(board.role(seat)),
            }
        })
    }

    /// Whether every living checker has checked.
    pub fn complete(&self, board: &Board) -> bool {
        checkers(board).iter().all(|s| self.done.contains(s))
    }
}
