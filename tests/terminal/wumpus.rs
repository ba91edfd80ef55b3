//! End-to-end: Hunt the Twisted Wumpus with the real `narrator` binary at
//! the terminal, run in a temporary directory (the picture of the cave is
//! written to the current directory).

use crate::common;

use common::stdout as text;
use std::path::Path;
use std::process::{Command, Output, Stdio};

fn narrator(dir: &Path, db: &str) -> Command {
    let mut c = common::narrator(&dir.join(db));
    c.current_dir(dir);
    c
}

fn run(dir: &Path, db: &str, args: &[&str], stdin: &str) -> Output {
    common::feed(narrator(dir, db), args, stdin)
}

/// From the reveal of the cave to the end.
fn final_block(out: &str) -> String {
    common::from_marker(out, "The cave revealed")
}

#[test]
fn auto_hunt_runs_to_the_end_reveals_the_cave_and_draws_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = run(
        dir.path(),
        "a.db",
        &["play", "wumpus", "--auto", "--seed", "3"],
        "",
    );
    assert!(out.status.success(), "{out:?}");
    let out = text(&out);
    assert!(
        out.contains("The hunt begins in a dark cave of 35 rooms."),
        "{out}"
    );
    assert!(
        out.contains("[to You] You stand in a room with 3 exits"),
        "{out}"
    );
    let end = final_block(&out);
    assert!(end.contains("pits in rooms"), "{end}");
    assert_eq!(
        end.matches(" was a hunter").count(),
        4,
        "4 players by default:\n{end}"
    );
    assert!(
        end.contains("A picture of the cave is in wumpus-game-1.png."),
        "{end}"
    );
    let png = std::fs::read(dir.path().join("wumpus-game-1.png")).expect("the picture is written");
    assert_eq!(&png[1..4], b"PNG");
    // Before the reveal, nobody is told a room's label.
    let before = &out[..out.find("The cave revealed").unwrap_or(0)];
    assert!(
        !before.contains("room 1") && !before.contains("rooms "),
        "{before}"
    );
}

#[test]
fn same_seed_same_hunt() {
    let dir = tempfile::tempdir().expect("temp dir");
    let args = ["play", "wumpus", "--auto", "--seed", "12", "--players", "5"];
    let a = text(&run(dir.path(), "a.db", &args, ""));
    let b = text(&run(dir.path(), "b.db", &args, ""));
    assert_eq!(a, b);
    let c = text(&run(
        dir.path(),
        "c.db",
        &["play", "wumpus", "--auto", "--seed", "13", "--players", "5"],
        "",
    ));
    assert_ne!(a, c);
}

#[test]
fn a_killed_hunt_resumes_to_the_same_end_without_repeats() {
    let dir = tempfile::tempdir().expect("temp dir");
    // Seed 1 with 3 players is a long hunt (185 turns).
    let args = ["play", "wumpus", "--auto", "--seed", "1", "--players", "3"];
    let whole = text(&run(dir.path(), "whole.db", &args, ""));
    assert!(whole.matches("'s turn.").count() > 60, "{whole}");

    let log = dir.path().join("part1.txt");
    let child = narrator(dir.path(), "killed.db")
        .args(args)
        .args(["--delay-ms", "30"])
        .stdin(Stdio::null())
        .stdout(std::fs::File::create(&log).expect("log file"))
        .spawn()
        .expect("narrator starts");
    let part1 = common::kill_when(
        child,
        &log,
        |s| s.matches("'s turn.").count() >= 20,
        "twenty turns",
    );
    assert!(
        !part1.contains("The cave revealed"),
        "killed too late to test resuming"
    );

    let resumed = run(dir.path(), "killed.db", &["play", "--resume"], "");
    assert!(resumed.status.success(), "{resumed:?}");
    let part2 = text(&resumed);
    assert_eq!(final_block(&part2), final_block(&whole));
    let joined: String = part1
        .lines()
        .chain(part2.lines().filter(|l| !l.starts_with("Resuming game")))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(joined, whole);
}

#[test]
fn a_person_plays_by_numbers_and_bad_entries_are_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = run(
        dir.path(),
        "h.db",
        &["play", "wumpus", "--seed", "4", "--players", "2"],
        "hello\n99\nsay 1\n2\nquit\n",
    );
    assert_eq!(out.status.code(), Some(3), "quit saves: {out:?}");
    let out = text(&out);
    assert!(
        out.contains("Your turn in the dark: choose one action."),
        "{out}"
    );
    assert!(out.contains("Walk through exit 3"), "{out}");
    assert!(!out.contains("Shoot through"), "no bow, no shooting: {out}");
    assert!(
        out.contains("There is no choice 99: type a number from 1 to 8."),
        "{out}"
    );
    // Mafia's canned lines are not a hunt's words: the reply lists the
    // hunt's.
    assert!(
        out.contains("Unknown command \"say 1\": type a choice's number, `whisper TEXT`"),
        "{out}"
    );
    assert!(out.contains("You pick up a pebble."), "{out}");
    assert!(out.contains("Throw the pebble through exit 1"), "{out}");
    assert!(
        !out.contains("[to "),
        "only your own senses are shown: {out}"
    );

    let resumed = run(dir.path(), "h.db", &["play", "--resume"], "show\nquit\n");
    assert_eq!(resumed.status.code(), Some(3), "{resumed:?}");
    let resumed = text(&resumed);
    assert!(
        resumed.contains("Throw the pebble through exit 1"),
        "the open turn is shown again: {resumed}"
    );
}

