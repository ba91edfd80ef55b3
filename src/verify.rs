//! `narrator verify`: recompute a deal from its revealed seed.

use narrator_engine::definition::Committed;
use narrator_engine::{GameConfig, Seed, fairness};
use std::process::ExitCode;

/// Prints the deal for `seed` and `players`, and checks it against the
/// published commitment when one is given (exit 1 on a mismatch).
pub fn run(
    config: &GameConfig,
    seed: Seed,
    players: u8,
    commitment: Option<&str>,
) -> anyhow::Result<ExitCode> {
    check_players(config, players)?;
    let committed = config.committed(&seed, usize::from(players));
    match &committed {
        Committed::Roles(deal) => {
            for (i, role) in deal.iter().enumerate() {
                println!("seat {:>2}: {role}", i + 1);
            }
        }
        Committed::Lines(lines) => {
            for line in lines {
                println!("{line}");
            }
        }
    }
    let lines = committed.lines();
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    check(&fairness::commitment(&seed, &lines), commitment)
}

/// Refuses a table size the game cannot have.
pub fn check_players(config: &GameConfig, players: u8) -> anyhow::Result<()> {
    let (min, max) = config.seat_range();
    if players < min || players > max {
        anyhow::bail!(
            "{} needs {min} to {max} players, not {players}",
            narrator_engine::render::title(narrator_i18n::Lang::En, config.lobby_title())
        );
    }
    Ok(())
}

fn check(computed: &str, published: Option<&str>) -> anyhow::Result<ExitCode> {
    println!("commitment: {computed}");
    match published {
        None => Ok(ExitCode::SUCCESS),
        Some(c) if c.trim().eq_ignore_ascii_case(computed) => {
            println!("OK: the published commitment matches this seed and deal.");
            Ok(ExitCode::SUCCESS)
        }
        Some(_) => {
            println!("MISMATCH: the published commitment does not match this seed and deal.");
            Ok(ExitCode::from(1))
        }
    }
}
