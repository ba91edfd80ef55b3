//! End-to-end tests of the Zombie Game through `narrator serve` on the
//! Telegram Bot API emulator: `/zombie` commands, the lobby, a whole game
//! with private turn buttons, handshake consent, the antidote gift, bad
//! presses and a restart in the middle of a turn.

use crate::telegram_support;

use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};
use telegram_support::{GROUP, Msg, Session, name, wait_for};

/// Five players; user 1 is the host.
const USERS: [i64; 5] = [1, 2, 3, 4, 5];

/// The games' session: a group, the bot and its database.
type Table = Session;

/// What a Zombie test does at the table.
trait Zombie {
    fn start_game(&self, options: &[(&str, &str)]);
    fn prompt_of(&self, user: i64) -> Msg;
}

impl Zombie for Table {
    /// The admins set options, host 1 opens a `/zombie` lobby, everyone
    /// joins and the host starts; returns once every role card arrived.
    fn start_game(&self, options: &[(&str, &str)]) {
        self.greet(&USERS);
        self.emu.set_admins(GROUP, &[1]);
        for (option, value) in options {
            let reply = self.command(1, GROUP, &format!("/zombie config {option} {value}"));
            assert!(reply.text.starts_with("Set "), "{}", reply.text);
        }
        self.emu.say(1, GROUP, "/zombie start");
        let lobby = self.wait_text(GROUP, "a new game is open");
        assert!(lobby.text.contains("zombie"), "{}", lobby.text);
        let join = data_of(&lobby, "Join");
        for &u in &USERS[1..] {
            let answer = self.press(u, &lobby, &join);
            assert!(answer.contains("You have a seat"), "{answer}");
        }
        wait_for("five seated", Duration::from_secs(30), || {
            self.emu
                .messages()
                .into_iter()
                .find(|m| m.id == lobby.id && m.text.contains("Seated (5)"))
        });
        assert_eq!(
            self.press(1, &lobby, &data_of(&lobby, "Start")),
            "The game begins."
        );
        for &u in &USERS {
            self.wait_text(u, "You are a ");
        }
    }

    /// A user's newest message with turn buttons.
    fn prompt_of(&self, user: i64) -> Msg {
        wait_for(
            &format!("a prompt for {user}"),
            Duration::from_secs(30),
            || {
                self.emu
                    .messages()
                    .into_iter()
                    .rev()
                    .find(|m| m.chat == user && has_choices(m))
            },
        )
    }
}

fn has_choices(m: &Msg) -> bool {
    m.keys.iter().any(|(_, d)| d.starts_with("c:"))
}

fn data_of(msg: &Msg, label: &str) -> String {
    msg.keys
        .iter()
        .find(|(l, _)| l.starts_with(label))
        .map(|(_, d)| d.clone())
        .unwrap_or_else(|| panic!("no {label:?} button on {msg:?}"))
}

/// The phase a choice button belongs to (`c:GAME:PHASE:INDEX`).
fn phase_of(data: &str) -> u32 {
    data.split(':')
        .nth(2)
        .and_then(|p| p.parse().ok())
        .unwrap_or(0)
}

fn game_over(msgs: &[Msg]) -> bool {
    msgs.iter()
        .any(|m| m.chat == GROUP && m.text.contains("Everyone's final state"))
}

/// Plays turns for the users: each interacts once a turn (the first
/// player offered, accepting where asked), and the host ends the turn once
/// everyone else has acted.
fn play_until(t: &Table, limit: Duration, done: impl Fn(&[Msg]) -> bool) {
    let start = Instant::now();
    let mut acted: HashMap<u32, HashSet<i64>> = HashMap::new();
    loop {
        let msgs = t.emu.messages();
        if done(&msgs) {
            return;
        }
        assert!(
            start.elapsed() < limit,
            "not done in {limit:?}; group:\n{}\nlog:\n{}",
            msgs.iter()
                .filter(|m| m.chat == GROUP)
                .map(|m| m.text.as_str())
                .collect::<Vec<_>>()
                .join("\n---\n"),
            t.log()
        );
        for &u in &USERS {
            let Some(m) = msgs.iter().rev().find(|m| m.chat == u && has_choices(m)) else {
                continue;
            };
            let phase = m.keys.first().map_or(0, |(_, d)| phase_of(d));
            let done_here = acted.entry(phase).or_default();
            let others_done = USERS[1..].iter().all(|o| done_here.contains(o));
            let choice = if !done_here.contains(&u) {
                let offer = m
                    .keys
                    .iter()
                    .find(|(l, _)| l.starts_with("Interact with") || l.starts_with("Accept"));
                if offer.is_none() {
                    // Everyone met them already this turn.
                    done_here.insert(u);
                }
                offer
            } else if u == 1 && others_done {
                m.keys.iter().find(|(l, _)| l.starts_with("End the turn"))
            } else {
                None
            };
            if let Some((_, data)) = choice {
                let answer = t.press(u, m, data);
                if answer.starts_with("You chose") {
                    acted.entry(phase).or_default().insert(u);
                } else if u == 1 {
                    // An ended turn's buttons are refused: try the next.
                    acted.entry(phase).or_default().insert(u);
                }
            }
        }
        std::thread::sleep(Duration::from_millis(150));
    }
}

