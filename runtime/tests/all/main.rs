//! The runtime's integration tests, one module per subject, in one test
//! binary so the suite links it once.

// The store's two-database harness (`on_both!`), shared with its tests.
#[macro_use]
#[path = "../../../store/tests/all/common/mod.rs"]
mod common;

mod end_delivery;
mod host;
mod ownership;
mod restart;
mod results;
mod wumpus_old_voices;
mod zombie_restart;
