//! A local fake Discord for end-to-end tests.
pub mod spec;
