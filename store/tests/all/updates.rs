//! Updates a process answered but has not handled yet: kept with their
//! sighting, forgotten once handled, renewed by their holder, taken over
//! once their hold expires (or all at once by a process alone on its
//! database), and asked about to keep one chat's order. Two stores opened
//! on one database stand for two processes. Every test runs on both
//! databases (see `common`).

use crate::common;

use common::Db;
use narrator_store::{KeptUpdate, PendingUpdate};
use std::time::Duration;

on_both!(
    an_update_is_kept_by_the_first_to_see_it_until_handled,
    a_dead_holders_updates_are_taken_over_once_each,
    an_earlier_update_of_the_chat_held_elsewhere_is_found,
);

const SCOPE: &str = "telegram-updates:7";

fn kept(chat: &str, id: i64, holder: &str, hold_ms: i64) -> KeptUpdate {
    KeptUpdate {
        chat: chat.to_owned(),
        body: format!(r#"{{"update_id":{id}}}"#),
        holder: holder.to_owned(),
        hold_ms,
    }
}

fn ids(updates: &[PendingUpdate]) -> Vec<i64> {
    updates.iter().map(|u| u.id).collect()
}

async fn an_update_is_kept_by_the_first_to_see_it_until_handled(db: Db) {
    let place = db.disk().await;
    let (a, b) = (place.open().await, place.open().await);
    assert!(
        a.keep_update(SCOPE, 5, 1, kept("-1", 5, "a", 60_000))
            .await
            .unwrap()
    );
    // The same update reaching b too: b drops it, and a's copy stays a's.
    assert!(
        !b.keep_update(SCOPE, 5, 2, kept("-1", 5, "b", 60_000))
            .await
            .unwrap()
    );
    // Another bot's update 5 is another update.
    assert!(
        b.keep_update("other", 5, 2, kept("-1", 5, "b", 60_000))
            .await
            .unwrap()
    );
    // A plain sighting keeps nothing.
    assert!(b.first_sighting(SCOPE, 6, 3).await.unwrap());

    let mut raw = place.raw().await;
    let held = "SELECT COUNT(*) FROM pending_updates WHERE held_by = 'a'";
    assert_eq!(raw.count(held).await, 1);
    assert_eq!(raw.count("SELECT COUNT(*) FROM pending_updates").await, 2);
    a.update_handled(SCOPE, 5).await.unwrap();
    assert_eq!(raw.count(held).await, 0);
    // Handled, it is still seen: a re-send is dropped.
    assert!(
        !b.keep_update(SCOPE, 5, 4, kept("-1", 5, "b", 60_000))
            .await
            .unwrap()
    );
    assert_eq!(raw.count("SELECT COUNT(*) FROM pending_updates").await, 1);
    raw.close().await;
    a.close().await;
    b.close().await;
}

/// a keeps three updates and dies (its hold lapses); b takes over the
/// ones whose hold expired, in id order, and only those; a renewing
/// after that holds nothing of them any more. Two processes taking over
/// at once share the updates out, each to one. A process alone on its
/// database takes everything at its start.
async fn a_dead_holders_updates_are_taken_over_once_each(db: Db) {
    let place = db.disk().await;
    let (a, b) = (place.open().await, place.open().await);
    let hour = Duration::from_secs(3600);
    for id in [12, 10, 11] {
        // Already expired: the holder died long ago.
        assert!(
            a.keep_update(SCOPE, id, 1, kept("-1", id, "a", -60_000))
                .await
                .unwrap()
        );
    }
    assert!(
        a.keep_update(SCOPE, 13, 1, kept("-1", 13, "a", 60_000))
            .await
            .unwrap()
    );

    let taken = b.adopt_updates(SCOPE, "b", hour, false).await.unwrap();
    assert_eq!(ids(&taken), vec![10, 11, 12], "the expired ones, in order");
    assert_eq!(taken[0].body, r#"{"update_id":10}"#);
    assert!(
        b.adopt_updates(SCOPE, "c", hour, false)
            .await
            .unwrap()
            .is_empty(),
        "b holds them now"
    );
    assert_eq!(
        a.renew_updates(SCOPE, "a", hour).await.unwrap(),
        1,
        "a keeps 13 only"
    );
    assert_eq!(b.renew_updates(SCOPE, "b", hour).await.unwrap(), 3);

    // A process alone takes all at its start, its own earlier run's too.
    let all = a.adopt_updates(SCOPE, "a2", hour, true).await.unwrap();
    assert_eq!(ids(&all), vec![10, 11, 12, 13]);

    // Two at once: each expired update goes to exactly one of them.
    for id in 20..60 {
        a.keep_update(SCOPE, id, 1, kept("-2", id, "dead", -60_000))
            .await
            .unwrap();
    }
    let (x, y) = tokio::join!(
        a.adopt_updates(SCOPE, "x", hour, false),
        b.adopt_updates(SCOPE, "y", hour, false)
    );
    let mut both = ids(&x.unwrap());
    both.extend(ids(&y.unwrap()));
    both.sort_unstable();
    assert_eq!(both, (20..60).collect::<Vec<_>>());
    a.close().await;
    b.close().await;
}

async fn an_earlier_update_of_the_chat_held_elsewhere_is_found(db: Db) {
    let place = db.disk().await;
    let (a, b) = (place.open().await, place.open().await);
    assert!(
        b.keep_update(SCOPE, 109, 1, kept("-100", 109, "b", 60_000))
            .await
            .unwrap()
    );
    assert!(
        a.keep_update(SCOPE, 138, 2, kept("-100", 138, "a", 60_000))
            .await
            .unwrap()
    );
    // a's 138 waits for b's 109 of the same chat.
    assert!(
        a.earlier_update_pending(SCOPE, "-100", 138, "a")
            .await
            .unwrap()
    );
    // Nothing earlier for 109; nothing of another chat or another bot;
    // a's own earlier updates are in its own order already.
    assert!(
        !b.earlier_update_pending(SCOPE, "-100", 109, "b")
            .await
            .unwrap()
    );
    assert!(
        !a.earlier_update_pending(SCOPE, "-200", 138, "a")
            .await
            .unwrap()
    );
    assert!(
        !a.earlier_update_pending("other", "-100", 138, "a")
            .await
            .unwrap()
    );
    // b's later 140 waits for a's 138 in turn.
    assert!(
        b.earlier_update_pending(SCOPE, "-100", 140, "b")
            .await
            .unwrap()
    );
    b.update_handled(SCOPE, 109).await.unwrap();
    assert!(
        !a.earlier_update_pending(SCOPE, "-100", 138, "a")
            .await
            .unwrap()
    );
    a.close().await;
    b.close().await;
}
