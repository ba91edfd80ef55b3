//! End-to-end: the real `narrator` binary on a broken database. Each fault
//! is made for real (a missing folder, a folder, a file that is not
//! SQLite, a damaged file, a read-only file or folder, a full disk, the
//! file deleted while a game runs), and each must give one plain message
//! naming the file and the cause, exit once, and leave the game whole so
//! `narrator play --resume` continues it once the fault is gone.
//!
//! A full disk is a tiny tmpfs, and a read-only file for root is an
//! immutable one (`chattr +i`): the tests need root (or CAP_SYS_ADMIN and
//! CAP_LINUX_IMMUTABLE) for those, and fail, saying so, without it.

use crate::common;
use crate::telegram_support;

use common::{stderr, stdout};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Output, Stdio};
use std::time::{Duration, Instant};

const WAIT: Duration = Duration::from_secs(120);

fn play(db: &Path, args: &[&str], stdin: &str) -> Output {
    let args: Vec<&str> = std::iter::once("play")
        .chain(args.iter().copied())
        .collect();
    common::feed(common::narrator(db), &args, stdin)
}

/// `narrator serve` with a Telegram token, pointed at a closed port: it
/// must fail on the database before it reaches for any network.
fn serve(db: &Path) -> Output {
    common::narrator(db)
        .arg("serve")
        .env("TELEGRAM_BOT_TOKEN", "test-token")
        .env("TELEGRAM_API_URL", "http://127.0.0.1:1")
        .env_remove("DISCORD_TOKEN")
        .stdin(Stdio::null())
        .output()
        .expect("narrator runs")
}

/// The message a failed open must print: one line, nothing else.
fn open_error(path: &Path, cause: &str) -> String {
    format!(
        "narrator: cannot open the database {}: {cause}",
        path.display()
    )
}

/// Both commands that open the database refuse it with exactly `expected`.
fn both_refuse(db: &Path, expected: &str) {
    for (what, out) in [
        ("play", play(db, &["mafia", "--auto"], "")),
        ("serve", serve(db)),
    ] {
        assert_eq!(out.status.code(), Some(1), "{what}: {out:?}");
        assert_eq!(stderr(&out).trim(), expected, "{what}");
    }
}

/// A valid, empty narrator database at `db` (resuming finds no game, but
/// the file is created and migrated).
fn fresh_database(db: &Path) {
    let out = play(db, &["--resume"], "");
    assert!(
        stderr(&out).contains("no unfinished terminal game"),
        "{out:?}"
    );
    assert!(db.is_file(), "the database was created");
}

/// A terminal game of seed 1, saved after the first question.
fn saved_game(db: &Path) {
    let out = play(db, &["mafia", "--seed", "1"], "quit\n");
    assert_eq!(out.status.code(), Some(3), "{out:?}");
}

fn resumes(db: &Path) {
    let out = play(db, &["--resume"], "quit\n");
    assert_eq!(out.status.code(), Some(3), "{out:?}");
    assert!(stdout(&out).contains("Resuming game 1."), "{out:?}");
}

#[test]
fn a_missing_folder_is_named() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("nowhere/narrator.db");
    let folder = dir.path().join("nowhere");
    both_refuse(
        &db,
        &open_error(
            &db,
            &format!("the folder {} does not exist", folder.display()),
        ),
    );
    assert!(!folder.exists(), "nothing was created");
}

#[test]
fn a_folder_is_not_a_database() {
    let dir = tempfile::tempdir().expect("temp dir");
    both_refuse(
        dir.path(),
        &open_error(dir.path(), "it is a folder, not a database file"),
    );
}

#[test]
fn a_file_that_is_not_sqlite_is_refused_untouched() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("notes.db");
    let text = "my shopping list\n".repeat(400);
    std::fs::write(&db, &text).expect("a file");
    both_refuse(&db, &open_error(&db, "the file is not a SQLite database"));
    assert_eq!(std::fs::read_to_string(&db).expect("still there"), text);
}

