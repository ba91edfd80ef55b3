//! End-to-end tests of the `narrator` binary at the terminal, with no
//! chat platform: play, history, stats, presets, the soak and the arena,
//! one module per subject, in one test binary so the suite links it once.

#[path = "../common/mod.rs"]
mod common;

mod arena;
mod history;
mod mafia;
mod modes;
mod presets;
mod soak;
mod sport;
mod stats;
mod web;
mod wumpus;
mod zombie;
