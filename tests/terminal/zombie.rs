//! End-to-end: the Zombie Game through the real `narrator` binary, in
//! script mode and at the terminal.

use crate::common;

use common::{from_marker, stderr, stdout};
use std::path::Path;
use std::process::{Command, Output};

fn narrator(dir: &Path) -> Command {
    let mut c = common::narrator(&dir.join("z.db"));
    c.current_dir(dir);
    c
}

fn run(dir: &Path, args: &[&str], stdin: &str) -> Output {
    common::feed(narrator(dir), args, stdin)
}

const TRICKY: &str = "\
# The tricky case, as a judge records it.
HUMAN Alice
HUMAN Bob
ZOMBIE Zed
HUMAN Carol
HUMAN Dave
GAME_START 5

TOUCH Zed Alice
i alice bob
a ALICE
i carol dave
NEXT_TURN
nt
nr
NEXT_ROUND
i zed carol
t dave zed
nt
";

#[test]
fn script_run_prints_each_announcement_and_the_final_result() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("game.txt"), TRICKY).expect("written");
    let out = run(dir.path(), &["zombie", "run", "game.txt"], "");
    assert!(out.status.success(), "{out:?}");
    let want = "\
Set-up (tell each player privately):
  Alice: human
  Bob: human
  Zed: zombie
  Carol: human
  Dave: human
There are 4 humans and 1 zombie. The game lasts at most 5 turns.
End of turn 0: 3 humans and 2 zombies (the infected count as zombies). Highest score: humans 1, zombies 1.
End of turn 1: 3 humans and 2 zombies (the infected count as zombies). Highest score: humans 1, zombies 1.
End of turn 2: 3 humans and 2 zombies (the infected count as zombies). Highest score: humans 1, zombies 1.
End of turn 3: 3 humans and 2 zombies (the infected count as zombies). Highest score: humans 1, zombies 1.
End of turn 4: 1 human and 4 zombies (the infected count as zombies). Highest score: humans 0, zombies 3.
Alice is the only human left and wins!
Ranking:
  1. Alice: human, score 0
Everyone's final state:
  Alice: dealt a human, now human, score 0, antidote used
  Bob: dealt a human, now permanently infected, score 0, antidote unused
  Zed: dealt a zombie, now zombie, score 3, antidote unused
  Carol: dealt a human, now temporarily infected (since turn 4), score 1, antidote unused
  Dave: dealt a human, now temporarily infected (since turn 4), score 1, antidote unused
";
    assert_eq!(stdout(&out), want);
}

#[test]
fn script_run_json_prints_the_same_as_json_lines() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("game.txt"), TRICKY).expect("written");
    let out = run(dir.path(), &["zombie", "run", "game.txt", "--json"], "");
    assert!(out.status.success(), "{out:?}");
    let lines: Vec<serde_json::Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect();
    let events: Vec<&str> = lines
        .iter()
        .map(|l| l["event"].as_str().expect("event"))
        .collect();
    assert_eq!(
        events,
        [
            "start", "opening", "turn", "turn", "turn", "turn", "turn", "end", "reveal"
        ]
    );
    assert_eq!(lines[6]["humans"], 1);
    assert_eq!(lines[6]["top_zombie_score"], 3);
    assert_eq!(lines[7]["winner"], "survivor");
    assert_eq!(lines[7]["survivor"], "Alice");
    assert_eq!(lines[8]["players"][1]["state"], "permanently_infected");
    assert_eq!(lines[8]["players"][3]["infected_in_turn"], 4);
}

#[test]
fn a_bad_line_stops_with_its_number_and_a_failure_status() {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = "HUMAN a\nHUMAN b\nZOMBIE z\nGAME_START 4\ni a b\nnt\n\nINTERACT a\nnt\n";
    std::fs::write(dir.path().join("game.txt"), script).expect("written");
    for json in [false, true] {
        let mut args = vec!["zombie", "run", "game.txt"];
        if json {
            args.push("--json");
        }
        let out = run(dir.path(), &args, "");
        assert_eq!(out.status.code(), Some(2), "{out:?}");
        let err = stderr(&out);
        assert!(
            err.contains("line 8: \"INTERACT a\": INTERACT takes 2 player names"),
            "{err}"
        );
        let text = stdout(&out);
        if json {
            assert_eq!(
                text.matches("\"event\":\"turn\"").count(),
                1,
                "only turn 0: {text}"
            );
        } else {
            assert!(
                text.contains("End of turn 0:") && !text.contains("End of turn 1:"),
                "{text}"
            );
        }
        if json {
            let last: serde_json::Value =
                serde_json::from_str(text.lines().last().expect("a line")).expect("JSON");
            assert_eq!(last["event"], "error");
            assert_eq!(last["line"], 8);
            assert_eq!(last["content"], "INTERACT a");
        }
    }
    let missing = run(dir.path(), &["zombie", "run", "nope.txt"], "");
    assert!(!missing.status.success());
    assert!(
        stderr(&missing).contains("cannot open nope.txt"),
        "{}",
        stderr(&missing)
    );
}