#[test]
fn a_damaged_database_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("narrator.db");
    saved_game(&db);
    // The header stays ("SQLite format 3"); the schema page behind it is
    // overwritten.
    let mut bytes = std::fs::read(&db).expect("the database");
    assert!(
        bytes.len() > 4096,
        "the game was checkpointed into the file"
    );
    bytes[100..4096].fill(0xA5);
    std::fs::write(&db, bytes).expect("damaged");
    both_refuse(
        &db,
        &open_error(
            &db,
            "the file is damaged (SQLite reports a malformed database)",
        ),
    );
}

#[test]
fn a_read_only_file_is_named_and_the_game_resumes_once_writable() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("narrator.db");
    saved_game(&db);
    let before = std::fs::read(&db).expect("the database");
    {
        let _fault = ReadOnly::make(&db);
        both_refuse(&db, &open_error(&db, "the file is read-only"));
        let resume = play(&db, &["--resume"], "quit\n");
        assert_eq!(
            stderr(&resume).trim(),
            open_error(&db, "the file is read-only")
        );
    }
    assert_eq!(std::fs::read(&db).expect("the database"), before);
    resumes(&db);
}

#[test]
fn a_read_only_folder_is_named_and_the_game_resumes_once_writable() {
    let dir = tempfile::tempdir().expect("temp dir");
    let folder = dir.path().join("games");
    std::fs::create_dir(&folder).expect("a folder");
    let db = folder.join("narrator.db");
    saved_game(&db);
    let cause = format!(
        "the folder {} is read-only (SQLite needs to create its journal files next to the database)",
        folder.display()
    );
    {
        let _fault = ReadOnly::make(&folder);
        both_refuse(&db, &open_error(&db, &cause));
        // A new database cannot be created there either.
        let other = folder.join("other.db");
        both_refuse(&other, &open_error(&other, &cause));
    }
    resumes(&db);
}

#[test]
fn a_full_disk_at_start_is_named() {
    let dir = tempfile::tempdir().expect("temp dir");
    // Room for a fresh database and its write-ahead log (migrated in full,
    // it would fill a smaller disk by itself), then filled.
    let disk = Tmpfs::mount(&dir.path().join("disk"), "1m");
    let db = disk.path().join("narrator.db");
    fresh_database(&db);
    disk.fill();
    both_refuse(&db, &open_error(&db, "the disk is full"));
}

#[test]
fn a_disk_filling_up_mid_game_stops_it_cleanly_and_it_resumes_after() {
    let dir = tempfile::tempdir().expect("temp dir");
    let disk = Tmpfs::mount(&dir.path().join("disk"), "1m");
    let db = disk.path().join("narrator.db");
    let game = AutoGame::start(&db, dir.path());
    game.wait_for("a vote", |out| out.contains("has voted"));
    disk.fill();
    let (status, err) = game.finish();
    assert!(
        !status.success(),
        "the game ended before the full disk stopped it: the fault was not made\n{err}"
    );
    assert_eq!(
        status.code(),
        Some(1),
        "one clean exit, not a crash: {status:?}\n{err}"
    );
    said_once(
        &err,
        &format!(
            "narrator: cannot use the database {}: the disk is full",
            db.display()
        ),
    );
    disk.free();
    finishes_on_resume(&db);
}

#[test]
fn a_database_moved_away_mid_game_is_not_written_and_resumes_once_back() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("narrator.db");
    let away = dir.path().join("away.db");
    let game = AutoGame::start(&db, dir.path());
    game.wait_for("a vote", |out| out.contains("has voted"));
    std::fs::rename(&db, &away).expect("moved away");
    let (status, err) = game.finish();
    assert_eq!(status.code(), Some(1), "{status:?}\n{err}");
    said_once(
        &err,
        &format!(
            "narrator: cannot use the database {}: the file was deleted or moved away while narrator was running",
            db.display()
        ),
    );
    std::fs::rename(&away, &db).expect("moved back");
    finishes_on_resume(&db);
}

