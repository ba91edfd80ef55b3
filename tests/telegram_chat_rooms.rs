//! End to end on Telegram: at night the two mafiosi talk through the bot
//! in private, and only they see it; words said where no room is open
//! are refused with the reason and go nowhere.

mod common;
mod telegram_support;

use telegram_support::{GROUP, Msg, Session, name};

const USERS: [i64; 6] = [1, 2, 3, 4, 5, 6];

fn data_of(msg: &Msg, label: &str) -> String {
    msg.keys
        .iter()
        .find(|(l, _)| l == label)
        .map(|(_, d)| d.clone())
        .unwrap_or_else(|| panic!("no {label:?} button on {msg:?}"))
}

#[test]
fn at_night_the_mafia_talk_in_private_and_nobody_else_reads_it() {
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
    let mafia: Vec<i64> = USERS
        .iter()
        .copied()
        .filter(|&u| {
            s.emu
                .texts_in(u)
                .iter()
                .any(|t| t.contains("You are a member of the mafia"))
        })
        .collect();
    assert_eq!(mafia.len(), 2, "six seats deal two mafiosi");
    let (a, b) = (mafia[0], mafia[1]);
    let villager = USERS
        .iter()
        .copied()
        .find(|u| !mafia.contains(u))
        .expect("a villager");

    // Day 0: the night room is closed.
    // (Replies are found by their words: the game talks meanwhile.)
    s.emu.say(a, a, "shall we?");
    let reply = s.wait_text(a, "only at night");
    assert!(reply.text.contains("went nowhere"), "{}", reply.text);

    let ready = s.wait_text(GROUP, "ready for the night");
    let data = data_of(&ready, "Ready");
    for &u in &USERS {
        s.press(u, &ready, &data);
    }
    s.wait_text(GROUP, "falls. Everyone with a power");

    s.emu.say(a, a, "take the loud one");
    s.wait_text(a, "Said.");
    let relayed = s.wait_text(b, "take the loud one");
    assert!(
        relayed.text.contains(&name(a)) && relayed.text.contains("to the mafia"),
        "{}",
        relayed.text
    );
    s.emu.say(b, b, "agreed");
    s.wait_text(b, "Said.");
    s.wait_text(a, "agreed");
    s.emu.say(villager, villager, "who is awake?");
    s.wait_text(villager, "went nowhere");

    s.quiet();
    for &u in &USERS {
        let texts = s.emu.texts_in(u);
        let heard_a = texts.iter().any(|t| t.contains("take the loud one"));
        let heard_b = texts.iter().any(|t| t.contains("to the mafia: agreed"));
        assert_eq!(heard_a, u == b, "{} and A's words", name(u));
        assert_eq!(heard_b, u == a, "{} and B's words", name(u));
        assert!(
            !texts.iter().any(|t| t.contains("who is awake?")),
            "{} read the villager's words",
            name(u)
        );
    }
    assert!(
        !s.emu
            .texts_in(GROUP)
            .iter()
            .any(|t| t.contains("take the loud one") || t.contains("agreed")),
        "the group read the mafia's words"
    );
}
