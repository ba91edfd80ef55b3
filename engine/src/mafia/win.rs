//! The win rule, checked after every removal.

use super::board::Board;
use crate::mafia::kinds::MafiaTeam;

/// While a serial killer or an arsonist lives, only they can win: when at
/// most one other player is left. Otherwise: no mafia alive → the village
/// wins; mafia alive ≥ everyone else alive → the mafia wins. (The jester's
/// win on a lynching is the day's rule.)
pub fn winner(board: &Board) -> Option<MafiaTeam> {
    let living = board.living();
    let solo = living
        .iter()
        .map(|s| board.role(*s).team())
        .find(|t| t.solo_killer());
    if let Some(solo) = solo {
        return (living.len() <= 2).then_some(solo);
    }
    let mafia = board.living_in(MafiaTeam::Mafia).len();
    let others = living.len() - mafia;
    if mafia == 0 {
        Some(MafiaTeam::Village)
    } else if mafia >= others {
        Some(MafiaTeam::Mafia)
    } else {
        None
    }
}
