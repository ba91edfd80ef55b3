//! The day's votes: the ballot on the nominees (in nomination order, one
//! vote per living player, final once cast) and the confirmation vote
//! ("Do you agree that X leaves the game?"), which passes with a majority
//! of the living players saying yes.

use crate::mafia::board::Board;
use crate::mafia::reason::MafiaReason;
use crate::mafia::words::{Rejection, Target, Used};
use crate::seat::Seat;
use std::collections::BTreeMap;

/// A vote on nominees.
#[derive(Clone, Debug)]
pub struct Ballot {
    /// The nominees, in nomination order.
    pub nominees: Vec<Seat>,
    /// Voter → nominee.
    pub votes: BTreeMap<Seat, Seat>,
    /// Whether this is the car crash's repeated vote among the tied.
    pub repeat: bool,
}

impl Ballot {
    /// A ballot on `nominees`.
    pub fn new(nominees: Vec<Seat>, repeat: bool) -> Ballot {
        Ballot {
            nominees,
            votes: BTreeMap::new(),
            repeat,
        }
    }

    /// Records a voter's one vote.
    pub fn cast(
        &mut self,
        voter: Seat,
        nominee: Seat,
        label: &dyn Fn(Seat) -> Target,
    ) -> Result<(), Rejection> {
        if self.votes.contains_key(&voter) {
            return Err(Rejection::AlreadyUsed { what: Used::Vote });
        }
        if !self.nominees.contains(&nominee) {
            return Err(Rejection::InvalidTarget {
                target: label(nominee),
                reason: MafiaReason::VoteForNominee.into(),
            });
        }
        self.votes.insert(voter, nominee);
        Ok(())
    }

    /// Whether every living player has voted.
    pub fn complete(&self, board: &Board) -> bool {
        board.living().iter().all(|s| self.votes.contains_key(s))
    }

    /// Votes per nominee, in nomination order; only living voters count.
    pub fn tally(&self, board: &Board) -> Vec<(Seat, u8)> {
        self.nominees
            .iter()
            .map(|n| {
                let k = self
                    .votes
                    .iter()
                    .filter(|(v, t)| board.is_alive(**v) && *t == n)
                    .count();
                (*n, u8::try_from(k).unwrap_or(u8::MAX))
            })
            .collect()
    }

    /// The nominees with the most votes, in nomination order; none when
    /// nobody voted.
    pub fn leaders(&self, board: &Board) -> Vec<Seat> {
        let tally = self.tally(board);
        let top = tally.iter().map(|(_, k)| *k).max().unwrap_or(0);
        if top == 0 {
            return Vec::new();
        }
        tally
            .into_iter()
            .filter(|(_, k)| *k == top)
            .map(|(s, _)| s)
            .collect()
    }
}

/// The confirmation vote on one candidate, or on "all the tied leave".
#[derive(Clone, Debug)]
pub struct Confirm {
    /// Who would leave.
    pub candidates: Vec<Seat>,
    /// Voter → yes.
    pub votes: BTreeMap<Seat, bool>,
}

impl Confirm {
    /// A confirmation vote on `candidates`.
    pub fn new(candidates: Vec<Seat>) -> Confirm {
        Confirm {
            candidates,
            votes: BTreeMap::new(),
        }
    }

    /// Records a voter's yes or no, once.
    pub fn cast(&mut self, voter: Seat, yes: bool) -> Result<(), Rejection> {
        if self.votes.contains_key(&voter) {
            return Err(Rejection::AlreadyUsed {
                what: Used::YesOrNo,
            });
        }
        self.votes.insert(voter, yes);
        Ok(())
    }

    /// Whether every living player has answered.
    pub fn complete(&self, board: &Board) -> bool {
        board.living().iter().all(|s| self.votes.contains_key(s))
    }

    /// Majority yes: more than half of the living players said yes. A tie,
    /// or silence, keeps the candidates in.
    pub fn passes(&self, board: &Board) -> bool {
        let living = board.living();
        let yes = living
            .iter()
            .filter(|s| self.votes.get(s) == Some(&true))
            .count();
        yes * 2 > living.len()
    }
}
