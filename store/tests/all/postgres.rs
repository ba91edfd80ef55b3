//! What only a PostgreSQL database does: a server to reach, a login, a
//! connection that can break, a database other applications may share.

use crate::common;

use std::time::{Duration, Instant};

use common::proxy::{Cut, Proxy};
use common::{Db, Place};
use narrator_pg_testkit::{Cluster, Fsync, test_server, with_database};
use narrator_store::{DbProblem, NewGame, Store, StoreError, StoredInput};
use sqlx::{Connection, PgConnection};

fn new_game() -> NewGame {
    NewGame {
        kind: "mafia".to_owned(),
        surface: "telegram:-1".to_owned(),
        setup_json: "{}".to_owned(),
        created_at_ms: 1,
    }
}

fn input(seq: u64) -> StoredInput {
    StoredInput {
        seq,
        input_json: "{}".to_owned(),
        at_ms: 1,
    }
}

/// A loopback port nothing listens on.
fn closed_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().port()
}

#[tokio::test]
async fn foreign_databases_are_refused_untouched() {
    let place = Db::Postgres.memory().await;
    let mut conn = place.raw().await;
    conn.exec(
        "CREATE TABLE customers (id BIGINT PRIMARY KEY, name TEXT)",
        0,
    )
    .await;
    let error = Store::open(&place.url).await.unwrap_err();
    assert!(matches!(error, StoreError::NotNarrator { .. }), "{error:?}");
    assert!(error.to_string().contains("customers"), "{error}");
    assert!(
        error
            .to_string()
            .starts_with(&format!("{} is not a narrator database", place.url)),
        "{error}"
    );
    assert_eq!(conn.tables().await, vec!["customers".to_owned()]);

    let other_sqlx = Db::Postgres.memory().await;
    let mut conn = other_sqlx.raw().await;
    conn.exec(
        "CREATE TABLE _sqlx_migrations (version BIGINT PRIMARY KEY, description TEXT NOT NULL, \
         installed_on TIMESTAMPTZ NOT NULL DEFAULT now(), success BOOLEAN NOT NULL, \
         checksum BYTEA NOT NULL, execution_time BIGINT NOT NULL)",
        0,
    )
    .await;
    let error = Store::open(&other_sqlx.url).await.unwrap_err();
    assert!(matches!(error, StoreError::NotNarrator { .. }), "{error:?}");
    assert!(error.to_string().contains("another application"), "{error}");
    assert_eq!(conn.tables().await, vec!["_sqlx_migrations".to_owned()]);
}

#[tokio::test]
async fn open_errors_name_the_server_without_the_password() {
    let port = closed_port();
    let error = Store::open(&format!(
        "postgres://postgres:hunter2@127.0.0.1:{port}/narrator"
    ))
    .await
    .unwrap_err();
    assert!(
        matches!(
            error,
            StoreError::Open {
                problem: DbProblem::ServerUnreachable(_),
                ..
            }
        ),
        "{error:?}"
    );
    let message = error.to_string();
    assert!(
        message.starts_with(&format!(
            "cannot open the database postgres://postgres@127.0.0.1:{port}/narrator: \
             the PostgreSQL server does not answer"
        )),
        "{message}"
    );
    assert!(!message.contains("hunter2"), "{message}");

    let missing = with_database(test_server().url(), "no_such_database");
    let error = Store::open(&missing).await.unwrap_err();
    assert!(
        matches!(
            error,
            StoreError::Open {
                problem: DbProblem::NoSuchDatabase(_),
                ..
            }
        ),
        "{error:?}"
    );
    assert!(error.to_string().contains("no_such_database"), "{error}");

    let error = Store::open("postgres://localhost:notaport/narrator")
        .await
        .unwrap_err();
    assert!(
        matches!(
            error,
            StoreError::Open {
                problem: DbProblem::BadUrl(_),
                ..
            }
        ),
        "{error:?}"
    );
}

