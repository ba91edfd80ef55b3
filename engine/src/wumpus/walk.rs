//! Walking into an adjacent room: a pit kills, the Wumpus eats, a bat
//! carries.

use super::bats;
use super::death;
use super::map::Room;
use super::message::Cause;
use super::world::World;
use crate::seat::Seat;
use crate::wumpus::words::Effect;
use rand::rngs::ChaCha8Rng;

/// Moves the player into `to` and meets what is there.
pub fn walk(world: &mut World, rng: &mut ChaCha8Rng, seat: Seat, to: Room, out: &mut Vec<Effect>) {
    world.move_hunter(seat, to, false);
    if world.is_pit(to) {
        death::die(world, rng, seat, Cause::Pit, out);
    } else if world.wumpus_in(to) {
        death::die(world, rng, seat, Cause::Wumpus, out);
    } else if let Some(bat) = world.bat_in(to) {
        bats::carry_player(world, rng, seat, bat, out);
    }
}
