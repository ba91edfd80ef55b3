//! Script mode: the original judge's game.txt replayed on the same rules.

use narrator_engine::Seed;
use narrator_engine::render::Names;
use narrator_engine::zombie::outbreak::PlayerState;
use narrator_engine::zombie::render as text;
use narrator_engine::zombie::script::{
    Event, Fallback, JUDGE_ONLY, Mode, Replay, RuleBreak, ScriptConfig, ScriptError, Setup, replay,
    replay_with, to_json, warning_json,
};
use narrator_engine::zombie::status::{Side, Status};
use narrator_engine::zombie::{Condition, Ending, Role, TurnReport, ZombieMessage};
use narrator_i18n::Lang;

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
    let names = Names::new(replay.names());
    let lines: Vec<String> = events
        .iter()
        .map(|e| text::script_event(Lang::En, e, &names, replay.roles()))
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

fn strict(script: &str) -> (Vec<Event>, ScriptError) {
    match replay_with(script, Fallback::None, Mode::Strict) {
        Ok((_, events)) => panic!("accepted in strict mode: {events:?}"),
        Err(x) => x,
    }
}

/// A lenient replay: its events, final state and warnings.
fn lenient(script: &str) -> (Replay, Vec<Event>) {
    match replay(script, Fallback::None) {
        Ok(x) => x,
        Err((_, e)) => panic!("{e}"),
    }
}

fn player(replay: &Replay, seat: u8) -> PlayerState {
    *replay
        .outbreak()
        .and_then(|o| o.player(narrator_engine::Seat(seat)))
        .expect("a player")
}

