//! Helpers shared by the end-to-end tests that drive the real binary.

// Each test binary uses a subset of these.
#![allow(dead_code)]

use std::io::Write;
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The `narrator` binary on the database file `db`, ignoring any
/// `DATABASE_URL` of the environment.
pub fn narrator(db: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_narrator"));
    c.arg("--database-url")
        .arg(format!("sqlite://{}", db.display()))
        .env_remove("DATABASE_URL");
    c
}

/// Runs `cmd` with `args`, feeding `stdin`, and waits for it.
pub fn feed(mut cmd: Command, args: &[&str], stdin: &str) -> Output {
    let mut child = cmd
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

/// A run's standard output.
pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// A run's standard error.
pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The output from `marker` to the end (a game's final block).
pub fn from_marker(out: &str, marker: &str) -> String {
    let at = out
        .find(marker)
        .unwrap_or_else(|| panic!("no {marker:?} in:\n{out}"));
    out[at..].to_string()
}

/// Waits (at most a minute) until the log file a child writes satisfies
/// `ready`, then a little longer so the delivery of what was just printed
/// is recorded before the caller kills the child (delivery is
/// at-least-once per batch), and SIGKILLs it. Returns the log so far.
pub fn kill_when(mut child: Child, log: &Path, ready: impl Fn(&str) -> bool, what: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let so_far = std::fs::read_to_string(log).unwrap_or_default();
        if ready(&so_far) {
            std::thread::sleep(Duration::from_millis(15));
            break;
        }
        assert!(
            Instant::now() < deadline,
            "{what} never happened:\n{so_far}"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    child.kill().expect("SIGKILL");
    child.wait().expect("reaped");
    std::fs::read_to_string(log).expect("log")
}
