//! The schema: the migrations each database gets, and the check that a
//! database is empty or narrator's, and not newer than this binary,
//! before any of them runs.

use std::future::Future;

use sqlx::migrate::{Migrate, MigrateError, Migration, MigrationType, Migrator};
use sqlx::{
    ColumnIndex, Database, Decode, Executor, IntoArguments, Pool, Postgres, SqlSafeStr, Sqlite,
    Type,
};

use crate::StoreError;

/// The migrations each database gets, in version order; both are versioned
/// alike, so a version names the same schema on both. A version may be
/// missing (sqlx applies whatever the database lacks, in order, and minds
/// no gap), so versions written on separate branches keep their numbers.
const SQLITE_MIGRATIONS: &[(i64, &str, &str)] = &[
    (
        1,
        "init",
        include_str!("../../../migrations/sqlite/0001_init.sql"),
    ),
    (
        2,
        "player results",
        include_str!("../../../migrations/sqlite/0002_player_results.sql"),
    ),
    (
        3,
        "leases and queue",
        include_str!("../../../migrations/sqlite/0003_leases_and_queue.sql"),
    ),
    (
        4,
        "relay",
        include_str!("../../../migrations/sqlite/0004_relay.sql"),
    ),
    (
        5,
        "seen updates",
        include_str!("../../../migrations/sqlite/0005_seen_updates.sql"),
    ),
    (
        6,
        "relay taken",
        include_str!("../../../migrations/sqlite/0006_relay_taken.sql"),
    ),
    (
        7,
        "shard leases",
        include_str!("../../../migrations/sqlite/0007_shard_leases.sql"),
    ),
    (
        8,
        "pending updates",
        include_str!("../../../migrations/sqlite/0008_pending_updates.sql"),
    ),
    (
        9,
        "result mode",
        include_str!("../../../migrations/sqlite/0009_result_mode.sql"),
    ),
];

const POSTGRES_MIGRATIONS: &[(i64, &str, &str)] = &[
    (
        1,
        "init",
        include_str!("../../../migrations/postgres/0001_init.sql"),
    ),
    (
        2,
        "player results",
        include_str!("../../../migrations/postgres/0002_player_results.sql"),
    ),
    (
        3,
        "leases and queue",
        include_str!("../../../migrations/postgres/0003_leases_and_queue.sql"),
    ),
    (
        4,
        "relay",
        include_str!("../../../migrations/postgres/0004_relay.sql"),
    ),
    (
        5,
        "seen updates",
        include_str!("../../../migrations/postgres/0005_seen_updates.sql"),
    ),
    (
        6,
        "relay taken",
        include_str!("../../../migrations/postgres/0006_relay_taken.sql"),
    ),
    (
        7,
        "shard leases",
        include_str!("../../../migrations/postgres/0007_shard_leases.sql"),
    ),
    (
        8,
        "pending updates",
        include_str!("../../../migrations/postgres/0008_pending_updates.sql"),
    ),
    (
        9,
        "result mode",
        include_str!("../../../migrations/postgres/0009_result_mode.sql"),
    ),
];

/// The highest schema version this binary knows (on either database).
pub(crate) const KNOWN_VERSION: i64 = 9;

/// sqlx's bookkeeping table.
const MIGRATIONS_TABLE: &str = "_sqlx_migrations";

/// Our marker table (see the first migration).
const META_TABLE: &str = "narrator_meta";

