//! Recording per-player results and the statistics computed from them, on
//! both databases (see `common`).

use crate::common;

use common::Db;
use narrator_store::stats::{self, MIN_RANKED_GAMES, Tie};
use narrator_store::{Controller, NewGame, ResultFilter, SeatResult, Store, StoreError};

fn seat(seat: u32, player: &str, role: &str, team: &str, won: bool) -> SeatResult {
    SeatResult {
        seat,
        player: player.to_owned(),
        name: player.trim_start_matches("telegram:").to_owned(),
        kind: "mafia".to_owned(),
        preset: "classic".to_owned(),
        mode: None,
        role: role.to_owned(),
        team: team.to_owned(),
        won,
        survived: won,
        died_phase: (!won).then_some(3),
        afk: false,
        controller: Controller::Person,
    }
}

on_both!(
    results_are_recorded_once_with_the_place_and_time,
    a_running_game_has_no_results,
    filters_by_place_player_preset_and_time,
    player_stats_count_roles_teams_survival_and_streaks,
    leaderboard_needs_enough_games_explains_ties_and_skips_computers,
    a_result_keeps_its_mode_and_a_modes_games_are_counted_once
);

async fn game(store: &Store, place: &str, at: i64, seats: Vec<SeatResult>) -> i64 {
    let id = store
        .create_game(NewGame {
            kind: "mafia".into(),
            surface: place.into(),
            setup_json: "{}".into(),
            created_at_ms: at - 1,
        })
        .await
        .unwrap();
    store
        .finish_game_with(id, "{}".into(), at, seats)
        .await
        .unwrap();
    id
}

/// Village (a, b) against mafia (c); `village_wins` decides.
fn classic(village_wins: bool) -> Vec<SeatResult> {
    vec![
        seat(0, "telegram:1", "villager", "village", village_wins),
        seat(1, "telegram:2", "cop", "village", village_wins),
        seat(2, "telegram:3", "mafioso", "mafia", !village_wins),
    ]
}

async fn results_are_recorded_once_with_the_place_and_time(db: Db) {
    let (_place, store) = db.store().await;
    let id = game(&store, "telegram:-100", 5_000, classic(true)).await;
    // Delivered again (a restart): refused, and nothing is added.
    let again = store
        .finish_game_with(id, "{}".into(), 6_000, classic(false))
        .await;
    assert!(
        matches!(again, Err(StoreError::GameFinished(g)) if g == id),
        "{again:?}"
    );
    let rows = store
        .player_results(&ResultFilter::default())
        .await
        .unwrap();
    assert_eq!(rows.len(), 3);
    assert!(
        rows.iter()
            .all(|r| r.game == id && r.place == "telegram:-100" && r.finished_at_ms == 5_000)
    );
    assert_eq!(
        rows[2].seat,
        seat(2, "telegram:3", "mafioso", "mafia", false)
    );
}

async fn a_running_game_has_no_results(db: Db) {
    let (_place, store) = db.store().await;
    store
        .create_game(NewGame {
            kind: "mafia".into(),
            surface: "telegram:-100".into(),
            setup_json: "{}".into(),
            created_at_ms: 1,
        })
        .await
        .unwrap();
    let rows = store
        .player_results(&ResultFilter::default())
        .await
        .unwrap();
    assert!(rows.is_empty());
}

async fn filters_by_place_player_preset_and_time(db: Db) {
    let (_place, store) = db.store().await;
    game(&store, "telegram:-1", 100, classic(true)).await;
    game(&store, "telegram:-2", 200, classic(false)).await;
    let here = ResultFilter {
        place: Some("telegram:-1".into()),
        ..ResultFilter::default()
    };
    assert_eq!(store.player_results(&here).await.unwrap().len(), 3);
    let since = ResultFilter {
        since_ms: Some(150),
        player: Some("telegram:3".into()),
        ..ResultFilter::default()
    };
    let rows = store.player_results(&since).await.unwrap();
    assert_eq!(rows.len(), 1);
    assert!(rows[0].seat.won);
    let hp = ResultFilter {
        preset: Some("hp".into()),
        ..ResultFilter::default()
    };
    assert!(store.player_results(&hp).await.unwrap().is_empty());
}

