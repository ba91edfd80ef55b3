//! The writer's batches: [`Execute::write`] runs a batch's statements in
//! one transaction (or alone, in autocommit mode), and each kind of
//! statement has a function of its own.

use std::future::Future;

use sqlx::{
    AssertSqlSafe, ColumnIndex, Connection, Decode, Encode, Executor, IntoArguments, Postgres,
    QueryBuilder, Sqlite, Type,
};

use super::{BIRTH_MS, Backend};
use crate::statement::{Answer, Failure, Statement};
use crate::{
    EffectKey, Epoch, GameId, KeptUpdate, Lease, NewGame, QueuedInput, SeatResult, StoreError,
    StoredInput,
};

/// What writes the writer's batches. The bounds are [`Backend`]'s, which
/// a subtrait must state again (see the module `backend`'s doc).
pub(crate) trait Execute: Backend
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

    /// Runs one statement of a batch, putting its answer (if its kind has
    /// one) at its request's index in `answers`.
    fn execute<'a>(
        conn: &'a mut Self::Connection,
        statement: &'a Statement<'a>,
        answers: &'a mut [Answer],
    ) -> impl Future<Output = Result<(), StoreError>> + Send + 'a {
        async move {
            match *statement {
                Statement::Create { op, game } => {
                    answers[op] = Answer::Id(Self::create_game(conn, game).await?);
                }
                Statement::Fence(fences) => Self::check_fences(conn, fences).await?,
                Statement::Inputs(rows) => Self::insert_inputs(conn, rows).await?,
                Statement::Delivered(rows) => Self::insert_delivered(conn, rows).await?,
                Statement::Finish {
                    game,
                    result_json,
                    finished_at_ms,
                } => Self::finish_game(conn, game, result_json, finished_at_ms).await?,
                Statement::Results {
                    game,
                    finished_at_ms,
                    players,
                } => Self::insert_results(conn, game, finished_at_ms, players).await?,
                Statement::Setting {
                    scope,
                    key,
                    value,
                    replace,
                } => {
                    Self::put_setting(conn, scope, key, value, replace).await?;
                }
                Statement::Acquire {
                    op,
                    game,
                    owner,
                    ttl_ms,
                } => {
                    answers[op] =
                        Answer::Lease(Self::acquire_lease(conn, game, owner, ttl_ms).await?);
                }
                Statement::Claim {
                    op,
                    prefix,
                    owner,
                    ttl_ms,
                } => {
                    answers[op] =
                        Answer::Leases(Self::claim_leases(conn, prefix, owner, ttl_ms).await?);
                }
                Statement::Renew {
                    op,
                    game,
                    owner,
                    epoch,
                    ttl_ms,
                } => {
                    answers[op] =
                        Answer::Lease(Self::renew_lease(conn, game, owner, epoch, ttl_ms).await?);
                }
                Statement::Release {
                    op,
                    game,
                    owner,
                    epoch,
                } => {
                    answers[op] =
                        Answer::Released(Self::release_lease(conn, game, owner, epoch).await?);
                }
                Statement::Enqueue {
                    op,
                    game,
                    input_json,
                    at_ms,
                    relayed,
                } => {
                    answers[op] = Self::enqueue(conn, game, input_json, at_ms, relayed).await?;
                }
                Statement::Sight {
                    op,
                    scope,
                    id,
                    at_ms,
                    by,
                    keep,
                } => {
                    answers[op] =
                        Answer::Sighted(Self::sight(conn, scope, id, at_ms, by, keep).await?);
                }
                Statement::ForgetSightings { before_ms } => {
                    Self::forget_sightings(conn, before_ms).await?;
                }
                Statement::Take {
                    op,
                    game,
                    epoch,
                    done,
                } => {
                    answers[op] = Answer::Taken(Self::take_queued(conn, game, epoch, done).await?);
                }
            }
            Ok(())
        }
    }

    /// [`Statement::Create`]: the new game's id.
    fn create_game<'a>(
        conn: &'a mut Self::Connection,
        game: &'a NewGame,
    ) -> impl Future<Output = Result<GameId, StoreError>> + Send + 'a {
        async move {
            Ok(sqlx::query_scalar(
                "INSERT INTO games (kind, surface, setup_json, created_at_ms) \
                 VALUES ($1, $2, $3, $4) RETURNING id",
            )
            .bind(game.kind.as_str())
            .bind(game.surface.as_str())
            .bind(game.setup_json.as_str())
            .bind(game.created_at_ms)
            .fetch_one(&mut *conn)
            .await?)
        }
    }

    /// [`Statement::Fence`]: fails unless every game's lease still has its
    /// epoch.
    fn check_fences<'a>(
        conn: &'a mut Self::Connection,
        fences: &'a [(GameId, Epoch)],
    ) -> impl Future<Output = Result<(), StoreError>> + Send + 'a {
        async move {
            let games: Vec<GameId> = fences.iter().map(|(game, _)| *game).collect();
            let held = Self::held_epochs(conn, &games, true).await?;
            if let Some(&(game, epoch)) = fences
                .iter()
                .find(|(game, epoch)| held.get(game) != Some(epoch))
            {
                // Taken over since the batch was checked: the writer
                // retries each request alone and refuses this one then.
                return Err(StoreError::LeaseLost { game, epoch });
            }
            Ok(())
        }
    }

    /// [`Statement::Inputs`].
    fn insert_inputs<'a>(
        conn: &'a mut Self::Connection,
        rows: &'a [(GameId, &'a StoredInput)],
    ) -> impl Future<Output = Result<(), StoreError>> + Send + 'a {
        async move {
            let mut query =
                QueryBuilder::<Self>::new("INSERT INTO inputs (game_id, seq, input_json, at_ms) ");
            query.push_values(rows.iter(), |mut row, (game, input)| {
                // Store::append_input refused seqs beyond i64::MAX.
                row.push_bind(*game)
                    .push_bind(input.seq as i64)
                    .push_bind(input.input_json.as_str())
                    .push_bind(input.at_ms);
            });
            query.build().execute(&mut *conn).await?;
            Ok(())
        }
    }

    /// [`Statement::Delivered`].
    fn insert_delivered<'a>(
        conn: &'a mut Self::Connection,
        rows: &'a [(GameId, EffectKey)],
    ) -> impl Future<Output = Result<(), StoreError>> + Send + 'a {
        async move {
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
            Ok(())
        }
    }

    /// [`Statement::Finish`]: fails if the game was finished already.
    fn finish_game<'a>(
        conn: &'a mut Self::Connection,
        game: GameId,
        result_json: &'a str,
        finished_at_ms: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send + 'a {
        async move {
            let finished: Option<GameId> = sqlx::query_scalar(
                "UPDATE games SET result_json = $1, finished_at_ms = $2 \
                 WHERE id = $3 AND finished_at_ms IS NULL RETURNING id",
            )
            .bind(result_json)
            .bind(finished_at_ms)
            .bind(game)
            .fetch_optional(&mut *conn)
            .await?;
            if finished.is_none() {
                // Another process finished it after the writer looked: the
                // first result stays.
                return Err(StoreError::GameFinished(game));
            }
            // Nobody takes a finished game's queue any more: what is still
            // in it goes, and whoever relayed an event there hears that the
            // game is over (`Store::take_relay_outcome`).
            sqlx::query("DELETE FROM input_queue WHERE game_id = $1")
                .bind(game)
                .execute(&mut *conn)
                .await?;
            Ok(())
        }
    }

    /// [`Statement::Results`].
    fn insert_results<'a>(
        conn: &'a mut Self::Connection,
        game: GameId,
        finished_at_ms: i64,
        players: &'a [SeatResult],
    ) -> impl Future<Output = Result<(), StoreError>> + Send + 'a {
        async move {
            let mut query = QueryBuilder::<Self>::new(
                "INSERT INTO player_results (game_id, seat, player, name, kind, preset, mode, \
                 role, team, won, survived, died_phase, afk, controller, place, \
                 finished_at_ms) ",
            );
            query.push_values(players.iter(), |mut row, p| {
                row.push_bind(game)
                    .push_bind(i64::from(p.seat))
                    .push_bind(p.player.as_str())
                    .push_bind(p.name.as_str())
                    .push_bind(p.kind.as_str())
                    .push_bind(p.preset.as_str())
                    // No mode is NULL; bound as '' because the backends'
                    // bounds carry no optional text (a mode has a name).
                    .push_unseparated(", NULLIF(")
                    .push_bind_unseparated(p.mode.as_deref().unwrap_or(""))
                    .push_unseparated(", '')")
                    .push_bind(p.role.as_str())
                    .push_bind(p.team.as_str())
                    .push_bind(p.won)
                    .push_bind(p.survived)
                    .push_bind(p.died_phase.map(i64::from))
                    .push_bind(p.afk)
                    .push_bind(p.controller.as_str())
                    .push_unseparated(", (SELECT surface FROM games WHERE id = ")
                    .push_bind_unseparated(game)
                    .push_unseparated(")")
                    .push_bind(finished_at_ms);
            });
            // Idempotent: a result recorded again adds nothing.
            query.push(" ON CONFLICT DO NOTHING");
            query.build().execute(&mut *conn).await?;
            Ok(())
        }
    }

    /// [`Statement::Setting`].
    fn put_setting<'a>(
        conn: &'a mut Self::Connection,
        scope: &'a str,
        key: &'a str,
        value: &'a str,
        replace: bool,
    ) -> impl Future<Output = Result<(), StoreError>> + Send + 'a {
        async move {
            sqlx::query(if replace {
                "INSERT INTO settings (scope, key, value) VALUES ($1, $2, $3) \
                 ON CONFLICT (scope, key) DO UPDATE SET value = excluded.value"
            } else {
                "INSERT INTO settings (scope, key, value) VALUES ($1, $2, $3) \
                 ON CONFLICT (scope, key) DO NOTHING"
            })
            .bind(scope)
            .bind(key)
            .bind(value)
            .execute(&mut *conn)
            .await?;
            Ok(())
        }
    }

    /// [`Statement::Acquire`]: the lease, if it was free or expired.
    fn acquire_lease<'a>(
        conn: &'a mut Self::Connection,
        game: GameId,
        owner: &'a str,
        ttl_ms: i64,
    ) -> impl Future<Output = Result<Option<Lease>, StoreError>> + Send + 'a {
        async move {
            // One statement, so taking a free or expired lease and bumping
            // its epoch cannot interleave with another process doing the
            // same: the row's lock decides.
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
                .bind(game)
                .bind(owner)
                .bind(ttl_ms)
                .fetch_optional(&mut *conn)
                .await?;
            Ok(taken.map(|(epoch, expires_at_ms)| Lease {
                game,
                owner: owner.to_owned(),
                epoch,
                expires_at_ms,
            }))
        }
    }

    /// [`Statement::Claim`]: the leases taken, in game order.
    fn claim_leases<'a>(
        conn: &'a mut Self::Connection,
        prefix: &'a str,
        owner: &'a str,
        ttl_ms: i64,
    ) -> impl Future<Output = Result<Vec<Lease>, StoreError>> + Send + 'a {
        async move {
            // Acquire's statement for every unfinished game of the prefix
            // at once, in id order (so two processes claiming together lock
            // rows in the same order). A game never leased is left to its
            // creator until it is BIRTH_MS old (see
            // `games_with_expired_leases`).
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
                .bind(prefix)
                .bind(owner)
                .bind(ttl_ms)
                .fetch_all(&mut *conn)
                .await?;
            let mut leases: Vec<Lease> = taken
                .into_iter()
                .map(|(game, epoch, expires_at_ms)| Lease {
                    game,
                    owner: owner.to_owned(),
                    epoch,
                    expires_at_ms,
                })
                .collect();
            // RETURNING promises no order.
            leases.sort_unstable_by_key(|lease| lease.game);
            Ok(leases)
        }
    }

    /// [`Statement::Renew`]: the lease renewed, unless another process
    /// took it.
    fn renew_lease<'a>(
        conn: &'a mut Self::Connection,
        game: GameId,
        owner: &'a str,
        epoch: Epoch,
        ttl_ms: i64,
    ) -> impl Future<Output = Result<Option<Lease>, StoreError>> + Send + 'a {
        async move {
            // Still renewable once expired, as long as nobody took it: the
            // epoch, not the clock, fences writers.
            let sql = format!(
                "UPDATE game_leases SET expires_at_ms = {} + $1 \
                 WHERE game_id = $2 AND owner = $3 AND epoch = $4 RETURNING expires_at_ms",
                Self::NOW_MS
            );
            let renewed: Option<i64> = sqlx::query_scalar(AssertSqlSafe(sql))
                .bind(ttl_ms)
                .bind(game)
                .bind(owner)
                .bind(epoch)
                .fetch_optional(&mut *conn)
                .await?;
            Ok(renewed.map(|expires_at_ms| Lease {
                game,
                owner: owner.to_owned(),
                epoch,
                expires_at_ms,
            }))
        }
    }

    /// [`Statement::Release`]: whether the lease was still held.
    fn release_lease<'a>(
        conn: &'a mut Self::Connection,
        game: GameId,
        owner: &'a str,
        epoch: Epoch,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send + 'a {
        async move {
            // The epoch moves on, so a write still carrying the old one is
            // refused even before anyone takes the game.
            let released: Option<Epoch> = sqlx::query_scalar(
                "UPDATE game_leases SET owner = NULL, epoch = epoch + 1, \
                 expires_at_ms = 0 \
                 WHERE game_id = $1 AND owner = $2 AND epoch = $3 RETURNING epoch",
            )
            .bind(game)
            .bind(owner)
            .bind(epoch)
            .fetch_optional(&mut *conn)
            .await?;
            Ok(released.is_some())
        }
    }

    /// [`Statement::Enqueue`]: the queued input's id, or a refusal (an
    /// unknown or finished game) that writes nothing.
    fn enqueue<'a>(
        conn: &'a mut Self::Connection,
        game: GameId,
        input_json: &'a str,
        at_ms: i64,
        relayed: bool,
    ) -> impl Future<Output = Result<Answer, StoreError>> + Send + 'a {
        async move {
            // Asked of the database, not the writer's cache: another
            // process may have finished the game. The row stays as read
            // until this commits, so a game being finished meanwhile is
            // finished after the input is queued, and finishing removes it
            // with the rest.
            let sql = format!(
                "SELECT finished_at_ms IS NOT NULL FROM games WHERE id = $1{}",
                Self::FOR_SHARE
            );
            let finished: Option<bool> = sqlx::query_scalar(AssertSqlSafe(sql))
                .bind(game)
                .fetch_optional(&mut *conn)
                .await?;
            match finished {
                None => return Ok(Answer::Refused(StoreError::UnknownGame(game))),
                Some(true) => return Ok(Answer::Refused(StoreError::GameFinished(game))),
                Some(false) => {}
            }
            let id: i64 = sqlx::query_scalar(
                "INSERT INTO input_queue (game_id, input_json, at_ms, relayed) \
                 VALUES ($1, $2, $3, $4) RETURNING id",
            )
            .bind(game)
            .bind(input_json)
            .bind(at_ms)
            .bind(relayed)
            .fetch_one(&mut *conn)
            .await?;
            if let Some(notify) = Self::NOTIFY_QUEUED {
                // Sent when the transaction commits, never before.
                sqlx::query(notify).bind(game).execute(&mut *conn).await?;
            }
            Ok(Answer::Queued(id))
        }
    }

    /// [`Statement::Sight`]: whether this request was the first to see the
    /// update.
    fn sight<'a>(
        conn: &'a mut Self::Connection,
        scope: &'a str,
        id: i64,
        at_ms: i64,
        by: &'a str,
        keep: Option<&'a KeptUpdate>,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send + 'a {
        async move {
            // A row inserted first by another process (or by an earlier
            // request of this batch) wins: nothing is returned then.
            let inserted: Option<i64> = sqlx::query_scalar(
                "INSERT INTO seen_updates (scope, update_id, seen_at_ms, seen_by) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING update_id",
            )
            .bind(scope)
            .bind(id)
            .bind(at_ms)
            .bind(by)
            .fetch_optional(&mut *conn)
            .await?;
            if let (Some(_), Some(kept)) = (inserted, keep) {
                // In the same transaction: a process that saw the update
                // first also holds it until it is handled.
                let sql = format!(
                    "INSERT INTO pending_updates \
                     (scope, update_id, chat, body, held_by, held_until_ms) \
                     VALUES ($1, $2, $3, $4, $5, {} + $6)",
                    Self::NOW_MS
                );
                sqlx::query(AssertSqlSafe(sql))
                    .bind(scope)
                    .bind(id)
                    .bind(kept.chat.as_str())
                    .bind(kept.body.as_str())
                    .bind(kept.holder.as_str())
                    .bind(kept.hold_ms)
                    .execute(&mut *conn)
                    .await?;
            }
            Ok(inserted.is_some())
        }
    }

    /// [`Statement::ForgetSightings`].
    fn forget_sightings(
        conn: &mut Self::Connection,
        before_ms: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send + '_ {
        async move {
            sqlx::query("DELETE FROM seen_updates WHERE seen_at_ms < $1")
                .bind(before_ms)
                .execute(&mut *conn)
                .await?;
            Ok(())
        }
    }

    /// [`Statement::Take`]: the game's queued inputs after `done` and the
    /// relayed events this owner has not taken yet, in arrival order.
    fn take_queued(
        conn: &mut Self::Connection,
        game: GameId,
        epoch: Epoch,
        done: i64,
    ) -> impl Future<Output = Result<Vec<QueuedInput>, StoreError>> + Send + '_ {
        async move {
            // The owner's log holds the inputs up to `done`.
            let sql = format!(
                "DELETE FROM input_queue WHERE id IN \
                 (SELECT id FROM input_queue WHERE game_id = $1 AND NOT relayed \
                 AND id <= $2 ORDER BY id{})",
                Self::FOR_TAKING
            );
            sqlx::query(AssertSqlSafe(sql))
                .bind(game)
                .bind(done)
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
                .bind(game)
                .bind(epoch)
                .fetch_all(&mut *conn)
                .await?;
            let mut rows: Vec<(i64, String, i64, bool)> = sqlx::query_as(
                "SELECT id, input_json, at_ms, relayed FROM input_queue \
                 WHERE game_id = $1 AND NOT relayed AND id > $2 ORDER BY id",
            )
            .bind(game)
            .bind(done)
            .fetch_all(&mut *conn)
            .await?;
            rows.extend(relayed);
            let mut taken: Vec<QueuedInput> = rows
                .into_iter()
                .map(|(id, input_json, at_ms, relayed)| QueuedInput {
                    id,
                    game,
                    input_json,
                    at_ms,
                    relayed,
                })
                .collect();
            // RETURNING promises no order.
            taken.sort_unstable_by_key(|queued| queued.id);
            Ok(taken)
        }
    }
}

impl Execute for Sqlite {}

impl Execute for Postgres {}
