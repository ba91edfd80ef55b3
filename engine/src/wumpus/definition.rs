//! The hunt's definition for the shared code (see [`crate::definition`]).

use super::{WumpusRules, WumpusTeam};
use crate::bots::{BotSeeds, ComputerPlayer};
use crate::definition::{Committed, GameDefinition};
use crate::kind::GameKind;
use crate::seat::Seat;
use crate::seed::Seed;
use crate::wumpus::words::Title;

impl GameDefinition for WumpusRules {
    type Words = super::words::Words;

    fn kind(&self) -> GameKind {
        GameKind::Wumpus
    }

    fn seat_range(&self) -> (u8, u8) {
        (1, self.max_players)
    }

    fn lobby_title(&self) -> Title {
        Title("wumpus")
    }

    /// Every player is a hunter; the hidden set-up is in the game's own
    /// commitment.
    fn deal(&self, _seed: &Seed, seats: usize) -> Vec<String> {
        vec!["hunter".into(); seats]
    }

    /// A hunt's hidden set-up is the cave, not a list of roles.
    fn committed(&self, seed: &Seed, seats: usize) -> Committed {
        let (world, order) = super::setup::setup(self, seed, seats);
        Committed::Lines(super::setup::commitment_lines(&world, &order))
    }

    fn sides(&self) -> Vec<WumpusTeam> {
        vec![WumpusTeam::Hunters, WumpusTeam::Wumpus]
    }

    fn computer(&self, seat: Seat, seeds: BotSeeds) -> Box<dyn ComputerPlayer<Self::Words>> {
        Box::new(super::bot::Explorer::new(seat, seeds))
    }

    /// Every seat of the hunt is a hunter.
    fn team_label(
        &self,
        _role: &str,
        _winning: <Self::Words as crate::vocabulary::Vocabulary>::Team,
        _won: bool,
    ) -> &'static str {
        "hunters"
    }
}
