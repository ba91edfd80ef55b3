//! A game's result is stored only once its end went out: a process that
//! dies between the last input and the end's delivery leaves the game
//! unfinished, and whoever resumes it sends the end and finishes it then
//! (a finished game is never resumed, so the winner's announcement would
//! otherwise be lost for good).

use narrator_engine::mafia::Ruleset;
use narrator_engine::{
    Effect, EffectKind, GameConfig, Input, PlayerId, SeatInfo, Seed, TableSetup, Timestamp,
};
use narrator_runtime::{
    Clock, DeliveryError, EffectKey, GameId, GameRecord, Host, Sending, Store, Surface,
};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// Delivers everything at once, except (when `hold_end`) the end, whose
/// sending never completes: a platform still busy when the process dies.
#[derive(Default)]
struct Platform {
    hold_end: bool,
    end_seen: AtomicBool,
}

impl Surface for Platform {
    async fn deliver(
        &self,
        _game: GameId,
        _seats: &[SeatInfo],
        _key: EffectKey,
        effect: &Effect,
    ) -> Result<Sending, DeliveryError> {
        let end = matches!(effect.kind, EffectKind::End(_));
        if end {
            self.end_seen.store(true, Ordering::SeqCst);
            if self.hold_end {
                return Ok(Box::pin(std::future::pending()));
            }
        }
        Ok(Box::pin(async { Ok(()) }))
    }
}

fn record() -> GameRecord {
    GameRecord {
        setup: TableSetup {
            config: GameConfig::Mafia(Ruleset::classic()),
            seed: Seed::from_number(5),
            host: PlayerId::new("tg:1"),
        },
        all_computer: false,
    }
}

/// A host on a clock a thousand times faster than the wall: nobody plays
/// the person's seat, so the deadlines carry the game to its end.
fn host(store: &Store, platform: Arc<Platform>) -> Host<Platform> {
    Host::new(
        store.clone(),
        platform,
        Clock::starting_at(Timestamp(1_000_000), 1000),
    )
}

async fn wait_until(what: &str, mut done: impl AsyncFnMut() -> bool) {
    for _ in 0..3000 {
        if done().await {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("timed out waiting until {what}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_end_not_yet_delivered_is_sent_and_recorded_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("end.db").display());
    let store = Store::open(&url).await.unwrap();
    let busy = Arc::new(Platform {
        hold_end: true,
        ..Platform::default()
    });
    let first = host(&store, busy.clone());
    let game = first.open(record(), "telegram:-1").await.unwrap();
    let person = PlayerId::new("tg:1");
    for input in [
        Input::Join {
            player: person.clone(),
            name: "Ann".into(),
        },
        Input::Fill {
            by: person.clone(),
            seats: 8,
        },
        Input::Start { by: person },
    ] {
        first.submit(game, input).await.unwrap().unwrap();
    }
    wait_until("the game ends", async || {
        busy.end_seen.load(Ordering::SeqCst)
    })
    .await;
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(
        store.unfinished_games().await.unwrap(),
        vec![game],
        "not finished while its end is on its way"
    );

    // The process dies with the end undelivered; the next one sends it.
    drop(first);
    let ready = Arc::new(Platform::default());
    let second = host(&store, ready.clone());
    second.resume_all("telegram:").await.unwrap();
    wait_until("the end is sent and the game finished", async || {
        ready.end_seen.load(Ordering::SeqCst) && store.unfinished_games().await.unwrap().is_empty()
    })
    .await;
    let stored = store.load_game(game).await.unwrap();
    let result = stored.finished.expect("finished");
    assert_ne!(result.result_json, "null", "with a winner: {result:?}");
    drop(second);
    store.close().await;
}
