//! Restarts: a game rebuilt from the store continues exactly, and only
//! what was never delivered is sent again.

use narrator_engine::mafia::Ruleset;
use narrator_engine::{EffectKind, GameConfig, Input, PlayerId, Seed, TableSetup, Timestamp};
use narrator_runtime::{GameRecord, Keyed, LiveGame, Store};

fn record(seed: u64, all_computer: bool) -> GameRecord {
    GameRecord {
        setup: TableSetup {
            config: GameConfig::Mafia(Ruleset::classic()),
            seed: Seed::from_number(seed),
            host: PlayerId::new("p:host"),
        },
        all_computer,
    }
}

async fn open(dir: &tempfile::TempDir) -> Store {
    let url = format!("sqlite://{}", dir.path().join("r.db").display());
    Store::open(&url).await.expect("store opens")
}

async fn start(store: &Store, all_computer: bool) -> (LiveGame, Vec<Keyed>) {
    let mut game = LiveGame::create(store, record(7, all_computer), "test", Timestamp(0))
        .await
        .expect("created");
    let host = PlayerId::new("p:host");
    let mut out = Vec::new();
    for input in [
        Input::Join {
            player: host.clone(),
            name: "Host".into(),
        },
        Input::Fill {
            by: host.clone(),
            seats: 8,
        },
        Input::Start { by: host },
    ] {
        out.extend(
            game.submit(input, Timestamp(0))
                .await
                .expect("stored")
                .expect("accepted"),
        );
    }
    (game, out)
}

#[tokio::test]
async fn reload_sends_only_undelivered_effects() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = open(&dir).await;
    let (mut game, mut effects) = start(&store, false).await;
    effects.extend(
        game.run_computers(Timestamp(0))
            .await
            .expect("computers run"),
    );
    // Deliver the first half only, then "crash".
    let half = effects.len() / 2;
    let delivered: Vec<_> = effects[..half].iter().map(|(k, _)| *k).collect();
    game.mark_delivered(&delivered).await.expect("marked");
    let id = game.id();
    let phase = game.table().phase_no();
    let open_prompt = game.open_prompt(narrator_engine::Seat(0)).cloned();
    drop(game);

    let (reloaded, pending) = LiveGame::load(&store, id).await.expect("reloads");
    assert_eq!(
        pending,
        effects[half..].to_vec(),
        "exactly the undelivered effects, in order"
    );
    assert_eq!(
        reloaded.table().phase_no(),
        phase,
        "the replay reaches the same phase"
    );
    assert_eq!(
        reloaded.open_prompt(narrator_engine::Seat(0)).cloned(),
        open_prompt
    );
    assert!(
        open_prompt.is_some(),
        "the person at seat 1 has a question to answer"
    );
    let all: Vec<_> = effects.iter().map(|(k, _)| *k).collect();
    reloaded.mark_delivered(&all).await.expect("marked");
    let (_, none) = LiveGame::load(&store, id).await.expect("reloads");
    assert!(none.is_empty(), "nothing is sent twice");
}

#[tokio::test]
async fn computer_decisions_lost_in_a_crash_are_made_again() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = open(&dir).await;
    // A game where the computer plays every seat, crashed right after the
    // deal (before any computer player acted).
    let (game, _) = start(&store, true).await;
    let id = game.id();
    drop(game);
    let (mut resumed, _) = LiveGame::load(&store, id).await.expect("reloads");
    let after_crash = resumed
        .run_computers(Timestamp(0))
        .await
        .expect("computers run");

    // The same game without a crash.
    let dir2 = tempfile::tempdir().expect("temp dir");
    let store2 = open(&dir2).await;
    let (mut straight, _) = start(&store2, true).await;
    let uninterrupted = straight
        .run_computers(Timestamp(0))
        .await
        .expect("computers run");

    assert_eq!(after_crash, uninterrupted);
    assert!(
        resumed.table().is_over(),
        "all-computer games run to the end"
    );
    assert_eq!(resumed.table().result(), straight.table().result());
    assert!(
        after_crash
            .iter()
            .any(|(_, e)| matches!(e.kind, EffectKind::End(_)))
    );
    let finished = store.finished_games(10).await.expect("results kept");
    assert_eq!(finished.len(), 1, "the result is stored for stats");
}

#[tokio::test]
async fn a_rejected_input_is_not_stored() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = open(&dir).await;
    let (mut game, _) = start(&store, false).await;
    let refused = game
        .submit(
            Input::Join {
                player: PlayerId::new("late"),
                name: "Late".into(),
            },
            Timestamp(1),
        )
        .await
        .expect("no store error");
    assert!(refused.is_err(), "joining after the start is refused");
    let stored = store.load_game(game.id()).await.expect("loads");
    assert_eq!(
        stored.inputs.len(),
        3,
        "only the accepted inputs are stored"
    );
}
