//! Rulesets as data: an invalid ruleset never starts a game, every preset
//! starts, and the players' table describes the rules in force.

use crate::common;

use common::*;
use narrator_engine::mafia::render::rules;
use narrator_engine::mafia::{Preset, Ruleset, TieRule};
use narrator_engine::render::Lang;
use narrator_engine::{Input, Rejection, Seed, Timestamp};

#[test]
fn an_invalid_ruleset_never_starts_a_game() {
    let bad = Ruleset {
        tie_rule: TieRule::Revote,
        ..Ruleset::classic()
    };
    let mut table = lobby(bad, Seed::from_number(1));
    join_all(&mut table, 7);
    let start = Input::Start { by: host() };
    let err = table.handle(&start, Timestamp(0)).unwrap_err();
    assert!(matches!(err, Rejection::InvalidRules { .. }), "{err:?}");
    assert_eq!(
        err.to_string(),
        "this table's rules are invalid: tie_rule = revote is not allowed: classic allows random, no_lynch"
    );
    // Still a lobby: joining works, acting does not.
    let again = table.handle(&start, Timestamp(0));
    assert!(matches!(again, Err(Rejection::InvalidRules { .. })));
    let act = act_input(pid(1), narrator_engine::mafia::MafiaAction::Ready);
    assert!(matches!(
        table.handle(&act, Timestamp(0)),
        Err(Rejection::NotStarted)
    ));
}

#[test]
fn every_preset_starts_at_its_smallest_and_largest_table() {
    for p in Preset::ALL {
        let r = p.ruleset();
        for n in [r.min_players, r.max_players] {
            let mut table = lobby(r.clone(), Seed::from_number(2));
            join_all(&mut table, usize::from(n));
            let started = table.handle(&Input::Start { by: host() }, Timestamp(0));
            assert!(started.is_ok(), "{p} with {n}: {started:?}");
        }
    }
}

#[test]
fn a_table_outside_the_presets_range_is_refused_by_name() {
    let mut table = lobby(Ruleset::hp(), Seed::from_number(3));
    join_all(&mut table, 5);
    let err = table
        .handle(&Input::Start { by: host() }, Timestamp(0))
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "hp mafia needs 6 to 30 players; the lobby has 5"
    );
}

#[test]
fn the_players_table_describes_the_options_in_force() {
    let hp = rules(Lang::En, &Ruleset::hp());
    for line in [
        "preset                   hp",
        "players                  6 to 30",
        "⌊n/5⌋ mafia, ⌊n/5⌋ detectives, ⌊n/10⌋ healers (at least 1), the rest commoners",
        "commoner 1000, mafia 2500, detective 800, healer 800",
        "+500 HP",
        "vote again (up to 3 times), then drawn",
    ] {
        assert!(hp.contains(line), "{line:?} missing from:\n{hp}");
    }
    let classic = rules(Lang::En, &Ruleset::classic());
    assert!(
        classic.contains("⌊n/3⌋ mafia, 1 cop, 1 doctor"),
        "{classic}"
    );
    assert!(classic.contains("drawn at random"), "{classic}");
    assert!(!classic.contains("HP"), "{classic}");
}

#[test]
fn computer_players_only_when_the_rules_allow_them() {
    let fill = Input::Fill {
        by: host(),
        seats: 8,
    };
    let rules = Ruleset {
        fill_with_computers: false,
        ..Ruleset::hp()
    };
    let mut table = lobby(rules, Seed::from_number(4));
    join_all(&mut table, 2);
    let err = table.handle(&fill, Timestamp(0)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "you cannot fill the lobby with computer players: this table's rules do not allow computer players"
    );
    let mut table = lobby(Ruleset::hp(), Seed::from_number(4));
    join_all(&mut table, 2);
    assert!(table.handle(&fill, Timestamp(0)).is_ok());
}
