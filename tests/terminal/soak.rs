//! `narrator soak` end to end: a short run passes and prints its speed, the
//! same seed replays the same run, and bad options are refused.

use narrator_engine::Seed;
use std::process::{Command, Output};

fn soak(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_narrator"))
        .arg("soak")
        .args(args)
        .env_remove("DATABASE_URL")
        .output()
        .expect("the narrator binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The line with the counts, which the seed fully decides.
fn tally(out: &str) -> &str {
    out.lines()
        .find(|l| l.contains(" sessions ("))
        .unwrap_or_else(|| panic!("no tally in:\n{out}"))
}

#[test]
fn a_short_soak_of_every_game_passes_and_prints_its_speed() {
    let run = soak(&["--inputs", "20000", "--seed", "7"]);
    let out = text(&run.stdout);
    assert!(run.status.success(), "{out}\n{}", text(&run.stderr));
    let seed = Seed::from_number(7).to_hex();
    assert!(
        out.contains(&format!(
            "classic mafia, hp mafia, sport mafia, zombie, wumpus from seed {seed}"
        )),
        "{out}"
    );
    assert!(tally(&out).starts_with("20000 inputs ("), "{out}");
    let speed = out
        .lines()
        .find_map(|l| l.split_once(" inputs/s"))
        .map(|(n, _)| n.trim().parse::<f64>())
        .unwrap_or_else(|| panic!("no inputs/s in:\n{out}"));
    assert!(speed.is_ok_and(|s| s > 0.0), "{out}");
}

#[test]
fn the_same_seed_replays_the_same_run() {
    let args = ["--inputs", "5000", "--seed", "42", "--game", "mafia"];
    let (a, b) = (soak(&args), soak(&args));
    let (a, b) = (text(&a.stdout), text(&b.stdout));
    assert_eq!(tally(&a), tally(&b));
    let other = text(&soak(&["--inputs", "5000", "--seed", "43", "--game", "mafia"]).stdout);
    assert_ne!(tally(&a), tally(&other), "another seed, other inputs");
}

#[test]
fn one_game_or_one_preset_can_be_soaked() {
    let run = soak(&[
        "--inputs", "3000", "--seed", "1", "--game", "mafia", "--preset", "sport",
    ]);
    let out = text(&run.stdout);
    assert!(run.status.success(), "{out}\n{}", text(&run.stderr));
    let seed = Seed::from_number(1).to_hex();
    assert!(
        out.contains(&format!("soak of sport mafia from seed {seed}")),
        "{out}"
    );
    let run = soak(&["--inputs", "3000", "--game", "wumpus"]);
    assert!(run.status.success(), "{}", text(&run.stderr));
    assert!(text(&run.stdout).contains("soak of wumpus from seed"));
}

#[test]
fn a_preset_for_another_game_is_refused() {
    let run = soak(&["--inputs", "10", "--game", "zombie", "--preset", "hp"]);
    assert!(!run.status.success());
    assert!(
        text(&run.stderr).contains("--preset is for --game mafia"),
        "{}",
        text(&run.stderr)
    );
}
