//! Who sits at a table.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A player's identity on its platform, e.g. `tg:12345`, `dc:9876`,
/// `console:you` or `cpu:3`. Opaque to the engine, but for one prefix:
/// `bot:` names an external program (an arena bot, or one seated in a chat
/// game), which is never a lobby's host (see [`PlayerId::is_external`]).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PlayerId(pub String);

impl PlayerId {
    /// Builds an id from anything string-like.
    pub fn new(id: impl Into<String>) -> Self {
        PlayerId(id.into())
    }

    /// Whether an external program plays this seat (`bot:NAME`): it sits
    /// like a person, but cannot hold a lobby, so when the last person
    /// leaves the lobby closes, bots or not.
    pub fn is_external(&self) -> bool {
        self.0.starts_with("bot:")
    }
}

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A seat number, 0-based; shown to people 1-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Seat(pub u8);

impl Seat {
    /// The index into seat lists.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// One seat's occupant as fixed when the game starts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    /// Platform identity of the occupant.
    pub player: PlayerId,
    /// Display name used in every rendered message.
    pub name: String,
    /// Whether a computer player plays this seat.
    pub computer: bool,
}
