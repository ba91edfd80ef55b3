//! `narrator stats` prints a player's statistics or everyone's ranking
//! from the database, and says clearly when it cannot.

use crate::common;

use common::{feed, narrator, stderr, stdout};
use narrator_store::{Controller, NewGame, SeatResult, Store};
use std::path::Path;

fn seat(seat: u32, id: u32, name: &str, role: &str, won: bool) -> SeatResult {
    SeatResult {
        seat,
        player: format!("telegram:{id}"),
        name: name.into(),
        kind: "mafia".into(),
        preset: "classic".into(),
        mode: None,
        role: role.into(),
        team: if role == "mafioso" {
            "mafia"
        } else {
            "village"
        }
        .into(),
        won,
        survived: won,
        died_phase: (!won).then_some(2),
        afk: false,
        controller: Controller::Person,
    }
}

/// Three finished games: Ann and Bob (village) win two, Cid (mafia) one.
async fn fill(db: &Path) {
    let store = Store::open(&format!("sqlite://{}", db.display()))
        .await
        .unwrap();
    for g in 0..3_i64 {
        let village = g != 1;
        let id = store
            .create_game(NewGame {
                kind: "mafia".into(),
                surface: "telegram:-100".into(),
                setup_json: "{}".into(),
                created_at_ms: g * 10,
            })
            .await
            .unwrap();
        store
            .finish_game_with(
                id,
                "{}".into(),
                g * 10 + 5,
                vec![
                    seat(0, 1, "Ann", "villager", village),
                    seat(1, 2, "Bob", "doctor", village),
                    seat(2, 3, "Cid", "mafioso", !village),
                ],
            )
            .await
            .unwrap();
    }
    store.close().await;
}

#[tokio::test]
async fn prints_a_player_or_everyone() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("n.db");

    // An empty ranking is an answer, not a failure.
    let empty = feed(narrator(&db), &["stats"], "");
    assert_eq!(empty.status.code(), Some(0));
    assert!(
        stdout(&empty).starts_with("No finished games to rank yet"),
        "{}",
        stdout(&empty)
    );

    fill(&db).await;
    let ann = feed(narrator(&db), &["stats", "ann"], "");
    assert!(ann.status.success(), "{}", stderr(&ann));
    let out = stdout(&ann);
    assert!(out.starts_with("📊 Ann: mafia statistics"), "{out}");
    assert!(
        out.contains("Games: 3, won: 2 (66%), survived: 2 (66%)"),
        "{out}"
    );
    assert!(out.contains("Longest winning streak: 1 game"), "{out}");

    let ru = feed(narrator(&db), &["stats", "telegram:3", "--lang", "ru"], "");
    assert!(
        stdout(&ru).contains("По командам: мафия 1/3 (33%)"),
        "{}",
        stdout(&ru)
    );

    let all = feed(narrator(&db), &["stats"], "");
    assert!(all.status.success(), "{}", stderr(&all));
    let out = stdout(&all);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    assert!(
        lines[0].contains("all groups, all presets, all time (at least 1 game;"),
        "{out}"
    );
    assert!(lines[1].starts_with("1. Ann: won 2 of 3 (66%)"), "{out}");
    assert!(lines[2].starts_with("1. Bob: won 2 of 3 (66%)"), "{out}");
    assert!(lines[3].starts_with("3. Cid: won 1 of 3 (33%)"), "{out}");

    let few = feed(narrator(&db), &["stats", "--min-games", "5"], "");
    assert_eq!(few.status.code(), Some(0));
    assert_eq!(
        stdout(&few).trim(),
        "Nobody has 5 finished games yet for this choice; the most is 3."
    );
    let unknown = feed(narrator(&db), &["stats", "zed"], "");
    assert_eq!(unknown.status.code(), Some(1));
    assert!(
        stderr(&unknown).starts_with("Nobody called “zed”"),
        "{}",
        stderr(&unknown)
    );
    let hp = feed(narrator(&db), &["stats", "--preset", "hp"], "");
    assert_eq!(hp.status.code(), Some(0));
    assert!(stdout(&hp).starts_with("No finished games to rank yet"));
    let bad = feed(narrator(&db), &["stats", "--preset", "nope"], "");
    assert_eq!(bad.status.code(), Some(2), "clap refuses it");
}

