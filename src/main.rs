//! `narrator`: the game-master bot's command line.

mod arena;
mod cli;
mod games;
mod history;
mod serve;
mod simulate;
mod soak;
mod stats;
mod verify;
mod zombie;

use clap::Parser;
use std::process::ExitCode;

/// jemalloc returns the memory of a burst to the system, where glibc's
/// allocator keeps most of it (see [`narrator_runtime::JEMALLOC_CONF`]).
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

narrator_runtime::jemalloc_settings!();

#[tokio::main]
async fn main() -> ExitCode {
    // A missing .env is normal; settings may come from the environment.
    let _ = dotenvy::dotenv();
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("NARRATOR_LOG")
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn")),
        )
        .with_writer(std::io::stderr)
        .init();
    let args = cli::Args::parse();
    match cli::run(args).await {
        Ok(code) => code,
        Err(e) => {
            eprintln!("narrator: {e:#}");
            ExitCode::FAILURE
        }
    }
}
