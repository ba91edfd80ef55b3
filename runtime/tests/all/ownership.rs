//! Several processes on one database: each game runs in exactly one host
//! at a time, through its lease. Two hosts on two stores of one database
//! stand for two processes; dropping a host without releasing stands for
//! a process killed with SIGKILL.

use crate::common;

use common::{Db, Place};
use narrator_engine::mafia::Ruleset;
use narrator_engine::{
    Effect, EffectKind, GameConfig, Input, PlayerId, SeatInfo, Seed, TableSetup, Timestamp,
};
use narrator_runtime::{
    Clock, DeliveryError, EffectKey, GameId, GameRecord, Host, HostError, Ownership, Sending,
    Store, Surface,
};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Records which effects went out, by key, and which relayed chat events
/// reached this process (it answers none of them).
#[derive(Default)]
struct Recorder {
    sent: Mutex<Vec<(GameId, EffectKey, bool)>>,
    relayed: Mutex<Vec<i64>>,
}

impl Surface for Recorder {
    async fn deliver(
        &self,
        game: GameId,
        _seats: &[SeatInfo],
        key: EffectKey,
        effect: &Effect,
    ) -> Result<Sending, DeliveryError> {
        let end = matches!(effect.kind, EffectKind::End(_));
        self.sent
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push((game, key, end));
        Ok(Box::pin(async { Ok(()) }))
    }

    fn relayed(&self, _game: GameId, id: i64, _event_json: String) {
        self.relayed
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(id);
    }
}

impl Recorder {
    fn relayed(&self) -> Vec<i64> {
        self.relayed
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }

    fn ended(&self, game: GameId) -> bool {
        let sent = self.sent.lock().unwrap_or_else(|p| p.into_inner());
        sent.iter().any(|(g, _, end)| *g == game && *end)
    }
}

const TTL: Duration = Duration::from_millis(1500);

fn ownership(name: &str) -> Ownership {
    Ownership {
        owner: name.to_owned(),
        ttl: TTL,
    }
}

fn record(seed: u64) -> GameRecord {
    GameRecord {
        setup: TableSetup {
            config: GameConfig::Mafia(Ruleset {
                day0_secs: 10,
                day_secs: 30,
                night_secs: 20,
                afk_action: "replace".into(),
                ..Ruleset::classic()
            }),
            seed: Seed::from_number(seed),
            host: PlayerId::new("tg:1"),
        },
        all_computer: false,
    }
}

/// A host sharing `place`'s database, on a clock sped up so that phases
/// pass in milliseconds.
async fn host(place: &Place, name: &str, speed: u32) -> (Host<Recorder>, Arc<Recorder>, Store) {
    host_on(place.open().await, name, speed)
}

/// A host on `store`.
fn host_on(store: Store, name: &str, speed: u32) -> (Host<Recorder>, Arc<Recorder>, Store) {
    let surface = Arc::new(Recorder::default());
    let host = Host::new(
        store.clone(),
        surface.clone(),
        Clock::starting_at(Timestamp(1_000_000), speed),
    )
    .with_ownership(ownership(name));
    (host, surface, store)
}

/// The store a second process uses. Processes hear of queued inputs
/// through PostgreSQL; SQLite has one process, whose hosts share its store.
async fn second_process_store(db: Db, place: &Place, first: &Store) -> Store {
    match db {
        Db::Sqlite => first.clone(),
        Db::Postgres => place.open().await,
    }
}

fn joined(n: u32) -> Input {
    Input::Join {
        player: PlayerId::new(format!("tg:{n}")),
        name: format!("P{n}"),
    }
}

