//! The store's queries, written once for SQLite and PostgreSQL.
//!
//! Both databases take the same SQL for nearly everything narrator asks
//! (`$1` placeholders, `RETURNING`, `ON CONFLICT`, partial indexes), so each
//! query lives in one default method of [`Backend`], compiled once for each
//! database; the few words that differ (the clock, row locks, the
//! notification) are constants each database sets.
//!
//! The trait's `where` clauses list what the queries need of a database
//! (which Rust types it binds and reads). Rust does not carry such clauses
//! over to code that is generic over the trait, so nothing outside this
//! module is: the store holds a [`Pools`] and calls these methods on
//! `Sqlite` or `Postgres` through [`dispatch!`], where the bounds are
//! simply true.

use std::collections::{BTreeSet, HashMap};
use std::future::Future;

use sqlx::migrate::{Migrate, MigrateError, Migration, MigrationType, Migrator};
use sqlx::pool::PoolConnection;
use sqlx::postgres::PgPool;
use sqlx::sqlite::SqlitePool;
use sqlx::{
    AssertSqlSafe, ColumnIndex, Connection, Database, Decode, Encode, Executor, IntoArguments,
    Pool, Postgres, QueryBuilder, Row, SqlSafeStr, Sqlite, Type,
};

use crate::statement::{Answer, Failure, Statement};
use crate::{
    Controller, EffectKey, Epoch, FinishedGame, GameId, Lease, NewGame, PlayerResult, QueuedInput,
    ResultFilter, SeatResult, StoreError, StoredGame, StoredInput, Unfinished, stored_json,
};

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

/// The migrations each database gets, in version order; both are versioned
/// alike, so a version names the same schema on both. A version may be
/// missing (sqlx applies whatever the database lacks, in order, and minds
/// no gap), so versions written on separate branches keep their numbers.
const SQLITE_MIGRATIONS: &[(i64, &str, &str)] = &[
    (
        1,
        "init",
        include_str!("../../migrations/sqlite/0001_init.sql"),
    ),
    (
        2,
        "player results",
        include_str!("../../migrations/sqlite/0002_player_results.sql"),
    ),
    (
        3,
        "leases and queue",
        include_str!("../../migrations/sqlite/0003_leases_and_queue.sql"),
    ),
    (
        4,
        "relay",
        include_str!("../../migrations/sqlite/0004_relay.sql"),
    ),
    (
        5,
        "seen updates",
        include_str!("../../migrations/sqlite/0005_seen_updates.sql"),
    ),
    (
        6,
        "relay taken",
        include_str!("../../migrations/sqlite/0006_relay_taken.sql"),
    ),
    (
        7,
        "shard leases",
        include_str!("../../migrations/sqlite/0007_shard_leases.sql"),
    ),
    (
        8,
        "pending updates",
        include_str!("../../migrations/sqlite/0008_pending_updates.sql"),
    ),
];

const POSTGRES_MIGRATIONS: &[(i64, &str, &str)] = &[
    (
        1,
        "init",
        include_str!("../../migrations/postgres/0001_init.sql"),
    ),
    (
        2,
        "player results",
        include_str!("../../migrations/postgres/0002_player_results.sql"),
    ),
    (
        3,
        "leases and queue",
        include_str!("../../migrations/postgres/0003_leases_and_queue.sql"),
    ),
    (
        4,
        "relay",
        include_str!("../../migrations/postgres/0004_relay.sql"),
    ),
    (
        5,
        "seen updates",
        include_str!("../../migrations/postgres/0005_seen_updates.sql"),
    ),
    (
        6,
        "relay taken",
        include_str!("../../migrations/postgres/0006_relay_taken.sql"),
    ),
    (
        7,
        "shard leases",
        include_str!("../../migrations/postgres/0007_shard_leases.sql"),
    ),
    (
        8,
        "pending updates",
        include_str!("../../migrations/postgres/0008_pending_updates.sql"),
    ),
];

/// The highest schema version this binary knows (on either database).
pub(crate) const KNOWN_VERSION: i64 = 8;

/// sqlx's bookkeeping table.
const MIGRATIONS_TABLE: &str = "_sqlx_migrations";

/// Our marker table (see the first migration).
const META_TABLE: &str = "narrator_meta";

/// How long a new game may go without a lease before other processes take
/// it as an orphan (its creator died between creating it and leasing it).
const BIRTH_MS: i64 = 30_000;

/// The PostgreSQL channel an enqueued input is announced on, with its
/// game's id as the payload.
pub(crate) const QUEUE_CHANNEL: &str = "narrator_input_queue";

