//! `narrator soak`: the engine's random-input soak for as long as asked,
//! with the speed, and on a panic or a broken rule the seed to replay it.

use crate::cli::PresetName;
use clap::ValueEnum;
use narrator_engine::Seed;
use narrator_engine::soak::{Failure, Soak, Target};
use std::process::ExitCode;
use std::time::{Duration, Instant};

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

/// Inputs run between two looks at the clock.
const CHUNK: u64 = 100_000;

/// How often a long soak says how far it got.
const PROGRESS_EVERY: Duration = Duration::from_secs(10);

/// Runs `inputs` inputs and prints what happened; exits with a failure
/// (after printing how to replay it) at the first panic or broken rule.
pub fn run(
    inputs: u64,
    seed: Option<Seed>,
    game: SoakGame,
    preset: Option<PresetName>,
) -> anyhow::Result<ExitCode> {
    let targets = targets(game, preset)?;
    let seed = match seed {
        Some(s) => s,
        None => narrator_runtime::seed::fresh()?,
    };
    let games: Vec<String> = targets.iter().map(Target::to_string).collect();
    println!("soak of {} from seed {seed}", games.join(", "));
    let mut soak = Soak::new(&targets, seed)?;
    let started = Instant::now();
    let mut told = started;
    let mut left = inputs;
    while left > 0 {
        let now = left.min(CHUNK);
        if let Err(failure) = soak.run(now) {
            report(&failure, seed, game, preset);
            return Ok(ExitCode::FAILURE);
        }
        left -= now;
        if left > 0 && told.elapsed() >= PROGRESS_EVERY {
            told = Instant::now();
            eprintln!("{} of {inputs} inputs", soak.tally().inputs);
        }
    }
    let secs = started.elapsed().as_secs_f64();
    let tally = soak.tally();
    println!("{tally}");
    // u64 to f64 only rounds counts past 2^53, far beyond any soak.
    let rate = tally.inputs as f64 / secs.max(1e-9);
    println!(
        "{:.0} inputs/s on one core ({secs:.2} s); no panic, every check held",
        rate
    );
    Ok(ExitCode::SUCCESS)
}

/// The games to play in turn.
fn targets(game: SoakGame, preset: Option<PresetName>) -> anyhow::Result<Vec<Target>> {
    let mafia = match preset {
        None => vec![Target::Classic, Target::Hp, Target::Sport],
        Some(PresetName::Classic) => vec![Target::Classic],
        Some(PresetName::Hp) => vec![Target::Hp],
        Some(PresetName::Sport) => vec![Target::Sport],
    };
    Ok(match (game, preset) {
        (SoakGame::All, _) => [mafia, vec![Target::Zombie, Target::Wumpus]].concat(),
        (SoakGame::Mafia, _) => mafia,
        (_, Some(_)) => anyhow::bail!("--preset is for --game mafia (or all)"),
        (SoakGame::Zombie, None) => vec![Target::Zombie],
        (SoakGame::Wumpus, None) => vec![Target::Wumpus],
    })
}

fn report(failure: &Failure, seed: Seed, game: SoakGame, preset: Option<PresetName>) {
    eprintln!("narrator soak: FAILED with seed {seed}: {failure}");
    eprintln!(
        "replay it with: {}",
        replay(seed, game, preset, failure.position().input)
    );
}

/// The command that runs the same soak up to the failing input.
fn replay(seed: Seed, game: SoakGame, preset: Option<PresetName>, inputs: u64) -> String {
    let mut args = format!("narrator soak --seed {seed}");
    if game != SoakGame::All {
        args.push_str(&format!(" --game {}", value_name(game)));
    }
    if let Some(p) = preset {
        args.push_str(&format!(" --preset {}", value_name(p)));
    }
    args.push_str(&format!(" --inputs {inputs}"));
    args
}

/// An option value as it is typed.
fn value_name(value: impl ValueEnum) -> String {
    value
        .to_possible_value()
        .map(|v| v.get_name().to_string())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_replay_names_the_same_games_and_ends_at_the_failure() {
        let seed = Seed::from_number(9);
        let hex = seed.to_hex();
        assert_eq!(
            replay(seed, SoakGame::All, None, 1234),
            format!("narrator soak --seed {hex} --inputs 1234")
        );
        assert_eq!(
            replay(seed, SoakGame::Mafia, Some(PresetName::Sport), 5),
            format!("narrator soak --seed {hex} --game mafia --preset sport --inputs 5")
        );
        assert_eq!(
            replay(seed, SoakGame::Wumpus, None, 2),
            format!("narrator soak --seed {hex} --game wumpus --inputs 2")
        );
        assert_eq!(hex.parse::<Seed>(), Ok(seed), "the printed seed reads back");
    }

    #[test]
    fn presets_narrow_mafia_only() {
        let all = targets(SoakGame::All, None).expect("all games");
        assert_eq!(all, Target::ALL.to_vec());
        assert_eq!(
            targets(SoakGame::All, Some(PresetName::Hp)).expect("hp and the others"),
            vec![Target::Hp, Target::Zombie, Target::Wumpus]
        );
        assert!(targets(SoakGame::Zombie, Some(PresetName::Hp)).is_err());
    }
}
