//! `narrator simulate`: all-computer games, win rates and speed.

use narrator_engine::Outcome;
use narrator_engine::bots::simulate;
use narrator_engine::{GameConfig, Seed};
use narrator_i18n::Lang;
use std::process::ExitCode;
use std::time::Instant;

/// Plays `games` games of `players` seats on one core and prints how
/// often each side won, and how fast.
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
    let sides = config.sides();
    let mut wins = vec![0u32; sides.len()];
    let mut unfinished = 0u32;
    let started = Instant::now();
    // A progress bar on a terminal only: piped output stays the figures.
    let bar = std::io::IsTerminal::is_terminal(&std::io::stdout()).then(|| {
        let bar = indicatif::ProgressBar::new(u64::from(games));
        if let Ok(style) = indicatif::ProgressStyle::with_template(
            "{bar:40} {pos}/{len} games, {per_sec}, {eta} left",
        ) {
            bar.set_style(style);
        }
        bar
    });
    for i in 0..games {
        if let Some(bar) = &bar
            && i % 256 == 0
        {
            bar.set_position(u64::from(i));
        }
        let sim = simulate::run(
            &config,
            Seed::from_number(base.wrapping_add(u64::from(i))),
            players,
            false,
        );
        let side = match sim.result.map(|r| r.outcome) {
            Some(Outcome::Won(team)) => sides.iter().position(|s| *s == team),
            _ => None,
        };
        match side {
            Some(at) => wins[at] += 1,
            None => unfinished += 1,
        }
    }
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    let secs = started.elapsed().as_secs_f64();
    let pct = |n: u32| 100.0 * f64::from(n) / f64::from(games.max(1));
    println!(
        "{games} games of {} with {players} players (seeds from {base})",
        narrator_engine::render::title(Lang::En, config.lobby_title())
    );
    println!("wins per side:");
    let names: Vec<String> = sides
        .iter()
        .map(|s| narrator_engine::render::team(Lang::En, *s))
        .collect();
    let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    for (name, n) in names.iter().zip(&wins) {
        println!("  {name:<width$}  {n} ({:.1}%)", pct(*n));
    }
    if unfinished > 0 {
        println!("unfinished: {unfinished}");
    }
    println!(
        "{:.0} games/s on one core ({secs:.2} s)",
        f64::from(games) / secs.max(1e-9)
    );
    Ok(ExitCode::SUCCESS)
}
