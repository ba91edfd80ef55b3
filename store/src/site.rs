//! Reads for the web pages (`narrator-web`): totals, a place's players
//! and its games without their logs. Written once as SQL both databases
//! take; the two arms of each `match` differ only in the pool's type.

use sqlx::Row;

use crate::backend::Backends;
use crate::{FinishedGame, GameId, Store, StoreError};

/// What the home page counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SiteTotals {
    /// Games played to an end (lobbies that closed before a game began
    /// are not counted).
    pub finished: i64,
    /// Games not finished yet (lobbies included).
    pub running: i64,
}

/// What changes when a game ends: the count of finished games and the
/// last end time. Pages that keep what they computed from all results
/// compare it to know when to compute again.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ResultsStamp {
    /// Finished games (stopped lobbies included).
    pub finished: i64,
    /// The latest end time.
    pub last_ms: Option<i64>,
}

/// A game without its log: what a list of games shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSummary {
    /// The game's id.
    pub id: GameId,
    /// Which game it is.
    pub kind: String,
    /// The engine's setup as JSON text.
    pub setup_json: String,
    /// Creation time, milliseconds since the Unix epoch.
    pub created_at_ms: i64,
    /// The result, once finished.
    pub finished: Option<FinishedGame>,
}

/// Runs one query on whichever database the store has.
macro_rules! on_reads {
    ($store:expr, |$pool:ident| $body:expr) => {
        match &$store.inner.reads {
            Backends::Sqlite($pool) => $body,
            Backends::Postgres($pool) => $body,
        }
    };
}

const TOTALS: &str = "SELECT \
     (SELECT COUNT(*) FROM games WHERE finished_at_ms IS NOT NULL AND result_json <> 'null'), \
     (SELECT COUNT(*) FROM games WHERE finished_at_ms IS NULL)";

/// `surface >= ''` holds for every row, and lets both databases read the
/// partial index of unfinished games instead of the whole table.
const RUNNING: &str = "SELECT COUNT(*) FROM games WHERE finished_at_ms IS NULL AND surface >= ''";

const RUNNING_ALL: &str = "SELECT id, surface, setup_json FROM games \
     WHERE finished_at_ms IS NULL AND surface >= '' ORDER BY surface, created_at_ms, id";

const RUNNING_ON: &str = "SELECT id, surface, setup_json FROM games \
     WHERE finished_at_ms IS NULL AND surface = $1 ORDER BY created_at_ms, id";

const FINISHED_BEFORE: &str =
    "SELECT COUNT(*) FROM games WHERE finished_at_ms IS NOT NULL AND finished_at_ms < $1";

const STAMP: &str =
    "SELECT COUNT(*), MAX(finished_at_ms) FROM games WHERE finished_at_ms IS NOT NULL";

const FINISHED_ON: &str = "SELECT id, kind, setup_json, created_at_ms, result_json, finished_at_ms \
     FROM games WHERE surface = $1 AND finished_at_ms IS NOT NULL AND result_json <> 'null' \
     ORDER BY finished_at_ms DESC, id DESC LIMIT $2";

const GAME: &str = "SELECT id, kind, setup_json, created_at_ms, result_json, finished_at_ms \
     FROM games WHERE id = $1";

impl Store {
    /// The counts the home page shows. Counting the games played to an
    /// end reads every finished game's row: a page keeps the answer.
    pub async fn site_totals(&self) -> Result<SiteTotals, StoreError> {
        let (finished, running): (i64, i64) =
            on_reads!(self, |pool| sqlx::query_as(TOTALS).fetch_one(pool).await)
                .map_err(|e| self.db(e.into()))?;
        Ok(SiteTotals { finished, running })
    }

    /// Games not finished yet (lobbies included), from the index of
    /// unfinished games alone.
    pub async fn running_count(&self) -> Result<i64, StoreError> {
        on_reads!(self, |pool| sqlx::query_scalar(RUNNING)
            .fetch_one(pool)
            .await)
        .map_err(|e| self.db(e.into()))
    }

