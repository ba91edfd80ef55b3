//! End-to-end: the real `narrator` binary at the terminal.

use crate::common;

use common::{from_marker, stdout as text};
use narrator_i18n::{Lang, args};
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn narrator(db: &Path) -> Command {
    common::narrator(db)
}

fn run(db: &Path, args: &[&str], stdin: &str) -> Output {
    common::feed(narrator(db), args, stdin)
}

/// The game's final block: winner, every role, seed and commitment.
fn final_block(out: &str) -> String {
    from_marker(out, "Game over")
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
    let child = narrator(&db)
        .args(args)
        .args(["--delay-ms", "40"])
        .stdin(Stdio::null())
        .stdout(std::fs::File::create(&log).expect("log file"))
        .spawn()
        .expect("narrator starts");
    // Kill it once the game is well under way (past the first night).
    let part1 = common::kill_when(child, &log, |s| s.contains("Dawn of day 1."), "day 1");
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
    assert!(out.contains("You are ready for the night."), "{out}");
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
            .find_map(|l| l.trim_start().strip_prefix(team))
            .and_then(|l| l.split_whitespace().next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("no {team} line in {out}"))
    };
    assert!(out.contains("wins per side:"), "{out}");
    assert_eq!(wins("the village") + wins("the mafia"), 200, "{out}");
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

#[test]
fn ctrl_c_saves_the_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("int.db");
    let log = dir.path().join("int.txt");
    let mut child = narrator(&db)
        .args(["play", "mafia", "--seed", "4", "--role", "villager"])
        .stdin(Stdio::piped())
        .stdout(std::fs::File::create(&log).expect("log file"))
        .spawn()
        .expect("narrator starts");
    let deadline = Instant::now() + Duration::from_secs(60);
    while !std::fs::read_to_string(&log)
        .unwrap_or_default()
        .contains("Type a number")
    {
        assert!(Instant::now() < deadline, "no question was asked");
        std::thread::sleep(Duration::from_millis(10));
    }
    let sent = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(sent.success());
    let status = child.wait().expect("exits");
    assert_eq!(status.code(), Some(3), "Ctrl-C leaves the game saved");
    let out = std::fs::read_to_string(&log).expect("log");
    assert!(
        out.contains("is saved. Continue it with `narrator play --resume`"),
        "{out}"
    );
    let resumed = run(&db, &["play", "--resume"], "quit\n");
    assert!(text(&resumed).contains("Resuming game 1."));
}

/// A console line in `lang`, from the catalogue.
fn say(lang: Lang, id: &str) -> String {
    narrator_i18n::text(lang, id, None)
}

/// A console line with arguments in `lang`, from the catalogue.
fn say_with(lang: Lang, id: &str, args: &narrator_i18n::Args) -> String {
    narrator_i18n::text(lang, id, Some(args))
}

/// The console's own lines of a villager's first day (seed 4) with
/// `help`, a bad line and `quit`, in `lang`; each must be in `out`.
fn console_lines(lang: Lang) -> Vec<String> {
    vec![
        say(lang, "console-help-title"),
        format!("  {}", say(lang, "console-help-number")),
        format!("  {}", say(lang, "console-help-say")),
        format!("  {}", say(lang, "console-help-quit")),
        say(lang, "console-type-number"),
        say_with(lang, "console-unknown", &args![("typed", "hello")]),
        say_with(lang, "console-saved", &args![("id", "1")]),
    ]
}

#[test]
fn lang_ru_speaks_russian_and_a_resumed_game_keeps_its_language() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("ru.db");
    let out = run(
        &db,
        &[
            "play", "mafia", "--seed", "4", "--role", "villager", "--lang", "ru",
        ],
        "help\nhello\nquit\n",
    );
    assert_eq!(out.status.code(), Some(3), "{out:?}");
    let out = text(&out);
    for line in console_lines(Lang::Ru) {
        assert!(out.contains(&line), "no {line:?} in:\n{out}");
    }
    for line in console_lines(Lang::En) {
        assert!(!out.contains(&line), "English {line:?} in:\n{out}");
    }
    // The reader's own joining is in the second person, as in English.
    let joined = |lang| {
        let a = args![
            ("name", say(lang, "console-you")),
            ("name-you", "yes"),
            ("count", 1),
            ("min", 6),
            ("max", 20)
        ];
        say_with(lang, "engine-joined", &a)
    };
    assert!(out.starts_with(&joined(Lang::Ru)), "{out}");
    assert!(joined(Lang::Ru).starts_with("Вы "), "{}", joined(Lang::Ru));

    // Without --lang the game goes on in the language it was played in.
    let resumed = text(&run(&db, &["play", "--resume"], "help\nquit\n"));
    let resuming = |lang| say_with(lang, "console-resuming", &args![("id", "1")]);
    assert!(resumed.contains(&resuming(Lang::Ru)), "{resumed}");
    assert!(
        resumed.contains(&say(Lang::Ru, "console-help-title")),
        "{resumed}"
    );
    // --lang changes it, for this time and the next.
    let vi = text(&run(&db, &["play", "--resume", "--lang", "vi"], "quit\n"));
    assert!(vi.contains(&resuming(Lang::Vi)), "{vi}");
    let again = text(&run(&db, &["play", "--resume"], "quit\n"));
    assert!(again.contains(&resuming(Lang::Vi)), "{again}");
}

