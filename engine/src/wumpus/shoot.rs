//! Shooting the arrow into an adjacent room: the Wumpus there dies (and
//! the shooter wins); else one player there, drawn at random, dies.

use super::death;
use super::map::Room;
use super::message::Cause;
use super::world::World;
use crate::seat::Seat;
use crate::wumpus::words::Effect;
use rand::rngs::ChaCha8Rng;
use rand::seq::IndexedRandom;

/// What the arrow hit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hit {
    /// The Wumpus: the shooter wins.
    Wumpus,
    /// A player.
    Player(Seat),
    /// Nothing.
    Nothing,
}

/// Shoots the nocked arrow into `to`.
pub fn shoot(
    world: &mut World,
    rng: &mut ChaCha8Rng,
    seat: Seat,
    to: Room,
    out: &mut Vec<Effect>,
) -> Hit {
    let Some(h) = world.hunter_mut(seat) else {
        return Hit::Nothing;
    };
    if !h.arrow {
        return Hit::Nothing;
    }
    h.arrow = false;
    if world.wumpus_in(to) {
        world.wumpus_alive = false;
        return Hit::Wumpus;
    }
    match world.living_in(to).choose(rng).copied() {
        Some(victim) => {
            death::die(world, rng, victim, Cause::Arrow, out);
            Hit::Player(victim)
        }
        None => Hit::Nothing,
    }
}
