//! Game modes as data (issue 31): the built-in files read, classic as a
//! mode deals as the classic preset does, a mode's draws come from the
//! seed, and a bad mode is refused with what is wrong.

use narrator_engine::GameConfig;
use narrator_engine::Seed;
use narrator_engine::bots::simulate;
use narrator_engine::mafia::modes::{Mode, ModeError, Modes, PlanProblem};
use narrator_engine::mafia::{Role, Ruleset, deal};

#[test]
fn every_built_in_mode_reads_and_deals_at_every_size() {
    let errors = Modes::built_in_errors();
    assert!(errors.is_empty(), "{errors:#?}");
    let modes = Modes::built_in();
    for name in [
        "classic",
        "town",
        "lovers",
        "witchcraft",
        "hidden",
        "big",
        "quick",
    ] {
        let mode = modes
            .get(name)
            .unwrap_or_else(|| panic!("{name} is built in"));
        let rules = mode.ruleset().expect("its ruleset");
        for n in mode.min_players..=mode.max_players {
            let dealt = deal::deal(&rules, &Seed::from_number(u64::from(n)), usize::from(n));
            assert_eq!(dealt.len(), usize::from(n));
            assert!(
                dealt
                    .iter()
                    .any(|r| *r == Role::Mafioso || *r == Role::Godfather),
                "{name} at {n}: {dealt:?}"
            );
        }
        for lang in narrator_engine::render::Lang::ALL {
            assert!(!mode.description(lang).is_empty());
        }
        // Players see each size's measured balance: every size has one.
        for n in mode.min_players..=mode.max_players {
            let rate = mode.balance.village_at(n);
            assert!(
                rate.is_some_and(|r| (0.0..=100.0).contains(&r)),
                "{name} at {n}: measured village rate {rate:?}"
            );
        }
        assert!(mode.balance.games > 0, "{name}: games per size");
    }
}

#[test]
fn classic_as_a_mode_deals_as_the_classic_preset() {
    let mode = Modes::built_in().get("classic").cloned().expect("classic");
    let rules = mode.ruleset().expect("its ruleset");
    for n in 6..=20 {
        for s in 0..20 {
            let seed = Seed::from_number(s * 97 + n as u64);
            assert_eq!(
                deal::deal(&rules, &seed, n),
                deal::deal(&Ruleset::classic(), &seed, n),
                "n={n} seed={s}"
            );
        }
    }
    // And the same games: a simulated game ends the same way.
    for s in 0..10 {
        let seed = Seed::from_number(s);
        let a = simulate::run(&GameConfig::Mafia(rules.clone()), seed, 10, false);
        let b = simulate::run(&GameConfig::Mafia(Ruleset::classic()), seed, 10, false);
        assert_eq!(a.result.map(|r| r.winners), b.result.map(|r| r.winners));
    }
}

#[test]
fn a_mode_s_pools_draw_from_the_seed_and_the_ruleset_carries_the_deal() {
    let mode = Modes::built_in().get("town").cloned().expect("town");
    let rules = mode.ruleset().expect("its ruleset");
    let seed = Seed::from_number(5);
    assert_eq!(deal::deal(&rules, &seed, 12), deal::deal(&rules, &seed, 12));
    let varied = (0..30)
        .map(|s| deal::deal(&rules, &Seed::from_number(s), 12))
        .map(|d| {
            let mut d = d;
            d.sort();
            d
        })
        .collect::<std::collections::BTreeSet<_>>();
    assert!(varied.len() > 3, "the pools draw different roles");
    // Stored and read back, the ruleset deals the same.
    let back = Ruleset::from_toml(&rules.to_toml()).expect("reads back");
    assert_eq!(deal::deal(&back, &seed, 12), deal::deal(&rules, &seed, 12));
}

#[test]
fn a_bad_mode_is_refused_with_what_is_wrong() {
    let head = "name = \"x\"\nmin_players = 6\nmax_players = 10\n\
                [description]\nen = \"e\"\nru = \"р\"\nvi = \"v\"\n";
    let refused = |deal: &str| Mode::read("x.toml", &format!("{head}{deal}")).err();
    match refused("[deal]\nmafia = \"1\"\nfixed = { werewolf = 1 }\n") {
        Some(ModeError::Deal { problems, .. }) => {
            assert_eq!(problems, vec![PlanProblem::UnknownRole("werewolf".into())]);
        }
        other => panic!("{other:?}"),
    }
    match refused("[deal]\nfixed = { cop = 1 }\n") {
        Some(ModeError::Deal { problems, .. }) => {
            assert!(
                problems.contains(&PlanProblem::NoKiller { n: 6 }),
                "{problems:?}"
            );
        }
        other => panic!("{other:?}"),
    }
    match refused("[deal]\nmafia = \"n /\"\n") {
        Some(ModeError::Deal { problems, .. }) => {
            assert_eq!(problems, vec![PlanProblem::Formula("n /".into())]);
        }
        other => panic!("{other:?}"),
    }
    match refused("[deal]\nmafia = \"n\"\nfixed = { cop = 1 }\n") {
        Some(ModeError::Deal { problems, .. }) => {
            assert!(
                matches!(problems[0], PlanProblem::TooMany { n: 6, .. }),
                "{problems:?}"
            );
        }
        other => panic!("{other:?}"),
    }
    let pools =
        "[deal]\nmafia = \"1\"\n[[deal.pools]]\ncount = \"3\"\nfrom = { cop = 1, doctor = 1 }\n";
    match refused(pools) {
        Some(ModeError::Deal { problems, .. }) => {
            assert!(problems.contains(&PlanProblem::PoolTooSmall { n: 6, pool: 1 }));
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        refused("[options]\nday_secs = 1\n[deal]\nmafia = \"1\"\n"),
        Some(ModeError::Rules { .. })
    ));
    assert!(matches!(
        Mode::read("x.toml", "name = 3"),
        Err(ModeError::Unreadable { .. })
    ));
    let mut modes = Modes::built_in();
    let twin = Modes::built_in().get("quick").cloned().expect("quick");
    assert!(matches!(modes.add(twin), Err(ModeError::Twice(_))));
}
