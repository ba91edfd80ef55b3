//! The Zombie Game's options on the command line, and its judge's script
//! mode (see [`crate::zombie`]).

use clap::Subcommand;
use narrator_engine::GameConfig;
use narrator_engine::Seed;
use narrator_engine::zombie::ZombieOptions;
use narrator_i18n::{Lang, text};
use std::path::PathBuf;
use std::process::ExitCode;

/// The Zombie Game's options given to `play`.
#[derive(Debug, clap::Args)]
pub struct Args {
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

impl Args {
    /// A Zombie game's options for `players` seats.
    pub fn config(
        &self,
        players: u8,
        turn_secs: Option<u32>,
        lang: Lang,
    ) -> anyhow::Result<GameConfig> {
        let zombies = self.zombies.unwrap_or((players / 4).max(1));
        if zombies == 0 {
            anyhow::bail!(text(lang, "console-no-zombies", None));
        }
        if self.turns == 0 {
            anyhow::bail!(text(lang, "console-no-turns", None));
        }
        Ok(GameConfig::Zombie(ZombieOptions {
            zombies,
            max_turns: self.turns,
            turn_secs: turn_secs.unwrap_or(ZombieOptions::default().turn_secs),
            handshake_consent: self.handshake_consent,
            antidote_gift: self.antidote_gift,
            ..ZombieOptions::default()
        }))
    }
}

/// The deal `verify` recomputes: `zombies` zombies.
pub fn dealt(zombies: u8) -> GameConfig {
    GameConfig::Zombie(ZombieOptions {
        zombies,
        ..ZombieOptions::default()
    })
}

/// What the Zombie judge's script mode does.
#[derive(Debug, Subcommand)]
pub enum Script {
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

impl Script {
    /// Runs the script command.
    pub fn run(self) -> anyhow::Result<ExitCode> {
        match self {
            Script::Run { args } => crate::zombie::run(&args),
            Script::Watch { args } => crate::zombie::watch(&args),
            Script::New {
                config,
                output,
                seed,
                force,
            } => crate::zombie::new(&config, &output, seed, force),
        }
    }
}
