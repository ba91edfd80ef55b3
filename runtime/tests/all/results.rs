//! Every finished game records each seat's result, once, even when the
//! end is only noticed when the game is reloaded after a crash.

use narrator_engine::mafia::Ruleset;
use narrator_engine::{GameConfig, Input, PlayerId, Seed, TableSetup, Timestamp};
use narrator_runtime::{GameRecord, LiveGame, Store};
use narrator_store::{Controller, NewGame, ResultFilter};

fn record(all_computer: bool) -> GameRecord {
    record_with(Ruleset::classic(), all_computer)
}

fn record_with(rules: Ruleset, all_computer: bool) -> GameRecord {
    GameRecord {
        setup: TableSetup {
            config: GameConfig::Mafia(rules),
            seed: Seed::from_number(11),
            host: PlayerId::new("telegram:1"),
        },
        all_computer,
    }
}

/// Plays a game with one person (played by nobody: the deadlines pass)
/// and seven computers to its end.
async fn play(store: &Store, all_computer: bool) -> LiveGame {
    play_with(store, record(all_computer), "telegram:-5").await
}

async fn play_with(store: &Store, record: GameRecord, place: &str) -> LiveGame {
    let mut game = LiveGame::create(store, record, place, Timestamp(0))
        .await
        .expect("created");
    let host = PlayerId::new("telegram:1");
    for input in [
        Input::Join {
            player: host.clone(),
            name: "Ann".into(),
        },
        Input::Fill {
            by: host.clone(),
            seats: 8,
        },
        Input::Start { by: host },
    ] {
        game.submit(input, Timestamp(0))
            .await
            .expect("stored")
            .expect("accepted");
    }
    let mut now = Timestamp(0);
    for _ in 0..500 {
        game.run_computers(now).await.expect("computers");
        if game.table().is_over() {
            break;
        }
        // Nobody plays seat 0: time runs out.
        now = game
            .table()
            .deadline()
            .expect("a running phase has a deadline");
        game.submit(Input::Tick, now)
            .await
            .expect("stored")
            .expect("a tick is accepted");
    }
    assert!(game.table().is_over(), "the game ends");
    game
}

#[tokio::test]
async fn a_finished_game_records_every_seat() {
    let store = Store::open("sqlite::memory:").await.unwrap();
    let game = play(&store, false).await;
    let result = game.table().result().expect("a result").clone();
    let rows = store
        .player_results(&ResultFilter::default())
        .await
        .unwrap();
    assert_eq!(rows.len(), 8);
    for (i, row) in rows.iter().enumerate() {
        let seat = &row.seat;
        assert_eq!(row.game, game.id());
        assert_eq!(row.place, "telegram:-5");
        assert_eq!(seat.seat as usize, i);
        assert_eq!(seat.kind, "mafia");
        assert_eq!(seat.preset, "classic");
        assert_eq!(seat.role, result.roles[i]);
        let expected_team = if seat.role == "mafioso" {
            "mafia"
        } else {
            "village"
        };
        assert_eq!(seat.team, expected_team);
        assert_eq!(
            seat.won,
            result.winners.contains(&narrator_engine::Seat(i as u8))
        );
        assert_eq!(seat.survived, seat.died_phase.is_none());
        // Nobody played seat 0: a computer player took it over.
        assert_eq!(seat.afk, i == 0, "seat {i}");
        let expected = if i == 0 {
            Controller::Person
        } else {
            Controller::Computer
        };
        assert_eq!(seat.controller, expected, "seat {i}");
    }
    assert!(rows.iter().any(|r| !r.seat.survived), "somebody died");
    assert!(rows.iter().all(|r| r.seat.died_phase.is_none_or(|p| p > 0)));
}

