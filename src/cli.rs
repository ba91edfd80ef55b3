//! Subcommands and their options.

use anyhow::Context;
use clap::{Parser, Subcommand, ValueEnum};
use narrator_console::{Ended, NewGame, Start};
use narrator_engine::mafia::Ruleset;
use narrator_engine::wumpus::{Cave, WumpusRules};
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
    /// Hunt the Twisted Wumpus, multiplayer (1 to 5 players).
    Wumpus,
}

impl GameName {
    /// The game's options as the rules text has them.
    fn config(self) -> anyhow::Result<GameConfig> {
        Ok(match self {
            GameName::Mafia => GameConfig::Mafia(Ruleset::classic()),
            GameName::Wumpus => GameConfig::Wumpus(
                WumpusRules::standard().context("the shipped Wumpus map does not load")?,
            ),
        })
    }

    /// The game's options on a cave map read from a file (Wumpus only).
    fn config_with_map(self, path: &std::path::Path) -> anyhow::Result<GameConfig> {
        if !matches!(self, GameName::Wumpus) {
            anyhow::bail!("--map is for the wumpus game");
        }
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read the map {}", path.display()))?;
        let cave = Cave::parse(&text)
            .with_context(|| format!("the map {} is not a usable cave", path.display()))?;
        Ok(GameConfig::Wumpus(WumpusRules::on(cave)))
    }

    /// Seats when `--players` is not given.
    fn default_players(self) -> u8 {
        match self {
            GameName::Mafia => 7,
            GameName::Wumpus => 4,
        }
    }
}

/// What to do.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play at the terminal against computer players.
    Play {
        /// The game (omit with --resume).
        game: Option<GameName>,
        /// Seats in all, yours included (default: 7 for mafia, 4 for wumpus).
        #[arg(long)]
        players: Option<u8>,
        /// The role you want (villager, mafioso, cop, doctor).
        #[arg(long)]
        role: Option<String>,
        /// Wumpus only: a cave map file (`label: neighbours` lines, the
        /// first room is the start) instead of the rules' 35 rooms.
        #[arg(long)]
        map: Option<std::path::PathBuf>,
        /// Wumpus only: seconds a player has for a turn (the rules say 60).
        #[arg(long)]
        turn_secs: Option<u32>,
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
        #[arg(long, conflicts_with_all = ["game", "role", "seed", "auto", "map", "turn_secs"])]
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

/// Applies `--turn-secs` to a Wumpus hunt.
fn with_turn_secs(config: GameConfig, secs: Option<u32>) -> anyhow::Result<GameConfig> {
    match (config, secs) {
        (config, None) => Ok(config),
        (GameConfig::Wumpus(mut rules), Some(secs)) if secs > 0 => {
            rules.turn_secs = secs;
            Ok(GameConfig::Wumpus(rules))
        }
        (GameConfig::Wumpus(_), Some(_)) => anyhow::bail!("--turn-secs must be at least 1"),
        (_, Some(_)) => anyhow::bail!("--turn-secs is for the wumpus game"),
    }
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
            map,
            turn_secs,
        } => {
            let start = if resume {
                Start::Resume(game_id)
            } else {
                let Some(game) = game else {
                    anyhow::bail!("say which game to play (`narrator play mafia`) or use --resume");
                };
                Start::New(NewGame {
                    config: with_turn_secs(
                        match map {
                            Some(path) => game.config_with_map(&path)?,
                            None => game.config()?,
                        },
                        turn_secs,
                    )?,
                    players: players.unwrap_or(game.default_players()),
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
        Command::Simulate {
            game: GameName::Wumpus,
            games,
            players,
            seed,
        } => crate::simulate::run_hunt(GameName::Wumpus.config()?, games, players, seed),
        Command::Verify {
            game: GameName::Mafia,
            seed,
            players,
            commitment,
        } => crate::verify::run(seed, players, commitment.as_deref()),
        Command::Verify {
            game: GameName::Wumpus,
            seed,
            players,
            commitment,
        } => crate::verify::run_hunt(
            &GameName::Wumpus.config()?,
            seed,
            players,
            commitment.as_deref(),
        ),
    }
}
