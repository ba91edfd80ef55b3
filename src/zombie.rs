//! `narrator zombie`: the Zombie Game's script mode, for a judge running a
//! live game in a room. The rules and the parser are the engine's
//! (`narrator_engine::zombie::script`); this reads the files and prints.

mod watch;

use anyhow::Context;
use narrator_engine::Seed;
use narrator_engine::render::Names;
use narrator_engine::zombie::ZombieMessage;
use narrator_engine::zombie::render as text;
use narrator_engine::zombie::script::{
    Event, Fallback, Mode, Replay, ScriptConfig, ScriptError, Setup, error_json, to_json,
    warning_json,
};
use narrator_i18n::Lang;
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

pub use watch::watch;

/// Exit status for a bad line in the script.
const BAD_LINE: u8 = 2;

/// What `narrator zombie run` and `narrator zombie watch` replay, and how.
#[derive(Debug, clap::Args)]
pub struct ScriptArgs {
    /// The recording (HUMAN/ZOMBIE/GAME_START set-up, then INTERACT,
    /// ANTIDOTE, NEXT_TURN lines).
    pub script: PathBuf,
    /// The players when the script has no set-up lines (default:
    /// config.yml beside the script).
    #[arg(long)]
    pub config: Option<PathBuf>,
    /// The seed that draws the zombies from the config (default: random).
    #[arg(long)]
    pub seed: Option<Seed>,
    /// Print JSON lines instead of text (each turn's line always carries
    /// every player's state).
    #[arg(long)]
    pub json: bool,
    /// After each turn, print the judge's table: every player's state,
    /// antidote and score, and the top five of each side.
    #[arg(long)]
    pub status: bool,
    /// Stop at a line that breaks a rule the original judge let pass (a
    /// second antidote, a pair meeting twice in a turn, a line after the
    /// game's end) instead of warning and going on.
    #[arg(long)]
    pub strict: bool,
}

impl ScriptArgs {
    fn mode(&self) -> Mode {
        if self.strict {
            Mode::Strict
        } else {
            Mode::Lenient
        }
    }
}

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

/// The config for a script without set-up lines: the one given, or
/// config.yml beside the script if there is one.
fn config_path(args: &ScriptArgs) -> Option<PathBuf> {
    args.config.clone().or_else(|| {
        let beside = args
            .script
            .parent()
            .unwrap_or_else(|| Path::new("."))
            .join("config.yml");
        beside.exists().then_some(beside)
    })
}

/// Where the players come from when the script has no set-up lines. The
/// config is read now but only matters if the script needs it.
fn fallback(args: &ScriptArgs, seed: Option<Seed>) -> anyhow::Result<Fallback> {
    Ok(match config_path(args) {
        None => Fallback::None,
        Some(path) => match read_config(&path) {
            Ok(c) => Fallback::Config(c, seed_or_fresh(seed)?),
            Err(e) => Fallback::Broken(format!("{e:#}")),
        },
    })
}

/// `narrator zombie run`: replays the script, printing each announcement
/// as it comes; the first bad line stops it with exit status 2.
pub fn run(args: &ScriptArgs) -> anyhow::Result<ExitCode> {
    let fallback = fallback(args, args.seed)?;
    Ok(match replay_file(args, fallback)? {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => ExitCode::from(BAD_LINE),
    })
}

/// Replays the script once, streaming: announcements (and the judge's
/// table with `--status`) to stdout, warnings and the bad line to stderr
/// (and to stdout as JSON lines with `--json`). The outer error is an
/// unreadable file; the inner one the bad line that stopped the replay.
fn replay_file(args: &ScriptArgs, fallback: Fallback) -> anyhow::Result<Result<(), ScriptError>> {
    let script = &args.script;
    let file =
        std::fs::File::open(script).with_context(|| format!("cannot open {}", script.display()))?;
    let mut replay = Replay::with_mode(fallback, args.mode());
    let mut printer = Printer {
        out: BufWriter::new(std::io::stdout().lock()),
        args,
        table: String::new(),
    };
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
            printer.events(&events, &replay)?;
            break end;
        }
        no += 1;
        let result = replay.line(no, &String::from_utf8_lossy(&buf), &mut events);
        printer.events(&events, &replay)?;
        printer.warnings(&mut replay)?;
        events.clear();
        if result.is_err() {
            break result;
        }
    };
    if let Err(e) = &outcome {
        if args.json {
            writeln!(printer.out, "{}", error_json(e))?;
        }
        printer.out.flush()?;
        eprintln!("narrator: {}: {e}", script.display());
        eprintln!("Nothing from that line on was applied.");
    }
    printer.out.flush()?;
    Ok(outcome)
}

/// Prints a replay's output as it comes.
struct Printer<'a, W: Write> {
    out: W,
    args: &'a ScriptArgs,
    /// The judge's table, reused from turn to turn.
    table: String,
}

impl<W: Write> Printer<'_, W> {
    fn events(&mut self, events: &[Event], replay: &Replay) -> anyhow::Result<()> {
        for event in events {
            if self.args.json {
                writeln!(self.out, "{}", to_json(event, replay))?;
                continue;
            }
            let names = Names::new(replay.names());
            writeln!(
                self.out,
                "{}",
                text::script_event(Lang::En, event, &names, replay.roles())
            )?;
            if let Event::Announce(ZombieMessage::TurnEnded(r)) = event
                && self.args.status
                && let Some(status) = replay.status(r.turn)
            {
                self.table.clear();
                status.write_table(&mut self.table)?;
                self.out.write_all(self.table.as_bytes())?;
            }
        }
        Ok(())
    }

    /// Warnings go to stderr as they come (and into the JSON lines), so
    /// the judge sees which line did nothing.
    fn warnings(&mut self, replay: &mut Replay) -> anyhow::Result<()> {
        for w in replay.take_warnings() {
            if self.args.json {
                writeln!(self.out, "{}", warning_json(&w))?;
            }
            eprintln!("narrator: {}: warning: {w}", self.args.script.display());
        }
        Ok(())
    }
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
