//! Computer players: they see only what their seat is told, and answer
//! prompts through the same inputs as people.

use crate::effect::{Effect, Prompt};
use crate::game::Action;
use crate::seat::Seat;

/// A computer player for one seat.
///
/// A host feeds it every effect addressed to its seat, in order, and asks it
/// for actions when a prompt for its seat arrives. It must decide from what
/// it observed only. Its randomness comes from a per-seat seed the host
/// derives from the game's seed, mixed with the prompt's phase, so replaying
/// the observed effects after a restart rebuilds the same player.
pub trait ComputerPlayer: Send {
    /// An effect this seat can see (public, to the seat, or to its team).
    fn observe(&mut self, effect: &Effect);
    /// Actions to take for a prompt, in order (e.g. a claim, then a vote).
    fn decide(&mut self, prompt: &Prompt) -> Vec<Action>;
}

/// Whether an effect is visible to `seat`.
pub fn visible_to(effect: &Effect, seat: Seat) -> bool {
    effect.audience.includes(seat)
}
