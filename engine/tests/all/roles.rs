//! Roles dealt from a ruleset's own list, and the roles beyond classic's
//! four (issue 30): one test or a few per rule, each failing if its rule
//! breaks.

use crate::common::*;
use narrator_engine::allowed::Allowed;
use narrator_engine::bots::simulate;
use narrator_engine::mafia::{
    MafiaAction, MafiaMessage, MafiaTeam, Preset, Role, Ruleset, RulesetError, deal,
};
use narrator_engine::{GameConfig, Seed};

/// Classic with the roles `list` (villagers for the other seats).
fn listed(list: &[(&str, u8)]) -> Ruleset {
    let mut rules = Ruleset::classic();
    rules.roles = Some(list.iter().map(|(r, n)| (r.to_string(), *n)).collect());
    rules
}

/// The option and what is allowed, of a refused list.
fn refusal(rules: &Ruleset) -> (String, String, Allowed) {
    match rules.validate() {
        Err(RulesetError::Invalid {
            option,
            value,
            allowed,
        }) => (option, value, allowed),
        other => panic!("a refused list, not {other:?}"),
    }
}

#[test]
fn a_list_of_roles_is_dealt_with_villagers_for_the_other_seats() {
    let rules = listed(&[("godfather", 1), ("mafioso", 1), ("cop", 1), ("lycan", 1)]);
    assert_eq!(rules.validate(), Ok(()));
    for n in [6, 9, 14] {
        for s in 0..6 {
            let dealt = deal::deal(&rules, &Seed::from_number(s), n);
            let count = |r: Role| dealt.iter().filter(|d| **d == r).count();
            assert_eq!(dealt.len(), n);
            assert_eq!(count(Role::Godfather), 1, "n={n}");
            assert_eq!(count(Role::Mafioso), 1, "n={n}");
            assert_eq!(count(Role::Cop), 1, "n={n}");
            assert_eq!(count(Role::Lycan), 1, "n={n}");
            assert_eq!(count(Role::Doctor), 0, "the list has no doctor (n={n})");
            assert_eq!(count(Role::Villager), n - 4, "n={n}");
            // The same seed deals the same seats.
            assert_eq!(dealt, deal::deal(&rules, &Seed::from_number(s), n));
        }
    }
}

#[test]
fn a_list_of_roles_reads_from_toml_and_back() {
    let rules = Ruleset::from_toml("roles = { godfather = 1, mafioso = 2, doctor = 1 }")
        .expect("a classic list");
    let list = rules.roles.clone().expect("the list");
    assert_eq!(list.get("godfather"), Some(&1));
    assert_eq!(list.get("mafioso"), Some(&2));
    assert_eq!(Ruleset::from_toml(&rules.to_toml()), Ok(rules));
    // Without a list the TOML says nothing of roles, as before lists.
    let plain: toml::Table = toml::from_str(&Ruleset::classic().to_toml()).expect("TOML");
    assert!(!plain.contains_key("roles"));
}

#[test]
fn a_bad_list_of_roles_is_refused_with_what_is_allowed() {
    // An unknown role, and hp's and sport's cards, list the classic roles.
    for name in ["werewolf", "don", "detective"] {
        let (option, value, allowed) = refusal(&listed(&[(name, 1), ("mafioso", 1)]));
        assert_eq!((option.as_str(), value.as_str()), ("roles", name));
        let Allowed::OneOf { items } = allowed else {
            panic!("the known roles, not {allowed:?}");
        };
        for known in ["villager", "mafioso", "cop", "doctor", "godfather", "lycan"] {
            assert!(items.contains(known), "{items}");
        }
        assert!(
            !items.contains("don") && !items.contains("detective"),
            "{items}"
        );
    }
    // More roles than the smallest table has seats.
    let (_, value, allowed) = refusal(&listed(&[("mafioso", 3), ("cop", 2), ("doctor", 2)]));
    assert_eq!(value, "7");
    assert!(
        matches!(allowed, Allowed::UpTo { ref option, value: 6, .. } if option == "min_players")
    );
    // Nobody on the mafia's side kills.
    let (_, _, allowed) = refusal(&listed(&[("cop", 1), ("lycan", 1)]));
    let Allowed::NeedsOneOf { items } = allowed else {
        panic!("a mafia killer, not {allowed:?}");
    };
    assert_eq!(items, "mafioso, godfather");
    // hp and sport deal their own cards.
    let mut hp = Ruleset::hp();
    hp.roles = Some([("mafioso".to_string(), 1)].into_iter().collect());
    let (_, _, allowed) = refusal(&hp);
    assert_eq!(
        allowed,
        Allowed::OnlyClassic {
            preset: Preset::Hp.to_string()
        }
    );
}

/// A 7-seat game with a godfather, a mafioso and a cop.
fn godfather_game(seed: u64) -> Game {
    let rules = listed(&[("godfather", 1), ("mafioso", 1), ("cop", 1)]);
    Game::with_rules(rules, Seed::from_number(seed), 7)
}

