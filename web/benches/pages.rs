//! How long each page takes with 100,000 finished games and 10,000
//! players in the database, on SQLite and on PostgreSQL: p50 and p99 of
//! each page, asked in-process through the router (no network between).
//!
//! `cargo bench -p narrator-web` (release build). The database is filled
//! once with multi-row inserts: 100 groups with public pages, 1,000
//! classic games each, 7 seats from 10,000 players, over a year. Game
//! pages replay a stored log, so the first 2,000 games have one (copies
//! of simulated games); the rest have a result and per-seat results only.
//! Each page is asked once before timing ("first ask"): the site's first
//! ask computes what is kept between requests (every result, compact, and
//! everyone's rating), which `narrator web` does at start.
//!
//! PostgreSQL: `NARRATOR_BENCH_POSTGRES_URL`, else a cluster started here
//! with fsync on (`scripts/pg-cluster`).

use axum::body::Body;
use axum::http::{Request, StatusCode};
use narrator_engine::bots::simulate;
use narrator_engine::mafia::Ruleset;
use narrator_engine::{GameConfig, PlayerId, Seed, TableSetup};
use narrator_pg_testkit::{Fsync, Server};
use narrator_runtime::{GameRecord, InputEntry};
use narrator_store::Store;
use sqlx::QueryBuilder;
use std::time::{Duration, Instant};
use tower::ServiceExt;

const GAMES: i64 = 100_000;
const PLAYERS: i64 = 10_000;
const GROUPS: i64 = 100;
const SEATS: i64 = 7;
const WITH_LOG: i64 = 2_000;
const TEMPLATES: u64 = 20;
const ASKS: usize = 300;
const DAY_MS: i64 = 86_400_000;
/// Now, for the bench: a year after the first game.
const START_MS: i64 = 1_735_689_600_000;

/// A simulated game to copy: its record, its log and its result.
struct Template {
    setup: String,
    inputs: Vec<(String, i64)>,
    result: String,
    roles: Vec<String>,
    winners: Vec<usize>,
    teams: Vec<String>,
}

fn templates() -> Vec<Template> {
    let config = GameConfig::Mafia(Ruleset::classic());
    (0..TEMPLATES)
        .map(|n| {
            let seed = Seed::from_number(n);
            let game = simulate::run(&config, seed, SEATS as u8, false);
            let result = game.result.expect("a simulated game ends");
            let record = GameRecord {
                setup: TableSetup {
                    config: config.clone(),
                    seed,
                    host: PlayerId::new("sim:host"),
                },
                all_computer: false,
            };
            let winners: Vec<usize> = result.winners.iter().map(|s| usize::from(s.0)).collect();
            let narrator_engine::effect::Outcome::Won(winning) = result.outcome else {
                panic!("a simulated game is won");
            };
            let teams = result
                .roles
                .iter()
                .enumerate()
                .map(|(i, r)| {
                    config
                        .team_label(r, winning, winners.contains(&i))
                        .to_owned()
                })
                .collect();
            Template {
                setup: serde_json::to_string(&record).expect("JSON"),
                inputs: game
                    .inputs
                    .iter()
                    .map(|(input, at)| {
                        let entry = InputEntry {
                            input: input.clone(),
                            by_computer: false,
                            queued: None,
                        };
                        (serde_json::to_string(&entry).expect("JSON"), at.0)
                    })
                    .collect(),
                result: serde_json::to_string(&result).expect("JSON"),
                roles: result.roles.clone(),
                winners,
                teams,
            }
        })
        .collect()
}

fn place(group: i64) -> String {
    format!("telegram:-{}", 1000 + group)
}

fn player(game: i64, seat: i64) -> i64 {
    // Seven different players a game, spread over all of them.
    ((game * 7919) + seat * 1429) % PLAYERS
}

