//! Which gateway shards this process runs when several processes share the
//! database. Each shard is run by the process holding its lease
//! ([`narrator_store::Store::claim_shards`]). A process claims the shards
//! it was configured for, renews their leases a few times per lease's
//! life, and starts the shards whose lease ran out elsewhere: when a
//! process dies, its servers (and, for shard 0, every direct message)
//! reach the bot again within a lease's life and a few seconds. A process
//! that comes back finds its shards taken and marks them wanted; their
//! holder stops them and hands them over.
//!
//! serenity's shard manager starts one shard at a time, five seconds apart
//! (Discord's limit between IDENTIFYs), and waits up to five seconds for
//! a shard that was not running to stop before it starts it: a takeover
//! takes that long on top of the lease.

use narrator_runtime::{Ownership, Store};
use narrator_store::ShardSet;
use serenity::all::{ShardId, ShardManager};
use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

/// Whose shards these are in the lease table.
const SCOPE: &str = "discord";

/// The close code a shard handed to another process stops with: a normal
/// closure, which ends its session.
const STOPPED: u16 = 1000;

/// The shards of one process when processes share the database.
#[derive(Clone)]
pub(crate) struct ShardKeeper {
    store: Store,
    ownership: Ownership,
    total: u32,
}

impl ShardKeeper {
    pub(crate) fn new(store: Store, ownership: Ownership, total: u32) -> ShardKeeper {
        ShardKeeper {
            store,
            ownership,
            total,
        }
    }

    fn set(&self) -> ShardSet<'_> {
        ShardSet {
            scope: SCOPE,
            total: self.total,
        }
    }

    fn owner(&self) -> &str {
        &self.ownership.owner
    }

    /// How often the leases are renewed and expired ones looked for.
    fn every(&self) -> Duration {
        (self.ownership.ttl / 3).max(Duration::from_millis(100))
    }

    /// Claims `wanted` (the shards this process is configured for) and
    /// marks the ones another process holds as wanted back, unless `share`
    /// says they are anybody's (every process runs every shard it can get,
    /// `DISCORD_SHARDS=auto`). Waits until this process holds a shard,
    /// taking over expired ones meanwhile. Answers the shards held,
    /// ascending and never empty.
    pub(crate) async fn first_shards(&self, wanted: &[u32], share: bool) -> Vec<u32> {
        let mut claimed = false;
        loop {
            if !claimed {
                match self
                    .store
                    .claim_shards(self.set(), wanted, self.owner(), self.ownership.ttl)
                    .await
                {
                    Ok(held) => {
                        claimed = true;
                        let others: Vec<u32> = wanted
                            .iter()
                            .copied()
                            .filter(|s| !held.contains(s))
                            .collect();
                        if !others.is_empty() && !share {
                            tracing::info!(
                                ?others,
                                "shards of this process's range run elsewhere; asking for them back"
                            );
                            if let Err(e) = self
                                .store
                                .want_shards(self.set(), &others, self.owner())
                                .await
                            {
                                tracing::warn!("cannot ask for shards back: {e}");
                            }
                        }
                        if !held.is_empty() {
                            return held;
                        }
                    }
                    Err(e) => tracing::warn!("cannot claim the Discord shards: {e}"),
                }
            } else {
                match self
                    .store
                    .keep_shards(self.set(), self.owner(), self.ownership.ttl)
                    .await
                {
                    Ok(held) if !held.is_empty() => return held,
                    Ok(_) => {}
                    Err(e) => tracing::warn!("cannot keep the Discord shards: {e}"),
                }
            }
            tokio::time::sleep(self.every()).await;
        }
    }

    /// Keeps this process's shards until the task is stopped: renews their
    /// leases, starts the shards it takes over, stops the ones another
    /// process took (this one stalled past its lease) or wants back.
    /// `running` are the shards the client was started with.
    pub(crate) async fn keep(self, manager: Arc<ShardManager>, running: Vec<u32>) {
        let mut running: BTreeSet<u32> = running.into_iter().collect();
        // The client resets its manager's shards as it starts: nothing is
        // started or stopped here before then.
        while manager.shards_instantiated().await.is_empty() {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        loop {
            tokio::time::sleep(self.every()).await;
            self.hand_back(&manager, &mut running).await;
            let held = match self
                .store
                .keep_shards(self.set(), self.owner(), self.ownership.ttl)
                .await
            {
                Ok(held) => held.into_iter().collect::<BTreeSet<u32>>(),
                // The leases run on until the database answers again, or
                // another process takes the shards: the next round tells.
                Err(e) => {
                    tracing::warn!("cannot renew the Discord shards' leases: {e}");
                    continue;
                }
            };
            for &shard in running.difference(&held) {
                tracing::warn!(
                    shard,
                    "another process took this Discord shard; stopping it"
                );
                manager.shutdown(ShardId(shard), STOPPED).await;
            }
            for &shard in held.difference(&running) {
                tracing::info!(shard, "taking over a Discord shard");
                // Stops nothing (the shard is not running here), after
                // waiting for that up to five seconds, and queues its start:
                // meanwhile the leases are renewed on.
                let manager = manager.clone();
                tokio::spawn(async move { manager.restart(ShardId(shard)).await });
            }
            running = held;
        }
    }

    /// Stops and hands over the shards other processes want back.
    async fn hand_back(&self, manager: &ShardManager, running: &mut BTreeSet<u32>) {
        let wanted = match self
            .store
            .shards_wanted_from(self.set(), self.owner())
            .await
        {
            Ok(wanted) => wanted,
            Err(e) => {
                tracing::warn!("cannot read which Discord shards are wanted back: {e}");
                return;
            }
        };
        for (shard, to) in wanted {
            // Stopped before the lease moves, so that no two processes run
            // the shard at once.
            if running.remove(&shard) {
                manager.shutdown(ShardId(shard), STOPPED).await;
            }
            match self
                .store
                .hand_over_shard(self.set(), shard, self.owner(), &to, self.ownership.ttl)
                .await
            {
                Ok(true) => tracing::info!(shard, to, "Discord shard handed back"),
                // Taken by someone else meanwhile: the next round sees it.
                Ok(false) => {}
                Err(e) => tracing::warn!(shard, "cannot hand a Discord shard back: {e}"),
            }
        }
    }

    /// Gives the shards up, for other processes to take over at once.
    pub(crate) async fn release(&self) {
        if let Err(e) = self.store.release_shards(self.set(), self.owner()).await {
            tracing::warn!("cannot release the Discord shards: {e}");
        }
    }
}
