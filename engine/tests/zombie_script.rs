//! Script mode: the original judge's game.txt replayed on the same rules.

mod zombie_support;

use narrator_engine::Seed;
use narrator_engine::render::en::{Names, zombie as text};
use narrator_engine::zombie::script::{
    Event, Fallback, Replay, ScriptConfig, ScriptError, Setup, replay, to_json,
};
use narrator_engine::zombie::{Condition, Ending, Role, TurnReport, ZombieMessage};

fn run(script: &str) -> Vec<Event> {
    match replay(script, Fallback::None) {
        Ok((_, events)) => events,
        Err((_, e)) => panic!("{e}"),
    }
}

fn fail(script: &str) -> (Vec<Event>, ScriptError) {
    match replay(script, Fallback::None) {
        Ok((_, events)) => panic!("accepted: {events:?}"),
        Err(x) => x,
    }
}

fn reports(events: &[Event]) -> Vec<TurnReport> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Announce(ZombieMessage::TurnEnded(r)) => Some(*r),
            _ => None,
        })
        .collect()
}

fn ending(events: &[Event]) -> Option<Ending> {
    events.iter().find_map(|e| match e {
        Event::Announce(ZombieMessage::Ended { ending, .. }) => Some(*ending),
        _ => None,
    })
}

const SETUP: &str = "HUMAN Alice\nHUMAN Bob\nZOMBIE Zed\nHUMAN Carol\nHUMAN Dave\nGAME_START 10\n";

#[test]
fn the_tricky_case_end_to_end() {
    let script = format!(
        "{SETUP}# turn 0\nTOUCH Zed Alice\nINTERACT alice BOB\nANTIDOTE Alice\nNEXT_TURN\nNEXT_TURN\nNEXT_TURN\nNEXT_TURN\n"
    );
    let (replay, events) = replay(&script, Fallback::None).expect("valid");
    let r = reports(&events);
    assert_eq!(r.len(), 4);
    assert!(r.iter().all(|r| (r.humans, r.zombies) == (3, 2)), "{r:?}");
    let o = replay.outbreak().expect("started");
    let alice = o.player(narrator_engine::Seat(0)).expect("Alice");
    let bob = o.player(narrator_engine::Seat(1)).expect("Bob");
    assert_eq!(alice.condition, Condition::Human);
    assert_eq!(bob.condition, Condition::Turned);
    assert_eq!(bob.score, 0);
    // What the judge reads.
    let names = Names(replay.names());
    let lines: Vec<String> = events
        .iter()
        .map(|e| text::script_event(e, &names, replay.roles()))
        .collect();
    assert_eq!(
        lines[1],
        "There are 4 humans and 1 zombie. The game lasts at most 10 turns."
    );
    assert_eq!(
        lines[2],
        "End of turn 0: 3 humans and 2 zombies (the infected count as zombies). Highest score: humans 0, zombies 1."
    );
    assert_eq!(
        lines.last().map(String::as_str),
        Some("The script ends during turn 4: the game is not over yet.")
    );
}

#[test]
fn every_alias_and_any_case_do_the_same() {
    let canonical = format!(
        "{SETUP}INTERACT Alice Bob\nINTERACT Zed Carol\nANTIDOTE Carol\nNEXT_TURN\nINTERACT Alice Bob\nNEXT_TURN\n"
    );
    let want = run(&canonical);
    for interact in [
        "INTERACT", "TOUCH", "i", "t", "I", "T", "interact", "Touch", "iNtErAcT",
    ] {
        for antidote in ["ANTIDOTE", "a", "A", "antidote", "Antidote"] {
            for next in [
                "NEXT_TURN",
                "NEXT_ROUND",
                "nt",
                "nr",
                "NT",
                "NR",
                "next_turn",
                "Next_Round",
            ] {
                let script = format!(
                    "{SETUP}{interact} Alice Bob\n{interact} Zed Carol\n{antidote} Carol\n{next}\n{interact} Alice Bob\n{next}\n"
                );
                assert_eq!(run(&script), want, "{interact} {antidote} {next}");
            }
        }
    }
    let setup = "human Alice\nhuman Bob\nzombie Zed\nHuman Carol\nHUMAN Dave\ngame_start 10\n";
    let script = canonical.replacen(SETUP, setup, 1);
    assert_eq!(run(&script), want, "set-up lines in any case");
}

