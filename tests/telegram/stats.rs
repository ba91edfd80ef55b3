//! `/mafia stats` and `/mafia top` on Telegram after whole games played
//! through the bot: nothing while the first game runs, then the numbers
//! of the finished games.

use crate::telegram_support;

use std::collections::HashSet;
use std::time::{Duration, Instant};
use telegram_support::{GROUP, Msg, Session, name, wait_for};

fn data_of(msg: &Msg, label: &str) -> String {
    msg.keys
        .iter()
        .find(|(l, _)| l == label)
        .map(|(_, d)| d.clone())
        .unwrap_or_else(|| panic!("no {label:?} button on {msg:?}"))
}

fn game_overs(s: &Session) -> usize {
    s.emu
        .messages()
        .iter()
        .filter(|m| m.chat == GROUP && m.text.contains("Game over"))
        .count()
}

/// Presses for `users` (the first choice in private, the first other
/// player in the group) until `games` games have ended.
fn play_until_over(s: &Session, users: &[i64], games: usize, pressed: &mut HashSet<(i64, i64)>) {
    let start = Instant::now();
    while game_overs(s) < games {
        assert!(
            start.elapsed() < Duration::from_secs(300),
            "game {games} did not end; group:\n{}\nlog:\n{}",
            s.emu.texts_in(GROUP).join("\n---\n"),
            s.log()
        );
        let msgs = s.emu.messages();
        let group_prompt = msgs
            .iter()
            .rev()
            .find(|m| m.chat == GROUP && m.keys.iter().any(|(_, d)| d.starts_with("c:")));
        for &u in users {
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

/// `host` opens a classic lobby, `others` join, computers fill it, and
/// the host starts.
fn open(s: &Session, host: i64, others: &[i64]) {
    let lobby = s.command(host, GROUP, "/mafia start classic");
    assert!(lobby.text.contains("a new game is open"), "{}", lobby.text);
    for &u in others {
        let answer = s.press(u, &lobby, &data_of(&lobby, "Join"));
        assert!(answer.contains("You have a seat"), "{answer}");
    }
    let answer = s.press(host, &lobby, &data_of(&lobby, "Fill with computer players"));
    assert_eq!(answer, "Computer players sat down.");
    let answer = s.press(host, &lobby, &data_of(&lobby, "Start"));
    assert_eq!(answer, "The game begins.");
    s.wait_text(host, "You are ");
}

/// Sends a command to the group and returns the bot's new message there
/// that starts with `start` (game messages may come in between).
fn ask(s: &Session, user: i64, text: &str, start: &str) -> String {
    let before: HashSet<i64> = s.emu.messages().iter().map(|m| m.id).collect();
    s.emu.say(user, GROUP, text);
    wait_for(
        &format!(
            "a reply to {text:?} starting {start:?}; group:\n{}",
            s.emu.texts_in(GROUP).join("\n---\n")
        ),
        Duration::from_secs(60),
        || {
            s.emu
                .messages()
                .into_iter()
                .find(|m| m.chat == GROUP && !before.contains(&m.id) && m.text.starts_with(start))
                .map(|m| m.text)
        },
    )
}

/// The first number after `label` in `text`.
fn number_after(text: &str, label: &str) -> u32 {
    let rest = &text[text
        .find(label)
        .unwrap_or_else(|| panic!("{label:?} in {text}"))
        + label.len()..];
    rest.trim_start()
        .chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .unwrap_or_else(|_| panic!("a number after {label:?} in {text}"))
}

#[test]
fn stats_and_top_count_the_finished_games_only() {
    let s = Session::new();
    s.greet(&[1, 2]);
    let mut pressed = HashSet::new();

    open(&s, 1, &[]);
    // While the first game runs, there is nothing to show.
    ask(
        &s,
        1,
        "/mafia stats",
        "You have no finished mafia games yet",
    );
    ask(&s, 1, "/mafia top", "No finished games to rank yet");
    play_until_over(&s, &[1], 1, &mut pressed);

    open(&s, 2, &[1]);
    play_until_over(&s, &[1, 2], 2, &mut pressed);
    s.quiet();

    let mine = ask(&s, 1, "/mafia stats", "📊");
    assert!(
        mine.starts_with(&format!("📊 {}: mafia statistics", name(1))),
        "{mine}"
    );
    assert_eq!(number_after(&mine, "Games:"), 2, "{mine}");
    let wins = number_after(&mine, "won:");
    assert!(wins <= 2, "{mine}");
    assert!(
        number_after(&mine, "Longest winning streak:") <= wins,
        "{mine}"
    );
    assert!(
        mine.contains("By role: ") && mine.contains("By team: "),
        "{mine}"
    );
    assert!(
        mine.contains("Rating (accounts for team strength): "),
        "{mine}"
    );
    // The per-role games add up to the games played.
    let by_role = mine
        .lines()
        .find(|l| l.starts_with("By role: "))
        .unwrap_or_default();
    let total: u32 = by_role
        .trim_start_matches("By role: ")
        .split(", ")
        .map(|t| {
            let fraction = t.split_whitespace().rev().nth(1).unwrap_or_default();
            fraction
                .split('/')
                .nth(1)
                .and_then(|g| g.parse::<u32>().ok())
                .unwrap_or_else(|| panic!("a tally in {t}"))
        })
        .sum();
    assert_eq!(total, 2, "{mine}");

    let theirs = ask(&s, 1, &format!("/mafia stats @{}", name(2)), "📊");
    assert!(
        theirs.starts_with(&format!("📊 {}: mafia statistics", name(2))),
        "{theirs}"
    );
    assert_eq!(number_after(&theirs, "Games:"), 1, "{theirs}");

    let unknown = ask(&s, 1, "/mafia stats @nobody", "Nobody");
    assert!(unknown.starts_with("Nobody called “nobody”"), "{unknown}");

    // Two games each: too few to rank; computers are never counted.
    let top = ask(&s, 2, "/mafia top", "Nobody");
    assert_eq!(
        top,
        "Nobody has 5 finished games yet for this choice; the most is 2."
    );
    let bad = ask(&s, 2, "/mafia top yearly", "“");
    assert!(
        bad.starts_with("“yearly” is not understood. Use: /mafia top"),
        "{bad}"
    );
    let global = ask(&s, 2, "/mafia top global week", "Nobody");
    assert!(
        global.starts_with("Nobody has 5 finished games yet"),
        "{global}"
    );
}
