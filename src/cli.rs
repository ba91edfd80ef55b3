//! Subcommands and their options.

use anyhow::Context;
use clap::{Parser, Subcommand, ValueEnum};
use narrator_console::{Ended, NewGame, Start};
use narrator_engine::mafia::{Preset, Ruleset};
use narrator_engine::wumpus::{Cave, WumpusRules};
use narrator_engine::zombie::ZombieOptions;
use narrator_engine::{GameConfig, Seed};
use narrator_i18n::{Lang, args, text};
use narrator_store::Store;
use std::path::PathBuf;
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

/// Games narrator hosts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GameName {
    /// Mafia (`classic` preset).
    Mafia,
    /// Hunt the Twisted Wumpus, multiplayer (1 to 5 players).
    Wumpus,
    /// The Zombie Game.
    Zombie,
}

impl GameName {
    /// The game's options as the rules text has them.
    fn config(self) -> anyhow::Result<GameConfig> {
        Ok(match self {
            GameName::Mafia => GameConfig::Mafia(Ruleset::classic()),
            GameName::Wumpus => GameConfig::Wumpus(
                WumpusRules::standard().context("the shipped Wumpus map does not load")?,
            ),
            GameName::Zombie => GameConfig::Zombie(ZombieOptions::default()),
        })
    }

    /// The game's options on a cave map read from a file (Wumpus only).
    fn config_with_map(self, path: &std::path::Path, lang: Lang) -> anyhow::Result<GameConfig> {
        if self != GameName::Wumpus {
            anyhow::bail!(text(lang, "console-map-not-wumpus", None));
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
            GameName::Mafia | GameName::Zombie => 7,
            GameName::Wumpus => 4,
        }
    }
}

/// The built-in Mafia presets.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum PresetName {
    /// The King-of-the-Hill rules.
    Classic,
    /// Hit-point Mafia.
    Hp,
    /// Tournament sport mafia (10 to 16 players).
    Sport,
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
            PresetName::Sport => Preset::Sport,
        }
        .ruleset();
        rules.validate()?;
        Ok(rules)
    }
}

/// The Zombie Game's options given to `play`.
#[derive(Debug, clap::Args)]
pub struct ZombieArgs {
    /// Zombie: how many zombies (default: a quarter of the players, at
    /// least 1).
    #[arg(long)]
    zombies: Option<u8>,
    /// Zombie: the maximum number of turns.
    #[arg(long, default_value_t = ZombieOptions::default().max_turns)]
    turns: u32,
    /// Zombie: the touched player must accept, within the turn.
    #[arg(long)]
    handshake_consent: bool,
    /// Zombie: an antidote may be given to another player.
    #[arg(long)]
    antidote_gift: bool,
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
        rules: RulesArgs,
        /// Seats in all, yours included (default: 7 for mafia and zombie,
        /// 4 for wumpus; at least the preset's minimum, e.g. 10 for sport).
        #[arg(long)]
        players: Option<u8>,
        /// The role you want (classic: villager, mafioso, cop, doctor; hp:
        /// commoner, mafioso, detective, healer; sport: villager, mafioso,
        /// don, sheriff; zombie: human, zombie).
        #[arg(long)]
        role: Option<String>,
        /// Wumpus only: a cave map file (`label: neighbours` lines, the
        /// first room is the start) instead of the rules' 35 rooms.
        #[arg(long)]
        map: Option<PathBuf>,
        /// Wumpus and zombie: seconds a player has for a turn (wumpus: 60;
        /// zombie: 120, the host may end a turn sooner).
        #[arg(long)]
        turn_secs: Option<u32>,
        #[command(flatten)]
        zombie: ZombieArgs,
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
        rules: RulesArgs,
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
        /// The table's language: en, ru or vi (default: from LC_ALL,
        /// LC_MESSAGES or LANG; else English).
        #[arg(long)]
        lang: Option<Lang>,
    },
    /// The Zombie Game's script mode, for a judge running a game in a room.
    Zombie {
        #[command(subcommand)]
        command: ZombieCommand,
    },
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
        /// Mafia: only this preset.
        #[arg(long, value_enum)]
        preset: Option<PresetName>,
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
        /// The game to feed.
        #[arg(long, value_enum, default_value = "all")]
        game: crate::soak::SoakGame,
        /// Mafia: only this preset (default: all three in turn).
        #[arg(long, value_enum)]
        preset: Option<PresetName>,
    },
}

