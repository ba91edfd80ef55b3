//! PostgreSQL for narrator's tests and benchmarks: a server to use, and
//! fresh, empty databases on it.
//!
//! The tests share [`test_server`]: the cluster `scripts/test` started
//! (its URL in `NARRATOR_TEST_POSTGRES_URL`), else one this process starts
//! with `scripts/pg-cluster` on first use. A started cluster stops by itself
//! once the process (the test binary) has exited, since tests have no
//! teardown. A cluster that cannot be started fails the test, loudly: the
//! tests that need PostgreSQL are never skipped.
//!
//! Benchmarks pick their own variable and durability with
//! [`Server::from_env_or_start`].

use std::process::Command;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU32, Ordering};

use sqlx::postgres::PgConnection;
use sqlx::{AssertSqlSafe, Connection};

/// The variable in which `scripts/test` passes its cluster's URL.
pub const TEST_URL_VAR: &str = "NARRATOR_TEST_POSTGRES_URL";

/// The script that starts and stops clusters.
const SCRIPT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scripts/pg-cluster");

/// Whether a cluster started here waits for its writes to reach the disk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fsync {
    /// No fsync, no synchronous commit: fast, and enough for tests, which
    /// need not survive a power loss.
    Off,
    /// As a production server runs: what a benchmark should measure.
    On,
}

/// A throwaway cluster from `scripts/pg-cluster`, in a temporary folder on
/// a free loopback port. It stops once this process has ended, or earlier
/// with [`Cluster::stop`].
#[derive(Debug)]
pub struct Cluster {
    url: String,
    dir: String,
}

impl Cluster {
    /// Starts a cluster; the error says why it could not be started (the
    /// script's own words included).
    pub fn start(fsync: Fsync) -> Result<Cluster, String> {
        let mut command = Command::new(SCRIPT);
        command.arg("start");
        if fsync == Fsync::Off {
            command.arg("--fast");
        }
        let output = command
            .arg("--until-exit-of")
            .arg(std::process::id().to_string())
            .output()
            .map_err(|e| format!("cannot run {SCRIPT}: {e}"))?;
        if !output.status.success() {
            return Err(format!(
                "{SCRIPT} failed: {}",
                String::from_utf8_lossy(&output.stderr)
            ));
        }
        let stdout = String::from_utf8_lossy(&output.stdout);
        let value = |name: &str| {
            stdout
                .lines()
                .find_map(|line| line.strip_prefix(name)?.strip_prefix('='))
                .map(str::to_owned)
                .ok_or_else(|| format!("{SCRIPT} printed no {name}: {stdout}"))
        };
        Ok(Cluster {
            url: value(TEST_URL_VAR)?,
            dir: value("NARRATOR_TEST_PG_DIR")?,
        })
    }

    /// The URL of the cluster's `postgres` database.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Stops the cluster now and removes its folder.
    pub fn stop(&self) {
        let status = Command::new(SCRIPT)
            .args(["stop", &self.dir])
            .status()
            .unwrap_or_else(|e| panic!("cannot run {SCRIPT}: {e}"));
        assert!(status.success(), "{SCRIPT} stop {} failed", self.dir);
    }
}

/// A PostgreSQL server to make databases on: one named by an environment
/// variable, or a cluster this process started (which dropping the
/// `Server` leaves running until the process ends).
#[derive(Debug)]
pub struct Server {
    url: String,
    cluster: Option<Cluster>,
}

impl Server {
    /// The server whose URL is in the environment variable `var` (when set
    /// and not empty), else a new cluster with `fsync`.
    pub fn from_env_or_start(var: &str, fsync: Fsync) -> Result<Server, String> {
        match std::env::var(var) {
            Ok(url) if !url.is_empty() => Ok(Server { url, cluster: None }),
            _ => Cluster::start(fsync).map(|cluster| Server {
                url: cluster.url.clone(),
                cluster: Some(cluster),
            }),
        }
    }

