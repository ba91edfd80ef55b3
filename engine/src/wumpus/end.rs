//! The end: a player who kills the Wumpus wins; if every player is dead,
//! the Wumpus wins.

use super::shoot::Hit;
use super::world::World;
use crate::seat::Seat;
use crate::wumpus::WumpusTeam;
use crate::wumpus::words::Outcome;

/// The outcome and the winning seats, if the game is over.
pub fn winner(world: &World, hit: Hit, actor: Seat) -> Option<(Outcome, Vec<Seat>)> {
    if hit == Hit::Wumpus {
        Some((Outcome::Won(WumpusTeam::Hunters), vec![actor]))
    } else if world.living().is_empty() {
        Some((Outcome::Won(WumpusTeam::Wumpus), Vec::new()))
    } else {
        None
    }
}
