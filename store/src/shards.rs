//! Leases on gateway shards (Discord's): which process runs which shard
//! when several share the database. A process claims the shards it was
//! configured for, renews their leases while it runs them, and takes over
//! the shards whose lease expired (their process died), so every server
//! keeps reaching the bot. A process that finds a shard of its range held
//! by another marks it wanted; the holder stops it and hands it over, so a
//! restarted process gets its shards back.
//!
//! Like the relay's writes these are small and independent, fenced by
//! their own conditions, so they go straight to the database rather than
//! through the group-commit writer.

use std::time::Duration;

use crate::backend::{Backend, dispatch};
use crate::{Store, StoreError, ms};

/// A set of shards: whose they are and how many there are. Shard 1 of 4 is
/// not shard 1 of 8, so leases of another total are left alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardSet<'a> {
    /// Whose shards, e.g. `discord`.
    pub scope: &'a str,
    /// The shard count.
    pub total: u32,
}

impl Store {
    /// Claims the leases of `shards` for `owner` for `ttl`: each one nobody
    /// holds, whose lease expired, or that `owner` holds already. Answers
    /// the shards `owner` holds now of those, ascending.
    pub async fn claim_shards(
        &self,
        set: ShardSet<'_>,
        shards: &[u32],
        owner: &str,
        ttl: Duration,
    ) -> Result<Vec<u32>, StoreError> {
        let ttl = ms(ttl);
        let mut held = Vec::new();
        for &shard in shards {
            let claimed: Option<i64> = dispatch!(&self.inner.write_pool, |Db, pool| {
                let now = <Db as Backend>::NOW_MS;
                let sql = format!(
                    "INSERT INTO shard_leases (scope, total, shard, owner, expires_at_ms) \
                     VALUES ($1, $2, $3, $4, {now} + $5) \
                     ON CONFLICT (scope, total, shard) DO UPDATE \
                     SET owner = excluded.owner, expires_at_ms = excluded.expires_at_ms, \
                     wanted_by = NULL \
                     WHERE shard_leases.owner = excluded.owner \
                     OR shard_leases.expires_at_ms < {now} \
                     RETURNING shard"
                );
                sqlx::query_scalar(sqlx::AssertSqlSafe(sql))
                    .bind(set.scope)
                    .bind(i64::from(set.total))
                    .bind(i64::from(shard))
                    .bind(owner)
                    .bind(ttl)
                    .fetch_optional(pool)
                    .await
            })
            .map_err(|e| self.db(e.into()))?;
            if claimed.is_some() {
                held.push(shard);
            }
        }
        held.sort_unstable();
        Ok(held)
    }

    /// Marks `shards` wanted by `owner` where another process holds them:
    /// their holder hands them over ([`Store::shards_wanted_from`]). What a
    /// process configured for those shards does when it finds them taken
    /// (it was down, and another process took them over meanwhile).
    pub async fn want_shards(
        &self,
        set: ShardSet<'_>,
        shards: &[u32],
        owner: &str,
    ) -> Result<(), StoreError> {
        for &shard in shards {
            dispatch!(&self.inner.write_pool, |_Db, pool| {
                sqlx::query(
                    "UPDATE shard_leases SET wanted_by = $4 \
                     WHERE scope = $1 AND total = $2 AND shard = $3 AND owner <> $4",
                )
                .bind(set.scope)
                .bind(i64::from(set.total))
                .bind(i64::from(shard))
                .bind(owner)
                .execute(pool)
                .await
                .map(drop)
            })
            .map_err(|e| self.db(e.into()))?;
        }
        Ok(())
    }

