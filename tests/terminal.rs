//! End-to-end: the real `narrator` binary at the terminal.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn narrator(db: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_narrator"));
    c.arg("--database-url")
        .arg(format!("sqlite://{}", db.display()))
        .env_remove("DATABASE_URL");
    c
}

fn run(db: &Path, args: &[&str], stdin: &str) -> Output {
    let mut child = narrator(db)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the narrator binary starts");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(stdin.as_bytes())
        .expect("stdin accepts input");
    child.wait_with_output().expect("narrator exits")
}

fn text(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The game's final block: winner, every role, seed and commitment.
fn final_block(out: &str) -> String {
    let at = out
        .find("Game over")
        .unwrap_or_else(|| panic!("no game over in:\n{out}"));
    out[at..].to_string()
}

#[test]
fn auto_game_runs_to_the_end_and_reveals_everything() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = run(
        &dir.path().join("a.db"),
        &["play", "mafia", "--auto", "--seed", "11", "--players", "8"],
        "",
    );
    assert!(out.status.success(), "{out:?}");
    let out = text(&out);
    assert!(out.contains("Rise and shine! Today is day 0."), "{out}");
    assert!(out.contains("Fair-deal commitment"), "{out}");
    let end = final_block(&out);
    assert_eq!(
        end.matches(" was ").count(),
        8,
        "every role is revealed:\n{end}"
    );
    assert!(end.contains("Seed: "));
}

#[test]
fn same_seed_same_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let a = text(&run(
        &dir.path().join("a.db"),
        &["play", "mafia", "--auto", "--seed", "5"],
        "",
    ));
    let b = text(&run(
        &dir.path().join("b.db"),
        &["play", "mafia", "--auto", "--seed", "5"],
        "",
    ));
    assert_eq!(a, b);
    let c = text(&run(
        &dir.path().join("c.db"),
        &["play", "mafia", "--auto", "--seed", "6"],
        "",
    ));
    assert_ne!(a, c);
}

#[test]
fn killed_mid_game_resumes_to_the_same_result_without_repeats() {
    let dir = tempfile::tempdir().expect("temp dir");
    let args = ["play", "mafia", "--auto", "--seed", "9", "--players", "10"];
    let whole = text(&run(&dir.path().join("whole.db"), &args, ""));

    let db = dir.path().join("killed.db");
    let log = dir.path().join("part1.txt");
    let mut child = narrator(&db)
        .args(args)
        .args(["--delay-ms", "40"])
        .stdin(Stdio::null())
        .stdout(std::fs::File::create(&log).expect("log file"))
        .spawn()
        .expect("narrator starts");
    // Wait until the game is well under way (past the first night).
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let so_far = std::fs::read_to_string(&log).unwrap_or_default();
        if so_far.contains("Dawn of day 1.") {
            // Let the delivery of what was just printed be recorded, so the
            // kill lands between moves, as a crash usually would. (A kill
            // between printing and recording would print that batch again:
            // delivery is at-least-once, the window is one batch.)
            std::thread::sleep(Duration::from_millis(15));
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the game never reached day 1:\n{so_far}"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    child.kill().expect("SIGKILL");
    child.wait().expect("reaped");
    let part1 = std::fs::read_to_string(&log).expect("log");
    assert!(
        !part1.contains("Game over"),
        "killed too late to test resuming"
    );

    let resumed = run(&db, &["play", "--resume"], "");
    assert!(resumed.status.success(), "{resumed:?}");
    let part2 = text(&resumed);
    assert_eq!(final_block(&part2), final_block(&whole));
    // Nothing lost, nothing sent twice: the two parts make the whole.
    let joined: String = part1
        .lines()
        .chain(part2.lines().filter(|l| !l.starts_with("Resuming game")))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(joined, whole);
    // The game is finished: nothing is left to resume.
    let again = run(&db, &["play", "--resume"], "");
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("no unfinished terminal game"));
}

#[test]
fn bad_entries_are_refused_with_reasons_and_quit_saves() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("h.db");
    let out = run(
        &db,
        // Seed 4 deals seat 1 a villager who lives through night 0.
        &["play", "mafia", "--seed", "4", "--role", "villager"],
        "hello\n99\nsay 42\nsay 5\nsay 5 40\n1\nquit\n",
    );
    assert_eq!(
        out.status.code(),
        Some(3),
        "quit leaves the game saved: {out:?}"
    );
    let out = text(&out);
    assert!(out.contains("You are a villager."), "{out}");
    assert!(out.contains("Unknown command \"hello\""), "{out}");
    assert!(
        out.contains("There is no choice 99: type a number from 1 to 1."),
        "{out}"
    );
    assert!(
        out.contains(
            "Refused: you cannot choose message 42: canned messages are numbered 0 to 16."
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "Refused: you cannot choose message 5: messages 5 to 16 need a player as subject."
        ),
        "{out}"
    );
    assert!(out.contains("There is no seat 40"), "{out}");
    assert!(out.contains("You is ready for the night."), "{out}");
    assert!(out.contains("narrator play --resume"), "{out}");
    // Everyone was ready, so day 0 ended and the night ran.
    assert!(out.contains("Night 0 falls."), "{out}");
    assert!(out.contains("Dawn of day 1."), "{out}");
    assert!(out.contains("Whom do you vote to lynch?"), "{out}");

    let resumed = run(&db, &["play", "--resume"], "show\nquit\n");
    assert_eq!(resumed.status.code(), Some(3), "{resumed:?}");
    let resumed = text(&resumed);
    assert!(resumed.contains("Resuming game 1."), "{resumed}");
    assert!(
        resumed.contains("Whom do you vote to lynch?"),
        "the open question is shown again: {resumed}"
    );
}