/// A database narrator stores its games in. See the module's doc.
pub(crate) trait Backend: Database
where
    for<'c> &'c mut Self::Connection: Executor<'c, Database = Self>,
    Self::Connection: Migrate,
    Self::Arguments: IntoArguments<Self>,
    usize: ColumnIndex<Self::Row>,
    for<'a> &'a str: ColumnIndex<Self::Row>,
    i64: Type<Self> + for<'q> Encode<'q, Self> + for<'r> Decode<'r, Self>,
    bool: Type<Self> + for<'q> Encode<'q, Self> + for<'r> Decode<'r, Self>,
    Option<i64>: for<'q> Encode<'q, Self>,
    String: Type<Self> + for<'q> Encode<'q, Self> + for<'r> Decode<'r, Self>,
    str: Type<Self>,
    for<'q, 's> &'s str: Encode<'q, Self>,
{
    /// The migrations, as (version, description, SQL).
    const MIGRATIONS: &'static [(i64, &'static str, &'static str)];
    /// A query listing the names of the database's own tables, sorted.
    const TABLES: &'static str;
    /// The database's clock, in milliseconds since the Unix epoch, as an
    /// SQL expression: leases expire by one clock whichever process looks.
    const NOW_MS: &'static str;
    /// What makes a `SELECT` hold the rows it read until the transaction
    /// ends, so no other transaction changes them meanwhile.
    const FOR_SHARE: &'static str;
    /// What makes a `SELECT` lock the rows it read for deletion, leaving
    /// rows another transaction has locked to that one.
    const FOR_TAKING: &'static str;
    /// The statement that starts a read-only transaction reading one
    /// snapshot.
    const SNAPSHOT: &'static str;
    /// The statement that starts the writer's transaction.
    const BEGIN_WRITE: &'static str;
    /// A statement announcing an enqueued input to other processes, given
    /// the game's id as `$1`; none where only one process uses the database.
    const NOTIFY_QUEUED: Option<&'static str>;
    /// A subquery folding the inputs of the game in the row `games` into
    /// one JSON array of `[seq, at_ms, input_json]` in seq order (NULL or
    /// `[]` for none), the input as a JSON string.
    const INPUTS_FOLDED: &'static str;
    /// A subquery folding the delivered effects of the game in the row
    /// `games` into one JSON array of `[seq, effect_index]` (NULL or `[]`
    /// for none).
    const DELIVERED_FOLDED: &'static str;

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

    /// [`Backend::migrate`] on one connection.
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

    /// Decodes column `column` of a game's row, turning a NULL or a value
    /// of the wrong type into [`StoreError::Corrupt`] naming the game.
    fn column<'r, T>(
        row: &'r Self::Row,
        column: &str,
        game: GameId,
        place: &str,
    ) -> Result<T, StoreError>
    where
        T: Decode<'r, Self> + Type<Self>,
    {
        row.try_get(column).map_err(|error| StoreError::Corrupt {
            game,
            detail: format!("{place}: column {column}: {error}"),
        })
    }

    /// Decodes one `player_results` row.
    fn player_result(row: &Self::Row) -> Result<PlayerResult, StoreError> {
        let game: GameId = row.try_get("game_id").map_err(|e| StoreError::Corrupt {
            game: 0,
            detail: format!("a player result: column game_id: {e}"),
        })?;
        let place = "a player result";
        let seat: i64 = Self::column(row, "seat", game, place)?;
        let died_phase: Option<i64> = Self::column(row, "died_phase", game, place)?;
        let controller: String = Self::column(row, "controller", game, place)?;
        let out_of_range = |what: &str| StoreError::Corrupt {
            game,
            detail: format!("{place}: {what} is out of range"),
        };
        Ok(PlayerResult {
            game,
            place: Self::column(row, "place", game, place)?,
            finished_at_ms: Self::column(row, "finished_at_ms", game, place)?,
            seat: SeatResult {
                seat: u32::try_from(seat).map_err(|_| out_of_range("seat"))?,
                player: Self::column(row, "player", game, place)?,
                name: Self::column(row, "name", game, place)?,
                kind: Self::column(row, "kind", game, place)?,
                preset: Self::column(row, "preset", game, place)?,
                role: Self::column(row, "role", game, place)?,
                team: Self::column(row, "team", game, place)?,
                won: Self::column(row, "won", game, place)?,
                survived: Self::column(row, "survived", game, place)?,
                died_phase: died_phase
                    .map(u32::try_from)
                    .transpose()
                    .map_err(|_| out_of_range("died_phase"))?,
                afk: Self::column(row, "afk", game, place)?,
                controller: controller.parse::<Controller>().map_err(|detail| {
                    StoreError::Corrupt {
                        game,
                        detail: format!("{place}: {detail}"),
                    }
                })?,
            },
        })
    }

    /// A game's row as a [`StoredGame`] without its inputs.
    fn game_row(game: GameId, row: &Self::Row) -> Result<StoredGame, StoreError> {
        let place = "the game's row";
        let setup_json: String = Self::column(row, "setup_json", game, place)?;
        stored_json(&setup_json, game, "the setup")?;
        let result_json: Option<String> = Self::column(row, "result_json", game, place)?;
        let finished_at_ms: Option<i64> = Self::column(row, "finished_at_ms", game, place)?;
        let finished = match (result_json, finished_at_ms) {
            (None, None) => None,
            (Some(result_json), Some(finished_at_ms)) => {
                stored_json(&result_json, game, "the result")?;
                Some(FinishedGame {
                    result_json,
                    finished_at_ms,
                })
            }
            _ => {
                return Err(StoreError::Corrupt {
                    game,
                    detail: "it has a result without a finish time or the reverse".to_owned(),
                });
            }
        };
        Ok(StoredGame {
            id: game,
            kind: Self::column(row, "kind", game, place)?,
            surface: Self::column(row, "surface", game, place)?,
            setup_json,
            created_at_ms: Self::column(row, "created_at_ms", game, place)?,
            inputs: Vec::new(),
            finished,
        })
    }

    /// A game's input rows, ordered by seq, checked: seqs 0, 1, 2, …
    /// without gaps, JSON text.
    fn input_rows(game: GameId, rows: &[Self::Row]) -> Result<Vec<StoredInput>, StoreError> {
        let mut inputs = Vec::with_capacity(rows.len());
        for (expected, row) in (0_u64..).zip(rows) {
            let raw_seq: i64 = Self::column(row, "seq", game, &format!("input #{expected}"))?;
            check_seq(game, expected, raw_seq)?;
            let place = format!("input seq {expected}");
            let input_json: String = Self::column(row, "input_json", game, &place)?;
            stored_json(&input_json, game, &place)?;
            inputs.push(StoredInput {
                seq: expected,
                input_json,
                at_ms: Self::column(row, "at_ms", game, &place)?,
            });
        }
        Ok(inputs)
    }

    /// A game's delivered-effect rows as keys.
    fn delivered_rows(game: GameId, rows: &[Self::Row]) -> Result<BTreeSet<EffectKey>, StoreError> {
        rows.iter()
            .map(|row| {
                let seq: i64 = Self::column(row, "seq", game, "a delivered effect")?;
                let index: i64 = Self::column(row, "effect_index", game, "a delivered effect")?;
                effect_key(game, seq, index)
            })
            .collect()
    }

    /// Fails with [`StoreError::UnknownGame`] unless the game exists.
    fn game_exists(
        conn: &mut Self::Connection,
        game: GameId,
    ) -> impl Future<Output = Result<(), StoreError>> + Send + '_ {
        async move {
            let found: Option<i64> = sqlx::query_scalar("SELECT id FROM games WHERE id = $1")
                .bind(game)
                .fetch_optional(&mut *conn)
                .await?;
            match found {
                Some(_) => Ok(()),
                None => Err(StoreError::UnknownGame(game)),
            }
        }
    }

    /// See [`crate::Store::delivered`].
    fn delivered(
        pool: &Pool<Self>,
        game: GameId,
    ) -> impl Future<Output = Result<BTreeSet<EffectKey>, StoreError>> + Send + '_ {
        async move {
            let mut tx = pool.begin_with(Self::SNAPSHOT).await?;
            Self::game_exists(&mut tx, game).await?;
            let rows =
                sqlx::query("SELECT seq, effect_index FROM delivered_effects WHERE game_id = $1")
                    .bind(game)
                    .fetch_all(&mut *tx)
                    .await?;
            // Read-only: ending the snapshot is all the commit does.
            tx.commit().await?;
            Self::delivered_rows(game, &rows)
        }
    }

    /// See [`crate::Store::load_game`].
    fn load_game(
        pool: &Pool<Self>,
        game: GameId,
    ) -> impl Future<Output = Result<StoredGame, StoreError>> + Send + '_ {
        async move {
            let mut tx = pool.begin_with(Self::SNAPSHOT).await?;
            let row = sqlx::query(
                "SELECT id, kind, surface, setup_json, created_at_ms, result_json, finished_at_ms \
                 FROM games WHERE id = $1",
            )
            .bind(game)
            .fetch_optional(&mut *tx)
            .await?
            .ok_or(StoreError::UnknownGame(game))?;
            let rows = sqlx::query(
                "SELECT seq, input_json, at_ms FROM inputs WHERE game_id = $1 ORDER BY seq",
            )
            .bind(game)
            .fetch_all(&mut *tx)
            .await?;
            tx.commit().await?;
            let mut stored = Self::game_row(game, &row)?;
            stored.inputs = Self::input_rows(game, &rows)?;
            Ok(stored)
        }
    }

    /// See [`crate::Store::load_unfinished_on`].
    fn load_unfinished_on<'a>(
        pool: &'a Pool<Self>,
        prefix: &'a str,
    ) -> impl Future<Output = Result<Vec<Unfinished>, StoreError>> + Send + 'a {
        async move {
            // One row per game, its log and its delivered effects folded
            // into JSON by the database: handing a row over costs sqlx far
            // more than its bytes, and a restart reads every input and
            // every delivered effect (ten thousand games of seven inputs:
            // 0.55 s as 290,000 rows, 0.2 s as 10,000). One statement
            // reads one moment, so no transaction is needed for that.
            let sql = format!(
                "SELECT id, kind, surface, setup_json, created_at_ms, result_json, \
                 finished_at_ms, ({inputs}) AS inputs, ({delivered}) AS delivered \
                 FROM games WHERE finished_at_ms IS NULL \
                 AND substr(surface, 1, length($1)) = $1 ORDER BY id",
                inputs = Self::INPUTS_FOLDED,
                delivered = Self::DELIVERED_FOLDED,
            );
            let games = sqlx::query(AssertSqlSafe(sql))
                .bind(prefix)
                .fetch_all(pool)
                .await?;
            let mut out = Vec::with_capacity(games.len());
            for row in &games {
                let Ok(id) = row.try_get::<GameId, _>("id") else {
                    tracing::warn!("skipping a game row without a readable id");
                    continue;
                };
                let loaded = (|| {
                    let mut game = Self::game_row(id, row)?;
                    let inputs: Option<String> =
                        Self::column(row, "inputs", id, "the game's inputs")?;
                    game.inputs = folded_inputs(id, inputs.as_deref())?;
                    let delivered: Option<String> =
                        Self::column(row, "delivered", id, "the game's delivered effects")?;
                    Ok((game, folded_delivered(id, delivered.as_deref())?))
                })();
                out.push(Unfinished { id, loaded });
            }
            Ok(out)
        }
    }

    /// See [`crate::Store::unfinished_games`].
    fn unfinished_games(
        pool: &Pool<Self>,
    ) -> impl Future<Output = Result<Vec<GameId>, StoreError>> + Send + '_ {
        async move {
            Ok(
                sqlx::query_scalar("SELECT id FROM games WHERE finished_at_ms IS NULL ORDER BY id")
                    .fetch_all(pool)
                    .await?,
            )
        }
    }

    /// See [`crate::Store::unfinished_games_on`].
    fn unfinished_games_on<'a>(
        pool: &'a Pool<Self>,
        prefix: &'a str,
    ) -> impl Future<Output = Result<Vec<GameId>, StoreError>> + Send + 'a {
        async move {
            Ok(sqlx::query_scalar(
                "SELECT id FROM games WHERE finished_at_ms IS NULL \
                 AND substr(surface, 1, length($1)) = $1 ORDER BY id",
            )
            .bind(prefix)
            .fetch_all(pool)
            .await?)
        }
    }

    /// See [`crate::Store::unfinished_setups_on`].
    fn unfinished_setups_on<'a>(
        pool: &'a Pool<Self>,
        prefix: &'a str,
    ) -> impl Future<Output = Result<Vec<(GameId, String, String)>, StoreError>> + Send + 'a {
        async move {
            let rows = sqlx::query(
                "SELECT id, surface, setup_json FROM games WHERE finished_at_ms IS NULL \
                 AND substr(surface, 1, length($1)) = $1 ORDER BY id",
            )
            .bind(prefix)
            .fetch_all(pool)
            .await?;
            let mut out = Vec::with_capacity(rows.len());
            for row in &rows {
                let read = || -> Result<(GameId, String, String), sqlx::Error> {
                    Ok((
                        row.try_get("id")?,
                        row.try_get("surface")?,
                        row.try_get("setup_json")?,
                    ))
                };
                match read() {
                    Ok(game) => out.push(game),
                    Err(error) => tracing::warn!(%error, "skipping an unreadable game row"),
                }
            }
            Ok(out)
        }
    }

    /// See [`crate::Store::latest_unfinished`].
    fn latest_unfinished<'a>(
        pool: &'a Pool<Self>,
        surface: &'a str,
    ) -> impl Future<Output = Result<Option<GameId>, StoreError>> + Send + 'a {
        async move {
            Ok(sqlx::query_scalar(
                "SELECT id FROM games WHERE surface = $1 AND finished_at_ms IS NULL \
                 ORDER BY created_at_ms DESC, id DESC LIMIT 1",
            )
            .bind(surface)
            .fetch_optional(pool)
            .await?)
        }
    }

    /// See [`crate::Store::finished_in`].
    fn finished_in<'a>(
        pool: &'a Pool<Self>,
        surface: &'a str,
        limit: u32,
    ) -> impl Future<Output = Result<Vec<GameId>, StoreError>> + Send + 'a {
        async move {
            Ok(sqlx::query_scalar(
                "SELECT id FROM games WHERE surface = $1 AND finished_at_ms IS NOT NULL \
                 AND result_json <> 'null' ORDER BY finished_at_ms DESC, id DESC LIMIT $2",
            )
            .bind(surface)
            .bind(i64::from(limit))
            .fetch_all(pool)
            .await?)
        }
    }

    /// See [`crate::Store::player_results`].
    fn player_results<'a>(
        pool: &'a Pool<Self>,
        filter: &'a ResultFilter,
    ) -> impl Future<Output = Result<Vec<PlayerResult>, StoreError>> + Send + 'a {
        async move {
            let mut query = QueryBuilder::<Self>::new(
                "SELECT r.game_id, r.seat, r.player, r.name, r.kind, r.preset, r.role, r.team, \
                 r.won, r.survived, r.died_phase, r.afk, r.controller, r.place, r.finished_at_ms \
                 FROM player_results r JOIN games g ON g.id = r.game_id \
                 WHERE g.finished_at_ms IS NOT NULL",
            );
            if let Some(place) = &filter.place {
                query.push(" AND r.place = ").push_bind(place.clone());
            }
            if let Some(kind) = &filter.kind {
                query.push(" AND r.kind = ").push_bind(kind.clone());
            }
            if let Some(preset) = &filter.preset {
                query.push(" AND r.preset = ").push_bind(preset.clone());
            }
            if let Some(player) = &filter.player {
                query.push(" AND r.player = ").push_bind(player.clone());
            }
            if let Some(since) = filter.since_ms {
                query.push(" AND r.finished_at_ms >= ").push_bind(since);
            }
            query.push(" ORDER BY r.finished_at_ms, r.game_id, r.seat");
            let rows = query.build().fetch_all(pool).await?;
            let mut results = Vec::with_capacity(rows.len());
            for row in &rows {
                match Self::player_result(row) {
                    Ok(result) => results.push(result),
                    Err(error) => tracing::warn!(%error, "skipping a damaged player result"),
                }
            }
            Ok(results)
        }
    }

    /// See [`crate::Store::finished_games`].
    fn finished_games(
        pool: &Pool<Self>,
        limit: u32,
    ) -> impl Future<Output = Result<Vec<(GameId, FinishedGame)>, StoreError>> + Send + '_ {
        async move {
            let rows = sqlx::query(
                "SELECT id, result_json, finished_at_ms FROM games \
                 WHERE finished_at_ms IS NOT NULL \
                 ORDER BY finished_at_ms DESC, id DESC LIMIT $1",
            )
            .bind(i64::from(limit))
            .fetch_all(pool)
            .await?;
            let mut games = Vec::with_capacity(rows.len());
            for row in &rows {
                let id: GameId = match row.try_get("id") {
                    Ok(id) => id,
                    Err(error) => {
                        tracing::warn!(%error, "skipping a finished game with an unreadable id");
                        continue;
                    }
                };
                let decoded = (|| {
                    let place = "the game's row";
                    let result_json: String = Self::column(row, "result_json", id, place)?;
                    stored_json(&result_json, id, "the result")?;
                    Ok::<_, StoreError>(FinishedGame {
                        result_json,
                        finished_at_ms: Self::column(row, "finished_at_ms", id, place)?,
                    })
                })();
                match decoded {
                    Ok(finished) => games.push((id, finished)),
                    Err(error) => tracing::warn!(%error, "skipping a finished game"),
                }
            }
            Ok(games)
        }
    }

    /// See [`crate::Store::get_setting`].
    fn get_setting<'a>(
        pool: &'a Pool<Self>,
        scope: &'a str,
        key: &'a str,
    ) -> impl Future<Output = Result<Option<String>, StoreError>> + Send + 'a {
        async move {
            let value: Option<Option<String>> = sqlx::query_scalar(
                "SELECT CAST(value AS TEXT) FROM settings WHERE scope = $1 AND key = $2",
            )
            .bind(scope)
            .bind(key)
            .fetch_optional(pool)
            .await?;
            Ok(value.flatten())
        }
    }

    /// See [`crate::Store::settings_in`].
    fn settings_in<'a>(
        pool: &'a Pool<Self>,
        scope: &'a str,
    ) -> impl Future<Output = Result<Vec<(String, String)>, StoreError>> + Send + 'a {
        async move {
            let rows: Vec<(String, Option<String>)> = sqlx::query_as(
                "SELECT key, CAST(value AS TEXT) FROM settings WHERE scope = $1 ORDER BY key",
            )
            .bind(scope)
            .fetch_all(pool)
            .await?;
            Ok(rows
                .into_iter()
                .map(|(k, v)| (k, v.unwrap_or_default()))
                .collect())
        }
    }

    /// See [`crate::Store::lease`].
    fn lease(
        pool: &Pool<Self>,
        game: GameId,
    ) -> impl Future<Output = Result<Option<Lease>, StoreError>> + Send + '_ {
        async move {
            let row: Option<(Option<String>, i64, i64)> = sqlx::query_as(
                "SELECT owner, epoch, expires_at_ms FROM game_leases WHERE game_id = $1",
            )
            .bind(game)
            .fetch_optional(pool)
            .await?;
            Ok(row.and_then(|(owner, epoch, expires_at_ms)| {
                Some(Lease {
                    game,
                    owner: owner?,
                    epoch,
                    expires_at_ms,
                })
            }))
        }
    }

    /// See [`crate::Store::games_with_expired_leases`].
    fn games_with_expired_leases<'a>(
        pool: &'a Pool<Self>,
        prefix: &'a str,
    ) -> impl Future<Output = Result<Vec<GameId>, StoreError>> + Send + 'a {
        async move {
            // A game never leased is an orphan only once its creator had
            // ample time to take its lease: it does so right after
            // creating it, and another process must not take it at birth.
            let sql = format!(
                "SELECT g.id FROM games g LEFT JOIN game_leases l ON l.game_id = g.id \
                 WHERE g.finished_at_ms IS NULL AND substr(g.surface, 1, length($1)) = $1 \
                 AND (l.expires_at_ms <= {now} \
                   OR (l.game_id IS NOT NULL AND l.owner IS NULL) \
                   OR (l.game_id IS NULL AND g.created_at_ms <= {now} - {BIRTH_MS})) \
                 ORDER BY g.id",
                now = Self::NOW_MS
            );
            Ok(sqlx::query_scalar(AssertSqlSafe(sql))
                .bind(prefix)
                .fetch_all(pool)
                .await?)
        }
    }

    /// What the writer needs to know about a game: whether it is finished
    /// and its highest input seq; `None` when no game has this id.
    fn game_state(
        conn: &mut Self::Connection,
        game: GameId,
    ) -> impl Future<Output = Result<Option<(bool, Option<i64>)>, StoreError>> + Send + '_ {
        async move {
            Ok(sqlx::query_as(
                "SELECT finished_at_ms IS NOT NULL, \
                 (SELECT MAX(seq) FROM inputs WHERE game_id = $1) FROM games WHERE id = $1",
            )
            .bind(game)
            .fetch_optional(&mut *conn)
            .await?)
        }
    }

    /// The current lease epoch of each of `games` that has a lease held
    /// (not released); with `lock`, the rows stay as read until the
    /// transaction ends.
    fn held_epochs<'a>(
        conn: &'a mut Self::Connection,
        games: &'a [GameId],
        lock: bool,
    ) -> impl Future<Output = Result<HashMap<GameId, Epoch>, StoreError>> + Send + 'a {
        async move {
            let mut query = QueryBuilder::<Self>::new(
                "SELECT game_id, epoch FROM game_leases WHERE owner IS NOT NULL AND game_id IN (",
            );
            let mut list = query.separated(", ");
            for game in games {
                list.push_bind(*game);
            }
            query.push(")");
            if lock {
                query.push(Self::FOR_SHARE);
            }
            let rows: Vec<(GameId, Epoch)> = query.build_query_as().fetch_all(&mut *conn).await?;
            Ok(rows.into_iter().collect())
        }
    }

    /// The JSON and time of the game's input at `seq`, if one is stored.
    fn stored_input(
        conn: &mut Self::Connection,
        game: GameId,
        seq: i64,
    ) -> impl Future<Output = Result<Option<(String, i64)>, StoreError>> + Send + '_ {
        async move {
            Ok(sqlx::query_as(
                "SELECT input_json, at_ms FROM inputs WHERE game_id = $1 AND seq = $2",
            )
            .bind(game)
            .bind(seq)
            .fetch_optional(&mut *conn)
            .await?)
        }
    }

    /// The game's result and finish time as stored (both `None` while it
    /// runs); `None` when no game has this id.
    #[allow(clippy::type_complexity)]
    fn stored_result(
        conn: &mut Self::Connection,
        game: GameId,
    ) -> impl Future<Output = Result<Option<(Option<String>, Option<i64>)>, StoreError>> + Send + '_
    {
        async move {
            Ok(
                sqlx::query_as("SELECT result_json, finished_at_ms FROM games WHERE id = $1")
                    .bind(game)
                    .fetch_optional(&mut *conn)
                    .await?,
            )
        }
    }

    /// The newest game with exactly these fields and no input yet: the one
    /// a creation whose answer was lost made, if it was made.
    fn created_game<'a>(
        conn: &'a mut Self::Connection,
        game: &'a NewGame,
    ) -> impl Future<Output = Result<Option<GameId>, StoreError>> + Send + 'a {
        async move {
            Ok(sqlx::query_scalar(
                "SELECT id FROM games WHERE kind = $1 AND surface = $2 AND setup_json = $3 \
                 AND created_at_ms = $4 AND finished_at_ms IS NULL \
                 AND NOT EXISTS (SELECT 1 FROM inputs WHERE game_id = games.id) \
                 ORDER BY id DESC LIMIT 1",
            )
            .bind(game.kind.as_str())
            .bind(game.surface.as_str())
            .bind(game.setup_json.as_str())
            .bind(game.created_at_ms)
            .fetch_optional(&mut *conn)
            .await?)
        }
    }

    /// The game's lease row as (owner, epoch, expiry, whether it is still
    /// live by the database's clock), if the game ever had a lease.
    #[allow(clippy::type_complexity)]
    fn lease_row(
        conn: &mut Self::Connection,
        game: GameId,
    ) -> impl Future<Output = Result<Option<(Option<String>, Epoch, i64, bool)>, StoreError>> + Send + '_
    {
        async move {
            let sql = format!(
                "SELECT owner, epoch, expires_at_ms, expires_at_ms > {} \
                 FROM game_leases WHERE game_id = $1",
                Self::NOW_MS
            );
            Ok(sqlx::query_as(AssertSqlSafe(sql))
                .bind(game)
                .fetch_optional(&mut *conn)
                .await?)
        }
    }

    /// Which request recorded the sighting of `id` in `scope`, if one did.
    fn sighting_by<'a>(
        conn: &'a mut Self::Connection,
        scope: &'a str,
        id: i64,
    ) -> impl Future<Output = Result<Option<String>, StoreError>> + Send + 'a {
        async move {
            Ok(sqlx::query_scalar(
                "SELECT seen_by FROM seen_updates WHERE scope = $1 AND update_id = $2",
            )
            .bind(scope)
            .bind(id)
            .fetch_optional(&mut *conn)
            .await?)
        }
    }

    /// Writes a batch's statements atomically, putting each request's
    /// answer at its index in `answers`.
    ///
    /// A batch that needs a single query (the common case under light
    /// load: a few appends) runs it in autocommit mode, which is just as
    /// atomic and durable and saves the round trips `BEGIN` and `COMMIT`
    /// would cost.
    ///
    /// A failure says whether it came while committing (the `COMMIT`, or
    /// the lone autocommit query), where a lost connection leaves unknown
    /// whether the server committed.
    fn write<'a>(
        conn: &'a mut Self::Connection,
        statements: &'a [Statement<'a>],
        answers: &'a mut [Answer],
    ) -> impl Future<Output = Result<(), Failure>> + Send + 'a {
        async move {
            let before = |error: StoreError| Failure {
                error,
                committing: false,
            };
            let committing = |error: StoreError| Failure {
                error,
                committing: true,
            };
            match statements {
                [statement] if Self::single_query(statement) => {
                    Self::execute(conn, statement, answers)
                        .await
                        .map_err(committing)
                }
                _ => {
                    let mut tx = conn
                        .begin_with(Self::BEGIN_WRITE)
                        .await
                        .map_err(|e| before(e.into()))?;
                    for statement in statements {
                        Self::execute(&mut tx, statement, answers)
                            .await
                            .map_err(before)?;
                    }
                    tx.commit().await.map_err(|e| committing(e.into()))
                }
            }
        }
    }

    /// Whether the statement is one query (and so atomic on its own).
    fn single_query(statement: &Statement<'_>) -> bool {
        // A lease check guards what follows it; an enqueue reads the game
        // first (and announces the input on PostgreSQL).
        !matches!(statement, Statement::Fence(_) | Statement::Enqueue { .. })
    }

    /// Runs one statement of a batch.
    fn execute<'a>(
        conn: &'a mut Self::Connection,
        statement: &'a Statement<'a>,
        answers: &'a mut [Answer],
    ) -> impl Future<Output = Result<(), StoreError>> + Send + 'a {
        async move {
            match statement {
                Statement::Create { op, game } => {
                    let id: GameId = sqlx::query_scalar(
                        "INSERT INTO games (kind, surface, setup_json, created_at_ms) \
                         VALUES ($1, $2, $3, $4) RETURNING id",
                    )
                    .bind(game.kind.as_str())
                    .bind(game.surface.as_str())
                    .bind(game.setup_json.as_str())
                    .bind(game.created_at_ms)
                    .fetch_one(&mut *conn)
                    .await?;
                    answers[*op] = Answer::Id(id);
                }
                Statement::Fence(fences) => {
                    let games: Vec<GameId> = fences.iter().map(|(game, _)| *game).collect();
                    let held = Self::held_epochs(conn, &games, true).await?;
                    if let Some(&(game, epoch)) = fences
                        .iter()
                        .find(|(game, epoch)| held.get(game) != Some(epoch))
                    {
                        // Taken over since the batch was checked: the
                        // writer retries each request alone and refuses
                        // this one then.
                        return Err(StoreError::LeaseLost { game, epoch });
                    }
                }
                Statement::Inputs(rows) => {
                    let mut query = QueryBuilder::<Self>::new(
                        "INSERT INTO inputs (game_id, seq, input_json, at_ms) ",
                    );
                    query.push_values(rows.iter(), |mut row, (game, input)| {
                        // Store::append_input refused seqs beyond i64::MAX.
                        row.push_bind(*game)
                            .push_bind(input.seq as i64)
                            .push_bind(input.input_json.as_str())
                            .push_bind(input.at_ms);
                    });
                    query.build().execute(&mut *conn).await?;
                }
                Statement::Delivered(rows) => {
                    let mut query = QueryBuilder::<Self>::new(
                        "INSERT INTO delivered_effects (game_id, seq, effect_index) ",
                    );
                    query.push_values(rows.iter(), |mut row, (game, key)| {
                        // Store::mark_delivered refused seqs beyond i64::MAX.
                        row.push_bind(*game)
                            .push_bind(key.seq as i64)
                            .push_bind(i64::from(key.index));
                    });
                    query.push(" ON CONFLICT DO NOTHING");
                    query.build().execute(&mut *conn).await?;
                }
                Statement::Finish {
                    game,
                    result_json,
                    finished_at_ms,
                } => {
                    let finished: Option<GameId> = sqlx::query_scalar(
                        "UPDATE games SET result_json = $1, finished_at_ms = $2 \
                         WHERE id = $3 AND finished_at_ms IS NULL RETURNING id",
                    )
                    .bind(*result_json)
                    .bind(*finished_at_ms)
                    .bind(*game)
                    .fetch_optional(&mut *conn)
                    .await?;
                    if finished.is_none() {
                        // Another process finished it after the writer
                        // looked: the first result stays.
                        return Err(StoreError::GameFinished(*game));
                    }
                    // Nobody takes a finished game's queue any more: what
                    // is still in it goes, and whoever relayed an event
                    // there hears that the game is over
                    // (`Store::take_relay_outcome`).
                    sqlx::query("DELETE FROM input_queue WHERE game_id = $1")
                        .bind(*game)
                        .execute(&mut *conn)
                        .await?;
                }
                Statement::Results {
                    game,
                    finished_at_ms,
                    players,
                } => {
                    let mut query = QueryBuilder::<Self>::new(
                        "INSERT INTO player_results (game_id, seat, player, name, kind, preset, \
                         role, team, won, survived, died_phase, afk, controller, place, \
                         finished_at_ms) ",
                    );
                    query.push_values(players.iter(), |mut row, p| {
                        row.push_bind(*game)
                            .push_bind(i64::from(p.seat))
                            .push_bind(p.player.as_str())
                            .push_bind(p.name.as_str())
                            .push_bind(p.kind.as_str())
                            .push_bind(p.preset.as_str())
                            .push_bind(p.role.as_str())
                            .push_bind(p.team.as_str())
                            .push_bind(p.won)
                            .push_bind(p.survived)
                            .push_bind(p.died_phase.map(i64::from))
                            .push_bind(p.afk)
                            .push_bind(p.controller.as_str())
                            .push_unseparated(", (SELECT surface FROM games WHERE id = ")
                            .push_bind_unseparated(*game)
                            .push_unseparated(")")
                            .push_bind(*finished_at_ms);
                    });
                    // Idempotent: a result recorded again adds nothing.
                    query.push(" ON CONFLICT DO NOTHING");
                    query.build().execute(&mut *conn).await?;
                }
                Statement::Setting { scope, key, value } => {
                    sqlx::query(
                        "INSERT INTO settings (scope, key, value) VALUES ($1, $2, $3) \
                         ON CONFLICT (scope, key) DO UPDATE SET value = excluded.value",
                    )
                    .bind(*scope)
                    .bind(*key)
                    .bind(*value)
                    .execute(&mut *conn)
                    .await?;
                }
                Statement::Acquire {
                    op,
                    game,
                    owner,
                    ttl_ms,
                } => {
                    // One statement, so taking a free or expired lease and
                    // bumping its epoch cannot interleave with another
                    // process doing the same: the row's lock decides.
                    let sql = format!(
                        "INSERT INTO game_leases (game_id, owner, epoch, expires_at_ms) \
                         VALUES ($1, $2, 1, {now} + $3) \
                         ON CONFLICT (game_id) DO UPDATE SET owner = excluded.owner, \
                         epoch = game_leases.epoch + 1, expires_at_ms = excluded.expires_at_ms \
                         WHERE game_leases.owner IS NULL OR game_leases.expires_at_ms <= {now} \
                         RETURNING epoch, expires_at_ms",
                        now = Self::NOW_MS
                    );
                    let taken: Option<(Epoch, i64)> = sqlx::query_as(AssertSqlSafe(sql))
                        .bind(*game)
                        .bind(*owner)
                        .bind(*ttl_ms)
                        .fetch_optional(&mut *conn)
                        .await?;
                    answers[*op] = Answer::Lease(taken.map(|(epoch, expires_at_ms)| Lease {
                        game: *game,
                        owner: (*owner).to_owned(),
                        epoch,
                        expires_at_ms,
                    }));
                }
                Statement::Claim {
                    op,
                    prefix,
                    owner,
                    ttl_ms,
                } => {
                    // Acquire's statement for every unfinished game of the
                    // prefix at once, in id order (so two processes
                    // claiming together lock rows in the same order). A
                    // game never leased is left to its creator until it is
                    // BIRTH_MS old (see `games_with_expired_leases`).
                    let sql = format!(
                        "INSERT INTO game_leases (game_id, owner, epoch, expires_at_ms) \
                         SELECT id, $2, 1, {now} + $3 FROM games \
                         WHERE finished_at_ms IS NULL AND substr(surface, 1, length($1)) = $1 \
                         AND (created_at_ms <= {now} - {BIRTH_MS} \
                           OR EXISTS (SELECT 1 FROM game_leases l WHERE l.game_id = games.id)) \
                         ORDER BY id \
                         ON CONFLICT (game_id) DO UPDATE SET owner = excluded.owner, \
                         epoch = game_leases.epoch + 1, expires_at_ms = excluded.expires_at_ms \
                         WHERE game_leases.owner IS NULL OR game_leases.expires_at_ms <= {now} \
                         RETURNING game_id, epoch, expires_at_ms",
                        now = Self::NOW_MS
                    );
                    let taken: Vec<(GameId, Epoch, i64)> = sqlx::query_as(AssertSqlSafe(sql))
                        .bind(*prefix)
                        .bind(*owner)
                        .bind(*ttl_ms)
                        .fetch_all(&mut *conn)
                        .await?;
                    let mut leases: Vec<Lease> = taken
                        .into_iter()
                        .map(|(game, epoch, expires_at_ms)| Lease {
                            game,
                            owner: (*owner).to_owned(),
                            epoch,
                            expires_at_ms,
                        })
                        .collect();
                    // RETURNING promises no order.
                    leases.sort_unstable_by_key(|lease| lease.game);
                    answers[*op] = Answer::Leases(leases);
                }
                Statement::Renew {
                    op,
                    game,
                    owner,
                    epoch,
                    ttl_ms,
                } => {
                    // Still renewable once expired, as long as nobody took
                    // it: the epoch, not the clock, fences writers.
                    let sql = format!(
                        "UPDATE game_leases SET expires_at_ms = {} + $1 \
                         WHERE game_id = $2 AND owner = $3 AND epoch = $4 RETURNING expires_at_ms",
                        Self::NOW_MS
                    );
                    let renewed: Option<i64> = sqlx::query_scalar(AssertSqlSafe(sql))
                        .bind(*ttl_ms)
                        .bind(*game)
                        .bind(*owner)
                        .bind(*epoch)
                        .fetch_optional(&mut *conn)
                        .await?;
                    answers[*op] = Answer::Lease(renewed.map(|expires_at_ms| Lease {
                        game: *game,
                        owner: (*owner).to_owned(),
                        epoch: *epoch,
                        expires_at_ms,
                    }));
                }
                Statement::Release {
                    op,
                    game,
                    owner,
                    epoch,
                } => {
                    // The epoch moves on, so a write still carrying the old
                    // one is refused even before anyone takes the game.
                    let released: Option<Epoch> = sqlx::query_scalar(
                        "UPDATE game_leases SET owner = NULL, epoch = epoch + 1, \
                         expires_at_ms = 0 \
                         WHERE game_id = $1 AND owner = $2 AND epoch = $3 RETURNING epoch",
                    )
                    .bind(*game)
                    .bind(*owner)
                    .bind(*epoch)
                    .fetch_optional(&mut *conn)
                    .await?;
                    answers[*op] = Answer::Released(released.is_some());
                }
                Statement::Enqueue {
                    op,
                    game,
                    input_json,
                    at_ms,
                    relayed,
                } => {
                    // Asked of the database, not the writer's cache:
                    // another process may have finished the game. The row
                    // stays as read until this commits, so a game being
                    // finished meanwhile is finished after the input is
                    // queued, and finishing removes it with the rest.
                    let sql = format!(
                        "SELECT finished_at_ms IS NOT NULL FROM games WHERE id = $1{}",
                        Self::FOR_SHARE
                    );
                    let finished: Option<bool> = sqlx::query_scalar(AssertSqlSafe(sql))
                        .bind(*game)
                        .fetch_optional(&mut *conn)
                        .await?;
                    match finished {
                        None => {
                            answers[*op] = Answer::Refused(StoreError::UnknownGame(*game));
                            return Ok(());
                        }
                        Some(true) => {
                            answers[*op] = Answer::Refused(StoreError::GameFinished(*game));
                            return Ok(());
                        }
                        Some(false) => {}
                    }
                    let id: i64 = sqlx::query_scalar(
                        "INSERT INTO input_queue (game_id, input_json, at_ms, relayed) \
                         VALUES ($1, $2, $3, $4) RETURNING id",
                    )
                    .bind(*game)
                    .bind(*input_json)
                    .bind(*at_ms)
                    .bind(*relayed)
                    .fetch_one(&mut *conn)
                    .await?;
                    if let Some(notify) = Self::NOTIFY_QUEUED {
                        // Sent when the transaction commits, never before.
                        sqlx::query(notify).bind(*game).execute(&mut *conn).await?;
                    }
                    answers[*op] = Answer::Queued(id);
                }
                Statement::Sight {
                    op,
                    scope,
                    id,
                    at_ms,
                    by,
                    keep,
                } => {
                    // A row inserted first by another process (or by an
                    // earlier request of this batch) wins: nothing is
                    // returned then.
                    let inserted: Option<i64> = sqlx::query_scalar(
                        "INSERT INTO seen_updates (scope, update_id, seen_at_ms, seen_by) \
                         VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING update_id",
                    )
                    .bind(*scope)
                    .bind(*id)
                    .bind(*at_ms)
                    .bind(*by)
                    .fetch_optional(&mut *conn)
                    .await?;
                    if let (Some(_), Some(kept)) = (inserted, keep) {
                        // In the same transaction: a process that saw the
                        // update first also holds it until it is handled.
                        let sql = format!(
                            "INSERT INTO pending_updates \
                             (scope, update_id, chat, body, held_by, held_until_ms) \
                             VALUES ($1, $2, $3, $4, $5, {} + $6)",
                            Self::NOW_MS
                        );
                        sqlx::query(AssertSqlSafe(sql))
                            .bind(*scope)
                            .bind(*id)
                            .bind(kept.chat.as_str())
                            .bind(kept.body.as_str())
                            .bind(kept.holder.as_str())
                            .bind(kept.hold_ms)
                            .execute(&mut *conn)
                            .await?;
                    }
                    answers[*op] = Answer::Sighted(inserted.is_some());
                }
                Statement::ForgetSightings { before_ms } => {
                    sqlx::query("DELETE FROM seen_updates WHERE seen_at_ms < $1")
                        .bind(*before_ms)
                        .execute(&mut *conn)
                        .await?;
                }
                Statement::Take {
                    op,
                    game,
                    epoch,
                    done,
                } => {
                    // The owner's log holds the inputs up to `done`.
                    let sql = format!(
                        "DELETE FROM input_queue WHERE id IN \
                         (SELECT id FROM input_queue WHERE game_id = $1 AND NOT relayed \
                         AND id <= $2 ORDER BY id{})",
                        Self::FOR_TAKING
                    );
                    sqlx::query(AssertSqlSafe(sql))
                        .bind(*game)
                        .bind(*done)
                        .execute(&mut *conn)
                        .await?;
                    // A relayed event leaves the queue only with its answer
                    // (`Store::answer_relay`); each owner gets it once.
                    let sql = format!(
                        "UPDATE input_queue SET taken_epoch = $2 WHERE id IN \
                         (SELECT id FROM input_queue WHERE game_id = $1 AND relayed \
                         AND (taken_epoch IS NULL OR taken_epoch < $2) ORDER BY id{}) \
                         RETURNING id, input_json, at_ms, relayed",
                        Self::FOR_TAKING
                    );
                    let relayed: Vec<(i64, String, i64, bool)> = sqlx::query_as(AssertSqlSafe(sql))
                        .bind(*game)
                        .bind(*epoch)
                        .fetch_all(&mut *conn)
                        .await?;
                    let mut rows: Vec<(i64, String, i64, bool)> = sqlx::query_as(
                        "SELECT id, input_json, at_ms, relayed FROM input_queue \
                         WHERE game_id = $1 AND NOT relayed AND id > $2 ORDER BY id",
                    )
                    .bind(*game)
                    .bind(*done)
                    .fetch_all(&mut *conn)
                    .await?;
                    rows.extend(relayed);
                    let mut taken: Vec<QueuedInput> = rows
                        .into_iter()
                        .map(|(id, input_json, at_ms, relayed)| QueuedInput {
                            id,
                            game: *game,
                            input_json,
                            at_ms,
                            relayed,
                        })
                        .collect();
                    // RETURNING promises no order.
                    taken.sort_unstable_by_key(|queued| queued.id);
                    answers[*op] = Answer::Taken(taken);
                }
            }
            Ok(())
        }
    }
}

