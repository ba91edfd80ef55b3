//! `narrator zombie watch`: the original judge's `guard` workflow. The
//! referee keeps `game.txt` open in an editor; each save replays it and
//! prints the new result.

use super::{ScriptArgs, config_path, fallback, replay_file, seed_or_fresh};
use anyhow::Context;
use notify::event::{AccessKind, AccessMode, EventKind};
use notify::{RecursiveMode, Watcher};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How long the files must stay quiet before a re-run: an editor's save is
/// several events (truncate, write, close; or write a copy and rename it).
const QUIET: Duration = Duration::from_millis(250);

/// Replays the script now and after every save, until interrupted.
pub fn watch(args: &ScriptArgs) -> anyhow::Result<ExitCode> {
    // One seed for the whole session: a config's zombies must not be
    // drawn anew at every save.
    let seed = Some(seed_or_fresh(args.seed)?);
    let files = watched_files(args)?;
    let (tx, rx) = mpsc::channel();
    let mut watcher = notify::recommended_watcher(move |event| {
        // The receiver only goes away when the command stops.
        let _ = tx.send(event);
    })
    .context("cannot watch files on this system")?;
    // The folders, not the files: editors that save by renaming a copy
    // over the file would leave a watch on the old file behind.
    let mut dirs: Vec<&Path> = files.iter().filter_map(|f| f.parent()).collect();
    dirs.dedup();
    for dir in dirs {
        watcher
            .watch(dir, RecursiveMode::NonRecursive)
            .with_context(|| format!("cannot watch {}", dir.display()))?;
    }
    let mut run = 0u64;
    loop {
        run += 1;
        header(args, run)?;
        // A bad line was reported by the run; the next save may fix it.
        if let Err(e) = fallback(args, seed).and_then(|f| replay_file(args, f)) {
            eprintln!("narrator: {e:#}");
        }
        if run == 1 {
            eprintln!(
                "Watching {} for changes (Ctrl-C to stop).",
                args.script.display()
            );
        }
        wait_for_save(&rx, &files)?;
    }
}

/// The script and its config as absolute paths, as the watcher reports
/// them.
fn watched_files(args: &ScriptArgs) -> anyhow::Result<Vec<PathBuf>> {
    let mut files = vec![absolute(&args.script)?];
    // The config beside the script is watched even before it exists.
    let config = config_path(args).unwrap_or_else(|| {
        args.script
            .parent()
            .unwrap_or_else(|| Path::new("."))
            .join("config.yml")
    });
    files.push(absolute(&config)?);
    Ok(files)
}

/// `path` with its folder resolved (the file itself may be missing
/// between an editor's writes).
fn absolute(path: &Path) -> anyhow::Result<PathBuf> {
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let name = path
        .file_name()
        .with_context(|| format!("{} is not a file", path.display()))?;
    let dir = std::fs::canonicalize(dir)
        .with_context(|| format!("cannot find the folder of {}", path.display()))?;
    Ok(dir.join(name))
}

/// Blocks until one of `files` was written, then until the writes
/// settle.
fn wait_for_save(
    rx: &mpsc::Receiver<notify::Result<notify::Event>>,
    files: &[PathBuf],
) -> anyhow::Result<()> {
    let gone = || anyhow::anyhow!("the file watcher stopped");
    loop {
        match rx.recv().map_err(|_| gone())? {
            Ok(event) if is_save(&event, files) => break,
            Ok(_) => {}
            Err(e) => eprintln!("narrator: watching: {e}"),
        }
    }
    // Each further write restarts the wait.
    let mut deadline = Instant::now() + QUIET;
    loop {
        match rx.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
            Ok(Ok(event)) if is_save(&event, files) => deadline = Instant::now() + QUIET,
            Ok(_) => {}
            Err(mpsc::RecvTimeoutError::Timeout) => return Ok(()),
            Err(mpsc::RecvTimeoutError::Disconnected) => return Err(gone()),
        }
    }
}

/// Whether an event changes one of `files`. Opening and reading them (as
/// each run does) is not a change.
fn is_save(event: &notify::Event, files: &[PathBuf]) -> bool {
    let changes = match event.kind {
        EventKind::Access(AccessKind::Close(AccessMode::Write)) => true,
        EventKind::Access(_) | EventKind::Other => false,
        EventKind::Any | EventKind::Create(_) | EventKind::Modify(_) | EventKind::Remove(_) => true,
    };
    changes && event.paths.iter().any(|p| files.contains(p))
}

/// Marks where a run's output starts.
fn header(args: &ScriptArgs, run: u64) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    if args.json {
        writeln!(
            out,
            "{}",
            serde_json::json!({"event": "run", "run": run, "script": args.script.display().to_string()})
        )?;
    } else {
        writeln!(out, "=== {} (run {run}) ===", args.script.display())?;
    }
    out.flush()?;
    Ok(())
}