const CONFIG: &str =
    "players: [Ann, Ben, Cleo, Dmitri, Eve, Fay]\nzombie_count: 2\ntotal_turns: 3\n";

#[test]
fn without_set_up_lines_the_players_come_from_config_yml() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("config.yml"), CONFIG).expect("written");
    std::fs::write(dir.path().join("game.txt"), "i ann ben\nnt\n").expect("written");
    let a = run(
        dir.path(),
        &["zombie", "run", "game.txt", "--seed", "4"],
        "",
    );
    assert!(a.status.success(), "{a:?}");
    let text = stdout(&a);
    assert!(
        text.starts_with("Zombies drawn from config.yml with seed "),
        "{text}"
    );
    assert!(
        text.contains("There are 4 humans and 2 zombies. The game lasts at most 3 turns."),
        "{text}"
    );
    assert_eq!(text.matches(": zombie\n").count(), 2, "{text}");
    let b = run(
        dir.path(),
        &["zombie", "run", "game.txt", "--seed", "4"],
        "",
    );
    assert_eq!(stdout(&a), stdout(&b), "the same seed, the same draw");
    // An explicit config elsewhere.
    let other = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        other.path().join("players.yml"),
        CONFIG.replace("Ann", "Anouk").replace("ann", "anouk"),
    )
    .expect("written");
    std::fs::write(other.path().join("game.txt"), "i anouk ben\nnt\n").expect("written");
    let c = run(
        other.path(),
        &["zombie", "run", "game.txt", "--config", "players.yml"],
        "",
    );
    assert!(c.status.success(), "{c:?}");
    assert!(stdout(&c).contains("Anouk:"));
    // No config at all.
    let none = tempfile::tempdir().expect("temp dir");
    std::fs::write(none.path().join("game.txt"), "i ann ben\n").expect("written");
    let d = run(none.path(), &["zombie", "run", "game.txt"], "");
    assert_eq!(d.status.code(), Some(2));
    assert!(
        stderr(&d).contains("line 1: \"i ann ben\": there are no set-up lines"),
        "{}",
        stderr(&d)
    );
    // A broken config is reported when it is needed.
    std::fs::write(none.path().join("config.yml"), "players: Ann\n").expect("written");
    let e = run(none.path(), &["zombie", "run", "game.txt"], "");
    assert_eq!(e.status.code(), Some(2));
    assert!(
        stderr(&e).contains("is not a valid config"),
        "{}",
        stderr(&e)
    );
}

#[test]
fn zombie_new_writes_a_starting_game_txt_that_runs() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("config.yml"), CONFIG).expect("written");
    let out = run(
        dir.path(),
        &["zombie", "new", "--config", "config.yml", "--seed", "9"],
        "",
    );
    assert!(out.status.success(), "{out:?}");
    assert!(
        stdout(&out)
            .contains("Wrote game.txt: 6 players, 3 turns. Zombies (tell them privately): "),
        "{}",
        stdout(&out)
    );
    let game = std::fs::read_to_string(dir.path().join("game.txt")).expect("written");
    assert_eq!(
        game.lines().filter(|l| l.starts_with("ZOMBIE ")).count(),
        2,
        "{game}"
    );
    assert_eq!(
        game.lines().filter(|l| l.starts_with("HUMAN ")).count(),
        4,
        "{game}"
    );
    assert!(game.ends_with("GAME_START 3\n"), "{game}");
    let again = run(dir.path(), &["zombie", "new", "--config", "config.yml"], "");
    assert!(!again.status.success(), "an existing game.txt is kept");
    assert!(stderr(&again).contains("--force"));
    // Record a game below the set-up and replay it.
    std::fs::write(
        dir.path().join("game.txt"),
        format!("{game}i ann ben\nnt\n"),
    )
    .expect("written");
    let played = run(dir.path(), &["zombie", "run", "game.txt"], "");
    assert!(played.status.success(), "{played:?}");
    assert!(stdout(&played).contains("End of turn 0:"));
    // The same seed as `run` on the config gives the same zombies.
    std::fs::write(dir.path().join("bare.txt"), "i ann ben\nnt\n").expect("written");
    let bare = run(
        dir.path(),
        &["zombie", "run", "bare.txt", "--seed", "9"],
        "",
    );
    let roles = |t: &str| {
        t.lines()
            .filter(|l| l.starts_with("  ") && (l.ends_with(": human") || l.ends_with(": zombie")))
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    assert_eq!(roles(&stdout(&bare)), roles(&stdout(&played)));
    // To the standard output.
    let piped = run(dir.path(), &["zombie", "new", "--seed", "9", "-o", "-"], "");
    assert_eq!(stdout(&piped), game);
}

