//! What a game draws its random soak actions from (see each game's
//! `soak.rs`): the session's random stream, with the shapes of input every
//! game wants (a seat near the table or far off, any text, a small number
//! or any), so that a game's generator names only its own actions.

use crate::seat::Seat;

/// The soak session's random draws, for a game's action generator.
pub trait Fuzz {
    /// A number in `0..n`.
    fn below(&mut self, n: u32) -> u32;
    /// True with probability `p`.
    fn chance(&mut self, p: f64) -> bool;
    /// A seat number: mostly at or near the table, sometimes far off.
    fn seat(&mut self) -> Seat;
    /// A seat, or (30 %) none.
    fn maybe_seat(&mut self) -> Option<Seat> {
        self.chance(0.7).then(|| self.seat())
    }
    /// Any text: ordinary, empty, huge, binary, markup.
    fn text(&mut self) -> String;
    /// A voice's words: often none, else any text.
    fn words(&mut self) -> Option<String> {
        self.chance(0.5).then(|| self.text())
    }
    /// A number mostly below `small`, sometimes anything.
    fn small_or_any(&mut self, small: u8) -> u8;
    /// One of `choices`, or "" when there are none.
    fn pick(&mut self, choices: &[&'static str]) -> &'static str;
}
