//! Subcommands and their options.

use anyhow::Context;
use clap::{Parser, Subcommand, ValueEnum};
use narrator_console::{Ended, NewGame, Start};
use narrator_engine::mafia::Ruleset;
use narrator_engine::{GameConfig, Seed};
use narrator_store::Store;
use std::process::ExitCode;
use std::time::Duration;

/// A game-master bot for social party games.
#[derive(Debug, Parser)]
#[command(name = "narrator", version, about)]
pub struct Args {
    /// The SQLite database (created when missing).
    #[arg(
        long,
        env = "DATABASE_URL",
        default_value = "sqlite://narrator.db",
        global = true
    )]
    pub database_url: String,
    #[command(subcommand)]
    pub command: Command,
}

/// Games narrator hosts.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum GameName {
    /// Mafia (`classic` preset).
    Mafia,
}

/// What to do.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play at the terminal against computer players.
    Play {
        /// The game (omit with --resume).
        game: Option<GameName>,
        /// Seats in all, yours included.
        #[arg(long, default_value_t = 7)]
        players: u8,
        /// The role you want (villager, mafioso, cop, doctor).
        #[arg(long)]
        role: Option<String>,
        /// A fixed seed (64 hex digits or a number) instead of 256 random bits.
        #[arg(long)]
        seed: Option<Seed>,
        /// A computer plays your seat too, and the whole game is printed.
        #[arg(long)]
        auto: bool,
        /// With --auto, milliseconds between moves.
        #[arg(long, default_value_t = 0)]
        delay_ms: u64,
        /// Continue the last unfinished terminal game.
        #[arg(long, conflicts_with_all = ["game", "role", "seed", "auto"])]
        resume: bool,
        /// With --resume, the game to continue (its number) instead of the last.
        #[arg(long = "game", requires = "resume")]
        game_id: Option<i64>,
    },
    /// Play many all-computer games and print win rates and speed.
    Simulate {
        /// The game.
        game: GameName,
        /// How many games.
        #[arg(long, default_value_t = 1000)]
        games: u32,
        /// Seats per game.
        #[arg(long, default_value_t = 10)]
        players: u8,
        /// First seed (games use seed, seed+1, …); random otherwise.
        #[arg(long)]
        seed: Option<u64>,
    },
    /// External Mafia bots over the file protocol (rules/bot-protocol.md).
    Arena {
        #[command(subcommand)]
        command: ArenaCommand,
    },
    /// Recompute a finished game's deal from its revealed seed and check
    /// it against the commitment published at its start.
    Verify {
        /// The game.
        #[arg(long, value_enum, default_value = "mafia")]
        game: GameName,
        /// The revealed seed (64 hex digits).
        #[arg(long)]
        seed: Seed,
        /// Seats in the game.
        #[arg(long)]
        players: u8,
        /// The commitment published at the start.
        #[arg(long)]
        commitment: Option<String>,
    },
}

/// What the arena does.
#[derive(Debug, Subcommand)]
pub enum ArenaCommand {
    /// Play a tournament of `classic` games and print the score table.
    Run {
        /// The bots: every sub-folder with an executable `run`.
        #[arg(long)]
        bots: std::path::PathBuf,
        /// Games to play.
        #[arg(long, default_value_t = 100)]
        games: u64,
        /// First seed (game i uses seed + i); random otherwise.
        #[arg(long)]
        seed: Option<u64>,
        /// Games played at the same time.
        #[arg(long, default_value_t = 1)]
        jobs: usize,
        /// Time limit for one run of a bot, in milliseconds.
        #[arg(long, default_value_t = 5000)]
        timeout_ms: u64,
        /// Rounds in a day: the protocol says 50; fewer only for quick trials.
        #[arg(long, default_value_t = 50)]
        rounds: u32,
        /// A game still going after this many days is stopped (bots that
        /// never kill nor lynch would play forever); it counts as lost by both.
        #[arg(long, default_value_t = 100)]
        max_days: u32,
        /// Where each game's log is kept (for `narrator arena replay`).
        #[arg(long, default_value = "arena-logs")]
        logs: std::path::PathBuf,
        /// Print the report as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Show what each bot was told and answered in one game.
    Replay {
        /// The game's number, or the path of its log.
        game: String,
        /// The logs folder of the tournament.
        #[arg(long, default_value = "arena-logs")]
        logs: std::path::PathBuf,
    },
}

/// Runs a parsed command.
pub async fn run(args: Args) -> anyhow::Result<ExitCode> {
    match args.command {
        Command::Play {
            game,
            players,
            role,
            seed,
            auto,
            delay_ms,
            resume,
            game_id,
        } => {
            let start = if resume {
                Start::Resume(game_id)
            } else {
                if game.is_none() {
                    anyhow::bail!("say which game to play (`narrator play mafia`) or use --resume");
                }
                Start::New(NewGame {
                    config: GameConfig::Mafia(Ruleset::classic()),
                    players,
                    role,
                    seed,
                    auto,
                })
            };
            let store = Store::open(&args.database_url)
                .await
                .with_context(|| format!("cannot open the database {}", args.database_url))?;
            let ended =
                narrator_console::play(&store, start, Duration::from_millis(delay_ms)).await;
            store.close().await;
            match ended? {
                Ended::Finished => Ok(ExitCode::SUCCESS),
                Ended::Saved => Ok(ExitCode::from(3)),
            }
        }
        Command::Simulate {
            game: GameName::Mafia,
            games,
            players,
            seed,
        } => crate::simulate::run(games, players, seed),
        Command::Arena { command } => crate::arena::run(command).await,
        Command::Verify {
            game: GameName::Mafia,
            seed,
            players,
            commitment,
        } => crate::verify::run(seed, players, commitment.as_deref()),
    }
}
