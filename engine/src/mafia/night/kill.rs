//! The mafia's kill: each mafioso picks; the plurality pick dies, ties
//! broken with the game's RNG.

use super::super::board::Board;
use crate::mafia::Power;
use crate::mafia::kinds::MafiaTeam;
use crate::mafia::reason::MafiaReason;
use crate::mafia::words::{Act, Rejection, Target};
use crate::seat::Seat;
use rand::Rng;
use rand::seq::IndexedRandom;
use std::collections::BTreeMap;

/// Who may be picked: living players outside the mafia.
pub fn targets(board: &Board) -> Vec<Seat> {
    board.living_in(MafiaTeam::Village)
}

/// Checks one mafioso's pick.
pub fn validate(board: &Board, actor: Seat, target: Seat) -> Result<(), Rejection> {
    if board.role(actor).night_power() != Some(Power::Kill) {
        return Err(Rejection::NotYourTurn {
            action: Act::Kill,
            reason: MafiaReason::OnlyMafiaKill.into(),
        });
    }
    board.require_living_target(target)?;
    if board.role(target).team() == MafiaTeam::Mafia {
        return Err(Rejection::InvalidTarget {
            target: Target::Player(board.name(target)),
            reason: MafiaReason::InMafia.into(),
        });
    }
    Ok(())
}

/// The victim: the most-picked player; a tie is drawn at random. No pick,
/// no kill.
pub fn victim(picks: &BTreeMap<Seat, Seat>, rng: &mut impl Rng) -> Option<Seat> {
    let mut counts: BTreeMap<Seat, usize> = BTreeMap::new();
    for target in picks.values() {
        *counts.entry(*target).or_default() += 1;
    }
    let top = counts.values().copied().max()?;
    let leaders: Vec<Seat> = counts
        .into_iter()
        .filter(|(_, c)| *c == top)
        .map(|(s, _)| s)
        .collect();
    leaders.choose(rng).copied()
}
