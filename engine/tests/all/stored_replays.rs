//! Games stored before a change replay to the same effects after it.
//!
//! `data/replays/*.json` hold whole all-computer games (the setup, every
//! input with its time, and every effect, private ones included) as the
//! engine made them when they were recorded. A refactor of a game's rules
//! (the roles as units, issue 30) must replay each to exactly those
//! effects: stored games in players' databases resume the same way.
//!
//! To record the files again on purpose (after a change that is meant to
//! alter what a game says), run the test with `NARRATOR_RECORD_REPLAYS=1`;
//! the test then writes them and fails, so a recording is never taken for
//! a pass.

use narrator_engine::bots::simulate;
use narrator_engine::mafia::Ruleset;
use narrator_engine::{GameConfig, Input, Seed, Table, TableSetup, Timestamp};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// One recorded game.
#[derive(Serialize, Deserialize)]
struct Stored {
    setup: TableSetup,
    inputs: Vec<(Input, Timestamp)>,
    /// Each input's effects, as JSON.
    effects: Vec<Vec<serde_json::Value>>,
}

/// The games recorded: every Mafia preset, at a few sizes and options.
fn games() -> Vec<(&'static str, GameConfig, u64, u8)> {
    let mut quiet = Ruleset::classic();
    quiet.reveal_on_death = false;
    quiet.allow_no_lynch = false;
    vec![
        ("classic-10", GameConfig::Mafia(Ruleset::classic()), 1, 10),
        ("classic-7-hidden", GameConfig::Mafia(quiet), 2, 7),
        ("sport-10", GameConfig::Mafia(Ruleset::sport()), 3, 10),
        ("hp-9", GameConfig::Mafia(Ruleset::hp()), 4, 9),
    ]
}

fn path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/all/data/replays")
        .join(format!("{name}.json"))
}

/// Replays `inputs` from `setup`, each input's effects as JSON.
fn replay(setup: &TableSetup, inputs: &[(Input, Timestamp)]) -> Vec<Vec<serde_json::Value>> {
    let mut table = Table::new(setup.clone());
    inputs
        .iter()
        .map(|(input, at)| {
            let effects = table
                .handle(input, *at)
                .unwrap_or_else(|r| panic!("a stored input is refused: {input:?}: {r}"));
            effects
                .iter()
                .map(|e| serde_json::to_value(e).expect("an effect is JSON"))
                .collect()
        })
        .collect()
}

#[test]
fn stored_mafia_games_replay_to_the_same_effects() {
    let record = std::env::var_os("NARRATOR_RECORD_REPLAYS").is_some();
    for (name, config, seed, players) in games() {
        if record {
            let sim = simulate::run(&config, Seed::from_number(seed), players, false);
            assert!(sim.result.is_some(), "{name} ends");
            let setup = TableSetup {
                config: config.clone(),
                seed: Seed::from_number(seed),
                host: narrator_engine::PlayerId::new("sim:host"),
            };
            let effects = replay(&setup, &sim.inputs);
            let stored = Stored {
                setup,
                inputs: sim.inputs,
                effects,
            };
            let json = serde_json::to_string(&stored).expect("JSON");
            std::fs::write(path(name), json).expect("the replay file is written");
            continue;
        }
        let text = std::fs::read_to_string(path(name))
            .unwrap_or_else(|e| panic!("{name}: the recorded game is missing: {e}"));
        let stored: Stored = serde_json::from_str(&text).expect("a recorded game");
        let now = replay(&stored.setup, &stored.inputs);
        assert_eq!(now.len(), stored.effects.len(), "{name}");
        for (i, (then, now)) in stored.effects.iter().zip(&now).enumerate() {
            assert_eq!(then, now, "{name}: input {i} ({:?})", stored.inputs[i].0);
        }
    }
    assert!(
        !record,
        "recorded the games again: check them in, then run without NARRATOR_RECORD_REPLAYS"
    );
}
