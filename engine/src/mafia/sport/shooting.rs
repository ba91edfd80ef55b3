//! The night's shooting: every living black player names a target within
//! the shooting window. If all of them named the same living red player,
//! that player is killed; otherwise (a different target, or no shot) it is
//! a miss and nobody dies.

use super::deal::is_black;
use crate::mafia::board::Board;
use crate::mafia::kinds::MafiaTeam;
use crate::mafia::reason::MafiaReason;
use crate::mafia::words::{Act, Rejection, Target, Used};
use crate::seat::Seat;
use std::collections::BTreeMap;

/// Who may be shot: the living red players.
pub fn targets(board: &Board) -> Vec<Seat> {
    board.living_in(MafiaTeam::Village)
}

/// Tonight's shots; each black player shoots once.
#[derive(Clone, Debug, Default)]
pub struct Shots {
    /// Shooter → target.
    pub shots: BTreeMap<Seat, Seat>,
}

impl Shots {
    /// Records a shot after checking it.
    pub fn shoot(
        &mut self,
        board: &Board,
        shooter: Seat,
        target: Seat,
        label: &dyn Fn(Seat) -> Target,
    ) -> Result<(), Rejection> {
        if !is_black(board.role(shooter)) {
            return Err(Rejection::NotYourTurn {
                action: Act::Shoot,
                reason: MafiaReason::OnlyBlackShoots.into(),
            });
        }
        if self.shots.contains_key(&shooter) {
            return Err(Rejection::AlreadyUsed {
                what: Used::ShotTonight,
            });
        }
        if !targets(board).contains(&target) {
            return Err(Rejection::InvalidTarget {
                target: label(target),
                reason: MafiaReason::ShootOutsiders.into(),
            });
        }
        self.shots.insert(shooter, target);
        Ok(())
    }

    /// Whether every living black player has shot.
    pub fn complete(&self, board: &Board) -> bool {
        board
            .living_in(MafiaTeam::Mafia)
            .iter()
            .all(|s| self.shots.contains_key(s))
    }

    /// The kill: the one target every living black player named, or `None`
    /// for a miss.
    pub fn outcome(&self, board: &Board) -> Option<Seat> {
        let shooters = board.living_in(MafiaTeam::Mafia);
        let first = self.shots.get(shooters.first()?)?;
        let unanimous = shooters.iter().all(|s| self.shots.get(s) == Some(first));
        (unanimous && targets(board).contains(first)).then_some(*first)
    }
}