/// What migrates a database, and checks it first. The bounds are what
/// these few queries need of a database (see the module `backend`'s doc).
pub(crate) trait Schema: Database
where
    for<'c> &'c mut Self::Connection: Executor<'c, Database = Self>,
    Self::Connection: Migrate,
    Self::Arguments: IntoArguments<Self>,
    usize: ColumnIndex<Self::Row>,
    i64: Type<Self> + for<'r> Decode<'r, Self>,
    String: Type<Self> + for<'r> Decode<'r, Self>,
{
    /// The migrations, as (version, description, SQL).
    const MIGRATIONS: &'static [(i64, &'static str, &'static str)];
    /// A query listing the names of the database's own tables, sorted.
    const TABLES: &'static str;

    /// sqlx's migrator for this database's migrations.
    fn migrator() -> Migrator {
        Migrator::with_migrations(
            Self::MIGRATIONS
                .iter()
                .map(|&(version, description, sql)| {
                    Migration::new(
                        version,
                        description.into(),
                        MigrationType::Simple,
                        sql.into_sql_str(),
                        false,
                    )
                })
                .collect(),
        )
    }

    /// Checks that the database is empty or narrator's and not newer than
    /// this binary. Only reads, so a foreign database is left exactly as it
    /// was.
    ///
    /// `path` names the database in errors; a failed read is left for the
    /// caller to classify.
    fn check<'a>(
        conn: &'a mut Self::Connection,
        path: &'a str,
    ) -> impl Future<Output = Result<(), StoreError>> + Send + 'a {
        async move {
            let not_narrator = |detail: String| StoreError::NotNarrator {
                path: path.to_owned(),
                detail,
            };
            let tables: Vec<String> = sqlx::query_scalar(Self::TABLES)
                .fetch_all(&mut *conn)
                .await?;
            let has = |name: &str| tables.iter().any(|t| t == name);
            if !has(MIGRATIONS_TABLE) {
                if !tables.is_empty() {
                    return Err(not_narrator(format!(
                        "it holds tables ({}) but no schema history",
                        tables.join(", ")
                    )));
                }
                return Ok(());
            }
            if !has(META_TABLE) {
                return Err(not_narrator(
                    "it was migrated by another application (no narrator_meta table)".to_owned(),
                ));
            }
            // Read as loosely typed text so a damaged marker is reported,
            // not a decoding error.
            let application: Option<Option<String>> = sqlx::query_scalar(
                "SELECT CAST(value AS TEXT) FROM narrator_meta WHERE key = 'application'",
            )
            .fetch_optional(&mut *conn)
            .await?;
            if application.flatten().as_deref() != Some("narrator") {
                return Err(not_narrator(
                    "its narrator_meta table does not name narrator as the application".to_owned(),
                ));
            }
            let newest: Option<i64> =
                sqlx::query_scalar("SELECT MAX(version) FROM _sqlx_migrations")
                    .fetch_one(&mut *conn)
                    .await?;
            match newest {
                Some(found) if found > KNOWN_VERSION => Err(StoreError::SchemaTooNew {
                    found,
                    known: KNOWN_VERSION,
                }),
                _ => Ok(()),
            }
        }
    }

    /// Applies the migrations the database lacks (all of them to a new
    /// one). On PostgreSQL sqlx holds an advisory lock meanwhile, so
    /// processes starting together migrate one after the other.
    fn migrate(pool: &Pool<Self>) -> impl Future<Output = Result<(), StoreError>> + Send + '_ {
        async move {
            let mut conn = pool.acquire().await?;
            Self::migrate_on(&mut conn).await
        }
    }

    /// [`Schema::migrate`] on one connection.
    fn migrate_on(
        conn: &mut Self::Connection,
    ) -> impl Future<Output = Result<(), StoreError>> + Send + '_ {
        async move {
            Self::migrator()
                .run_direct(None, conn, false)
                .await
                .map_err(|e| match e {
                    // Belt and braces: the check catches this first.
                    MigrateError::VersionMissing(found) if found > KNOWN_VERSION => {
                        StoreError::SchemaTooNew {
                            found,
                            known: KNOWN_VERSION,
                        }
                    }
                    // The database failed (a full disk, a read-only file, a
                    // lost connection), not the migrations.
                    MigrateError::Execute(e) | MigrateError::ExecuteMigration(e, _) => e.into(),
                    other => StoreError::Migrate(std::sync::Arc::new(other)),
                })
        }
    }
}

impl Schema for Sqlite {
    const MIGRATIONS: &'static [(i64, &'static str, &'static str)] = SQLITE_MIGRATIONS;
    const TABLES: &'static str = "SELECT name FROM sqlite_master \
         WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name";
}

impl Schema for Postgres {
    const MIGRATIONS: &'static [(i64, &'static str, &'static str)] = POSTGRES_MIGRATIONS;
    const TABLES: &'static str = "SELECT CAST(tablename AS TEXT) FROM pg_catalog.pg_tables \
         WHERE schemaname = current_schema() ORDER BY 1";
}
