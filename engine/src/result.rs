//! How a game ended: the winning side (in the game's words), the winners,
//! every role and the seed, revealed to everyone.

use crate::seat::Seat;
use crate::seed::Seed;
use crate::vocabulary::Vocabulary;
use serde::{Deserialize, Serialize};

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum Outcome<V: Vocabulary> {
    /// A team met its win condition.
    Won(V::Team),
    /// The host or an admin stopped the game.
    Stopped,
}

/// The final result, kept for stats and shown to everyone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct GameResult<V: Vocabulary> {
    /// How it ended.
    pub outcome: Outcome<V>,
    /// Every seat on the winning team, dead or alive.
    pub winners: Vec<Seat>,
    /// Every seat's role name, revealed at the end (e.g. "cop").
    pub roles: Vec<String>,
    /// The seed, revealed so anyone can check the deal.
    pub seed: Seed,
    /// The commitment published at the start.
    pub commitment: String,
}

impl<V: Vocabulary> GameResult<V> {
    /// The same result in a wider vocabulary.
    pub fn lift<W: Vocabulary>(self) -> GameResult<W>
    where
        V::Team: Into<W::Team>,
    {
        GameResult {
            outcome: match self.outcome {
                Outcome::Won(t) => Outcome::Won(t.into()),
                Outcome::Stopped => Outcome::Stopped,
            },
            winners: self.winners,
            roles: self.roles,
            seed: self.seed,
            commitment: self.commitment,
        }
    }

    /// The same result in a narrower vocabulary; `None` when another
    /// game's team won it.
    pub fn lower<W: Vocabulary>(&self) -> Option<GameResult<W>>
    where
        W::Team: TryFrom<V::Team>,
    {
        Some(GameResult {
            outcome: match self.outcome {
                Outcome::Won(t) => Outcome::Won(W::Team::try_from(t).ok()?),
                Outcome::Stopped => Outcome::Stopped,
            },
            winners: self.winners.clone(),
            roles: self.roles.clone(),
            seed: self.seed,
            commitment: self.commitment.clone(),
        })
    }
}
