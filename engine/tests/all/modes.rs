//! Game modes as data (issue 31): the built-in files read, classic as a
//! mode deals as the classic preset does, a mode's draws come from the
//! seed, and a bad mode is refused with what is wrong.

use narrator_engine::GameConfig;
use narrator_engine::Seed;
use narrator_engine::bots::simulate;
use narrator_engine::mafia::modes::{Mode, ModeError, Modes, PlanProblem};
use narrator_engine::mafia::{MafiaTeam, Role, Ruleset, deal};
use std::collections::BTreeMap;

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
        "chaos",
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

/// The village's and the others' strength of a chaos deal's counts at
/// `n` seats, counted again from the roles' own strengths.
fn weigh(counts: &BTreeMap<String, u8>, n: usize) -> (i32, i32) {
    let (mut village, mut others, mut seats) = (0, 0, 0);
    for (name, k) in counts {
        let role = Role::named(name).unwrap_or_else(|| panic!("{name} is a role"));
        let weight = role.strength() * i32::from(*k);
        seats += usize::from(*k);
        if role.team() == MafiaTeam::Village {
            village += weight;
        } else {
            others -= weight;
        }
    }
    let villagers = i32::try_from(n - seats).expect("seats left");
    (village + villagers * Role::Villager.strength(), others)
}

#[test]
fn a_chaos_deal_is_the_seed_s_and_weighs_within_its_margin() {
    let mode = Modes::built_in().get("chaos").cloned().expect("chaos");
    let chaos = mode.deal.chaos.clone().expect("a chaos deal");
    let rules = mode.ruleset().expect("its ruleset");
    for n in usize::from(mode.min_players)..=usize::from(mode.max_players) {
        let mut mixes = std::collections::BTreeSet::new();
        let mut within = 0;
        for s in 0..100 {
            let seed = Seed::from_number(s * 31 + n as u64);
            let drawn = mode.deal.chaos_deal(&seed, n).expect("chaos at every size");
            // Deterministic: the same seed deals the same, in the ruleset
            // too (what `narrator verify` recomputes).
            assert_eq!(mode.deal.chaos_deal(&seed, n), Some(drawn.clone()));
            assert_eq!(deal::deal(&rules, &seed, n), deal::deal(&rules, &seed, n));
            assert_eq!(mode.deal.counts(&seed, n), drawn.counts);
            // The weights it reports are the roles' own.
            assert_eq!(weigh(&drawn.counts, n), (drawn.village, drawn.others));
            // A deal is taken within the margin, or after every retry.
            assert!(
                drawn.gap() <= chaos.margin || drawn.tries == chaos.retries,
                "n={n} seed={s}: {drawn:?}"
            );
            within += usize::from(drawn.gap() <= chaos.margin);
            // A mafia killer at every size, and the mafia short of half.
            let dealt = deal::deal(&rules, &seed, n);
            assert_eq!(dealt.len(), n);
            assert!(dealt.iter().any(|r| r.mafia_killer()), "n={n}: {dealt:?}");
            let mafia = dealt
                .iter()
                .filter(|r| r.team() == MafiaTeam::Mafia)
                .count();
            assert!(2 * mafia < n, "n={n}: {dealt:?}");
            mixes.insert(drawn.counts);
        }
        assert!(
            within >= 90,
            "n={n}: only {within} of 100 deals within the margin"
        );
        assert!(mixes.len() >= 10, "n={n}: only {} mixes", mixes.len());
    }
}

