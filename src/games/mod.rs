//! The games on the command line: which game a subcommand names, its own
//! options (a Mafia preset, a hunt's map, the zombies), and its own
//! subcommands (the Zombie judge's script mode). This is the one place of
//! the command line that names every game; each game's options live in
//! its own file here.

pub mod mafia;
mod wumpus;
pub mod zombie;

use clap::{Subcommand, ValueEnum};
use narrator_engine::soak::Target;
use narrator_engine::{GameConfig, GameKind};
use narrator_i18n::{Lang, args, text};
use std::path::PathBuf;
use std::process::ExitCode;

/// The games the chat and the web pages offer: Mafia with the built-in
/// modes and the operator's (`NARRATOR_MODES_DIR`); a mode file that does
/// not read is an error naming the file, which stops the start.
pub fn chat_games() -> anyhow::Result<narrator_chat::Games> {
    Ok(narrator_chat::Games::with_mafia_modes(mafia::modes::load()?))
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
    /// The game's command word (`mafia`), as stored with its results.
    pub fn word(self) -> &'static str {
        match self {
            GameName::Mafia => GameKind::Mafia,
            GameName::Wumpus => GameKind::Wumpus,
            GameName::Zombie => GameKind::Zombie,
        }
        .code()
    }
}

/// Every game's options to `stats`.
#[derive(Clone, Debug, clap::Args)]
pub struct StatsOptions {
    /// Mafia: only this preset.
    #[arg(long, value_enum)]
    preset: Option<mafia::PresetName>,
    /// Mafia: a mode's balance instead (its real games by table size
    /// beside its computer games), e.g. `town`.
    #[arg(long, conflicts_with_all = ["preset", "player", "place"])]
    pub mode: Option<String>,
}

impl StatsOptions {
    /// The preset the figures are narrowed to, as results file it.
    pub fn preset(&self) -> Option<String> {
        self.preset.map(value_name)
    }
}

/// Every game's options to `play`.
#[derive(Debug, clap::Args)]
pub struct PlayOptions {
    #[command(flatten)]
    rules: mafia::RulesArgs,
    /// Wumpus only: a cave map file (`label: neighbours` lines, the
    /// first room is the start) instead of the rules' 35 rooms.
    #[arg(long)]
    map: Option<PathBuf>,
    /// Wumpus and zombie: seconds a player has for a turn (wumpus: 60;
    /// zombie: 120, the host may end a turn sooner).
    #[arg(long)]
    turn_secs: Option<u32>,
    #[command(flatten)]
    zombie: zombie::Args,
}

impl PlayOptions {
    /// Seats when `--players` is not given: 7 for Mafia (or the preset's
    /// minimum, sport seats 10 at least) and the Zombie Game, 4 for a
    /// hunt.
    pub fn default_players(&self, game: GameName) -> anyhow::Result<u8> {
        Ok(match game {
            GameName::Mafia => self.rules.load()?.min_players.max(7),
            GameName::Zombie => 7,
            GameName::Wumpus => 4,
        })
    }

    /// The options `game` is played with at `players` seats; an option
    /// given to a game it does not apply to is refused in `lang`.
    pub fn config(&self, game: GameName, players: u8, lang: Lang) -> anyhow::Result<GameConfig> {
        if self.map.is_some() && game != GameName::Wumpus {
            anyhow::bail!(text(lang, "console-map-not-wumpus", None));
        }
        match game {
            GameName::Mafia if self.turn_secs.is_some() => {
                anyhow::bail!(text(lang, "console-turn-secs-game", None))
            }
            GameName::Mafia => Ok(GameConfig::Mafia(self.rules.load()?)),
            GameName::Zombie => self.zombie.config(players, self.turn_secs, lang),
            GameName::Wumpus => wumpus::config(self.map.as_deref(), self.turn_secs, lang),
        }
    }
}

/// Every game's options to `simulate`.
#[derive(Debug, clap::Args)]
pub struct SimulateOptions {
    #[command(flatten)]
    rules: mafia::RulesArgs,
}

