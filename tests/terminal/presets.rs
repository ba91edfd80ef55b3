//! End-to-end: every preset at the terminal, rulesets from files.

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

fn final_block(out: &str) -> String {
    common::from_marker(out, "Game over")
}

#[test]
fn hp_auto_game_runs_to_the_end() {
    let dir = tempfile::tempdir().expect("temp dir");
    let args = [
        "play",
        "mafia",
        "--preset",
        "hp",
        "--auto",
        "--seed",
        "4",
        "--players",
        "10",
    ];
    let out = run(&dir.path().join("a.db"), &args);
    assert!(out.status.success(), "{out:?}");
    let out = text(&out);
    assert!(
        out.contains("You have 800 HP.") || out.contains("You have 1000 HP."),
        "{out}"
    );
    assert!(out.contains("Night 1 falls."), "{out}");
    assert_eq!(final_block(&out).matches(" was ").count(), 10, "{out}");
}

#[test]
fn hp_killed_mid_game_resumes_to_the_same_result() {
    let dir = tempfile::tempdir().expect("temp dir");
    let args = [
        "play",
        "mafia",
        "--preset",
        "hp",
        "--auto",
        "--seed",
        "9",
        "--players",
        "12",
    ];
    let whole = text(&run(&dir.path().join("whole.db"), &args));
    assert!(
        whole.contains("Night 2 falls."),
        "too short a game:\n{whole}"
    );

    let db = dir.path().join("killed.db");
    let log = dir.path().join("part1.txt");
    let child = narrator(&db)
        .args(args)
        .args(["--delay-ms", "40"])
        .stdout(std::fs::File::create(&log).expect("log file"))
        .spawn()
        .expect("narrator starts");
    let part1 = common::kill_when(child, &log, |s| s.contains("Dawn of day 1."), "dawn");
    assert!(!part1.contains("Game over"), "killed too late");

    let resumed = run(&db, &["play", "--resume"]);
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
fn a_ruleset_printed_as_toml_loads_back_and_plays() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("r.db");
    let printed = run(&db, &["rules", "mafia", "--preset", "hp", "--toml"]);
    assert!(printed.status.success(), "{printed:?}");
    let toml = text(&printed).replace("max_revotes = 3", "max_revotes = 0");
    assert!(toml.contains("max_revotes = 0"), "{toml}");
    let file = dir.path().join("hp.toml");
    std::fs::write(&file, toml).expect("write");
    let path = file.to_str().expect("utf-8 path");
    let table = text(&run(&db, &["rules", "mafia", "--ruleset", path]));
    assert!(
        table.contains("vote again (up to 0 times), then drawn"),
        "{table}"
    );
    let out = run(
        &db,
        &[
            "play",
            "mafia",
            "--ruleset",
            path,
            "--auto",
            "--seed",
            "2",
            "--players",
            "7",
        ],
    );
    assert!(out.status.success(), "{out:?}");
    assert!(text(&out).contains("Game over"));
}

#[test]
fn a_bad_ruleset_file_is_refused_naming_the_option() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("b.db");
    let file = dir.path().join("bad.toml");
    std::fs::write(&file, "preset = \"hp\"\nmin_players = 4\n").expect("write");
    let path = file.to_str().expect("utf-8 path");
    let out = run(&db, &["play", "mafia", "--ruleset", path, "--auto"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("min_players = 4 is not allowed: hp needs 6 to 30 players"),
        "{err}"
    );
    std::fs::write(&file, "preset = \"hp\"\nspeed = 2\n").expect("write");
    let out = run(
        &db,
        &["simulate", "mafia", "--ruleset", path, "--games", "1"],
    );
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("speed"));
}

#[test]
fn simulate_runs_every_preset() {
    let dir = tempfile::tempdir().expect("temp dir");
    for preset in ["classic", "hp"] {
        let out = run(
            &dir.path().join("s.db"),
            &[
                "simulate", "mafia", "--preset", preset, "--games", "50", "--seed", "1",
            ],
        );
        assert!(out.status.success(), "{out:?}");
        let out = text(&out);
        assert!(
            out.contains(&format!("50 games of {preset} mafia")),
            "{out}"
        );
        assert!(out.contains("wins per side:"), "{out}");
        assert!(out.contains("  the village "), "{out}");
    }
}

#[test]
fn an_hp_deal_verifies_with_its_preset() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("v.db");
    let out = text(&run(
        &db,
        &[
            "play",
            "mafia",
            "--preset",
            "hp",
            "--auto",
            "--seed",
            "7",
            "--players",
            "8",
        ],
    ));
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
            "8",
            "--commitment",
            &commitment,
        ];
        text(&run(&db, &args))
    };
    assert!(check("hp").contains("OK: the published commitment matches"));
    assert!(check("classic").contains("MISMATCH"));
}

/// `narrator roles mafia`: a preset's deck, a role in full by its English
/// or its Russian name, and an unknown name refused with the roles there
/// are (the words are the catalogue's, as in chat).
#[test]
fn roles_lists_a_rulesets_deck_and_describes_one_role() {
    use narrator_engine::mafia::roles::guide;
    use narrator_engine::mafia::{Role, Ruleset};
    use narrator_i18n::Lang;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("r.db");
    let listed = run(&db, &["roles", "mafia", "--preset", "hp", "--lang", "en"]);
    assert!(listed.status.success(), "{listed:?}");
    assert!(
        text(&listed).starts_with(&guide::listing(Lang::En, &Ruleset::hp())),
        "{listed:?}"
    );
    let en = run(&db, &["roles", "mafia", "Godfather", "--lang", "en"]);
    assert_eq!(
        text(&en).trim_end(),
        guide::described(Lang::En, &Ruleset::classic(), Role::Godfather)
    );
    let ru = run(&db, &["roles", "mafia", "главарь", "мафии", "--lang", "ru"]);
    assert_eq!(
        text(&ru).trim_end(),
        guide::described(Lang::Ru, &Ruleset::classic(), Role::Godfather)
    );
    let unknown = run(&db, &["roles", "mafia", "joker", "--lang", "en"]);
    assert!(!unknown.status.success(), "{unknown:?}");
    let said = String::from_utf8_lossy(&unknown.stderr);
    assert!(
        said.contains("there is no role “joker”; the roles are: Villager, Mafioso"),
        "{said}"
    );
    let zombie = run(&db, &["roles", "zombie", "--lang", "en"]);
    assert!(!zombie.status.success(), "{zombie:?}");
}
