//! sport's win rule, checked after every removal: all black removed → red
//! wins; red alive = black alive → black wins. Black outnumbering red (after
//! a car crash removes several at once) is a black win too.

use crate::mafia::board::Board;
use crate::mafia::kinds::MafiaTeam;

/// The winning team, if the game is decided.
pub fn winner(board: &Board) -> Option<MafiaTeam> {
    // The Don's team is the mafia, so the shared rule counts black cards.
    crate::mafia::win::winner(board, None)
}
