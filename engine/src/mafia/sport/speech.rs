//! The day's discussion: speeches in seat order. Day 1 starts with seat 1;
//! each later day starts with the next living seat after the previous
//! day's first speaker. Each speaker may nominate one player who is not
//! already nominated. In a car crash only the tied speak again, with no
//! nominations.

use crate::mafia::board::Board;
use crate::mafia::reason::MafiaReason;
use crate::mafia::words::{Act, Rejection, Target};
use crate::seat::Seat;
use std::collections::BTreeSet;

/// The longest speech line relayed, in characters.
pub const MAX_LINE: usize = 500;

/// The first speaker of a day: seat 1 (or the first living seat after it)
/// on day 1, else the first living seat after `previous`.
pub fn first_speaker(board: &Board, previous: Option<Seat>) -> Option<Seat> {
    let n = board.roles().len();
    let start = previous.map_or(0, |p| p.index() + 1);
    (0..n)
        .map(|k| (start + k) % n)
        .filter_map(|i| u8::try_from(i).ok().map(Seat))
        .find(|s| board.is_alive(*s))
}

/// Every living seat once, in seat order from `first`, wrapping round.
pub fn order(board: &Board, first: Seat) -> Vec<Seat> {
    let n = board.roles().len();
    (0..n)
        .map(|k| (first.index() + k) % n)
        .filter_map(|i| u8::try_from(i).ok().map(Seat))
        .filter(|s| board.is_alive(*s))
        .collect()
}

/// A speech line as relayed: trimmed, not empty, not too long.
pub fn check_line(text: &str) -> Result<String, Rejection> {
    let line = text.trim();
    let refuse = |reason: MafiaReason| Rejection::NotYourTurn {
        action: Act::Speak,
        reason: reason.into(),
    };
    if line.is_empty() {
        return Err(refuse(MafiaReason::EmptyLine));
    }
    if line.chars().count() > MAX_LINE {
        return Err(refuse(MafiaReason::LongLine { limit: MAX_LINE }));
    }
    Ok(line.to_string())
}

/// The speeches of one day (or of one car crash).
#[derive(Clone, Debug)]
pub struct Talk {
    /// The speakers in order.
    pub speakers: Vec<Seat>,
    /// Whose turn it is (an index into `speakers`).
    pub at: usize,
    /// The nominees so far, in nomination order.
    pub nominees: Vec<Seat>,
    /// Speakers who have nominated.
    pub nominated: BTreeSet<Seat>,
    /// The tied players when this is a car crash's second round of speeches.
    pub crash: Option<Vec<Seat>>,
}

impl Talk {
    /// A day's discussion, every living seat from `first`.
    pub fn day(board: &Board, first: Seat) -> Talk {
        Talk {
            speakers: order(board, first),
            at: 0,
            nominees: Vec::new(),
            nominated: BTreeSet::new(),
            crash: None,
        }
    }

    /// A car crash: the tied speak again, in the order given.
    pub fn crash(tied: Vec<Seat>) -> Talk {
        Talk {
            speakers: tied.clone(),
            at: 0,
            nominees: Vec::new(),
            nominated: BTreeSet::new(),
            crash: Some(tied),
        }
    }

    /// Whose speech it is, if any is left.
    pub fn speaker(&self) -> Option<Seat> {
        self.speakers.get(self.at).copied()
    }

    /// Whether the current speaker may still nominate.
    pub fn may_nominate(&self) -> bool {
        self.crash.is_none() && self.speaker().is_some_and(|s| !self.nominated.contains(&s))
    }

    /// Who can still be nominated: living players not yet nominated.
    pub fn nominable(&self, board: &Board) -> Vec<Seat> {
        board
            .living()
            .into_iter()
            .filter(|s| !self.nominees.contains(s))
            .collect()
    }

    /// Records the current speaker's nomination. `label` names a seat in
    /// the refusal.
    pub fn nominate(
        &mut self,
        board: &Board,
        by: Seat,
        nominee: Seat,
        label: &dyn Fn(Seat) -> Target,
    ) -> Result<(), Rejection> {
        let refuse = |reason: MafiaReason| Rejection::NotYourTurn {
            action: Act::Nominate,
            reason: reason.into(),
        };
        if self.speaker() != Some(by) {
            return Err(refuse(MafiaReason::OnlySpeakerNominates));
        }
        if self.crash.is_some() {
            return Err(refuse(MafiaReason::CrashNoNominations));
        }
        if self.nominated.contains(&by) {
            return Err(refuse(MafiaReason::OneNomination));
        }
        if !board.is_alive(nominee) {
            return Err(Rejection::InvalidTarget {
                target: label(nominee),
                reason: MafiaReason::NominateLiving.into(),
            });
        }
        if self.nominees.contains(&nominee) {
            return Err(Rejection::InvalidTarget {
                target: label(nominee),
                reason: MafiaReason::AlreadyNominated.into(),
            });
        }
        self.nominated.insert(by);
        self.nominees.push(nominee);
        Ok(())
    }

    /// Moves to the next living speaker; says whether one is left.
    pub fn next(&mut self, board: &Board) -> bool {
        self.at += 1;
        while self.speaker().is_some_and(|s| !board.is_alive(s)) {
            self.at += 1;
        }
        self.speaker().is_some()
    }
}