async fn wait_for(what: &str, mut done: impl FnMut() -> bool) {
    for _ in 0..3000 {
        if done() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("timed out waiting until {what}");
}

/// The stored log's seqs are 0, 1, 2, … with no gap or repeat, and the
/// inputs of people appear once each.
async fn assert_log_sound(store: &Store, game: GameId) {
    let stored = store.load_game(game).await.expect("loads");
    for (i, row) in stored.inputs.iter().enumerate() {
        assert_eq!(row.seq, i as u64, "seq contiguous in game {game}");
    }
}

async fn input_running_in_one_host_only(db: Db) {
    let place = db.disk().await;
    let (a, a_sent, a_store) = host(&place, "a", 1).await;
    let b_store = second_process_store(db, &place, &a_store).await;
    let (b, _, b_store) = host_on(b_store, "b", 1);
    let game = a.open(record(3), "telegram:-1").await.expect("opens");
    assert_eq!(a.running(), vec![game]);

    // b does not run a game a holds, at start-up or later.
    assert!(b.resume_all("telegram:").await.expect("resumes").is_empty());
    assert!(b.adopt("telegram:").await.expect("adopts").is_empty());
    assert!(b.running().is_empty());
    assert!(matches!(
        b.submit(game, joined(1)).await,
        Err(HostError::NoSuchGame(_))
    ));

    // What reaches b is handed to a through the database, in order.
    let a = Arc::new(a);
    let serving = a.clone();
    let serving = tokio::spawn(async move { serving.serve_queue().await });
    for n in 1..=3 {
        b.forward(game, &joined(n)).await.expect("queued");
    }
    wait_for("a applied the forwarded joins", || {
        a_sent.sent.lock().map(|s| s.len() >= 3).unwrap_or(false)
    })
    .await;
    let stored = a_store.load_game(game).await.expect("loads");
    let joins: Vec<String> = stored.inputs.iter().map(|i| i.input_json.clone()).collect();
    assert_eq!(joins.len(), 3, "each queued input applied once: {joins:?}");
    for (n, json) in (1..=3).zip(&joins) {
        assert!(json.contains(&format!("tg:{n}")), "in order: {joins:?}");
    }
    serving.abort();
    assert_log_sound(&b_store, game).await;
    drop(a);
}

/// The owner applies queued inputs and dies before they leave the queue:
/// the next owner finds them in its log and does not apply them again
/// (a Join then a Leave would both be accepted twice).
async fn a_queued_input_is_applied_once_across_a_takeover(db: Db) {
    let place = db.disk().await;
    let (a, _, a_store) = host(&place, "a", 1).await;
    let b_store = second_process_store(db, &place, &a_store).await;
    let game = a.open(record(4), "telegram:-1").await.expect("opens");
    // The host sits, so the lobby stays open when the guest leaves.
    a.submit(game, joined(1))
        .await
        .expect("runs")
        .expect("joins");
    let a = Arc::new(a);
    let serving = a.clone();
    let serving = tokio::spawn(async move { serving.serve_queue().await });
    let forwarder = Host::new(
        b_store.clone(),
        Arc::new(Recorder::default()),
        Clock::system(),
    );
    forwarder.forward(game, &joined(2)).await.expect("queued");
    let leave = Input::Leave {
        player: PlayerId::new("tg:2"),
    };
    forwarder.forward(game, &leave).await.expect("queued");
    for _ in 0..500 {
        if a_store.load_game(game).await.expect("loads").inputs.len() == 3 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(
        a_store.load_game(game).await.expect("loads").inputs.len(),
        3
    );
    // Killed before it cleared them from the queue.
    serving.abort();
    drop(a);

    let (b, _, _) = host_on(b_store.clone(), "b", 1);
    tokio::time::sleep(TTL + Duration::from_millis(300)).await;
    let adopted = b.adopt("telegram:").await.expect("adopts");
    assert_eq!(adopted.games().count(), 1);
    b.run(adopted);
    tokio::time::sleep(Duration::from_millis(500)).await;
    let stored = b_store.load_game(game).await.expect("loads");
    assert_eq!(stored.inputs.len(), 3, "applied once: {:?}", stored.inputs);
    let lease = b_store.lease(game).await.expect("reads").expect("held");
    assert!(
        b_store
            .take_queued(game, lease.epoch, 0)
            .await
            .expect("takes")
            .is_empty(),
        "the applied inputs left the queue"
    );
    assert_log_sound(&b_store, game).await;
}

/// The owner takes a relayed chat event and dies before answering it: the
/// next owner is handed the event (and, in a front, handles it); an owner
/// that answered would have taken it out of the queue.
async fn a_relayed_event_its_owner_never_answered_goes_to_the_next(db: Db) {
    let place = db.disk().await;
    let (a, a_surface, a_store) = host(&place, "a", 1).await;
    let b_store = second_process_store(db, &place, &a_store).await;
    let game = a.open(record(5), "telegram:-1").await.expect("opens");
    let a = Arc::new(a);
    let serving = a.clone();
    let serving = tokio::spawn(async move { serving.serve_queue().await });
    let relaying = Host::new(
        b_store.clone(),
        Arc::new(Recorder::default()),
        Clock::system(),
    );
    let first = relaying
        .relay(game, r#"{"press":1}"#.into())
        .await
        .expect("relayed");
    let second = relaying
        .relay(game, r#"{"press":2}"#.into())
        .await
        .expect("relayed");
    wait_for("a took both events", || a_surface.relayed().len() == 2).await;
    assert_eq!(a_surface.relayed(), vec![first, second]);
    // a answers the first and is killed before it answers the second.
    a_store.answer_relay(first, "{}", 1).await.expect("answers");
    serving.abort();
    drop(a);

    let (b, b_surface, _) = host_on(b_store.clone(), "b", 1);
    tokio::time::sleep(TTL + Duration::from_millis(300)).await;
    let adopted = b.adopt("telegram:").await.expect("adopts");
    assert_eq!(adopted.games().count(), 1);
    b.run(adopted);
    wait_for("b is handed the unanswered event", || {
        !b_surface.relayed().is_empty()
    })
    .await;
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(b_surface.relayed(), vec![second], "the answered one is not");
}

async fn a_killed_owners_games_are_taken_over_and_finish(db: Db) {
    let place = db.disk().await;
    let (a, _, _) = host(&place, "a", 1).await;
    let mut games = Vec::new();
    for seed in 1..=3 {
        let game = a.open(record(seed), "telegram:-1").await.expect("opens");
        let p = PlayerId::new("tg:1");
        a.submit(game, joined(1))
            .await
            .expect("runs")
            .expect("joins");
        a.submit(
            game,
            Input::Fill {
                by: p.clone(),
                seats: 7,
            },
        )
        .await
        .expect("runs")
        .expect("fills");
        a.submit(game, Input::Start { by: p })
            .await
            .expect("runs")
            .expect("starts");
        games.push(game);
    }
    // Killed: no release, its leases run out.
    drop(a);

    let (b, b_sent, b_store) = host(&place, "b", 1000).await;
    assert!(
        b.adopt("telegram:").await.expect("adopts").is_empty(),
        "the leases are still alive"
    );
    tokio::time::sleep(TTL + Duration::from_millis(300)).await;
    let adopted = b.adopt("telegram:").await.expect("adopts");
    let mut taken: Vec<GameId> = adopted.games().map(|g| g.id()).collect();
    taken.sort_unstable();
    assert_eq!(taken, games, "every orphan is taken");
    b.run(adopted);
    for game in &games {
        wait_for("the taken-over game ends", || b_sent.ended(*game)).await;
        assert_log_sound(&b_store, *game).await;
        let lease = b_store.lease(*game).await.expect("reads").expect("held");
        assert_eq!((lease.owner.as_str(), lease.epoch), ("b", 2));
    }
}

async fn a_cut_off_owner_stops_once_its_game_is_taken(db: Db) {
    let place = db.disk().await;
    let (a, _, a_store) = host(&place, "a", 1).await;
    let game = a.open(record(9), "telegram:-1").await.expect("opens");
    // a stops renewing (cut off from the database) and b takes the game.
    tokio::time::sleep(TTL + Duration::from_millis(300)).await;
    let (b, _, _) = host(&place, "b", 1).await;
    let adopted = b.adopt("telegram:").await.expect("adopts");
    assert_eq!(adopted.games().count(), 1);
    b.run(adopted);

    // a's next write is refused and it gives the game up; so does its
    // next renewal round.
    let refused = a.submit(game, joined(1)).await;
    assert!(
        !matches!(refused, Ok(Ok(()))),
        "a stale owner's input is never applied: {refused:?}"
    );
    a.tend().await;
    assert!(a.running().is_empty(), "a runs it no more");
    let stored = a_store.load_game(game).await.expect("loads");
    assert!(stored.inputs.is_empty(), "nothing of a's was stored");
    b.submit(game, joined(2))
        .await
        .expect("runs")
        .expect("joins");
    assert_eq!(b.running(), vec![game]);
}

async fn renewed_leases_keep_games_and_release_hands_them_on(db: Db) {
    let place = db.disk().await;
    let (a, _, _) = host(&place, "a", 1).await;
    let game = a.open(record(5), "telegram:-1").await.expect("opens");
    let (b, _, _) = host(&place, "b", 1).await;
    for _ in 0..4 {
        tokio::time::sleep(TTL / 3).await;
        assert!(a.tend().await.is_empty(), "a keeps it");
        assert!(b.adopt("telegram:").await.expect("adopts").is_empty());
    }
    a.release_all().await;
    assert!(a.running().is_empty());
    let adopted = b.adopt("telegram:").await.expect("adopts");
    assert_eq!(
        adopted.games().map(|g| g.id()).collect::<Vec<_>>(),
        vec![game]
    );
}

on_both!(
    input_running_in_one_host_only,
    a_queued_input_is_applied_once_across_a_takeover,
    a_relayed_event_its_owner_never_answered_goes_to_the_next,
    a_killed_owners_games_are_taken_over_and_finish,
    a_cut_off_owner_stops_once_its_game_is_taken,
    renewed_leases_keep_games_and_release_hands_them_on,
);
