//! Leases, fenced writes and the input queue: several processes sharing one
//! database, each game applied by exactly one of them. Two stores opened on
//! one database stand for two processes. Every test runs on both databases
//! (see `common`).

use crate::common;

use std::collections::BTreeSet;
use std::time::Duration;

use common::Db;
use narrator_store::{
    GameId, Lease, NewGame, QueueEvent, QueuedInput, Store, StoreError, StoredInput,
};

fn new_game(surface: &str) -> NewGame {
    NewGame {
        kind: "mafia".to_owned(),
        surface: surface.to_owned(),
        setup_json: r#"{"seed":1}"#.to_owned(),
        created_at_ms: 1,
    }
}

/// An input naming who wrote it.
fn input(seq: u64, by: &str) -> StoredInput {
    StoredInput {
        seq,
        input_json: format!(r#"{{"by":"{by}","seq":{seq}}}"#),
        at_ms: seq as i64,
    }
}

const LONG: Duration = Duration::from_secs(60);
const SHORT: Duration = Duration::from_millis(300);

async fn acquire(store: &Store, game: GameId, owner: &str, ttl: Duration) -> Option<Lease> {
    store
        .acquire_lease(game, owner, ttl)
        .await
        .expect("acquire_lease")
}

on_both!(
    one_owner_at_a_time_and_each_change_of_hands_raises_the_epoch,
    a_stale_epoch_is_refused_and_changes_nothing,
    an_expired_lease_is_taken_over_and_renewing_keeps_it,
    racing_processes_take_a_lease_exactly_once,
    free_leases_are_taken_all_at_once_and_each_by_one_process,
    a_writer_losing_its_lease_mid_stream_never_interleaves_with_the_new_owner,
    a_returning_owner_continues_the_log_another_process_extended,
    queued_inputs_come_in_arrival_order_until_dealt_with,
    two_concurrent_takers_get_each_relayed_event_exactly_once,
    the_owner_hears_of_queued_inputs,
    a_new_game_is_no_orphan_while_its_creator_takes_its_lease,
);

/// Between creating a game and taking its lease, its creator must not lose
/// it to another process looking for orphans; a game nobody leased long
/// after its birth is an orphan (its creator died in between).
async fn a_new_game_is_no_orphan_while_its_creator_takes_its_lease(db: Db) {
    let place = db.disk().await;
    let (one, two) = (place.open().await, place.open().await);
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap();
    let born = |at: i64| NewGame {
        created_at_ms: at,
        ..new_game("telegram:-1")
    };
    let newborn = one.create_game(born(now)).await.unwrap();
    let forgotten = one.create_game(born(now - 120_000)).await.unwrap();
    assert_eq!(
        two.games_with_expired_leases("telegram:").await.unwrap(),
        vec![forgotten]
    );
    assert!(acquire(&one, newborn, "one", LONG).await.is_some());
    one.close().await;
    two.close().await;
}

async fn one_owner_at_a_time_and_each_change_of_hands_raises_the_epoch(db: Db) {
    let (_place, store) = db.store().await;
    let game = store.create_game(new_game("telegram:-1")).await.unwrap();
    assert_eq!(store.lease(game).await.unwrap(), None);

    let a = acquire(&store, game, "process-a", LONG)
        .await
        .expect("free");
    assert_eq!((a.game, a.owner.as_str(), a.epoch), (game, "process-a", 1));
    assert_eq!(store.lease(game).await.unwrap(), Some(a.clone()));
    // Held: nobody else gets it, nor does the owner take it twice.
    assert_eq!(acquire(&store, game, "process-b", LONG).await, None);
    assert_eq!(acquire(&store, game, "process-a", LONG).await, None);

    assert!(store.release_lease(&a).await.unwrap());
    assert_eq!(store.lease(game).await.unwrap(), None);
    // Releasing again changes nothing.
    assert!(!store.release_lease(&a).await.unwrap());

    let b = acquire(&store, game, "process-b", LONG)
        .await
        .expect("released");
    assert!(b.epoch > a.epoch, "{b:?} after {a:?}");
    assert_eq!(store.lease(game).await.unwrap(), Some(b.clone()));
    assert!(store.release_lease(&b).await.unwrap());
    let a2 = acquire(&store, game, "process-a", LONG)
        .await
        .expect("free");
    assert!(a2.epoch > b.epoch);

    assert!(matches!(
        store.acquire_lease(9_999, "process-a", LONG).await,
        Err(StoreError::UnknownGame(9_999))
    ));
}

async fn a_stale_epoch_is_refused_and_changes_nothing(db: Db) {
    let place = db.disk().await;
    let (one, two) = (place.open().await, place.open().await);
    let game = one.create_game(new_game("telegram:-1")).await.unwrap();
    let a = acquire(&one, game, "a", LONG).await.unwrap();
    one.append_input_fenced(game, a.epoch, input(0, "a"))
        .await
        .unwrap();
    one.enqueue_input(game, r#"{"queued":1}"#.into(), 5)
        .await
        .unwrap();
    assert!(one.release_lease(&a).await.unwrap());
    let b = acquire(&two, game, "b", LONG).await.unwrap();

    let lost = |result: Result<(), StoreError>| match result {
        Err(StoreError::LeaseLost { game: g, epoch }) => {
            assert_eq!((g, epoch), (game, a.epoch));
        }
        other => panic!("expected LeaseLost, got {other:?}"),
    };
    let error = one
        .append_input_fenced(game, a.epoch, input(1, "a"))
        .await
        .unwrap_err();
    assert!(
        error
            .to_string()
            .contains(&format!("game {game}: the lease with epoch {}", a.epoch)),
        "{error}"
    );
    lost(one.append_input_fenced(game, a.epoch, input(1, "a")).await);
    lost(
        one.finish_game_fenced(game, a.epoch, "{}".into(), 9, Vec::new())
            .await,
    );
    lost(one.take_queued(game, a.epoch, 0).await.map(drop));
    lost(one.renew_lease(&a, LONG).await.map(drop));
    // Nor does another store's copy of the old epoch help.
    lost(two.append_input_fenced(game, a.epoch, input(1, "a")).await);

    // Nothing of that was written: the new owner goes on from seq 1 and
    // finds the queued input.
    let stored = two.load_game(game).await.unwrap();
    assert_eq!(stored.inputs, vec![input(0, "a")]);
    assert_eq!(stored.finished, None);
    two.append_input_fenced(game, b.epoch, input(1, "b"))
        .await
        .unwrap();
    let taken = two.take_queued(game, b.epoch, 0).await.unwrap();
    assert_eq!(taken.len(), 1);
    assert_eq!(taken[0].input_json, r#"{"queued":1}"#);
    two.finish_game_fenced(game, b.epoch, "{}".into(), 9, Vec::new())
        .await
        .unwrap();
    assert!(two.load_game(game).await.unwrap().finished.is_some());
    one.close().await;
    two.close().await;
}

async fn an_expired_lease_is_taken_over_and_renewing_keeps_it(db: Db) {
    let place = db.disk().await;
    let (one, two) = (place.open().await, place.open().await);
    let kept = one.create_game(new_game("telegram:-1")).await.unwrap();
    let lapsed = one.create_game(new_game("telegram:-2")).await.unwrap();
    let never = one.create_game(new_game("telegram:-3")).await.unwrap();
    let elsewhere = one.create_game(new_game("discord:1")).await.unwrap();
    let done = one.create_game(new_game("telegram:-4")).await.unwrap();
    one.finish_game(done, "{}".into(), 2).await.unwrap();

    let k = acquire(&one, kept, "a", SHORT).await.unwrap();
    let l = acquire(&one, lapsed, "a", SHORT).await.unwrap();
    acquire(&one, elsewhere, "a", SHORT).await.unwrap();
    assert_eq!(
        two.games_with_expired_leases("telegram:").await.unwrap(),
        vec![never],
        "held games are not offered; never-leased ones are"
    );
    assert_eq!(acquire(&two, lapsed, "b", LONG).await, None);

    // Renewing before the lease runs out keeps it past its first expiry.
    let renewed = one.renew_lease(&k, LONG).await.unwrap();
    assert_eq!(renewed.epoch, k.epoch);
    assert!(renewed.expires_at_ms > k.expires_at_ms);
    assert_eq!(one.lease(kept).await.unwrap(), Some(renewed.clone()));

    tokio::time::sleep(SHORT + Duration::from_millis(200)).await;
    assert_eq!(
        two.games_with_expired_leases("telegram:").await.unwrap(),
        vec![lapsed, never]
    );
    assert_eq!(acquire(&two, kept, "b", LONG).await, None);
    let taken = acquire(&two, lapsed, "b", LONG).await.expect("expired");
    assert_eq!(taken.epoch, l.epoch + 1);
    assert_eq!(two.lease(lapsed).await.unwrap(), Some(taken));
    assert!(matches!(
        one.renew_lease(&l, LONG).await,
        Err(StoreError::LeaseLost { game, .. }) if game == lapsed
    ));
    assert_eq!(
        two.games_with_expired_leases("telegram:").await.unwrap(),
        vec![never]
    );
    one.close().await;
    two.close().await;
}

async fn racing_processes_take_a_lease_exactly_once(db: Db) {
    let place = db.disk().await;
    let stores = [place.open().await, place.open().await];
    let game = stores[0]
        .create_game(new_game("telegram:-1"))
        .await
        .unwrap();
    let racers: Vec<_> = (0..16)
        .map(|i| {
            let store = stores[i % 2].clone();
            tokio::spawn(async move {
                store
                    .acquire_lease(game, &format!("process-{i}"), LONG)
                    .await
            })
        })
        .collect();
    let mut winners = Vec::new();
    for racer in racers {
        if let Some(lease) = racer.await.unwrap().unwrap() {
            winners.push(lease);
        }
    }
    assert_eq!(winners.len(), 1, "{winners:?}");
    assert_eq!(winners[0].epoch, 1);
    assert_eq!(
        stores[1].lease(game).await.unwrap().as_ref(),
        Some(&winners[0])
    );
    for store in stores {
        store.close().await;
    }
}

async fn free_leases_are_taken_all_at_once_and_each_by_one_process(db: Db) {
    let place = db.disk().await;
    let (one, two) = (place.open().await, place.open().await);
    let kept = one.create_game(new_game("telegram:-1")).await.unwrap();
    let lapsed = one.create_game(new_game("telegram:-2")).await.unwrap();
    let never = one.create_game(new_game("telegram:-3")).await.unwrap();
    let released = one.create_game(new_game("telegram:-4")).await.unwrap();
    let elsewhere = one.create_game(new_game("discord:1")).await.unwrap();
    let done = one.create_game(new_game("telegram:-5")).await.unwrap();
    one.finish_game(done, "{}".into(), 2).await.unwrap();
    acquire(&one, kept, "a", LONG).await.unwrap();
    let l = acquire(&one, lapsed, "a", SHORT).await.unwrap();
    let r = acquire(&one, released, "a", LONG).await.unwrap();
    assert!(one.release_lease(&r).await.unwrap());
    tokio::time::sleep(SHORT + Duration::from_millis(200)).await;

    let taken = two
        .acquire_free_leases("telegram:", "b", LONG)
        .await
        .unwrap();
    assert_eq!(
        taken.iter().map(|l| l.game).collect::<Vec<_>>(),
        vec![lapsed, never, released],
        "held, finished and other platforms' games stay as they are"
    );
    for lease in &taken {
        assert_eq!(lease.owner, "b");
        assert_eq!(two.lease(lease.game).await.unwrap().as_ref(), Some(lease));
    }
    assert_eq!(taken[0].epoch, l.epoch + 1);
    assert_eq!(taken[1].epoch, 1);
    assert!(taken[2].epoch > r.epoch);
    assert_eq!(
        one.lease(kept).await.unwrap().map(|l| l.owner),
        Some("a".into())
    );
    assert_eq!(one.lease(elsewhere).await.unwrap(), None);
    assert!(matches!(
        one.renew_lease(&l, LONG).await,
        Err(StoreError::LeaseLost { game, .. }) if game == lapsed
    ));
    // Nothing is free now, this owner's own leases included.
    assert!(
        two.acquire_free_leases("telegram:", "b", LONG)
            .await
            .unwrap()
            .is_empty()
    );

    // Two processes starting together split the games between them.
    let mut games = BTreeSet::new();
    for i in 0..40 {
        games.insert(
            one.create_game(new_game(&format!("discord:{}", 100 + i)))
                .await
                .unwrap(),
        );
    }
    let (a, b) = tokio::join!(
        one.acquire_free_leases("discord:", "a", LONG),
        two.acquire_free_leases("discord:", "b", LONG)
    );
    let (a, b) = (a.unwrap(), b.unwrap());
    let by_a: BTreeSet<GameId> = a.iter().map(|l| l.game).collect();
    let by_b: BTreeSet<GameId> = b.iter().map(|l| l.game).collect();
    assert!(by_a.is_disjoint(&by_b), "{by_a:?} {by_b:?}");
    let mut all: BTreeSet<GameId> = by_a.union(&by_b).copied().collect();
    all.remove(&elsewhere);
    assert_eq!(all, games);
    one.close().await;
    two.close().await;
}

/// The guarantee leases exist for: process A appends as fast as it can
/// with its epoch while its lease lapses; process B takes the game over
/// and appends from where the log ends. A's appends stop being accepted
/// the moment B holds the game, so the log is A's inputs, then B's, never
/// mixed, and B never meets a seq A took after B read the log.
async fn a_writer_losing_its_lease_mid_stream_never_interleaves_with_the_new_owner(db: Db) {
    let place = db.disk().await;
    let (one, two) = (place.open().await, place.open().await);
    let game = one.create_game(new_game("telegram:-1")).await.unwrap();
    let a = acquire(&one, game, "a", SHORT).await.unwrap();

    let writer = {
        let one = one.clone();
        tokio::spawn(async move {
            let mut seq = 0;
            loop {
                match one
                    .append_input_fenced(game, a.epoch, input(seq, "a"))
                    .await
                {
                    Ok(()) => seq += 1,
                    Err(StoreError::LeaseLost { .. }) => return seq,
                    Err(other) => panic!("A: unexpected {other:?}"),
                }
            }
        })
    };
    let b = loop {
        if let Some(lease) = acquire(&two, game, "b", LONG).await {
            break lease;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    let mut next = two.load_game(game).await.unwrap().inputs.len() as u64;
    for _ in 0..20 {
        two.append_input_fenced(game, b.epoch, input(next, "b"))
            .await
            .unwrap();
        next += 1;
    }
    let written_by_a = writer.await.unwrap();
    assert!(written_by_a > 0, "A wrote before its lease lapsed");

    let log = two.load_game(game).await.unwrap().inputs;
    let authors: Vec<bool> = log
        .iter()
        .map(|i| i.input_json.contains(r#""by":"a""#))
        .collect();
    assert_eq!(log.len() as u64, written_by_a + 20);
    assert!(
        authors.iter().take(written_by_a as usize).all(|&by_a| by_a)
            && authors
                .iter()
                .skip(written_by_a as usize)
                .all(|&by_a| !by_a),
        "A's and B's inputs interleave"
    );
    one.close().await;
    two.close().await;
}

/// A process that owned a game, lost it and takes it back finds the
/// inputs the other owner wrote meanwhile (its own writer had cached the
/// next seq under its old epoch).
async fn a_returning_owner_continues_the_log_another_process_extended(db: Db) {
    let place = db.disk().await;
    let (one, two) = (place.open().await, place.open().await);
    let game = one.create_game(new_game("telegram:-1")).await.unwrap();
    let a = acquire(&one, game, "a", LONG).await.unwrap();
    for seq in 0..3 {
        one.append_input_fenced(game, a.epoch, input(seq, "a"))
            .await
            .unwrap();
    }
    one.release_lease(&a).await.unwrap();
    let b = acquire(&two, game, "b", LONG).await.unwrap();
    for seq in 3..5 {
        two.append_input_fenced(game, b.epoch, input(seq, "b"))
            .await
            .unwrap();
    }
    two.release_lease(&b).await.unwrap();

    let a2 = acquire(&one, game, "a", LONG).await.unwrap();
    assert!(matches!(
        one.append_input_fenced(game, a2.epoch, input(3, "a")).await,
        Err(StoreError::SeqMismatch {
            expected: 5,
            got: 3,
            ..
        })
    ));
    one.append_input_fenced(game, a2.epoch, input(5, "a"))
        .await
        .unwrap();
    assert_eq!(one.load_game(game).await.unwrap().inputs.len(), 6);
    one.close().await;
    two.close().await;
}

/// Queued inputs come in arrival order and stay queued until the owner
/// says it dealt with them (its log holds them): an owner that dies after
/// taking them leaves them to the next.
async fn queued_inputs_come_in_arrival_order_until_dealt_with(db: Db) {
    let place = db.disk().await;
    let (owner, other) = (place.open().await, place.open().await);
    let game = owner.create_game(new_game("telegram:-1")).await.unwrap();
    let lease = acquire(&owner, game, "owner", LONG).await.unwrap();
    assert!(
        owner
            .take_queued(game, lease.epoch, 0)
            .await
            .unwrap()
            .is_empty()
    );

    let mut ids = Vec::new();
    for n in 0..5 {
        ids.push(
            other
                .enqueue_input(game, format!(r#"{{"n":{n}}}"#), 100 + n)
                .await
                .unwrap(),
        );
    }
    assert!(ids.windows(2).all(|w| w[0] < w[1]), "{ids:?}");
    let taken = owner.take_queued(game, lease.epoch, 0).await.unwrap();
    let expected: Vec<QueuedInput> = (0..5)
        .map(|n| QueuedInput {
            id: ids[n as usize],
            game,
            input_json: format!(r#"{{"n":{n}}}"#),
            at_ms: 100 + n,
            relayed: false,
        })
        .collect();
    assert_eq!(taken, expected);
    // Not dealt with yet: there again, for this owner or the next.
    assert_eq!(
        owner.take_queued(game, lease.epoch, 0).await.unwrap(),
        expected
    );
    // The first two dealt with: the rest remain.
    assert_eq!(
        owner.take_queued(game, lease.epoch, ids[1]).await.unwrap(),
        expected[2..]
    );
    assert!(
        owner
            .take_queued(game, lease.epoch, ids[4])
            .await
            .unwrap()
            .is_empty(),
        "all dealt with"
    );
    assert!(
        owner
            .take_queued(game, lease.epoch, 0)
            .await
            .unwrap()
            .is_empty(),
        "and gone from the queue"
    );

    // Refusals change nothing.
    assert!(matches!(
        other.enqueue_input(game, "{not json".into(), 1).await,
        Err(StoreError::InvalidJson { .. })
    ));
    assert!(matches!(
        other.enqueue_input(9_999, "{}".into(), 1).await,
        Err(StoreError::UnknownGame(9_999))
    ));
    assert!(matches!(
        owner.take_queued(game, lease.epoch + 1, 0).await,
        Err(StoreError::LeaseLost { .. })
    ));
    owner.finish_game(game, "{}".into(), 5).await.unwrap();
    assert!(matches!(
        other.enqueue_input(game, "{}".into(), 1).await,
        Err(StoreError::GameFinished(g)) if g == game
    ));
    owner.close().await;
    other.close().await;
}

/// Two takers holding the same lease (two tasks, or two processes a
/// confused operator started under one name) drain the queue while a third
/// process relays events to it: every event is taken exactly once (an
/// event leaves the queue as it is taken), and each take returns its
/// events in arrival order.
async fn two_concurrent_takers_get_each_relayed_event_exactly_once(db: Db) {
    const INPUTS: i64 = 200;
    let place = db.disk().await;
    let stores = [place.open().await, place.open().await, place.open().await];
    let game = stores[0]
        .create_game(new_game("telegram:-1"))
        .await
        .unwrap();
    let lease = acquire(&stores[0], game, "owner", LONG).await.unwrap();

    let filler = {
        let store = stores[2].clone();
        tokio::spawn(async move {
            let mut ids = Vec::new();
            for n in 0..INPUTS {
                ids.push(
                    store
                        .relay(game, format!(r#"{{"n":{n}}}"#), n)
                        .await
                        .unwrap(),
                );
            }
            ids
        })
    };
    let takers: Vec<_> = stores[..2]
        .iter()
        .map(|store| {
            let store = store.clone();
            let epoch = lease.epoch;
            tokio::spawn(async move {
                let mut got = Vec::new();
                let mut idle = 0;
                while idle < 50 {
                    let taken = store.take_queued(game, epoch, 0).await.unwrap();
                    assert!(
                        taken.windows(2).all(|w| w[0].id < w[1].id),
                        "one take in arrival order"
                    );
                    if taken.is_empty() {
                        idle += 1;
                        tokio::time::sleep(Duration::from_millis(5)).await;
                    } else {
                        idle = 0;
                    }
                    got.extend(taken);
                }
                got
            })
        })
        .collect();
    let enqueued = filler.await.unwrap();
    let mut all = Vec::new();
    for taker in takers {
        all.extend(taker.await.unwrap());
    }
    let ids: Vec<i64> = all.iter().map(|q| q.id).collect();
    let unique: BTreeSet<i64> = ids.iter().copied().collect();
    assert_eq!(unique.len(), ids.len(), "an input was taken twice");
    assert_eq!(unique, enqueued.into_iter().collect::<BTreeSet<_>>());
    for store in stores {
        store.close().await;
    }
}

async fn the_owner_hears_of_queued_inputs(db: Db) {
    let place = db.disk().await;
    let owner = place.open().await;
    // On PostgreSQL another process announces its inputs to every
    // process; on SQLite one process uses the database, so it is the
    // owner's own store that queues.
    let other = match db {
        Db::Postgres => place.open().await,
        Db::Sqlite => owner.clone(),
    };
    let game = owner.create_game(new_game("telegram:-1")).await.unwrap();
    let lease = acquire(&owner, game, "owner", LONG).await.unwrap();
    let mut notices = owner.queue_notifications().await.unwrap();

    other.enqueue_input(game, "{}".into(), 1).await.unwrap();
    let heard = tokio::time::timeout(Duration::from_secs(10), notices.next())
        .await
        .expect("announced in time")
        .unwrap();
    assert_eq!(heard, QueueEvent::Queued(game));
    assert_eq!(
        owner.take_queued(game, lease.epoch, 0).await.unwrap().len(),
        1
    );

    // Nothing more was announced.
    assert!(
        tokio::time::timeout(Duration::from_millis(200), notices.next())
            .await
            .is_err()
    );
    other.close().await;
    owner.close().await;
    if db == Db::Sqlite {
        assert!(matches!(notices.next().await, Err(StoreError::Closed)));
    }
}
