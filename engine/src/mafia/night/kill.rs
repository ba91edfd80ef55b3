//! The mafia's kill: each mafioso picks; the plurality pick is attacked,
//! ties broken with the game's RNG.

use super::{Ask, Attack, Attacker, Dusk, PowerRule};
use crate::mafia::reason::MafiaReason;
use crate::mafia::words::{Act, Rejection, Target};
use crate::seat::Seat;
use rand::Rng;
use rand::seq::IndexedRandom;
use std::collections::BTreeMap;

/// The mafia's kill.
pub struct Kill;

impl PowerRule for Kill {
    /// Living players outside the mafia's room.
    fn targets(&self, ask: &Ask, _actor: Seat) -> Vec<Seat> {
        super::outside_the_room(ask.board)
    }

    fn refuse(&self, ask: &Ask, _actor: Seat, target: Seat) -> Rejection {
        Rejection::InvalidTarget {
            target: Target::Player(ask.board.name(target)),
            reason: MafiaReason::InMafia.into(),
        }
    }

    fn holders(&self) -> MafiaReason {
        MafiaReason::OnlyMafiaKill
    }

    fn act(&self) -> Act {
        Act::Kill
    }

    fn settle(&self, dusk: &mut Dusk, uses: &[(Seat, Seat)], rng: &mut dyn Rng) {
        let picks: BTreeMap<Seat, Seat> = uses
            .iter()
            .copied()
            .filter(|(_, t)| dusk.board.is_alive(*t))
            .collect();
        if let Some(target) = victim(&picks, rng) {
            dusk.attacks.push(Attack {
                by: Attacker::Mafia,
                target,
            });
        }
    }
}

/// The victim: the most-picked player; a tie is drawn at random. No pick,
/// no kill.
pub fn victim(picks: &BTreeMap<Seat, Seat>, rng: &mut dyn Rng) -> Option<Seat> {
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