    /// Renews for `ttl` every shard lease `owner` holds (an expired one
    /// nobody took is still its own) and takes over every expired one;
    /// answers the shards `owner` holds now, ascending. What a process
    /// does every few seconds: a shard missing from the answer was taken
    /// by another process and must stop here.
    pub async fn keep_shards(
        &self,
        set: ShardSet<'_>,
        owner: &str,
        ttl: Duration,
    ) -> Result<Vec<u32>, StoreError> {
        let held: Vec<i64> = dispatch!(&self.inner.write_pool, |Db, pool| {
            let now = <Db as Backend>::NOW_MS;
            let sql = format!(
                "UPDATE shard_leases SET owner = $3, expires_at_ms = {now} + $4, \
                 wanted_by = CASE WHEN wanted_by = $3 THEN NULL ELSE wanted_by END \
                 WHERE scope = $1 AND total = $2 \
                 AND (owner = $3 OR expires_at_ms < {now}) \
                 RETURNING shard"
            );
            sqlx::query_scalar(sqlx::AssertSqlSafe(sql))
                .bind(set.scope)
                .bind(i64::from(set.total))
                .bind(owner)
                .bind(ms(ttl))
                .fetch_all(pool)
                .await
        })
        .map_err(|e| self.db(e.into()))?;
        let mut held: Vec<u32> = held
            .into_iter()
            .filter_map(|s| u32::try_from(s).ok())
            .collect();
        held.sort_unstable();
        Ok(held)
    }

    /// The shards `owner` holds that another process wants
    /// ([`Store::want_shards`]), with who wants each, ascending.
    pub async fn shards_wanted_from(
        &self,
        set: ShardSet<'_>,
        owner: &str,
    ) -> Result<Vec<(u32, String)>, StoreError> {
        let wanted: Vec<(i64, String)> = dispatch!(&self.inner.reads, |_Db, pool| {
            sqlx::query_as(
                "SELECT shard, wanted_by FROM shard_leases \
                 WHERE scope = $1 AND total = $2 AND owner = $3 \
                 AND wanted_by IS NOT NULL AND wanted_by <> $3 ORDER BY shard",
            )
            .bind(set.scope)
            .bind(i64::from(set.total))
            .bind(owner)
            .fetch_all(pool)
            .await
        })
        .map_err(|e| self.db(e.into()))?;
        Ok(wanted
            .into_iter()
            .filter_map(|(s, by)| Some((u32::try_from(s).ok()?, by)))
            .collect())
    }

    /// Hands `shard`'s lease from `owner` to `to`, which wanted it, for
    /// `ttl`; `to` starts the shard when it next keeps its shards. Answers
    /// whether the lease went over (`owner` still held it and `to` still
    /// wanted it). The caller stops the shard first, so that no two
    /// processes run it at once.
    pub async fn hand_over_shard(
        &self,
        set: ShardSet<'_>,
        shard: u32,
        owner: &str,
        to: &str,
        ttl: Duration,
    ) -> Result<bool, StoreError> {
        let moved = dispatch!(&self.inner.write_pool, |Db, pool| {
            let now = <Db as Backend>::NOW_MS;
            let sql = format!(
                "UPDATE shard_leases SET owner = $5, wanted_by = NULL, \
                 expires_at_ms = {now} + $6 \
                 WHERE scope = $1 AND total = $2 AND shard = $3 AND owner = $4 \
                 AND wanted_by = $5"
            );
            sqlx::query(sqlx::AssertSqlSafe(sql))
                .bind(set.scope)
                .bind(i64::from(set.total))
                .bind(i64::from(shard))
                .bind(owner)
                .bind(to)
                .bind(ms(ttl))
                .execute(pool)
                .await
                .map(|done| done.rows_affected() == 1)
        })
        .map_err(|e| self.db(e.into()))?;
        Ok(moved)
    }

    /// Gives up every shard lease `owner` holds, so other processes take
    /// the shards over at once (a process stopping cleanly).
    pub async fn release_shards(&self, set: ShardSet<'_>, owner: &str) -> Result<(), StoreError> {
        dispatch!(&self.inner.write_pool, |_Db, pool| {
            sqlx::query(
                "UPDATE shard_leases SET expires_at_ms = 0 \
                 WHERE scope = $1 AND total = $2 AND owner = $3",
            )
            .bind(set.scope)
            .bind(i64::from(set.total))
            .bind(owner)
            .execute(pool)
            .await
            .map(drop)
        })
        .map_err(|e| self.db(e.into()))
    }
}
