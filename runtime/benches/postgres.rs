//! A PostgreSQL database for the scale benchmark.

use sqlx::{AssertSqlSafe, Connection, postgres::PgConnection};
use std::process::Command;

/// The URL of a new, empty database: on the server in
/// `NARRATOR_BENCH_POSTGRES_URL`, else on a throwaway cluster (durable:
/// fsync on) that stops once this process has ended.
pub async fn fresh_database() -> String {
    let server = match std::env::var("NARRATOR_BENCH_POSTGRES_URL") {
        Ok(url) if !url.is_empty() => url,
        _ => start_cluster(),
    };
    let name = format!("narrator_scale_{}", std::process::id());
    let mut conn = PgConnection::connect(&server)
        .await
        .expect("the PostgreSQL server takes connections");
    sqlx::query(AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .execute(&mut conn)
        .await
        .expect("create the benchmark's database");
    conn.close().await.expect("close");
    let (base, _) = server.rsplit_once('/').expect("a URL naming a database");
    format!("{base}/{name}")
}

fn start_cluster() -> String {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../scripts/pg-cluster");
    let output = Command::new(script)
        .args(["start", "--until-exit-of"])
        .arg(std::process::id().to_string())
        .output()
        .unwrap_or_else(|e| panic!("cannot run {script}: {e}"));
    assert!(
        output.status.success(),
        "{script} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    stdout
        .lines()
        .find_map(|line| line.strip_prefix("NARRATOR_TEST_POSTGRES_URL="))
        .map(str::to_owned)
        .unwrap_or_else(|| panic!("{script} printed no URL: {stdout}"))
}
