//! What earlier nights and days left on the players: the uses of limited
//! powers, the doctor's self-saves, last night's blocks, the arsonist's
//! douses, the lucky's spent luck, the revealed mayors.

use super::message::Power;
use crate::seat::Seat;
use std::collections::{BTreeMap, BTreeSet};

/// Marks that outlast a phase.
#[derive(Clone, Debug, Default)]
pub struct Marks {
    /// Times each doctor protected themself.
    pub self_saves: BTreeMap<Seat, u8>,
    /// Each blocker's target last night (not again tonight).
    pub last_blocks: BTreeMap<Seat, Seat>,
    /// Uses of the powers limited per game, per holder.
    pub used: BTreeMap<(Seat, Power), u8>,
    /// The lucky who already survived their one attack.
    pub luck_spent: BTreeSet<Seat>,
    /// Players the arsonist doused (until they are ignited).
    pub doused: BTreeSet<Seat>,
    /// Mayors who revealed themselves (their vote counts twice).
    pub revealed: BTreeSet<Seat>,
    /// The lovers cupid bound.
    pub lovers: Option<(Seat, Seat)>,
    /// Dead hunters who had their last shot (or let it pass).
    pub shots_taken: BTreeSet<Seat>,
}

impl Marks {
    /// How often `seat` used `power`.
    pub fn uses(&self, seat: Seat, power: Power) -> u8 {
        self.used.get(&(seat, power)).copied().unwrap_or(0)
    }
}
