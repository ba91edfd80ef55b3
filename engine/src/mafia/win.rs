//! The win rule, checked after every removal.

use super::board::Board;
use crate::mafia::kinds::MafiaTeam;
use crate::seat::Seat;

/// While a serial killer or an arsonist lives, only they can win: when at
/// most one other player is left. Otherwise: no mafia alive → the village
/// wins; mafia alive ≥ everyone else alive → the mafia wins. (The jester's
/// win on a lynching is the day's rule.)
///
/// Lovers of different sides win together when they are the last two.
pub fn winner(board: &Board, lovers: Option<(Seat, Seat)>) -> Option<MafiaTeam> {
    let living = board.living();
    if let Some((a, b)) = lovers
        && board.role(a).team() != board.role(b).team()
        && living.len() == 2
        && living.contains(&a)
        && living.contains(&b)
    {
        return Some(MafiaTeam::Lovers);
    }
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