#[test]
fn play_zombie_auto_runs_to_the_ranking_and_the_reveal() {
    let dir = tempfile::tempdir().expect("temp dir");
    let args = ["play", "zombie", "--auto", "--seed", "7", "--players", "8"];
    let out = run(dir.path(), &args, "");
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    assert!(
        text.contains("There are 6 humans and 2 zombies. The game lasts at most 6 turns."),
        "{text}"
    );
    assert!(text.contains("End of turn 0:"), "{text}");
    assert!(text.contains("Ranking"), "{text}");
    let reveal = text.find("Everyone's final state:").expect("a reveal");
    assert_eq!(
        text[reveal..].matches(", antidote ").count(),
        8,
        "everyone's state"
    );
    assert!(text.contains("Game over: "));
    assert!(text.contains("Seed: "));
    let other_db = tempfile::tempdir().expect("temp dir");
    let again = run(other_db.path(), &args, "");
    assert_eq!(stdout(&again), text, "the same seed, the same game");
}

#[test]
fn play_zombie_at_the_terminal_touch_antidote_end_and_resume() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = run(
        dir.path(),
        &[
            "play",
            "zombie",
            "--players",
            "6",
            "--role",
            "human",
            "--turns",
            "3",
        ],
        "touch nobody\nantidote\nantidote\nquit\n",
    );
    assert_eq!(out.status.code(), Some(3), "quit keeps the game: {out:?}");
    let text = stdout(&out);
    assert!(text.contains("You are a human."), "{text}");
    assert!(text.contains("Nobody is called \"nobody\""), "{text}");
    assert!(text.contains("You used your antidote."), "{text}");
    assert!(
        text.contains("Refused: your antidote has already been used in this game."),
        "{text}"
    );
    let resumed = run(dir.path(), &["play", "--resume"], "show\nend\nend\nend\n");
    assert!(resumed.status.success(), "{resumed:?}");
    let text = stdout(&resumed);
    assert!(text.contains("Resuming game 1."), "{text}");
    assert!(
        text.contains("End the turn now (host)"),
        "the host's question is shown again: {text}"
    );
    assert!(
        text.contains("Game over: "),
        "three turns ended by the host: {text}"
    );

    let z = run(
        dir.path(),
        &["play", "zombie", "--role", "zombie", "--players", "5"],
        "quit\n",
    );
    assert!(stdout(&z).contains("You are a zombie."), "{}", stdout(&z));
    let bad = run(
        dir.path(),
        &["play", "zombie", "--players", "4", "--zombies", "2"],
        "",
    );
    assert!(!bad.status.success());
    assert!(
        stderr(&bad).contains("needs 5 to 50 players"),
        "{}",
        stderr(&bad)
    );
}