/// Fills the database behind `pool` (either kind) with multi-row inserts.
macro_rules! fill {
    ($db:ty, $pool:expr, $templates:expr, $games:expr) => {{
        let pool = $pool;
        let templates: &[Template] = $templates;
        let mut tx = pool.begin().await.expect("a transaction");
        for chunk in ($games).collect::<Vec<_>>().chunks(200) {
            let mut q = QueryBuilder::<$db>::new(
                "INSERT INTO games (id, kind, surface, setup_json, created_at_ms, result_json, finished_at_ms) ",
            );
            q.push_values(chunk, |mut b, &g| {
                let t = &templates[(g as usize) % templates.len()];
                let end = START_MS + g * 365 * DAY_MS / GAMES;
                b.push_bind(g)
                    .push_bind("mafia")
                    .push_bind(place(g % GROUPS))
                    .push_bind(t.setup.clone())
                    .push_bind(end - 3_600_000)
                    .push_bind(t.result.clone())
                    .push_bind(end);
            });
            q.build().execute(&mut *tx).await.expect("insert games");
            let mut q = QueryBuilder::<$db>::new(
                "INSERT INTO player_results (game_id, seat, player, name, kind, preset, role, team, \
                 won, survived, died_phase, afk, controller, place, finished_at_ms) ",
            );
            let seats: Vec<(i64, i64)> = chunk.iter().flat_map(|&g| (0..SEATS).map(move |s| (g, s))).collect();
            q.push_values(seats, |mut b, (g, s)| {
                let t = &templates[(g as usize) % templates.len()];
                let p = player(g, s);
                let end = START_MS + g * 365 * DAY_MS / GAMES;
                let won = t.winners.contains(&(s as usize));
                b.push_bind(g)
                    .push_bind(s)
                    .push_bind(format!("telegram:{p}"))
                    .push_bind(format!("Player {p}"))
                    .push_bind("mafia")
                    .push_bind("classic")
                    .push_bind(t.roles[s as usize].clone())
                    .push_bind(t.teams[s as usize].clone())
                    .push_bind(won)
                    .push_bind(won)
                    .push_bind(None::<i64>)
                    .push_bind(false)
                    .push_bind("person")
                    .push_bind(place(g % GROUPS))
                    .push_bind(end);
            });
            q.build().execute(&mut *tx).await.expect("insert results");
        }
        for g in ($games).filter(|g| *g <= WITH_LOG) {
            let t = &templates[(g as usize) % templates.len()];
            let mut q = QueryBuilder::<$db>::new("INSERT INTO inputs (game_id, seq, input_json, at_ms) ");
            q.push_values(t.inputs.iter().enumerate(), |mut b, (seq, (json, at))| {
                b.push_bind(g).push_bind(seq as i64).push_bind(json.clone()).push_bind(*at);
            });
            q.build().execute(&mut *tx).await.expect("insert inputs");
        }
        tx.commit().await.expect("commit");
    }};
}

/// The p50 and p99 of `times`.
fn percentiles(mut times: Vec<Duration>) -> (Duration, Duration) {
    times.sort();
    let at = |q: f64| times[((times.len() as f64 - 1.0) * q).round() as usize];
    (at(0.50), at(0.99))
}

async fn ask(router: &axum::Router, uri: &str) -> Duration {
    let request = Request::builder()
        .uri(uri)
        .body(Body::empty())
        .expect("a request");
    let start = Instant::now();
    let response = router.clone().oneshot(request).await.expect("an answer");
    let status = response.status();
    let body = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .expect("a body");
    let took = start.elapsed();
    assert_eq!(
        status,
        StatusCode::OK,
        "{uri}: {}",
        String::from_utf8_lossy(&body)
    );
    took
}

