//! The store's integration tests (each on SQLite and on PostgreSQL), one
//! module per subject, in one test binary so the suite links it once.

#[macro_use]
mod common;

mod leases;
mod postgres;
mod relay;
mod shards;
mod stats;
mod store;
mod updates;
