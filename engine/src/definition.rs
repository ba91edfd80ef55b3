//! What a game's configuration tells the shared code about the game: its
//! seats, its lobby, its inactivity rules, its deal, and how its results
//! are labelled for statistics. Each game implements [`GameDefinition`] in
//! its own folder (on its options type); [`crate::GameConfig`] forwards to
//! it, so the code shared by every game asks the game rather than matching
//! on every game.

use crate::afk::{AfkAction, AfkRules};
use crate::bots::{BotSeeds, ComputerPlayer};
use crate::kind::GameKind;
use crate::rejection::{Rejection, Title};
use crate::seat::Seat;
use crate::seed::Seed;
use crate::vocabulary::Vocabulary;

/// How long a lobby waits for its start, unless the game says otherwise.
pub const DEFAULT_LOBBY_TIMEOUT_SECS: u32 = 15 * 60;

/// One game's definition, as its options describe it.
pub trait GameDefinition {
    /// The game's words.
    type Words: Vocabulary;

    /// Which game.
    fn kind(&self) -> GameKind;

    /// Seats allowed, inclusive.
    fn seat_range(&self) -> (u8, u8);

    /// The game as its lobby and refusals name it.
    fn lobby_title(&self) -> Title;

    /// Whether the host may fill empty seats with computer players.
    fn allows_computers(&self) -> bool {
        true
    }

    /// The rules for inactive players; by default a missed deadline
    /// changes nothing (the game's own turn timer moves it on).
    fn afk(&self) -> AfkRules {
        AfkRules {
            strikes: 1,
            action: AfkAction::None,
            may_return: false,
        }
    }

    /// How long a lobby waits for the start, in seconds.
    fn lobby_timeout_secs(&self) -> u32 {
        DEFAULT_LOBBY_TIMEOUT_SECS
    }

    /// Whether people without a seat may watch the running game.
    fn spectators(&self) -> bool {
        false
    }

    /// Refuses options no game may start with (by default the options
    /// were checked where they were made).
    fn validate(&self) -> Result<(), Rejection<Self::Words>> {
        Ok(())
    }

    /// The role names dealt for `seats` seats with `seed`, in seat order:
    /// what `narrator verify` recomputes.
    fn deal(&self, seed: &Seed, seats: usize) -> Vec<String>;

    /// What the game's fair-deal commitment hashes for `seats` seats with
    /// `seed` (see [`crate::fairness`]): by default the roles dealt, one
    /// per seat.
    fn committed(&self, seed: &Seed, seats: usize) -> Committed {
        Committed::Roles(self.deal(seed, seats))
    }

    /// The game's baseline computer player for `seat`.
    fn computer(&self, seat: Seat, seeds: BotSeeds) -> Box<dyn ComputerPlayer<Self::Words>>;

    /// The computer players of a whole table, one per seat given (a game
    /// may share what they all read, such as its rules).
    fn computers(&self, seats: Vec<(Seat, BotSeeds)>) -> Vec<Box<dyn ComputerPlayer<Self::Words>>> {
        seats
            .into_iter()
            .map(|(seat, seeds)| self.computer(seat, seeds))
            .collect()
    }

    /// Every side that can win, in the order figures list them.
    fn sides(&self) -> Vec<<Self::Words as Vocabulary>::Team>;

    /// The name its results are filed under beside the game's (a Mafia
    /// preset; the game's own name for games without presets).
    fn preset_label(&self) -> String {
        self.kind().to_string()
    }

    /// The mode the game was started from (a Mafia mode's name), which its
    /// results record beside the preset; none by default.
    fn mode_label(&self) -> Option<String> {
        None
    }

    /// The stable name of the team a seat with `role` ended on, in a game
    /// `winning` won, the seat among the winners or not (`won`): what
    /// statistics count per team.
    fn team_label(
        &self,
        role: &str,
        winning: <Self::Words as Vocabulary>::Team,
        won: bool,
    ) -> &'static str;
}

/// What a game's commitment covers, as `narrator verify` shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Committed {
    /// Each seat's role, in seat order.
    Roles(Vec<String>),
    /// Lines of the game's own hidden set-up (a hunt's cave).
    Lines(Vec<String>),
}

impl Committed {
    /// The lines the commitment hashes.
    pub fn lines(&self) -> &[String] {
        match self {
            Committed::Roles(lines) | Committed::Lines(lines) => lines,
        }
    }
}