impl SimulateOptions {
    /// The options `simulate` plays `game` with.
    pub fn config(&self, game: GameName) -> anyhow::Result<GameConfig> {
        match game {
            GameName::Mafia => Ok(GameConfig::Mafia(self.rules.load()?)),
            GameName::Wumpus => wumpus::standard(),
            GameName::Zombie => anyhow::bail!("simulate plays mafia and wumpus only for now"),
        }
    }
}

/// Every game's options to `verify`.
#[derive(Debug, clap::Args)]
pub struct VerifyOptions {
    #[command(flatten)]
    rules: mafia::RulesArgs,
    /// Zombie: the zombies dealt.
    #[arg(long, default_value_t = 1)]
    zombies: u8,
}

impl VerifyOptions {
    /// The options `verify` recomputes `game`'s deal with.
    pub fn config(&self, game: GameName) -> anyhow::Result<GameConfig> {
        match game {
            GameName::Mafia => Ok(GameConfig::Mafia(self.rules.load()?)),
            GameName::Zombie => Ok(zombie::dealt(self.zombies)),
            GameName::Wumpus => wumpus::standard(),
        }
    }
}

/// Every game's options to `rules`.
#[derive(Debug, clap::Args)]
pub struct RulesOptions {
    #[command(flatten)]
    rules: mafia::RulesArgs,
}

impl RulesOptions {
    /// Prints the roles `game`'s ruleset deals, or the role named `typed`
    /// in full (Mafia's only: the other games explain no roles).
    pub fn print_roles(
        &self,
        game: GameName,
        typed: Option<&str>,
        lang: Lang,
    ) -> anyhow::Result<ExitCode> {
        match game {
            GameName::Mafia => {
                self.rules.print_roles(typed, lang)?;
                Ok(ExitCode::SUCCESS)
            }
            GameName::Wumpus | GameName::Zombie => {
                let a = args![("title", format!("{game:?}"))];
                anyhow::bail!(text(lang, "console-roles-only-mafia", Some(&a)))
            }
        }
    }

    /// Prints `game`'s ruleset (Mafia's only: the other games' options
    /// are few and listed by `play --help`).
    pub fn print(&self, game: GameName, toml: bool, lang: Lang) -> anyhow::Result<ExitCode> {
        match game {
            GameName::Mafia => {
                self.rules.print(toml, lang)?;
                Ok(ExitCode::SUCCESS)
            }
            GameName::Wumpus | GameName::Zombie => {
                let a = args![("title", format!("{game:?}"))];
                anyhow::bail!(text(lang, "console-rules-only-mafia", Some(&a)))
            }
        }
    }
}

/// The games `narrator soak` can feed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SoakGame {
    /// Every game in turn (Mafia in its three presets).
    All,
    /// Mafia (every preset in turn, or the one given with --preset).
    Mafia,
    /// The Zombie Game.
    Zombie,
    /// Hunt the Twisted Wumpus.
    Wumpus,
}

/// Which games `soak` feeds.
#[derive(Clone, Copy, Debug, clap::Args)]
pub struct SoakOptions {
    /// The game to feed.
    #[arg(long, value_enum, default_value = "all")]
    game: SoakGame,
    /// Mafia: only this preset (default: all three in turn).
    #[arg(long, value_enum)]
    preset: Option<mafia::PresetName>,
}

impl SoakOptions {
    /// The games to play in turn.
    pub fn targets(&self) -> anyhow::Result<Vec<Target>> {
        use mafia::PresetName;
        let mafia = match self.preset {
            None => vec![Target::Classic, Target::Hp, Target::Sport],
            Some(PresetName::Classic) => vec![Target::Classic],
            Some(PresetName::Hp) => vec![Target::Hp],
            Some(PresetName::Sport) => vec![Target::Sport],
        };
        Ok(match (self.game, self.preset) {
            (SoakGame::All, _) => [mafia, vec![Target::Zombie, Target::Wumpus]].concat(),
            (SoakGame::Mafia, _) => mafia,
            (_, Some(_)) => anyhow::bail!("--preset is for --game mafia (or all)"),
            (SoakGame::Zombie, None) => vec![Target::Zombie],
            (SoakGame::Wumpus, None) => vec![Target::Wumpus],
        })
    }

