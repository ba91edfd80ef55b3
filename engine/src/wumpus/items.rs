//! Carrying: one item at most. Picking up a bow drops a held pebble,
//! picking up a pebble drops a held bow; a dropped bow loses its arrow; a
//! dropped pebble clicks. A bow gives an arrow at the start of each turn.

use super::message::{Item, Sound};
use super::sound;
use super::world::World;
use crate::seat::Seat;
use crate::wumpus::words::Effect;
use rand::rngs::ChaCha8Rng;

/// Picks up an item lying in the player's room, dropping what they held.
pub fn pick_up(
    world: &mut World,
    rng: &mut ChaCha8Rng,
    seat: Seat,
    item: Item,
    out: &mut Vec<Effect>,
) {
    let Some(h) = world.hunter(seat) else {
        return;
    };
    let (room, held) = (h.room, h.item);
    if !world.take(room, item) {
        return;
    }
    if let Some(held) = held {
        put_down(world, rng, seat, held, out);
    }
    if let Some(h) = world.hunter_mut(seat) {
        h.item = Some(item);
    }
}

/// Drops what the player holds in their room.
pub fn drop_held(world: &mut World, rng: &mut ChaCha8Rng, seat: Seat, out: &mut Vec<Effect>) {
    if let Some(held) = world.hunter(seat).and_then(|h| h.item) {
        put_down(world, rng, seat, held, out);
    }
}

fn put_down(
    world: &mut World,
    rng: &mut ChaCha8Rng,
    seat: Seat,
    item: Item,
    out: &mut Vec<Effect>,
) {
    let Some(h) = world.hunter_mut(seat) else {
        return;
    };
    h.item = None;
    // The arrow belongs to the bow's magic: it goes with the bow.
    h.arrow = false;
    let room = h.room;
    world.lay(room, item);
    if item == Item::Pebble {
        sound::emit(world, rng, Sound::Click, room, None, out);
    }
}

/// The start of a player's turn: a bow gives its arrow (one at most).
pub fn nock(world: &mut World, seat: Seat) {
    if let Some(h) = world.hunter_mut(seat)
        && h.item == Some(Item::Bow)
    {
        h.arrow = true;
    }
}