    /// The unfinished games on `surface` (every surface: `None`) as
    /// `(id, surface, setup_json)`, oldest first (by surface first for
    /// every surface), from the index of unfinished games alone.
    pub async fn running_games(
        &self,
        surface: Option<&str>,
    ) -> Result<Vec<(GameId, String, String)>, StoreError> {
        on_reads!(self, |pool| match surface {
            Some(surface) => {
                sqlx::query_as(RUNNING_ON)
                    .bind(surface)
                    .fetch_all(pool)
                    .await
            }
            None => sqlx::query_as(RUNNING_ALL).fetch_all(pool).await,
        })
        .map_err(|e| self.db(e.into()))
    }

    /// How many games ended before `ms` (by their end times): a count
    /// that changes only when a game is stored late.
    pub async fn finished_before(&self, ms: i64) -> Result<i64, StoreError> {
        on_reads!(self, |pool| sqlx::query_scalar(FINISHED_BEFORE)
            .bind(ms)
            .fetch_one(pool)
            .await)
        .map_err(|e| self.db(e.into()))
    }

    /// The results' stamp: it changes whenever a game ends.
    pub async fn results_stamp(&self) -> Result<ResultsStamp, StoreError> {
        let (finished, last_ms): (i64, Option<i64>) =
            on_reads!(self, |pool| sqlx::query_as(STAMP).fetch_one(pool).await)
                .map_err(|e| self.db(e.into()))?;
        Ok(ResultsStamp { finished, last_ms })
    }

    /// Up to `limit` games played to an end on `surface`, most recently
    /// finished first, without their logs.
    pub async fn finished_summaries(
        &self,
        surface: &str,
        limit: u32,
    ) -> Result<Vec<GameSummary>, StoreError> {
        let rows = on_reads!(self, |pool| {
            let rows = sqlx::query(FINISHED_ON)
                .bind(surface)
                .bind(i64::from(limit))
                .fetch_all(pool)
                .await
                .map_err(StoreError::from)?;
            rows.iter().map(summary).collect::<Result<Vec<_>, _>>()
        });
        rows.map_err(|e| self.db(e))
    }

    /// One game without its log, if there is one with this id.
    pub async fn game_summary(&self, game: GameId) -> Result<Option<GameSummary>, StoreError> {
        let row = on_reads!(self, |pool| {
            let row = sqlx::query(GAME)
                .bind(game)
                .fetch_optional(pool)
                .await
                .map_err(StoreError::from)?;
            row.as_ref().map(summary).transpose()
        });
        row.map_err(|e| self.db(e))
    }
}

/// A `games` row as a summary; damage in it is corruption of that game.
fn summary<R: Row>(row: &R) -> Result<GameSummary, StoreError>
where
    for<'r> i64: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> String: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> Option<i64>: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> Option<String>: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> &'r str: sqlx::ColumnIndex<R>,
{
    let id: GameId = row.try_get("id")?;
    let corrupt = |what: &str| StoreError::Corrupt {
        game: id,
        detail: format!("{what} does not read"),
    };
    let result_json: Option<String> = row
        .try_get("result_json")
        .map_err(|_| corrupt("the result"))?;
    let finished_at_ms: Option<i64> = row
        .try_get("finished_at_ms")
        .map_err(|_| corrupt("the end time"))?;
    let finished = match (result_json, finished_at_ms) {
        (Some(result_json), Some(finished_at_ms)) => Some(FinishedGame {
            result_json,
            finished_at_ms,
        }),
        _ => None,
    };
    Ok(GameSummary {
        id,
        kind: row.try_get("kind").map_err(|_| corrupt("the kind"))?,
        setup_json: row
            .try_get("setup_json")
            .map_err(|_| corrupt("the setup"))?,
        created_at_ms: row
            .try_get("created_at_ms")
            .map_err(|_| corrupt("the creation time"))?,
        finished,
    })
}
