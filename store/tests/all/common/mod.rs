//! The store's tests run on both databases: SQLite, and PostgreSQL on a
//! throwaway cluster.
//!
//! The cluster is narrator-pg-testkit's: the one `scripts/test` started,
//! else one this test binary starts and which stops once it has exited. A
//! cluster that cannot be started fails the tests: they are never skipped.

#![allow(dead_code)]

pub mod proxy;

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

/// A new, empty database on the test cluster.
async fn fresh_postgres() -> Place {
    Place {
        url: narrator_pg_testkit::test_server()
            .fresh_database("narrator_test")
            .await,
        _dir: None,
    }
}
