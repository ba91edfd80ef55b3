//! The store's reads and the writer's lookups, each query once for both
//! databases: the [`Backend`] trait, with the few words each database
//! sets.

use std::collections::{BTreeSet, HashMap};
use std::future::Future;

use sqlx::{
    AssertSqlSafe, ColumnIndex, Database, Decode, Encode, Executor, IntoArguments, Pool, Postgres,
    QueryBuilder, Row, Sqlite, Type,
};

use super::BIRTH_MS;
use crate::{
    Controller, EffectKey, Epoch, FinishedGame, GameId, Lease, NewGame, PlayerResult, ResultFilter,
    SeatResult, StoreError, StoredGame, StoredInput, Unfinished, stored_json,
};

/// A database narrator stores its games in. See the module's doc.
pub(crate) trait Backend: Database
where
    for<'c> &'c mut Self::Connection: Executor<'c, Database = Self>,
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
                mode: Self::column(row, "mode", game, place)?,
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
                "SELECT r.game_id, r.seat, r.player, r.name, r.kind, r.preset, r.mode, r.role, r.team, \
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
            if let Some(mode) = &filter.mode {
                query.push(" AND r.mode = ").push_bind(mode.clone());
            }
            if filter.in_a_mode {
                query.push(" AND r.mode IS NOT NULL");
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
}

impl Backend for Sqlite {
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
