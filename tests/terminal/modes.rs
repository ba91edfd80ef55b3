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

/// Fails the calling test with the command's error output unless it
/// succeeded.
#[track_caller]
fn succeeded(o: &Output) {
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
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
    // Each mode's measured balance by table size, as the mode file has it.
    let quick = narrator_engine::mafia::modes::Modes::built_in();
    let quick = quick.get("quick").expect("quick is built in");
    let sizes: Vec<String> = quick
        .balance
        .by_size()
        .into_iter()
        .map(|(n, rate)| format!("{n}: {rate:.0}"))
        .collect();
    assert!(
        stdout(&out).contains(&format!("by players: {}", sizes.join(", "))),
        "{}",
        stdout(&out)
    );
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
    succeeded(&out);
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
    succeeded(&out);
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
    succeeded(&tuned);
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

/// Where no mafia count lands near the band's middle (one mafioso leaves
/// the village far ahead, two far behind), the tuner writes the size's
/// own pools (a role more, or a weighted choice between two deals on
/// either side) whose measured rate is in the band, and the mode reads
/// back and deals.
#[test]
fn tune_mixes_two_deals_where_no_count_lands_in_the_band() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let db = dir.path().join("n.db");
    let folder = dir.path().join("modes");
    std::fs::create_dir(&folder).expect("a folder");
    std::fs::write(
        folder.join("seven.toml"),
        "name = \"seven\"\nmin_players = 7\nmax_players = 7\n\
         [description]\nen = \"e\"\nru = \"р\"\nvi = \"v\"\n\
         [deal]\nmafia = \"1\"\nfixed = { cop = 1, doctor = 1 }\n",
    )
    .expect("written");
    let out = dir.path().join("seven-tuned.toml");
    let tuned = run(
        narrator(&db).env("NARRATOR_MODES_DIR", &folder),
        &[
            "balance",
            "--mode",
            "seven",
            "--games",
            "200",
            "--tune",
            out.to_str().expect("a path"),
        ],
    );
    succeeded(&tuned);
    let said = stdout(&tuned);
    assert!(said.contains("7 players: mafioso 1 → "), "{said}");
    assert!(said.contains(" + "), "{said}");
    // "village 64.5% → 52.5%": the second figure is the tuned deal's.
    let after: f64 = said
        .lines()
        .find(|l| l.contains("7 players"))
        .and_then(|l| l.rsplit("→ ").next())
        .and_then(|r| r.trim().strip_suffix('%'))
        .and_then(|r| r.parse().ok())
        .unwrap_or_else(|| panic!("the tuned rate: {said}"));
    assert!((45.0..=55.0).contains(&after), "{said}");
    let text = std::fs::read_to_string(&out).expect("the tuned mode");
    assert!(text.contains("pools_at"), "{text}");
    // The tuned file is a mode that deals: it plays at the terminal.
    std::fs::write(folder.join("seven.toml"), &text).expect("replaced");
    let played = run(
        narrator(&db).env("NARRATOR_MODES_DIR", &folder),
        &[
            "simulate",
            "mafia",
            "--mode",
            "seven",
            "--players",
            "7",
            "--games",
            "20",
        ],
    );
    succeeded(&played);
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

#[test]
fn balance_write_keeps_what_it_measured_in_the_mode_file() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let db = dir.path().join("n.db");
    let file = dir.path().join("quick.toml");
    let shipped =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("modes/quick.toml"))
            .expect("the shipped quick mode");
    std::fs::write(&file, &shipped).expect("copied");
    let out = run(
        &mut narrator(&db),
        &[
            "balance",
            "--mode",
            "quick",
            "--players",
            "6..7",
            "--games",
            "50",
            "--json",
            "--write",
            file.to_str().expect("a path"),
        ],
    );
    succeeded(&out);
    let report: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("JSON");
    let written = std::fs::read_to_string(&file).expect("the file");
    let mode =
        narrator_engine::mafia::modes::Mode::read("quick.toml", &written).expect("still a mode");
    assert_eq!(mode.balance.games, 50);
    for size in report["sizes"].as_array().expect("sizes") {
        let n = size["players"].as_u64().expect("players") as u8;
        let measured = size["village_rate"].as_f64().expect("a rate");
        let kept = mode.balance.village_at(n).expect("written") as f64;
        assert!(
            (kept - measured).abs() <= 0.051,
            "{n}: {kept} vs {measured}"
        );
    }
    // The size not measured keeps its old figure, and the deal its lines.
    let old = narrator_engine::mafia::modes::Mode::read("quick.toml", &shipped).expect("reads");
    assert_eq!(mode.balance.village_at(5), old.balance.village_at(5));
    assert_eq!(mode.deal, old.deal);
    assert!(written.contains("# Five to seven players, short phases."));
}