#[test]
fn strict_a_repeated_pair_is_a_bad_line() {
    let (events, e) = strict(&format!(
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
}

#[test]
fn strict_a_second_antidote_is_a_bad_line() {
    let (_, e) = strict(&format!("{SETUP}a alice\nnt\na ALICE\n"));
    assert_eq!(e.line, 9);
    assert!(
        e.reason.contains("Alice has already used their antidote"),
        "{}",
        e.reason
    );
}

#[test]
fn strict_a_line_after_the_end_is_a_bad_line() {
    let (events, e) = strict("HUMAN a\nHUMAN b\nZOMBIE z\nGAME_START 1\nnt\n# fine\n\ni a b\n");
    assert_eq!(ending(&events), Some(Ending::HumansWin));
    assert_eq!(e.line, 8);
    assert!(
        e.reason.contains("the game ended at the end of turn 0"),
        "{}",
        e.reason
    );
    let (_, e) = strict("HUMAN a\nHUMAN b\nZOMBIE z\nGAME_START 1\nnt\nnt\n");
    assert_eq!((e.line, e.content.as_str()), (6, "nt"));
}

#[test]
fn lenient_a_second_antidote_has_no_effect_and_warns() {
    // Alice uses hers in turn 0; infected by Zed in turn 1, her second
    // antidote must not cure her.
    let script = format!("{SETUP}a alice\nnt\nt zed alice\na ALICE\nnt\n");
    let (r, events) = lenient(&script);
    assert_eq!(
        player(&r, 0).condition,
        Condition::Infected { since: 1 },
        "not cured"
    );
    let w = r.warnings();
    assert_eq!(w.len(), 1, "{w:?}");
    assert_eq!((w[0].line, w[0].content.as_str()), (10, "a ALICE"));
    assert_eq!(
        w[0].rule,
        RuleBreak::SecondAntidote {
            player: "Alice".into()
        }
    );
    assert_eq!(
        w[0].to_string(),
        "line 10: \"a ALICE\": Alice has already used their antidote (one per player per game); no effect, as with the original judge (the antidote is used up)"
    );
    // The same announcements as without the line.
    let (_, without) = lenient(&format!("{SETUP}a alice\nnt\nt zed alice\nnt\n"));
    assert_eq!(events, without);
}

#[test]
fn lenient_a_repeated_pair_changes_nothing_and_warns() {
    let script = format!("{SETUP}i alice bob\nt Bob ALICE\ni zed carol\ni carol zed\nnt\n");
    let (r, events) = lenient(&script);
    assert_eq!(
        (player(&r, 0).score, player(&r, 1).score),
        (1, 1),
        "counted once, where the original judge counted 2"
    );
    assert_eq!(player(&r, 2).score, 1, "Zed scores for Carol once");
    let rules: Vec<(usize, &RuleBreak)> = r.warnings().iter().map(|w| (w.line, &w.rule)).collect();
    assert_eq!(
        rules,
        [
            (
                8,
                &RuleBreak::RepeatedPair {
                    a: "Bob".into(),
                    b: "Alice".into(),
                    turn: 0
                }
            ),
            (
                10,
                &RuleBreak::RepeatedPair {
                    a: "Carol".into(),
                    b: "Zed".into(),
                    turn: 0
                }
            ),
        ]
    );
    assert!(
        r.warnings()[0]
            .to_string()
            .ends_with("no effect: the pair scores and infects once a turn (the original judge counted the repeat again)"),
        "{}",
        r.warnings()[0]
    );
    let (_, without) = lenient(&format!("{SETUP}i alice bob\ni zed carol\nnt\n"));
    assert_eq!(events, without);
    // A new turn, a new meeting: no warning.
    let (r, _) = lenient(&format!("{SETUP}i alice bob\nnt\ni bob alice\nnt\n"));
    assert!(r.warnings().is_empty(), "{:?}", r.warnings());
    assert_eq!(player(&r, 0).score, 2);
}

#[test]
fn lenient_lines_after_the_end_are_ignored_with_a_warning_each() {
    let game = "HUMAN a\nHUMAN b\nZOMBIE z\nGAME_START 1\ni a b\nnt\n";
    let (_, want) = lenient(game);
    let (r, events) = lenient(&format!(
        "{game}nt\n# the referee typed on\n\nNT\ni a z\na b\n"
    ));
    assert_eq!(events, want, "nothing after the end is applied");
    assert_eq!(ending(&events), Some(Ending::HumansWin));
    assert_eq!((player(&r, 0).score, player(&r, 1).antidote), (1, true));
    let lines: Vec<(usize, &str)> = r
        .warnings()
        .iter()
        .map(|w| (w.line, w.content.as_str()))
        .collect();
    assert_eq!(lines, [(7, "nt"), (10, "NT"), (11, "i a z"), (12, "a b")]);
    assert!(
        r.warnings()
            .iter()
            .all(|w| w.rule == RuleBreak::AfterTheEnd { turn: 0 })
    );
    assert_eq!(
        r.warnings()[0].to_string(),
        "line 7: \"nt\": the game ended at the end of turn 0; nothing can follow; ignored"
    );
}

#[test]
fn lenient_still_stops_at_malformed_lines_and_unknown_players() {
    let ended = "HUMAN a\nHUMAN b\nZOMBIE z\nGAME_START 1\nnt\n";
    for (bad, reason) in [
        ("i a", "I takes 2 player names"),
        ("JUMP", "unknown command"),
        ("i a nobody", "there is no player named \"nobody\""),
        ("a nobody", "there is no player named \"nobody\""),
        ("i b b", "b cannot interact with themself"),
    ] {
        for script in [
            format!("{ended}nt\n{bad}\n"),
            format!("HUMAN a\nHUMAN b\nZOMBIE z\nGAME_START 3\na a\na a\n{bad}\n"),
        ] {
            let (_, e) = fail(&script);
            assert_eq!((e.line, e.content.as_str()), (7, bad), "{script}");
            assert!(e.reason.contains(reason), "{bad}: {}", e.reason);
        }
    }
    // Warnings before the bad line were reported as the lines came.
    let mut r = Replay::new(Fallback::None);
    let mut events = Vec::new();
    let script = format!("{ended}nt\ni a\n");
    let results: Vec<bool> = script
        .lines()
        .enumerate()
        .map(|(i, l)| r.line(i + 1, l, &mut events).is_ok())
        .collect();
    assert_eq!(results, [true, true, true, true, true, true, false]);
    assert_eq!(r.take_warnings().len(), 1);
    assert!(r.take_warnings().is_empty(), "taken once");
}

#[test]
fn a_recording_made_for_the_original_judge_runs() {
    // In the original judge's habits: no GAME_START turn limit to reach,
    // `t`/`a`/`nr`, a second antidote, a repeat, extra `nt` at the end.
    let script = "\
# Player List
HUMAN Tim
HUMAN Ann
HUMAN Ben
ZOMBIE Cid
GAME_START 10

t Cid Ann
t Ann Ben
a Ann
nr
a Ann
t Tim Ann
t Ann Tim
nr
nr
nr
t Cid Tim
nt
nt
nt
";
    let (r, events) = lenient(script);
    assert_eq!(
        ending(&events),
        Some(Ending::Survivor(narrator_engine::Seat(1))),
        "Ann, cured once, is the last human"
    );
    assert_eq!(player(&r, 2).condition, Condition::Turned);
    let kinds: Vec<&str> = r
        .warnings()
        .iter()
        .map(|w| match w.rule {
            RuleBreak::SecondAntidote { .. } => "antidote",
            RuleBreak::RepeatedPair { .. } => "pair",
            RuleBreak::AfterTheEnd { .. } => "end",
        })
        .collect();
    assert_eq!(kinds, ["antidote", "pair", "end", "end"]);
    assert!(
        strict(script)
            .1
            .reason
            .contains("Ann has already used their antidote")
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
    let mut announcement = json[2].clone();
    for judge_only in JUDGE_ONLY {
        announcement
            .as_object_mut()
            .and_then(|o| o.remove(judge_only))
            .unwrap_or_else(|| panic!("no {judge_only}"));
    }
    assert_eq!(
        announcement,
        serde_json::json!({"event": "turn", "turn": 0, "humans": 2, "zombies": 3, "top_human_score": 0, "top_zombie_score": 1}),
        "Alice and, through her, Bob are infected"
    );
    assert_eq!(
        json[3],
        serde_json::json!({"event": "unfinished", "turn": 1})
    );
}

/// Eight players, so that a side has more than five; turn 0 gives every
/// state but the permanent one.
const EIGHT: &str = "\
HUMAN Alice
HUMAN Bob
ZOMBIE Zed
HUMAN Carol
HUMAN Dave
HUMAN Eve
HUMAN Frank
HUMAN Gina
GAME_START 10
i alice carol
i alice dave
i alice eve
i carol dave
i frank gina
t zed bob
a carol
nt
";

/// Streams `script` as the command line does, with what the judge sees
/// after each turn: the turn event as JSON and the status table.
fn judge_view(script: &str) -> Vec<(serde_json::Value, String)> {
    let mut replay = Replay::new(Fallback::None);
    let mut events = Vec::new();
    let mut seen = Vec::new();
    for (i, line) in script.lines().enumerate() {
        replay.line(i + 1, line, &mut events).expect("valid");
        for e in events.drain(..) {
            if let Event::Announce(ZombieMessage::TurnEnded(r)) = &e {
                let table = replay.status(r.turn).expect("started").table();
                seen.push((to_json(&e, &replay), table));
            }
        }
    }
    seen
}

#[test]
fn the_status_table_shows_every_player_and_the_top_five_of_each_side() {
    let (_, table) = judge_view(EIGHT).pop().expect("a turn");
    assert_eq!(
        table,
        "\
Status after turn 0 (for the judge only):
  player  state                              antidote  score
  Alice   human                              left          3
  Bob     temporarily infected since turn 0  left          0
  Zed     zombie                             left          1
  Carol   human                              used          2
  Dave    human                              left          2
  Eve     human                              left          1
  Frank   human                              left          1
  Gina    human                              left          1
  Top 5 humans: Alice 3, Carol 2, Dave 2, Eve 1, Frank 1
  Top 5 zombies: Zed 1, Bob 0
"
    );
}

#[test]
fn the_status_follows_the_three_turn_rule_and_an_empty_side() {
    let views = judge_view(&format!("{EIGHT}nt\nnt\nnt\n"));
    assert_eq!(views.len(), 4);
    let (_, table) = &views[2];
    assert!(
        table.contains("\n  Bob     temporarily infected since turn 0  left          0\n"),
        "{table}"
    );
    let (_, table) = &views[3];
    assert!(table.starts_with("Status after turn 3 (for the judge only):\n"));
    assert!(
        table.contains("\n  Bob     permanently infected               left          0\n"),
        "{table}"
    );
    // The zombies win: no human left to name.
    let (_, table) = judge_view("ZOMBIE z\nHUMAN a\nGAME_START 3\ni z a\nnt\n")
        .pop()
        .expect("a turn");
    assert!(
        table.ends_with("  Top 5 humans: nobody\n  Top 5 zombies: z 1, a 0\n"),
        "{table}"
    );
}

#[test]
fn the_top_five_keep_seat_order_on_equal_scores() {
    let (r, _) = lenient(EIGHT);
    let status = Status::new(0, r.names(), r.outbreak().expect("started"));
    let names = |side| {
        status
            .top(side)
            .iter()
            .map(|row| row.name)
            .collect::<Vec<_>>()
    };
    assert_eq!(
        names(Side::Humans),
        ["Alice", "Carol", "Dave", "Eve", "Frank"]
    );
    assert_eq!(names(Side::Zombies), ["Zed", "Bob"]);
    assert_eq!(status.rows().count(), 8);
}

#[test]
fn json_turn_events_carry_every_player_always() {
    let views = judge_view(&format!("{EIGHT}nt\nnt\nnt\n"));
    let players = |turn: usize| views[turn].0["players"].clone();
    assert_eq!(players(0).as_array().map(Vec::len), Some(8));
    assert_eq!(
        players(0)[1],
        serde_json::json!({"name": "Bob", "state": "temporarily_infected", "infected_in_turn": 0, "antidote_left": true, "score": 0})
    );
    assert_eq!(
        players(0)[3],
        serde_json::json!({"name": "Carol", "state": "human", "infected_in_turn": null, "antidote_left": false, "score": 2})
    );
    assert_eq!(
        players(0)[2],
        serde_json::json!({"name": "Zed", "state": "zombie", "infected_in_turn": null, "antidote_left": true, "score": 1})
    );
    assert_eq!(
        players(3)[1],
        serde_json::json!({"name": "Bob", "state": "permanently_infected", "infected_in_turn": null, "antidote_left": true, "score": 0}),
        "each turn's event holds that turn's state"
    );
    assert_eq!(
        views[0].0["top_humans"],
        serde_json::json!([
            {"name": "Alice", "score": 3}, {"name": "Carol", "score": 2}, {"name": "Dave", "score": 2},
            {"name": "Eve", "score": 1}, {"name": "Frank", "score": 1}
        ])
    );
    assert_eq!(
        views[0].0["top_zombies"],
        serde_json::json!([{"name": "Zed", "score": 1}, {"name": "Bob", "score": 0}])
    );
}

#[test]
fn a_warning_as_json_has_its_kind_and_arguments() {
    let (r, _) = lenient(&format!(
        "{SETUP}i alice bob\ni bob alice\na dave\na dave\nnt\n"
    ));
    let json: Vec<serde_json::Value> = r.warnings().iter().map(warning_json).collect();
    assert_eq!(
        json[0],
        serde_json::json!({
            "event": "warning", "line": 8, "content": "i bob alice", "kind": "repeated_pair",
            "a": "Bob", "b": "Alice", "turn": 0,
            "message": r.warnings()[0].to_string(),
        })
    );
    assert_eq!(json[1]["kind"], "second_antidote");
    assert_eq!(json[1]["player"], "Dave");
    assert_eq!(json[1]["line"], 10);
}