    /// The URL of the server's `postgres` database.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The URL of a new, empty database named `PREFIX_PID_N`. The prefix
    /// must be a plain identifier (it is not quoted).
    pub async fn fresh_database(&self, prefix: &str) -> String {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        assert!(
            prefix
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'),
            "{prefix:?} is not a plain database name"
        );
        let name = format!(
            "{prefix}_{}_{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        let mut conn = PgConnection::connect(&self.url)
            .await
            .expect("the PostgreSQL server takes connections");
        sqlx::query(AssertSqlSafe(format!("CREATE DATABASE {name}")))
            .execute(&mut conn)
            .await
            .expect("create a fresh database");
        conn.close().await.expect("close");
        with_database(&self.url, &name)
    }

    /// [`Server::fresh_database`] for code outside an async runtime (it
    /// runs one of its own, so it panics inside another).
    pub fn fresh_database_blocking(&self, prefix: &str) -> String {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime")
            .block_on(self.fresh_database(prefix))
    }

    /// Stops the cluster now when this process started it; a server from
    /// the environment is left running.
    pub fn stop(&self) {
        if let Some(cluster) = &self.cluster {
            cluster.stop();
        }
    }
}

/// The server the tests share: `scripts/test`'s cluster, else one started
/// (without fsync) on first use. Panics, in every test that asks, when no
/// cluster could be started.
pub fn test_server() -> &'static Server {
    static SERVER: OnceLock<Result<Server, String>> = OnceLock::new();
    match SERVER.get_or_init(|| Server::from_env_or_start(TEST_URL_VAR, Fsync::Off)) {
        Ok(server) => server,
        Err(error) => panic!(
            "this test needs a PostgreSQL server, and none could be started: {error}\n\
             (scripts/test starts one; or set {TEST_URL_VAR})"
        ),
    }
}

/// `url` naming database `name` instead, its query string kept.
pub fn with_database(url: &str, name: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((base, query)) => (base, Some(query)),
        None => (url, None),
    };
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn with_database_replaces_only_the_database() {
        assert_eq!(
            with_database("postgres://u:p@127.0.0.1:5432/postgres", "other"),
            "postgres://u:p@127.0.0.1:5432/other"
        );
        assert_eq!(
            with_database("postgres://h:1/postgres?sslmode=disable", "x"),
            "postgres://h:1/x?sslmode=disable"
        );
        assert_eq!(with_database("postgres://h:1", "x"), "postgres://h:1/x");
        assert_eq!(
            with_database("postgres://h:1?a=b", "x"),
            "postgres://h:1/x?a=b"
        );
    }

    /// Two fresh databases are two, both empty, on the one test server.
    #[test]
    fn fresh_databases_are_new_and_empty() {
        let server = test_server();
        let a = server.fresh_database_blocking("narrator_kit");
        let b = server.fresh_database_blocking("narrator_kit");
        assert_ne!(a, b);
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime")
            .block_on(async {
                for url in [a, b] {
                    let mut conn = PgConnection::connect(&url).await.expect("connects");
                    let tables: i64 = sqlx::query_scalar(
                        "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'",
                    )
                    .fetch_one(&mut conn)
                    .await
                    .expect("count");
                    assert_eq!(tables, 0, "{url}");
                    conn.close().await.expect("close");
                }
            });
    }

    /// A cluster of its own starts with the fsync asked for, takes
    /// connections, and is gone once stopped.
    #[tokio::test]
    async fn a_cluster_starts_and_stops() {
        for (fsync, shown) in [(Fsync::Off, "off"), (Fsync::On, "on")] {
            let cluster = Cluster::start(fsync).expect("a cluster starts");
            let mut conn = PgConnection::connect(cluster.url())
                .await
                .expect("connects");
            let setting: String = sqlx::query_scalar("SHOW fsync")
                .fetch_one(&mut conn)
                .await
                .expect("fsync");
            assert_eq!(setting, shown);
            conn.close().await.expect("close");
            cluster.stop();
            assert!(!std::path::Path::new(&cluster.dir).exists());
            assert!(PgConnection::connect(cluster.url()).await.is_err());
        }
    }
}
