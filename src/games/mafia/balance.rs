//! `narrator balance`: a mode's fairness measured by simulation. Plays
//! `--games` computer games at each table size on every core and prints,
//! per size, each side's win rate with a 95 % confidence interval (Wilson),
//! the mean number of days and how often each role wins; sizes where the
//! village's rate is outside the mode's band are marked.

use super::modes;
use indicatif::{ProgressBar, ProgressStyle};
use narrator_engine::bots::simulate;
use narrator_engine::mafia::MafiaTeam;
use narrator_engine::{GameConfig, Outcome, Seed, Team};
use serde::Serialize;
use std::collections::BTreeMap;
use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::Mutex;
use std::time::Instant;

/// What `narrator balance` is asked.
#[derive(Debug, clap::Args)]
pub struct BalanceArgs {
    /// The mode (`narrator modes` lists them).
    #[arg(long)]
    pub mode: String,
    /// Table sizes: one (`10`) or a range (`6..20`); the mode's range by
    /// default.
    #[arg(long)]
    pub players: Option<String>,
    /// Games per table size.
    #[arg(long, default_value_t = 1000)]
    pub games: u32,
    /// Threads (every core by default).
    #[arg(long)]
    pub jobs: Option<usize>,
    /// First seed (games use seed, seed+1, …).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Print JSON instead of the table (no progress bar).
    #[arg(long)]
    pub json: bool,
    /// Search each size's mafia count for the village's rate nearest the
    /// middle of the mode's band, and write the mode with those lists to
    /// FILE, printing what changed.
    #[arg(long, value_name = "FILE")]
    pub tune: Option<std::path::PathBuf>,
    /// Write the measured village rates into the mode's file (its
    /// `[balance]` table; the rest is kept): FILE, or by default the
    /// operator's file of the mode, else `modes/NAME.toml` here.
    // Not an empty default for the bare flag: a path may not be empty, so
    // clap refused `--write` alone.
    #[arg(long, value_name = "FILE", num_args = 0..=1)]
    pub write: Option<Option<std::path::PathBuf>>,
    /// The computer players outside the mafia vote at random by day
    /// (their night powers play as usual): the village's rate when it
    /// knows nothing, to compare with the strategy's.
    #[arg(long, conflicts_with_all = ["tune", "write", "village_skill"])]
    pub random_village: bool,
    /// The chance in percent (0–100) that a computer player outside the
    /// mafia casts its reasoned vote each day, in place of the mode's
    /// `[computers] village_skill`; 0 is `--random-village`.
    #[arg(long, value_name = "PERCENT", conflicts_with_all = ["tune", "write"])]
    pub village_skill: Option<u8>,
}

/// One side's wins at one size.
#[derive(Debug, Serialize)]
struct SideRate {
    side: String,
    wins: u32,
    rate: f64,
    low: f64,
    high: f64,
}

/// One role's games and wins at one size.
#[derive(Debug, Serialize)]
struct RoleRate {
    role: String,
    dealt: u32,
    won: u32,
    rate: f64,
}

/// One table size's figures.
#[derive(Debug, Serialize)]
struct Size {
    players: u8,
    games: u32,
    sides: Vec<SideRate>,
    mean_days: f64,
    roles: Vec<RoleRate>,
    /// The village's win rate in percent.
    village_rate: f64,
    in_band: bool,
}

/// The whole report.
#[derive(Debug, Serialize)]
struct Report {
    mode: String,
    band: (u8, u8),
    games_per_size: u32,
    sizes: Vec<Size>,
    games_per_second: f64,
    /// Whether the village's computer players voted at random.
    random_village: bool,
    /// The chance in percent that a village computer player reasoned its
    /// vote (0 with `random_village`).
    village_skill: u8,
}

/// Counts kept while games are played at one size.
#[derive(Default)]
struct Tally {
    games: u32,
    wins: BTreeMap<usize, u32>,
    phases: u64,
    dealt: BTreeMap<String, u32>,
    won: BTreeMap<String, u32>,
}

