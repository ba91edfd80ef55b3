//! Chat events relayed between processes sharing a database: events queued
//! in order with a game's inputs, the owner's answers taken once, and who
//! sits at which game. Two stores opened on one database stand for two
//! processes. Every test runs on both databases (see `common`).

use crate::common;

use std::time::Duration;

use common::Db;
use narrator_store::{NewGame, RelayOutcome, StoreError};

fn new_game(surface: &str) -> NewGame {
    NewGame {
        kind: "mafia".to_owned(),
        surface: surface.to_owned(),
        setup_json: r#"{"seed":1}"#.to_owned(),
        created_at_ms: 1,
    }
}

on_both!(
    relayed_events_come_in_order_with_inputs_and_are_marked,
    a_relayed_event_stays_queued_for_the_next_owner_until_answered,
    an_answer_is_taken_once_and_old_ones_are_pruned,
    a_players_unfinished_games_are_found_from_any_process,
    finishing_a_game_empties_its_queue_and_its_relayers_hear_so,
    a_sweep_removes_what_finished_games_left_queued,
);

/// A new game on `owner`, which holds its lease.
async fn leased_game(owner: &narrator_store::Store) -> (i64, narrator_store::Lease) {
    let game = owner.create_game(new_game("telegram:-1")).await.unwrap();
    let lease = owner
        .acquire_lease(game, "owner", Duration::from_secs(60))
        .await
        .unwrap()
        .unwrap();
    (game, lease)
}

