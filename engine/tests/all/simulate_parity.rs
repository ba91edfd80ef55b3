//! The simulation's own loop (the game in its own words, no table) plays
//! the game a table plays: for every game, preset and mode, the same
//! seed gives the same inputs, the same result and the same phases.

use crate::common::NEWER_ROLE_LISTS;
use narrator_engine::GameConfig;
use narrator_engine::Seed;
use narrator_engine::bots::simulate;
use narrator_engine::mafia::modes::Modes;
use narrator_engine::mafia::{Computers, CopClaims, Ruleset};
use narrator_engine::wumpus::WumpusRules;
use narrator_engine::zombie::ZombieOptions;

fn same(name: &str, config: &GameConfig, players: u8, seeds: std::ops::Range<u64>) {
    for n in seeds {
        let seed = Seed::from_number(n);
        let own = simulate::run(config, seed, players, false);
        let table = simulate::run_table(config, seed, players, false);
        assert!(table.result.is_some(), "{name} seed {n} ends at the table");
        assert_eq!(own.result, table.result, "{name} seed {n}: result");
        assert_eq!(own.phases, table.phases, "{name} seed {n}: phases");
        assert_eq!(own.inputs.len(), table.inputs.len(), "{name} seed {n}");
        for (i, (a, b)) in own.inputs.iter().zip(&table.inputs).enumerate() {
            assert_eq!(a, b, "{name} seed {n}: input {i}");
        }
    }
}

#[test]
fn the_presets_play_the_same_game_without_a_table() {
    same(
        "classic",
        &GameConfig::Mafia(Ruleset::classic()),
        10,
        0..150,
    );
    same(
        "classic 6",
        &GameConfig::Mafia(Ruleset::classic()),
        6,
        0..50,
    );
    // Computer players set to reason only some days and talk otherwise
    // draw their coins from their own seeds, the same at the table.
    let careless = Ruleset {
        computers: Computers {
            village_skill: 60,
            village_waits: false,
            cop_claims: CopClaims::AtOnce,
            mafia_counterclaims: false,
            jester_claims: false,
        },
        ..Ruleset::classic()
    };
    same("classic careless", &GameConfig::Mafia(careless), 10, 0..60);
    same("sport", &GameConfig::Mafia(Ruleset::sport()), 10, 0..60);
    same("hp", &GameConfig::Mafia(Ruleset::hp()), 8, 0..60);
}

#[test]
fn every_newer_role_plays_the_same_game_without_a_table() {
    for list in NEWER_ROLE_LISTS {
        let rules = Ruleset {
            min_players: u8::try_from(list.len()).unwrap_or(u8::MAX),
            roles: Some(list.iter().map(|r| (r.to_string(), 1)).collect()),
            ..Ruleset::classic()
        };
        same(&list.join(","), &GameConfig::Mafia(rules), 12, 0..60);
    }
}

#[test]
fn every_mode_plays_the_same_game_without_a_table() {
    for mode in Modes::built_in().all() {
        let rules = mode.ruleset().expect("a built-in mode's rules");
        let n = mode.min_players.max(10).min(mode.max_players);
        same(&mode.name, &GameConfig::Mafia(rules), n, 0..25);
    }
}

#[test]
fn the_other_games_play_the_same_game_without_a_table() {
    let wumpus = GameConfig::Wumpus(WumpusRules::standard().expect("the shipped map"));
    same("wumpus", &wumpus, 5, 0..30);
    let zombie = GameConfig::Zombie(ZombieOptions::default());
    let players = zombie.seat_range().0.max(6);
    same("zombie", &zombie, players, 0..30);
}