#[test]
fn names_match_ignoring_case_and_print_as_set_up() {
    let a = run(&format!("{SETUP}INTERACT Alice Bob\nNEXT_TURN\n"));
    let b = run(&format!("{SETUP}i ALICE bob\nnt\n"));
    assert_eq!(a, b);
    let (_, e) = fail(&format!("{SETUP}i alice ALICE\n"));
    assert_eq!(e.reason, "Alice cannot interact with themself");
    // Unicode names too.
    let events = run("HUMAN Élodie\nZOMBIE Øyvind\nHUMAN x\nGAME_START 3\ni élodie ØYVIND\nnt\n");
    assert_eq!(reports(&events)[0].zombies, 2);
}

#[test]
fn comments_and_blank_lines_are_skipped() {
    let plain = run(&format!("{SETUP}i alice bob\nnt\n"));
    let noisy = run(&format!(
        "# a game in the hall\n\n{}\n   # indented comment\n\t\ni alice bob\n#NEXT_TURN is not applied\n\nnt\n   \n",
        SETUP.replace('\n', "\n\n")
    ));
    assert_eq!(plain, noisy);
}

#[test]
fn each_kind_of_bad_line_names_its_number_and_content_and_stops() {
    let cases: &[(&str, usize, &str)] = &[
        ("JUMP alice", 7, "unknown command \"JUMP\""),
        ("INTERACT alice", 7, "INTERACT takes 2 player names"),
        ("t alice bob carol", 7, "T takes 2 player names"),
        ("ANTIDOTE", 7, "ANTIDOTE takes one player name"),
        ("a alice bob", 7, "A takes one player name"),
        ("NEXT_TURN now", 7, "NEXT_TURN takes nothing after it"),
        ("INTERACT alice zoe", 7, "there is no player named \"zoe\""),
        ("ANTIDOTE nobody", 7, "there is no player named \"nobody\""),
        ("i bob bob", 7, "Bob cannot interact with themself"),
        ("HUMAN Erin", 7, "HUMAN after the game started"),
        ("ZOMBIE Erin", 7, "ZOMBIE after the game started"),
        ("GAME_START 5", 7, "the game has already started"),
    ];
    for (bad, line, reason) in cases {
        let script = format!("{SETUP}{bad}\nNEXT_TURN\n");
        let (events, e) = fail(&script);
        assert_eq!(e.line, *line, "{bad}");
        assert_eq!(e.content, *bad);
        assert!(e.reason.contains(reason), "{bad}: {}", e.reason);
        assert!(
            reports(&events).is_empty(),
            "nothing after the bad line is applied: {bad}"
        );
        assert!(
            e.to_string()
                .starts_with(&format!("line {line}: \"{bad}\": ")),
            "{e}"
        );
    }
}

#[test]
fn rule_breaking_lines_are_bad_lines_too() {
    // The same pair twice in a turn.
    let (events, e) = fail(&format!(
        "{SETUP}i alice bob\nnt\ni alice bob\nt Bob Alice\nnt\n"
    ));
    assert_eq!((e.line, e.content.as_str()), (10, "t Bob Alice"));
    assert!(
        e.reason
            .contains("Bob and Alice have already interacted this turn"),
        "{}",
        e.reason
    );
    assert_eq!(
        reports(&events).len(),
        1,
        "the first turn was announced, the second never"
    );
    // A second antidote.
    let (_, e) = fail(&format!("{SETUP}a alice\nnt\na ALICE\n"));
    assert_eq!(e.line, 9);
    assert!(
        e.reason.contains("Alice has already used their antidote"),
        "{}",
        e.reason
    );
    // Anything after the end.
    let (events, e) = fail("HUMAN a\nHUMAN b\nZOMBIE z\nGAME_START 1\nnt\n# fine\n\ni a b\n");
    assert_eq!(ending(&events), Some(Ending::HumansWin));
    assert_eq!(e.line, 8);
    assert!(
        e.reason.contains("the game ended at the end of turn 0"),
        "{}",
        e.reason
    );
}

