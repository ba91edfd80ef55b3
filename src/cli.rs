//! Subcommands and their options.

use anyhow::Context;
use clap::{Parser, Subcommand, ValueEnum};
use narrator_console::{Ended, NewGame, Start};
use narrator_engine::mafia::Ruleset;
use narrator_engine::zombie::ZombieOptions;
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
    /// Mafia (`classic` preset).
    Mafia,
    /// The Zombie Game.
    Zombie,
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
        /// The role you want (mafia: villager, mafioso, cop, doctor;
        /// zombie: human, zombie).
        #[arg(long)]
        role: Option<String>,
        /// Zombie: how many zombies (default: a quarter of the players, at
        /// least 1).
        #[arg(long)]
        zombies: Option<u8>,
        /// Zombie: the maximum number of turns.
        #[arg(long, default_value_t = ZombieOptions::default().max_turns)]
        turns: u32,
        /// Zombie: seconds per turn (the host may end a turn sooner).
        #[arg(long, default_value_t = ZombieOptions::default().turn_secs)]
        turn_secs: u32,
        /// Zombie: the touched player must accept, within the turn.
        #[arg(long)]
        handshake_consent: bool,
        /// Zombie: an antidote may be given to another player.
        #[arg(long)]
        antidote_gift: bool,
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
        /// Zombie: the zombies dealt.
        #[arg(long, default_value_t = 1)]
        zombies: u8,
        /// The commitment published at the start.
        #[arg(long)]
        commitment: Option<String>,
    },
    /// The Zombie Game's script mode, for a judge running a game in a room.
    Zombie {
        #[command(subcommand)]
        command: ZombieCommand,
    },
}

/// Script-mode commands.
#[derive(Debug, Subcommand)]
pub enum ZombieCommand {
    /// Replay a judge's game.txt and print what to announce after each
    /// turn and at the end.
    Run {
        /// The recording (HUMAN/ZOMBIE/GAME_START set-up, then INTERACT,
        /// ANTIDOTE, NEXT_TURN lines).
        script: PathBuf,
        /// The players when the script has no set-up lines (default:
        /// config.yml beside the script).
        #[arg(long)]
        config: Option<PathBuf>,
        /// The seed that draws the zombies from the config (default: random).
        #[arg(long)]
        seed: Option<Seed>,
        /// Print JSON lines instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Write a starting game.txt from a config.yml, the zombies drawn at
    /// random.
    New {
        /// players: [..], zombie_count: N, total_turns: N
        #[arg(long, default_value = "config.yml")]
        config: PathBuf,
        /// Where to write (`-` for the standard output).
        #[arg(long, short, default_value = "game.txt")]
        output: PathBuf,
        /// A fixed seed for the draw.
        #[arg(long)]
        seed: Option<Seed>,
        /// Overwrite an existing file.
        #[arg(long)]
        force: bool,
    },
}

/// A Zombie game's options from the command line.
fn zombie_options(
    players: u8,
    zombies: Option<u8>,
    max_turns: u32,
    turn_secs: u32,
    handshake_consent: bool,
    antidote_gift: bool,
) -> anyhow::Result<ZombieOptions> {
    let zombies = zombies.unwrap_or((players / 4).max(1));
    if zombies == 0 {
        anyhow::bail!("a zombie game needs at least 1 zombie");
    }
    if max_turns == 0 {
        anyhow::bail!("a zombie game needs at least 1 turn");
    }
    Ok(ZombieOptions {
        zombies,
        max_turns,
        turn_secs,
        handshake_consent,
        antidote_gift,
        ..ZombieOptions::default()
    })
}

/// Runs a parsed command.
pub async fn run(args: Args) -> anyhow::Result<ExitCode> {
    match args.command {
        Command::Play {
            game,
            players,
            role,
            zombies,
            turns,
            turn_secs,
            handshake_consent,
            antidote_gift,
            seed,
            auto,
            delay_ms,
            resume,
            game_id,
        } => {
            let start = if resume {
                Start::Resume(game_id)
            } else {
                let config = match game {
                    None => anyhow::bail!(
                        "say which game to play (`narrator play mafia`, `narrator play zombie`) or use --resume"
                    ),
                    Some(GameName::Mafia) => GameConfig::Mafia(Ruleset::classic()),
                    Some(GameName::Zombie) => GameConfig::Zombie(zombie_options(
                        players,
                        zombies,
                        turns,
                        turn_secs,
                        handshake_consent,
                        antidote_gift,
                    )?),
                };
                Start::New(NewGame {
                    config,
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
        Command::Simulate {
            game: GameName::Zombie,
            ..
        } => anyhow::bail!("simulate plays mafia only for now"),
        Command::Verify {
            game,
            seed,
            players,
            zombies,
            commitment,
        } => {
            let config = match game {
                GameName::Mafia => GameConfig::Mafia(Ruleset::classic()),
                GameName::Zombie => GameConfig::Zombie(ZombieOptions {
                    zombies,
                    ..ZombieOptions::default()
                }),
            };
            crate::verify::run(&config, seed, players, commitment.as_deref())
        }
        Command::Zombie { command } => match command {
            ZombieCommand::Run {
                script,
                config,
                seed,
                json,
            } => crate::zombie::run(&script, config, seed, json),
            ZombieCommand::New {
                config,
                output,
                seed,
                force,
            } => crate::zombie::new(&config, &output, seed, force),
        },
    }
}