#[test]
fn play_zombie_at_the_terminal_can_decline_a_request() {
    let dir = tempfile::tempdir().expect("temp dir");
    // With this seed Edsger and Grace ask the player at once; Ada does not.
    let out = run(
        dir.path(),
        &[
            "play",
            "zombie",
            "--players",
            "6",
            "--role",
            "human",
            "--handshake-consent",
            "--seed",
            "1",
        ],
        "help\ndecline nobody\ndecline ada\ndecline edsger\ndecline edsger\nquit\n",
    );
    assert_eq!(out.status.code(), Some(3), "quit keeps the game: {out:?}");
    let text = stdout(&out);
    assert!(text.contains("decline NAME"), "the help lists it: {text}");
    assert!(
        text.contains("Edsger (cpu) wants to interact with you"),
        "{text}"
    );
    assert!(
        text.contains("Decline Edsger (cpu)'s interaction"),
        "a numbered choice too: {text}"
    );
    assert!(text.contains("Nobody is called \"nobody\""), "{text}");
    assert!(
        text.contains(
            "Refused: you cannot decline Ada (cpu): they have not asked to interact with you this turn."
        ),
        "{text}"
    );
    assert!(
        text.contains("You declined Edsger (cpu)'s request: no interaction."),
        "{text}"
    );
    assert!(
        text.contains(
            "Refused: you cannot decline Edsger (cpu): they have not asked to interact with you this turn."
        ),
        "declined once, the request is over: {text}"
    );
}

#[test]
fn verify_checks_a_zombie_deal() {
    let dir = tempfile::tempdir().expect("temp dir");
    let text = stdout(&run(
        dir.path(),
        &[
            "play",
            "zombie",
            "--auto",
            "--players",
            "9",
            "--zombies",
            "2",
        ],
        "",
    ));
    let line = |prefix: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(prefix))
            .unwrap_or_else(|| panic!("no {prefix:?} in {text}"))
            .trim()
            .to_string()
    };
    let (seed, commitment) = (line("Seed: "), line("Commitment: "));
    let ok = run(
        dir.path(),
        &[
            "verify",
            "--game",
            "zombie",
            "--zombies",
            "2",
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
    assert!(stdout(&ok).contains("OK: the published commitment matches"));
    let wrong = run(
        dir.path(),
        &[
            "verify",
            "--game",
            "zombie",
            "--zombies",
            "3",
            "--seed",
            &seed,
            "--players",
            "9",
            "--commitment",
            &commitment,
        ],
        "",
    );
    assert_eq!(wrong.status.code(), Some(1));
}

/// A temporary folder holding `script` as game.txt.
fn with_game(script: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("game.txt"), script).expect("written");
    dir
}

/// A recording in the original judge's habits, with each kind of line it
/// let pass: a second antidote (line 11), a pair meeting twice in a turn
/// (line 13), and `nt` typed on after the end (lines 17 and 18).
const LENIENT: &str = "\
HUMAN Tim
HUMAN Ann
HUMAN Ben
ZOMBIE Cid
GAME_START 3
t Cid Ann
t Ann Ben
a Ann
nr
# turn 1
a Ann
t Tim Ann
t Ann Tim
nr
t Cid Tim
nt
nt
nt
";

#[test]
fn lenient_run_warns_with_line_numbers_and_goes_on() {
    let dir = with_game(LENIENT);
    let out = run(dir.path(), &["zombie", "run", "game.txt"], "");
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let err = stderr(&out);
    let warnings: Vec<&str> = err.lines().collect();
    assert_eq!(
        warnings,
        [
            "narrator: game.txt: warning: line 11: \"a Ann\": Ann has already used their antidote (one per player per game); no effect, as with the original judge (the antidote is used up)",
            "narrator: game.txt: warning: line 13: \"t Ann Tim\": Ann and Tim have already interacted this turn (once per pair per turn); no effect: the pair scores and infects once a turn (the original judge counted the repeat again)",
            "narrator: game.txt: warning: line 17: \"nt\": the game ended at the end of turn 2; nothing can follow; ignored",
            "narrator: game.txt: warning: line 18: \"nt\": the game ended at the end of turn 2; nothing can follow; ignored",
        ],
        "{err}"
    );
    let text = stdout(&out);
    assert!(
        text.contains("Ann is the only human left and wins!\nRanking:\n  1. Ann: human, score 1\n"),
        "the repeat did not score again: {text}"
    );
    // The JSON lines carry the warnings too.
    let json = run(dir.path(), &["zombie", "run", "game.txt", "--json"], "");
    assert_eq!(json.status.code(), Some(0), "{json:?}");
    let warnings: Vec<serde_json::Value> = stdout(&json)
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).expect("JSON"))
        .filter(|l| l["event"] == "warning")
        .collect();
    let kinds: Vec<(&str, u64)> = warnings
        .iter()
        .map(|w| {
            (
                w["kind"].as_str().unwrap_or("?"),
                w["line"].as_u64().unwrap_or(0),
            )
        })
        .collect();
    assert_eq!(
        kinds,
        [
            ("second_antidote", 11),
            ("repeated_pair", 13),
            ("after_the_end", 17),
            ("after_the_end", 18)
        ]
    );
    assert_eq!(stderr(&json).lines().count(), 4, "and on stderr");
}

