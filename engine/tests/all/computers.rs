//! The computer players' settings (`Ruleset::computers`, a mode's
//! `[computers]`): the defaults play as before, each setting changes the
//! play it names, and a bad setting is refused with what is allowed.

use crate::common::public_mafia;
use narrator_engine::allowed::Allowed;
use narrator_engine::bots::simulate;
use narrator_engine::mafia::canned::id;
use narrator_engine::mafia::modes::{Mode, ModeError};
use narrator_engine::mafia::{
    Computers, CopClaims, MafiaMessage, MafiaTeam, Role, Ruleset, RulesetError, VoteChoice, deal,
};
use narrator_engine::{GameConfig, Outcome, Seat, Seed, Team};

fn with(computers: Computers) -> Ruleset {
    Ruleset {
        computers,
        ..Ruleset::classic()
    }
}

#[test]
fn default_settings_play_the_game_as_before() {
    // Written out in full, the defaults read as the preset and are not
    // written back: stored rulesets stay as they were.
    let explicit = Ruleset::from_toml(
        "[computers]\nvillage_skill = 100\ncop_claims = \"when_found\"\n\
         mafia_counterclaims = true\njester_claims = true\nvillage_waits = true\n",
    )
    .expect("the defaults read");
    assert_eq!(explicit, Ruleset::classic());
    let toml = explicit.to_toml();
    assert!(
        !toml.contains("[computers]") && !toml.contains("skill"),
        "{toml}"
    );
    let json = serde_json::to_string(&explicit).expect("as JSON");
    assert!(
        !json.contains("\"computers\"") && !json.contains("skill"),
        "{json}"
    );
    // The same seed plays the same game (a skill of 100 draws nothing).
    let explicit = GameConfig::Mafia(explicit);
    let classic = GameConfig::Mafia(Ruleset::classic());
    for s in 0..12 {
        let seed = Seed::from_number(s);
        let a = simulate::run(&explicit, seed, 10, false);
        let b = simulate::run(&classic, seed, 10, false);
        assert_eq!(a.result, b.result, "seed {s}");
        assert_eq!(a.phases, b.phases, "seed {s}");
        assert_eq!(a.inputs, b.inputs, "seed {s}");
    }
}

/// The village's wins in `games` computer games of classic at 10.
fn village_wins(rules: Ruleset, games: u64) -> u64 {
    let config = GameConfig::Mafia(rules);
    let village = Team::Mafia(MafiaTeam::Village);
    (0..games)
        .filter(|s| {
            let sim = simulate::run(&config, Seed::from_number(*s), 10, false);
            sim.result.map(|r| r.outcome) == Some(Outcome::Won(village))
        })
        .count() as u64
}

#[test]
fn a_careless_village_wins_less() {
    let games = 200;
    let careful = village_wins(Ruleset::classic(), games);
    let half = village_wins(
        with(Computers {
            village_skill: 50,
            ..Computers::default()
        }),
        games,
    );
    let careless = village_wins(
        with(Computers {
            village_skill: 0,
            ..Computers::default()
        }),
        games,
    );
    eprintln!("village wins of {games}: skill 100 {careful}, 50 {half}, 0 {careless}");
    // About 70 %, and under 5 % when it votes at random (README).
    assert!(careful > games / 2, "{careful}");
    assert!(careless < games / 10, "{careless}");
    assert!(
        careless < half && half < careful,
        "{careless} {half} {careful}"
    );
}

/// What the cop's seat said and learned in one computer game of classic
/// at 10: every line it said with its day, its findings on the living
/// when day 1's vote opened, and whether it saw day 1 alive.
struct CopGame {
    lines: Vec<(u32, u8)>,
    day1_findings: Vec<MafiaTeam>,
    alive_on_day1: bool,
}