#[test]
fn a_chaos_deal_refuses_a_role_on_the_wrong_side_and_other_slots() {
    let head = "name = \"x\"\nmin_players = 7\nmax_players = 10\n\
                [description]\nen = \"e\"\nru = \"р\"\nvi = \"v\"\n";
    let chaos = "[deal.chaos]\nmargin = 2\nretries = 10\nmafia = \"1\"\nmafia_most = \"2\"\n\
                 village_powers = \"2\"\n";
    let read = |deal: &str| Mode::read("x.toml", &format!("{head}{deal}"));
    assert!(read(&format!("{chaos}village = {{ cop = 1 }}\n")).is_ok());
    match read(&format!("{chaos}village = {{ consort = 1 }}\n")) {
        Err(ModeError::Deal { problems, .. }) => {
            assert_eq!(problems, vec![PlanProblem::Misplaced("consort".into())]);
        }
        other => panic!("{other:?}"),
    }
    match read(&format!("[deal]\nfixed = {{ cop = 1 }}\n{chaos}")) {
        Err(ModeError::Deal { problems, .. }) => {
            assert_eq!(problems, vec![PlanProblem::ChaosWithSlots]);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn an_extra_role_is_dealt_at_its_size_only_and_a_mode_s_lone_roles_are_sides() {
    let text = "name = \"x\"\nmin_players = 7\nmax_players = 9\n\
                [description]\nen = \"e\"\nru = \"р\"\nvi = \"v\"\n\
                [deal]\nmafia = \"2\"\nfixed = { cop = 1 }\n\
                [deal.extra_at]\n\"8\" = { doctor = 1 }\n\
                [[deal.pools]]\ncount = \"1\"\nfrom = { jester = 1 }\n";
    let mode = Mode::read("x.toml", text).expect("reads");
    let seed = Seed::from_number(3);
    for n in 7..=9 {
        let counts = mode.deal.counts(&seed, n);
        assert_eq!(
            counts.get("doctor").copied(),
            (n == 8).then_some(1),
            "n={n}"
        );
        assert_eq!(counts.get("mafioso").copied(), Some(2));
    }
    // The jester only a pool deals is one of the game's sides.
    let sides = GameConfig::Mafia(mode.ruleset().expect("rules")).sides();
    assert!(
        sides.contains(&narrator_engine::Team::Mafia(MafiaTeam::Jester)),
        "{sides:?}"
    );
    let bad = text.replace("\"8\" = { doctor", "\"eight\" = { doctor");
    match Mode::read("x.toml", &bad) {
        Err(ModeError::Deal { problems, .. }) => {
            assert_eq!(problems, vec![PlanProblem::Size("eight".into())]);
        }
        other => panic!("{other:?}"),
    }
}

/// A size's own pools replace the mode's there: drawn by weight from the
/// seed, a villager drawn is a seat with no role, and the computer
/// players count the mafia a pool may or may not deal as a careful
/// player would (the most it can deal).
#[test]
fn a_size_s_own_pools_replace_the_mode_s_and_are_drawn_by_weight() {
    let text = "name = \"x\"\nmin_players = 7\nmax_players = 9\n\
                [description]\nen = \"e\"\nru = \"р\"\nvi = \"v\"\n\
                [deal]\nmafia = \"2\"\nfixed = { cop = 1 }\n\
                [[deal.pools]]\ncount = \"1\"\nfrom = { doctor = 1 }\n\
                [[deal.pools_at.8]]\ncount = \"1\"\nfrom = { mafioso = 3, villager = 7 }\n";
    let mode = Mode::read("x.toml", text).expect("reads");
    let (mut more, games) = (0, 2000);
    for s in 0..games {
        let seed = Seed::from_number(s);
        for n in [7, 9] {
            let counts = mode.deal.counts(&seed, n);
            assert_eq!(counts.get("doctor").copied(), Some(1), "n={n}");
            assert_eq!(counts.get("mafioso").copied(), Some(2), "n={n}");
        }
        let counts = mode.deal.counts(&seed, 8);
        assert_eq!(
            counts.get("doctor"),
            None,
            "the size's pools replace the mode's"
        );
        assert_eq!(counts.get("villager"), None, "a villager is no role");
        match counts.get("mafioso").copied() {
            Some(3) => more += 1,
            Some(2) => {}
            other => panic!("{other:?}"),
        }
        let dealt = deal::deal(&mode.ruleset().expect("rules"), &seed, 8);
        assert_eq!(dealt.len(), 8);
    }
    // Three draws in ten give the third mafioso.
    let share = f64::from(more) / games as f64;
    assert!((0.26..0.34).contains(&share), "{share}");
    let rules = mode.ruleset().expect("rules");
    assert_eq!(
        deal::mafia_known(&rules, 8),
        3,
        "the most the pool can deal"
    );
    assert_eq!(deal::mafia_known(&rules, 7), 2);
    // A size's pool that cannot fill its draws is refused at that size.
    let short = text.replace(
        "count = \"1\"\nfrom = { mafioso",
        "count = \"3\"\nfrom = { mafioso",
    );
    match Mode::read("x.toml", &short) {
        Err(ModeError::Deal { problems, .. }) => {
            assert_eq!(problems, vec![PlanProblem::PoolTooSmall { n: 8, pool: 1 }]);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_chaos_game_left_to_an_arsonist_and_the_village_ends() {
    // Seed 11416 at 14 seats deals an arsonist who outlives the mafia;
    // the arsonist used to ignite with nobody doused every night while
    // the village, seeing nothing, voted for no one: the game never
    // ended.
    let mode = Modes::built_in().get("chaos").cloned().expect("chaos");
    let config = GameConfig::Mafia(mode.ruleset().expect("its ruleset"));
    let sim = simulate::run(&config, Seed::from_number(11416), 14, false);
    assert!(
        sim.result.is_some(),
        "unfinished after {} phases",
        sim.phases
    );
}