/// The server ends every connection of the store (a restart, an
/// administrator): the store opens new ones, and nothing is lost.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lost_connections_are_replaced() {
    let place = Db::Postgres.memory().await;
    let store = place.open().await;
    let game = store.create_game(new_game()).await.unwrap();
    store.append_input(game, input(0)).await.unwrap();
    assert_eq!(store.load_game(game).await.unwrap().inputs.len(), 1);

    let mut admin = place.raw().await;
    admin
        .exec(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
             WHERE datname = current_database() AND pid <> pg_backend_pid()",
            0,
        )
        .await;
    admin.close().await;

    store.append_input(game, input(1)).await.unwrap();
    assert_eq!(store.load_game(game).await.unwrap().inputs.len(), 2);
    store.close().await;
}

/// The server stops while narrator runs: every request fails, saying so,
/// within the store's wait for a connection, and nothing hangs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stopped_server_is_a_typed_error() {
    let cluster = Cluster::start(Fsync::Off).expect("a second cluster starts");
    let url = cluster.url().to_owned();
    let store = Store::open(&url).await.unwrap();
    let game = store.create_game(new_game()).await.unwrap();
    store.append_input(game, input(0)).await.unwrap();
    cluster.stop();

    let started = Instant::now();
    let error = store.append_input(game, input(1)).await.unwrap_err();
    assert!(
        started.elapsed() < Duration::from_secs(30),
        "waited {:?}",
        started.elapsed()
    );
    match &error {
        StoreError::Database {
            path: Some(path),
            problem: DbProblem::ServerUnreachable(_) | DbProblem::ConnectionLost,
            ..
        } => assert_eq!(path, &url),
        other => panic!("expected a server failure, got {other:?}"),
    }
    assert!(
        error
            .to_string()
            .starts_with(&format!("cannot use the database {url}: the ")),
        "{error}"
    );
    assert!(matches!(
        store.load_game(game).await,
        Err(StoreError::Database {
            problem: DbProblem::ServerUnreachable(_) | DbProblem::ConnectionLost,
            ..
        })
    ));
    store.close().await;
}

/// Processes starting together on a new database: while one creates the
/// schema (sqlx makes its history table before the first migration
/// commits), another waits for it instead of taking the half-made database
/// for another application's. Here a connection plays the first process,
/// holding the store's schema lock over a half-made database.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_waits_for_another_making_the_schema() {
    const SCHEMA_LOCK: i64 = 0x6e61_7272_6174_6f72;
    let place = Db::Postgres.memory().await;
    let mut first = place.raw().await;
    first.exec("SELECT pg_advisory_lock($1)", SCHEMA_LOCK).await;
    first
        .exec(
            "CREATE TABLE _sqlx_migrations (version BIGINT PRIMARY KEY, \
             description TEXT NOT NULL, installed_on TIMESTAMPTZ NOT NULL DEFAULT now(), \
             success BOOLEAN NOT NULL, checksum BYTEA NOT NULL, execution_time BIGINT NOT NULL)",
            0,
        )
        .await;
    let url = place.url.clone();
    let second = tokio::spawn(async move { Store::open(&url).await });
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(!second.is_finished(), "it waits for the first");
    // The first gives up: the second finds an empty database and makes it.
    first.exec("DROP TABLE _sqlx_migrations", 0).await;
    first.close().await;
    let store = second.await.unwrap().expect("the second opens");
    store.create_game(new_game()).await.unwrap();
    store.close().await;

    // And several at once share one schema.
    let place = Db::Postgres.memory().await;
    let opening: Vec<_> = (0..6)
        .map(|_| {
            let url = place.url.clone();
            tokio::spawn(async move { Store::open(&url).await })
        })
        .collect();
    let mut stores = Vec::new();
    for open in opening {
        stores.push(open.await.unwrap().expect("every process opens"));
    }
    let game = stores[0].create_game(new_game()).await.unwrap();
    assert_eq!(stores[5].load_game(game).await.unwrap().id, game);
    for store in stores {
        store.close().await;
    }
}