#[test]
fn a_whole_zombie_game_in_a_group_keeps_every_infection_secret() {
    let t = Session::new();
    t.start_game(&[("max_turns", "3")]);
    play_until(&t, Duration::from_secs(240), game_over);
    let msgs = t.emu.messages();
    let group: Vec<&Msg> = msgs.iter().filter(|m| m.chat == GROUP).collect();
    let end = group
        .iter()
        .position(|m| m.text.contains("win"))
        .unwrap_or_else(|| panic!("no winner announced: {group:#?}"));
    // Each turn's announcement reached the group, with counts and no names.
    let turns: Vec<&&Msg> = group
        .iter()
        .filter(|m| m.text.contains("End of turn"))
        .collect();
    assert!(!turns.is_empty(), "no turn announcement: {group:#?}");
    // Who sits is public (the lobby, the opening line); nothing after
    // names a player before the end.
    for m in &group[..end] {
        for line in m.text.lines().filter(|l| !seating(l)) {
            for &u in &USERS {
                assert!(
                    !line.contains(&name(u)),
                    "a group message names a player before the end: {}",
                    m.text
                );
            }
        }
    }
    // One role card each, in private only; nobody is told their own
    // infection.
    for &u in &USERS {
        let private: Vec<&Msg> = msgs.iter().filter(|m| m.chat == u).collect();
        let cards = private
            .iter()
            .filter(|m| m.text.starts_with("You are a "))
            .count();
        assert_eq!(cards, 1, "{} got {cards} role cards", name(u));
        for m in private {
            assert!(
                !m.text.contains("you are infected") && !m.text.contains("You are infected"),
                "{} learnt their infection: {}",
                name(u),
                m.text
            );
        }
    }
    assert!(group.iter().all(|m| !m.text.starts_with("You are a ")));
    // The end names everyone's final state.
    let reveal = group
        .iter()
        .find(|m| m.text.contains("Everyone's final state"))
        .expect("the final states");
    for &u in &USERS {
        assert!(reveal.text.contains(&name(u)), "{}", reveal.text);
    }
    // No buttons are left on anyone's messages of an ended game.
    let refused = t.press(2, &t.prompt_of(2), &data_of(&t.prompt_of(2), ""));
    assert!(refused.contains("over"), "{refused}");
}

#[test]
fn handshake_consent_and_the_antidote_gift_in_private() {
    let t = Session::new();
    t.start_game(&[("handshake_consent", "on"), ("antidote_gift", "on")]);
    // 2 asks 3: nothing happens until 3 accepts.
    let ask = t.prompt_of(2);
    let answer = t.press(
        2,
        &ask,
        &data_of(&ask, &format!("Interact with {}", name(3))),
    );
    assert!(answer.starts_with("You chose"), "{answer}");
    t.wait_text(2, &format!("You asked {}", name(3)));
    let asked = t.wait_text(3, &format!("{} wants to interact with you", name(2)));
    assert!(!asked.text.contains("zombie") && !asked.text.contains("human"));
    let offer = wait_for("an Accept button for 3", Duration::from_secs(30), || {
        t.emu
            .messages()
            .into_iter()
            .rev()
            .find(|m| m.chat == 3 && m.keys.iter().any(|(l, _)| l.starts_with("Accept")))
    });
    let answer = t.press(3, &offer, &data_of(&offer, &format!("Accept {}", name(2))));
    assert!(answer.starts_with("You chose"), "{answer}");
    t.wait_text(2, &format!("You interacted with {}", name(3)));
    t.wait_text(3, &format!("{} interacted with you", name(2)));
    // 1 asks 5, who declines: both are told, nothing happens.
    let ask = t.prompt_of(1);
    let answer = t.press(
        1,
        &ask,
        &data_of(&ask, &format!("Interact with {}", name(5))),
    );
    assert!(answer.starts_with("You chose"), "{answer}");
    let offer = wait_for("a Decline button for 5", Duration::from_secs(30), || {
        t.emu
            .messages()
            .into_iter()
            .rev()
            .find(|m| m.chat == 5 && m.keys.iter().any(|(l, _)| l.starts_with("Decline")))
    });
    let answer = t.press(5, &offer, &data_of(&offer, &format!("Decline {}", name(1))));
    assert!(answer.starts_with("You chose"), "{answer}");
    t.wait_text(1, &format!("{} declined", name(5)));
    assert!(
        !t.emu
            .texts_in(1)
            .iter()
            .any(|m| m.contains(&format!("You interacted with {}", name(5)))),
        "a declined handshake happened anyway"
    );
    // 4 gives their antidote to 5, who is told who applied it.
    let gift = t.prompt_of(4);
    let answer = t.press(
        4,
        &gift,
        &data_of(&gift, &format!("Give your antidote to {}", name(5))),
    );
    assert!(answer.starts_with("You chose"), "{answer}");
    t.wait_text(4, &format!("You gave your antidote to {}", name(5)));
    t.wait_text(5, &format!("{} applied their antidote to you", name(4)));
    // Nobody else heard of any of it.
    for &u in &[1, 5] {
        assert!(
            !t.emu.messages().iter().any(|m| m.chat == u
                && m.text.contains("interact")
                && m.text.contains(&name(2))
                && m.text.contains(&name(3))),
            "{} heard of 2 and 3",
            name(u)
        );
    }
    assert!(
        !t.emu
            .messages()
            .iter()
            .any(|m| m.chat == GROUP && (m.text.contains(&name(4)) && m.text.contains("antidote"))),
        "the group heard of the gift"
    );
}