#[test]
fn bad_set_up_lines() {
    let cases: &[(&str, usize, &str)] = &[
        ("HUMAN Alice\nHUMAN alice\n", 2, "Alice is already a player"),
        (
            "HUMAN Alice\nZOMBIE ALICE\n",
            2,
            "Alice is already a player",
        ),
        ("HUMAN Mary Ann\n", 1, "HUMAN takes one player name"),
        ("ZOMBIE\n", 1, "ZOMBIE takes one player name"),
        (
            "HUMAN a\nZOMBIE z\nGAME_START\n",
            3,
            "GAME_START takes one number",
        ),
        (
            "HUMAN a\nZOMBIE z\nGAME_START ten\n",
            3,
            "a whole number from 1, not \"ten\"",
        ),
        (
            "HUMAN a\nZOMBIE z\nGAME_START 0\n",
            3,
            "a whole number from 1",
        ),
        (
            "HUMAN a\nZOMBIE z\nGAME_START -3\n",
            3,
            "a whole number from 1",
        ),
        (
            "HUMAN a\nHUMAN b\nGAME_START 3\n",
            3,
            "at least one HUMAN line and one ZOMBIE line",
        ),
        (
            "ZOMBIE a\nZOMBIE b\nGAME_START 3\n",
            3,
            "at least one HUMAN line and one ZOMBIE line",
        ),
        ("HUMAN a\nZOMBIE z\ni a z\n", 3, "before GAME_START"),
        (
            "i a b\n",
            1,
            "no set-up lines (HUMAN, ZOMBIE, GAME_START) and no config.yml",
        ),
        (
            "GAME_START 3\n",
            1,
            "at least one HUMAN line and one ZOMBIE line",
        ),
    ];
    for (script, line, reason) in cases {
        let (_, e) = fail(script);
        assert_eq!(e.line, *line, "{script:?}");
        assert!(e.reason.contains(reason), "{script:?}: {}", e.reason);
    }
    let (_, e) = fail("# only set-up\nHUMAN a\nZOMBIE z\n");
    assert_eq!(e.line, 4, "one past the last line");
    assert_eq!(
        e.to_string(),
        "line 4 (end of file): the set-up lines are not followed by GAME_START max_turns"
    );
    let (_, e) = fail("# nothing\n\n");
    assert!(e.reason.contains("no set-up lines"), "{}", e.reason);
}

#[test]
fn each_ending_in_script_mode() {
    // The zombies: everyone infected.
    let events = run("ZOMBIE z\nHUMAN a\nHUMAN b\nGAME_START 5\ni z a\ni a b\nnt\n");
    assert_eq!(ending(&events), Some(Ending::ZombiesWin));
    let Some(Event::Announce(ZombieMessage::Ended { ranking, .. })) = events
        .iter()
        .find(|e| matches!(e, Event::Announce(ZombieMessage::Ended { .. })))
    else {
        panic!("an end")
    };
    assert_eq!(
        ranking.len(),
        1,
        "only the zombie: a and b are temporarily infected"
    );
    assert!(
        matches!(events.last(), Some(Event::Announce(ZombieMessage::Reveal { players })) if players.len() == 3)
    );
    // The survivor.
    let events = run("ZOMBIE z\nHUMAN a\nHUMAN b\nGAME_START 5\ni z a\nnt\n");
    assert_eq!(
        ending(&events),
        Some(Ending::Survivor(narrator_engine::Seat(2)))
    );
    // The humans, at the last turn.
    let events = run("ZOMBIE z\nHUMAN a\nHUMAN b\nGAME_START 2\ni a b\nnt\ni b a\nnt\n");
    assert_eq!(ending(&events), Some(Ending::HumansWin));
    assert_eq!(reports(&events).len(), 2);
}

fn config() -> ScriptConfig {
    ScriptConfig {
        players: ["Ann", "Ben", "Cleo", "Dmitri", "Eve", "Fay"]
            .map(String::from)
            .to_vec(),
        zombie_count: 2,
        total_turns: 4,
    }
}