/// An input whose JSON carries `mark`, for the proxy to spot.
fn marked(seq: u64, mark: &str) -> StoredInput {
    StoredInput {
        seq,
        input_json: format!(r#"{{"mark":"{mark}"}}"#),
        at_ms: 7,
    }
}

/// A fresh database, and a store reaching it through a proxy that can cut
/// the store's connections.
async fn behind_proxy() -> (Place, Proxy, Store) {
    let place = Db::Postgres.memory().await;
    let proxy = Proxy::start(&place.url).await;
    let store = Store::open(&proxy.url).await.expect("the store opens");
    (place, proxy, store)
}

/// A COMMIT lost with its connection: the server committed the append, the
/// store never heard. Written again on a new connection, the append finds
/// itself in the log and counts as done, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_append_whose_commit_went_unanswered_is_done_once() {
    let (_place, proxy, store) = behind_proxy().await;
    let game = store.create_game(new_game()).await.unwrap();
    store.append_input(game, input(0)).await.unwrap();

    // Alone in its batch, an append is one autocommit statement.
    proxy.arm(&["lost-append"], Cut::AfterRequest);
    store
        .append_input(game, marked(1, "lost-append"))
        .await
        .expect("the append counts as done");
    assert_eq!(proxy.sprung(), 1, "the connection was cut");
    store.append_input(game, input(2)).await.unwrap();

    // Fenced, the append is a transaction: its COMMIT is lost.
    let lease = store
        .acquire_lease(game, "p1", Duration::from_secs(60))
        .await
        .unwrap()
        .unwrap();
    proxy.arm(&["lost-fenced", "COMMIT"], Cut::AfterRequest);
    store
        .append_input_fenced(game, lease.epoch, marked(3, "lost-fenced"))
        .await
        .expect("the fenced append counts as done");
    assert_eq!(proxy.sprung(), 2, "the connection was cut");
    store
        .append_input_fenced(game, lease.epoch, input(4))
        .await
        .unwrap();

    let inputs = store.load_game(game).await.unwrap().inputs;
    assert_eq!(
        inputs,
        vec![
            input(0),
            marked(1, "lost-append"),
            input(2),
            marked(3, "lost-fenced"),
            input(4)
        ]
    );
    store.close().await;
}

/// After a lost connection, a seq that holds anything but the very input
/// appended (another input, or the same one under a lease since lost) is
/// refused as it would have been.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lost_commit_does_not_excuse_a_different_write() {
    let (place, proxy, store) = behind_proxy().await;
    let game = store.create_game(new_game()).await.unwrap();
    store.append_input(game, input(0)).await.unwrap();

    // Another process wrote seq 1 behind the store's back; the store's
    // append of seq 1 is cut before the server sees it.
    let mut raw = place.raw().await;
    raw.exec(
        "INSERT INTO inputs (game_id, seq, input_json, at_ms) VALUES ($1, 1, '{\"other\":1}', 7)",
        game,
    )
    .await;
    proxy.arm(&["not-mine"], Cut::BeforeRequest);
    let error = store
        .append_input(game, marked(1, "not-mine"))
        .await
        .unwrap_err();
    assert_eq!(proxy.sprung(), 1, "the connection was cut");
    assert!(
        matches!(
            error,
            StoreError::SeqMismatch {
                expected: 2,
                got: 1,
                ..
            }
        ),
        "{error:?}"
    );

    // The fenced append reaches the log, but the lease changes hands
    // before the store hears of it: the input is the new owner's now.
    let lease = store
        .acquire_lease(game, "p1", Duration::from_secs(60))
        .await
        .unwrap()
        .unwrap();
    proxy.arm(&["taken-meanwhile", "COMMIT"], Cut::AfterRequest);
    let append = {
        let store = store.clone();
        tokio::spawn(async move {
            store
                .append_input_fenced(game, lease.epoch, marked(2, "taken-meanwhile"))
                .await
        })
    };
    let started = Instant::now();
    while proxy.sprung() < 2 {
        assert!(started.elapsed() < Duration::from_secs(10), "never cut");
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    // The proxy cuts the connection half a second after the COMMIT.
    raw.exec(
        "UPDATE game_leases SET owner = 'p2', epoch = epoch + 1 WHERE game_id = $1",
        game,
    )
    .await;
    let error = append.await.unwrap().unwrap_err();
    assert!(
        matches!(error, StoreError::LeaseLost { epoch, .. } if epoch == lease.epoch),
        "{error:?}"
    );
    assert_eq!(store.load_game(game).await.unwrap().inputs.len(), 3);
    raw.close().await;
    store.close().await;
}

