//! The day's vote: every living player votes for a player or "no one",
//! may change the vote, and every vote is announced.

use super::action::VoteChoice;
use super::board::Board;
use super::message::MafiaMessage;
use super::reason::MafiaReason;
use super::ruleset::{Ruleset, TieRule};
use crate::mafia::words::Effect;
use crate::mafia::words::{Rejection, Target};
use crate::seat::Seat;
use rand::Rng;
use rand::seq::IndexedRandom;
use std::collections::{BTreeMap, BTreeSet};

/// Votes cast so far today; the last vote of each voter counts.
#[derive(Clone, Debug, Default)]
pub struct Votes {
    /// Voter → choice.
    pub cast: BTreeMap<Seat, VoteChoice>,
}

/// A candidate in the tally. Not voting is a candidate of its own, as in
/// the bot protocol: a town that mostly abstains removes nobody.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Candidate {
    Player(Seat),
    NoOne,
    Abstained,
}

impl Votes {
    /// Records a vote after checking it; the vote is announced publicly.
    pub fn vote(
        &mut self,
        board: &Board,
        rules: &Ruleset,
        voter: Seat,
        choice: VoteChoice,
    ) -> Result<Vec<Effect>, Rejection> {
        match choice {
            VoteChoice::Player(target) => board.require_living_target(target)?,
            VoteChoice::NoOne if !rules.allow_no_lynch => {
                return Err(Rejection::InvalidTarget {
                    target: Target::NoOne,
                    reason: MafiaReason::NoVoteForNoOne.into(),
                });
            }
            VoteChoice::NoOne => {}
        }
        self.cast.insert(voter, choice);
        Ok(vec![Effect::public(MafiaMessage::VoteCast {
            voter,
            choice,
        })])
    }

    /// Whether every living player has voted.
    pub fn complete(&self, board: &Board) -> bool {
        board.living_seats().all(|s| self.cast.contains_key(&s))
    }

    /// The player removed, if any: the most votes wins; a tie follows the
    /// ruleset's tie rule.
    /// A revealed mayor's vote counts twice.
    pub fn resolve(
        &self,
        board: &Board,
        rules: &Ruleset,
        revealed: &BTreeSet<Seat>,
        rng: &mut impl Rng,
    ) -> Option<Seat> {
        let mut counts: BTreeMap<Candidate, usize> = BTreeMap::new();
        for voter in &board.living() {
            let c = match self.cast.get(voter) {
                Some(VoteChoice::Player(s)) if board.is_alive(*s) => Candidate::Player(*s),
                Some(VoteChoice::Player(_)) | Some(VoteChoice::NoOne) => Candidate::NoOne,
                None => Candidate::Abstained,
            };
            *counts.entry(c).or_default() += if revealed.contains(voter) { 2 } else { 1 };
        }
        let top = counts.values().copied().max()?;
        let leaders: Vec<Candidate> = counts
            .into_iter()
            .filter(|(_, n)| *n == top)
            .map(|(c, _)| c)
            .collect();
        let chosen = match (leaders.as_slice(), rules.tie_rule) {
            ([one], _) => *one,
            (_, TieRule::NoLynch) => Candidate::NoOne,
            // Classic never repeats a vote (validation refuses `revote`).
            (many, TieRule::Random | TieRule::Revote) => *many.choose(rng)?,
        };
        match chosen {
            Candidate::Player(s) => Some(s),
            Candidate::NoOne | Candidate::Abstained => None,
        }
    }
}
