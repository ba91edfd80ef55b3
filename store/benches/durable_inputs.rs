//! How many inputs per second the store makes durable, and how long one
//! append waits, with many games appending at once (group commit) and with
//! a single game appending alone, on SQLite and on PostgreSQL side by side.
//! Also what a webhook update costs before its 200: its sighting alone (as
//! before updates were kept) against its sighting with the update kept
//! until handled, and then forgotten.
//!
//! Run with `cargo bench -p narrator-store`. Each run uses a fresh database:
//! a SQLite file in a temporary directory, and a database on a throwaway
//! PostgreSQL cluster the bench starts with `scripts/pg-cluster` (durable:
//! fsync on, as a server would run) and stops at the end; or, with
//! `NARRATOR_BENCH_POSTGRES_URL` set, on that server (a new database per
//! run, left behind). It takes a minute or so.

use std::time::{Duration, Instant};

use narrator_pg_testkit::{Fsync, Server};
use narrator_store::{KeptUpdate, NewGame, Store, StoredInput};

/// Concurrent games in the load test.
const GAMES: usize = 1_000;
/// Inputs each game appends, one after the other, awaiting each.
const INPUTS_PER_GAME: u64 = 100;
/// Inputs the lone game appends.
///
/// SQLite runs use WAL with synchronous=NORMAL, PostgreSQL runs the
/// server's default synchronous_commit=on (each commit waits for its fsync),
/// both with the store's group commit.
const SINGLE_INPUTS: u64 = 5_000;

fn new_game(i: usize) -> NewGame {
    NewGame {
        kind: "mafia".to_owned(),
        surface: format!("telegram:-100{i:07}"),
        setup_json:
            r#"{"players":["p1","p2","p3","p4","p5","p6","p7"],"ruleset":"classic","seed":1234567}"#
                .to_owned(),
        created_at_ms: 1_700_000_000_000,
    }
}

/// A realistic input, about 80 bytes of JSON.
fn input(game: usize, seq: u64) -> StoredInput {
    StoredInput {
        seq,
        input_json: format!(
            r#"{{"type":"vote","voter":"player-{:02}","target":"player-{:02}","round":{}}}"#,
            game % 97,
            seq % 89,
            seq / 7
        ),
        at_ms: 1_700_000_000_000 + seq as i64,
    }
}

struct Figures {
    inputs: usize,
    elapsed: Duration,
    latencies: Vec<Duration>,
}

impl Figures {
    /// One row of the table: the backend, throughput and latencies.
    fn print(mut self, backend: &str) {
        self.latencies.sort_unstable();
        let at = |q: f64| {
            let i = ((self.latencies.len() as f64 - 1.0) * q).round() as usize;
            self.latencies[i]
        };
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        println!(
            "  {backend:<11} {:>8} in {:>6.2} s {:>9.0}/s   {:>9.3} {:>9.3} {:>9.3}",
            self.inputs,
            self.elapsed.as_secs_f64(),
            self.inputs as f64 / self.elapsed.as_secs_f64(),
            ms(at(0.5)),
            ms(at(0.99)),
            ms(at(1.0))
        );
    }
}

fn heading(title: &str) {
    println!("{title}");
    println!(
        "  {:<11} {:>8}    {:>6}   {:>11}   {:>9} {:>9} {:>9}",
        "backend", "inputs", "time", "durable", "median ms", "p99 ms", "max ms"
    );
}

/// Where the fresh databases come from.
enum Backend {
    Sqlite(tempfile::TempDir),
    Postgres(Server),
}

