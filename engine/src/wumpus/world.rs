//! The hidden state of the cave: where everyone and everything is.

use super::map::{Cave, Room};
use super::message::{Cause, Item, Reveal, Step, Trail};
use crate::seat::Seat;
use std::collections::{BTreeMap, BTreeSet};

/// One player.
#[derive(Clone, Debug)]
pub struct Hunter {
    /// Where they stand.
    pub room: Room,
    /// What they hold.
    pub item: Option<Item>,
    /// Whether an arrow is nocked.
    pub arrow: bool,
    /// How they died, if they did.
    pub died: Option<Cause>,
    /// Every room they stood in.
    pub path: Vec<Step>,
}

/// Everything in the cave.
#[derive(Clone, Debug)]
pub struct World {
    /// The map.
    pub cave: Cave,
    /// The players, in seat order.
    pub hunters: Vec<Hunter>,
    /// Pit rooms.
    pub pits: BTreeSet<Room>,
    /// Each bat's room.
    pub bats: Vec<Room>,
    /// The Wumpus's room.
    pub wumpus: Room,
    /// Whether the Wumpus lives.
    pub wumpus_alive: bool,
    /// Every room the Wumpus was in.
    pub wumpus_path: Vec<Room>,
    /// Bows lying in rooms.
    pub bows: BTreeMap<Room, u8>,
    /// Pebbles lying in rooms.
    pub pebbles: BTreeMap<Room, u8>,
}

impl World {
    /// A hunter by seat.
    pub fn hunter(&self, seat: Seat) -> Option<&Hunter> {
        self.hunters.get(seat.index())
    }

    /// A hunter by seat, to change.
    pub fn hunter_mut(&mut self, seat: Seat) -> Option<&mut Hunter> {
        self.hunters.get_mut(seat.index())
    }

    /// Whether a seat's player lives.
    pub fn is_alive(&self, seat: Seat) -> bool {
        self.hunter(seat).is_some_and(|h| h.died.is_none())
    }

    /// Living players in seat order.
    pub fn living(&self) -> Vec<Seat> {
        (0..self.hunters.len())
            .filter_map(|i| u8::try_from(i).ok().map(Seat))
            .filter(|s| self.is_alive(*s))
            .collect()
    }

    /// Living players in a room, in seat order.
    pub fn living_in(&self, room: Room) -> Vec<Seat> {
        self.living()
            .into_iter()
            .filter(|s| self.hunter(*s).is_some_and(|h| h.room == room))
            .collect()
    }

    /// Whether a living player stands in the room.
    pub fn occupied(&self, room: Room) -> bool {
        !self.living_in(room).is_empty()
    }

    /// Whether the room is a pit.
    pub fn is_pit(&self, room: Room) -> bool {
        self.pits.contains(&room)
    }

    /// The bat in a room, if any.
    pub fn bat_in(&self, room: Room) -> Option<usize> {
        self.bats.iter().position(|b| *b == room)
    }

    /// Whether the living Wumpus is in the room.
    pub fn wumpus_in(&self, room: Room) -> bool {
        self.wumpus_alive && self.wumpus == room
    }

    /// Items of a kind lying in a room.
    pub fn lying(&self, room: Room, item: Item) -> u8 {
        let pile = match item {
            Item::Bow => &self.bows,
            Item::Pebble => &self.pebbles,
        };
        pile.get(&room).copied().unwrap_or(0)
    }

    /// Lays an item in a room.
    pub fn lay(&mut self, room: Room, item: Item) {
        let pile = match item {
            Item::Bow => &mut self.bows,
            Item::Pebble => &mut self.pebbles,
        };
        *pile.entry(room).or_default() += 1;
    }

    /// Takes an item from a room; false if none lies there.
    pub fn take(&mut self, room: Room, item: Item) -> bool {
        let pile = match item {
            Item::Bow => &mut self.bows,
            Item::Pebble => &mut self.pebbles,
        };
        match pile.get_mut(&room) {
            Some(n) if *n > 0 => {
                *n -= 1;
                if *n == 0 {
                    pile.remove(&room);
                }
                true
            }
            _ => false,
        }
    }

    /// Moves a player and records the step.
    pub fn move_hunter(&mut self, seat: Seat, room: Room, by_bat: bool) {
        if let Some(h) = self.hunter_mut(seat) {
            h.room = room;
            h.path.push(Step { room, by_bat });
        }
    }

    /// Moves the Wumpus and records the step.
    pub fn move_wumpus(&mut self, room: Room) {
        self.wumpus = room;
        self.wumpus_path.push(room);
    }

    /// Everything, for the end of the game.
    pub fn reveal(&self) -> Reveal {
        let spread = |pile: &BTreeMap<Room, u8>| {
            pile.iter()
                .flat_map(|(r, n)| std::iter::repeat_n(*r, usize::from(*n)))
                .collect()
        };
        Reveal {
            cave: self.cave.clone(),
            pits: self.pits.iter().copied().collect(),
            bats: self.bats.clone(),
            wumpus_path: self.wumpus_path.clone(),
            wumpus_alive: self.wumpus_alive,
            bows: spread(&self.bows),
            pebbles: spread(&self.pebbles),
            trails: self
                .hunters
                .iter()
                .enumerate()
                .filter_map(|(i, h)| {
                    u8::try_from(i).ok().map(|i| Trail {
                        seat: Seat(i),
                        steps: h.path.clone(),
                        died: h.died,
                    })
                })
                .collect(),
        }
    }
}
