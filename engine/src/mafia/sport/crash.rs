//! What follows the vote on the nominees, and the "car crash": when two or
//! more tie for the most votes they speak again and the vote is repeated
//! among them only; if the repeat ties the same way, the table votes once
//! more on whether all the tied leave.

use super::vote::Ballot;
use crate::mafia::board::Board;
use crate::seat::Seat;

/// The step after a ballot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Next {
    /// Nobody got a vote: nobody leaves.
    Nobody,
    /// One leader: the confirmation vote on them.
    Confirm(Seat),
    /// A tie: the tied speak again and the vote is repeated among them.
    Crash(Vec<Seat>),
    /// The repeat tied the same way: vote on all of them leaving.
    AllLeave(Vec<Seat>),
}

/// Decides what follows `ballot`.
pub fn after(ballot: &Ballot, board: &Board) -> Next {
    match ballot.leaders(board).as_slice() {
        [] => Next::Nobody,
        [one] => Next::Confirm(*one),
        tied if ballot.repeat && same_players(tied, &ballot.nominees) => {
            Next::AllLeave(tied.to_vec())
        }
        // A first tie, or a repeat that narrowed it: (again) among them.
        tied => Next::Crash(tied.to_vec()),
    }
}

fn same_players(a: &[Seat], b: &[Seat]) -> bool {
    a.len() == b.len() && a.iter().all(|s| b.contains(s))
}
