//! Subcommands and their options.

use crate::games::{
    GameCommand, GameName, PlayOptions, RulesOptions, SimulateOptions, SoakOptions, StatsOptions,
    VerifyOptions,
};
use clap::{Parser, Subcommand};
use narrator_console::{Ended, NewGame, Start};
use narrator_engine::Seed;
use narrator_i18n::{Lang, text};
use narrator_store::Store;
use std::process::ExitCode;
use std::time::Duration;

/// A game-master bot for social party games.
#[derive(Debug, Parser)]
#[command(name = "narrator", version, about)]
pub struct Args {
    /// The database: sqlite://FILE (created when missing) or
    /// postgres://USER:PASSWORD@HOST:PORT/DATABASE.
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

/// What to do.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run the bot on every chat platform whose token is set.
    Serve {
        #[command(flatten)]
        platforms: crate::serve::ServeArgs,
    },
    /// Serve the web pages alone (leaderboards, players, game replays),
    /// on NARRATOR_WEB_LISTEN or 127.0.0.1:8080.
    Web {
        #[command(flatten)]
        web: narrator_web::WebArgs,
    },
    /// Play at the terminal against computer players.
    Play {
        /// The game (omit with --resume).
        game: Option<GameName>,
        #[command(flatten)]
        options: PlayOptions,
        /// Seats in all, yours included (default: 7 for mafia and zombie,
        /// 4 for wumpus; at least the preset's minimum, e.g. 10 for sport).
        #[arg(long)]
        players: Option<u8>,
        /// The role you want (classic: villager, mafioso, cop, doctor; hp:
        /// commoner, mafioso, detective, healer; sport: villager, mafioso,
        /// don, sheriff; zombie: human, zombie).
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
        #[arg(long, conflicts_with_all = ["game", "role", "seed", "auto", "map", "turn_secs"])]
        resume: bool,
        /// With --resume, the game to continue (its number) instead of the last.
        #[arg(long = "game", requires = "resume")]
        game_id: Option<i64>,
        /// The language to play in: en, ru or vi (default: the one a
        /// resumed game was played in, else LC_ALL, LC_MESSAGES or LANG,
        /// e.g. ru_RU.UTF-8 is Russian; else English).
        #[arg(long)]
        lang: Option<Lang>,
    },
    /// Play many all-computer games and print win rates and speed.
    Simulate {
        /// The game.
        game: GameName,
        #[command(flatten)]
        options: SimulateOptions,
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
        #[command(flatten)]
        options: VerifyOptions,
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
        options: RulesOptions,
        /// Print TOML instead of the table.
        #[arg(long)]
        toml: bool,
        /// The table's language: en, ru or vi (default: from LC_ALL,
        /// LC_MESSAGES or LANG; else English).
        #[arg(long)]
        lang: Option<Lang>,
    },
    /// The roles a ruleset deals, one line each; with a role's name
    /// (English, or in --lang), that role in full: its side, its night,
    /// what an investigation shows (`/mafia roles` and `/mafia role` in
    /// chat).
    Roles {
        /// The game.
        game: GameName,
        #[command(flatten)]
        options: RulesOptions,
        /// A role to describe, e.g. godfather.
        role: Vec<String>,
        /// The language: en, ru or vi (default: from LC_ALL, LC_MESSAGES
        /// or LANG; else English).
        #[arg(long)]
        lang: Option<Lang>,
    },
    /// The games' own subcommands (the Zombie judge's script mode).
    #[command(flatten)]
    Game(GameCommand),
    /// Statistics from the finished games in the database: one player's,
    /// or everyone's ranking (by win rate, then games, then rating).
    Stats {
        /// A player id (e.g. telegram:42) or the name they played under;
        /// everyone when omitted.
        player: Option<String>,
        /// The game.
        #[arg(long, value_enum, default_value = "mafia")]
        game: GameName,
        /// Only games played in this place (e.g. telegram:-100123).
        #[arg(long)]
        place: Option<String>,
        #[command(flatten)]
        options: StatsOptions,
        /// Everyone's ranking: the fewest games to be listed.
        #[arg(long, default_value_t = 1)]
        min_games: u32,
        /// The language: en, ru or vi (default: from LC_ALL, LC_MESSAGES
        /// or LANG; else English).
        #[arg(long)]
        lang: Option<Lang>,
    },
    /// The last finished games of a place (terminal games by default),
    /// one line each: number, game and preset, when, winner.
    History {
        /// The place: `console` for terminal games, or a chat such as
        /// telegram:-100123 or discord:CHANNEL.
        #[arg(long, default_value = narrator_console::SURFACE)]
        place: String,
        /// How many games to list.
        #[arg(long, default_value_t = 10)]
        limit: u32,
        /// The language: en, ru or vi (default: from LC_ALL, LC_MESSAGES
        /// or LANG; else English).
        #[arg(long)]
        lang: Option<Lang>,
    },
    /// A finished game's timeline, rebuilt by replaying its stored inputs:
    /// night picks, checks, protections, votes, deaths, seed and
    /// commitment. A game still running has none.
    Timeline {
        /// The game's number (`narrator history` lists them).
        game: i64,
        /// The language: en, ru or vi (default: from LC_ALL, LC_MESSAGES
        /// or LANG; else English).
        #[arg(long)]
        lang: Option<Lang>,
    },
    /// Feed the games random inputs (any command, any sender, any time)
    /// and check that none panics or breaks a rule; prints inputs/s, and
    /// on a failure the seed and how to replay it.
    Soak {
        /// Inputs in all.
        #[arg(long, default_value_t = 1_000_000)]
        inputs: u64,
        /// The seed, 64 hex digits or a number (random otherwise): the same
        /// seed, games and number of inputs replay the same run.
        #[arg(long)]
        seed: Option<Seed>,
        #[command(flatten)]
        games: SoakOptions,
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
    /// Register an external bot so that chat games can seat it with
    /// `/mafia addbot NAME` (the folder holds its executable `run`).
    Register {
        /// The bot's name: letters, digits, `-` and `_`.
        name: String,
        /// Its folder.
        dir: std::path::PathBuf,
    },
    /// List the registered external bots.
    Bots,
    /// Forget a registered external bot (games it sits in keep their copy).
    Unregister {
        /// The bot's name.
        name: String,
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
        Command::Serve { platforms } => {
            let store = Store::open(&args.database_url).await?;
            crate::serve::run(platforms, store).await?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Web { web } => {
            let store = Store::open(&args.database_url).await?;
            let games = crate::games::chat_games()?;
            narrator_web::run(web, store, games, narrator_web::DEFAULT_LISTEN).await?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Play {
            game,
            options,
            players,
            role,
            seed,
            auto,
            delay_ms,
            resume,
            game_id,
            lang,
        } => {
            // Errors before the game is chosen are said in the language
            // asked for, else the environment's.
            let said = lang.unwrap_or_else(narrator_console::lang_from_env);
            let start = if resume {
                Start::Resume(game_id)
            } else {
                let Some(game) = game else {
                    anyhow::bail!(text(said, "console-which-game", None));
                };
                let players = match players {
                    Some(p) => p,
                    None => options.default_players(game)?,
                };
                let config = options.config(game, players, said)?;
                Start::New(Box::new(NewGame {
                    config,
                    players,
                    role,
                    seed,
                    auto,
                }))
            };
            // The store's error names the file and the cause already.
            let store = Store::open(&args.database_url).await?;
            let ended =
                narrator_console::play(&store, start, lang, Duration::from_millis(delay_ms)).await;
            store.close().await;
            match ended? {
                Ended::Finished => Ok(ExitCode::SUCCESS),
                Ended::Saved => Ok(ExitCode::from(3)),
            }
        }
        Command::Simulate {
            game,
            options,
            games,
            players,
            seed,
        } => crate::simulate::run(options.config(game)?, games, players, seed),
        Command::Arena { command } => crate::arena::run(command, &args.database_url).await,
        Command::Verify {
            game,
            options,
            seed,
            players,
            commitment,
        } => {
            let config = options.config(game)?;
            crate::verify::run(&config, seed, players, commitment.as_deref())
        }
        Command::Rules {
            game,
            options,
            toml,
            lang,
        } => {
            let lang = lang.unwrap_or_else(narrator_console::lang_from_env);
            options.print(game, toml, lang)
        }
        Command::Roles {
            game,
            options,
            role,
            lang,
        } => {
            let lang = lang.unwrap_or_else(narrator_console::lang_from_env);
            let typed = (!role.is_empty()).then(|| role.join(" "));
            options.print_roles(game, typed.as_deref(), lang)
        }
        Command::Game(command) => command.run(),
        Command::Soak {
            inputs,
            seed,
            games,
        } => crate::soak::run(inputs, seed, games),
        Command::History { place, limit, lang } => {
            let store = Store::open(&args.database_url).await?;
            let lang = lang.unwrap_or_else(narrator_console::lang_from_env);
            let printed = crate::history::list(&store, &place, limit, lang).await;
            store.close().await;
            printed
        }
        Command::Timeline { game, lang } => {
            let store = Store::open(&args.database_url).await?;
            let lang = lang.unwrap_or_else(narrator_console::lang_from_env);
            let printed = crate::history::timeline(&store, game, lang).await;
            store.close().await;
            printed
        }
        Command::Stats {
            player,
            game,
            place,
            options,
            min_games,
            lang,
        } => {
            let store = Store::open(&args.database_url).await?;
            let lang = lang.unwrap_or_else(narrator_console::lang_from_env);
            if let Some(mode) = options.mode.clone() {
                let games = crate::games::chat_games()?;
                let printed = crate::stats::mode(&store, &games, game.word(), &mode, lang).await;
                store.close().await;
                return printed;
            }
            let query = crate::stats::Query {
                word: game.word(),
                player,
                place,
                preset: options.preset(),
                min_games,
                lang,
            };
            let printed = crate::stats::run(&store, query).await;
            store.close().await;
            printed
        }
    }
}