fn cop_game(rules: &Ruleset, s: u64) -> CopGame {
    let seed = Seed::from_number(s);
    let dealt = deal::deal(rules, &seed, 10);
    let cop = dealt
        .iter()
        .position(|r| *r == Role::Cop)
        .and_then(|i| u8::try_from(i).ok())
        .map(Seat)
        .expect("classic deals a cop");
    let sim = simulate::run(&GameConfig::Mafia(rules.clone()), seed, 10, true);
    let mut game = CopGame {
        lines: Vec::new(),
        day1_findings: Vec::new(),
        alive_on_day1: false,
    };
    let mut day = 0;
    // Findings count until day 1's vote opens: the next night's arrive
    // before day 2's dawn.
    let mut voting = false;
    let mut killed_at_dawn = None;
    for (audience, m) in crate::common::mafia_messages(&sim.effects) {
        match m {
            MafiaMessage::VotingOpens { .. } => voting = true,
            MafiaMessage::Dawn { day: d, killed, .. } => {
                day = *d;
                if day == 1 {
                    game.alive_on_day1 = *killed != Some(cop);
                    killed_at_dawn = *killed;
                }
            }
            // A finding on the night's victim is nothing to tell.
            MafiaMessage::Investigation { target, alignment }
                if !voting && audience.includes(cop) && killed_at_dawn != Some(*target) =>
            {
                game.day1_findings.push(*alignment);
            }
            MafiaMessage::Said { speaker, line } if *speaker == cop => {
                game.lines.push((day, line.id));
            }
            _ => {}
        }
    }
    game
}

fn claims(game: &CopGame) -> bool {
    game.lines
        .iter()
        .any(|(_, l)| matches!(*l, id::I_AM_COP | id::FOUND_MAFIA | id::FOUND_VILLAGE))
}

#[test]
fn a_cop_set_never_to_claim_keeps_quiet() {
    let never = with(Computers {
        cop_claims: CopClaims::Never,
        ..Computers::default()
    });
    let games = 40;
    let told = (0..games)
        .filter(|s| claims(&cop_game(&Ruleset::classic(), *s)))
        .count();
    assert!(
        told >= 5,
        "the default cop claims in {told} of {games} games"
    );
    for s in 0..games {
        let game = cop_game(&never, s);
        assert!(!claims(&game), "seed {s}: {:?}", game.lines);
    }
}

#[test]
fn a_cop_set_to_claim_at_once_reports_a_villager_on_day_one() {
    let at_once = with(Computers {
        cop_claims: CopClaims::AtOnce,
        ..Computers::default()
    });
    let mut checked = 0;
    for s in 0..60 {
        let default = cop_game(&Ruleset::classic(), s);
        let village_only = default.alive_on_day1
            && !default.day1_findings.is_empty()
            && default
                .day1_findings
                .iter()
                .all(|t| *t == MafiaTeam::Village);
        if !village_only {
            continue;
        }
        checked += 1;
        // By default a cop with only village findings keeps quiet…
        assert!(
            !default.lines.iter().any(|(d, _)| *d == 1),
            "seed {s}: {:?}",
            default.lines
        );
        // …and set to claim at once it claims and vouches on day 1 (the
        // same night's check: nothing is drawn differently before).
        let game = cop_game(&at_once, s);
        assert_eq!(game.day1_findings, default.day1_findings, "seed {s}");
        let day1: Vec<u8> = game
            .lines
            .iter()
            .filter(|(d, _)| *d == 1)
            .map(|(_, l)| *l)
            .collect();
        assert!(
            day1.contains(&id::I_AM_COP) && day1.contains(&id::FOUND_VILLAGE),
            "seed {s}: {day1:?}"
        );
    }
    assert!(checked >= 10, "only {checked} cops found a villager first");
}

#[test]
fn the_mafia_and_the_jester_may_be_kept_from_claiming() {
    let list = [("mafioso", 2), ("cop", 1), ("doctor", 1), ("jester", 1)];
    let listed = |computers| Ruleset {
        min_players: 8,
        roles: Some(list.iter().map(|(r, n)| (r.to_string(), *n)).collect()),
        computers,
        ..Ruleset::classic()
    };
    // Who said "I am the cop" on the claimant's side, over some games.
    let false_claims = |rules: &Ruleset| {
        let (mut mafia, mut jester) = (0, 0);
        for s in 0..60 {
            let seed = Seed::from_number(s);
            let dealt = deal::deal(rules, &seed, 8);
            let sim = simulate::run(&GameConfig::Mafia(rules.clone()), seed, 8, true);
            for m in public_mafia(&sim.effects) {
                let MafiaMessage::Said { speaker, line } = m else {
                    continue;
                };
                match dealt.get(usize::from(speaker.0)) {
                    Some(Role::Mafioso) if line.id == id::I_AM_COP => mafia += 1,
                    Some(Role::Jester) if line.id == id::I_AM_COP => jester += 1,
                    _ => {}
                }
            }
        }
        (mafia, jester)
    };
    let (mafia, jester) = false_claims(&listed(Computers::default()));
    assert!(mafia > 0 && jester > 0, "mafia {mafia}, jester {jester}");
    let quiet = listed(Computers {
        mafia_counterclaims: false,
        jester_claims: false,
        ..Computers::default()
    });
    assert_eq!(false_claims(&quiet), (0, 0));
}