/// Every other request whose commit went unanswered: a game created, a
/// result stored, a lease taken, an update seen are each done once and
/// answered as done.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn other_writes_whose_commit_went_unanswered_are_done_once() {
    let (_place, proxy, store) = behind_proxy().await;

    proxy.arm(&["lost-create"], Cut::AfterRequest);
    let game = store
        .create_game(NewGame {
            setup_json: r#"{"seed":"lost-create"}"#.to_owned(),
            ..new_game()
        })
        .await
        .expect("the game is created");
    assert_eq!(proxy.sprung(), 1);
    assert_eq!(store.unfinished_games().await.unwrap(), vec![game]);

    proxy.arm(&["lost-owner"], Cut::AfterRequest);
    let lease = store
        .acquire_lease(game, "lost-owner", Duration::from_secs(60))
        .await
        .expect("the lease is taken")
        .expect("by this owner");
    assert_eq!(proxy.sprung(), 2);
    assert_eq!(lease.epoch, 1);
    assert_eq!(store.lease(game).await.unwrap(), Some(lease.clone()));

    store.append_input(game, input(0)).await.unwrap();
    proxy.arm(&["lost-result"], Cut::AfterRequest);
    store
        .finish_game(game, r#"{"winner":"lost-result"}"#.to_owned(), 9)
        .await
        .expect("the game is finished");
    assert_eq!(proxy.sprung(), 3);
    assert!(matches!(
        store.finish_game(game, "{}".to_owned(), 10).await,
        Err(StoreError::GameFinished(_))
    ));
    let finished = store.load_game(game).await.unwrap().finished.unwrap();
    assert_eq!(finished.result_json, r#"{"winner":"lost-result"}"#);

    proxy.arm(&["lost-release"], Cut::AfterRequest);
    // The owner's name is in the release's statement.
    let released = store
        .release_lease(&narrator_store::Lease {
            owner: "lost-release".to_owned(),
            ..lease.clone()
        })
        .await
        .unwrap();
    assert!(!released, "another owner's lease is not released");
    assert_eq!(proxy.sprung(), 4);
    proxy.arm(&["lost-owner"], Cut::AfterRequest);
    assert!(
        store.release_lease(&lease).await.expect("released"),
        "the lease was held"
    );
    assert_eq!(proxy.sprung(), 5);
    assert_eq!(store.lease(game).await.unwrap(), None);

    // The first sighting of a store also forgets old ones: a transaction.
    proxy.arm(&["lost-scope", "COMMIT"], Cut::AfterRequest);
    assert!(store.first_sighting("lost-scope", 5, 1_000).await.unwrap());
    assert_eq!(proxy.sprung(), 6);
    assert!(!store.first_sighting("lost-scope", 5, 1_000).await.unwrap());
    store.close().await;
}

/// A connection lost before the COMMIT was sent: the server rolled the
/// transaction back, so everything in it is written again, a queued input
/// too. One lost while committing a queued input cannot tell whether it
/// was queued (the owner may have taken it already): it fails.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_lost_before_the_commit_is_written_again() {
    let (_place, proxy, store) = behind_proxy().await;
    let game = store.create_game(new_game()).await.unwrap();
    let lease = store
        .acquire_lease(game, "p1", Duration::from_secs(60))
        .await
        .unwrap()
        .unwrap();
    proxy.arm(&["cut-early"], Cut::BeforeRequest);
    store
        .append_input_fenced(game, lease.epoch, marked(0, "cut-early"))
        .await
        .expect("written again");
    assert_eq!(proxy.sprung(), 1);

    proxy.arm(&["queued-early"], Cut::BeforeRequest);
    store
        .enqueue_input(game, r#"{"q":"queued-early"}"#.to_owned(), 3)
        .await
        .expect("queued on the second try");
    assert_eq!(proxy.sprung(), 2);
    proxy.arm(&["queued-late", "COMMIT"], Cut::AfterRequest);
    let error = store
        .enqueue_input(game, r#"{"q":"queued-late"}"#.to_owned(), 4)
        .await
        .unwrap_err();
    assert_eq!(proxy.sprung(), 3);
    assert_eq!(
        error.problem(),
        Some(&DbProblem::ConnectionLost),
        "{error:?}"
    );
    let queued = store.take_queued(game, lease.epoch, 0).await.unwrap();
    let texts: Vec<&str> = queued.iter().map(|q| q.input_json.as_str()).collect();
    assert_eq!(texts, [r#"{"q":"queued-early"}"#, r#"{"q":"queued-late"}"#]);
    assert_eq!(store.load_game(game).await.unwrap().inputs.len(), 1);
    store.close().await;
}

/// The server breaks a deadlock by rolling back the store's transaction:
/// the store writes it again, and the caller never hears of it.
///
/// Another session holds seq 0 of the game (inserted, not committed); the
/// store's fenced append locks the lease row, then waits for seq 0. The
/// session then asks for the lease row: each waits for the other. The
/// session's deadlock timeout is long, so the server's check in the
/// store's session (after one second) finds the deadlock and rolls the
/// store's transaction back; the session then gives seq 0 up.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_transaction_rolled_back_to_break_a_deadlock_is_written_again() {
    let place = Db::Postgres.memory().await;
    let store = place.open().await;
    let game = store.create_game(new_game()).await.unwrap();
    let lease = store
        .acquire_lease(game, "p1", Duration::from_secs(60))
        .await
        .unwrap()
        .unwrap();
    let mut other = PgConnection::connect(&place.url).await.unwrap();
    let mut watch = PgConnection::connect(&place.url).await.unwrap();
    let deadlocks = || async {
        let mut conn = PgConnection::connect(&place.url).await.unwrap();
        let count: i64 = sqlx::query_scalar(
            "SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()",
        )
        .fetch_one(&mut conn)
        .await
        .unwrap();
        conn.close().await.unwrap();
        count
    };
    let deadlocks_before = deadlocks().await;
    sqlx::query("SET deadlock_timeout = '60s'")
        .execute(&mut other)
        .await
        .unwrap();
    sqlx::query("BEGIN").execute(&mut other).await.unwrap();
    sqlx::query("INSERT INTO inputs (game_id, seq, input_json, at_ms) VALUES ($1, 0, '{}', 1)")
        .bind(game)
        .execute(&mut other)
        .await
        .unwrap();

    let append = {
        let store = store.clone();
        tokio::spawn(async move {
            store
                .append_input_fenced(game, lease.epoch, marked(0, "mine"))
                .await
        })
    };
    // Until the store waits for the other session.
    let started = Instant::now();
    loop {
        let waiting: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() \
             AND application_name = 'narrator' AND wait_event_type = 'Lock'",
        )
        .fetch_one(&mut watch)
        .await
        .unwrap();
        if waiting == 1 {
            break;
        }
        assert!(started.elapsed() < Duration::from_secs(10), "never waits");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    // Waits until the server rolls the store's transaction back.
    let locked = tokio::time::timeout(
        Duration::from_secs(20),
        sqlx::query("SELECT epoch FROM game_leases WHERE game_id = $1 FOR UPDATE")
            .bind(game)
            .execute(&mut other),
    )
    .await
    .expect("the deadlock is broken");
    locked.expect("on the store's side");
    sqlx::query("ROLLBACK").execute(&mut other).await.unwrap();

    append.await.unwrap().expect("the append is written again");
    assert_eq!(
        store.load_game(game).await.unwrap().inputs,
        vec![marked(0, "mine")]
    );
    // The server's statistics come a moment later (a backend reports
    // them when idle, at most every few seconds).
    let started = Instant::now();
    while deadlocks().await == deadlocks_before {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the server counted no deadlock"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    other.close().await.unwrap();
    watch.close().await.unwrap();
    store.close().await;
}