#[test]
fn strict_run_stops_at_each_kind_of_rule_breaking_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines: Vec<&str> = LENIENT.lines().collect();
    // Each case: the recording up to and including its line, without the
    // other rule-breaking lines, which would stop a strict run first.
    let breaking = [11, 13, 17];
    for (stop, why) in [
        (11, "Ann has already used their antidote"),
        (13, "Ann and Tim have already interacted this turn"),
        (17, "the game ended at the end of turn 2"),
    ] {
        let kept: Vec<&str> = (1..=stop)
            .filter(|n| *n == stop || !breaking.contains(n))
            .map(|n| lines[n - 1])
            .collect();
        let line = kept.len();
        let script = kept.iter().map(|l| format!("{l}\n")).collect::<String>()
            // Later lines never run, whatever they say.
            + "i Tim Cid\n";
        std::fs::write(dir.path().join("game.txt"), &script).expect("written");
        let lenient = run(dir.path(), &["zombie", "run", "game.txt"], "");
        assert_eq!(lenient.status.code(), Some(0), "{lenient:?}");
        let out = run(dir.path(), &["zombie", "run", "game.txt", "--strict"], "");
        assert_eq!(out.status.code(), Some(2), "line {line}: {out:?}");
        let err = stderr(&out);
        assert!(
            err.contains(&format!(
                "game.txt: line {line}: \"{}\": {why}",
                lines[stop - 1]
            )),
            "{err}"
        );
        assert!(!err.contains("warning"), "{err}");
        assert!(
            err.contains("Nothing from that line on was applied."),
            "{err}"
        );
    }
    // Malformed lines and unknown players stop both modes (here after the
    // end of a recording without rule-breaking lines).
    let clean: String = (1..=16)
        .filter(|n| !breaking.contains(n))
        .map(|n| format!("{}\n", lines[n - 1]))
        .collect();
    for bad in ["t Ann", "t Ann Zoe", "a", "jump"] {
        std::fs::write(dir.path().join("game.txt"), format!("{clean}{bad}\n")).expect("written");
        for args in [
            &["zombie", "run", "game.txt"][..],
            &["zombie", "run", "game.txt", "--strict"],
        ] {
            let out = run(dir.path(), args, "");
            assert_eq!(out.status.code(), Some(2), "{bad}: {out:?}");
            assert!(
                stderr(&out).contains(&format!("game.txt: line 15: \"{bad}\": ")),
                "{}",
                stderr(&out)
            );
        }
    }
}

#[test]
fn status_prints_the_judges_table_after_each_turn() {
    let dir = with_game(TRICKY);
    let plain = stdout(&run(dir.path(), &["zombie", "run", "game.txt"], ""));
    let out = run(dir.path(), &["zombie", "run", "game.txt", "--status"], "");
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    assert_eq!(text.matches("Status after turn ").count(), 5, "{text}");
    let turn4 = from_marker(&text, "Status after turn 4");
    assert!(
        turn4.starts_with(
            "\
Status after turn 4 (for the judge only):
  player  state                              antidote  score
  Alice   human                              used          0
  Bob     permanently infected               left          0
  Zed     zombie                             left          3
  Carol   temporarily infected since turn 4  left          1
  Dave    temporarily infected since turn 4  left          1
  Top 5 humans: Alice 0
  Top 5 zombies: Zed 3, Carol 1, Dave 1, Bob 0
Alice is the only human left and wins!
"
        ),
        "{turn4}"
    );
    // Without the tables, the same output as without --status.
    let without: String = text
        .split_inclusive('\n')
        .scan(false, |in_table, line| {
            if line.starts_with("Status after turn ") {
                *in_table = true;
            } else if !line.starts_with("  ") {
                *in_table = false;
            }
            Some(if *in_table { "" } else { line })
        })
        .collect();
    assert_eq!(without, plain);
}