#[test]
fn without_set_up_lines_the_players_come_from_the_config_drawn_by_seed() {
    let script = "# no set-up\ni ann ben\nnt\n";
    let seed = Seed::from_number(3);
    let (a, ea) = replay(script, Fallback::Config(config(), seed)).expect("valid");
    let (_, eb) = replay(script, Fallback::Config(config(), seed)).expect("valid");
    assert_eq!(ea, eb, "the same seed draws the same zombies");
    assert_eq!(ea[0], Event::Start { drawn: Some(seed) });
    assert_eq!(a.names(), &config().players[..]);
    assert_eq!(a.roles().iter().filter(|r| **r == Role::Zombie).count(), 2);
    assert_eq!(a.outbreak().map(|o| o.max_turns()), Some(4));
    assert!(
        (0..30).any(|s| {
            let (b, _) =
                replay(script, Fallback::Config(config(), Seed::from_number(s))).expect("valid");
            b.roles() != a.roles()
        }),
        "the draw depends on the seed"
    );
    // Set-up lines win over a config.
    let (r, _) = replay(&format!("{SETUP}nt\n"), Fallback::Config(config(), seed)).expect("valid");
    assert_eq!(r.names()[0], "Alice");
    // A broken config matters only when it is needed.
    assert!(replay(&format!("{SETUP}nt\n"), Fallback::Broken("bad yaml".into())).is_ok());
    let Err((_, e)) = replay(script, Fallback::Broken("bad yaml".into())) else {
        panic!("needs the config")
    };
    assert_eq!(e.line, 2);
    assert!(e.reason.contains("bad yaml"), "{}", e.reason);
}

#[test]
fn a_bad_config_is_explained() {
    let bad = |c: ScriptConfig| Setup::draw(&c, &Seed::from_number(1)).expect_err("refused");
    assert!(
        bad(ScriptConfig {
            zombie_count: 0,
            ..config()
        })
        .contains("zombie_count must be from 1 to 5")
    );
    assert!(
        bad(ScriptConfig {
            zombie_count: 6,
            ..config()
        })
        .contains("zombie_count")
    );
    assert!(
        bad(ScriptConfig {
            total_turns: 0,
            ..config()
        })
        .contains("total_turns")
    );
    let mut dup = config();
    dup.players[1] = "ANN".into();
    assert!(bad(dup).contains("same name ignoring case"));
    let mut spaced = config();
    spaced.players[1] = "Mary Ann".into();
    assert!(bad(spaced).contains("one word"));
}

#[test]
fn the_set_up_of_a_drawn_config_writes_back_as_game_txt() {
    let setup = Setup::draw(&config(), &Seed::from_number(8)).expect("valid");
    let game = format!("{}i ann ben\nnt\n", setup.to_lines());
    let (r, _) = replay(&game, Fallback::None).expect("the written set-up replays");
    assert_eq!(r.names(), &setup.names[..]);
    assert_eq!(r.roles(), &setup.roles[..]);
    let (c, _) = replay(
        "i ann ben\nnt\n",
        Fallback::Config(config(), Seed::from_number(8)),
    )
    .expect("valid");
    assert_eq!(
        c.roles(),
        r.roles(),
        "the same draw as running on the config with that seed"
    );
}

#[test]
fn json_lines_carry_the_same_events() {
    let script = format!("{SETUP}t zed alice\ni alice bob\nnt\n");
    let mut replay = Replay::new(Fallback::None);
    let mut events = Vec::new();
    for (i, line) in script.lines().enumerate() {
        replay.line(i + 1, line, &mut events).expect("valid");
    }
    replay.finish(&mut events).expect("fine");
    let json: Vec<serde_json::Value> = events.iter().map(|e| to_json(e, &replay)).collect();
    assert_eq!(json[0]["event"], "start");
    assert_eq!(
        json[0]["players"][2],
        serde_json::json!({"name": "Zed", "role": "zombie"})
    );
    assert_eq!(
        json[1],
        serde_json::json!({"event": "opening", "humans": 4, "zombies": 1, "max_turns": 10})
    );
    assert_eq!(
        json[2],
        serde_json::json!({"event": "turn", "turn": 0, "humans": 2, "zombies": 3, "top_human_score": 0, "top_zombie_score": 1}),
        "Alice and, through her, Bob are infected"
    );
    assert_eq!(
        json[3],
        serde_json::json!({"event": "unfinished", "turn": 1})
    );
}
