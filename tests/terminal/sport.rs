//! End-to-end: the `sport` preset at the terminal and in `simulate`.

use crate::common;

use common::stdout as text;
use std::path::Path;
use std::process::{Command, Output, Stdio};

fn narrator(db: &Path) -> Command {
    let mut c = common::narrator(db);
    c.stdin(Stdio::null());
    c
}

fn run(db: &Path, args: &[&str]) -> Output {
    narrator(db).args(args).output().expect("narrator runs")
}

const AUTO: [&str; 7] = [
    "play", "mafia", "--preset", "sport", "--auto", "--seed", "4",
];

#[test]
fn a_sport_auto_game_runs_to_the_end() {
    let dir = tempfile::tempdir().expect("temp dir");
    // No --players: sport's default is its minimum, 10.
    let out = run(&dir.path().join("a.db"), &AUTO);
    assert!(out.status.success(), "{out:?}");
    let out = text(&out);
    for want in [
        "Night 0: the introduction.",
        "The black team: you, ",
        "Day 1: the discussion, in seat order.",
        "has the floor for 60 seconds.",
        "The vote on the nominees, in nomination order:",
        "Night 1 falls. The black team shoots.",
        "Morning of day 2.",
    ] {
        assert!(out.contains(want), "no {want:?} in:\n{out}");
    }
    let end = common::from_marker(&out, "Game over");
    assert_eq!(end.matches(" was ").count(), 10, "{end}");
    assert!(
        end.contains("was the don") && end.contains("was the sheriff"),
        "{end}"
    );
}

#[test]
fn the_terminal_shows_the_speech_the_nominations_and_the_yes_no_vote() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("h.db");
    let args = [
        "play", "mafia", "--preset", "sport", "--seed", "5", "--role", "villager",
    ];
    // Speak, nominate (choice 1), pass (the only choice left), vote for the
    // first nominee, say yes; then the input ends and the game is saved.
    let out = common::feed(
        common::narrator(&db),
        &args,
        "speak Hello, table.\n1\n1\n1\n1\n",
    );
    assert_eq!(out.status.code(), Some(3), "{out:?}");
    let out = text(&out);
    for want in [
        "Your speech: talk (`speak TEXT`), nominate one player, and pass when you are done.",
        "  1. Nominate you",
        "Pass",
        "You: Hello, table.",
        "Vote for one of the nominees.",
        "Do you agree that they leave the game?\n  1. Yes\n  2. No",
        "You said yes.",
    ] {
        assert!(out.contains(want), "no {want:?} in:\n{out}");
    }
    // Pseudonyms: nobody is shown under their own name.
    assert!(!out.contains("Ada (cpu) nominated"), "{out}");
}

#[test]
fn a_sport_game_killed_mid_game_resumes_to_the_same_result() {
    let dir = tempfile::tempdir().expect("temp dir");
    let whole = text(&run(&dir.path().join("whole.db"), &AUTO));
    assert!(whole.contains("Morning of day 2."), "too short:\n{whole}");
    let db = dir.path().join("killed.db");
    let log = dir.path().join("part1.txt");
    let child = narrator(&db)
        .args(AUTO)
        .args(["--delay-ms", "5"])
        .stdout(std::fs::File::create(&log).expect("log file"))
        .spawn()
        .expect("narrator starts");
    let part1 = common::kill_when(
        child,
        &log,
        |s| s.contains("Day 1: the discussion"),
        "day 1",
    );
    assert!(!part1.contains("Game over"), "killed too late");
    let resumed = run(&db, &["play", "--resume"]);
    assert!(resumed.status.success(), "{resumed:?}");
    let part2 = text(&resumed);
    assert_eq!(
        common::from_marker(&part2, "Game over"),
        common::from_marker(&whole, "Game over")
    );
}

#[test]
fn simulate_plays_sport_and_refuses_a_small_table() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("s.db");
    let out = run(
        &db,
        &[
            "simulate", "mafia", "--preset", "sport", "--games", "30", "--seed", "1",
        ],
    );
    assert!(out.status.success(), "{out:?}");
    let out = text(&out);
    assert!(
        out.contains("30 games of sport mafia with 10 players"),
        "{out}"
    );
    assert!(!out.contains("unfinished"), "{out}");
    let out = run(
        &db,
        &[
            "play",
            "mafia",
            "--preset",
            "sport",
            "--auto",
            "--players",
            "8",
        ],
    );
    assert!(!out.status.success());
    let err = common::stderr(&out);
    assert!(err.contains("needs 10 to 16 players"), "{err}");
}

#[test]
fn the_sport_rules_table_and_toml() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("r.db");
    let table = text(&run(&db, &["rules", "mafia", "--preset", "sport"]));
    assert!(table.contains("one the don"), "{table}");
    assert!(table.contains("car crash"), "{table}");
    let toml = text(&run(
        &db,
        &["rules", "mafia", "--preset", "sport", "--toml"],
    ));
    assert!(toml.contains("pseudonyms = true"), "{toml}");
    let file = dir.path().join("small.toml");
    std::fs::write(&file, "preset = \"sport\"\nmin_players = 8\n").expect("write");
    let out = run(
        &db,
        &["rules", "mafia", "--ruleset", file.to_str().expect("utf-8")],
    );
    assert!(!out.status.success());
    assert!(
        common::stderr(&out)
            .contains("min_players = 8 is not allowed: sport needs 10 to 16 players"),
        "{out:?}"
    );
}

#[test]
fn a_sport_deal_verifies_with_its_preset() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("v.db");
    let out = text(&run(&db, &AUTO));
    let field = |name: &str| {
        out.lines()
            .find_map(|l| l.strip_prefix(name))
            .map(str::trim)
            .unwrap_or_else(|| panic!("no {name} in:\n{out}"))
            .to_string()
    };
    let (seed, commitment) = (field("Seed:"), field("Commitment:"));
    let check = |preset: &str| {
        let args = [
            "verify",
            "--preset",
            preset,
            "--seed",
            &seed,
            "--players",
            "10",
            "--commitment",
            &commitment,
        ];
        text(&run(&db, &args))
    };
    assert!(check("sport").contains("OK: the published commitment matches"));
    assert!(check("classic").contains("MISMATCH"));
}
