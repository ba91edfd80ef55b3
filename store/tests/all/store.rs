//! Behaviour of the store against real databases: SQLite in memory and on
//! disk, and PostgreSQL (see `common`). Each `async fn NAME(db: Db)` runs
//! on both, as `sqlite::NAME` and `postgres::NAME`.

use crate::common;

use std::collections::BTreeSet;

use common::Db;
use narrator_store::{DbProblem, EffectKey, GameId, NewGame, Store, StoreError, StoredInput};
use sqlx::{Connection, SqliteConnection};

fn new_game(surface: &str, created_at_ms: i64) -> NewGame {
    NewGame {
        kind: "mafia".to_owned(),
        surface: surface.to_owned(),
        setup_json: r#"{"players":["ann","bob","cid"],"seed":42}"#.to_owned(),
        created_at_ms,
    }
}

fn input(seq: u64) -> StoredInput {
    StoredInput {
        seq,
        input_json: format!(r#"{{"type":"vote","from":"ann","to":"bob","n":{seq}}}"#),
        at_ms: 1_000 + seq as i64,
    }
}

fn key(seq: u64, index: u32) -> EffectKey {
    EffectKey { seq, index }
}

/// A raw SQLite connection, to make files only SQLite knows.
async fn raw(url: &str) -> SqliteConnection {
    SqliteConnection::connect(url)
        .await
        .expect("raw connection")
}

on_both!(
    create_append_load_roundtrip,
    duplicate_and_gap_seqs_are_refused,
    appends_to_unknown_or_finished_games_and_bad_json_are_refused,
    delivered_set_roundtrips_and_marking_is_idempotent,
    unfinished_and_finished_lists,
    latest_unfinished_per_surface,
    settings_roundtrip,
    a_setting_set_once_by_two_at_once_is_the_first,
    data_survives_reopening,
    closed_store_refuses_requests,
    newer_schema_version_is_a_clear_error,
    a_corrupt_game_fails_alone,
    a_failing_write_fails_only_its_caller,
    many_concurrent_appenders_are_all_durable_and_ordered,
    settings_in_lists_one_scope_sorted,
    a_platform_lists_its_own_unfinished_games_only,
    a_platform_loads_its_unfinished_games_at_once_and_a_damaged_one_alone_fails,
    an_update_is_sighted_first_once_per_scope,
    processes_racing_for_an_update_see_it_first_exactly_once,
    sightings_are_forgotten_after_a_day_now_and_then,
);

async fn append_all(store: &Store, game: GameId, n: u64) {
    for seq in 0..n {
        store.append_input(game, input(seq)).await.expect("append");
    }
}

#[test]
fn store_is_cheap_to_share() {
    fn shareable<T: Clone + Send + Sync + 'static>() {}
    shareable::<Store>();
}

async fn create_append_load_roundtrip(db: Db) {
    let (_place, store) = db.store().await;
    let id = store.create_game(new_game("console", 5)).await.unwrap();
    append_all(&store, id, 3).await;

    let game = store.load_game(id).await.unwrap();
    assert_eq!(game.id, id);
    assert_eq!(game.kind, "mafia");
    assert_eq!(game.surface, "console");
    assert_eq!(game.setup_json, new_game("console", 5).setup_json);
    assert_eq!(game.created_at_ms, 5);
    assert_eq!(game.inputs, vec![input(0), input(1), input(2)]);
    assert_eq!(game.finished, None);

    let other = store.create_game(new_game("console", 6)).await.unwrap();
    assert_ne!(other, id);
    assert!(store.load_game(other).await.unwrap().inputs.is_empty());
    assert!(matches!(
        store.load_game(9_999).await,
        Err(StoreError::UnknownGame(9_999))
    ));
    store.close().await;
}

async fn duplicate_and_gap_seqs_are_refused(db: Db) {
    let (_place, store) = db.store().await;
    let id = store.create_game(new_game("console", 0)).await.unwrap();
    store.append_input(id, input(0)).await.unwrap();

    let duplicate = store.append_input(id, input(0)).await.unwrap_err();
    assert!(
        matches!(duplicate, StoreError::SeqMismatch { game, expected: 1, got: 0 } if game == id),
        "{duplicate:?}"
    );
    let message = duplicate.to_string();
    assert!(message.contains(&format!("game {id}")), "{message}");
    assert!(
        message.contains("seq 0") && message.contains("seq 1"),
        "{message}"
    );
    assert!(message.contains("duplicate"), "{message}");

    let gap = store.append_input(id, input(5)).await.unwrap_err();
    assert!(
        matches!(
            gap,
            StoreError::SeqMismatch {
                expected: 1,
                got: 5,
                ..
            }
        ),
        "{gap:?}"
    );
    assert!(gap.to_string().contains("gap"), "{gap}");

    // The refusals left the log as it was.
    store.append_input(id, input(1)).await.unwrap();
    assert_eq!(store.load_game(id).await.unwrap().inputs.len(), 2);
}

async fn appends_to_unknown_or_finished_games_and_bad_json_are_refused(db: Db) {
    let (_place, store) = db.store().await;
    assert!(matches!(
        store.append_input(77, input(0)).await,
        Err(StoreError::UnknownGame(77))
    ));

    let id = store.create_game(new_game("console", 0)).await.unwrap();
    let bad = StoredInput {
        input_json: "{not json".to_owned(),
        ..input(0)
    };
    let error = store.append_input(id, bad).await.unwrap_err();
    assert!(matches!(error, StoreError::InvalidJson { .. }), "{error:?}");
    assert!(error.to_string().contains(&format!("game {id}")), "{error}");

    let bad_setup = NewGame {
        setup_json: String::new(),
        ..new_game("console", 0)
    };
    assert!(matches!(
        store.create_game(bad_setup).await,
        Err(StoreError::InvalidJson { .. })
    ));

    store.append_input(id, input(0)).await.unwrap();
    store
        .finish_game(id, r#"{"winner":"town"}"#.to_owned(), 9)
        .await
        .unwrap();
    assert!(matches!(
        store.append_input(id, input(1)).await,
        Err(StoreError::GameFinished(g)) if g == id
    ));
    assert!(matches!(
        store.finish_game(id, "{}".to_owned(), 10).await,
        Err(StoreError::GameFinished(_))
    ));
    // The first result is kept.
    let finished = store.load_game(id).await.unwrap().finished.unwrap();
    assert_eq!(finished.result_json, r#"{"winner":"town"}"#);
    assert_eq!(finished.finished_at_ms, 9);
}

async fn delivered_set_roundtrips_and_marking_is_idempotent(db: Db) {
    let (_place, store) = db.store().await;
    let id = store.create_game(new_game("console", 0)).await.unwrap();
    let other = store.create_game(new_game("console", 0)).await.unwrap();
    append_all(&store, id, 2).await;
    append_all(&store, other, 1).await;

    assert!(store.delivered(id).await.unwrap().is_empty());
    store
        .mark_delivered(id, &[key(0, 0), key(0, 1)])
        .await
        .unwrap();
    store
        .mark_delivered(id, &[key(0, 1), key(1, 0), key(1, 0)])
        .await
        .unwrap();
    store.mark_delivered(id, &[]).await.unwrap();
    store.mark_delivered(other, &[key(0, 3)]).await.unwrap();

    let expected: BTreeSet<_> = [key(0, 0), key(0, 1), key(1, 0)].into();
    assert_eq!(store.delivered(id).await.unwrap(), expected);
    assert_eq!(store.delivered(other).await.unwrap(), [key(0, 3)].into());

    let error = store.mark_delivered(id, &[key(2, 0)]).await.unwrap_err();
    assert!(
        matches!(error, StoreError::EffectOfUnknownInput { key: k, .. } if k == key(2, 0)),
        "{error:?}"
    );
    assert!(matches!(
        store.delivered(555).await,
        Err(StoreError::UnknownGame(555))
    ));
    assert!(matches!(
        store.mark_delivered(555, &[key(0, 0)]).await,
        Err(StoreError::UnknownGame(555))
    ));

    // Effects of the last input are delivered after the game finished.
    store.finish_game(id, "{}".to_owned(), 1).await.unwrap();
    store.mark_delivered(id, &[key(1, 1)]).await.unwrap();
    assert_eq!(store.delivered(id).await.unwrap().len(), 4);
}

async fn unfinished_and_finished_lists(db: Db) {
    let (_place, store) = db.store().await;
    let a = store.create_game(new_game("console", 1)).await.unwrap();
    let b = store.create_game(new_game("console", 2)).await.unwrap();
    let c = store
        .create_game(new_game("telegram:-100123", 3))
        .await
        .unwrap();
    assert_eq!(store.unfinished_games().await.unwrap(), vec![a, b, c]);
    assert!(store.finished_games(10).await.unwrap().is_empty());

    store
        .finish_game(b, r#"{"winner":"mafia"}"#.to_owned(), 100)
        .await
        .unwrap();
    store
        .finish_game(a, r#"{"winner":"town"}"#.to_owned(), 200)
        .await
        .unwrap();
    assert_eq!(store.unfinished_games().await.unwrap(), vec![c]);

    let finished = store.finished_games(10).await.unwrap();
    let ids: Vec<GameId> = finished.iter().map(|(id, _)| *id).collect();
    assert_eq!(ids, vec![a, b], "most recently finished first");
    assert_eq!(finished[0].1.result_json, r#"{"winner":"town"}"#);
    assert_eq!(finished[0].1.finished_at_ms, 200);
    assert_eq!(store.finished_games(1).await.unwrap().len(), 1);
    assert!(store.finished_games(0).await.unwrap().is_empty());
}

async fn latest_unfinished_per_surface(db: Db) {
    let (_place, store) = db.store().await;
    assert_eq!(store.latest_unfinished("console").await.unwrap(), None);
    let old = store.create_game(new_game("console", 10)).await.unwrap();
    let new = store.create_game(new_game("console", 20)).await.unwrap();
    let chat = store
        .create_game(new_game("telegram:-1", 30))
        .await
        .unwrap();

    assert_eq!(store.latest_unfinished("console").await.unwrap(), Some(new));
    assert_eq!(
        store.latest_unfinished("telegram:-1").await.unwrap(),
        Some(chat)
    );
    assert_eq!(store.latest_unfinished("telegram:-2").await.unwrap(), None);

    store.finish_game(new, "{}".to_owned(), 25).await.unwrap();
    assert_eq!(store.latest_unfinished("console").await.unwrap(), Some(old));
    store.finish_game(old, "{}".to_owned(), 26).await.unwrap();
    assert_eq!(store.latest_unfinished("console").await.unwrap(), None);
}

/// Two writers setting a value once at the same moment agree: the first
/// write stays, each reads it back, and a later one changes nothing.
async fn a_setting_set_once_by_two_at_once_is_the_first(db: Db) {
    let (_place, store) = db.store().await;
    let (a, b) = tokio::join!(
        store.setting_or_set("site", "key", "first"),
        store.setting_or_set("site", "key", "second"),
    );
    let (a, b) = (a.unwrap(), b.unwrap());
    assert_eq!(a, b, "both read the same value");
    assert!(a == "first" || a == "second");
    assert_eq!(
        store.setting_or_set("site", "key", "third").await.unwrap(),
        a,
        "a set value stays"
    );
    assert_eq!(store.get_setting("site", "key").await.unwrap(), Some(a));
}

async fn settings_roundtrip(db: Db) {
    let (_place, store) = db.store().await;
    assert_eq!(store.get_setting("chat:1", "ruleset").await.unwrap(), None);
    store
        .set_setting("chat:1", "ruleset", "classic")
        .await
        .unwrap();
    store
        .set_setting("chat:2", "ruleset", "fast")
        .await
        .unwrap();
    store
        .set_setting("chat:1", "ruleset", "night-kill")
        .await
        .unwrap();
    assert_eq!(
        store
            .get_setting("chat:1", "ruleset")
            .await
            .unwrap()
            .as_deref(),
        Some("night-kill")
    );
    assert_eq!(
        store
            .get_setting("chat:2", "ruleset")
            .await
            .unwrap()
            .as_deref(),
        Some("fast")
    );
    assert_eq!(store.get_setting("chat:1", "lang").await.unwrap(), None);
}

async fn data_survives_reopening(db: Db) {
    let place = db.disk().await;
    let store = place.open().await;
    let running = store.create_game(new_game("console", 1)).await.unwrap();
    let done = store.create_game(new_game("console", 2)).await.unwrap();
    append_all(&store, running, 4).await;
    store
        .mark_delivered(running, &[key(0, 0), key(3, 2)])
        .await
        .unwrap();
    store
        .finish_game(done, r#"{"winner":"town"}"#.to_owned(), 50)
        .await
        .unwrap();
    store
        .set_setting("chat:1", "ruleset", "classic")
        .await
        .unwrap();
    let before = store.load_game(running).await.unwrap();
    store.close().await;

    let store = place.open().await;
    assert_eq!(store.load_game(running).await.unwrap(), before);
    assert_eq!(
        store.delivered(running).await.unwrap(),
        [key(0, 0), key(3, 2)].into()
    );
    assert_eq!(store.unfinished_games().await.unwrap(), vec![running]);
    assert_eq!(
        store.latest_unfinished("console").await.unwrap(),
        Some(running)
    );
    assert_eq!(store.finished_games(5).await.unwrap()[0].0, done);
    assert_eq!(
        store
            .get_setting("chat:1", "ruleset")
            .await
            .unwrap()
            .as_deref(),
        Some("classic")
    );
    // The seq check picks up where the log ends.
    assert!(matches!(
        store.append_input(running, input(3)).await,
        Err(StoreError::SeqMismatch {
            expected: 4,
            got: 3,
            ..
        })
    ));
    store.append_input(running, input(4)).await.unwrap();
    assert!(matches!(
        store.append_input(done, input(0)).await,
        Err(StoreError::GameFinished(_))
    ));
    store.close().await;
}

async fn closed_store_refuses_requests(db: Db) {
    let (_place, store) = db.store().await;
    let clone = store.clone();
    let id = store.create_game(new_game("console", 0)).await.unwrap();
    store.close().await;
    assert!(matches!(
        clone.append_input(id, input(0)).await,
        Err(StoreError::Closed)
    ));
    assert!(matches!(clone.load_game(id).await, Err(StoreError::Closed)));
}

async fn newer_schema_version_is_a_clear_error(db: Db) {
    let place = db.disk().await;
    place.open().await.close().await;

    let mut conn = place.raw().await;
    let checksum = match db {
        Db::Sqlite => "x'00'",
        Db::Postgres => "'\\x00'::bytea",
    };
    conn.exec(
        &format!(
            "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) \
             VALUES (99, 'from the future', TRUE, {checksum}, 0)"
        ),
        0,
    )
    .await;
    conn.close().await;

    let error = Store::open(&place.url).await.unwrap_err();
    assert!(
        matches!(
            error,
            StoreError::SchemaTooNew {
                found: 99,
                known: 9
            }
        ),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        "database schema version 99 is newer than this narrator (knows up to 9); upgrade narrator"
    );
}

#[tokio::test]
async fn foreign_files_are_not_narrator_databases() {
    let dir = tempfile::tempdir().unwrap();

    let garbage = dir.path().join("garbage.db");
    std::fs::write(&garbage, vec![0x5a_u8; 8192]).unwrap();
    let url = format!("sqlite://{}", garbage.display());
    let error = Store::open(&url).await.unwrap_err();
    assert!(
        matches!(
            error,
            StoreError::Open {
                problem: DbProblem::NotSqlite,
                ..
            }
        ),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        format!(
            "cannot open the database {}: the file is not a SQLite database",
            garbage.display()
        )
    );

    let other_app = dir.path().join("other.db");
    let url = format!("sqlite://{}?mode=rwc", other_app.display());
    let mut conn = raw(&url).await;
    sqlx::query("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT)")
        .execute(&mut conn)
        .await
        .unwrap();
    conn.close().await.unwrap();
    let error = Store::open(&url).await.unwrap_err();
    assert!(matches!(error, StoreError::NotNarrator { .. }), "{error:?}");
    assert!(error.to_string().contains("customers"), "{error}");
    // Left as it was: not even switched to WAL.
    let mut conn = raw(&url).await;
    let mode: String = sqlx::query_scalar("PRAGMA journal_mode")
        .fetch_one(&mut conn)
        .await
        .unwrap();
    assert_eq!(mode, "delete");
    let tables: Vec<String> =
        sqlx::query_scalar("SELECT name FROM sqlite_master WHERE type = 'table'")
            .fetch_all(&mut conn)
            .await
            .unwrap();
    assert_eq!(tables, vec!["customers".to_owned()]);
    conn.close().await.unwrap();

    let other_sqlx = dir.path().join("other-sqlx.db");
    let url = format!("sqlite://{}?mode=rwc", other_sqlx.display());
    let mut conn = raw(&url).await;
    sqlx::query(
        "CREATE TABLE _sqlx_migrations (version BIGINT PRIMARY KEY, description TEXT NOT NULL, \
         installed_on TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, success BOOLEAN NOT NULL, \
         checksum BLOB NOT NULL, execution_time BIGINT NOT NULL)",
    )
    .execute(&mut conn)
    .await
    .unwrap();
    conn.close().await.unwrap();
    let error = Store::open(&url).await.unwrap_err();
    assert!(matches!(error, StoreError::NotNarrator { .. }), "{error:?}");
}

#[tokio::test]
async fn unopenable_paths_are_open_errors() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!(
        "sqlite://{}",
        dir.path().join("missing/dir/narrator.db").display()
    );
    let error = Store::open(&url).await.unwrap_err();
    assert_eq!(
        error.to_string(),
        format!(
            "cannot open the database {}: the folder {} does not exist",
            dir.path().join("missing/dir/narrator.db").display(),
            dir.path().join("missing/dir").display()
        )
    );
    assert!(matches!(
        Store::open("mysql://localhost/narrator").await,
        Err(StoreError::Open {
            problem: DbProblem::BadUrl(_),
            ..
        })
    ));
}

async fn a_corrupt_game_fails_alone(db: Db) {
    let place = db.disk().await;
    let store = place.open().await;
    let a = store.create_game(new_game("console", 1)).await.unwrap();
    let b = store.create_game(new_game("console", 2)).await.unwrap();
    append_all(&store, a, 3).await;
    append_all(&store, b, 3).await;
    let mut conn = place.raw().await;

    let corrupt = |error: StoreError, needle: &str| {
        let message = error.to_string();
        assert!(
            matches!(error, StoreError::Corrupt { game, .. } if game == a),
            "{error:?}"
        );
        assert!(message.contains(&format!("game {a}")), "{message}");
        assert!(message.contains(needle), "{message}");
    };

    if db == Db::Sqlite {
        // A value that is not text where JSON text belongs (PostgreSQL's
        // columns hold only their type).
        conn.exec(
            "UPDATE inputs SET input_json = x'00ff' WHERE game_id = $1 AND seq = 1",
            a,
        )
        .await;
        corrupt(store.load_game(a).await.unwrap_err(), "input seq 1");
        assert_eq!(store.load_game(b).await.unwrap().inputs.len(), 3);
    }

    // Text that is not JSON.
    conn.exec(
        "UPDATE inputs SET input_json = 'garbage{' WHERE game_id = $1 AND seq = 1",
        a,
    )
    .await;
    corrupt(store.load_game(a).await.unwrap_err(), "not valid JSON");

    // A gap in the seqs.
    conn.exec("DELETE FROM inputs WHERE game_id = $1 AND seq = 1", a)
        .await;
    corrupt(
        store.load_game(a).await.unwrap_err(),
        "jump from seq 0 to seq 2",
    );

    // A damaged game row.
    match db {
        Db::Sqlite => {
            conn.exec("UPDATE games SET setup_json = x'01' WHERE id = $1", a)
                .await;
            corrupt(store.load_game(a).await.unwrap_err(), "setup_json");
        }
        Db::Postgres => {
            conn.exec("UPDATE games SET setup_json = '{x' WHERE id = $1", a)
                .await;
            corrupt(store.load_game(a).await.unwrap_err(), "the setup");
        }
    }

    assert_eq!(store.load_game(b).await.unwrap().inputs.len(), 3);
    assert_eq!(store.unfinished_games().await.unwrap(), vec![a, b]);
    assert_eq!(store.latest_unfinished("console").await.unwrap(), Some(b));

    // A damaged result hides that game from the statistics, not the others.
    store.finish_game(a, "{}".to_owned(), 5).await.unwrap();
    store.finish_game(b, "{}".to_owned(), 6).await.unwrap();
    let damage = match db {
        Db::Sqlite => "UPDATE games SET result_json = x'01' WHERE id = $1",
        Db::Postgres => "UPDATE games SET result_json = '{x' WHERE id = $1",
    };
    conn.exec(damage, a).await;
    let finished = store.finished_games(10).await.unwrap();
    assert_eq!(finished.len(), 1);
    assert_eq!(finished[0].0, b);
    conn.close().await;
    store.close().await;
}

async fn a_failing_write_fails_only_its_caller(db: Db) {
    let place = db.disk().await;
    let store = place.open().await;
    let a = store.create_game(new_game("console", 1)).await.unwrap();
    let b = store.create_game(new_game("console", 2)).await.unwrap();
    store.append_input(a, input(0)).await.unwrap();

    // Another process writes game A's next input behind the store's back,
    // so the store's own append of that seq fails inside the database.
    let mut conn = place.raw().await;
    conn.exec(
        "INSERT INTO inputs (game_id, seq, input_json, at_ms) VALUES ($1, 1, '{}', 0)",
        a,
    )
    .await;
    conn.close().await;

    let (for_a, for_b) = tokio::join!(
        store.append_input(a, input(1)),
        store.append_input(b, input(0))
    );
    // Alone in its batch the append fails in the database; batched with
    // B's it is retried alone after re-reading A, and refused as a duplicate.
    assert!(
        matches!(
            for_a,
            Err(StoreError::Database { .. }
                | StoreError::SeqMismatch {
                    expected: 2,
                    got: 1,
                    ..
                })
        ),
        "{for_a:?}"
    );
    for_b.unwrap();
    // The writer re-reads game A from the database afterwards.
    store.append_input(a, input(2)).await.unwrap();
    assert_eq!(store.load_game(a).await.unwrap().inputs.len(), 3);
    assert_eq!(store.load_game(b).await.unwrap().inputs.len(), 1);
    store.close().await;
}

async fn many_concurrent_appenders_are_all_durable_and_ordered(db: Db) {
    const GAMES: usize = 200;
    const INPUTS: u64 = 50;
    let place = db.disk().await;
    let store = place.open().await;
    let mut ids = Vec::new();
    for i in 0..GAMES {
        ids.push(
            store
                .create_game(new_game(&format!("chat:{i}"), i as i64))
                .await
                .unwrap(),
        );
    }
    let tasks: Vec<_> = ids
        .iter()
        .map(|&id| {
            let store = store.clone();
            tokio::spawn(async move {
                for seq in 0..INPUTS {
                    store.append_input(id, input(seq)).await.unwrap();
                    if seq % 10 == 0 {
                        store.mark_delivered(id, &[key(seq, 0)]).await.unwrap();
                    }
                }
            })
        })
        .collect();
    for task in tasks {
        task.await.unwrap();
    }

    // Racing appends of the same seq to one game: exactly one wins.
    let racers: Vec<_> = (0..8)
        .map(|_| {
            let store = store.clone();
            let id = ids[0];
            tokio::spawn(async move { store.append_input(id, input(INPUTS)).await })
        })
        .collect();
    let mut wins = 0;
    for racer in racers {
        match racer.await.unwrap() {
            Ok(()) => wins += 1,
            Err(StoreError::SeqMismatch { .. }) => {}
            Err(other) => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!(wins, 1);
    store.close().await;

    let store = place.open().await;
    for (i, &id) in ids.iter().enumerate() {
        let game = store.load_game(id).await.unwrap();
        let expected = if i == 0 { INPUTS + 1 } else { INPUTS };
        let inputs: Vec<_> = (0..expected).map(input).collect();
        assert_eq!(game.inputs, inputs, "game {id}");
        assert_eq!(store.delivered(id).await.unwrap().len(), 5);
    }
    store.close().await;
}

async fn settings_in_lists_one_scope_sorted(db: Db) {
    let (_place, store) = db.store().await;
    assert!(store.settings_in("bots").await.unwrap().is_empty());
    store.set_setting("bots", "zed", "/z").await.unwrap();
    store.set_setting("bots", "amy", "/a").await.unwrap();
    store.set_setting("other", "bob", "/b").await.unwrap();
    assert_eq!(
        store.settings_in("bots").await.unwrap(),
        [
            ("amy".to_string(), "/a".to_string()),
            ("zed".to_string(), "/z".to_string())
        ]
    );
}

async fn a_platform_lists_its_own_unfinished_games_only(db: Db) {
    let (_place, store) = db.store().await;
    let tg = store.create_game(new_game("telegram:-1", 1)).await.unwrap();
    let dc = store.create_game(new_game("discord:5", 2)).await.unwrap();
    let done = store.create_game(new_game("telegram:-2", 3)).await.unwrap();
    // A surface with LIKE's wildcards in it matches only itself.
    let odd = store.create_game(new_game("tele%_x:1", 4)).await.unwrap();
    store.finish_game(done, "{}".into(), 10).await.unwrap();
    assert_eq!(
        store.unfinished_games_on("telegram:").await.unwrap(),
        vec![tg]
    );
    assert_eq!(
        store.unfinished_games_on("discord:").await.unwrap(),
        vec![dc]
    );
    assert_eq!(store.unfinished_games_on("tele%").await.unwrap(), vec![odd]);
    assert_eq!(
        store.unfinished_games_on("").await.unwrap(),
        vec![tg, dc, odd]
    );
    let setups = store.unfinished_setups_on("telegram:").await.unwrap();
    assert_eq!(setups.len(), 1);
    assert_eq!(setups[0].0, tg);
    assert_eq!(setups[0].1, "telegram:-1");
    assert_eq!(setups[0].2, new_game("telegram:-1", 1).setup_json);
}

async fn a_platform_loads_its_unfinished_games_at_once_and_a_damaged_one_alone_fails(db: Db) {
    let place = db.disk().await;
    let store = place.open().await;
    let a = store.create_game(new_game("telegram:-1", 1)).await.unwrap();
    let b = store.create_game(new_game("telegram:-2", 2)).await.unwrap();
    let other = store.create_game(new_game("discord:1", 3)).await.unwrap();
    append_all(&store, a, 3).await;
    append_all(&store, b, 2).await;
    append_all(&store, other, 1).await;
    // A lobby nobody joined yet, and a log whose text needs escaping.
    let empty = store.create_game(new_game("telegram:-3", 4)).await.unwrap();
    let odd = store.create_game(new_game("telegram:-4", 5)).await.unwrap();
    store
        .append_input(
            odd,
            StoredInput {
                seq: 0,
                input_json: r#"{"say":"\"hi\", — привет 👋\n\\ \u0001","at":[1,2]}"#.to_owned(),
                at_ms: i64::MAX - 1,
            },
        )
        .await
        .unwrap();
    store
        .mark_delivered(b, &[key(0, 0), key(1, 2)])
        .await
        .unwrap();
    let mut conn = place.raw().await;
    conn.exec(
        "UPDATE inputs SET input_json = 'garbage{' WHERE game_id = $1 AND seq = 1",
        a,
    )
    .await;

    let loaded = store.load_unfinished_on("telegram:").await.unwrap();
    assert_eq!(
        loaded.iter().map(|g| g.id).collect::<Vec<_>>(),
        vec![a, b, empty, odd]
    );
    assert!(
        matches!(&loaded[0].loaded, Err(StoreError::Corrupt { game, .. }) if *game == a),
        "{:?}",
        loaded[0].loaded
    );
    let (game, delivered) = loaded[1].loaded.as_ref().expect("b loads");
    assert_eq!(game, &store.load_game(b).await.unwrap());
    assert_eq!(delivered, &store.delivered(b).await.unwrap());
    assert_eq!(delivered.len(), 2);
    for (i, id) in [(2, empty), (3, odd)] {
        let (game, delivered) = loaded[i].loaded.as_ref().expect("loads");
        assert_eq!(game, &store.load_game(id).await.unwrap());
        assert!(delivered.is_empty());
    }
    let (game, _) = loaded[3].loaded.as_ref().expect("loads");
    assert_eq!(game.inputs.len(), 1);
}

/// Noon of some day, in milliseconds.
const NOON: i64 = 1_750_000_000_000;
const MINUTE: i64 = 60_000;
const HOUR: i64 = 60 * MINUTE;

async fn an_update_is_sighted_first_once_per_scope(db: Db) {
    let (_place, store) = db.store().await;
    assert!(store.first_sighting("telegram:1", 42, NOON).await.unwrap());
    assert!(!store.first_sighting("telegram:1", 42, NOON).await.unwrap());
    assert!(
        !store
            .first_sighting("telegram:1", 42, NOON + MINUTE)
            .await
            .unwrap()
    );
    // Another id, another scope (another bot's ids).
    assert!(store.first_sighting("telegram:1", 43, NOON).await.unwrap());
    assert!(store.first_sighting("telegram:2", 42, NOON).await.unwrap());
    // Any id a platform may use.
    assert!(store.first_sighting("x", -1, NOON).await.unwrap());
    assert!(store.first_sighting("x", i64::MAX, NOON).await.unwrap());
    assert!(!store.first_sighting("x", i64::MAX, NOON).await.unwrap());
    store.close().await;
}

/// Two processes get the same updates (a webhook behind a load balancer
/// re-sending after a slow answer): of all their calls for one update,
/// exactly one answers true.
async fn processes_racing_for_an_update_see_it_first_exactly_once(db: Db) {
    const IDS: i64 = 40;
    const CALLERS: usize = 8;
    let place = db.disk().await;
    let stores = [place.open().await, place.open().await];
    let racers: Vec<_> = (0..CALLERS)
        .map(|caller| {
            let store = stores[caller % 2].clone();
            tokio::spawn(async move {
                let mut firsts = Vec::new();
                for id in 0..IDS {
                    if store.first_sighting("telegram:1", id, NOON).await.unwrap() {
                        firsts.push(id);
                    }
                }
                firsts
            })
        })
        .collect();
    let mut firsts = Vec::new();
    for racer in racers {
        firsts.extend(racer.await.unwrap());
    }
    firsts.sort_unstable();
    assert_eq!(firsts, (0..IDS).collect::<Vec<_>>());
    for store in stores {
        store.close().await;
    }
}

/// A sighting older than a day is forgotten, so the table stays small;
/// the store looks for old ones only every few minutes of sightings.
async fn sightings_are_forgotten_after_a_day_now_and_then(db: Db) {
    let place = db.disk().await;
    let store = place.open().await;
    let mut raw = place.raw().await;
    let rows = "SELECT CAST(COUNT(*) AS BIGINT) FROM seen_updates";

    assert!(store.first_sighting("t", 1, NOON).await.unwrap());
    // Seen two days ago: old already, but the store forgot old ones a
    // moment ago.
    assert!(
        store
            .first_sighting("t", 2, NOON - 48 * HOUR)
            .await
            .unwrap()
    );
    assert!(
        store
            .first_sighting("t", 3, NOON + 5 * MINUTE)
            .await
            .unwrap()
    );
    assert_eq!(raw.count(rows).await, 3);
    // Ten minutes on, it looks again.
    assert!(
        store
            .first_sighting("t", 4, NOON + 10 * MINUTE)
            .await
            .unwrap()
    );
    assert_eq!(raw.count(rows).await, 3);
    assert!(
        store
            .first_sighting("t", 2, NOON + 11 * MINUTE)
            .await
            .unwrap()
    );

    // A day after the first: the first is forgotten, the later ones not.
    assert!(
        store
            .first_sighting("t", 5, NOON + 24 * HOUR + 4 * MINUTE)
            .await
            .unwrap()
    );
    let later = NOON + 24 * HOUR + 9 * MINUTE;
    assert!(store.first_sighting("t", 1, later).await.unwrap());
    assert!(!store.first_sighting("t", 4, later).await.unwrap());
    assert!(!store.first_sighting("t", 5, later).await.unwrap());
    raw.close().await;
    store.close().await;
}
