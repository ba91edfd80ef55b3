//! `narrator arena run|replay`: tournaments of external bots;
//! `narrator arena register|bots|unregister`: the external bots chat games
//! may seat (`/mafia addbot NAME`).

use crate::cli::ArenaCommand;
use anyhow::Context;
use narrator_arena::driver::Settings;
use narrator_arena::runner::Limits;
use narrator_arena::{Options, log};
use narrator_chat::external::registered;
use narrator_store::Store;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// Runs an arena subcommand.
pub async fn run(command: ArenaCommand, database_url: &str) -> anyhow::Result<ExitCode> {
    // The store's error names the file and the cause already.
    let open = || Store::open(database_url);
    match command {
        ArenaCommand::Register { name, dir } => {
            let store = open().await?;
            let bot = registered::register(&store, &name, &dir).await;
            store.close().await;
            let bot = bot.with_context(|| format!("cannot register `{name}`"))?;
            println!(
                "registered {} ({}); seat it in a chat lobby with /mafia addbot {}",
                bot.name,
                bot.dir.display(),
                bot.name
            );
            Ok(ExitCode::SUCCESS)
        }
        ArenaCommand::Bots => {
            let store = open().await?;
            let bots = registered::list(&store).await;
            store.close().await;
            let bots = bots?;
            if bots.is_empty() {
                println!("no external bot is registered (narrator arena register NAME DIR)");
            }
            for bot in bots {
                println!("{}\t{}", bot.name, bot.dir.display());
            }
            Ok(ExitCode::SUCCESS)
        }
        ArenaCommand::Unregister { name } => {
            let store = open().await?;
            let done = registered::unregister(&store, &name).await;
            store.close().await;
            done?;
            println!("unregistered {name}");
            Ok(ExitCode::SUCCESS)
        }
        ArenaCommand::Run {
            bots,
            games,
            seed,
            jobs,
            timeout_ms,
            rounds,
            max_days,
            logs,
            json,
        } => {
            let seed = seed.unwrap_or_else(random_seed);
            let opts = Options {
                games,
                seed,
                jobs,
                settings: Settings {
                    rounds,
                    limits: Limits {
                        timeout: Duration::from_millis(timeout_ms),
                        ..Limits::default()
                    },
                    max_days,
                },
                logs,
                progress: std::io::stderr().is_terminal(),
            };
            let done = narrator_arena::run(&bots, &opts).await?;
            for s in &done.skipped {
                eprintln!("narrator: skipped {}: {}", s.name, s.reason);
            }
            if json {
                println!("{}", serde_json::to_string_pretty(&done.report)?);
            } else {
                println!("seed {seed}");
                print!("{}", done.report.table());
            }
            Ok(ExitCode::SUCCESS)
        }
        ArenaCommand::Replay { game, logs } => {
            let path = match game.parse::<u64>() {
                Ok(n) => log::path(&logs, n),
                Err(_) => PathBuf::from(&game),
            };
            let entries = log::read(&path)
                .with_context(|| format!("cannot read the game log {}", path.display()))?;
            print!("{}", log::replay(&entries));
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// A tournament seed when none is given: printed, so it can be replayed.
fn random_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
