//! Two fronts sharing one database (two processes): presses, deep-link
//! joins, private words and game commands that reach the front which does
//! not run the game are relayed to the one that does, which handles them
//! as if they had arrived there, and the relaying front shows its answer.
//! On PostgreSQL the fronts have a store each, as two processes would; on
//! SQLite (one process only) they share one.

use crate::common;
use crate::recorder;

use common::Db;
use narrator_chat::{Answer, Caller, Command, Front, Place};
use narrator_engine::PlayerId;
use narrator_runtime::{Clock, GameId, Ownership, Store};
use recorder::Recorder;
use std::sync::Arc;
use std::time::Duration;

on_both!(
    events_reaching_the_other_process_are_handled_by_the_owner,
    an_event_nobody_answers_in_time_is_applied_by_the_next_owner,
    a_press_reaching_a_game_as_it_ends_hears_that_it_is_over,
);

const GROUP: &str = "test:-100";

fn group() -> Place {
    Place {
        key: GROUP.into(),
        group: true,
        locale: None,
    }
}

fn person(n: u32) -> Caller {
    Caller {
        id: PlayerId::new(format!("test:{n}")),
        name: format!("P{n}"),
        locale: None,
    }
}

fn own_chat(n: u32) -> Place {
    Place {
        key: format!("test:{n}"),
        group: false,
        locale: None,
    }
}

/// A front for `owner` sharing `store`'s database.
async fn front(store: &Store, owner: &str) -> (Front<Recorder>, Arc<Recorder>) {
    let api = Arc::new(Recorder::default());
    let front = Front::new("test:", api.clone(), store.clone(), Clock::system(), 0).with_ownership(
        Ownership {
            owner: owner.into(),
            ttl: Duration::from_millis(1500),
        },
    );
    front.resume().await.expect("resumes");
    (front, api)
}

/// Two stores on one database: one each on PostgreSQL, one shared on
/// SQLite.
async fn stores(db: Db) -> (common::Place, Store, Store) {
    let place = db.disk().await;
    let a = place.open().await;
    let b = match db {
        Db::Sqlite => a.clone(),
        Db::Postgres => place.open().await,
    };
    (place, a, b)
}

/// Opens a lobby on `front` (so its process runs the game); its id.
async fn open_lobby(front: &Front<Recorder>) -> GameId {
    let said = front
        .command(
            &group(),
            &person(1),
            "mafia",
            Command::Start { preset: None },
        )
        .await;
    let running = front.running();
    assert_eq!(running.len(), 1, "a lobby runs on the front asked: {said}");
    running[0]
}

async fn joins_in_log(store: &Store, game: GameId, who: &str) -> usize {
    let stored = store.load_game(game).await.expect("loads");
    stored
        .inputs
        .iter()
        .filter(|i| i.input_json.contains("Join") && i.input_json.contains(&format!("\"{who}\"")))
        .count()
}

async fn events_reaching_the_other_process_are_handled_by_the_owner(db: Db) {
    let (_place, store_a, store_b) = stores(db).await;
    let (a, a_api) = front(&store_a, "a").await;
    let (b, b_api) = front(&store_b, "b").await;
    let game = open_lobby(&a).await;
    assert!(b.running().is_empty(), "the game runs on a alone");

    // A Join pressed where b hears it: a seats the player, b shows a's
    // answer.
    let join = format!("j:{game}");
    let answer = b.press(&group(), &person(2), &join).await;
    assert!(matches!(answer, Answer::Done(_)), "{answer:?}");
    assert_eq!(joins_in_log(&store_a, game, "test:2").await, 1);
    // Pressed again: the owner's refusal, word for word as it would say it
    // itself, and nothing stored.
    let relayed = b.press(&group(), &person(2), &join).await;
    let direct = a.press(&group(), &person(2), &join).await;
    assert!(matches!(relayed, Answer::Refused(_)), "{relayed:?}");
    assert_eq!(relayed, direct);
    assert_eq!(joins_in_log(&store_a, game, "test:2").await, 1);

    // A deep-link join through b.
    let answer = b.join(game, &person(3)).await;
    assert!(matches!(answer, Answer::Done(_)), "{answer:?}");
    assert_eq!(joins_in_log(&store_a, game, "test:3").await, 1);

    // A prompt's button pressed in the wrong chat (someone else's private
    // chat): refused by the owner's rule, the same words.
    let choose = format!("c:{game}:0:0");
    let relayed = b.press(&own_chat(9), &person(2), &choose).await;
    let direct = a.press(&own_chat(9), &person(2), &choose).await;
    assert!(matches!(relayed, Answer::Refused(_)), "{relayed:?}");
    assert_eq!(relayed, direct);

    // Private words from a seated player reach the game's owner (no
    // prompt takes words in a lobby: the owner says so); words from
    // someone at no game get b's own "nothing to say".
    let relayed = b.text(&own_chat(2), &person(2), "hello").await;
    let direct = a.text(&own_chat(2), &person(2), "hello").await;
    assert!(relayed.is_some());
    assert_eq!(relayed, direct);
    let nobody = b.text(&own_chat(8), &person(8), "hello").await;
    let nobody_direct = a.text(&own_chat(8), &person(8), "hello").await;
    assert_eq!(nobody, nobody_direct);

    // The host stops the game through b: a applies it, the game ends.
    let before = a_api.count();
    let said = b
        .command(&group(), &person(1), "mafia", Command::Stop)
        .await;
    wait_until("the stopped game ends", || a.running().is_empty()).await;
    assert!(a_api.count() > before, "a announced the end: {said}");
    assert!(
        store_a.unfinished_games().await.unwrap().is_empty(),
        "the game is finished in the database"
    );
    // b posted nothing of the game itself: the owner did.
    assert_eq!(b_api.count(), 0);
    // A press for the finished game: over, from either front.
    let late = b.press(&group(), &person(2), &join).await;
    assert_eq!(late, a.press(&group(), &person(2), &join).await);
    assert!(matches!(late, Answer::Refused(_)));
    a.release().await;
    b.release().await;
}