#[test]
fn a_database_deleted_mid_game_is_said_and_leaves_nothing_half_written() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("narrator.db");
    let game = AutoGame::start(&db, dir.path());
    game.wait_for("a vote", |out| out.contains("has voted"));
    std::fs::remove_file(&db).expect("deleted");
    let (status, err) = game.finish();
    assert_eq!(status.code(), Some(1), "{status:?}\n{err}");
    said_once(
        &err,
        &format!(
            "narrator: cannot use the database {}: the file was deleted or moved away while narrator was running",
            db.display()
        ),
    );
    // The game went with the file: a new database has no game, not a
    // piece of one, and takes new games.
    let out = play(&db, &["--resume"], "");
    assert_eq!(
        stderr(&out).trim(),
        "narrator: there is no unfinished terminal game to resume; start one with `narrator play mafia`"
    );
    let out = play(&db, &["mafia", "--auto", "--seed", "3"], "");
    assert!(out.status.success(), "{out:?}");
}

#[test]
fn a_database_deleted_under_the_telegram_bot_is_reported_and_the_bot_stays_up() {
    use telegram_support::{Bot, Emulator, GROUP, wait_for};
    let emu = Emulator::start();
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("narrator.db");
    let log = dir.path().join("bot.log");
    let bot = Bot::start(&emu, &db, &log);
    let reply = |chat: i64, part: &str| {
        wait_for(
            &format!("{part:?} in chat {chat}\nbot log:\n{}", bot.log()),
            WAIT,
            || emu.texts_in(chat).into_iter().find(|t| t.contains(part)),
        )
    };
    emu.say(1, 1, "/start");
    reply(1, "Hello!");
    std::fs::remove_file(&db).expect("deleted");

    emu.say(1, GROUP, "/mafia start");
    reply(GROUP, "Something went wrong on my side; nothing changed.");
    let said = format!(
        "cannot use the database {}: the file was deleted or moved away while narrator was running",
        db.display()
    );
    wait_for(
        &format!("the cause in the log:\n{}", bot.log()),
        WAIT,
        || bot.log().contains(&said).then_some(()),
    );
    // Nothing made a new, empty database at the path in its place.
    assert!(!db.exists(), "a database was created at {}", db.display());
    // Still up: it answers what needs no writing.
    emu.say(1, 1, "/help");
    reply(1, "Commands:");
    assert!(
        !emu.texts_in(GROUP)
            .iter()
            .any(|t| t.contains("a new game is open"))
    );
    let text = bot.log();
    for noise in ["error returned from database", "panicked"] {
        assert!(!text.contains(noise), "{noise:?} in:\n{text}");
    }
}

/// The error line is there exactly once, and nothing repeats sqlx's text.
fn said_once(err: &str, line: &str) {
    let matching = err.lines().filter(|l| l.trim() == line).count();
    assert_eq!(matching, 1, "expected once: {line}\nstderr:\n{err}");
    assert_eq!(
        err.lines().filter(|l| l.starts_with("narrator:")).count(),
        1,
        "{err}"
    );
    for noise in ["error returned from database", "(code:", "panicked"] {
        assert!(!err.contains(noise), "{noise:?} in:\n{err}");
    }
}

/// Resuming plays the saved all-computer game to its end.
fn finishes_on_resume(db: &Path) {
    let out = play(db, &["--resume"], "");
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    assert!(text.contains("Resuming game 1."), "{text}");
    assert!(text.contains("Game over"), "{text}");
    assert!(text.contains("Seed: "), "{text}");
}

/// An all-computer game paced so a fault can be made while it runs.
struct AutoGame {
    child: Child,
    out: PathBuf,
    err: PathBuf,
}

