//! Running external bots over the file protocol of `rules/bot-protocol.md`:
//! what both the arena's tournaments and a chat game's bot seats need, and
//! nothing of the tournaments themselves.
//!
//! [`discover`] finds the bots (every folder with an executable `run`);
//! [`sandbox`] gives a game its private copy of their folders; [`runner`]
//! runs a bot once, time-limited and with its output capped; [`protocol`]
//! is the protocol's exact text and the parsing of the bots' answers.

pub mod discover;
pub mod protocol;
pub mod runner;
pub mod sandbox;

pub use discover::{Bot, discover};
