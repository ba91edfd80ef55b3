//! `narrator verify`: recompute a deal from its revealed seed.

use narrator_engine::mafia::Ruleset;
use narrator_engine::wumpus::setup;
use narrator_engine::{GameConfig, Seed, fairness};
use std::process::ExitCode;

/// Prints the deal for `seed` and `players`, and checks it against the
/// published commitment when one is given (exit 1 on a mismatch).
pub fn run(seed: Seed, players: u8, commitment: Option<&str>) -> anyhow::Result<ExitCode> {
    let config = GameConfig::Mafia(Ruleset::classic());
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

/// The same for a Wumpus hunt: recomputes the hidden set-up (pits, bats,
/// the Wumpus, the turn order) from the revealed seed and checks it
/// against the commitment published at the start.
pub fn run_hunt(
    config: &GameConfig,
    seed: Seed,
    players: u8,
    commitment: Option<&str>,
) -> anyhow::Result<ExitCode> {
    let GameConfig::Wumpus(rules) = config else {
        anyhow::bail!("not a Wumpus hunt");
    };
    let (min, max) = config.seat_range();
    if players < min || players > max {
        anyhow::bail!(
            "{} needs {min} to {max} players, not {players}",
            config.title()
        );
    }
    let (world, order) = setup::setup(rules, &seed, usize::from(players));
    let lines = setup::commitment_lines(&world, &order);
    for line in &lines {
        println!("{line}");
    }
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    check(&fairness::commitment(&seed, &lines), commitment)
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
