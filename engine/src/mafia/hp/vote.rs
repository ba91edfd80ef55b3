//! hp's vote: every living player votes; the most voted player is removed.
//! A tie is settled by the tie rule: `revote` repeats the vote among
//! everybody up to `max_revotes` times and then draws; `random` draws at
//! once; `no_lynch` removes nobody.

use crate::mafia::action::VoteChoice;
use crate::mafia::board::Board;
use crate::mafia::day::Votes;
use crate::mafia::ruleset::{Ruleset, TieRule};
use crate::seat::Seat;
use rand::Rng;
use rand::seq::IndexedRandom;
use std::collections::BTreeMap;

/// How a vote ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// This player leaves.
    Remove(Seat),
    /// Nobody leaves.
    Nobody,
    /// A tie: vote again (the tied players, for the announcement).
    Revote(Vec<Seat>),
}

/// The choices with the most votes among the living voters' votes for
/// living players (or "no one"). Empty when nobody voted.
pub fn leaders(votes: &Votes, board: &Board) -> Vec<VoteChoice> {
    let mut counts: BTreeMap<VoteChoice, usize> = BTreeMap::new();
    for (voter, choice) in &votes.cast {
        let counted = match choice {
            VoteChoice::Player(s) => board.is_alive(*s),
            VoteChoice::NoOne => true,
        };
        if board.is_alive(*voter) && counted {
            *counts.entry(*choice).or_default() += 1;
        }
    }
    let Some(top) = counts.values().copied().max() else {
        return Vec::new();
    };
    counts
        .into_iter()
        .filter(|(_, n)| *n == top)
        .map(|(c, _)| c)
        .collect()
}

/// Settles a vote; `repeats` is how many times it has already been repeated.
pub fn verdict(
    votes: &Votes,
    board: &Board,
    rules: &Ruleset,
    repeats: u8,
    rng: &mut impl Rng,
) -> Verdict {
    let top = leaders(votes, board);
    let chosen = match (top.as_slice(), rules.tie_rule) {
        ([], _) => return Verdict::Nobody,
        ([one], _) => *one,
        (_, TieRule::NoLynch) => return Verdict::Nobody,
        (tied, TieRule::Revote) if repeats < rules.max_revotes => {
            let seats = tied
                .iter()
                .filter_map(|c| match c {
                    VoteChoice::Player(s) => Some(*s),
                    VoteChoice::NoOne => None,
                })
                .collect();
            return Verdict::Revote(seats);
        }
        (tied, _) => match tied.choose(rng) {
            Some(c) => *c,
            None => return Verdict::Nobody,
        },
    };
    match chosen {
        VoteChoice::Player(s) => Verdict::Remove(s),
        VoteChoice::NoOne => Verdict::Nobody,
    }
}