impl Backend for Sqlite {
    const MIGRATIONS: &'static [(i64, &'static str, &'static str)] = SQLITE_MIGRATIONS;
    const TABLES: &'static str = "SELECT name FROM sqlite_master \
         WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name";
    const NOW_MS: &'static str = "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)";
    // SQLite locks the whole database for a writing transaction, and one
    // process owns it: there is no row lock to take.
    const FOR_SHARE: &'static str = "";
    const FOR_TAKING: &'static str = "";
    const SNAPSHOT: &'static str = "BEGIN";
    // The write lock from the start: a transaction that reads first (the
    // lease check) could not take it later if another process wrote
    // meanwhile (SQLITE_BUSY_SNAPSHOT), while waiting for it at the start
    // is what the busy timeout is for.
    const BEGIN_WRITE: &'static str = "BEGIN IMMEDIATE";
    const NOTIFY_QUEUED: Option<&'static str> = None;
    const INPUTS_FOLDED: &'static str = "SELECT json_group_array(json_array(seq, at_ms, input_json) \
         ORDER BY seq) FROM inputs WHERE inputs.game_id = games.id";
    const DELIVERED_FOLDED: &'static str = "SELECT json_group_array(json_array(seq, effect_index)) \
         FROM delivered_effects WHERE delivered_effects.game_id = games.id";
}

