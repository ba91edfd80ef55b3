//! What processes sharing a database tell each other about chat events: the
//! owner's answers to relayed events, and who sits at which game (so a
//! private message reaching any process finds the writer's games).
//!
//! These are small, independent writes nobody fences or orders, so they go
//! straight to the database rather than through the group-commit writer.

use crate::backend::dispatch;
use crate::{GameId, Store, StoreError, check_json};

/// What became of a relayed event ([`Store::relay_outcome`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RelayOutcome {
    /// The owner's answer, as the JSON it stored.
    Answered(String),
    /// Still queued: the owner has not answered yet.
    Waiting,
    /// Its game was finished before anyone answered it.
    Dropped,
}

/// Answers nobody took within this long are pruned: whoever relayed the
/// event stopped waiting long before.
const ANSWER_KEPT_MS: i64 = 5 * 60 * 1000;

impl Store {
    /// Stores the owner's answer to the relayed event with queue id `id`
    /// ([`Store::relay`]), as JSON the front reads, takes the event out of
    /// its game's queue, and prunes answers nobody took.
    pub async fn answer_relay(
        &self,
        id: i64,
        answer_json: &str,
        at_ms: i64,
    ) -> Result<(), StoreError> {
        check_json(answer_json, || format!("the answer to relayed event {id}"))?;
        dispatch!(&self.inner.write_pool, |_Db, pool| {
            sqlx::query("DELETE FROM relay_answers WHERE at_ms < $1")
                .bind(at_ms - ANSWER_KEPT_MS)
                .execute(pool)
                .await?;
            sqlx::query(
                "INSERT INTO relay_answers (queue_id, answer_json, at_ms) VALUES ($1, $2, $3) \
                 ON CONFLICT (queue_id) DO NOTHING",
            )
            .bind(id)
            .bind(answer_json)
            .bind(at_ms)
            .execute(pool)
            .await?;
            // Only now: an owner that dies before this line leaves the
            // event to the game's next owner, which answers it again (a
            // second answer is ignored).
            sqlx::query("DELETE FROM input_queue WHERE id = $1 AND relayed")
                .bind(id)
                .execute(pool)
                .await
                .map(drop)
        })
        .map_err(|e| self.db(e.into()))
    }

    /// Takes the answer to the relayed event with queue id `id`, if the
    /// owner has given it; each answer is taken once.
    pub async fn take_relay_answer(&self, id: i64) -> Result<Option<String>, StoreError> {
        dispatch!(&self.inner.write_pool, |_Db, pool| {
            sqlx::query_scalar(
                "DELETE FROM relay_answers WHERE queue_id = $1 RETURNING answer_json",
            )
            .bind(id)
            .fetch_optional(pool)
            .await
        })
        .map_err(|e| self.db(e.into()))
    }

    /// What became of the relayed event with queue id `id` so far: the
    /// owner's answer (taken, as by [`Store::take_relay_answer`]), still
    /// waiting in its game's queue, or gone unanswered, which only
    /// finishing its game does ([`Store::finish_game`] empties the game's
    /// queue, and [`Store::sweep_queue`] removes what a finished game
    /// left).
    pub async fn relay_outcome(&self, id: i64) -> Result<RelayOutcome, StoreError> {
        if let Some(answer) = self.take_relay_answer(id).await? {
            return Ok(RelayOutcome::Answered(answer));
        }
        let queued: Option<i64> = dispatch!(&self.inner.write_pool, |_Db, pool| {
            sqlx::query_scalar("SELECT id FROM input_queue WHERE id = $1")
                .bind(id)
                .fetch_optional(pool)
                .await
        })
        .map_err(|e| self.db(e.into()))?;
        if queued.is_some() {
            return Ok(RelayOutcome::Waiting);
        }
        // The owner stores its answer before it removes the event, so an
        // event gone without an answer before this look has none to come.
        Ok(match self.take_relay_answer(id).await? {
            Some(answer) => RelayOutcome::Answered(answer),
            None => RelayOutcome::Dropped,
        })
    }

    /// Removes the queued inputs and relayed events of finished games
    /// (finishing a game empties its queue, but a database written by an
    /// older version may hold some); answers how many went. Run now and
    /// then by every process that shares the database.
    pub async fn sweep_queue(&self) -> Result<u64, StoreError> {
        dispatch!(&self.inner.write_pool, |_Db, pool| {
            sqlx::query(
                "DELETE FROM input_queue WHERE EXISTS (SELECT 1 FROM games g \
                 WHERE g.id = input_queue.game_id AND g.finished_at_ms IS NOT NULL)",
            )
            .execute(pool)
            .await
            .map(|done| done.rows_affected())
        })
        .map_err(|e| self.db(e.into()))
    }

    /// Records that `players` sit at (or watch) `game`; already recorded
    /// ones are left alone. Refuses an unknown game.
    pub async fn note_people(&self, game: GameId, players: &[String]) -> Result<(), StoreError> {
        if players.is_empty() {
            return Ok(());
        }
        dispatch!(&self.inner.write_pool, |Db, pool| {
            let mut query =
                sqlx::QueryBuilder::<Db>::new("INSERT INTO game_people (player_id, game_id) ");
            query.push_values(players, |mut row, player| {
                row.push_bind(player.as_str()).push_bind(game);
            });
            query.push(" ON CONFLICT (player_id, game_id) DO NOTHING");
            query.build().execute(pool).await.map(drop)
        })
        .map_err(|e| self.db(e.into()))
    }

    /// The unfinished games `player` was recorded at ([`Store::note_people`]),
    /// oldest first.
    pub async fn unfinished_games_of(&self, player: &str) -> Result<Vec<GameId>, StoreError> {
        dispatch!(&self.inner.reads, |_Db, pool| {
            sqlx::query_scalar(
                "SELECT p.game_id FROM game_people p JOIN games g ON g.id = p.game_id \
                 WHERE p.player_id = $1 AND g.finished_at_ms IS NULL ORDER BY p.game_id",
            )
            .bind(player)
            .fetch_all(pool)
            .await
        })
        .map_err(|e| self.db(e.into()))
    }
}
