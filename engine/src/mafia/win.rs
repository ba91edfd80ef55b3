//! The win rule, checked after every removal.

use super::board::Board;
use crate::effect::Team;

/// No mafia alive → the village wins; mafia alive ≥ village alive → the
/// mafia wins.
pub fn winner(board: &Board) -> Option<Team> {
    let mafia = board.living_in(Team::Mafia).len();
    let village = board.living_in(Team::Village).len();
    if mafia == 0 {
        Some(Team::Village)
    } else if mafia >= village {
        Some(Team::Mafia)
    } else {
        None
    }
}
