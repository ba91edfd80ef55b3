//! What only a PostgreSQL database does: a server to reach, a login, a
//! connection that can break, a database other applications may share.

mod common;

use std::time::{Duration, Instant};

use common::{Cluster, Db, with_database};
use narrator_store::{DbProblem, NewGame, Store, StoreError, StoredInput};

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

    let missing = with_database(common::server_url(), "no_such_database");
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
    let cluster = Cluster::start().expect("a second cluster starts");
    let url = cluster.url.clone();
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
