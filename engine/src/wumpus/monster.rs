//! The Wumpus: when it hears speech, a scream or wings it moves to an
//! adjacent room that is not a pit and holds no player; a bat there
//! carries it off.

use super::bats;
use super::map::Room;
use super::world::World;
use crate::wumpus::words::Effect;
use rand::rngs::ChaCha8Rng;
use rand::seq::IndexedRandom;

/// Rooms the Wumpus may move to now.
pub fn moves(world: &World) -> Vec<Room> {
    world
        .cave
        .neighbours(world.wumpus)
        .iter()
        .copied()
        .filter(|r| !world.is_pit(*r) && !world.occupied(*r))
        .collect()
}

/// The Wumpus heard something: it moves, if it can.
pub fn wake(world: &mut World, rng: &mut ChaCha8Rng, out: &mut Vec<Effect>) {
    if !world.wumpus_alive {
        return;
    }
    let Some(to) = moves(world).choose(rng).copied() else {
        return;
    };
    world.move_wumpus(to);
    if let Some(bat) = world.bat_in(to) {
        bats::carry_wumpus(world, rng, bat, out);
    }
}
