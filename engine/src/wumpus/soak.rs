//! Random hunt actions for the soak test.

use super::{Cave, MapError, WumpusAction, WumpusRules};
use crate::soak::fuzz::Fuzz;
use rand::{Rng, RngExt};

/// Any hunt action (exits far off included).
pub(crate) fn action(f: &mut dyn Fuzz) -> WumpusAction {
    let exit = f.small_or_any(7);
    match f.below(10) {
        0 => WumpusAction::PickUpBow,
        1 => WumpusAction::DropBow,
        2 => WumpusAction::PickUpPebble,
        3 => WumpusAction::DropPebble,
        4 => WumpusAction::Throw { exit },
        5 => WumpusAction::Shoot { exit },
        6 => WumpusAction::Walk { exit },
        7 => WumpusAction::Whisper { words: f.words() },
        8 => WumpusAction::Speak { words: f.words() },
        _ => WumpusAction::Scream { words: f.words() },
    }
}

/// Options for one soak session on one of `caves`: the defaults when
/// `plain`, else every option drawn from its allowed range.
pub(crate) fn options(caves: &Caves, plain: bool, rng: &mut impl Rng) -> WumpusRules {
    if plain {
        return WumpusRules::on(caves.standard.clone());
    }
    let cave = if rng.random_bool(0.2) {
        &caves.small
    } else {
        &caves.standard
    };
    let mut rules = WumpusRules::on(cave.clone());
    rules.turn_secs = rng.random_range(1..=600);
    rules.pits = rng.random_range(0..=8);
    rules.bats = rng.random_range(0..=4);
    rules.bows = rng.random_range(0..=4);
    rules.pebbles = rng.random_range(0..=4);
    rules.max_players = rng.random_range(1..=5);
    rules
}

/// The Wumpus maps sessions are played on.
#[derive(Clone, Debug)]
pub struct Caves {
    /// The rules' 35 rooms.
    pub standard: Cave,
    /// The smallest cave a map may describe: eight rooms in a ring, where
    /// the hazards a ruleset asks for may not all fit.
    pub small: Cave,
}

impl Caves {
    /// Both maps; fails only if a built-in map does not load.
    pub fn new() -> Result<Caves, MapError> {
        let ring: String = (0..8)
            .map(|i| format!("r{i}: r{} r{}\n", (i + 1) % 8, (i + 7) % 8))
            .collect();
        Ok(Caves {
            standard: Cave::twisted35()?,
            small: Cave::parse(&ring)?,
        })
    }
}
