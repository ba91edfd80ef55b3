//! `narrator history` lists the finished terminal games and `narrator
//! timeline N` prints one, rebuilt from its stored inputs; a game still
//! running has no timeline.

use crate::common;

use common::{feed, narrator, stderr, stdout};
use std::path::Path;

fn run(db: &Path, args: &[&str], stdin: &str) -> std::process::Output {
    feed(narrator(db), args, stdin)
}

/// The value after `label` on the line that starts with it.
fn after(text: &str, label: &str) -> String {
    text.lines()
        .find_map(|l| l.trim().strip_prefix(label))
        .unwrap_or_else(|| panic!("{label:?} in:\n{text}"))
        .trim()
        .to_owned()
}

#[test]
fn history_lists_finished_games_and_timeline_replays_one() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("narrator.db");

    let none = run(&db, &["history"], "");
    assert_eq!(none.status.code(), Some(1), "{none:?}");
    assert!(stdout(&none).is_empty());

    let mut seeds = Vec::new();
    for seed in ["3", "4"] {
        let out = run(&db, &["play", "mafia", "--auto", "--seed", seed], "");
        assert!(out.status.success(), "{out:?}");
        seeds.push(after(&stdout(&out), "Seed:"));
    }
    // A third game left running: its input ends before the game does.
    let open = run(&db, &["play", "mafia"], "");
    assert!(!stdout(&open).contains("Seed:"), "{open:?}");

    let listed = run(&db, &["history", "--lang", "en"], "");
    assert!(listed.status.success(), "{listed:?}");
    let text = stdout(&listed);
    let games: Vec<&str> = text.lines().filter(|l| l.starts_with('#')).collect();
    assert_eq!(games.len(), 2, "the finished games only:\n{text}");
    assert!(
        games[0].starts_with("#2 ") && games[1].starts_with("#1 "),
        "{text}"
    );

    for (id, seed) in ["1", "2"].iter().zip(&seeds) {
        let shown = run(&db, &["timeline", id, "--lang", "en"], "");
        assert!(shown.status.success(), "{shown:?}");
        let t = stdout(&shown);
        assert_eq!(&after(&t, "Seed:"), seed, "game {id}:\n{t}");
    }
    let ru = stdout(&run(&db, &["timeline", "1", "--lang", "ru"], ""));
    assert!(narrator_i18n::script::cyrillic(&ru), "{ru}");

    let running = run(&db, &["timeline", "3", "--lang", "en"], "");
    assert_eq!(running.status.code(), Some(1), "{running:?}");
    assert!(stdout(&running).is_empty(), "nothing of a running game");
    assert!(stderr(&running).contains("still running"), "{running:?}");

    let unknown = run(&db, &["timeline", "9", "--lang", "en"], "");
    assert_eq!(unknown.status.code(), Some(1), "{unknown:?}");
    assert!(stderr(&unknown).contains("#9"), "{unknown:?}");
}