/// Times every page; answers the router, whose snapshot is computed.
async fn bench(name: &str, store: &Store) -> axum::Router {
    // Every group's pages on, under a public name.
    for g in 0..GROUPS {
        narrator_chat::pages::turn_on(store, &place(g), Some(&format!("g{g:03}")))
            .await
            .expect("store")
            .expect("a free name");
    }
    let mut players = Vec::new();
    for p in (0..PLAYERS).step_by(33).take(ASKS) {
        players.push(
            narrator_chat::pages::player_path(store, &format!("telegram:{p}"))
                .await
                .expect("store"),
        );
    }
    let router = narrator_web::router(store.clone());
    let mut pick = 12345_u64;
    let mut next = move |n: i64| {
        // A fixed sequence (an LCG), the same each run.
        pick = pick
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((pick >> 33) % n as u64) as i64
    };
    type Uris = Box<dyn FnMut(usize) -> String>;
    let groups: Vec<String> = (0..ASKS as i64)
        .map(|_| format!("/group/g{:03}", next(GROUPS)))
        .collect();
    let games: Vec<String> = (0..ASKS as i64)
        .map(|_| format!("/game/{}?step=2", 1 + next(WITH_LOG)))
        .collect();
    let (g2, games2) = (groups.clone(), games.clone());
    let pages: Vec<(&str, Uris)> = vec![
        ("home", Box::new(|_| "/".to_owned())),
        ("group", Box::new(move |i| g2[i].clone())),
        (
            "group, classic, week",
            Box::new(move |i| format!("{}?preset=classic&period=week", groups[i])),
        ),
        ("player", Box::new(move |i| players[i].clone())),
        ("game (replay step 2)", Box::new(move |i| games2[i].clone())),
        (
            "game, Russian",
            Box::new(move |i| format!("{}&lang=ru", games[i])),
        ),
    ];
    println!(
        "{name}: {GAMES} finished games, {PLAYERS} players, {GROUPS} groups; {ASKS} asks a page"
    );
    println!(
        "  {:<24} {:>10} {:>10} {:>12}",
        "page", "p50", "p99", "first ask"
    );
    for (page, mut uri) in pages {
        let first = ask(&router, &uri(0)).await;
        let mut times = Vec::with_capacity(ASKS);
        for i in 0..ASKS {
            times.push(ask(&router, &uri(i)).await);
        }
        let (p50, p99) = percentiles(times);
        println!(
            "  {page:<24} {:>8.2}ms {:>8.2}ms {:>10.2}ms",
            p50.as_secs_f64() * 1e3,
            p99.as_secs_f64() * 1e3,
            first.as_secs_f64() * 1e3
        );
    }
    router
}

/// After `MORE` games more ended: how long the ask that finds them waits
/// (the update runs beside it), and how long until the home page counts
/// them.
async fn time_update(router: &axum::Router) {
    let before = body(router, "/").await;
    // The pages look for ended games every 5 s.
    tokio::time::sleep(Duration::from_secs(6)).await;
    let started = Instant::now();
    let asked = ask(router, "/").await;
    let mut polls = 0;
    while body(router, "/").await == before && polls < 10_000 {
        tokio::time::sleep(Duration::from_millis(5)).await;
        polls += 1;
    }
    println!(
        "  {MORE} more games: the ask that finds them {:.2}ms; counted on the home page after {:.0}ms",
        asked.as_secs_f64() * 1e3,
        started.elapsed().as_secs_f64() * 1e3
    );
}

async fn body(router: &axum::Router, uri: &str) -> String {
    let request = Request::builder()
        .uri(uri)
        .body(Body::empty())
        .expect("a request");
    let response = router.clone().oneshot(request).await.expect("an answer");
    let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .expect("a body");
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Games ended after the timing, taken in by an update.
const MORE: i64 = 100;

#[tokio::main]
async fn main() {
    let templates = templates();
    let dir = std::env::temp_dir().join(format!("narrator-web-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let url = format!("sqlite://{}", dir.join("bench.db").display());
    let store = Store::open(&url).await.expect("a SQLite store");
    let started = Instant::now();
    let pool = sqlx::SqlitePool::connect(&url).await.expect("a pool");
    fill!(sqlx::Sqlite, &pool, &templates, 1..=GAMES);
    println!("SQLite filled in {:.1}s", started.elapsed().as_secs_f64());
    let router = bench("SQLite", &store).await;
    fill!(sqlx::Sqlite, &pool, &templates, GAMES + 1..=GAMES + MORE);
    time_update(&router).await;
    pool.close().await;
    store.close().await;
    drop(std::fs::remove_dir_all(&dir));

    let server = Server::from_env_or_start("NARRATOR_BENCH_POSTGRES_URL", Fsync::On)
        .unwrap_or_else(|e| panic!("the PostgreSQL bench needs a server: {e}"));
    let url = server.fresh_database("web_bench").await;
    let store = Store::open(&url).await.expect("a PostgreSQL store");
    let started = Instant::now();
    let pool = sqlx::PgPool::connect(&url).await.expect("a pool");
    fill!(sqlx::Postgres, &pool, &templates, 1..=GAMES);
    // The planner's statistics, as autovacuum would soon make them.
    sqlx::query("ANALYZE")
        .execute(&pool)
        .await
        .expect("analyze");
    println!(
        "PostgreSQL filled in {:.1}s",
        started.elapsed().as_secs_f64()
    );
    let router = bench("PostgreSQL", &store).await;
    fill!(sqlx::Postgres, &pool, &templates, GAMES + 1..=GAMES + MORE);
    time_update(&router).await;
    pool.close().await;
    store.close().await;
    server.stop();
}