async fn player_stats_count_roles_teams_survival_and_streaks(db: Db) {
    let (_place, store) = db.store().await;
    // telegram:1 (villager): W W L W W W → 5 of 6, streak 3.
    for (i, won) in [true, true, false, true, true, true]
        .into_iter()
        .enumerate()
    {
        game(&store, "telegram:-1", 100 + i as i64, classic(won)).await;
    }
    // One game as the mafioso, lost.
    let mut swapped = classic(true);
    swapped[0] = seat(0, "telegram:1", "mafioso", "mafia", false);
    swapped[2] = seat(2, "telegram:3", "villager", "village", true);
    game(&store, "telegram:-1", 200, swapped).await;

    let rows = store
        .player_results(&ResultFilter::default())
        .await
        .unwrap();
    let s = stats::player_stats(&rows, "telegram:1").unwrap();
    assert_eq!((s.total.games, s.total.wins), (7, 5));
    assert_eq!(s.total.percent(), 71);
    assert_eq!(s.survived, 5);
    assert_eq!(s.by_role["villager"].games, 6);
    assert_eq!(s.by_role["villager"].wins, 5);
    assert_eq!(s.by_team["mafia"].games, 1);
    assert_eq!(s.by_team["mafia"].wins, 0);
    assert_eq!(s.favourite_role.as_deref(), Some("villager"));
    assert_eq!(s.longest_streak, 3);
    assert!(stats::player_stats(&rows, "telegram:99").is_none());
}

async fn leaderboard_needs_enough_games_explains_ties_and_skips_computers(db: Db) {
    let (_place, store) = db.store().await;
    for i in 0..MIN_RANKED_GAMES {
        let mut seats = classic(i % 2 == 0);
        seats.push(SeatResult {
            controller: Controller::Computer,
            ..seat(3, "computer:1", "villager", "village", i % 2 == 0)
        });
        game(&store, "telegram:-1", 100 + i64::from(i), seats).await;
    }
    // telegram:4 played once: not ranked.
    game(
        &store,
        "telegram:-1",
        1_000,
        vec![
            seat(0, "telegram:4", "villager", "village", true),
            seat(1, "telegram:3", "mafioso", "mafia", false),
        ],
    )
    .await;
    let rows = store
        .player_results(&ResultFilter::default())
        .await
        .unwrap();
    let board = stats::leaderboard(&rows, MIN_RANKED_GAMES);
    let players: Vec<&str> = board.iter().map(|r| r.stats.player.as_str()).collect();
    // 1 and 2 won 3 of 5; 3 won 2 of 6.
    assert_eq!(players.len(), 3, "{players:?}");
    assert_eq!(players[2], "telegram:3");
    assert!(!players.contains(&"computer:1"));
    assert!(!players.contains(&"telegram:4"));
    // 1 and 2 played the same games on the same side: a full tie.
    assert_eq!(board[0].rank, 1);
    assert_eq!(board[1].rank, 1);
    assert_eq!(board[1].tie, Some(Tie::Full));
    assert_eq!(board[2].rank, 3);
    assert_eq!(board[2].tie, None);
    assert!(board.iter().all(|r| r.stats.rating.is_some()));
    // What an empty board would say it takes counts people only: the
    // computer played MIN_RANKED_GAMES, telegram:3 one more.
    assert_eq!(stats::most_games_of_people(&rows), MIN_RANKED_GAMES + 1);
    let computers: Vec<_> = rows
        .iter()
        .filter(|r| r.seat.controller == Controller::Computer)
        .cloned()
        .collect();
    assert!(!computers.is_empty());
    assert_eq!(stats::most_games_of_people(&computers), 0);
}

