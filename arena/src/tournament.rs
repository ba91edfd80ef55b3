//! A tournament: N games with every bot, roles dealt at random by each
//! game's seed, J games at a time, then the score table.

use crate::discover::{self, Bot, DiscoverError, Skipped};
use crate::driver::{self, GameError, GameOutcome, Settings};
use crate::log;
use crate::report::Report;
use crate::score;
use narrator_engine::Seed;
use narrator_engine::mafia::MafiaTeam;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;
use thiserror::Error;

/// How a tournament is run.
#[derive(Clone, Debug)]
pub struct Options {
    /// Games to play.
    pub games: u64,
    /// Game `i` (1-based) uses the seed made from `seed + i`.
    pub seed: u64,
    /// Games played at the same time.
    pub jobs: usize,
    /// Rounds, time limits.
    pub settings: Settings,
    /// Where each game's log is written.
    pub logs: PathBuf,
    /// Whether to draw a progress bar on stderr.
    pub progress: bool,
}

/// A finished tournament.
#[derive(Debug)]
pub struct Tournament {
    /// The scores and totals.
    pub report: Report,
    /// Sub-folders that were not bots after all.
    pub skipped: Vec<Skipped>,
}

/// Why a tournament could not be run.
#[derive(Debug, Error)]
pub enum ArenaError {
    /// The bots folder is unusable.
    #[error(transparent)]
    Discover(#[from] DiscoverError),
    /// Too few or too many bots for `classic`.
    #[error(
        "classic mafia needs {min} to {max} players; {dir} has {have} bots (sub-folders with an executable `run`)"
    )]
    BotCount {
        /// The bots folder.
        dir: String,
        /// Bots found.
        have: usize,
        /// Fewest players.
        min: u8,
        /// Most players.
        max: u8,
    },
    /// A game could not be set up.
    #[error("game {game}: {source}")]
    Game {
        /// The game's number.
        game: u64,
        /// Why.
        source: GameError,
    },
    /// A folder or log could not be written.
    #[error("{what}: {source}")]
    Io {
        /// What was being done.
        what: String,
        /// Why it failed.
        source: std::io::Error,
    },
}

/// The seed of game `i` in a tournament seeded `seed`.
pub fn game_seed(seed: u64, i: u64) -> Seed {
    Seed::from_number(seed.wrapping_add(i))
}

/// Plays the tournament with the bots in `bots_dir`.
pub async fn run(bots_dir: &Path, opts: &Options) -> Result<Tournament, ArenaError> {
    let (bots, skipped) = discover::discover(bots_dir)?;
    let rules = driver::rules();
    if bots.len() < usize::from(rules.min_players) || bots.len() > usize::from(rules.max_players) {
        return Err(ArenaError::BotCount {
            dir: bots_dir.display().to_string(),
            have: bots.len(),
            min: rules.min_players,
            max: rules.max_players,
        });
    }
    let io = |what: String| move |source| ArenaError::Io { what, source };
    std::fs::create_dir_all(&opts.logs).map_err(io(format!(
        "cannot create the logs folder {}",
        opts.logs.display()
    )))?;
    let work = tempfile::Builder::new()
        .prefix("narrator-arena-")
        .tempdir()
        .map_err(io("cannot create a work folder".into()))?;
    let bar = if opts.progress {
        let bar = indicatif::ProgressBar::new(opts.games);
        if let Ok(style) = indicatif::ProgressStyle::with_template(
            "{bar:40} {pos}/{len} games  {elapsed_precise} (eta {eta})",
        ) {
            bar.set_style(style);
        }
        bar
    } else {
        indicatif::ProgressBar::hidden()
    };
    let started = Instant::now();
    let shared = Arc::new(Shared {
        bots,
        next: AtomicU64::new(1),
        opts: opts.clone(),
        work: work.path().to_path_buf(),
        bar: bar.clone(),
    });
    let mut workers = tokio::task::JoinSet::new();
    for _ in 0..opts.jobs.max(1) {
        let shared = Arc::clone(&shared);
        workers.spawn(async move { shared.work().await });
    }
    let mut outcomes: Vec<(u64, GameOutcome)> = Vec::new();
    let mut failure = None;
    while let Some(joined) = workers.join_next().await {
        match joined {
            Ok(Ok(done)) => outcomes.extend(done),
            Ok(Err(e)) => failure = failure.or(Some(e)),
            Err(e) => {
                failure = failure.or(Some(ArenaError::Io {
                    what: "a game worker stopped".into(),
                    source: std::io::Error::other(e.to_string()),
                }))
            }
        }
    }
    bar.finish_and_clear();
    if let Some(e) = failure {
        return Err(e);
    }
    outcomes.sort_by_key(|(i, _)| *i);
    let games: Vec<GameOutcome> = outcomes.into_iter().map(|(_, g)| g).collect();
    let seconds = started.elapsed().as_secs_f64();
    let names: Vec<String> = shared.bots.iter().map(|b| b.name.clone()).collect();
    let count = |w: Option<MafiaTeam>| games.iter().filter(|g| g.winner == w).count() as u64;
    let report = Report {
        games: games.len() as u64,
        village_wins: count(Some(MafiaTeam::Village)),
        mafia_wins: count(Some(MafiaTeam::Mafia)),
        stopped: count(None),
        seconds,
        games_per_second: if seconds > 0.0 {
            games.len() as f64 / seconds
        } else {
            0.0
        },
        logs: opts.logs.display().to_string(),
        bots: score::tally(&names, &games),
    };
    Ok(Tournament { report, skipped })
}

struct Shared {
    bots: Vec<Bot>,
    next: AtomicU64,
    opts: Options,
    work: PathBuf,
    bar: indicatif::ProgressBar,
}

impl Shared {
    /// Plays games until none are left.
    async fn work(&self) -> Result<Vec<(u64, GameOutcome)>, ArenaError> {
        let mut done = Vec::new();
        loop {
            let i = self.next.fetch_add(1, Ordering::SeqCst);
            if i > self.opts.games {
                return Ok(done);
            }
            let mut entries = Vec::new();
            let seed = game_seed(self.opts.seed, i);
            let outcome = driver::play(
                &self.bots,
                i,
                seed,
                &self.work,
                self.opts.settings,
                &mut entries,
            )
            .await
            .map_err(|source| ArenaError::Game { game: i, source })?;
            let path = log::path(&self.opts.logs, i);
            log::write(&path, &entries).map_err(|source| ArenaError::Io {
                what: format!("cannot write {}", path.display()),
                source,
            })?;
            self.bar.inc(1);
            done.push((i, outcome));
        }
    }
}
