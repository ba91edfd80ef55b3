//! `narrator soak`: the engine's random-input soak for as long as asked,
//! with the speed, and on a panic or a broken rule the seed to replay it.

use crate::games::SoakOptions;
use narrator_engine::Seed;
use narrator_engine::soak::{Failure, Soak, Target};
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// Inputs run between two looks at the clock.
const CHUNK: u64 = 100_000;

/// How often a long soak says how far it got.
const PROGRESS_EVERY: Duration = Duration::from_secs(10);

/// Runs `inputs` inputs and prints what happened; exits with a failure
/// (after printing how to replay it) at the first panic or broken rule.
pub fn run(inputs: u64, seed: Option<Seed>, games: SoakOptions) -> anyhow::Result<ExitCode> {
    let targets = games.targets()?;
    let seed = match seed {
        Some(s) => s,
        None => narrator_runtime::seed::fresh()?,
    };
    let names: Vec<String> = targets.iter().map(Target::to_string).collect();
    println!("soak of {} from seed {seed}", names.join(", "));
    let mut soak = Soak::new(&targets, seed)?;
    let started = Instant::now();
    let mut told = started;
    let mut left = inputs;
    while left > 0 {
        let now = left.min(CHUNK);
        if let Err(failure) = soak.run(now) {
            report(&failure, seed, &games);
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

fn report(failure: &Failure, seed: Seed, games: &SoakOptions) {
    eprintln!("narrator soak: FAILED with seed {seed}: {failure}");
    eprintln!(
        "replay it with: {}",
        replay(seed, games, failure.position().input)
    );
}

/// The command that runs the same soak up to the failing input.
fn replay(seed: Seed, games: &SoakOptions, inputs: u64) -> String {
    format!(
        "narrator soak --seed {seed}{} --inputs {inputs}",
        games.typed()
    )
}
