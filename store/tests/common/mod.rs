//! The store's tests run on both databases: SQLite, and PostgreSQL on a
//! throwaway cluster.
//!
//! The cluster is the one `scripts/test` started (its URL in
//! `NARRATOR_TEST_POSTGRES_URL`); without it, the first test that needs
//! one starts a cluster with `scripts/pg-cluster`, which stops it once this
//! test binary has exited. A cluster that cannot be started fails the
//! tests: they are never skipped.

#![allow(dead_code)]

pub mod proxy;

use std::process::Command;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU32, Ordering};

use narrator_store::Store;
use sqlx::postgres::PgConnection;
use sqlx::sqlite::SqliteConnection;
use sqlx::{AssertSqlSafe, Connection};
use tempfile::TempDir;

/// Generates, for each named `async fn NAME(db: Db)`, the tests
/// `sqlite::NAME` and `postgres::NAME`.
#[macro_export]
macro_rules! on_both {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name($crate::common::Db::Sqlite).await
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name($crate::common::Db::Postgres).await
                }
            )*
        }
    };
}

/// Which database a test runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Db {
    Sqlite,
    Postgres,
}

/// A database for one test: its URL, and whatever keeps it alive.
pub struct Place {
    pub url: String,
    _dir: Option<TempDir>,
}

impl Place {
    /// Opens a store on it.
    pub async fn open(&self) -> Store {
        Store::open(&self.url).await.expect("the store opens")
    }

    /// A connection of its own, to change the database behind the store's
    /// back.
    pub async fn raw(&self) -> Raw {
        if self.url.starts_with("sqlite:") {
            Raw::Sqlite(
                SqliteConnection::connect(&self.url)
                    .await
                    .expect("raw connection"),
            )
        } else {
            Raw::Postgres(
                PgConnection::connect(&self.url)
                    .await
                    .expect("raw connection"),
            )
        }
    }
}

impl Db {
    /// A fresh, empty database: SQLite in memory, or a new database on the
    /// PostgreSQL cluster. Only one store can use an in-memory one.
    pub async fn memory(self) -> Place {
        match self {
            Db::Sqlite => Place {
                url: "sqlite::memory:".to_owned(),
                _dir: None,
            },
            Db::Postgres => fresh_postgres().await,
        }
    }

    /// A fresh, empty database that outlives its stores, so it can be
    /// opened again or by two stores at once (as two processes would): a
    /// SQLite file, or a new database on the PostgreSQL cluster.
    pub async fn disk(self) -> Place {
        match self {
            Db::Sqlite => {
                let dir = tempfile::tempdir().expect("temp dir");
                let url = format!("sqlite://{}", dir.path().join("narrator.db").display());
                Place {
                    url,
                    _dir: Some(dir),
                }
            }
            Db::Postgres => fresh_postgres().await,
        }
    }

    /// A fresh store on [`Db::memory`]'s database, with the place kept
    /// alive by the caller.
    pub async fn store(self) -> (Place, Store) {
        let place = self.memory().await;
        let store = place.open().await;
        (place, store)
    }
}

/// A connection next to a store.
pub enum Raw {
    Sqlite(SqliteConnection),
    Postgres(PgConnection),
}

impl Raw {
    /// Runs a statement with the game's id as `$1` (when it names `$1`).
    pub async fn exec(&mut self, sql: &str, game: i64) {
        let sql = AssertSqlSafe(sql.to_owned());
        let with_game = sql.0.contains("$1");
        match self {
            Raw::Sqlite(conn) => {
                let query = sqlx::query(sql);
                let query = if with_game { query.bind(game) } else { query };
                query.execute(conn).await.expect("raw statement");
            }
            Raw::Postgres(conn) => {
                let query = sqlx::query(sql);
                let query = if with_game { query.bind(game) } else { query };
                query.execute(conn).await.expect("raw statement");
            }
        }
    }

    /// The number a query counts (its first column, as a BIGINT).
    pub async fn count(&mut self, sql: &str) -> i64 {
        let sql = AssertSqlSafe(sql.to_owned());
        match self {
            Raw::Sqlite(conn) => sqlx::query_scalar(sql).fetch_one(conn).await,
            Raw::Postgres(conn) => sqlx::query_scalar(sql).fetch_one(conn).await,
        }
        .expect("raw count")
    }

    /// The names of the tables, sorted.
    pub async fn tables(&mut self) -> Vec<String> {
        match self {
            Raw::Sqlite(conn) => sqlx::query_scalar(
                "SELECT name FROM sqlite_master WHERE type = 'table' \
                 AND name NOT LIKE 'sqlite_%' ORDER BY name",
            )
            .fetch_all(conn)
            .await
            .expect("tables"),
            Raw::Postgres(conn) => sqlx::query_scalar(
                "SELECT CAST(tablename AS TEXT) FROM pg_tables \
                 WHERE schemaname = current_schema() ORDER BY 1",
            )
            .fetch_all(conn)
            .await
            .expect("tables"),
        }
    }

    pub async fn close(self) {
        match self {
            Raw::Sqlite(conn) => conn.close().await.expect("close"),
            Raw::Postgres(conn) => conn.close().await.expect("close"),
        }
    }
}

/// The test cluster's URL (its `postgres` database).
pub fn server_url() -> &'static str {
    static URL: OnceLock<Result<String, String>> = OnceLock::new();
    let url = URL.get_or_init(|| match std::env::var("NARRATOR_TEST_POSTGRES_URL") {
        Ok(url) if !url.is_empty() => Ok(url),
        _ => Cluster::start().map(|cluster| cluster.url),
    });
    match url {
        Ok(url) => url,
        Err(error) => panic!(
            "the PostgreSQL tests need a server, and none could be started: {error}\n\
             (scripts/test starts one; or set NARRATOR_TEST_POSTGRES_URL)"
        ),
    }
}

/// A throwaway PostgreSQL cluster from `scripts/pg-cluster`.
pub struct Cluster {
    pub url: String,
    pub dir: String,
}

impl Cluster {
    /// Starts a cluster that stops by itself when this process ends.
    pub fn start() -> Result<Cluster, String> {
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../scripts/pg-cluster");
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
        let value = |name: &str| {
            stdout
                .lines()
                .find_map(|line| line.strip_prefix(name)?.strip_prefix('='))
                .map(str::to_owned)
                .ok_or_else(|| format!("{script} printed no {name}: {stdout}"))
        };
        Ok(Cluster {
            url: value("NARRATOR_TEST_POSTGRES_URL")?,
            dir: value("NARRATOR_TEST_PG_DIR")?,
        })
    }

    /// Stops the cluster now.
    pub fn stop(&self) {
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../scripts/pg-cluster");
        let status = Command::new(script)
            .args(["stop", &self.dir])
            .status()
            .expect("pg-cluster stop runs");
        assert!(status.success(), "pg-cluster stop failed");
    }
}

/// A new, empty database on the test cluster.
async fn fresh_postgres() -> Place {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let server = server_url();
    let name = format!(
        "narrator_test_{}_{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    );
    let mut conn = PgConnection::connect(server)
        .await
        .expect("the test cluster takes connections");
    sqlx::query(AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .execute(&mut conn)
        .await
        .expect("create a test database");
    conn.close().await.expect("close");
    Place {
        url: with_database(server, &name),
        _dir: None,
    }
}

/// `url` naming database `name` instead.
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
