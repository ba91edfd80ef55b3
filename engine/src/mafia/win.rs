//! The win rule, checked after every removal.

use super::board::Board;
use crate::mafia::kinds::MafiaTeam;

/// No mafia alive → the village wins; mafia alive ≥ village alive → the
/// mafia wins.
pub fn winner(board: &Board) -> Option<MafiaTeam> {
    let mafia = board.living_in(MafiaTeam::Mafia).len();
    let village = board.living_in(MafiaTeam::Village).len();
    if mafia == 0 {
        Some(MafiaTeam::Village)
    } else if mafia >= village {
        Some(MafiaTeam::Mafia)
    } else {
        None
    }
}
