//! The games a soak session plays, each with options drawn at random from
//! the ranges its rules allow (by the game's own `soak.rs`), so that rare
//! options get played too.

use super::GameConfig;
use crate::mafia::Preset;
use crate::wumpus::MapError;
use crate::wumpus::soak::Caves;
use rand::{Rng, RngExt};
use std::fmt;
use thiserror::Error;

/// A game (and for Mafia, a preset) to soak.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// Mafia, `classic` preset.
    Classic,
    /// Mafia, `hp` preset.
    Hp,
    /// Mafia, `sport` preset.
    Sport,
    /// The Zombie Game.
    Zombie,
    /// Hunt the Twisted Wumpus.
    Wumpus,
}

impl Target {
    /// Every target, in the order a soak of all games takes them.
    pub const ALL: [Target; 5] = [
        Target::Classic,
        Target::Hp,
        Target::Sport,
        Target::Zombie,
        Target::Wumpus,
    ];

    /// Options for one session: the defaults about a third of the time,
    /// otherwise drawn by the game from its allowed ranges.
    pub fn config(self, grounds: &Grounds, rng: &mut impl Rng) -> GameConfig {
        let plain = rng.random_bool(0.3);
        let mafia = |preset, rng: &mut _| {
            GameConfig::Mafia(crate::mafia::soak::options(preset, plain, rng))
        };
        match self {
            Target::Classic => mafia(Preset::Classic, rng),
            Target::Hp => mafia(Preset::Hp, rng),
            Target::Sport => mafia(Preset::Sport, rng),
            Target::Zombie => GameConfig::Zombie(crate::zombie::soak::options(plain, rng)),
            Target::Wumpus => {
                GameConfig::Wumpus(crate::wumpus::soak::options(&grounds.caves, plain, rng))
            }
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Target::Classic => "classic mafia",
            Target::Hp => "hp mafia",
            Target::Sport => "sport mafia",
            Target::Zombie => "zombie",
            Target::Wumpus => "wumpus",
        })
    }
}

/// What sessions are played on, made once per soak: the Wumpus caves.
#[derive(Clone, Debug)]
pub struct Grounds {
    caves: Caves,
}

/// Why a soak cannot start.
#[derive(Debug, Error)]
pub enum GroundsError {
    /// A built-in Wumpus map does not load.
    #[error("a built-in Wumpus map does not load: {0}")]
    Cave(#[from] MapError),
}

impl Grounds {
    /// Every game's grounds; fails only if a built-in map does not load.
    pub fn new() -> Result<Grounds, GroundsError> {
        Ok(Grounds {
            caves: Caves::new()?,
        })
    }
}
