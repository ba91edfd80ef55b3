//! The post-game timeline: what happened in a finished game, with
//! everything that was secret while it ran.
//!
//! A timeline is never recorded on the side: [`Timeline::replay`] rebuilds
//! the table from its setup and its stored inputs (the same replay that
//! resumes a game after a restart) and lets the game's story read the
//! effects, private ones included, as they come out. What the log says is
//! what the timeline says, so the two cannot drift apart.

mod public;
pub mod text;

pub use public::SoFar;

use crate::game::{GameConfig, GameKind, GameResult, Rejection, Story};
use crate::input::Input;
use crate::seat::Seat;
use crate::table::{Table, TableSetup};
use crate::time::Timestamp;
use thiserror::Error;

/// A finished game's story.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Timeline {
    /// The game and its options.
    pub config: GameConfig,
    /// The players' names, in seat order.
    pub names: Vec<String>,
    /// What happened, as the game tells it.
    pub story: Story,
    /// The end: winners, every role, the seed and the commitment. `None`
    /// only for a lobby that closed before the game began.
    pub result: Option<GameResult>,
}

/// Why a timeline cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TimelineError {
    /// The game has not ended: its timeline would give away its secrets.
    #[error("the game is still running")]
    Running,
    /// A stored input is refused on replay: the log is damaged.
    #[error("input {index} is refused on replay: {rejection}")]
    Refused {
        /// Its place in the log.
        index: usize,
        /// Why.
        rejection: Rejection,
    },
}

impl Timeline {
    /// Replays a game's stored inputs from its setup and tells its story.
    /// A game that has not ended is refused.
    pub fn replay(
        setup: &TableSetup,
        inputs: &[(Input, Timestamp)],
    ) -> Result<Timeline, TimelineError> {
        let mut table = Table::new(setup.clone());
        let mut story = Story::new(&setup.config);
        for (index, (input, at)) in inputs.iter().enumerate() {
            let effects = table
                .handle(input, *at)
                .map_err(|rejection| TimelineError::Refused { index, rejection })?;
            story.read(&effects);
            story.look(table.game());
        }
        if !table.is_over() {
            return Err(TimelineError::Running);
        }
        Ok(Timeline {
            config: setup.config.clone(),
            names: table.names(),
            story,
            result: table.result().cloned(),
        })
    }

    /// The game's kind.
    pub fn kind(&self) -> GameKind {
        self.config.kind()
    }

    /// Every death and departure, in order.
    pub fn departures(&self) -> Vec<Seat> {
        self.story.departures()
    }
}