#[test]
fn the_godfather_and_the_mafioso_know_each_other() {
    let g = godfather_game(3);
    let godfather = g.with_role(Role::Godfather)[0];
    let mafioso = g.with_role(Role::Mafioso)[0];
    for (audience, m) in mafia_messages(&g.start) {
        if let MafiaMessage::RoleCard { role, allies } = m {
            match role {
                Role::Godfather => assert_eq!(allies, &vec![mafioso], "{audience:?}"),
                Role::Mafioso => assert_eq!(allies, &vec![godfather], "{audience:?}"),
                _ => assert!(allies.is_empty(), "the village learns no allies"),
            }
        }
    }
}

#[test]
fn the_godfather_kills_with_the_mafia_and_an_investigation_shows_the_village() {
    for seed in 0..4 {
        let mut g = godfather_game(seed);
        g.all_ready();
        let godfather = g.with_role(Role::Godfather)[0];
        let mafioso = g.with_role(Role::Mafioso)[0];
        let victim = g.villagers()[0];
        let cop = g.cop();
        g.ok(godfather, MafiaAction::Kill(victim));
        g.ok(mafioso, MafiaAction::Kill(victim));
        let mut e = g.ok(cop, MafiaAction::Investigate(godfather));
        e.extend(g.tick());
        assert!(!g.alive(victim), "the mafia's pick dies");
        let found = mafia_messages(&e).into_iter().find_map(|(_, m)| match m {
            MafiaMessage::Investigation { target, alignment } => Some((*target, *alignment)),
            _ => None,
        });
        assert_eq!(found, Some((godfather, MafiaTeam::Village)));
        // The mafia may not pick the godfather.
        assert!(g.act(mafioso, MafiaAction::Kill(godfather)).is_err());
    }
}

#[test]
fn a_lycan_shows_as_mafia_but_wins_with_the_village() {
    let rules = listed(&[("mafioso", 1), ("cop", 1), ("lycan", 1)]);
    let mut g = Game::with_rules(rules, Seed::from_number(5), 6);
    g.all_ready();
    let lycan = g.with_role(Role::Lycan)[0];
    let cop = g.cop();
    let mut e = g.ok(cop, MafiaAction::Investigate(lycan));
    e.extend(g.tick());
    let found = mafia_messages(&e).into_iter().find_map(|(_, m)| match m {
        MafiaMessage::Investigation { target, alignment } => Some((*target, *alignment)),
        _ => None,
    });
    assert_eq!(found, Some((lycan, MafiaTeam::Mafia)));
    assert_eq!(Role::Lycan.team(), MafiaTeam::Village);
    assert!(g.alive(cop));
}

#[test]
fn computer_players_finish_games_with_a_list_of_roles() {
    let rules = listed(&[
        ("godfather", 1),
        ("mafioso", 1),
        ("cop", 1),
        ("doctor", 1),
        ("lycan", 1),
    ]);
    let config = GameConfig::Mafia(rules);
    for seed in 0..30 {
        let sim = simulate::run(&config, Seed::from_number(seed), 9, false);
        assert!(sim.result.is_some(), "seed {seed} ends");
    }
    let blockers = GameConfig::Mafia(listed(&[
        ("mafioso", 1),
        ("consort", 1),
        ("escort", 1),
        ("cop", 1),
        ("doctor", 1),
    ]));
    for seed in 0..30 {
        let sim = simulate::run(&blockers, Seed::from_number(seed), 9, false);
        assert!(sim.result.is_some(), "seed {seed} ends with blockers");
    }
}

/// A 7-seat game with the roles `list` and seed `seed`, past day 0.
fn night_of(list: &[(&str, u8)], seed: u64) -> Game {
    let mut g = Game::with_rules(listed(list), Seed::from_number(seed), 7);
    g.all_ready();
    g
}

/// The private notices that a seat's night action was blocked.
fn blocked_notices(e: &[narrator_engine::Effect]) -> Vec<narrator_engine::Audience> {
    mafia_messages(e)
        .into_iter()
        .filter(|(_, m)| matches!(m, MafiaMessage::Blocked))
        .map(|(a, _)| a.clone())
        .collect()
}

#[test]
fn an_escort_blocking_the_only_mafioso_stops_the_kill() {
    for seed in 0..4 {
        let mut g = night_of(&[("mafioso", 1), ("escort", 1)], seed);
        let mafioso = g.with_role(Role::Mafioso)[0];
        let escort = g.with_role(Role::Escort)[0];
        let victim = g.villagers()[0];
        g.ok(mafioso, MafiaAction::Kill(victim));
        let mut e = g.ok(escort, MafiaAction::Block(mafioso));
        e.extend(g.tick());
        let (_, killed, _) = find_dawn(&e).expect("dawn");
        assert_eq!(killed, None, "the blocked mafioso's pick does not count");
        assert!(g.alive(victim));
        // Only the blocked mafioso is told, privately.
        assert_eq!(
            blocked_notices(&e),
            vec![narrator_engine::Audience::Seat(mafioso)]
        );
    }
}

