//! The escort's and the consort's block: the blocked player's night action
//! does nothing that night (a blocked mafioso's pick does not count, a
//! blocked doctor saves nobody, a blocked cop learns nothing). Blocks are
//! the night's first step; the blocked player is told at dawn. Nobody is
//! blocked two nights running by the same blocker, so a block cannot hold
//! the game still.

use super::{Ask, Dusk, PowerRule, refused};
use crate::mafia::reason::MafiaReason;
use crate::mafia::words::{Act, Rejection};
use crate::seat::Seat;
use rand::Rng;

/// The block.
pub struct Block;

impl PowerRule for Block {
    /// Any other living player but last night's target.
    fn targets(&self, ask: &Ask, actor: Seat) -> Vec<Seat> {
        let last = ask.marks.last_blocks.get(&actor).copied();
        super::others(ask.board, actor)
            .into_iter()
            .filter(|s| Some(*s) != last)
            .collect()
    }

    fn refuse(&self, ask: &Ask, actor: Seat, target: Seat) -> Rejection {
        let reason = if target == actor {
            MafiaReason::OnlyBlockers
        } else {
            MafiaReason::BlockedLastNight
        };
        refused(ask, actor, target, reason)
    }

    fn holders(&self) -> MafiaReason {
        MafiaReason::OnlyBlockers
    }

    fn act(&self) -> Act {
        Act::Block
    }

    fn settle(&self, dusk: &mut Dusk, uses: &[(Seat, Seat)], _rng: &mut dyn Rng) {
        for (blocker, target) in uses {
            dusk.blocked.insert(*target);
            dusk.out.blocks.insert(*blocker, *target);
        }
    }
}
