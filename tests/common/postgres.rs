//! A PostgreSQL database for the end-to-end tests of several processes.
//!
//! The cluster is the one `scripts/test` started (`NARRATOR_TEST_POSTGRES_URL`);
//! without it, the first test that needs one starts a throwaway cluster with
//! `scripts/pg-cluster`, which stops it once the test binary has exited. A
//! cluster that cannot be started fails the test: it is never skipped.

use sqlx::{AssertSqlSafe, Connection, postgres::PgConnection};
use std::process::Command;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU32, Ordering};

/// The URL of a new, empty database on the test cluster.
pub fn fresh_database() -> String {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let server = server_url();
    let name = format!(
        "narrator_e2e_{}_{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    );
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let mut conn = PgConnection::connect(&server)
            .await
            .expect("the test cluster takes connections");
        sqlx::query(AssertSqlSafe(format!("CREATE DATABASE {name}")))
            .execute(&mut conn)
            .await
            .expect("create a test database");
        conn.close().await.expect("close");
    });
    with_database(&server, &name)
}

fn server_url() -> String {
    static URL: OnceLock<Result<String, String>> = OnceLock::new();
    let url = URL.get_or_init(|| match std::env::var("NARRATOR_TEST_POSTGRES_URL") {
        Ok(url) if !url.is_empty() => Ok(url),
        _ => start_cluster(),
    });
    match url {
        Ok(url) => url.clone(),
        Err(error) => panic!(
            "this test needs a PostgreSQL server, and none could be started: {error}\n\
             (scripts/test starts one; or set NARRATOR_TEST_POSTGRES_URL)"
        ),
    }
}

fn start_cluster() -> Result<String, String> {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/pg-cluster");
    let output = Command::new(script)
        .args(["start", "--fast", "--until-exit-of"])
        .arg(std::process::id().to_string())
        .output()
        .map_err(|e| format!("cannot run {script}: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "{script} failed: {}",
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    let stdout = String::from_utf8_lossy(&output.stdout);
    stdout
        .lines()
        .find_map(|line| line.strip_prefix("NARRATOR_TEST_POSTGRES_URL="))
        .map(str::to_owned)
        .ok_or_else(|| format!("{script} printed no URL: {stdout}"))
}

/// `url` naming database `name` instead.
fn with_database(url: &str, name: &str) -> String {
    let (base, query) = url
        .split_once('?')
        .map_or((url, None), |(b, q)| (b, Some(q)));
    let scheme_end = base.find("://").map_or(0, |at| at + 3);
    let host_end = base[scheme_end..]
        .find('/')
        .map_or(base.len(), |at| scheme_end + at);
    let mut out = format!("{}/{name}", &base[..host_end]);
    if let Some(query) = query {
        out.push('?');
        out.push_str(query);
    }
    out
}
