//! Running a bot once: write `from_server`, empty `to_server`, start
//! `./run` in its folder, stop it at the time limit, read a capped answer.

use serde::{Deserialize, Serialize};
use std::io::Read;
use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

/// Limits on one run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// How long a run may take before the bot is stopped.
    pub timeout: Duration,
    /// The largest `to_server` read; a bigger answer is ignored.
    pub max_output: u64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            timeout: Duration::from_secs(5),
            max_output: 64 * 1024,
        }
    }
}

/// How a run went. Anything but `Answered` means the answer is ignored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "status", content = "detail")]
pub enum Status {
    /// Exited 0; the answer is read.
    Answered,
    /// Ran past the time limit and was stopped.
    TimedOut,
    /// Exited with a non-zero code.
    Failed(i32),
    /// Killed by a signal (crashed).
    Crashed,
    /// Wrote more than the output cap.
    TooLarge(u64),
    /// Could not be started or its files could not be used.
    Broken(String),
}

impl Status {
    /// Whether the bot misbehaved (for the fault counts).
    pub fn is_fault(&self) -> bool {
        !matches!(self, Status::Answered)
    }
}

/// One run's outcome.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// How it went.
    pub status: Status,
    /// What `to_server` held (empty unless `Answered`).
    pub answer: String,
}

impl Outcome {
    fn broken(what: &str, e: std::io::Error) -> Outcome {
        Outcome {
            status: Status::Broken(format!("{what}: {e}")),
            answer: String::new(),
        }
    }
}

/// Runs the bot in `folder` once after telling it `told`.
pub async fn run(folder: &Path, told: &str, limits: Limits) -> Outcome {
    if let Err(e) = std::fs::write(folder.join("from_server"), told) {
        return Outcome::broken("cannot write from_server", e);
    }
    if let Err(e) = std::fs::write(folder.join("to_server"), "") {
        return Outcome::broken("cannot empty to_server", e);
    }
    let mut command = tokio::process::Command::new("./run");
    command
        .current_dir(folder)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        // Its own process group, so a timeout stops its children too.
        .process_group(0)
        .kill_on_drop(true);
    // A `run` file just written may still be open for writing in a child
    // another thread is forking at that moment (the fd is inherited until
    // its exec); exec then fails with "text file busy" for a moment.
    let mut tries = 0;
    let mut child = loop {
        match command.spawn() {
            Ok(c) => break c,
            Err(e) if e.kind() == std::io::ErrorKind::ExecutableFileBusy && tries < 20 => {
                tries += 1;
                tokio::time::sleep(std::time::Duration::from_millis(10)).await;
            }
            Err(e) => return Outcome::broken("cannot start ./run", e),
        }
    };
    let waited = tokio::time::timeout(limits.timeout, child.wait()).await;
    let status = match waited {
        Ok(Ok(s)) => s,
        Ok(Err(e)) => return Outcome::broken("cannot wait for ./run", e),
        Err(_) => {
            if let Some(pid) = child.id().and_then(|p| i32::try_from(p).ok()) {
                // Unsafe because libc's kill(2) binding is; tokio's kill
                // reaches the child alone, and a timed-out bot's own
                // children must stop with it.
                // SAFETY: kill(2) with a negative pid signals the process
                // group we created for this child; it touches no memory.
                #[allow(unsafe_code)]
                unsafe {
                    libc::kill(-pid, libc::SIGKILL);
                }
            }
            let _ = child.kill().await;
            return Outcome {
                status: Status::TimedOut,
                answer: String::new(),
            };
        }
    };
    match status.code() {
        Some(0) => read_answer(folder, limits.max_output),
        Some(code) => Outcome {
            status: Status::Failed(code),
            answer: String::new(),
        },
        None => Outcome {
            status: Status::Crashed,
            answer: String::new(),
        },
    }
}

fn read_answer(folder: &Path, cap: u64) -> Outcome {
    let path = folder.join("to_server");
    let file = match std::fs::File::open(&path) {
        Ok(f) => f,
        // A bot that deleted its to_server answered nothing.
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Outcome {
                status: Status::Answered,
                answer: String::new(),
            };
        }
        Err(e) => return Outcome::broken("cannot read to_server", e),
    };
    let mut bytes = Vec::new();
    // One byte past the cap tells "too large" from "exactly the cap".
    if let Err(e) = file.take(cap + 1).read_to_end(&mut bytes) {
        return Outcome::broken("cannot read to_server", e);
    }
    if bytes.len() as u64 > cap {
        let size = std::fs::metadata(&path).map_or(cap + 1, |m| m.len());
        return Outcome {
            status: Status::TooLarge(size),
            answer: String::new(),
        };
    }
    Outcome {
        status: Status::Answered,
        answer: String::from_utf8_lossy(&bytes).into_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn bot(script: &str) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        let run = dir.path().join("run");
        std::fs::write(&run, format!("#!/bin/sh\n{script}\n")).unwrap();
        std::fs::set_permissions(&run, std::fs::Permissions::from_mode(0o755)).unwrap();
        dir
    }

    fn limits() -> Limits {
        Limits {
            timeout: Duration::from_millis(500),
            max_output: 100,
        }
    }

    #[tokio::test]
    async fn reads_the_answer_and_tells_the_bot() {
        let d = bot("cat from_server > seen; echo 'vote bob' > to_server");
        let out = run(d.path(), "hello", limits()).await;
        assert_eq!(out.status, Status::Answered);
        assert_eq!(out.answer, "vote bob\n");
        assert_eq!(
            std::fs::read_to_string(d.path().join("seen")).unwrap(),
            "hello"
        );
    }

    #[tokio::test]
    async fn to_server_is_emptied_before_each_run() {
        let d = bot("true");
        std::fs::write(d.path().join("to_server"), "vote bob").unwrap();
        let out = run(d.path(), "x", limits()).await;
        assert_eq!(out.answer, "");
    }

    #[tokio::test]
    async fn faults_are_reported_not_raised() {
        let d = bot("echo 'vote bob' > to_server; exit 3");
        let out = run(d.path(), "", limits()).await;
        assert_eq!(out.status, Status::Failed(3));
        assert_eq!(out.answer, "", "a failed run's answer is ignored");
        let d = bot("kill -SEGV $$");
        assert_eq!(run(d.path(), "", limits()).await.status, Status::Crashed);
        let d = bot("head -c 1000 /dev/zero > to_server");
        assert_eq!(
            run(d.path(), "", limits()).await.status,
            Status::TooLarge(1000)
        );
        let d = tempfile::tempdir().unwrap();
        assert!(matches!(
            run(d.path(), "", limits()).await.status,
            Status::Broken(_)
        ));
    }

    #[tokio::test]
    async fn a_hanging_bot_is_stopped_and_its_answer_ignored() {
        let d = bot("echo 'vote bob' > to_server; sleep 30");
        let out = run(d.path(), "", limits()).await;
        assert_eq!(out.status, Status::TimedOut);
        assert_eq!(out.answer, "");
    }
}