impl Backend {
    fn name(&self) -> &'static str {
        match self {
            Backend::Sqlite(_) => "SQLite",
            Backend::Postgres(_) => "PostgreSQL",
        }
    }

    fn postgres() -> Backend {
        match Server::from_env_or_start("NARRATOR_BENCH_POSTGRES_URL", Fsync::On) {
            Ok(server) => Backend::Postgres(server),
            Err(error) => panic!("no PostgreSQL server for the bench: {error}"),
        }
    }

    async fn fresh_store(&self, name: &str) -> Store {
        let url = match self {
            Backend::Sqlite(dir) => format!("sqlite://{}", dir.path().join(name).display()),
            Backend::Postgres(server) => server.fresh_database("narrator_bench").await,
        };
        Store::open(&url).await.expect("open store")
    }

    fn stop(self) {
        if let Backend::Postgres(server) = self {
            server.stop();
        }
    }
}

/// `GAMES` games append `INPUTS_PER_GAME` inputs each, concurrently. With
/// `pace`, each game appends one input per `pace` (its first at a random
/// offset within the period), like players acting; without, each appends
/// the next input as soon as the previous one is durable (saturation).
async fn many_games(store: &Store, pace: Option<Duration>) -> Figures {
    let mut ids = Vec::with_capacity(GAMES);
    for i in 0..GAMES {
        ids.push(store.create_game(new_game(i)).await.expect("create game"));
    }
    let start = Instant::now();
    let tasks: Vec<_> = ids
        .into_iter()
        .enumerate()
        .map(|(i, id)| {
            let store = store.clone();
            tokio::spawn(async move {
                // Spread the games' phases evenly over one period.
                let offset = pace.map(|pace| pace.mul_f64(i as f64 / GAMES as f64));
                let mut latencies = Vec::with_capacity(INPUTS_PER_GAME as usize);
                for seq in 0..INPUTS_PER_GAME {
                    if let (Some(pace), Some(offset)) = (pace, offset) {
                        let due = start + offset + pace * seq as u32;
                        tokio::time::sleep_until(due.into()).await;
                    }
                    let input = input(i, seq);
                    let sent = Instant::now();
                    store.append_input(id, input).await.expect("append");
                    latencies.push(sent.elapsed());
                }
                latencies
            })
        })
        .collect();
    let mut latencies = Vec::with_capacity(GAMES * INPUTS_PER_GAME as usize);
    for task in tasks {
        latencies.extend(task.await.expect("appender task"));
    }
    Figures {
        inputs: latencies.len(),
        elapsed: start.elapsed(),
        latencies,
    }
}

async fn single_game(store: &Store) -> Figures {
    let id = store.create_game(new_game(0)).await.expect("create game");
    let mut latencies = Vec::with_capacity(SINGLE_INPUTS as usize);
    let start = Instant::now();
    for seq in 0..SINGLE_INPUTS {
        let input = input(0, seq);
        let sent = Instant::now();
        store.append_input(id, input).await.expect("append");
        latencies.push(sent.elapsed());
    }
    Figures {
        inputs: latencies.len(),
        elapsed: start.elapsed(),
        latencies,
    }
}

/// Webhook requests arriving at once, each posting updates one after the
/// other.
const SENDERS: usize = 200;
/// Updates each sender posts.
const UPDATES_PER_SENDER: usize = 50;

