//! Subcommands and their options.

use anyhow::Context;
use clap::{Parser, Subcommand, ValueEnum};
use narrator_console::{Ended, NewGame, Start};
use narrator_engine::mafia::{Preset, Ruleset};
use narrator_engine::{GameConfig, Seed};
use narrator_store::Store;
use std::path::PathBuf;
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
    /// Mafia (presets `classic` and `hp`, or a ruleset file).
    Mafia,
}

/// The built-in Mafia presets.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum PresetName {
    /// The King-of-the-Hill rules.
    Classic,
    /// Hit-point Mafia.
    Hp,
}

/// Where the game's ruleset comes from.
#[derive(Debug, clap::Args)]
pub struct RulesArgs {
    /// A built-in preset.
    #[arg(long, value_enum, conflicts_with = "ruleset")]
    pub preset: Option<PresetName>,
    /// A ruleset in TOML: a `preset` plus the options it changes.
    #[arg(long, value_name = "FILE")]
    pub ruleset: Option<PathBuf>,
}

impl RulesArgs {
    /// The chosen ruleset (classic by default), validated.
    pub fn load(&self) -> anyhow::Result<Ruleset> {
        if let Some(path) = &self.ruleset {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("cannot read the ruleset {}", path.display()))?;
            return Ruleset::from_toml(&text)
                .with_context(|| format!("the ruleset {} is refused", path.display()));
        }
        let rules = match self.preset.unwrap_or(PresetName::Classic) {
            PresetName::Classic => Preset::Classic,
            PresetName::Hp => Preset::Hp,
        }
        .ruleset();
        rules.validate()?;
        Ok(rules)
    }
}

/// What to do.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play at the terminal against computer players.
    Play {
        /// The game (omit with --resume).
        game: Option<GameName>,
        #[command(flatten)]
        rules: RulesArgs,
        /// Seats in all, yours included.
        #[arg(long, default_value_t = 7)]
        players: u8,
        /// The role you want (classic: villager, mafioso, cop, doctor; hp:
        /// commoner, mafioso, detective, healer).
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
        #[command(flatten)]
        rules: RulesArgs,
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
        #[command(flatten)]
        rules: RulesArgs,
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
    /// Print a ruleset: as a table for players, or as TOML to edit and
    /// load again with --ruleset.
    Rules {
        /// The game.
        game: GameName,
        #[command(flatten)]
        rules: RulesArgs,
        /// Print TOML instead of the table.
        #[arg(long)]
        toml: bool,
    },
}

/// Runs a parsed command.
pub async fn run(args: Args) -> anyhow::Result<ExitCode> {
    match args.command {
        Command::Play {
            game,
            rules,
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
                    config: GameConfig::Mafia(rules.load()?),
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
            rules,
            games,
            players,
            seed,
        } => crate::simulate::run(GameConfig::Mafia(rules.load()?), games, players, seed),
        Command::Verify {
            game: GameName::Mafia,
            rules,
            seed,
            players,
            commitment,
        } => crate::verify::run(
            GameConfig::Mafia(rules.load()?),
            seed,
            players,
            commitment.as_deref(),
        ),
        Command::Rules {
            game: GameName::Mafia,
            rules,
            toml,
        } => {
            let rules = rules.load()?;
            if toml {
                print!("{}", rules.to_toml());
            } else {
                println!("{}", narrator_engine::render::en::mafia::rules(&rules));
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}