#[test]
fn bad_presses_and_commands_are_refused_and_change_nothing() {
    let t = Session::new();
    t.start_game(&[("max_turns", "3")]);
    let first = t.prompt_of(2);
    let old_turn = data_of(&first, "Interact with");
    // A stranger presses a player's button.
    let stranger = t.press(9, &first, &old_turn);
    assert!(!stranger.starts_with("You chose"), "{stranger}");
    // A forged choice index.
    let phase_part: String = old_turn.split(':').take(3).collect::<Vec<_>>().join(":");
    let forged = format!("{phase_part}:99");
    let answer = t.press(2, &first, &forged);
    assert!(answer.contains("does not exist"), "{answer}");
    // A player may not end the turn: only the host has that button, and
    // the host ends it now.
    assert!(
        !first
            .keys
            .iter()
            .any(|(l, _)| l.starts_with("End the turn"))
    );
    let host = t.prompt_of(1);
    assert!(
        t.press(1, &host, &data_of(&host, "End the turn"))
            .starts_with("You chose")
    );
    t.wait_text(GROUP, "End of turn 0");
    // The old turn's button no longer counts.
    let stale = t.press(2, &first, &old_turn);
    assert!(stale.contains("earlier"), "{stale}");
    // Commands: a bad option, a non-admin, a preset Zombie has not.
    assert!(
        t.command(1, GROUP, "/zombie config brains 3")
            .text
            .contains("no option")
    );
    assert!(
        t.command(2, GROUP, "/zombie config zombies 2")
            .text
            .contains("Only this group's admins")
    );
    assert!(
        t.command(1, GROUP, "/zombie rules hp")
            .text
            .contains("no preset")
    );
    assert!(
        t.command(1, GROUP, "/zombie dance")
            .text
            .contains("/zombie start")
    );
    assert!(
        t.command(1, GROUP, "/zombie start")
            .text
            .contains("already running")
    );
    assert!(
        t.command(1, GROUP, "/zombie rules")
            .text
            .contains("handshake consent")
    );
}

#[test]
fn a_restart_in_the_middle_of_a_turn_repeats_nothing_and_plays_on() {
    let mut t = Session::new();
    t.start_game(&[("max_turns", "2")]);
    let ask = t.prompt_of(2);
    t.press(2, &ask, &data_of(&ask, "Interact with"));
    t.wait_text(2, "You interacted with");
    let before = t.quiet();
    t.restart_and_settle();
    let resent = t.emu.sent()[before..].to_vec();
    assert!(
        resent.is_empty(),
        "the restart repeated messages: {resent:#?}"
    );
    play_until(&t, Duration::from_secs(240), game_over);
    // Every role card still came once.
    for &u in &USERS {
        let cards = t
            .emu
            .sent()
            .iter()
            .filter(|(c, text)| *c == u && text.starts_with("You are a "))
            .count();
        assert_eq!(cards, 1);
    }
}

/// A line that says who sits at the table, which is public.
fn seating(line: &str) -> bool {
    ["a new game is open", "has begun", "Seated (", "begins with"]
        .iter()
        .any(|p| line.contains(p))
}
