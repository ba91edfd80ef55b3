//! The chat front's integration tests, one module per subject, in one test
//! binary so the suite links it once.

// The store's two-database harness (`on_both!`), shared with its tests.
#[macro_use]
#[path = "../../../store/tests/all/common/mod.rs"]
mod common;
mod recorder;

mod catalogue_use;
mod external;
mod link_texts;
mod modes;
mod relay;
mod roles;
mod stats;
mod web_links;