#[test]
fn the_readme_table_and_picture_come_from_the_mode_files() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let db = dir.path().join("n.db");
    let out = run(&mut narrator(&db), &["modes", "--table"]);
    assert!(out.status.success());
    let table = stdout(&out);
    assert!(
        table.starts_with("| mode | village win % by players |"),
        "{table}"
    );
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
        .expect("the README");
    assert!(
        readme.contains(&table),
        "the README's table is not `narrator modes --table`:\n{table}"
    );
    let png = dir.path().join("balance.png");
    let out = run(
        &mut narrator(&db),
        &["modes", "--picture", png.to_str().expect("a path")],
    );
    succeeded(&out);
    assert!(stdout(&out).contains("black classic"), "{}", stdout(&out));
    let bytes = std::fs::read(&png).expect("the picture");
    let picture = tiny_skia::Pixmap::decode_png(&bytes).expect("a PNG");
    assert!(picture.width() > 500 && picture.height() > 300);
}

#[test]
fn balance_with_a_random_village_measures_a_weaker_village() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let db = dir.path().join("n.db");
    let rate = |extra: &[&str]| {
        let mut a = vec![
            "balance",
            "--mode",
            "classic",
            "--players",
            "10",
            "--games",
            "100",
            "--json",
        ];
        a.extend_from_slice(extra);
        let out = run(&mut narrator(&db), &a);
        succeeded(&out);
        let report: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("JSON");
        assert_eq!(report["random_village"], extra == ["--random-village"]);
        let skill = report["village_skill"].as_u64().expect("the skill");
        let rate = report["sizes"][0]["village_rate"].as_f64().expect("a rate");
        (skill, rate)
    };
    let (strategy, random) = (rate(&[]), rate(&["--random-village"]));
    assert_eq!((strategy.0, random.0), (100, 0));
    assert!(
        random.1 + 20.0 < strategy.1,
        "random votes {random:?}, the strategy's {strategy:?}"
    );
    // A village that reasons half its votes lands in between.
    let half = rate(&["--village-skill", "50"]);
    assert_eq!(half.0, 50);
    assert!(
        random.1 < half.1 && half.1 < strategy.1,
        "half {half:?}, random {random:?}, the strategy's {strategy:?}"
    );
}

#[test]
fn a_game_played_from_a_mode_verifies_and_a_tampered_seed_does_not() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let db = dir.path().join("v.db");
    let out = run(
        &mut narrator(&db),
        &[
            "play",
            "mafia",
            "--mode",
            "chaos",
            "--auto",
            "--players",
            "9",
        ],
    );
    let text = stdout(&out);
    let line = |prefix: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(prefix))
            .unwrap_or_else(|| panic!("no {prefix:?} in {text}"))
            .trim()
            .to_string()
    };
    let (seed, commitment) = (line("Seed: "), line("Commitment: "));
    let verify = |seed: &str, mode: &str| {
        run(
            &mut narrator(&db),
            &[
                "verify",
                "--mode",
                mode,
                "--seed",
                seed,
                "--players",
                "9",
                "--commitment",
                &commitment,
            ],
        )
    };
    let ok = verify(&seed, "chaos");
    succeeded(&ok);
    assert!(stdout(&ok).contains("OK: the published commitment matches"));
    // One hex digit changed: another deal, another commitment.
    let mut tampered: Vec<char> = seed.chars().collect();
    tampered[0] = if tampered[0] == '0' { '1' } else { '0' };
    let tampered: String = tampered.into_iter().collect();
    let bad = verify(&tampered, "chaos");
    assert_eq!(bad.status.code(), Some(1), "{}", stdout(&bad));
    assert!(stdout(&bad).contains("MISMATCH"));
    // The right seed under another mode does not match either.
    let other = verify(&seed, "town");
    assert_eq!(other.status.code(), Some(1), "{}", stdout(&other));
}
