//! Exit numbers: each player sees a room's passages as exits 1, 2, 3… in
//! an order drawn from the seed for that player and that room, so neither
//! the order nor the numbers give a room's label away, while the same
//! room always looks the same to the same player.

use super::map::{Cave, Room};
use crate::seat::Seat;
use crate::seed::Seed;

/// The rooms behind exits 1, 2, … of `room`, as `seat` sees them.
pub fn exits(cave: &Cave, seed: &Seed, seat: Seat, room: Room) -> Vec<Room> {
    let mut rooms: Vec<(Room, [u8; 32])> = cave
        .neighbours(room)
        .iter()
        .map(|n| {
            let index = (u64::from(seat.0) << 32) | (u64::from(room.0) << 16) | u64::from(n.0);
            (*n, seed.derive("wumpus-exits", index))
        })
        .collect();
    rooms.sort_by_key(|r| r.1);
    rooms.into_iter().map(|(r, _)| r).collect()
}

/// The room behind an exit number (from 1), if there is such an exit.
pub fn through(cave: &Cave, seed: &Seed, seat: Seat, room: Room, exit: u8) -> Option<Room> {
    let n = usize::from(exit).checked_sub(1)?;
    exits(cave, seed, seat, room).get(n).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exits_cover_the_passages_and_differ_between_players() {
        let cave = Cave::twisted35().expect("map");
        let seed = Seed::from_number(3);
        let mut differs = false;
        for room in cave.rooms() {
            let a = exits(&cave, &seed, Seat(0), room);
            let mut sorted = a.clone();
            sorted.sort();
            let mut want = cave.neighbours(room).to_vec();
            want.sort();
            assert_eq!(sorted, want);
            assert_eq!(a, exits(&cave, &seed, Seat(0), room), "stable");
            differs |= a != exits(&cave, &seed, Seat(1), room);
        }
        assert!(differs, "players see different numberings");
        assert_eq!(through(&cave, &seed, Seat(0), cave.start(), 0), None);
        assert_eq!(through(&cave, &seed, Seat(0), cave.start(), 4), None);
    }
}