/// Script-mode commands.
#[derive(Debug, Subcommand)]
pub enum ZombieCommand {
    /// Replay a judge's game.txt and print what to announce after each
    /// turn and at the end.
    Run {
        #[command(flatten)]
        args: crate::zombie::ScriptArgs,
    },
    /// Replay game.txt now and again each time it is saved.
    Watch {
        #[command(flatten)]
        args: crate::zombie::ScriptArgs,
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
    turn_secs: Option<u32>,
    args: &ZombieArgs,
    lang: Lang,
) -> anyhow::Result<ZombieOptions> {
    let zombies = args.zombies.unwrap_or((players / 4).max(1));
    if zombies == 0 {
        anyhow::bail!(text(lang, "console-no-zombies", None));
    }
    if args.turns == 0 {
        anyhow::bail!(text(lang, "console-no-turns", None));
    }
    Ok(ZombieOptions {
        zombies,
        max_turns: args.turns,
        turn_secs: turn_secs.unwrap_or(ZombieOptions::default().turn_secs),
        handshake_consent: args.handshake_consent,
        antidote_gift: args.antidote_gift,
        ..ZombieOptions::default()
    })
}

/// Applies `--turn-secs` to a Wumpus hunt.
fn with_turn_secs(config: GameConfig, secs: Option<u32>, lang: Lang) -> anyhow::Result<GameConfig> {
    match (config, secs) {
        (config, None) => Ok(config),
        (GameConfig::Wumpus(mut rules), Some(secs)) if secs > 0 => {
            rules.turn_secs = secs;
            Ok(GameConfig::Wumpus(rules))
        }
        (GameConfig::Wumpus(_), Some(_)) => {
            anyhow::bail!(text(lang, "console-turn-secs-zero", None))
        }
        (_, Some(_)) => anyhow::bail!(text(lang, "console-turn-secs-game", None)),
    }
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
            narrator_web::run(web, store, narrator_web::DEFAULT_LISTEN).await?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Play {
            game,
            rules,
            players,
            role,
            map,
            turn_secs,
            zombie,
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
                let players = match (players, game) {
                    (Some(p), _) => p,
                    // sport seats 10 at least: the default grows to fit.
                    (None, GameName::Mafia) => {
                        game.default_players().max(rules.load()?.min_players)
                    }
                    (None, _) => game.default_players(),
                };
                let config = match (game, map) {
                    (GameName::Zombie, _) => {
                        GameConfig::Zombie(zombie_options(players, turn_secs, &zombie, said)?)
                    }
                    (GameName::Mafia, _) => GameConfig::Mafia(rules.load()?),
                    (_, Some(path)) => {
                        with_turn_secs(game.config_with_map(&path, said)?, turn_secs, said)?
                    }
                    (_, None) => with_turn_secs(game.config()?, turn_secs, said)?,
                };
                Start::New(NewGame {
                    config,
                    players,
                    role,
                    seed,
                    auto,
                })
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
            game: GameName::Mafia,
            rules,
            games,
            players,
            seed,
        } => crate::simulate::run(GameConfig::Mafia(rules.load()?), games, players, seed),
        Command::Simulate {
            game: GameName::Wumpus,
            games,
            players,
            seed,
            ..
        } => crate::simulate::run_hunt(GameName::Wumpus.config()?, games, players, seed),
        Command::Simulate {
            game: GameName::Zombie,
            ..
        } => anyhow::bail!("simulate plays mafia and wumpus only for now"),
        Command::Arena { command } => crate::arena::run(command, &args.database_url).await,
        Command::Verify {
            game,
            rules,
            seed,
            players,
            zombies,
            commitment,
        } => {
            let config = match game {
                GameName::Mafia => GameConfig::Mafia(rules.load()?),
                GameName::Zombie => GameConfig::Zombie(ZombieOptions {
                    zombies,
                    ..ZombieOptions::default()
                }),
                other => other.config()?,
            };
            crate::verify::run(&config, seed, players, commitment.as_deref())
        }
        Command::Rules {
            game: GameName::Mafia,
            rules,
            toml,
            lang,
        } => {
            let rules = rules.load()?;
            if toml {
                print!("{}", rules.to_toml());
            } else {
                let lang = lang.unwrap_or_else(narrator_console::lang_from_env);
                println!("{}", narrator_engine::render::mafia::rules(lang, &rules));
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Rules { game, lang, .. } => {
            let lang = lang.unwrap_or_else(narrator_console::lang_from_env);
            let a = args![("title", format!("{game:?}"))];
            anyhow::bail!(text(lang, "console-rules-only-mafia", Some(&a)))
        }
        Command::Zombie { command } => match command {
            ZombieCommand::Run { args } => crate::zombie::run(&args),
            ZombieCommand::Watch { args } => crate::zombie::watch(&args),
            ZombieCommand::New {
                config,
                output,
                seed,
                force,
            } => crate::zombie::new(&config, &output, seed, force),
        },
        Command::Soak {
            inputs,
            seed,
            game,
            preset,
        } => crate::soak::run(inputs, seed, game, preset),
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
            preset,
            min_games,
            lang,
        } => {
            let store = Store::open(&args.database_url).await?;
            let query = crate::stats::Query {
                word: match game {
                    GameName::Mafia => "mafia",
                    GameName::Wumpus => "wumpus",
                    GameName::Zombie => "zombie",
                },
                player,
                place,
                preset: preset.map(|p| {
                    match p {
                        PresetName::Classic => "classic",
                        PresetName::Hp => "hp",
                        PresetName::Sport => "sport",
                    }
                    .to_owned()
                }),
                min_games,
                lang: lang.unwrap_or_else(narrator_console::lang_from_env),
            };
            let printed = crate::stats::run(&store, query).await;
            store.close().await;
            printed
        }
    }
}
