//! The store's queries, written once for SQLite and PostgreSQL.
//!
//! Both databases take the same SQL for nearly everything narrator asks
//! (`$1` placeholders, `RETURNING`, `ON CONFLICT`, partial indexes), so each
//! query lives in one default method of a trait ([`Backend`], [`Schema`]
//! or [`Execute`]), compiled once for each database; the few words that
//! differ (the clock, row locks, the notification) are constants each
//! database sets.
//!
//! The trait's `where` clauses list what the queries need of a database
//! (which Rust types it binds and reads). Rust does not carry such clauses
//! over to code that is generic over the trait, so nothing outside this
//! module is: the store holds a [`Pools`] and calls these methods on
//! `Sqlite` or `Postgres` through [`dispatch!`], where the bounds are
//! simply true.
//!
//! One job a file: `schema` holds the migrations and the check that a
//! database is narrator's ([`Schema`]), `queries` the reads and the
//! writer's lookups ([`Backend`]), and `execute` the writer's batches,
//! one function a kind of statement ([`Execute`]). Each trait lists the
//! bounds its queries need, and [`Execute`] lists [`Backend`]'s again,
//! for the reason above: Rust carries no trait's `where` clauses over to
//! its subtraits either.

mod execute;
mod queries;
mod schema;

pub(crate) use execute::Execute;
pub(crate) use queries::Backend;
pub(crate) use schema::Schema;

use sqlx::pool::PoolConnection;
use sqlx::postgres::PgPool;
use sqlx::sqlite::SqlitePool;
use sqlx::{Postgres, Sqlite};

/// A database's pools (or connection), one variant per backend.
#[derive(Debug)]
pub(crate) enum Backends<S, P> {
    /// SQLite's.
    Sqlite(S),
    /// PostgreSQL's.
    Postgres(P),
}

/// A connection pool of either database.
pub(crate) type Pools = Backends<SqlitePool, PgPool>;

/// A connection taken from [`Pools`].
pub(crate) type Conn = Backends<PoolConnection<Sqlite>, PoolConnection<Postgres>>;

impl Clone for Pools {
    fn clone(&self) -> Self {
        match self {
            Backends::Sqlite(pool) => Backends::Sqlite(pool.clone()),
            Backends::Postgres(pool) => Backends::Postgres(pool.clone()),
        }
    }
}

impl Pools {
    /// Takes a connection from the pool.
    pub(crate) async fn acquire(&self) -> Result<Conn, sqlx::Error> {
        Ok(match self {
            Backends::Sqlite(pool) => Backends::Sqlite(pool.acquire().await?),
            Backends::Postgres(pool) => Backends::Postgres(pool.acquire().await?),
        })
    }

    /// Closes the pool, waiting for connections in use to come back.
    pub(crate) async fn close(&self) {
        match self {
            Backends::Sqlite(pool) => pool.close().await,
            Backends::Postgres(pool) => pool.close().await,
        }
    }
}

impl Conn {
    /// Closes the connection instead of handing it back to the pool (which
    /// then opens a new one): for one that broke. Waits a moment at most.
    pub(crate) async fn close(self) {
        const WAIT: std::time::Duration = std::time::Duration::from_secs(1);
        // Closing a broken connection fails; it is gone either way.
        match self {
            Backends::Sqlite(conn) => drop(tokio::time::timeout(WAIT, conn.close()).await),
            Backends::Postgres(conn) => drop(tokio::time::timeout(WAIT, conn.close()).await),
        }
    }
}

/// Runs `$body` with `$inner` bound to the variant's content and `$db`
/// naming its database type (`sqlx::Sqlite` or `sqlx::Postgres`), so
/// `$db::method(...)` calls [`Backend`]'s method for that database.
macro_rules! dispatch {
    ($value:expr, |$db:ident, $inner:ident| $body:expr) => {
        match $value {
            $crate::backend::Backends::Sqlite($inner) => {
                type $db = ::sqlx::Sqlite;
                $body
            }
            $crate::backend::Backends::Postgres($inner) => {
                type $db = ::sqlx::Postgres;
                $body
            }
        }
    };
}
pub(crate) use dispatch;

/// How long a new game may go without a lease before other processes take
/// it as an orphan (its creator died between creating it and leasing it).
const BIRTH_MS: i64 = 30_000;

/// The PostgreSQL channel an enqueued input is announced on, with its
/// game's id as the payload.
pub(crate) const QUEUE_CHANNEL: &str = "narrator_input_queue";
