//! `narrator simulate`: all-computer games, win rates and speed.

use narrator_engine::Outcome;
use narrator_engine::bots::simulate;
use narrator_engine::mafia::MafiaTeam;
use narrator_engine::wumpus::WumpusTeam;
use narrator_engine::{GameConfig, Seed, Team};
use std::process::ExitCode;
use std::time::Instant;

/// Plays `games` games of `players` seats on one core and prints figures.
pub fn run(
    config: GameConfig,
    games: u32,
    players: u8,
    seed: Option<u64>,
) -> anyhow::Result<ExitCode> {
    crate::verify::check_players(&config, players)?;
    let base = match seed {
        Some(s) => s,
        None => u64::from_le_bytes(
            narrator_runtime::seed::fresh()?.0[..8]
                .try_into()
                .unwrap_or([0; 8]),
        ),
    };
    let (mut village, mut mafia, mut unfinished) = (0u32, 0u32, 0u32);
    let started = Instant::now();
    for i in 0..games {
        let sim = simulate::run(
            &config,
            Seed::from_number(base.wrapping_add(u64::from(i))),
            players,
            false,
        );
        match sim.result.map(|r| r.outcome) {
            Some(Outcome::Won(Team::Mafia(MafiaTeam::Village))) => village += 1,
            Some(Outcome::Won(Team::Mafia(MafiaTeam::Mafia))) => mafia += 1,
            _ => unfinished += 1,
        }
    }
    let secs = started.elapsed().as_secs_f64();
    let pct = |n: u32| 100.0 * f64::from(n) / f64::from(games.max(1));
    println!(
        "{games} games of {} with {players} players (seeds from {base})",
        narrator_engine::render::title(narrator_i18n::Lang::En, config.lobby_title())
    );
    println!("village wins: {village} ({:.1}%)", pct(village));
    println!("mafia wins:   {mafia} ({:.1}%)", pct(mafia));
    if unfinished > 0 {
        println!("unfinished:   {unfinished}");
    }
    println!(
        "{:.0} games/s on one core ({secs:.2} s)",
        f64::from(games) / secs.max(1e-9)
    );
    Ok(ExitCode::SUCCESS)
}

/// Plays `games` all-computer hunts of `players` seats and prints who won.
pub fn run_hunt(
    config: GameConfig,
    games: u32,
    players: u8,
    seed: Option<u64>,
) -> anyhow::Result<ExitCode> {
    crate::verify::check_players(&config, players)?;
    let base = seed.unwrap_or(0);
    let (mut hunters, mut wumpus, mut unfinished) = (0u32, 0u32, 0u32);
    let started = Instant::now();
    for i in 0..games {
        let seed = Seed::from_number(base.wrapping_add(u64::from(i)));
        match simulate::run(&config, seed, players, false)
            .result
            .map(|r| r.outcome)
        {
            Some(Outcome::Won(Team::Wumpus(WumpusTeam::Hunters))) => hunters += 1,
            Some(Outcome::Won(Team::Wumpus(WumpusTeam::Wumpus))) => wumpus += 1,
            _ => unfinished += 1,
        }
    }
    let secs = started.elapsed().as_secs_f64();
    let pct = |n: u32| 100.0 * f64::from(n) / f64::from(games.max(1));
    println!(
        "{games} hunts of {} with {players} players (seeds from {base})",
        narrator_engine::render::title(narrator_i18n::Lang::En, config.lobby_title())
    );
    println!(
        "a hunter killed the Wumpus: {hunters} ({:.1}%)",
        pct(hunters)
    );
    println!("the Wumpus won:             {wumpus} ({:.1}%)", pct(wumpus));
    if unfinished > 0 {
        println!("unfinished:                 {unfinished}");
    }
    println!(
        "{:.0} games/s on one core ({secs:.2} s)",
        f64::from(games) / secs.max(1e-9)
    );
    Ok(ExitCode::SUCCESS)
}
