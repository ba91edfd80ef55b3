//! `narrator verify`: recompute a deal from its revealed seed.

use narrator_engine::{GameConfig, Seed, fairness};
use std::process::ExitCode;

/// Prints the deal for `seed` and `players`, and checks it against the
/// published commitment when one is given (exit 1 on a mismatch).
pub fn run(
    config: GameConfig,
    seed: Seed,
    players: u8,
    commitment: Option<&str>,
) -> anyhow::Result<ExitCode> {
    let (min, max) = config.seat_range();
    if players < min || players > max {
        anyhow::bail!(
            "{} needs {min} to {max} players, not {players}",
            config.title()
        );
    }
    let deal = config.deal(&seed, usize::from(players));
    for (i, role) in deal.iter().enumerate() {
        println!("seat {:>2}: {role}", i + 1);
    }
    let names: Vec<&str> = deal.iter().map(String::as_str).collect();
    let computed = fairness::commitment(&seed, &names);
    println!("commitment: {computed}");
    match commitment {
        None => Ok(ExitCode::SUCCESS),
        Some(c) if c.trim().eq_ignore_ascii_case(&computed) => {
            println!("OK: the published commitment matches this seed and deal.");
            Ok(ExitCode::SUCCESS)
        }
        Some(_) => {
            println!("MISMATCH: the published commitment does not match this seed and deal.");
            Ok(ExitCode::from(1))
        }
    }
}
