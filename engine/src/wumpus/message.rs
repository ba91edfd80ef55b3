//! The Wumpus game's messages, as data. Only [`Reveal`] (sent at the end)
//! names rooms; every other message speaks of exits and distances.

use super::action::WumpusAction;
use super::map::{Cave, Room};
use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// What a player can carry (one at most).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Item {
    /// A magical bow: one arrow at the start of each turn.
    Bow,
    /// A pebble, to throw or drop.
    Pebble,
}

/// A sound, as a listener hears it. A voice carries the speaker's own
/// words (already checked and cleaned by the engine), or none: a wordless
/// voice, or a dying player's scream.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Sound {
    /// A player's whisper (voices are known).
    Whisper {
        /// Who whispered.
        by: Seat,
        /// What they whispered.
        #[serde(default)]
        words: Option<String>,
    },
    /// A player's speech.
    Speech {
        /// Who spoke.
        by: Seat,
        /// What they said.
        #[serde(default)]
        words: Option<String>,
    },
    /// A player's scream (a dying player screams too, without words).
    Scream {
        /// Who screamed.
        by: Seat,
        /// What they screamed.
        #[serde(default)]
        words: Option<String>,
    },
    /// A pebble landing or dropped in a room.
    Click,
    /// A pebble falling into a pit.
    Wushhh,
    /// A giant bat's wings.
    Wings,
}

impl Sound {
    /// How many passages it carries; `None` is everywhere.
    pub fn reach(&self) -> Option<u8> {
        match self {
            Sound::Whisper { .. } => Some(0),
            Sound::Speech { .. } | Sound::Click | Sound::Wushhh => Some(1),
            Sound::Scream { .. } | Sound::Wings => None,
        }
    }

    /// The words a voice carries, if any.
    pub fn words(&self) -> Option<&str> {
        match self {
            Sound::Whisper { words, .. }
            | Sound::Speech { words, .. }
            | Sound::Scream { words, .. } => words.as_deref(),
            Sound::Click | Sound::Wushhh | Sound::Wings => None,
        }
    }

    /// Whether the Wumpus reacts (it ignores whispers it cannot hear and
    /// pebbles).
    pub fn wakes_wumpus(&self) -> bool {
        matches!(
            self,
            Sound::Speech { .. } | Sound::Scream { .. } | Sound::Wings
        )
    }
}

/// How a player died.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Cause {
    /// Fell into a pit.
    Pit,
    /// Eaten by the Wumpus.
    Wumpus,
    /// Hit by an arrow.
    Arrow,
}

/// A player's own senses at the start of their turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Senses {
    /// Passages out of this room, numbered 1 to `exits`.
    pub exits: u8,
    /// What the player holds.
    pub holding: Option<Item>,
    /// Whether an arrow is nocked.
    pub arrow: bool,
    /// Bows lying in this room (felt in the dark).
    pub bows_here: u8,
    /// Pebbles lying in this room.
    pub pebbles_here: u8,
}

/// One room a player stood in, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Step {
    /// The room.
    pub room: Room,
    /// Whether a bat carried the player there.
    pub by_bat: bool,
}

/// A player's whole way through the cave.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trail {
    /// The player.
    pub seat: Seat,
    /// Every room, starting with the start room.
    pub steps: Vec<Step>,
    /// How they died, if they did.
    pub died: Option<Cause>,
}

/// The whole cave, revealed when the game ends: enough for any host to
/// draw it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reveal {
    /// The map.
    pub cave: Cave,
    /// Pit rooms.
    pub pits: Vec<Room>,
    /// Where the bats are now.
    pub bats: Vec<Room>,
    /// The Wumpus's rooms, from the first to the last.
    pub wumpus_path: Vec<Room>,
    /// Whether the Wumpus still lives.
    pub wumpus_alive: bool,
    /// A room for each bow lying in the cave.
    pub bows: Vec<Room>,
    /// A room for each pebble lying in the cave.
    pub pebbles: Vec<Room>,
    /// Every player's way, in seat order.
    pub trails: Vec<Trail>,
}

/// Every Wumpus message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WumpusMessage {
    /// Public: the hunt begins; the turn order.
    Begins {
        /// Rooms in the cave.
        rooms: u8,
        /// Bows lying in the first room.
        bows: u8,
        /// Pebbles lying in the first room.
        pebbles: u8,
        /// Seats in turn order.
        order: Vec<Seat>,
    },
    /// Public: whose turn it is.
    Turn {
        /// Who.
        seat: Seat,
    },
    /// Private: what you sense as your turn starts.
    Senses(Senses),
    /// Private: your action was done.
    Done(WumpusAction),
    /// Private: a bat carried you somewhere else.
    Carried,
    /// Private: a sound and how far away it was.
    Heard {
        /// What.
        sound: Sound,
        /// Passages away (0 is your own room).
        distance: u8,
    },
    /// Public: a turn ran out and its player did nothing.
    TimedOut {
        /// Whose turn it was.
        seat: Seat,
    },
    /// Private: how you died.
    YouDied {
        /// The cause.
        cause: Cause,
    },
    /// Public: a player died.
    Died {
        /// Who.
        seat: Seat,
    },
    /// Public: the Wumpus is dead; the shooter wins.
    WumpusKilled {
        /// The shooter.
        by: Seat,
    },
    /// Public: every player is dead; the Wumpus wins.
    AllDead,
    /// Public, at the end: the whole cave.
    Reveal(Box<Reveal>),
}