const HEAD: &str = "name = \"careless\"\nmin_players = 6\nmax_players = 10\n\
    [description]\nen = \"e\"\nru = \"р\"\nvi = \"v\"\n\
    [deal]\nmafia = \"n / 3\"\nfixed = { cop = 1 }\n";

#[test]
fn a_mode_s_computers_table_reaches_its_ruleset() {
    let mode = Mode::read(
        "careless.toml",
        &format!("{HEAD}[computers]\nvillage_skill = 60\ncop_claims = \"at_once\"\n"),
    )
    .expect("the mode reads");
    let rules = mode.ruleset().expect("its ruleset");
    assert_eq!(
        rules.computers,
        Computers {
            village_skill: 60,
            cop_claims: CopClaims::AtOnce,
            ..Computers::default()
        }
    );
    // Stored and read back (a group's rules), the settings stay.
    let back = Ruleset::from_toml(&rules.to_toml()).expect("reads back");
    assert_eq!(back.computers, rules.computers);
    // A mode without the table plays with the defaults.
    let plain = Mode::read("plain.toml", HEAD).expect("the mode reads");
    assert!(plain.ruleset().expect("its ruleset").computers.is_default());
}

#[test]
fn a_bad_computers_table_is_refused_with_what_is_wrong() {
    let read = |table: &str| Mode::read("careless.toml", &format!("{HEAD}[computers]\n{table}"));
    match read("patience = 3\n") {
        Err(ModeError::Unreadable { detail, .. }) => {
            assert!(detail.contains("patience"), "{detail}");
        }
        other => panic!("{other:?}"),
    }
    match read("cop_claims = \"sometimes\"\n") {
        Err(ModeError::Unreadable { detail, .. }) => {
            assert!(detail.contains("sometimes"), "{detail}");
        }
        other => panic!("{other:?}"),
    }
    match read("village_skill = 101\n") {
        Err(ModeError::Rules { reason, .. }) => {
            assert_eq!(
                reason,
                RulesetError::Invalid {
                    option: "computers.village_skill".into(),
                    value: "101".into(),
                    allowed: Allowed::Percent { lo: 0, hi: 100 },
                }
            );
            assert_eq!(
                reason.to_string(),
                "computers.village_skill = 101 is not allowed: 0 to 100 percent"
            );
        }
        other => panic!("{other:?}"),
    }
    // A group's ruleset is refused the same way.
    let err = Ruleset::from_toml("[computers]\nvillage_skill = 101\n").expect_err("101");
    assert!(
        err.to_string().starts_with("computers.village_skill = 101"),
        "{err}"
    );
}

/// A village that does not wait never votes "no one": every village-side
/// computer casts a vote for a player each day; one that waits votes
/// "no one" on some days without evidence.
#[test]
fn a_village_that_does_not_wait_lynches_every_day() {
    let no_one_votes = |rules: &Ruleset| {
        let mut village_no_one = 0;
        for s in 0..20 {
            let seed = Seed::from_number(s);
            let dealt = deal::deal(rules, &seed, 10);
            let sim = simulate::run(&GameConfig::Mafia(rules.clone()), seed, 10, true);
            for (_, m) in crate::common::mafia_messages(&sim.effects) {
                if let MafiaMessage::VoteCast { voter, choice } = m {
                    let village = dealt
                        .get(voter.index())
                        .is_some_and(|r| r.team() == MafiaTeam::Village);
                    if village && *choice == VoteChoice::NoOne {
                        village_no_one += 1;
                    }
                }
            }
        }
        village_no_one
    };
    assert!(no_one_votes(&Ruleset::classic()) > 0);
    let lynching = with(Computers {
        village_waits: false,
        ..Computers::default()
    });
    assert_eq!(no_one_votes(&lynching), 0);
}
