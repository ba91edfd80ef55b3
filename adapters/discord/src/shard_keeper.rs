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
        // Shards whose start was ordered and which the manager does not run
        // yet: stopping one does nothing until it runs.
        let mut starting = BTreeSet::new();
        // The client resets its manager's shards as it starts: nothing is
        // started or stopped here before then.
        while manager.shards_instantiated().await.is_empty() {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        loop {
            tokio::time::sleep(self.every()).await;
            let before = instantiated(&manager).await;
            starting.retain(|shard| !before.contains(shard));
            self.hand_back(&manager, &mut running, &starting).await;
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
            // Read again: the shards handed back are stopped already.
            let round = Round::plan(&running, &instantiated(&manager).await, &held);
            for &shard in &round.stop {
                tracing::warn!(
                    shard,
                    "another process holds this Discord shard; stopping it"
                );
                manager.shutdown(ShardId(shard), STOPPED).await;
            }
            for &shard in &round.start {
                tracing::info!(shard, "taking over a Discord shard");
                starting.insert(shard);
                // Stops nothing (the shard is not running here), after
                // waiting for that up to five seconds, and queues its start:
                // meanwhile the leases are renewed on.
                let manager = manager.clone();
                tokio::spawn(async move { manager.restart(ShardId(shard)).await });
            }
            starting.retain(|shard| held.contains(shard));
            running = held;
        }
    }

    /// Stops and hands over the shards other processes want back, except
    /// those still starting here: stopping one of them would do nothing and
    /// it would run in two processes once started, so it goes next round.
    async fn hand_back(
        &self,
        manager: &ShardManager,
        running: &mut BTreeSet<u32>,
        starting: &BTreeSet<u32>,
    ) {
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
            if starting.contains(&shard) {
                tracing::debug!(shard, "a wanted Discord shard is still starting here");
                continue;
            }
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

/// The shards the manager runs now.
async fn instantiated(manager: &ShardManager) -> BTreeSet<u32> {
    manager
        .shards_instantiated()
        .await
        .into_iter()
        .map(|ShardId(shard)| shard)
        .collect()
}

/// What one round does once the leases are renewed.
#[derive(Debug, PartialEq)]
struct Round {
    /// Shards the manager runs whose lease this process does not hold: lost
    /// to a process that took them over while this one stalled, or started
    /// here after their lease moved (a start queued before a hand-back, or
    /// a shard serenity restarted on its own).
    stop: Vec<u32>,
    /// Shards held and not yet ordered to run: taken over this round.
    start: Vec<u32>,
}

impl Round {
    /// `running`: shards ordered to run here; `instantiated`: shards the
    /// manager runs; `held`: shards whose lease this process holds.
    fn plan(running: &BTreeSet<u32>, instantiated: &BTreeSet<u32>, held: &BTreeSet<u32>) -> Round {
        Round {
            // Only running shards: stopping one that is not waits five
            // seconds for nothing, and one that starts later is stopped the
            // round after.
            stop: instantiated.difference(held).copied().collect(),
            // Not from `instantiated`: a shard serenity is restarting is
            // missing there for a while, and a second start would leave two
            // runners for one shard.
            start: held.difference(running).copied().collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Round;
    use std::collections::BTreeSet;

    fn set(shards: &[u32]) -> BTreeSet<u32> {
        shards.iter().copied().collect()
    }

    #[test]
    fn a_round_with_nothing_changed_does_nothing() {
        let round = Round::plan(&set(&[0, 1]), &set(&[0, 1]), &set(&[0, 1]));
        assert_eq!(
            round,
            Round {
                stop: vec![],
                start: vec![]
            }
        );
    }

    #[test]
    fn a_shard_taken_over_is_started_once() {
        let first = Round::plan(&set(&[0]), &set(&[0]), &set(&[0, 2]));
        assert_eq!(
            first,
            Round {
                stop: vec![],
                start: vec![2]
            }
        );
        // Next round it is ordered but not running yet: not started again.
        let next = Round::plan(&set(&[0, 2]), &set(&[0]), &set(&[0, 2]));
        assert_eq!(
            next,
            Round {
                stop: vec![],
                start: vec![]
            }
        );
    }

    #[test]
    fn a_shard_another_process_took_is_stopped() {
        let round = Round::plan(&set(&[0, 1]), &set(&[0, 1]), &set(&[0]));
        assert_eq!(
            round,
            Round {
                stop: vec![1],
                start: vec![]
            }
        );
    }

    #[test]
    fn a_shard_that_started_after_its_lease_moved_is_stopped() {
        // Handed back while its start was queued: no longer ordered here,
        // but the manager started it.
        let round = Round::plan(&set(&[0]), &set(&[0, 3]), &set(&[0]));
        assert_eq!(
            round,
            Round {
                stop: vec![3],
                start: vec![]
            }
        );
    }

    #[test]
    fn a_shard_lost_before_it_ran_is_not_waited_for() {
        let round = Round::plan(&set(&[0, 3]), &set(&[0]), &set(&[0]));
        assert_eq!(
            round,
            Round {
                stop: vec![],
                start: vec![]
            }
        );
    }
}