/// The 95 % Wilson interval of `wins` out of `games`.
fn wilson(wins: u32, games: u32) -> (f64, f64) {
    if games == 0 {
        return (0.0, 0.0);
    }
    let (n, z) = (f64::from(games), 1.96_f64);
    let p = f64::from(wins) / n;
    let denominator = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denominator;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denominator;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// `10` or `6..20` (both ends included).
fn sizes(text: Option<&str>, lo: u8, hi: u8) -> anyhow::Result<Vec<u8>> {
    let (a, b) = match text {
        None => (lo, hi),
        Some(t) => match t.split_once("..") {
            Some((a, b)) => (a.trim().parse()?, b.trim_start_matches('=').trim().parse()?),
            None => {
                let n: u8 = t.trim().parse()?;
                (n, n)
            }
        },
    };
    if a > b || a < lo || b > hi {
        anyhow::bail!("--players {a}..{b} is outside the mode's {lo} to {hi} players");
    }
    Ok((a..=b).collect())
}

/// Runs `narrator balance`.
pub fn run(args: &BalanceArgs) -> anyhow::Result<ExitCode> {
    let modes = modes::load()?;
    let mode = modes.get(&args.mode).ok_or_else(|| {
        anyhow::anyhow!(
            "there is no mode {:?}; the modes are {}",
            args.mode,
            modes.names()
        )
    })?;
    let mut rules = mode.ruleset()?;
    if args.random_village {
        rules.computers.village_skill = 0;
    }
    if let Some(skill) = args.village_skill {
        rules.computers.village_skill = skill;
    }
    rules.validate()?;
    let village_skill = rules.computers.village_skill;
    let config = GameConfig::Mafia(rules);
    let sides = config.sides();
    let sizes = sizes(args.players.as_deref(), mode.min_players, mode.max_players)?;
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from))
        .max(1);
    if let Some(out) = &args.tune {
        for line in super::tune::tune(mode, &sizes, args.games, jobs, out)? {
            println!("{line}");
        }
        return Ok(ExitCode::SUCCESS);
    }
    let work: Vec<(u8, u32)> = sizes
        .iter()
        .flat_map(|n| (0..args.games).map(move |g| (*n, g)))
        .collect();
    let bar = (!args.json && std::io::stdout().is_terminal()).then(|| {
        let bar = ProgressBar::new(work.len() as u64);
        if let Ok(style) =
            ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, {eta} left")
        {
            bar.set_style(style);
        }
        bar
    });
    let tallies: Mutex<BTreeMap<u8, Tally>> = Mutex::new(BTreeMap::new());
    let started = Instant::now();
    std::thread::scope(|scope| {
        for job in 0..jobs {
            let (work, config, sides, tallies, bar) = (&work, &config, &sides, &tallies, &bar);
            scope.spawn(move || {
                let mut local: BTreeMap<u8, Tally> = BTreeMap::new();
                for (i, (n, g)) in work.iter().enumerate().skip(job).step_by(jobs) {
                    let seed = Seed::from_number(
                        args.seed
                            .wrapping_add(u64::from(*n) << 32)
                            .wrapping_add(u64::from(*g)),
                    );
                    let sim = simulate::run(config, seed, *n, false);
                    let t = local.entry(*n).or_default();
                    t.games += 1;
                    t.phases += u64::from(sim.phases);
                    if let Some(result) = &sim.result {
                        if let Outcome::Won(team) = result.outcome
                            && let Some(at) = sides.iter().position(|s| *s == team)
                        {
                            *t.wins.entry(at).or_default() += 1;
                        }
                        for (seat, role) in result.roles.iter().enumerate() {
                            *t.dealt.entry(role.clone()).or_default() += 1;
                            let won = result.winners.iter().any(|w| w.index() == seat);
                            if won {
                                *t.won.entry(role.clone()).or_default() += 1;
                            }
                        }
                    }
                    if let Some(bar) = bar
                        && i % 64 == 0
                    {
                        bar.inc(64.min(work.len() as u64));
                    }
                }
                let mut all = tallies.lock().unwrap_or_else(|e| e.into_inner());
                for (n, t) in local {
                    let into = all.entry(n).or_default();
                    into.games += t.games;
                    into.phases += t.phases;
                    for (k, v) in t.wins {
                        *into.wins.entry(k).or_default() += v;
                    }
                    for (k, v) in t.dealt {
                        *into.dealt.entry(k).or_default() += v;
                    }
                    for (k, v) in t.won {
                        *into.won.entry(k).or_default() += v;
                    }
                }
            });
        }
    });
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    let secs = started.elapsed().as_secs_f64();
    let tallies = tallies.into_inner().unwrap_or_else(|e| e.into_inner());
    let code = |team: Team| {
        MafiaTeam::try_from(team).map_or_else(|_| "?".to_string(), |t| t.code().to_string())
    };
    let village = sides
        .iter()
        .position(|s| *s == Team::Mafia(MafiaTeam::Village));
    let report = Report {
        mode: mode.name.clone(),
        band: mode.village_band,
        games_per_size: args.games,
        games_per_second: work.len() as f64 / secs.max(1e-9),
        random_village: args.random_village,
        village_skill,
        sizes: tallies
            .into_iter()
            .map(|(n, t)| {
                let side_rates: Vec<SideRate> = sides
                    .iter()
                    .enumerate()
                    .map(|(i, s)| {
                        let wins = t.wins.get(&i).copied().unwrap_or(0);
                        let (low, high) = wilson(wins, t.games);
                        SideRate {
                            side: code(*s),
                            wins,
                            rate: f64::from(wins) / f64::from(t.games.max(1)),
                            low,
                            high,
                        }
                    })
                    .collect();
                let village_rate = village.map_or(0.0, |i| side_rates[i].rate * 100.0);
                let (lo, hi) = mode.village_band;
                Size {
                    players: n,
                    games: t.games,
                    mean_days: (t.phases as f64 / f64::from(t.games.max(1)) - 1.0).max(0.0) / 2.0,
                    roles: t
                        .dealt
                        .iter()
                        .map(|(role, dealt)| {
                            let won = t.won.get(role).copied().unwrap_or(0);
                            RoleRate {
                                role: role.clone(),
                                dealt: *dealt,
                                won,
                                rate: f64::from(won) / f64::from((*dealt).max(1)),
                            }
                        })
                        .collect(),
                    in_band: (f64::from(lo)..=f64::from(hi)).contains(&village_rate),
                    village_rate,
                    sides: side_rates,
                }
            })
            .collect(),
    };
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        print_table(&report);
    }
    if let Some(file) = &args.write {
        let file = match file {
            Some(file) => file.clone(),
            None => super::record::mode_file(&mode.name)?,
        };
        let measured = report
            .sizes
            .iter()
            .map(|s| (s.players, s.village_rate))
            .collect();
        super::record::write(&file, args.games, &measured)?;
        if !args.json {
            println!("the village's rates written to {}", file.display());
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn print_table(r: &Report) {
    println!(
        "mode {}: {} games per size, village target {}–{} %{}",
        r.mode,
        r.games_per_size,
        r.band.0,
        r.band.1,
        if r.random_village {
            " (the village votes at random)".to_string()
        } else if r.village_skill < 100 {
            format!(" (the village reasons {} % of its votes)", r.village_skill)
        } else {
            String::new()
        }
    );
    for size in &r.sizes {
        let sides: Vec<String> = size
            .sides
            .iter()
            .filter(|s| s.wins > 0 || s.side == "village" || s.side == "mafia")
            .map(|s| {
                format!(
                    "{} {:.1}% [{:.1}–{:.1}]",
                    s.side,
                    s.rate * 100.0,
                    s.low * 100.0,
                    s.high * 100.0
                )
            })
            .collect();
        println!(
            "{:>3} players  {}  days {:.1}{}",
            size.players,
            sides.join("  "),
            size.mean_days,
            if size.in_band {
                ""
            } else {
                "  ← outside the band"
            }
        );
        let roles: Vec<String> = size
            .roles
            .iter()
            .map(|role| format!("{} {:.0}%", role.role, role.rate * 100.0))
            .collect();
        println!("             roles win: {}", roles.join(", "));
    }
    println!("{:.0} games/s", r.games_per_second);
}
