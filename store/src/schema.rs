//! Recognising a narrator database and bringing its schema up to date.
//!
//! sqlx's `migrate!` macro needs the `macros` feature, so the migrations are
//! embedded with `include_str!` and handed to a [`Migrator`] built at run
//! time. Before migrating, the database is checked so that a foreign or a
//! newer database gives a clear [`StoreError`] instead of a confusing
//! migration failure (or, worse, narrator tables created inside somebody
//! else's database).

use std::sync::Arc;

use sqlx::migrate::{MigrateError, Migration, MigrationType, Migrator};
use sqlx::{SqlSafeStr, SqliteConnection, SqlitePool};

use crate::StoreError;

/// The migrations this binary ships, in version order.
const MIGRATIONS: &[(i64, &str, &str)] = &[
    (1, "init", include_str!("../../migrations/0001_init.sql")),
    (
        2,
        "player results",
        include_str!("../../migrations/0002_player_results.sql"),
    ),
];

/// The highest schema version this binary knows.
pub(crate) const KNOWN_VERSION: i64 = 2;

/// sqlx's bookkeeping table.
const MIGRATIONS_TABLE: &str = "_sqlx_migrations";

/// Our marker table (see the first migration).
const META_TABLE: &str = "narrator_meta";

fn migrator() -> Migrator {
    Migrator::with_migrations(
        MIGRATIONS
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

/// Checks that the database is empty or narrator's and not newer than this
/// binary. Only reads, so it runs on a plain connection before the store's
/// own connections switch the file to WAL: a foreign database is left
/// exactly as it was.
///
/// `path` names the database in errors; a failed read is left for the
/// caller to classify.
pub(crate) async fn check(conn: &mut SqliteConnection, path: &str) -> Result<(), StoreError> {
    let not_narrator = |detail: String| StoreError::NotNarrator {
        path: path.to_owned(),
        detail,
    };
    let tables: Vec<String> = sqlx::query_scalar(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
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
    } else {
        if !has(META_TABLE) {
            return Err(not_narrator(
                "it was migrated by another application (no narrator_meta table)".to_owned(),
            ));
        }
        // Read as a loosely typed value so a damaged marker is reported, not
        // a decoding error.
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
        let newest: Option<i64> = sqlx::query_scalar("SELECT MAX(version) FROM _sqlx_migrations")
            .fetch_one(&mut *conn)
            .await?;
        if let Some(found) = newest
            && found > KNOWN_VERSION
        {
            return Err(StoreError::SchemaTooNew {
                found,
                known: KNOWN_VERSION,
            });
        }
    }
    Ok(())
}

/// Applies the migrations the database lacks (all of them to a new one).
pub(crate) async fn migrate(pool: &SqlitePool) -> Result<(), StoreError> {
    migrator().run(pool).await.map_err(|e| match e {
        // Belt and braces: the check above catches this first.
        MigrateError::VersionMissing(found) if found > KNOWN_VERSION => StoreError::SchemaTooNew {
            found,
            known: KNOWN_VERSION,
        },
        // The database failed (a full disk, a read-only file), not the
        // migrations.
        MigrateError::Execute(e) | MigrateError::ExecuteMigration(e, _) => e.into(),
        other => StoreError::Migrate(Arc::new(other)),
    })
}