#[test]
fn ties_on_win_rate_are_ordered_by_games_played() {
    use narrator_store::PlayerResult;
    let mut rows = Vec::new();
    let mut push = |game: i64, player: &str, won: bool| {
        rows.push(PlayerResult {
            game,
            place: "p".into(),
            finished_at_ms: game,
            seat: seat(0, player, "villager", "village", won),
        });
    };
    // a: 5 of 10, b: 3 of 6 — both 50 %.
    for g in 0..10 {
        push(g, "a", g % 2 == 0);
    }
    for g in 10..16 {
        push(g, "b", g % 2 == 0);
    }
    let board = stats::leaderboard(&rows, 5);
    assert_eq!(board[0].stats.player, "a");
    assert_eq!(board[1].stats.player, "b");
    assert_eq!(board[1].tie, Some(Tie::OnWinRate));
    assert_eq!((board[0].rank, board[1].rank), (1, 2));
}

#[test]
fn beating_a_stronger_team_gains_more_rating() {
    use narrator_store::PlayerResult;
    let row = |game: i64, seat_no: u32, player: &str, won: bool| PlayerResult {
        game,
        place: "p".into(),
        finished_at_ms: game,
        seat: seat(seat_no, player, "villager", "village", won),
    };
    // "strong" wins three games against "x" first; then "u1" beats
    // "strong", and "u2" beats a newcomer "weak".
    let mut rows = Vec::new();
    for g in 0..3 {
        rows.push(row(g, 0, "strong", true));
        rows.push(row(g, 1, "x", false));
    }
    rows.push(row(10, 0, "u1", true));
    rows.push(row(10, 1, "strong", false));
    rows.push(row(11, 0, "u2", true));
    rows.push(row(11, 1, "weak", false));
    let r = stats::ratings(&rows);
    assert!(
        r["u1"].rating > r["u2"].rating,
        "{:?} {:?}",
        r["u1"],
        r["u2"]
    );
}

/// A mode's name is kept with each seat's result (migration 9); a mode's
/// games are read one per game with their size and winning teams, games
/// without a mode and games of computers alone left out.
async fn a_result_keeps_its_mode_and_a_modes_games_are_counted_once(db: Db) {
    let (_place, store) = db.store().await;
    let in_mode = |mode: Option<&str>, village_wins: bool| -> Vec<SeatResult> {
        classic(village_wins)
            .into_iter()
            .map(|s| SeatResult {
                mode: mode.map(str::to_owned),
                ..s
            })
            .collect()
    };
    let town = game(&store, "telegram:-1", 100, in_mode(Some("town"), true)).await;
    let lost = game(&store, "telegram:-2", 200, in_mode(Some("town"), false)).await;
    let plain = game(&store, "telegram:-1", 300, in_mode(None, true)).await;
    let computers: Vec<SeatResult> = in_mode(Some("quick"), true)
        .into_iter()
        .map(|s| SeatResult {
            controller: Controller::Computer,
            ..s
        })
        .collect();
    game(&store, "telegram:-1", 400, computers).await;

    let rows = store
        .player_results(&ResultFilter::default())
        .await
        .unwrap();
    for row in &rows {
        let expected = match row.game {
            g if g == town || g == lost => Some("town"),
            g if g == plain => None,
            _ => Some("quick"),
        };
        assert_eq!(row.seat.mode.as_deref(), expected, "game {}", row.game);
    }
    let only_town = ResultFilter {
        mode: Some("town".into()),
        ..ResultFilter::default()
    };
    assert_eq!(store.player_results(&only_town).await.unwrap().len(), 6);

    let games = store.mode_games("mafia").await.unwrap();
    let seen: Vec<(i64, &str, u32, Vec<&str>)> = games
        .iter()
        .map(|g| {
            (
                g.game,
                g.mode.as_str(),
                g.seats,
                g.winners.iter().map(String::as_str).collect(),
            )
        })
        .collect();
    assert_eq!(
        seen,
        vec![
            (town, "town", 3, vec!["village"]),
            (lost, "town", 3, vec!["mafia"]),
        ]
    );
    assert!(store.mode_games("zombie").await.unwrap().is_empty());
}
