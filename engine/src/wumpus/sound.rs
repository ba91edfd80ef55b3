//! Sounds by reach: each living player within reach is told what they
//! heard and from how many passages away; the Wumpus, if it hears a sound
//! it reacts to, moves.

use super::map::Room;
use super::message::{Sound, WumpusMessage};
use super::monster;
use super::world::World;
use crate::seat::Seat;
use crate::wumpus::words::Effect;
use rand::rngs::ChaCha8Rng;

/// Whether a sound from `origin` reaches `room`.
pub fn reaches(world: &World, sound: &Sound, origin: Room, room: Room) -> bool {
    sound
        .reach()
        .is_none_or(|r| world.cave.distance(origin, room) <= r)
}

/// Tells every living player in reach (but `except`) what they heard.
pub fn tell(
    world: &World,
    sound: &Sound,
    origin: Room,
    except: Option<Seat>,
    out: &mut Vec<Effect>,
) {
    for seat in world.living() {
        if Some(seat) == except {
            continue;
        }
        let Some(h) = world.hunter(seat) else {
            continue;
        };
        if reaches(world, sound, origin, h.room) {
            let distance = world.cave.distance(origin, h.room);
            out.push(Effect::to_seat(
                seat,
                WumpusMessage::Heard {
                    sound: sound.clone(),
                    distance,
                },
            ));
        }
    }
}

/// A sound made: the players hear it, then the Wumpus reacts if it hears.
pub fn emit(
    world: &mut World,
    rng: &mut ChaCha8Rng,
    sound: Sound,
    origin: Room,
    except: Option<Seat>,
    out: &mut Vec<Effect>,
) {
    tell(world, &sound, origin, except, out);
    if sound.wakes_wumpus() && world.wumpus_alive && reaches(world, &sound, origin, world.wumpus) {
        monster::wake(world, rng, out);
    }
}
