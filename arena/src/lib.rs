//! The bot arena: external programs play `classic` Mafia through the file
//! protocol of `rules/bot-protocol.md`, in tournaments that are scored.
//!
//! The rules are the engine's: [`driver`] drives an engine [`Table`] with
//! inputs parsed from the bots' answers and turns its effects into the
//! protocol's exact lines ([`protocol`]). Each game runs in its own copy of
//! the bots' folders ([`sandbox`]); each run of a bot is time-limited and
//! its output capped ([`runner`]). [`tournament`] plays many games, possibly
//! in parallel, and [`score`] and [`report`] turn the results into the
//! protocol's score table. Every game's full exchange is kept by [`log`].
//!
//! [`Table`]: narrator_engine::Table

pub mod driver;
pub mod log;
pub mod report;
pub mod score;
pub mod tournament;

// Running a bot lives in its own crate, which chat games use without the
// tournaments; these keep the arena's paths (`narrator_arena::runner`, …).
pub use narrator_botrun::{Bot, discover, protocol, runner, sandbox};
pub use tournament::{Options, Tournament, run};