#[test]
fn a_consort_blocking_the_doctor_lets_the_kill_through() {
    for seed in 0..4 {
        let mut g = night_of(&[("mafioso", 1), ("consort", 1), ("doctor", 1)], seed);
        let mafioso = g.with_role(Role::Mafioso)[0];
        let consort = g.with_role(Role::Consort)[0];
        let doctor = g.doctor();
        let victim = g.villagers()[0];
        g.ok(mafioso, MafiaAction::Kill(victim));
        g.ok(doctor, MafiaAction::Protect(victim));
        let mut e = g.ok(consort, MafiaAction::Block(doctor));
        e.extend(g.tick());
        let (_, killed, _) = find_dawn(&e).expect("dawn");
        assert_eq!(killed, Some(victim), "a blocked doctor saves nobody");
        assert_eq!(
            blocked_notices(&e),
            vec![narrator_engine::Audience::Seat(doctor)]
        );
        // The consort knows the mafia, and the mafia know the consort.
        let cards = mafia_messages(&g.start);
        assert!(cards.iter().any(|(_, m)| matches!(m,
            MafiaMessage::RoleCard { role: Role::Consort, allies } if allies == &vec![mafioso])));
    }
}

#[test]
fn a_consort_blocking_the_cop_leaves_them_no_finding() {
    let mut g = night_of(&[("mafioso", 1), ("consort", 1), ("cop", 1)], 2);
    let mafioso = g.with_role(Role::Mafioso)[0];
    let consort = g.with_role(Role::Consort)[0];
    let cop = g.cop();
    g.ok(cop, MafiaAction::Investigate(mafioso));
    let mut e = g.ok(consort, MafiaAction::Block(cop));
    e.extend(g.tick());
    assert!(
        !mafia_messages(&e)
            .iter()
            .any(|(_, m)| matches!(m, MafiaMessage::Investigation { .. })),
        "a blocked cop learns nothing"
    );
    assert_eq!(
        blocked_notices(&e),
        vec![narrator_engine::Audience::Seat(cop)]
    );
}

#[test]
fn only_a_blocker_blocks_and_never_themself() {
    let mut g = night_of(&[("mafioso", 1), ("escort", 1)], 1);
    let mafioso = g.with_role(Role::Mafioso)[0];
    let escort = g.with_role(Role::Escort)[0];
    let villager = g.villagers()[0];
    assert!(g.act(villager, MafiaAction::Block(mafioso)).is_err());
    assert!(g.act(mafioso, MafiaAction::Block(escort)).is_err());
    assert!(g.act(escort, MafiaAction::Block(escort)).is_err());
    // Blocks are a classic list's: hp and sport refuse them.
    let mut hp = Game::with_rules(Ruleset::hp(), Seed::from_number(1), 8);
    assert!(hp.act(seat(0), MafiaAction::Block(seat(1))).is_err());
}

#[test]
fn a_blocker_may_not_block_the_same_player_two_nights_running() {
    let mut g = night_of(&[("mafioso", 1), ("escort", 1)], 3);
    let escort = g.with_role(Role::Escort)[0];
    let target = g.villagers()[0];
    g.ok(escort, MafiaAction::Block(target));
    g.tick();
    // The day passes without a lynch, then the second night.
    let e = g.everyone_votes(narrator_engine::mafia::VoteChoice::NoOne);
    assert!(
        find_nightfall(&e).is_some(),
        "nobody was lynched: the night comes"
    );
    let prompt = Game::prompt_in(&e, escort, narrator_engine::mafia::MafiaPrompt::Block)
        .expect("the escort's second night");
    assert!(!prompt.choices.contains(&MafiaAction::Block(target).into()));
    assert!(g.act(escort, MafiaAction::Block(target)).is_err());
}

#[test]
fn a_consort_takes_up_the_kill_once_no_killer_is_left() {
    let mut checked = 0;
    for seed in 0..6 {
        let mut g = night_of(&[("mafioso", 1), ("consort", 1), ("cop", 1)], seed);
        let mafioso = g.with_role(Role::Mafioso)[0];
        let consort = g.with_role(Role::Consort)[0];
        // Night 0: nobody dies (the mafioso picks nobody); day 1 lynches
        // the mafioso.
        g.tick();
        let votes: Vec<_> = g
            .living()
            .into_iter()
            .map(|s| (s, narrator_engine::mafia::VoteChoice::Player(mafioso)))
            .collect();
        let e = g.day(&votes);
        if find_winner(&e).is_some() || g.alive(mafioso) || !g.alive(consort) {
            continue;
        }
        let prompt = Game::prompt_in(&e, consort, narrator_engine::mafia::MafiaPrompt::NightKill);
        assert!(prompt.is_some(), "the consort is asked for the kill");
        let victim = g.villagers()[0];
        let mut e = g.ok(consort, MafiaAction::Kill(victim));
        e.extend(g.tick());
        assert!(!g.alive(victim), "seed {seed}: the consort's kill stands");
        checked += 1;
    }
    assert!(checked > 0, "some seed leaves the consort alone");
}