impl Backend for Postgres {
    const MIGRATIONS: &'static [(i64, &'static str, &'static str)] = POSTGRES_MIGRATIONS;
    const TABLES: &'static str = "SELECT CAST(tablename AS TEXT) FROM pg_catalog.pg_tables \
         WHERE schemaname = current_schema() ORDER BY 1";
    const NOW_MS: &'static str = "CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)";
    const FOR_SHARE: &'static str = " FOR SHARE";
    const FOR_TAKING: &'static str = " FOR UPDATE SKIP LOCKED";
    // Several queries of one read must see one moment (a game's delivered
    // effects never name an input the same read did not see).
    const SNAPSHOT: &'static str = "BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY";
    // Row locks serialize what must be: the lease check holds the lease
    // rows, and inserts meet the keys of concurrent ones.
    const BEGIN_WRITE: &'static str = "BEGIN";
    // The channel is QUEUE_CHANNEL, which listeners subscribe to.
    const NOTIFY_QUEUED: Option<&'static str> =
        Some("SELECT pg_notify('narrator_input_queue', CAST($1 AS TEXT))");
    const INPUTS_FOLDED: &'static str = "SELECT CAST(json_agg(json_build_array(seq, at_ms, input_json) \
         ORDER BY seq) AS TEXT) FROM inputs WHERE inputs.game_id = games.id";
    const DELIVERED_FOLDED: &'static str = "SELECT CAST(json_agg(json_build_array(seq, effect_index)) \
         AS TEXT) FROM delivered_effects WHERE delivered_effects.game_id = games.id";
}

