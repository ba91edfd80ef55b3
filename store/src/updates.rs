//! Updates a platform pushes (Telegram's webhook) that a process answered
//! but has not handled yet. Telegram sends an update until it is answered
//! 200 and never again after, so the answer waits until the update is
//! kept here ([`Store::keep_update`], in the transaction that records its
//! sighting), and the row goes once the update is handled
//! ([`Store::update_handled`]). The process handling an update holds it
//! for a while and renews its hold while it runs; the updates of a process
//! that died are taken over by another once their hold expires, or by the
//! process itself at its next start when it is alone on the database
//! ([`Store::adopt_updates`]).
//!
//! The rows also tell a process that an earlier update of the same chat is
//! still being handled elsewhere ([`Store::earlier_update_pending`]), so it
//! can wait for it: one chat's updates then take effect in the order the
//! platform numbered them, whichever processes they reached.
//!
//! Like the relay's writes these are small and independent, so (but for
//! the first write, which goes with the sighting) they go straight to the
//! database rather than through the group-commit writer.

use std::time::Duration;

use crate::backend::{Backend, dispatch};
use crate::writer::Op;
use crate::{Store, StoreError, ms};
use std::sync::atomic::Ordering;

/// What is kept of an update until it is handled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptUpdate {
    /// The chat it came from ('' for none), to keep one chat's order.
    pub chat: String,
    /// The update as it came, to handle it again from.
    pub body: String,
    /// The process handling it.
    pub holder: String,
    /// How long its hold lasts unless renewed, in milliseconds.
    pub hold_ms: i64,
}

/// An update taken over from a process that stopped before handling it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingUpdate {
    /// Its id.
    pub id: i64,
    /// The update as it came.
    pub body: String,
}

impl Store {
    /// [`Store::first_sighting`] of update `id` in `scope`, which also
    /// keeps `kept` until the update is handled when this call is the first
    /// to see it (in the same transaction: an update is never seen without
    /// being kept). Durable when it returns, so the update may be answered.
    pub async fn keep_update(
        &self,
        scope: &str,
        id: i64,
        at_ms: i64,
        kept: KeptUpdate,
    ) -> Result<bool, StoreError> {
        self.sight(scope, id, at_ms, Some(Box::new(kept))).await
    }

    pub(crate) async fn sight(
        &self,
        scope: &str,
        id: i64,
        at_ms: i64,
        keep: Option<Box<KeptUpdate>>,
    ) -> Result<bool, StoreError> {
        let request = self.inner.sightings.fetch_add(1, Ordering::Relaxed);
        let by = format!("{}-{request}", self.inner.sighter);
        let scope = scope.to_owned();
        self.write(|reply| Op::Sight {
            scope,
            id,
            at_ms,
            by,
            keep,
            reply,
        })
        .await
    }

    /// Forgets the kept update `id` of `scope`: it has been handled.
    pub async fn update_handled(&self, scope: &str, id: i64) -> Result<(), StoreError> {
        self.updates_handled(scope, &[id]).await
    }

    /// Forgets the kept updates `ids` of `scope`, in one statement (a
    /// process handling many updates at once forgets them together).
    pub async fn updates_handled(&self, scope: &str, ids: &[i64]) -> Result<(), StoreError> {
        if ids.is_empty() {
            return Ok(());
        }
        dispatch!(&self.inner.write_pool, |Db, pool| {
            let mut query =
                sqlx::QueryBuilder::<Db>::new("DELETE FROM pending_updates WHERE scope = ");
            query.push_bind(scope).push(" AND update_id IN (");
            let mut list = query.separated(", ");
            for id in ids {
                list.push_bind(*id);
            }
            query.push(")");
            query.build().execute(pool).await.map(drop)
        })
        .map_err(|e| self.db(e.into()))
    }

    /// Renews `holder`'s hold on its kept updates of `scope` for `hold`
    /// from now (by the database's clock); answers how many it holds.
    pub async fn renew_updates(
        &self,
        scope: &str,
        holder: &str,
        hold: Duration,
    ) -> Result<u64, StoreError> {
        dispatch!(&self.inner.write_pool, |Db, pool| {
            let sql = format!(
                "UPDATE pending_updates SET held_until_ms = {} + $1 \
                 WHERE scope = $2 AND held_by = $3",
                <Db as Backend>::NOW_MS
            );
            sqlx::query(sqlx::AssertSqlSafe(sql))
                .bind(ms(hold))
                .bind(scope)
                .bind(holder)
                .execute(pool)
                .await
                .map(|done| done.rows_affected())
        })
        .map_err(|e| self.db(e.into()))
    }

    /// Takes over for `holder`, for `hold`, the kept updates of `scope`
    /// whose hold expired (their process stopped before handling them),
    /// or every one when `all` (a process alone on its database, at its
    /// start: whatever is kept was left by its previous run); answers
    /// them in id order. Of processes asking at once, each update goes to
    /// one.
    pub async fn adopt_updates(
        &self,
        scope: &str,
        holder: &str,
        hold: Duration,
        all: bool,
    ) -> Result<Vec<PendingUpdate>, StoreError> {
        let mut adopted: Vec<(i64, String)> = dispatch!(&self.inner.write_pool, |Db, pool| {
            let now = <Db as Backend>::NOW_MS;
            let sql = format!(
                "UPDATE pending_updates SET held_by = $1, held_until_ms = {now} + $2 \
                 WHERE scope = $3 AND ($4 OR held_until_ms < {now}) \
                 RETURNING update_id, body"
            );
            sqlx::query_as(sqlx::AssertSqlSafe(sql))
                .bind(holder)
                .bind(ms(hold))
                .bind(scope)
                .bind(all)
                .fetch_all(pool)
                .await
        })
        .map_err(|e| self.db(e.into()))?;
        adopted.sort_unstable_by_key(|(id, _)| *id);
        Ok(adopted
            .into_iter()
            .map(|(id, body)| PendingUpdate { id, body })
            .collect())
    }

    /// Whether an update of `chat` in `scope` older than `id` is kept by a
    /// process other than `holder`: it is still being handled there (or
    /// waits to be taken over), and `id` should wait for it.
    pub async fn earlier_update_pending(
        &self,
        scope: &str,
        chat: &str,
        id: i64,
        holder: &str,
    ) -> Result<bool, StoreError> {
        let found: Option<i64> = dispatch!(&self.inner.write_pool, |_Db, pool| {
            sqlx::query_scalar(
                "SELECT update_id FROM pending_updates \
                 WHERE scope = $1 AND chat = $2 AND update_id < $3 AND held_by <> $4 LIMIT 1",
            )
            .bind(scope)
            .bind(chat)
            .bind(id)
            .bind(holder)
            .fetch_optional(pool)
            .await
        })
        .map_err(|e| self.db(e.into()))?;
        Ok(found.is_some())
    }
}
