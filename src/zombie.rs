//! `narrator zombie`: the Zombie Game's script mode, for a judge running a
//! live game in a room. The rules and the parser are the engine's
//! (`narrator_engine::zombie::script`); this reads the files and prints.

use anyhow::Context;
use narrator_engine::Seed;
use narrator_engine::render::en::{Names, zombie as text};
use narrator_engine::zombie::script::{
    Event, Fallback, Replay, ScriptConfig, Setup, error_json, to_json,
};
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Exit status for a bad line in the script.
const BAD_LINE: u8 = 2;

/// Reads and checks a `config.yml`.
fn read_config(path: &Path) -> anyhow::Result<ScriptConfig> {
    let yaml =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    serde_yaml_ng::from_str(&yaml).with_context(|| {
        format!(
            "{} is not a valid config (players: [..], zombie_count: N, total_turns: N)",
            path.display()
        )
    })
}

fn seed_or_fresh(seed: Option<Seed>) -> anyhow::Result<Seed> {
    match seed {
        Some(s) => Ok(s),
        None => Ok(narrator_runtime::seed::fresh()?),
    }
}

/// `narrator zombie run`: replays `script`, printing each announcement as
/// it comes; the first bad line stops it with exit status 2.
pub fn run(
    script: &Path,
    config: Option<PathBuf>,
    seed: Option<Seed>,
    json: bool,
) -> anyhow::Result<ExitCode> {
    let file =
        std::fs::File::open(script).with_context(|| format!("cannot open {}", script.display()))?;
    // The players for a script without set-up lines: the config given, or
    // config.yml beside the script if there is one. It is read now but
    // only matters if the script has no set-up lines.
    let config = config.or_else(|| {
        let beside = script
            .parent()
            .unwrap_or_else(|| Path::new("."))
            .join("config.yml");
        beside.exists().then_some(beside)
    });
    let fallback = match config {
        None => Fallback::None,
        Some(path) => match read_config(&path) {
            Ok(c) => Fallback::Config(c, seed_or_fresh(seed)?),
            Err(e) => Fallback::Broken(format!("{e:#}")),
        },
    };
    let mut replay = Replay::new(fallback);
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut events = Vec::new();
    let mut reader = BufReader::new(file);
    let mut buf = Vec::new();
    let mut no = 0;
    let outcome = loop {
        buf.clear();
        let read = reader
            .read_until(b'\n', &mut buf)
            .with_context(|| format!("cannot read {}", script.display()))?;
        if read == 0 {
            let end = replay.finish(&mut events);
            print(&mut out, &events, &replay, json)?;
            break end;
        }
        no += 1;
        let result = replay.line(no, &String::from_utf8_lossy(&buf), &mut events);
        print(&mut out, &events, &replay, json)?;
        events.clear();
        if result.is_err() {
            break result;
        }
    };
    match outcome {
        Ok(()) => {
            out.flush()?;
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            if json {
                writeln!(out, "{}", error_json(&e))?;
            }
            out.flush()?;
            eprintln!("narrator: {}: {e}", script.display());
            eprintln!("Nothing from that line on was applied.");
            Ok(ExitCode::from(BAD_LINE))
        }
    }
}

fn print(
    out: &mut impl Write,
    events: &[Event],
    replay: &Replay,
    json: bool,
) -> anyhow::Result<()> {
    for event in events {
        if json {
            writeln!(out, "{}", to_json(event, replay))?;
        } else {
            let names = Names(replay.names());
            writeln!(out, "{}", text::script_event(event, &names, replay.roles()))?;
        }
    }
    Ok(())
}

/// `narrator zombie new`: writes a starting `game.txt` from a config, the
/// zombies drawn at random (or with `seed`).
pub fn new(
    config: &Path,
    output: &Path,
    seed: Option<Seed>,
    force: bool,
) -> anyhow::Result<ExitCode> {
    let cfg = read_config(config)?;
    let seed = seed_or_fresh(seed)?;
    let setup =
        Setup::draw(&cfg, &seed).map_err(|e| anyhow::anyhow!("{}: {e}", config.display()))?;
    let to_stdout = output == Path::new("-");
    let shown = if to_stdout {
        "game.txt".to_string()
    } else {
        output.display().to_string()
    };
    let body = format!(
        "# Zombie Game set-up, written by `narrator zombie new` from {} (seed {seed}).\n\
         # Record the game below, one command a line, then replay it with\n\
         # `narrator zombie run {}`:\n\
         #   INTERACT a b   (aliases TOUCH, i, t)\n\
         #   ANTIDOTE a     (alias a)\n\
         #   NEXT_TURN      (aliases NEXT_ROUND, nt, nr)\n\
         {}",
        config.display(),
        shown,
        setup.to_lines()
    );
    if to_stdout {
        print!("{body}");
        return Ok(ExitCode::SUCCESS);
    }
    if output.exists() && !force {
        anyhow::bail!(
            "{} exists; choose another --output or add --force to overwrite it",
            output.display()
        );
    }
    std::fs::write(output, body).with_context(|| format!("cannot write {}", output.display()))?;
    let zombies: Vec<&str> = setup
        .names
        .iter()
        .zip(&setup.roles)
        .filter(|(_, r)| **r == narrator_engine::zombie::Role::Zombie)
        .map(|(n, _)| n.as_str())
        .collect();
    println!(
        "Wrote {}: {} players, {} turns. Zombies (tell them privately): {}.",
        output.display(),
        setup.names.len(),
        setup.max_turns,
        zombies.join(", ")
    );
    Ok(ExitCode::SUCCESS)
}