/// The owner dies without releasing (its runtime is shut down, as a
/// SIGKILL would stop it): a press relayed meanwhile gets no answer in
/// time, so the presser hears it was passed on; once the other process
/// takes the game over it applies the press, once.
async fn an_event_nobody_answers_in_time_is_applied_by_the_next_owner(db: Db) {
    let (_place, store_a, store_b) = stores(db).await;
    let handle = tokio::runtime::Handle::current();
    let game = std::thread::spawn(move || {
        let process = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .expect("a runtime");
        let game = process.block_on(async {
            let (a, _) = front(&store_a, "a").await;
            open_lobby(&a).await
        });
        // Everything a ran stops at once, its lease left to expire.
        process.shutdown_background();
        drop(handle);
        game
    })
    .join()
    .expect("the first process ran");
    let (b, _) = front(&store_b, "b").await;
    assert!(
        !b.running().contains(&game),
        "the lease has not expired yet"
    );
    let answer = b.press(&group(), &person(2), &format!("j:{game}")).await;
    assert!(matches!(answer, Answer::Done(_)), "{answer:?}");
    wait_until("b takes the game over", || b.running().contains(&game)).await;
    for _ in 0..200 {
        if joins_in_log(&store_b, game, "test:2").await == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(joins_in_log(&store_b, game, "test:2").await, 1);
    b.release().await;
}

/// The game has ended, but its last messages are held (a group's rate
/// limit), so it is not finished yet: a press relayed to it meanwhile is
/// answered "that game is over" by the owner at once, rather than "passed
/// on" after a wait, and once the game is finished nothing of it is left
/// in the queue.
async fn a_press_reaching_a_game_as_it_ends_hears_that_it_is_over(db: Db) {
    let (place, store_a, store_b) = stores(db).await;
    let (a, a_api) = front(&store_a, "a").await;
    let (b, _) = front(&store_b, "b").await;
    let game = open_lobby(&a).await;
    let join = format!("j:{game}");
    assert!(matches!(
        b.press(&group(), &person(2), &join).await,
        Answer::Done(_)
    ));

    a_api.hold(true);
    let stopping = {
        let a = a.clone();
        tokio::spawn(async move {
            a.command(&group(), &person(1), "mafia", Command::Stop)
                .await
        })
    };
    for _ in 0..500 {
        let log = store_a.load_game(game).await.expect("loads");
        if log.inputs.iter().any(|i| i.input_json.contains("Stop")) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert!(
        a.running().contains(&game),
        "the ended game waits for its last messages"
    );
    assert!(
        store_a.unfinished_games().await.unwrap().contains(&game),
        "and is not finished yet"
    );
    let late = b.press(&group(), &person(3), &join).await;
    let direct = a.press(&group(), &person(3), &join).await;
    assert!(matches!(late, Answer::Refused(_)), "{late:?}");
    assert_eq!(late, direct, "the owner's own words: the game is over");
    // Words of a seated player find no game to take them either, and are
    // answered as the owner would.
    let relayed = b.text(&own_chat(2), &person(2), "hello").await;
    assert_eq!(relayed, a.text(&own_chat(2), &person(2), "hello").await);

    a_api.hold(false);
    stopping.await.expect("the stop ran");
    wait_until("the game is finished", || a.running().is_empty()).await;
    assert!(store_a.unfinished_games().await.unwrap().is_empty());
    let mut raw = place.raw().await;
    assert_eq!(
        raw.count("SELECT COUNT(*) FROM input_queue").await,
        0,
        "nothing is left in the queue"
    );
    raw.close().await;
    assert_eq!(joins_in_log(&store_a, game, "test:3").await, 0);
    a.release().await;
    b.release().await;
}

async fn wait_until(what: &str, mut done: impl FnMut() -> bool) {
    for _ in 0..1000 {
        if done() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("timed out waiting until {what}");
}
