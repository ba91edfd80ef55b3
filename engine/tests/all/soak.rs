//! Every game takes random input sequences without panicking: any input
//! variant, other games' actions, any sender and seat number, lobby
//! commands and ticks at any time, mixed with moves that push the game on
//! so that every phase and the end are reached. After each input the
//! soak's checks hold (a refused input changes nothing, an ended game
//! stays ended; see `narrator_engine::soak::check`). 100 000 inputs per
//! game; `narrator soak` runs the same sessions for longer.

use narrator_engine::Seed;
use narrator_engine::soak::{Soak, Tally, Target};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use std::cell::RefCell;

/// Inputs per case; `CASES` cases make 100 000 inputs per game.
const INPUTS: u64 = 5_000;
const CASES: u32 = 20;

/// Runs the cases for one game and returns what they did in all.
/// `args` names the game as `narrator soak` does, for the replay hint.
fn soak_cases(target: Target, args: &str) -> Tally {
    let mut runner = TestRunner::new(Config {
        cases: CASES,
        source_file: Some(file!()),
        ..Config::default()
    });
    let total = RefCell::new(Tally::default());
    let outcome = runner.run(&any::<u64>(), |seed| {
        let mut soak = Soak::new(&[target], Seed::from_number(seed))
            .map_err(|e| TestCaseError::fail(format!("no soak: {e}")))?;
        let ran = soak.run(INPUTS);
        *total.borrow_mut() += soak.tally();
        ran.map_err(|f| {
            TestCaseError::fail(format!(
                "{f}\nreplay: narrator soak {args} --seed {seed} --inputs {}",
                f.position().input
            ))
        })
    });
    if let Err(e) = outcome {
        panic!("{target}: {e}");
    }
    let total = total.into_inner();
    println!("{target}: {total}");
    total
}

/// The soak got somewhere: many games that started were played to a win
/// (sport's games are long: a day without a removal is allowed), through
/// several phases each, rather than refused in their lobby. Lobbies that
/// time out are left out of the share: the soak's random ticks close a
/// varying number of them (up to 15 of 40 sessions seen), which made a
/// share of all sessions fail now and then on a healthy engine.
fn check_progress(t: &Tally) {
    assert_eq!(t.inputs, u64::from(CASES) * INPUTS);
    assert!(t.sessions > 0, "no session ended: {t}");
    let started = t.sessions - t.closed;
    assert!(
        started * 2 >= t.sessions,
        "most sessions end in their lobby: {t}"
    );
    assert!(
        t.won * 3 >= started,
        "too few started games end in a win: {t}"
    );
    assert!(
        t.phases >= 3 * t.sessions,
        "too few phases per session: {t}"
    );
    assert!(t.accepted > 0 && t.refused > 0, "{t}");
}

#[test]
fn classic_mafia_takes_any_input() {
    check_progress(&soak_cases(
        Target::Classic,
        "--game mafia --preset classic",
    ));
}

#[test]
fn hp_mafia_takes_any_input() {
    check_progress(&soak_cases(Target::Hp, "--game mafia --preset hp"));
}

#[test]
fn sport_mafia_takes_any_input() {
    check_progress(&soak_cases(Target::Sport, "--game mafia --preset sport"));
}

#[test]
fn zombie_takes_any_input() {
    check_progress(&soak_cases(Target::Zombie, "--game zombie"));
}

#[test]
fn wumpus_takes_any_input() {
    check_progress(&soak_cases(Target::Wumpus, "--game wumpus"));
}