impl AutoGame {
    fn start(db: &Path, logs: &Path) -> AutoGame {
        let out = logs.join("game.out");
        let err = logs.join("game.err");
        let child = common::narrator(db)
            .args([
                "play",
                "mafia",
                "--auto",
                "--players",
                "12",
                "--seed",
                "7",
                "--delay-ms",
                "20",
            ])
            .stdin(Stdio::null())
            .stdout(std::fs::File::create(&out).expect("an output file"))
            .stderr(std::fs::File::create(&err).expect("an error file"))
            .spawn()
            .expect("narrator starts");
        AutoGame { child, out, err }
    }

    fn wait_for(&self, what: &str, ready: impl Fn(&str) -> bool) {
        let deadline = Instant::now() + WAIT;
        loop {
            let so_far = std::fs::read_to_string(&self.out).unwrap_or_default();
            if ready(&so_far) {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "{what} never came:\n{so_far}\n{}",
                std::fs::read_to_string(&self.err).unwrap_or_default()
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// Waits for the game to stop by itself; returns how, and its stderr.
    fn finish(mut self) -> (ExitStatus, String) {
        let deadline = Instant::now() + WAIT;
        loop {
            if let Some(status) = self.child.try_wait().expect("the game is there") {
                let err = std::fs::read_to_string(&self.err).unwrap_or_default();
                return (status, err);
            }
            assert!(Instant::now() < deadline, "the game did not stop");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for AutoGame {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn is_root() -> bool {
    let out = Command::new("id").arg("-u").output().expect("id runs");
    String::from_utf8_lossy(&out.stdout).trim() == "0"
}

/// Runs a system command the fault needs; fails the test, saying why,
/// when it cannot.
fn must(cmd: &str, args: &[&str], why: &str) {
    let out = Command::new(cmd)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{why}: `{cmd}` does not run: {e}"));
    assert!(
        out.status.success(),
        "{why}: `{cmd} {}` failed: {}",
        args.join(" "),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A file or folder nobody can write to while this lives. Root ignores
/// permissions, so for root it is made immutable instead.
struct ReadOnly {
    path: PathBuf,
    root: bool,
}

impl ReadOnly {
    fn make(path: &Path) -> ReadOnly {
        let root = is_root();
        let p = path.to_str().expect("a UTF-8 path");
        if root {
            must(
                "chattr",
                &["+i", p],
                "making a read-only file for root needs chattr on a file system with immutable files (ext4, xfs, btrfs)",
            );
        } else {
            must("chmod", &["a-w", p], "cannot make the fault");
        }
        ReadOnly {
            path: path.to_path_buf(),
            root,
        }
    }
}

impl Drop for ReadOnly {
    fn drop(&mut self) {
        let p = self.path.to_string_lossy().into_owned();
        let _ = if self.root {
            Command::new("chattr").args(["-i", &p]).status()
        } else {
            Command::new("chmod").args(["u+w", &p]).status()
        };
    }
}

/// A small tmpfs, unmounted when dropped: a disk that can be filled.
struct Tmpfs {
    path: PathBuf,
    filler: PathBuf,
}

impl Tmpfs {
    fn mount(path: &Path, size: &str) -> Tmpfs {
        std::fs::create_dir_all(path).expect("a mount point");
        let p = path.to_str().expect("a UTF-8 path");
        must(
            "mount",
            &["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs", p],
            "a full disk is made by mounting a small tmpfs, which needs root (CAP_SYS_ADMIN)",
        );
        Tmpfs {
            path: path.to_path_buf(),
            filler: path.join("filler"),
        }
    }

    fn path(&self) -> &Path {
        &self.path
    }

    /// Writes until the disk is full.
    fn fill(&self) {
        let mut f = std::fs::File::create(&self.filler).expect("a filler file");
        let chunk = vec![0u8; 4096];
        loop {
            match f.write_all(&chunk).and_then(|()| f.flush()) {
                Ok(()) => continue,
                Err(e) if e.kind() == std::io::ErrorKind::StorageFull => return,
                Err(e) => panic!("filling the disk failed otherwise: {e}"),
            }
        }
    }

    fn free(&self) {
        std::fs::remove_file(&self.filler).expect("the filler goes");
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(&self.path).status();
    }
}
