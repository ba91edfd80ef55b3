//! Giant bats: whoever enters a bat's room, player or Wumpus, is carried
//! to a random room that is not a pit and holds no player (nor the Wumpus
//! or a bat, so nobody is dropped onto a danger); then the bat settles in
//! a random room that is not a pit and holds no player or Wumpus. Every
//! player hears the wings; so does the Wumpus, which moves unless it is
//! the one carried.

use super::map::Room;
use super::message::{Sound, WumpusMessage};
use super::monster;
use super::sound;
use super::world::World;
use crate::seat::Seat;
use crate::wumpus::words::Effect;
use rand::rngs::ChaCha8Rng;
use rand::seq::IndexedRandom;

/// Where a bat may drop what it carries.
pub fn drop_rooms(world: &World) -> Vec<Room> {
    world
        .cave
        .rooms()
        .filter(|r| {
            !world.is_pit(*r)
                && !world.occupied(*r)
                && !world.wumpus_in(*r)
                && world.bat_in(*r).is_none()
        })
        .collect()
}

/// Where bat `bat` may settle.
pub fn settle_rooms(world: &World, bat: usize) -> Vec<Room> {
    world
        .cave
        .rooms()
        .filter(|r| {
            !world.is_pit(*r)
                && !world.occupied(*r)
                && !world.wumpus_in(*r)
                && world
                    .bats
                    .iter()
                    .enumerate()
                    .all(|(i, b)| i == bat || b != r)
        })
        .collect()
}

fn settle(world: &mut World, rng: &mut ChaCha8Rng, bat: usize) {
    if let Some(to) = settle_rooms(world, bat).choose(rng).copied()
        && let Some(b) = world.bats.get_mut(bat)
    {
        *b = to;
    }
}

/// A player walked into bat `bat`'s room.
pub fn carry_player(
    world: &mut World,
    rng: &mut ChaCha8Rng,
    seat: Seat,
    bat: usize,
    out: &mut Vec<Effect>,
) {
    let Some(origin) = world.bats.get(bat).copied() else {
        return;
    };
    let Some(to) = drop_rooms(world).choose(rng).copied() else {
        return;
    };
    sound::tell(world, &Sound::Wings, origin, None, out);
    world.move_hunter(seat, to, true);
    out.push(Effect::to_seat(seat, WumpusMessage::Carried));
    settle(world, rng, bat);
    monster::wake(world, rng, out);
}

/// The Wumpus moved into bat `bat`'s room.
pub fn carry_wumpus(world: &mut World, rng: &mut ChaCha8Rng, bat: usize, out: &mut Vec<Effect>) {
    let Some(origin) = world.bats.get(bat).copied() else {
        return;
    };
    let Some(to) = drop_rooms(world).choose(rng).copied() else {
        return;
    };
    sound::tell(world, &Sound::Wings, origin, None, out);
    world.move_wumpus(to);
    settle(world, rng, bat);
}
