//! `narrator arena run|replay` on the fixture bots: a random bot in sh and
//! one in Python, a bot with state in its folder, and bots that crash, hang
//! and print garbage, none of which may stop the tournament.

use std::path::Path;
use std::process::Command;

fn narrator() -> Command {
    Command::new(env!("CARGO_BIN_EXE_narrator"))
}

fn fixtures() -> &'static Path {
    Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/arena-bots"
    ))
}

#[test]
fn a_tournament_survives_bad_bots_and_can_be_replayed() {
    let logs = tempfile::tempdir().unwrap();
    let out = narrator()
        .args(["arena", "run", "--games", "3", "--jobs", "2", "--seed", "5"])
        .args([
            "--rounds",
            "2",
            "--max-days",
            "3",
            // Well above a Python bot's start-up on a machine busy with
            // other tests (400 ms was missed there), far below the
            // hanger's minute.
            "--timeout-ms",
            "2000",
            "--json",
        ])
        .arg("--bots")
        .arg(fixtures())
        .arg("--logs")
        .arg(logs.path())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["games"], 3);
    let bots = report["bots"].as_array().unwrap();
    assert_eq!(bots.len(), 7);
    let bot = |name: &str| bots.iter().find(|b| b["name"] == name).unwrap();
    for name in ["crasher", "hanger", "garbage"] {
        assert!(
            bot(name)["faults"].as_u64().unwrap() > 0,
            "{name} misbehaved"
        );
    }
    for name in ["random-sh", "random-py", "stateful", "steady"] {
        assert_eq!(bot(name)["faults"], 0, "{name} behaved");
        let played = bot(name)["village_games"].as_u64().unwrap()
            + bot(name)["mafia_games"].as_u64().unwrap();
        assert_eq!(played, 3);
    }
    let total: f64 = bots.iter().map(|b| b["score"].as_f64().unwrap()).sum();
    assert!(total.abs() < 1e-9, "scores are relative to the means");

    // The full exchange is kept, and the answers of bad bots were ignored.
    let replay = narrator()
        .args(["arena", "replay", "1", "--logs"])
        .arg(logs.path())
        .output()
        .unwrap();
    assert!(replay.status.success());
    let text = String::from_utf8_lossy(&replay.stdout);
    assert!(text.starts_with("Game 1 (seed "));
    assert!(text.contains("  < Rise and shine! Today is day 0.\n"));
    assert!(text.contains("== day 0 round 1: hanger\n"));
    assert!(text.contains("  ! TimedOut\n"));
    assert!(text.contains("  ! Failed(1)\n"));
    assert!(
        !text.contains("crasher has voted"),
        "a crashed run's answer is ignored"
    );
    assert!(
        !text.contains("hanger has voted"),
        "a stopped run's answer is ignored"
    );
    assert!(text.contains("The game ended after "));

    // The stateful bot learnt its role once, on day 0, and still claims it
    // on later days from the file it keeps in its folder.
    let mut claims = 0;
    for game in 1..=3 {
        let log = std::fs::read_to_string(logs.path().join(format!("game-{game}.jsonl"))).unwrap();
        let start: serde_json::Value = serde_json::from_str(log.lines().next().unwrap()).unwrap();
        let end: serde_json::Value = serde_json::from_str(log.lines().last().unwrap()).unwrap();
        let players: Vec<&str> = start["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_str().unwrap())
            .collect();
        let seat = players.iter().position(|p| *p == "stateful").unwrap();
        let claim = match end["roles"][seat].as_str().unwrap() {
            "cop" => "say 2",
            "doctor" => "say 3",
            _ => "say 4",
        };
        for line in log.lines() {
            let e: serde_json::Value = serde_json::from_str(line).unwrap();
            let when = e["when"].as_str().unwrap_or("");
            if e["bot"] == "stateful"
                && when.starts_with("day ")
                && !when.starts_with("day 0")
                && when.contains("round")
            {
                assert_eq!(e["answered"].as_str().unwrap().trim(), claim, "{line}");
                claims += 1;
            }
        }
    }
    assert!(claims > 0, "some game reached day 1");
}

#[test]
fn too_few_bots_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let out = narrator()
        .args(["arena", "run", "--bots"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("classic mafia needs 6 to 20 players"), "{err}");
}
