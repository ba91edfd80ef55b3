//! Shard leases: which process runs which gateway shard. Two or three
//! stores opened on one database stand for processes. Every test runs on
//! both databases (see `common`).

use crate::common;

use std::time::Duration;

use common::Db;
use narrator_store::ShardSet;

on_both!(
    a_process_claims_its_range_and_hands_a_wanted_shard_back,
    an_expired_shard_is_taken_over_once,
);

const SET: ShardSet<'static> = ShardSet {
    scope: "discord",
    total: 3,
};

const LONG: Duration = Duration::from_secs(60);

async fn a_process_claims_its_range_and_hands_a_wanted_shard_back(db: Db) {
    let place = db.disk().await;
    let (a, b) = (place.open().await, place.open().await);
    assert_eq!(
        a.claim_shards(SET, &[0, 1], "a", LONG).await.unwrap(),
        [0, 1]
    );
    // Claiming again renews.
    assert_eq!(
        a.claim_shards(SET, &[0, 1], "a", LONG).await.unwrap(),
        [0, 1]
    );
    assert_eq!(b.claim_shards(SET, &[2], "b", LONG).await.unwrap(), [2]);
    // b is configured for shard 1 too, which a holds: b wants it.
    assert_eq!(b.claim_shards(SET, &[1, 2], "b", LONG).await.unwrap(), [2]);
    assert!(a.shards_wanted_from(SET, "a").await.unwrap().is_empty());
    b.want_shards(SET, &[1, 2], "b").await.unwrap();
    assert_eq!(b.keep_shards(SET, "b", LONG).await.unwrap(), [2]);
    assert_eq!(a.keep_shards(SET, "a", LONG).await.unwrap(), [0, 1]);
    assert_eq!(
        a.shards_wanted_from(SET, "a").await.unwrap(),
        [(1, "b".to_string())]
    );
    assert!(b.shards_wanted_from(SET, "b").await.unwrap().is_empty());

    // Only the holder hands over, and only to who wants it.
    assert!(!b.hand_over_shard(SET, 1, "b", "b", LONG).await.unwrap());
    assert!(!a.hand_over_shard(SET, 1, "a", "c", LONG).await.unwrap());
    assert!(a.hand_over_shard(SET, 1, "a", "b", LONG).await.unwrap());
    assert!(!a.hand_over_shard(SET, 1, "a", "b", LONG).await.unwrap());
    assert_eq!(a.keep_shards(SET, "a", LONG).await.unwrap(), [0]);
    assert_eq!(b.keep_shards(SET, "b", LONG).await.unwrap(), [1, 2]);
    assert!(a.shards_wanted_from(SET, "a").await.unwrap().is_empty());

    // Another shard count is another set of shards.
    let eight = ShardSet {
        scope: "discord",
        total: 8,
    };
    assert!(a.keep_shards(eight, "a", LONG).await.unwrap().is_empty());
    assert_eq!(a.claim_shards(eight, &[1], "a", LONG).await.unwrap(), [1]);

    // b stops cleanly: a takes its shards over at once.
    b.release_shards(SET, "b").await.unwrap();
    assert_eq!(a.keep_shards(SET, "a", LONG).await.unwrap(), [0, 1, 2]);
    assert!(b.keep_shards(SET, "b", LONG).await.unwrap().is_empty());
    a.close().await;
    b.close().await;
}

/// A process dies: its shards' leases run out, and one of the others takes
/// each over, however many try at once; the dead one's name holds nothing.
async fn an_expired_shard_is_taken_over_once(db: Db) {
    let place = db.disk().await;
    let (dead, b, c) = (place.open().await, place.open().await, place.open().await);
    let short = Duration::from_millis(300);
    assert_eq!(
        dead.claim_shards(SET, &[0, 1, 2], "dead", short)
            .await
            .unwrap(),
        [0, 1, 2]
    );
    assert!(b.keep_shards(SET, "b", LONG).await.unwrap().is_empty());
    // Not yet expired: nobody else may claim them.
    assert!(
        c.claim_shards(SET, &[2], "c", LONG)
            .await
            .unwrap()
            .is_empty()
    );
    tokio::time::sleep(Duration::from_millis(500)).await;
    let (by_b, by_c) = tokio::join!(b.keep_shards(SET, "b", LONG), c.keep_shards(SET, "c", LONG));
    let (by_b, by_c) = (by_b.unwrap(), by_c.unwrap());
    let mut all: Vec<u32> = by_b.iter().chain(&by_c).copied().collect();
    all.sort_unstable();
    assert_eq!(all, [0, 1, 2], "each shard taken once: {by_b:?} {by_c:?}");
    // The dead process's name, come back, holds nothing any more.
    assert!(
        dead.keep_shards(SET, "dead", LONG)
            .await
            .unwrap()
            .is_empty()
    );
    dead.close().await;
    b.close().await;
    c.close().await;
}
