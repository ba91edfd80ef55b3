//! Computer players: they see only what their seat is told, and answer
//! prompts through the same inputs as people.

pub mod autopilot;
pub mod simulate;
mod steps;

pub use autopilot::Autopilot;
pub use steps::{Players, Steps};

use crate::effect::{Effect, Prompt};
use crate::seat::Seat;
use crate::seed::Seed;
use crate::vocabulary::Vocabulary;

/// A computer player for one seat.
///
/// The host feeds it every effect addressed to its seat, in order, and asks
/// it to answer prompts. It must decide from what it observed only. Its
/// randomness must come from its [`BotSeeds`] mixed with the prompt's phase,
/// never from a stream that advances per call, so that a host that replays
/// the observed effects after a restart rebuilds the same player.
///
/// A prompt is answered in two rounds: first every computer player may
/// talk (claims, accusations), then every one decides. That way the cop's
/// claim is heard before the village votes.
///
/// A game's computer player speaks the game's words (`V`); the registry
/// hands it the effects and prompts of its own game only.
pub trait ComputerPlayer<V: Vocabulary>: Send + Sync {
    /// An effect this seat can see (public, to the seat, or to its team).
    fn observe(&mut self, effect: &Effect<V>);
    /// Public talk before deciding (canned messages); may be empty.
    fn talk(&mut self, prompt: &Prompt<V>) -> Vec<V::Action>;
    /// The answer to a prompt, if any. It may also be called again later in
    /// the same phase through [`ComputerPlayer::reconsider`].
    fn decide(&mut self, prompt: &Prompt<V>) -> Option<V::Action>;
    /// After new evidence, a changed answer to the current prompt (e.g. a
    /// new vote), or `None` to keep the old one. Called once per observed
    /// batch of effects while the prompt's phase lasts.
    fn reconsider(&mut self, prompt: &Prompt<V>) -> Option<V::Action> {
        let _ = prompt;
        None
    }
}

/// The seeds a computer player draws from.
#[derive(Clone)]
pub struct BotSeeds {
    own: OwnSeed,
    /// Shared by every computer player of the game, so teammates can agree
    /// on a choice without talking (it reveals nothing about the game).
    pub shared: [u8; 32],
}

/// A seat's own seed, derived when first drawn from: most players (a
/// villager votes from the shared seed) never need it, and deriving costs
/// a hash.
#[derive(Clone)]
enum OwnSeed {
    Given([u8; 32]),
    Later {
        game: Seed,
        seat: Seat,
        made: std::sync::OnceLock<[u8; 32]>,
    },
}

impl std::fmt::Debug for BotSeeds {
    /// Without the game's seed, which a computer player must not learn.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BotSeeds").finish_non_exhaustive()
    }
}

impl BotSeeds {
    /// Seeds given outright (tests, fixed players).
    pub fn new(own: [u8; 32], shared: [u8; 32]) -> BotSeeds {
        BotSeeds {
            own: OwnSeed::Given(own),
            shared,
        }
    }

    /// The seeds for `seat` in a game with `seed`. One-way: a computer
    /// player cannot learn the game's seed from them.
    pub fn for_seat(seed: &Seed, seat: Seat) -> BotSeeds {
        BotSeeds::with_shared(seed, seat, BotSeeds::shared(seed))
    }

    /// The seed every computer player of the game shares (derive it once
    /// per table and hand it to [`BotSeeds::with_shared`]).
    pub fn shared(seed: &Seed) -> [u8; 32] {
        seed.derive("bot-shared", 0)
    }

    /// [`BotSeeds::for_seat`] with the shared seed already derived.
    pub fn with_shared(seed: &Seed, seat: Seat, shared: [u8; 32]) -> BotSeeds {
        BotSeeds {
            own: OwnSeed::Later {
                game: *seed,
                seat,
                made: std::sync::OnceLock::new(),
            },
            shared,
        }
    }

    /// This seat's own seed.
    pub fn own(&self) -> [u8; 32] {
        match &self.own {
            OwnSeed::Given(own) => *own,
            OwnSeed::Later { game, seat, made } => {
                *made.get_or_init(|| game.derive("bot", u64::from(seat.0)))
            }
        }
    }
}
