//! A PostgreSQL database for the scale benchmark.

use narrator_pg_testkit::{Fsync, Server};

/// The URL of a new, empty database: on the server in
/// `NARRATOR_BENCH_POSTGRES_URL`, else on a throwaway cluster (durable:
/// fsync on) that stops once this process has ended.
pub async fn fresh_database() -> String {
    Server::from_env_or_start("NARRATOR_BENCH_POSTGRES_URL", Fsync::On)
        .unwrap_or_else(|error| panic!("no PostgreSQL server for the benchmark: {error}"))
        .fresh_database("narrator_scale")
        .await
}