/// Finished games of `mode`: `games` at `players` seats, the village
/// winning the first `village_wins`.
async fn fill_mode(db: &Path, mode: &str, players: u32, games: u32, village_wins: u32) {
    let store = Store::open(&format!("sqlite://{}", db.display()))
        .await
        .unwrap();
    for g in 0..games {
        let village = g < village_wins;
        let id = store
            .create_game(NewGame {
                kind: "mafia".into(),
                surface: "telegram:-100".into(),
                setup_json: "{}".into(),
                created_at_ms: 0,
            })
            .await
            .unwrap();
        let seats = (0..players)
            .map(|s| {
                let role = if s < 2 { "mafioso" } else { "villager" };
                let won = if s < 2 { !village } else { village };
                SeatResult {
                    mode: Some(mode.into()),
                    ..seat(s, 100 + s, &format!("P{s}"), role, won)
                }
            })
            .collect();
        store
            .finish_game_with(id, "{}".into(), 5, seats)
            .await
            .unwrap();
    }
    store.close().await;
}

/// `narrator stats --mode M` prints the mode's village win rate by table
/// size, real games beside computer games, and once 25 games have
/// finished the real rate beside the computer games' at the same sizes.
#[tokio::test]
async fn a_modes_real_games_beside_its_computer_games() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("n.db");
    fill_mode(&db, "quick", 5, 10, 5).await;
    let few = feed(narrator(&db), &["stats", "--mode", "quick"], "");
    assert!(few.status.success(), "{}", stderr(&few));
    let out = stdout(&few);
    assert!(out.starts_with("quick (5–7 players): "), "{out}");
    // Quick's measured rates, as its mode file has them.
    let modes = narrator_engine::mafia::modes::Modes::built_in();
    let balance = &modes.get("quick").expect("quick is built in").balance;
    let rate = |n| balance.village_at(n).expect("quick's rate is measured");
    assert!(
        out.contains(&format!(
            "5 players: 10 real games, the village won 50%; computer games {:.0}%",
            rate(5)
        )),
        "{out}"
    );
    assert!(
        out.contains(&format!(
            "6 players: 0 real games, the village won —; computer games {:.0}%",
            rate(6)
        )),
        "{out}"
    );
    assert!(out.contains("10 real games so far"), "{out}");
    assert!(!out.contains("real games (10)"), "{out}");

    // 15 more at 7 players, the village winning 12: 17 of 25 = 68 %;
    // computer games at the same sizes: 10 at 5, 15 at 7.
    fill_mode(&db, "quick", 7, 15, 12).await;
    let enough = feed(narrator(&db), &["stats", "--mode", "quick"], "");
    let out = stdout(&enough);
    assert!(
        out.contains(&format!(
            "7 players: 15 real games, the village won 80%; computer games {:.0}%",
            rate(7)
        )),
        "{out}"
    );
    let mean = (10.0 * rate(5) + 15.0 * rate(7)) / 25.0;
    assert!(
        out.contains(&format!(
            "real games (25): 68%; computer games at the same sizes: {mean:.0}%"
        )),
        "{out}"
    );
    let ru = feed(
        narrator(&db),
        &["stats", "--mode", "quick", "--lang", "ru"],
        "",
    );
    assert!(
        stdout(&ru).contains("настоящие игры (25): 68%"),
        "{}",
        stdout(&ru)
    );

    // An operator's mode (NARRATOR_MODES_DIR) is known too; an unknown
    // one is refused with the modes listed.
    let folder = dir.path().join("modes");
    std::fs::create_dir(&folder).unwrap();
    std::fs::write(
        folder.join("duel.toml"),
        "name = \"duel\"\nmin_players = 6\nmax_players = 8\n\
         [description]\nen = \"Two killers.\"\nru = \"Два убийцы.\"\nvi = \"Hai sát thủ.\"\n\
         [deal]\nmafia = \"1\"\nfixed = { serial_killer = 1, doctor = 1 }\n",
    )
    .unwrap();
    fill_mode(&db, "duel", 6, 2, 1).await;
    let mut operator = narrator(&db);
    operator.env("NARRATOR_MODES_DIR", &folder);
    let duel = feed(operator, &["stats", "--mode", "duel"], "");
    assert!(duel.status.success(), "{}", stderr(&duel));
    assert!(
        stdout(&duel).contains("6 players: 2 real games, the village won 50%; computer games —"),
        "{}",
        stdout(&duel)
    );
    // A place or a preset does not narrow a mode's figures: refused.
    let narrowed = feed(
        narrator(&db),
        &["stats", "--mode", "quick", "--place", "telegram:-100"],
        "",
    );
    assert_eq!(narrowed.status.code(), Some(2), "clap refuses it");
    let unknown = feed(narrator(&db), &["stats", "--mode", "chess"], "");
    assert_eq!(unknown.status.code(), Some(1));
    assert!(
        stderr(&unknown).contains("There is no mode “chess”") && stderr(&unknown).contains("town"),
        "{}",
        stderr(&unknown)
    );
}
