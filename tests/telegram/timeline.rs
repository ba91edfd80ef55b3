//! End to end on Telegram: when a classic game ends the group gets its
//! timeline, which tells every death the game announced; a running game's
//! timeline is refused; `/mafia history` lists the finished game.

use crate::telegram_support;

use std::collections::{BTreeSet, HashSet};
use std::time::{Duration, Instant};
use telegram_support::{GROUP, Msg, Session, name};

const USERS: [i64; 6] = [1, 2, 3, 4, 5, 6];

fn data_of(msg: &Msg, label: &str) -> String {
    msg.keys
        .iter()
        .find(|(l, _)| l == label)
        .map(|(_, d)| d.clone())
        .unwrap_or_else(|| panic!("no {label:?} button on {msg:?}"))
}

fn group_texts(s: &Session) -> Vec<String> {
    s.emu.texts_in(GROUP)
}

/// Plays every prompt once until the game is over: private prompts with
/// their first choice (the mafia agree), the group's vote with the first
/// player who is not the voter (someone leaves each day).
fn autoplay(s: &Session) {
    let start = Instant::now();
    let mut pressed: HashSet<(i64, i64)> = HashSet::new();
    loop {
        let msgs = s.emu.messages();
        if msgs
            .iter()
            .any(|m| m.chat == GROUP && m.text.contains("Game over"))
        {
            return;
        }
        assert!(
            start.elapsed() < Duration::from_secs(300),
            "the game did not end; group:\n{}\nbot log:\n{}",
            group_texts(s).join("\n---\n"),
            s.log()
        );
        let group_prompt = msgs
            .iter()
            .rev()
            .find(|m| m.chat == GROUP && m.keys.iter().any(|(_, d)| d.starts_with("c:")));
        for &u in &USERS {
            let private = msgs
                .iter()
                .filter(|m| m.chat == u && m.keys.iter().any(|(_, d)| d.starts_with("c:")));
            for m in private.chain(group_prompt) {
                if !pressed.insert((u, m.id)) {
                    continue;
                }
                let data = if m.chat == GROUP {
                    m.keys
                        .iter()
                        .find(|(l, _)| *l != name(u) && l != "No one")
                        .map(|(_, d)| d.clone())
                } else {
                    m.keys.first().map(|(_, d)| d.clone())
                };
                if let Some(data) = data {
                    s.press(u, m, &data);
                }
            }
        }
        std::thread::sleep(Duration::from_millis(200));
    }
}

#[test]
fn the_timeline_is_posted_at_the_end_and_tells_what_happened() {
    let s = Session::new();
    s.greet(&USERS);
    s.emu.say(1, GROUP, "/mafia start classic");
    let lobby = s.wait_text(GROUP, "a new game is open");
    let join = data_of(&lobby, "Join");
    for &u in &USERS[1..] {
        s.press(u, &lobby, &join);
    }
    s.wait_text(GROUP, "Seated (6)");
    s.press(1, &lobby, &data_of(&lobby, "Start"));
    for &u in &USERS {
        s.wait_text(u, "You are ");
    }

    // While it runs, its timeline is refused, and bad numbers are told
    // (the replies are found by their words: the game talks meanwhile).
    for (typed, reply) in [
        ("/mafia timeline 1", "Game #1 is still running"),
        (
            "/mafia timeline yesterday",
            "“yesterday” is not a game number",
        ),
        ("/mafia timeline 999", "There is no finished game #999"),
        ("/mafia timeline", "Which game?"),
        ("/mafia history", "No game has finished in this chat yet"),
    ] {
        s.emu.say(3, GROUP, typed);
        s.wait_text(GROUP, reply);
    }
    assert!(
        !group_texts(&s).iter().any(|t| t.contains("📜")),
        "no timeline while the game runs"
    );

    autoplay(&s);
    s.wait_text(GROUP, "📜 Timeline of game #1 (classic Mafia)");
    s.wait_text(GROUP, "Commitment:");
    s.quiet();
    let group = group_texts(&s).join("\n");
    let over = group.find("Game over").expect("the end");
    let start = group.find("📜 Timeline of game #1").expect("the timeline");
    assert!(
        over < start,
        "the timeline comes after the game-over message"
    );
    let (game, timeline) = group.split_at(start);
    eprintln!("{timeline}");

    // Every death the game announced is in the timeline, and no other.
    let mut announced = BTreeSet::new();
    let mut told = BTreeSet::new();
    for &u in &USERS {
        let n = name(u);
        if game.contains(&format!("Last night, {n} was killed"))
            || game.contains(&format!("The town has killed {n}!"))
        {
            announced.insert(n.clone());
        }
        if timeline.contains(&format!("💀 {n} (")) || timeline.contains(&format!("⚖️ {n} ("))
        {
            told.insert(n);
        }
    }
    assert!(!announced.is_empty(), "someone died:\n{game}");
    assert_eq!(told, announced, "timeline:\n{timeline}");
    // The nights' secret choices and the days' votes are there.
    assert!(
        timeline.contains("picked") && timeline.contains("to kill"),
        "{timeline}"
    );
    assert!(timeline.contains("voted for"), "{timeline}");
    assert!(
        timeline.contains("🌙 Night 1") && timeline.contains("☀️ Day 1"),
        "{timeline}"
    );
    // The seed and the commitment, the same as the game-over message's.
    let commitment = |t: &str| {
        t.split("Commitment: ")
            .nth(1)
            .and_then(|r| r.split_whitespace().next())
            .map(str::to_string)
    };
    assert!(commitment(game).is_some());
    assert_eq!(commitment(timeline), commitment(game));

    // The history lists it; its timeline is shown on request.
    s.emu.say(2, GROUP, "/mafia history");
    let history = s.wait_text(GROUP, "The last finished games in this chat");
    assert!(
        history.text.contains("#1 · classic Mafia") && history.text.contains(" won"),
        "{}",
        history.text
    );
    let before = group_texts(&s).len();
    s.emu.say(2, GROUP, "/mafia timeline 1");
    telegram_support::wait_for("the timeline again", Duration::from_secs(60), || {
        group_texts(&s)[before..]
            .iter()
            .find(|t| t.contains("📜 Timeline of game #1"))
            .cloned()
    });
}