/// Checks that the input read as number `expected` of a game's log has
/// that seq: the log starts at 0 and has no gaps.
fn check_seq(game: GameId, expected: u64, raw_seq: i64) -> Result<(), StoreError> {
    if u64::try_from(raw_seq) == Ok(expected) {
        return Ok(());
    }
    let detail = match expected.checked_sub(1) {
        None => format!("its inputs start at seq {raw_seq} instead of 0"),
        Some(last) => format!("its inputs jump from seq {last} to seq {raw_seq}"),
    };
    Err(StoreError::Corrupt { game, detail })
}

/// A delivered effect's key, checked to be in range.
fn effect_key(game: GameId, seq: i64, index: i64) -> Result<EffectKey, StoreError> {
    match (u64::try_from(seq), u32::try_from(index)) {
        (Ok(seq), Ok(index)) => Ok(EffectKey { seq, index }),
        _ => Err(StoreError::Corrupt {
            game,
            detail: format!("delivered effect {seq}.{index} is out of range"),
        }),
    }
}

/// A game's log as [`Backend::INPUTS_FOLDED`] folds it, checked as
/// [`Backend::input_rows`] checks rows.
fn folded_inputs(game: GameId, folded: Option<&str>) -> Result<Vec<StoredInput>, StoreError> {
    let Some(folded) = folded else {
        return Ok(Vec::new());
    };
    let rows: Vec<(i64, i64, String)> =
        serde_json::from_str(folded).map_err(|e| StoreError::Corrupt {
            game,
            detail: format!("its inputs do not read: {e}"),
        })?;
    let mut inputs = Vec::with_capacity(rows.len());
    for (expected, (raw_seq, at_ms, input_json)) in (0_u64..).zip(rows) {
        check_seq(game, expected, raw_seq)?;
        stored_json(&input_json, game, &format!("input seq {expected}"))?;
        inputs.push(StoredInput {
            seq: expected,
            input_json,
            at_ms,
        });
    }
    Ok(inputs)
}

/// A game's delivered effects as [`Backend::DELIVERED_FOLDED`] folds them.
fn folded_delivered(game: GameId, folded: Option<&str>) -> Result<BTreeSet<EffectKey>, StoreError> {
    let Some(folded) = folded else {
        return Ok(BTreeSet::new());
    };
    let keys: Vec<(i64, i64)> = serde_json::from_str(folded).map_err(|e| StoreError::Corrupt {
        game,
        detail: format!("its delivered effects do not read: {e}"),
    })?;
    keys.into_iter()
        .map(|(seq, index)| effect_key(game, seq, index))
        .collect()
}
