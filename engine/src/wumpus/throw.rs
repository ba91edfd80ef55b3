//! Throwing the pebble into an adjacent room: it lands with a click and
//! stays there, or falls into a pit with a "wushhh" and is gone. Either is
//! heard in that room and next to it (so by the thrower).

use super::map::Room;
use super::message::{Item, Sound};
use super::sound;
use super::world::World;
use crate::seat::Seat;
use crate::wumpus::words::Effect;
use rand::rngs::ChaCha8Rng;

/// Throws the held pebble into `to`.
pub fn throw(world: &mut World, rng: &mut ChaCha8Rng, seat: Seat, to: Room, out: &mut Vec<Effect>) {
    let Some(h) = world.hunter_mut(seat) else {
        return;
    };
    if h.item != Some(Item::Pebble) {
        return;
    }
    h.item = None;
    let sound = if world.is_pit(to) {
        Sound::Wushhh
    } else {
        world.lay(to, Item::Pebble);
        Sound::Click
    };
    sound::emit(world, rng, sound, to, None, out);
}