#[test]
fn a_person_speaks_words_and_bad_words_are_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let long = "a".repeat(301);
    let out = run(
        dir.path(),
        "w.db",
        &["play", "wumpus", "--seed", "4", "--players", "2"],
        &format!("scream {long}\nwhisper \t \nsing\nspeak   the bow is here \nquit\n"),
    );
    assert_eq!(out.status.code(), Some(3), "quit saves: {out:?}");
    let out = text(&out);
    assert!(
        out.contains("Type a number, or `whisper`, `speak` or `scream` followed by your words"),
        "{out}"
    );
    assert!(
        out.contains(
            "Refused: your words are too long to scream: 301 characters, at most 300 allowed."
        ),
        "{out}"
    );
    assert!(
        out.contains("Unknown command \"sing\": type a choice's number, `whisper TEXT`"),
        "{out}"
    );
    // A blank whisper is a wordless one, taken; the words are spoken on
    // the next turn.
    assert!(out.contains("You whisper."), "{out}");
    assert!(out.contains("You speak: 'the bow is here'"), "{out}");
    assert!(
        !out.contains("You scream"),
        "the refused scream did nothing: {out}"
    );

    let resumed = run(dir.path(), "w.db", &["play", "--resume"], "quit\n");
    assert_eq!(
        resumed.status.code(),
        Some(3),
        "the game with words loads: {resumed:?}"
    );
}

#[test]
fn wumpus_table_sizes_are_checked() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = run(
        dir.path(),
        "x.db",
        &["play", "wumpus", "--players", "6"],
        "",
    );
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("needs 1 to 5 players, not 6"), "{err}");
}

#[test]
fn verify_recomputes_the_hidden_set_up_from_the_revealed_seed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = text(&run(
        dir.path(),
        "v.db",
        &["play", "wumpus", "--auto", "--players", "3"],
        "",
    ));
    let line = |prefix: &str| {
        out.lines()
            .find_map(|l| l.strip_prefix(prefix))
            .unwrap_or_else(|| panic!("no {prefix:?} in {out}"))
            .trim()
            .to_string()
    };
    let (seed, commitment) = (line("Seed: "), line("Commitment: "));
    let args = |c: &str| {
        vec![
            "verify".to_string(),
            "--game".into(),
            "wumpus".into(),
            "--seed".into(),
            seed.clone(),
            "--players".into(),
            "3".into(),
            "--commitment".into(),
            c.to_string(),
        ]
    };
    let ok = narrator(dir.path(), "v.db")
        .args(args(&commitment))
        .output()
        .expect("runs");
    assert!(ok.status.success(), "{ok:?}");
    let ok = text(&ok);
    assert!(ok.contains("OK: the published commitment matches"), "{ok}");
    // The recomputed pits are the ones the reveal showed.
    let reveal = line("The cave revealed: pits in rooms ");
    let pits: Vec<&str> = reveal.split(';').next().unwrap_or("").split(", ").collect();
    for pit in pits {
        assert!(ok.contains(&format!("pit {pit}\n")), "pit {pit}: {ok}");
    }
    let bad = narrator(dir.path(), "v.db")
        .args(args(&"0".repeat(64)))
        .output()
        .expect("runs");
    assert_eq!(bad.status.code(), Some(1));
}

#[test]
fn another_map_can_be_loaded_and_a_bad_one_is_refused_with_its_reason() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ring = "# a ring of 8 with a tail\na: b h\nb: a c\nc: b d\nd: c e\ne: d f\nf: e g\ng: f h i\nh: g a\ni: g\n";
    std::fs::write(dir.path().join("ring.txt"), ring).expect("map written");
    let out = run(
        dir.path(),
        "r.db",
        &[
            "play",
            "wumpus",
            "--map",
            "ring.txt",
            "--auto",
            "--seed",
            "2",
            "--players",
            "2",
        ],
        "",
    );
    assert!(out.status.success(), "{out:?}");
    let out = text(&out);
    assert!(out.contains("a dark cave of 9 rooms"), "{out}");
    assert!(out.contains("The cave revealed"), "{out}");

    std::fs::write(dir.path().join("bad.txt"), "a: b\nb: c\n").expect("map written");
    let bad = run(
        dir.path(),
        "b.db",
        &["play", "wumpus", "--map", "bad.txt"],
        "",
    );
    assert!(!bad.status.success());
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(
        err.contains("the map bad.txt is not a usable cave"),
        "{err}"
    );
}
