//! Whisper, speak, scream: a player's voice, heard as far as its reach.

use super::message::Sound;
use super::sound;
use super::world::World;
use crate::effect::Effect;
use crate::seat::Seat;
use rand::rngs::ChaCha8Rng;

/// The player makes `sound` (a whisper, speech or scream of theirs).
pub fn say(
    world: &mut World,
    rng: &mut ChaCha8Rng,
    seat: Seat,
    sound: Sound,
    out: &mut Vec<Effect>,
) {
    let Some(room) = world.hunter(seat).map(|h| h.room) else {
        return;
    };
    sound::emit(world, rng, sound, room, Some(seat), out);
}
