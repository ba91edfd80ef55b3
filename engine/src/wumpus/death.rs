//! A player dies: they are told how, everyone is told who, and the dying
//! player screams (heard everywhere, by the Wumpus too). What they held
//! stays in the room, unless the room is a pit.

use super::message::{Cause, Sound, WumpusMessage};
use super::sound;
use super::world::World;
use crate::seat::Seat;
use crate::wumpus::words::Effect;
use rand::rngs::ChaCha8Rng;

/// Kills a living player.
pub fn die(
    world: &mut World,
    rng: &mut ChaCha8Rng,
    seat: Seat,
    cause: Cause,
    out: &mut Vec<Effect>,
) {
    let Some(h) = world.hunter_mut(seat) else {
        return;
    };
    if h.died.is_some() {
        return;
    }
    h.died = Some(cause);
    h.arrow = false;
    let room = h.room;
    let item = h.item.take();
    if let Some(item) = item
        && !world.is_pit(room)
    {
        world.lay(room, item);
    }
    out.push(Effect::to_seat(seat, WumpusMessage::YouDied { cause }));
    out.push(Effect::public(WumpusMessage::Died { seat }));
    // A dying scream has no words: nobody typed them.
    let scream = Sound::Scream {
        by: seat,
        words: None,
    };
    sound::emit(world, rng, scream, room, None, out);
}