async fn relayed_events_come_in_order_with_inputs_and_are_marked(db: Db) {
    let place = db.disk().await;
    let (owner, other) = (place.open().await, place.open().await);
    let (game, lease) = leased_game(&owner).await;
    let first = other
        .enqueue_input(game, r#"{"n":0}"#.into(), 1)
        .await
        .unwrap();
    let event = other.relay(game, r#"{"press":1}"#.into(), 2).await.unwrap();
    let last = other
        .enqueue_input(game, r#"{"n":2}"#.into(), 3)
        .await
        .unwrap();
    let taken = owner.take_queued(game, lease.epoch, 0).await.unwrap();
    let seen: Vec<(i64, bool, &str)> = taken
        .iter()
        .map(|q| (q.id, q.relayed, q.input_json.as_str()))
        .collect();
    assert_eq!(
        seen,
        vec![
            (first, false, r#"{"n":0}"#),
            (event, true, r#"{"press":1}"#),
            (last, false, r#"{"n":2}"#),
        ]
    );
    assert!(matches!(
        other.relay(game, "not json".into(), 4).await,
        Err(StoreError::InvalidJson { .. })
    ));
    owner.finish_game(game, "{}".into(), 5).await.unwrap();
    assert!(matches!(
        other.relay(game, "{}".into(), 6).await,
        Err(StoreError::GameFinished(g)) if g == game
    ));
    owner.close().await;
    other.close().await;
}

/// An owner is handed each relayed event once; the events it did not
/// answer (it died meanwhile) go to the game's next owner, the answered
/// ones do not.
async fn a_relayed_event_stays_queued_for_the_next_owner_until_answered(db: Db) {
    let place = db.disk().await;
    let (owner, other) = (place.open().await, place.open().await);
    let game = owner.create_game(new_game("telegram:-1")).await.unwrap();
    let ttl = Duration::from_secs(60);
    let lease = owner
        .acquire_lease(game, "owner", ttl)
        .await
        .unwrap()
        .unwrap();
    let answered = other.relay(game, r#"{"press":1}"#.into(), 1).await.unwrap();
    let dropped = other.relay(game, r#"{"press":2}"#.into(), 2).await.unwrap();
    let ids = |taken: Vec<narrator_store::QueuedInput>| -> Vec<i64> {
        taken.into_iter().map(|q| q.id).collect()
    };
    let taken = owner.take_queued(game, lease.epoch, 0).await.unwrap();
    assert_eq!(ids(taken), vec![answered, dropped]);
    assert!(
        owner
            .take_queued(game, lease.epoch, 0)
            .await
            .unwrap()
            .is_empty(),
        "handed to an owner once"
    );
    owner.answer_relay(answered, "{}", 3).await.unwrap();

    // The owner dies; the next one gets the event it left unanswered.
    assert!(owner.release_lease(&lease).await.unwrap());
    let next = other
        .acquire_lease(game, "next", ttl)
        .await
        .unwrap()
        .expect("free");
    assert!(next.epoch > lease.epoch);
    let taken = other.take_queued(game, next.epoch, 0).await.unwrap();
    assert_eq!(ids(taken), vec![dropped]);
    // The stale owner may not take what is now another's.
    assert!(matches!(
        owner.take_queued(game, lease.epoch, 0).await,
        Err(StoreError::LeaseLost { .. })
    ));
    other.answer_relay(dropped, "{}", 4).await.unwrap();
    assert!(other.release_lease(&next).await.unwrap());
    let last = owner
        .acquire_lease(game, "last", ttl)
        .await
        .unwrap()
        .expect("free");
    assert!(
        owner
            .take_queued(game, last.epoch, 0)
            .await
            .unwrap()
            .is_empty(),
        "answered events left the queue"
    );
    owner.close().await;
    other.close().await;
}

async fn an_answer_is_taken_once_and_old_ones_are_pruned(db: Db) {
    let place = db.disk().await;
    let (owner, other) = (place.open().await, place.open().await);
    assert_eq!(other.take_relay_answer(7).await.unwrap(), None);
    owner
        .answer_relay(7, r#"{"done":"yes"}"#, 1_000)
        .await
        .unwrap();
    // A second answer to the same event (a retry) keeps the first.
    owner
        .answer_relay(7, r#"{"done":"again"}"#, 1_001)
        .await
        .unwrap();
    assert_eq!(
        other.take_relay_answer(7).await.unwrap().as_deref(),
        Some(r#"{"done":"yes"}"#)
    );
    assert_eq!(
        other.take_relay_answer(7).await.unwrap(),
        None,
        "taken once"
    );
    assert!(matches!(
        owner.answer_relay(8, "nope", 1_000).await,
        Err(StoreError::InvalidJson { .. })
    ));

    // Nobody took answer 9; one given ten minutes later prunes it.
    owner.answer_relay(9, "{}", 1_000).await.unwrap();
    owner.answer_relay(10, "{}", 1_000 + 600_000).await.unwrap();
    assert_eq!(other.take_relay_answer(9).await.unwrap(), None, "pruned");
    assert!(other.take_relay_answer(10).await.unwrap().is_some());
    owner.close().await;
    other.close().await;
}

async fn a_players_unfinished_games_are_found_from_any_process(db: Db) {
    let place = db.disk().await;
    let (owner, other) = (place.open().await, place.open().await);
    let one = owner.create_game(new_game("telegram:-1")).await.unwrap();
    let two = owner.create_game(new_game("telegram:-2")).await.unwrap();
    let people = |ids: &[&str]| ids.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    owner
        .note_people(one, &people(&["telegram:1", "telegram:2"]))
        .await
        .unwrap();
    owner
        .note_people(two, &people(&["telegram:2"]))
        .await
        .unwrap();
    // Noting again changes nothing.
    owner
        .note_people(one, &people(&["telegram:1"]))
        .await
        .unwrap();
    owner.note_people(one, &[]).await.unwrap();
    assert_eq!(
        other.unfinished_games_of("telegram:1").await.unwrap(),
        vec![one]
    );
    assert_eq!(
        other.unfinished_games_of("telegram:2").await.unwrap(),
        vec![one, two]
    );
    assert!(
        other
            .unfinished_games_of("telegram:3")
            .await
            .unwrap()
            .is_empty()
    );
    owner.finish_game(one, "{}".into(), 5).await.unwrap();
    assert_eq!(
        other.unfinished_games_of("telegram:2").await.unwrap(),
        vec![two]
    );
    assert!(
        owner
            .note_people(9_999, &people(&["telegram:1"]))
            .await
            .is_err()
    );
    owner.close().await;
    other.close().await;
}

/// A relayed event the owner did not answer before its game was finished
/// (it arrived while the game's last messages went out) leaves the queue
/// with the game, and the process waiting for its answer learns that
/// nobody will answer; an answered one is told apart.
async fn finishing_a_game_empties_its_queue_and_its_relayers_hear_so(db: Db) {
    let place = db.disk().await;
    let (owner, other) = (place.open().await, place.open().await);
    let (game, lease) = leased_game(&owner).await;
    let answered = other.relay(game, r#"{"press":1}"#.into(), 1).await.unwrap();
    let late = other.relay(game, r#"{"press":2}"#.into(), 2).await.unwrap();
    other
        .enqueue_input(game, r#"{"n":3}"#.into(), 3)
        .await
        .unwrap();
    assert_eq!(
        other.relay_outcome(late).await.unwrap(),
        RelayOutcome::Waiting
    );
    owner
        .answer_relay(answered, r#"{"ok":1}"#, 4)
        .await
        .unwrap();
    owner
        .finish_game_fenced(game, lease.epoch, "{}".into(), 5, Vec::new())
        .await
        .unwrap();
    assert_eq!(
        other.relay_outcome(answered).await.unwrap(),
        RelayOutcome::Answered(r#"{"ok":1}"#.into())
    );
    assert_eq!(
        other.relay_outcome(late).await.unwrap(),
        RelayOutcome::Dropped
    );
    let mut raw = place.raw().await;
    assert_eq!(
        raw.count("SELECT COUNT(*) FROM input_queue").await,
        0,
        "nothing of the finished game is left queued"
    );
    raw.close().await;
    owner.close().await;
    other.close().await;
}

/// Rows of finished games (left by a version that did not empty the queue
/// on finishing) are swept; an unfinished game's stay.
async fn a_sweep_removes_what_finished_games_left_queued(db: Db) {
    let place = db.disk().await;
    let store = place.open().await;
    let finished = store.create_game(new_game("telegram:-1")).await.unwrap();
    let running = store.create_game(new_game("telegram:-2")).await.unwrap();
    store
        .relay(running, r#"{"press":1}"#.into(), 1)
        .await
        .unwrap();
    store.finish_game(finished, "{}".into(), 2).await.unwrap();
    let mut raw = place.raw().await;
    for relayed in ["FALSE", "TRUE"] {
        let sql = format!(
            "INSERT INTO input_queue (game_id, input_json, at_ms, relayed) \
             VALUES ($1, '{{}}', 3, {relayed})"
        );
        raw.exec(&sql, finished).await;
    }
    assert_eq!(raw.count("SELECT COUNT(*) FROM input_queue").await, 3);
    assert_eq!(store.sweep_queue().await.unwrap(), 2);
    assert_eq!(store.sweep_queue().await.unwrap(), 0);
    let left = format!("SELECT COUNT(*) FROM input_queue WHERE game_id = {running}");
    assert_eq!(raw.count(&left).await, 1, "the running game's event stays");
    assert_eq!(raw.count("SELECT COUNT(*) FROM input_queue").await, 1);
    raw.close().await;
    store.close().await;
}
