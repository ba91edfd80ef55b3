//! `narrator modes`, `narrator balance` and `--mode` (issue 31): the
//! built-in modes are listed, an operator's folder adds its own, balance
//! prints per-size win rates as a table or JSON, and a game plays a mode.

use crate::common;
use std::path::Path;
use std::process::{Command, Output};

fn narrator(db: &Path) -> Command {
    let mut c = common::narrator(db);
    c.env_remove("NARRATOR_MODES_DIR");
    c
}

fn run(c: &mut Command, args: &[&str]) -> Output {
    c.args(args).output().expect("narrator runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn modes_are_listed_and_an_operator_folder_adds_one() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let db = dir.path().join("n.db");
    let out = run(&mut narrator(&db), &["modes"]);
    assert!(out.status.success());
    for name in ["classic", "town", "hidden", "quick"] {
        assert!(stdout(&out).contains(name), "{}", stdout(&out));
    }
    let ru = run(&mut narrator(&db), &["modes", "--lang", "ru"]);
    assert!(stdout(&ru).contains("Классическая"), "{}", stdout(&ru));
    // An operator's mode, and a broken one that names its problem.
    let folder = dir.path().join("modes");
    std::fs::create_dir(&folder).expect("a folder");
    std::fs::write(
        folder.join("duel.toml"),
        "name = \"duel\"\nmin_players = 6\nmax_players = 8\n\
         [description]\nen = \"Two killers.\"\nru = \"Два убийцы.\"\nvi = \"Hai sát thủ.\"\n\
         [deal]\nmafia = \"1\"\nfixed = { serial_killer = 1, doctor = 1 }\n",
    )
    .expect("written");
    let out = run(narrator(&db).env("NARRATOR_MODES_DIR", &folder), &["modes"]);
    assert!(stdout(&out).contains("duel"), "{}", stdout(&out));
    std::fs::write(folder.join("zz-bad.toml"), "name = \"bad\"\n").expect("written");
    let out = run(narrator(&db).env("NARRATOR_MODES_DIR", &folder), &["modes"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("zz-bad.toml"), "{err}");
}

#[test]
fn balance_prints_each_size_and_json() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let db = dir.path().join("n.db");
    let out = run(
        &mut narrator(&db),
        &["balance", "--mode", "quick", "--games", "60", "--json"],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("JSON");
    let sizes = report["sizes"].as_array().expect("sizes");
    assert_eq!(sizes.len(), 3, "quick is 5 to 7 players");
    for size in sizes {
        assert_eq!(size["games"], 60);
        let sides = size["sides"].as_array().expect("sides");
        let wins: u64 = sides.iter().map(|s| s["wins"].as_u64().unwrap_or(0)).sum();
        assert_eq!(wins, 60, "every game has a winner: {size}");
        for s in sides {
            let (low, rate, high) = (s["low"].as_f64(), s["rate"].as_f64(), s["high"].as_f64());
            assert!(low <= rate && rate <= high, "{s}");
        }
        assert!(size["mean_days"].as_f64().unwrap_or(0.0) > 0.0);
    }
    let table = run(
        &mut narrator(&db),
        &[
            "balance",
            "--mode",
            "classic",
            "--players",
            "10",
            "--games",
            "40",
        ],
    );
    let text = stdout(&table);
    assert!(
        text.contains(" 10 players") && text.contains("village"),
        "{text}"
    );
    let refused = run(
        &mut narrator(&db),
        &["balance", "--mode", "classic", "--players", "3..40"],
    );
    assert!(!refused.status.success());
    let unknown = run(&mut narrator(&db), &["balance", "--mode", "chess"]);
    let err = String::from_utf8_lossy(&unknown.stderr);
    assert!(err.contains("chess") && err.contains("classic"), "{err}");
}

#[test]
fn simulate_takes_a_mode() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let db = dir.path().join("n.db");
    let out = run(
        &mut narrator(&db),
        &[
            "simulate",
            "mafia",
            "--mode",
            "town",
            "--players",
            "12",
            "--games",
            "50",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout(&out).contains("50 games"), "{}", stdout(&out));
}

#[test]
fn tune_writes_a_mode_with_a_mafia_count_per_size_that_reads_back() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let db = dir.path().join("n.db");
    let out = dir.path().join("quick-tuned.toml");
    let tuned = run(
        &mut narrator(&db),
        &[
            "balance",
            "--mode",
            "quick",
            "--players",
            "6..7",
            "--games",
            "40",
            "--tune",
            out.to_str().expect("a path"),
        ],
    );
    assert!(
        tuned.status.success(),
        "{}",
        String::from_utf8_lossy(&tuned.stderr)
    );
    let said = stdout(&tuned);
    assert!(
        said.contains("6 players: mafioso") && said.contains("7 players"),
        "{said}"
    );
    let text = std::fs::read_to_string(&out).expect("the tuned mode");
    assert!(text.contains("[deal.mafia_at]"), "{text}");
    // Renamed, it is a mode an operator can add.
    let folder = dir.path().join("modes");
    std::fs::create_dir(&folder).expect("a folder");
    std::fs::write(
        folder.join("quick2.toml"),
        text.replace("name = \"quick\"", "name = \"quick2\""),
    )
    .expect("written");
    let listed = run(narrator(&db).env("NARRATOR_MODES_DIR", &folder), &["modes"]);
    assert!(stdout(&listed).contains("quick2"), "{}", stdout(&listed));
}

/// The bot reads the operator's modes when it starts: a mode file that
/// does not read stops `narrator serve` (and `narrator web`) before any
/// platform connects, naming the file.
#[test]
fn a_bad_mode_file_stops_the_bot_naming_the_file() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let db = dir.path().join("n.db");
    let folder = dir.path().join("modes");
    std::fs::create_dir(&folder).expect("a folder");
    std::fs::write(folder.join("broken.toml"), "name = \"broken\"\n").expect("written");
    for command in [&["serve"][..], &["web"][..]] {
        let out = run(
            narrator(&db)
                .env("NARRATOR_MODES_DIR", &folder)
                // An address nothing answers: the start must fail before
                // any platform is reached.
                .env("TELEGRAM_BOT_TOKEN", "1:x")
                .env("TELEGRAM_API_URL", "http://127.0.0.1:9")
                .env("NARRATOR_WEB_LISTEN", "127.0.0.1:0"),
            command,
        );
        assert!(!out.status.success(), "{command:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("broken.toml"), "{command:?}: {err}");
    }
}