#[test]
fn role_option_deals_that_role() {
    let dir = tempfile::tempdir().expect("temp dir");
    for role in ["cop", "doctor", "mafioso"] {
        let out = run(
            &dir.path().join(format!("{role}.db")),
            &["play", "mafia", "--role", role],
            "quit\n",
        );
        let out = text(&out);
        let card = match role {
            "cop" => "You are the cop",
            "doctor" => "You are the doctor",
            _ => "You are a member of the mafia.",
        };
        assert!(out.contains(card), "{role}: {out}");
    }
    let bad = run(
        &dir.path().join("x.db"),
        &["play", "mafia", "--role", "wizard"],
        "",
    );
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("unknown role \"wizard\""));
}

#[test]
fn verify_checks_the_revealed_seed_against_the_commitment() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = text(&run(
        &dir.path().join("v.db"),
        &["play", "mafia", "--auto", "--players", "9"],
        "",
    ));
    let line = |prefix: &str| {
        out.lines()
            .find_map(|l| l.strip_prefix(prefix))
            .unwrap_or_else(|| panic!("no {prefix:?} in {out}"))
            .trim()
            .to_string()
    };
    let seed = line("Seed: ");
    let commitment = line("Commitment: ");
    assert!(
        out.contains(&commitment),
        "the commitment was published at the start"
    );
    let ok = run(
        dir.path(),
        &[
            "verify",
            "--seed",
            &seed,
            "--players",
            "9",
            "--commitment",
            &commitment,
        ],
        "",
    );
    assert!(ok.status.success(), "{ok:?}");
    assert!(text(&ok).contains("OK: the published commitment matches"));
    let wrong = run(
        dir.path(),
        &[
            "verify",
            "--seed",
            &seed,
            "--players",
            "10",
            "--commitment",
            &commitment,
        ],
        "",
    );
    assert_eq!(wrong.status.code(), Some(1));
    assert!(text(&wrong).contains("MISMATCH"));
}

#[test]
fn simulate_prints_win_rates_and_speed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = run(
        dir.path(),
        &[
            "simulate",
            "mafia",
            "--games",
            "200",
            "--players",
            "10",
            "--seed",
            "1",
        ],
        "",
    );
    assert!(out.status.success(), "{out:?}");
    let out = text(&out);
    let wins = |team: &str| -> u32 {
        out.lines()
            .find_map(|l| l.strip_prefix(team))
            .and_then(|l| l.split_whitespace().next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("no {team} line in {out}"))
    };
    assert_eq!(wins("village wins:") + wins("mafia wins:"), 200, "{out}");
    assert!(out.contains("games/s on one core"), "{out}");
}

#[test]
fn a_corrupt_game_is_named_and_others_still_resume() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("c.db");
    // Two saved games; the newest is corrupted by hand.
    for seed in ["1", "2"] {
        let out = run(&db, &["play", "mafia", "--seed", seed], "quit\n");
        assert_eq!(out.status.code(), Some(3), "{out:?}");
    }
    let conn = sqlite_exec(
        &db,
        "UPDATE inputs SET input_json = 'garbage' WHERE game_id = 2 AND seq = 1",
    );
    assert!(conn, "the test could change the database");
    let out = run(&db, &["play", "--resume"], "quit\n");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("game 2"), "the error names the game: {err}");
    assert!(!err.contains("panicked"), "{err}");
    let other = run(&db, &["play", "--resume", "--game", "1"], "quit\n");
    assert_eq!(other.status.code(), Some(3), "{other:?}");
    assert!(text(&other).contains("Resuming game 1."));
}

/// Runs one SQL statement with the python3 sqlite3 module (present on
/// every machine this project builds on), so the test does not need a
/// second SQLite client crate.
fn sqlite_exec(db: &Path, sql: &str) -> bool {
    Command::new("python3")
        .args([
            "-c",
            "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute(sys.argv[2]); c.commit()",
        ])
        .arg(db)
        .arg(sql)
        .status()
        .map(|s| s.success())
        .unwrap_or(false)
}
