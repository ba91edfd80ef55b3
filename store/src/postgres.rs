//! Opening a narrator database on a PostgreSQL server.

use std::str::FromStr;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{ConnectOptions, Connection, Postgres};

use crate::backend::{Backends, Schema};
use crate::{DbProblem, Place, READ_CONNECTIONS, Store, StoreError};

/// The advisory lock (per database) a starting narrator holds while it
/// checks and migrates the schema: sqlx creates its history table before
/// the first migration commits, so a second process checking meanwhile
/// would take the half-made database for another application's.
const SCHEMA_LOCK: i64 = 0x6e61_7272_6174_6f72; // "narrator"

/// How long a request waits for a connection (the server down, or every
/// connection busy) before it fails saying the server does not answer.
pub(crate) const SERVER_WAIT: Duration = Duration::from_secs(10);

/// Opens the database at a `postgres://` URL; see [`Store::open`].
pub(crate) async fn open(url: &str) -> Result<Store, StoreError> {
    let shown = without_password(url);
    let open_error = |e: &sqlx::Error| StoreError::Open {
        path: shown.clone(),
        problem: DbProblem::classify_postgres(e),
    };
    let options = PgConnectOptions::from_str(url)
        .map_err(|e| open_error(&e))?
        .application_name("narrator");
    // The schema's reads and the migrations fail like opening does: say
    // so the same way.
    let while_opening = |e: StoreError| match e {
        StoreError::Database { sqlx: Some(e), .. } => open_error(&e),
        other => other,
    };

    let mut conn = options.connect().await.map_err(|e| open_error(&e))?;
    let prepared = async {
        sqlx::query("SELECT pg_advisory_lock($1)")
            .bind(SCHEMA_LOCK)
            .execute(&mut conn)
            .await?;
        Postgres::check(&mut conn, &shown).await?;
        Postgres::migrate_on(&mut conn).await
    }
    .await;
    // Ending the session releases the lock.
    drop(conn.close().await);
    prepared.map_err(while_opening)?;

    let write_pool = PgPoolOptions::new()
        .max_connections(1)
        .acquire_timeout(SERVER_WAIT)
        .connect_with(options.clone())
        .await
        .map_err(|e| open_error(&e))?;
    let reads = PgPoolOptions::new()
        .max_connections(READ_CONNECTIONS)
        .acquire_timeout(SERVER_WAIT)
        .connect_with(options)
        .await
        .map_err(|e| open_error(&e))?;
    Ok(Store::start(
        Backends::Postgres(reads),
        Backends::Postgres(write_pool),
        None,
        Place::Server(shown),
        None,
        None,
    ))
}

/// The URL as errors and logs show it: without the password, and without
/// the query string, which may hold one too.
pub(crate) fn without_password(url: &str) -> String {
    let url = url.split(['?', '#']).next().unwrap_or(url);
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let (authority, path) = match rest.find('/') {
        Some(at) => rest.split_at(at),
        None => (rest, ""),
    };
    let authority = match authority.rsplit_once('@') {
        Some((user_info, host)) => {
            let user = user_info.split(':').next().unwrap_or_default();
            format!("{user}@{host}")
        }
        None => authority.to_owned(),
    };
    format!("{scheme}://{authority}{path}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_url_is_shown_without_its_password() {
        assert_eq!(
            without_password("postgres://ann:s3cret@db.example:5433/narrator?sslmode=require"),
            "postgres://ann@db.example:5433/narrator"
        );
        assert_eq!(
            without_password("postgresql://ann@localhost/narrator"),
            "postgresql://ann@localhost/narrator"
        );
        assert_eq!(
            without_password("postgres://localhost?password=x"),
            "postgres://localhost"
        );
        assert_eq!(
            without_password("postgres://ann:p@ss@h/db"),
            "postgres://ann@h/db"
        );
    }
}