#[test]
fn json_turn_lines_carry_every_player() {
    let dir = with_game(TRICKY);
    let out = run(dir.path(), &["zombie", "run", "game.txt", "--json"], "");
    assert!(out.status.success(), "{out:?}");
    let turns: Vec<serde_json::Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).expect("JSON"))
        .filter(|l| l["event"] == "turn")
        .collect();
    assert_eq!(turns.len(), 5);
    for t in &turns {
        let players = t["players"].as_array().expect("players, always");
        assert_eq!(players.len(), 5);
        for p in players {
            for field in [
                "name",
                "state",
                "infected_in_turn",
                "antidote_left",
                "score",
            ] {
                assert!(p.get(field).is_some(), "{field} in {p}");
            }
        }
    }
    assert_eq!(
        turns[0]["players"][1],
        serde_json::json!({"name": "Bob", "state": "temporarily_infected", "infected_in_turn": 0, "antidote_left": true, "score": 0})
    );
    assert_eq!(turns[3]["players"][1]["state"], "permanently_infected");
    assert_eq!(turns[0]["players"][0]["antidote_left"], false);
    assert_eq!(
        turns[4]["top_zombies"][0],
        serde_json::json!({"name": "Zed", "score": 3})
    );
    // --status adds nothing to JSON lines: they always have it.
    let with = run(
        dir.path(),
        &["zombie", "run", "game.txt", "--json", "--status"],
        "",
    );
    assert_eq!(stdout(&with), stdout(&out));
}

/// A running `narrator zombie watch`, killed when dropped (a failing test
/// must not leave it behind).
struct Watching {
    child: std::process::Child,
    lines: std::sync::mpsc::Receiver<String>,
    seen: String,
    stderr: std::path::PathBuf,
}

impl Watching {
    fn start(dir: &Path) -> Watching {
        let stderr = dir.join("watch.err");
        let mut child = narrator(dir)
            .args(["zombie", "watch", "game.txt"])
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::piped())
            .stderr(std::fs::File::create(&stderr).expect("stderr file"))
            .spawn()
            .expect("narrator starts");
        let out = child.stdout.take().expect("stdout is piped");
        let (tx, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            use std::io::BufRead;
            for line in std::io::BufReader::new(out).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Watching {
            child,
            lines,
            seen: String::new(),
            stderr,
        }
    }

    /// Waits for a line, however busy the machine: a minute, not a fixed
    /// sleep.
    fn wait_for(&mut self, want: &str) {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push_str(&line);
                    self.seen.push('\n');
                    if line == want {
                        return;
                    }
                }
                Err(_) => panic!(
                    "no {want:?} within a minute; stdout:\n{}\nstderr:\n{}",
                    self.seen,
                    std::fs::read_to_string(&self.stderr).unwrap_or_default()
                ),
            }
        }
    }
}

impl Drop for Watching {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A three-player game that `name` survives.
fn survived_by(name: &str) -> String {
    format!("HUMAN {name}\nHUMAN Other\nZOMBIE Zed\nGAME_START 3\nt zed other\nnt\n")
}

#[test]
fn watch_replays_the_script_each_time_it_is_saved() {
    let dir = tempfile::tempdir().expect("temp dir");
    let game = dir.path().join("game.txt");
    std::fs::write(&game, survived_by("Alba")).expect("written");
    let mut w = Watching::start(dir.path());
    w.wait_for("Alba is the only human left and wins!");
    // Saved in place, as many editors do.
    std::fs::write(&game, survived_by("Bella")).expect("rewritten");
    w.wait_for("Bella is the only human left and wins!");
    // Saved as a copy renamed over the file, as others do.
    let copy = dir.path().join(".game.txt.swp");
    std::fs::write(&copy, survived_by("Cora")).expect("copy written");
    std::fs::rename(&copy, &game).expect("renamed over");
    w.wait_for("Cora is the only human left and wins!");
    assert!(
        w.seen.starts_with("=== game.txt (run 1) ===\n"),
        "{}",
        w.seen
    );
    let runs = w.seen.matches("=== game.txt (run ").count();
    assert!(runs >= 3, "a run per save: {}", w.seen);
    let err = std::fs::read_to_string(&w.stderr).unwrap_or_default();
    assert!(
        err.contains("Watching game.txt for changes (Ctrl-C to stop)."),
        "{err}"
    );
}
