//! The Zombie Game's definition for the shared code (see
//! [`crate::definition`]).

use super::{ZombieOptions, ZombieTeam};
use crate::bots::{BotSeeds, ComputerPlayer};
use crate::definition::GameDefinition;
use crate::kind::GameKind;
use crate::seat::Seat;
use crate::seed::Seed;
use crate::zombie::words::Title;

impl GameDefinition for ZombieOptions {
    type Words = super::words::Words;

    fn kind(&self) -> GameKind {
        GameKind::Zombie
    }

    fn seat_range(&self) -> (u8, u8) {
        ZombieOptions::seat_range(self)
    }

    fn lobby_title(&self) -> Title {
        Title("zombie")
    }

    fn deal(&self, seed: &Seed, seats: usize) -> Vec<String> {
        super::deal::deal(seed, seats, usize::from(self.zombies))
            .iter()
            .map(|role| role.name().to_string())
            .collect()
    }

    fn sides(&self) -> Vec<ZombieTeam> {
        vec![ZombieTeam::Humans, ZombieTeam::Zombies]
    }

    fn computer(&self, _seat: Seat, seeds: BotSeeds) -> Box<dyn ComputerPlayer<Self::Words>> {
        Box::new(super::bot::ZombieBot::new(self.clone(), seeds))
    }

    /// Sides change during play: a seat is on the side it ended on, the
    /// winners' or the other.
    fn team_label(
        &self,
        _role: &str,
        winning: <Self::Words as crate::vocabulary::Vocabulary>::Team,
        won: bool,
    ) -> &'static str {
        let side = |team: ZombieTeam| match team {
            ZombieTeam::Humans => "humans",
            ZombieTeam::Zombies => "zombies",
        };
        match winning {
            team if won => side(team),
            ZombieTeam::Humans => "zombies",
            ZombieTeam::Zombies => "humans",
        }
    }
}
