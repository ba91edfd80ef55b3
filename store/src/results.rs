//! Per-player results of finished games: what statistics and leaderboards
//! are computed from.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

use crate::GameId;

/// Who played a seat: only people are ranked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Controller {
    /// A person.
    Person,
    /// narrator's own computer player.
    Computer,
    /// An external program (`bot:NAME`).
    External,
}

impl Controller {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Controller::Person => "person",
            Controller::Computer => "computer",
            Controller::External => "external",
        }
    }
}

impl fmt::Display for Controller {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Controller {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "person" => Ok(Controller::Person),
            "computer" => Ok(Controller::Computer),
            "external" => Ok(Controller::External),
            other => Err(format!("unknown controller {other:?}")),
        }
    }
}

/// One seat's result, as the runtime hands it in when a game ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatResult {
    /// The seat, from 0.
    pub seat: u32,
    /// Platform identity (`telegram:42`).
    pub player: String,
    /// Display name at the end.
    pub name: String,
    /// Game kind (`mafia`).
    pub kind: String,
    /// Preset (`classic`), or the kind for games without presets.
    pub preset: String,
    /// The mode the game was started from (`town`), if any.
    pub mode: Option<String>,
    /// Role's stable name (`cop`).
    pub role: String,
    /// Team's stable name (`village`).
    pub team: String,
    /// On the winning team.
    pub won: bool,
    /// Alive at the end.
    pub survived: bool,
    /// The phase counter when the seat died.
    pub died_phase: Option<u32>,
    /// Replaced for inactivity (always false for now).
    pub afk: bool,
    /// Who played the seat.
    pub controller: Controller,
}

/// A stored seat result with its game, place and end time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerResult {
    /// The game.
    pub game: GameId,
    /// Where it was played (the game's surface).
    pub place: String,
    /// When it ended, milliseconds since the Unix epoch.
    pub finished_at_ms: i64,
    /// The seat's result.
    pub seat: SeatResult,
}

/// Which results to read. `None` means any.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResultFilter {
    /// Only games played here.
    pub place: Option<String>,
    /// Only this game kind.
    pub kind: Option<String>,
    /// Only this preset.
    pub preset: Option<String>,
    /// Only games of this mode.
    pub mode: Option<String>,
    /// Only games started from a mode (any mode).
    pub in_a_mode: bool,
    /// Only this player.
    pub player: Option<String>,
    /// Only games that ended at or after this time.
    pub since_ms: Option<i64>,
}
