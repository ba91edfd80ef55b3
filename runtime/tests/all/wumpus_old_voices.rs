//! A Wumpus game stored before voices had words (a voice was the bare
//! string `"Speak"`) loads and replays exactly like the same game played
//! today with wordless voices.

use narrator_engine::wumpus::{Voice, WumpusRules};
use narrator_engine::{Action, GameConfig, Input, PlayerId, Seed, TableSetup, Timestamp};
use narrator_runtime::{GameRecord, InputEntry, Keyed, LiveGame, Store};
use narrator_store::StoredInput;

fn record() -> GameRecord {
    GameRecord {
        setup: TableSetup {
            config: GameConfig::Wumpus(WumpusRules::standard().expect("the shipped map")),
            seed: Seed::from_number(5),
            host: PlayerId::new("p0"),
        },
        all_computer: false,
    }
}

/// A started hunt of two people.
async fn started(store: &Store) -> LiveGame {
    let mut game = LiveGame::create(store, record(), "test", Timestamp(0))
        .await
        .expect("created");
    for input in [
        Input::Join {
            player: PlayerId::new("p0"),
            name: "Ann".into(),
        },
        Input::Join {
            player: PlayerId::new("p1"),
            name: "Bob".into(),
        },
        Input::Start {
            by: PlayerId::new("p0"),
        },
    ] {
        game.submit(input, Timestamp(0))
            .await
            .expect("stored")
            .expect("accepted");
    }
    game
}

/// The player whose turn it is.
fn current(game: &LiveGame) -> PlayerId {
    let Some(g) = game.table().game().and_then(|g| g.as_wumpus()) else {
        panic!("a running hunt");
    };
    let seat = g.current().expect("someone's turn");
    PlayerId::new(format!("p{}", seat.index()))
}

#[tokio::test]
async fn old_wordless_voices_replay_exactly() {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("w.db").display());
    let store = Store::open(&url).await.expect("store opens");

    // Today: three wordless voices, played live.
    let mut today = started(&store).await;
    let mut players = Vec::new();
    for voice in [Voice::Whisper, Voice::Speak, Voice::Scream] {
        let player = current(&today);
        players.push(player.clone());
        let input = Input::Act {
            player,
            action: Action::Wumpus(voice.wordless()),
        };
        today
            .submit(input, Timestamp(1))
            .await
            .expect("stored")
            .expect("accepted");
    }

    // Before: the same game, its voices stored in the old form.
    let old = started(&store).await;
    let id = old.id();
    drop(old);
    for (i, (player, voice)) in players
        .iter()
        .zip(["Whisper", "Speak", "Scream"])
        .enumerate()
    {
        let input_json = format!(
            r#"{{"input":{{"Act":{{"player":"{}","action":{{"Wumpus":"{voice}"}}}}}},"by_computer":false}}"#,
            player.0
        );
        let entry: InputEntry = serde_json::from_str(&input_json).expect("the old form parses");
        assert_ne!(
            serde_json::to_string(&entry).expect("json"),
            input_json,
            "today's form differs, so this tests the old one"
        );
        let seq = 3 + u64::try_from(i).expect("small");
        store
            .append_input(
                id,
                StoredInput {
                    seq,
                    input_json,
                    at_ms: 1,
                },
            )
            .await
            .expect("appended");
    }

    let (replayed_old, old_effects): (LiveGame, Vec<Keyed>) = LiveGame::load(&store, id)
        .await
        .expect("the old game loads");
    let (replayed_today, today_effects) = LiveGame::load(&store, today.id())
        .await
        .expect("today's game loads");
    assert_eq!(old_effects, today_effects, "the same effects, in order");
    assert_eq!(
        format!("{:?}", replayed_old.table().game()),
        format!("{:?}", replayed_today.table().game()),
        "the same hidden state"
    );
}