#[test]
fn the_locale_picks_the_language_when_no_lang_is_given() {
    let dir = tempfile::tempdir().expect("temp dir");
    let play = |db: &str, env: &[(&str, &str)]| {
        let mut cmd = narrator(&dir.path().join(db));
        cmd.envs(env.iter().copied());
        text(&common::feed(
            cmd,
            &["play", "mafia", "--seed", "4", "--role", "villager"],
            "help\nhello\nquit\n",
        ))
    };
    let ru = play("ru.db", &[("LANG", "ru_RU.UTF-8")]);
    for line in console_lines(Lang::Ru) {
        assert!(ru.contains(&line), "no {line:?} in:\n{ru}");
    }
    // LC_ALL outranks LANG.
    let vi = play("vi.db", &[("LANG", "ru_RU.UTF-8"), ("LC_ALL", "vi_VN")]);
    for line in console_lines(Lang::Vi) {
        assert!(vi.contains(&line), "no {line:?} in:\n{vi}");
    }
    // A language narrator does not speak, or --lang, give the rest.
    let de = play("de.db", &[("LANG", "de_DE.UTF-8")]);
    for line in console_lines(Lang::En) {
        assert!(de.contains(&line), "no {line:?} in:\n{de}");
    }
    let mut cmd = narrator(&dir.path().join("en.db"));
    cmd.env("LANG", "ru_RU.UTF-8");
    let en = text(&common::feed(
        cmd,
        &["play", "mafia", "--seed", "4", "--lang", "en"],
        "help\nquit\n",
    ));
    assert!(en.contains("Commands:\n  NUMBER"), "{en}");
}

#[test]
fn an_unknown_language_is_refused_naming_the_ones_there_are() {
    let dir = tempfile::tempdir().expect("temp dir");
    for args in [
        &["play", "mafia", "--lang", "de"][..],
        &["rules", "mafia", "--lang", "de"][..],
    ] {
        let out = run(&dir.path().join("de.db"), args, "");
        assert!(!out.status.success(), "{out:?}");
        assert!(out.stdout.is_empty(), "{out:?}");
        let err = common::stderr(&out);
        for code in ["`de`", "en", "ru", "vi", "--lang"] {
            assert!(err.contains(code), "{code} not in {err}");
        }
    }
}

#[test]
fn an_auto_game_labels_private_messages_in_its_language() {
    let dir = tempfile::tempdir().expect("temp dir");
    let args = ["play", "mafia", "--auto", "--seed", "11", "--players", "8"];
    let en = text(&run(&dir.path().join("en.db"), &args, ""));
    let ru = text(&run(
        &dir.path().join("ru.db"),
        &[&args[..], &["--lang", "ru"]].concat(),
        "",
    ));
    let mafia = |lang| format!("\n{} ", say(lang, "console-to-mafia"));
    assert!(en.contains("\n[to the mafia] "), "{en}");
    assert!(ru.contains(&mafia(Lang::Ru)), "{ru}");
    assert!(!ru.contains("[to "), "{ru}");
    // The same game: as many labelled lines in either language.
    let to_someone = |out: &str, lang| {
        let open = say_with(lang, "console-to", &args![("name", "\u{0}")]);
        let open = open.split('\u{0}').next().unwrap_or_default().to_string();
        out.lines().filter(|l| l.starts_with(&open)).count()
    };
    assert!(to_someone(&en, Lang::En) > 0, "{en}");
    assert_eq!(to_someone(&en, Lang::En), to_someone(&ru, Lang::Ru));
}

#[test]
fn rules_are_printed_in_the_language_asked_for() {
    let dir = tempfile::tempdir().expect("temp dir");
    let rules = narrator_engine::mafia::Preset::Hp.ruleset();
    for lang in Lang::ALL {
        let out = run(
            &dir.path().join("r.db"),
            &["rules", "mafia", "--preset", "hp", "--lang", lang.code()],
            "",
        );
        assert!(out.status.success(), "{out:?}");
        assert_eq!(
            text(&out),
            format!("{}\n", narrator_engine::mafia::render::rules(lang, &rules))
        );
    }
    let mut cmd = narrator(&dir.path().join("r.db"));
    cmd.env("LC_MESSAGES", "ru_RU.UTF-8");
    let out = common::feed(cmd, &["rules", "mafia", "--preset", "hp"], "");
    assert_eq!(
        text(&out),
        format!(
            "{}\n",
            narrator_engine::mafia::render::rules(Lang::Ru, &rules)
        )
    );
}