/// `SENDERS` concurrent requesters each record `UPDATES_PER_SENDER`
/// updates as a webhook does before answering 200: the sighting alone
/// (`keep` false), or the sighting with the update kept, then forgotten
/// once handled (`keep` true), the way the Telegram adapter forgets them:
/// one task deleting every id that arrived while its last statement ran.
/// The latency is the time to the 200; the forgetting runs alongside.
async fn webhook_updates(store: &Store, keep: bool) -> Figures {
    let (forget, mut forgotten) = tokio::sync::mpsc::unbounded_channel::<i64>();
    let forgetter = {
        let store = store.clone();
        tokio::spawn(async move {
            while let Some(first) = forgotten.recv().await {
                let mut ids = vec![first];
                while let Ok(id) = forgotten.try_recv() {
                    ids.push(id);
                }
                store
                    .updates_handled("bench", &ids)
                    .await
                    .expect("forgotten");
            }
        })
    };
    let body = r#"{"update_id":1,"callback_query":{"id":"1","from":{"id":5,"is_bot":false,"first_name":"A"},"chat_instance":"g","data":"j:12","message":{"message_id":3,"date":1700000000,"chat":{"id":-1001,"type":"group","title":"g"}}}}"#;
    let start = Instant::now();
    let tasks: Vec<_> = (0..SENDERS)
        .map(|sender| {
            let store = store.clone();
            let forget = forget.clone();
            tokio::spawn(async move {
                let mut latencies = Vec::with_capacity(UPDATES_PER_SENDER);
                for n in 0..UPDATES_PER_SENDER {
                    let id = (sender * UPDATES_PER_SENDER + n) as i64;
                    let sent = Instant::now();
                    if keep {
                        let kept = KeptUpdate {
                            chat: format!("-100{}", sender % 50),
                            body: body.to_owned(),
                            holder: "bench".to_owned(),
                            hold_ms: 10_000,
                        };
                        store
                            .keep_update("bench", id, 1_700_000_000_000, kept)
                            .await
                            .expect("kept");
                        latencies.push(sent.elapsed());
                        forget.send(id).expect("the forgetter runs");
                    } else {
                        store
                            .first_sighting("bench", id, 1_700_000_000_000)
                            .await
                            .expect("sighted");
                        latencies.push(sent.elapsed());
                    }
                }
                latencies
            })
        })
        .collect();
    let mut latencies = Vec::with_capacity(SENDERS * UPDATES_PER_SENDER);
    for task in tasks {
        latencies.extend(task.await.expect("sender task"));
    }
    drop(forget);
    forgetter.await.expect("the forgetter ends");
    Figures {
        inputs: latencies.len(),
        elapsed: start.elapsed(),
        latencies,
    }
}

fn main() {
    // `cargo bench` passes `--bench`; a filter argument is ignored here.
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("tokio runtime");
    runtime.block_on(async {
        let backends = [
            Backend::Sqlite(tempfile::tempdir().expect("temp dir")),
            Backend::postgres(),
        ];

        heading(&format!(
            "{GAMES} concurrent games x {INPUTS_PER_GAME} inputs, each appending as fast as it can \
             (saturation: latency = {GAMES} waiting callers / throughput)"
        ));
        for backend in &backends {
            let store = backend.fresh_store("saturated.db").await;
            let figures = many_games(&store, None).await;
            store.close().await;
            figures.print(backend.name());
        }

        for per_second in [20_000_u32, 50_000] {
            let pace = Duration::from_secs(1) * GAMES as u32 / per_second;
            heading(&format!(
                "{GAMES} concurrent games x {INPUTS_PER_GAME} inputs, each appending every {} ms \
                 (offered load {per_second} inputs/s)",
                pace.as_millis()
            ));
            for backend in &backends {
                let store = backend.fresh_store(&format!("paced-{per_second}.db")).await;
                let figures = many_games(&store, Some(pace)).await;
                store.close().await;
                figures.print(backend.name());
            }
        }

        heading(&format!("1 game x {SINGLE_INPUTS} inputs, sequential"));
        for backend in &backends {
            let store = backend.fresh_store("single.db").await;
            let figures = single_game(&store).await;
            store.close().await;
            figures.print(backend.name());
        }

        for (keep, what) in [
            (false, "sighting only"),
            (true, "sighting + kept until handled, then forgotten"),
        ] {
            heading(&format!(
                "{SENDERS} concurrent webhook requests x {UPDATES_PER_SENDER} updates, \
                 time to the 200: {what}"
            ));
            for backend in &backends {
                let store = backend.fresh_store(&format!("webhook-{keep}.db")).await;
                let figures = webhook_updates(&store, keep).await;
                store.close().await;
                figures.print(backend.name());
            }
        }

        for backend in backends {
            backend.stop();
        }
    });
}