#[tokio::test]
async fn an_end_noticed_on_reload_is_recorded_once() {
    let store = Store::open("sqlite::memory:").await.unwrap();
    let played = play(&store, true).await;
    let original = store.load_game(played.id()).await.unwrap();
    let first = store
        .player_results(&ResultFilter::default())
        .await
        .unwrap();
    assert!(
        first
            .iter()
            .all(|r| r.seat.controller == Controller::Computer)
    );

    // The same inputs, stored without the result: a crash right after the
    // last input.
    let copy = store
        .create_game(NewGame {
            kind: original.kind.clone(),
            surface: "telegram:-6".into(),
            setup_json: original.setup_json.clone(),
            created_at_ms: 0,
        })
        .await
        .unwrap();
    for input in &original.inputs {
        store.append_input(copy, input.clone()).await.unwrap();
    }
    let only_copy = ResultFilter {
        place: Some("telegram:-6".into()),
        ..ResultFilter::default()
    };
    assert!(store.player_results(&only_copy).await.unwrap().is_empty());
    // Not while its effects are owed: whoever sends them finishes it.
    let (_, owed) = LiveGame::load(&store, copy).await.expect("reloads");
    assert!(!owed.is_empty());
    assert!(store.player_results(&only_copy).await.unwrap().is_empty());
    let keys: Vec<_> = owed.iter().map(|(key, _)| *key).collect();
    store.mark_delivered(copy, &keys).await.unwrap();
    LiveGame::load(&store, copy).await.expect("reloads");
    let recorded = store.player_results(&only_copy).await.unwrap();
    assert_eq!(recorded.len(), 8);
    assert_eq!(
        recorded.iter().map(|r| &r.seat).collect::<Vec<_>>(),
        first.iter().map(|r| &r.seat).collect::<Vec<_>>(),
        "the replay records what the live run did"
    );
    assert!(store.unfinished_games().await.unwrap().is_empty());
    // Loading it again changes nothing.
    let again = LiveGame::load(&store, copy).await;
    assert!(again.is_ok());
    assert_eq!(store.player_results(&only_copy).await.unwrap().len(), 8);
}

#[tokio::test]
async fn a_seat_removed_for_inactivity_is_recorded_afk_and_dead() {
    let store = Store::open("sqlite::memory:").await.unwrap();
    let rules = Ruleset {
        afk_action: "remove".into(),
        ..Ruleset::classic()
    };
    let game = play_with(&store, record_with(rules, false), "telegram:-7").await;
    assert_eq!(game.table().removed(), vec![narrator_engine::Seat(0)]);
    let rows = store
        .player_results(&ResultFilter::default())
        .await
        .unwrap();
    assert_eq!(rows.len(), 8);
    for (i, row) in rows.iter().enumerate() {
        assert_eq!(row.seat.afk, i == 0, "seat {i}");
    }
    let absent = &rows[0].seat;
    assert!(
        !absent.survived && absent.died_phase.is_some(),
        "{absent:?}"
    );
    assert_eq!(absent.controller, Controller::Person);
    // A reload replays the removal and records nothing twice.
    let (again, _) = LiveGame::load(&store, game.id()).await.expect("reloads");
    assert_eq!(again.table().removed(), game.table().removed());
    assert_eq!(again.table().result(), game.table().result());
    assert_eq!(
        store
            .player_results(&ResultFilter::default())
            .await
            .unwrap()
            .len(),
        8
    );
}

/// A game started from a mode files its results under the mode's name
/// (issue 31); a game without one files none.
#[tokio::test]
async fn a_game_of_a_mode_records_the_modes_name() {
    use narrator_engine::mafia::modes::Modes;
    let store = Store::open("sqlite::memory:").await.unwrap();
    let town = Modes::built_in()
        .get("town")
        .expect("town is built in")
        .ruleset()
        .expect("town's rules");
    let game = play_with(&store, record_with(town, false), "telegram:-7").await;
    let plain = play(&store, false).await;
    let rows = store
        .player_results(&ResultFilter::default())
        .await
        .unwrap();
    assert!(rows.iter().any(|r| r.game == game.id()));
    for row in &rows {
        let expected = (row.game == game.id()).then(|| "town".to_string());
        assert_eq!(row.seat.mode, expected, "game {}", row.game);
    }
    assert!(rows.iter().any(|r| r.game == plain.id()));
    let town_only = ResultFilter {
        mode: Some("town".into()),
        ..ResultFilter::default()
    };
    let town_rows = store.player_results(&town_only).await.unwrap();
    assert!(!town_rows.is_empty() && town_rows.iter().all(|r| r.game == game.id()));
    let games = store.mode_games("mafia").await.unwrap();
    assert_eq!(games.len(), 1, "{games:?}");
    assert_eq!(games[0].mode, "town");
    assert_eq!(games[0].seats as usize, town_rows.len());
}