    /// The options as they are typed (empty for every game), to replay
    /// the same soak.
    pub fn typed(&self) -> String {
        let mut args = String::new();
        if self.game != SoakGame::All {
            args.push_str(&format!(" --game {}", value_name(self.game)));
        }
        if let Some(p) = self.preset {
            args.push_str(&format!(" --preset {}", value_name(p)));
        }
        args
    }
}

/// An option value as it is typed.
fn value_name(value: impl ValueEnum) -> String {
    value
        .to_possible_value()
        .map(|v| v.get_name().to_string())
        .unwrap_or_default()
}

/// The games' own subcommands.
#[derive(Debug, Subcommand)]
pub enum GameCommand {
    /// The Zombie Game's script mode, for a judge running a game in a room.
    Zombie {
        #[command(subcommand)]
        command: zombie::Script,
    },
    /// Mafia's game modes, each with its player range and description
    /// (the built-in ones and NARRATOR_MODES_DIR's files).
    Modes {
        /// The descriptions' language: en, ru or vi (default: from
        /// LC_ALL, LC_MESSAGES or LANG; else English).
        #[arg(long)]
        lang: Option<narrator_i18n::Lang>,
        /// Print the README's table instead: each mode's measured village
        /// win rate by table size, from the modes' files.
        #[arg(long)]
        table: bool,
        /// Draw each mode's measured village win rate by table size as a
        /// PNG (a line per mode, the 45–55 % band shaded) into FILE.
        #[arg(long, value_name = "FILE")]
        picture: Option<std::path::PathBuf>,
    },
    /// A Mafia mode's balance measured by simulation: each side's win
    /// rate per table size with a 95 % interval, the mean number of days,
    /// each role's wins.
    Balance(mafia::balance::BalanceArgs),
}

impl GameCommand {
    /// Runs the game's subcommand.
    pub fn run(self) -> anyhow::Result<ExitCode> {
        match self {
            GameCommand::Zombie { command } => command.run(),
            GameCommand::Modes {
                lang,
                table,
                picture,
            } => {
                if table {
                    print!("{}", mafia::record::table(&mafia::modes::load()?));
                    return Ok(ExitCode::SUCCESS);
                }
                if let Some(file) = picture {
                    return mafia::modes::picture(&file);
                }
                mafia::modes::list(lang.unwrap_or_else(narrator_console::lang_from_env))
            }
            GameCommand::Balance(args) => mafia::balance::run(&args),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mafia::PresetName;

    fn soak(game: SoakGame, preset: Option<PresetName>) -> SoakOptions {
        SoakOptions { game, preset }
    }

    #[test]
    fn soak_options_are_typed_back_as_given() {
        assert_eq!(soak(SoakGame::All, None).typed(), "");
        assert_eq!(
            soak(SoakGame::Mafia, Some(PresetName::Sport)).typed(),
            " --game mafia --preset sport"
        );
        assert_eq!(soak(SoakGame::Wumpus, None).typed(), " --game wumpus");
    }

    #[test]
    fn presets_narrow_mafia_only() {
        let all = soak(SoakGame::All, None).targets().expect("all games");
        assert_eq!(all, Target::ALL.to_vec());
        assert_eq!(
            soak(SoakGame::All, Some(PresetName::Hp))
                .targets()
                .expect("hp and the others"),
            vec![Target::Hp, Target::Zombie, Target::Wumpus]
        );
        assert!(
            soak(SoakGame::Zombie, Some(PresetName::Hp))
                .targets()
                .is_err()
        );
    }
}
