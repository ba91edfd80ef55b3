//! End to end on Telegram: at night the two mafiosi talk through the bot
//! in private, and only they see it; words said where no room is open
//! are refused with the reason and go nowhere.

use crate::telegram_support;

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
    let mut s = Session::new();
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

    // The relays are stored inputs: a crash and a restart neither lose
    // nor repeat them.
    s.quiet();
    s.restart();
    s.emu.say(a, a, "still there?");
    s.wait_text(b, "to the mafia: still there?");
    s.quiet();
    for (who, words) in [(b, "take the loud one"), (a, "agreed"), (b, "still there?")] {
        let times = s
            .emu
            .texts_in(who)
            .iter()
            .filter(|t| t.contains(&format!("to the mafia: {words}")))
            .count();
        assert_eq!(times, 1, "{} read {words:?} {times} times", name(who));
    }
    for &u in &USERS {
        let texts = s.emu.texts_in(u);
        let heard_a = texts
            .iter()
            .any(|t| t.contains("take the loud one") || t.contains("still there?"));
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

/// Waits for the newest message in `chat` with a button labelled `label`
/// whose text contains `part`.
fn button(s: &Session, chat: i64, part: &str, label: &str) -> (Msg, String) {
    telegram_support::wait_for(
        &format!(
            "{label:?} on {part:?} in chat {chat}\nbot log:\n{}",
            s.log()
        ),
        std::time::Duration::from_secs(60),
        || {
            s.emu.messages().into_iter().rev().find_map(|m| {
                let data = m
                    .keys
                    .iter()
                    // A tally may follow the label: "User3 (2)".
                    .find(|(l, _)| {
                        let l = l.to_lowercase();
                        let label = label.to_lowercase();
                        l == label || l.starts_with(&format!("{label} "))
                    })
                    .map(|(_, d)| d.clone())?;
                (m.chat == chat && m.text.contains(part)).then_some((m, data))
            })
        },
    )
}

fn with_card(s: &Session, users: &[i64], card: &str) -> Vec<i64> {
    users
        .iter()
        .copied()
        .filter(|&u| s.emu.texts_in(u).iter().any(|t| t.contains(card)))
        .collect()
}

/// Nine players: the mafia kill a villager at night, the town votes out
/// another; then what one dead player writes reaches the other dead
/// player, and no living one.
#[test]
fn the_dead_talk_to_the_dead_and_no_living_player_reads_it() {
    const NINE: [i64; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    let s = Session::new();
    s.greet(&NINE);
    s.emu.say(1, GROUP, "/mafia start classic");
    let lobby = s.wait_text(GROUP, "a new game is open");
    let join = data_of(&lobby, "Join");
    for &u in &NINE[1..] {
        s.press(u, &lobby, &join);
    }
    s.wait_text(GROUP, "Seated (9)");
    s.press(1, &lobby, &data_of(&lobby, "Start"));
    for &u in &NINE {
        s.wait_text(u, "You are ");
    }
    let mafia = with_card(&s, &NINE, "You are a member of the mafia");
    let villagers = with_card(&s, &NINE, "You are a villager.");
    let cop = with_card(&s, &NINE, "You are the cop");
    let doctor = with_card(&s, &NINE, "You are the doctor");
    assert_eq!((mafia.len(), villagers.len()), (3, 4), "the deal of nine");
    let (victim, voted_out) = (villagers[0], villagers[1]);

    let ready = s.wait_text(GROUP, "ready for the night");
    let data = data_of(&ready, "Ready");
    for &u in &NINE {
        s.press(u, &ready, &data);
    }
    // Night 1: the mafia agree on the victim; the doctor saves themself.
    for &m in &mafia {
        let (msg, data) = button(&s, m, "Vote for a victim", &name(victim));
        s.press(m, &msg, &data);
    }
    for &d in &doctor {
        let (msg, data) = button(&s, d, "save", &name(d));
        s.press(d, &msg, &data);
    }
    for &c in &cop {
        let (msg, data) = button(&s, c, "investigate", &name(mafia[0]));
        s.press(c, &msg, &data);
    }
    s.wait_text(GROUP, &format!("Last night, {} was killed", name(victim)));

    // Day 1: everyone else votes the second villager out.
    for &u in NINE.iter().filter(|u| **u != victim) {
        let label = if u == voted_out {
            "no one".to_string()
        } else {
            name(voted_out)
        };
        let (msg, data) = button(&s, GROUP, "", &label);
        s.press(u, &msg, &data);
    }
    s.wait_text(GROUP, &format!("The town has killed {}", name(voted_out)));

    s.emu.say(voted_out, voted_out, "so cold down here");
    s.wait_text(voted_out, "Said.");
    let heard = s.wait_text(victim, "so cold down here");
    assert!(
        heard.text.contains(&name(voted_out)) && heard.text.contains("to the dead"),
        "{}",
        heard.text
    );
    s.emu.say(victim, victim, "welcome");
    s.wait_text(voted_out, "to the dead: welcome");

    s.quiet();
    for &u in NINE.iter().filter(|u| ![victim, voted_out].contains(u)) {
        let texts = s.emu.texts_in(u);
        assert!(
            !texts
                .iter()
                .any(|t| t.contains("so cold down here") || t.contains("to the dead")),
            "living {} read the dead's words",
            name(u)
        );
    }
    assert!(
        !s.emu
            .texts_in(GROUP)
            .iter()
            .any(|t| t.contains("so cold down here") || t.contains("welcome")),
        "the group read the dead's words"
    );
}

/// With `spectators` on, someone without a seat watches: the news comes
/// to them privately, their words reach no living player; a seated
/// player cannot watch. With `dead_see_roles` they are shown every role.
#[test]
fn a_spectator_watches_in_private_and_a_player_cannot() {
    let s = Session::new();
    s.emu.set_admins(GROUP, &[1]);
    let everyone: Vec<i64> = USERS.iter().copied().chain([7, 8]).collect();
    s.greet(&everyone);
    for (option, value) in [("spectators", "true"), ("dead_see_roles", "true")] {
        s.emu
            .say(1, GROUP, &format!("/mafia config {option} {value}"));
        s.wait_text(GROUP, &format!("Set {option} = {value}"));
    }
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

    s.emu.say(3, GROUP, "/mafia watch");
    s.wait_text(GROUP, "living players play, they do not watch");
    s.emu.say(7, GROUP, "/mafia watch");
    s.wait_text(GROUP, "You are watching the game now");
    s.wait_text(7, "You are watching this game");
    let roles = s.wait_text(7, "Every role, for the dead and the spectators only");
    for &u in &USERS {
        assert!(roles.text.contains(&name(u)), "{}", roles.text);
    }

    let ready = s.wait_text(GROUP, "ready for the night");
    let data = data_of(&ready, "Ready");
    for &u in &USERS {
        s.press(u, &ready, &data);
    }
    s.wait_text(GROUP, "falls. Everyone with a power");
    // The public news, privately.
    s.wait_text(7, "falls. Everyone with a power");

    // Alone in the room, the spectator is told nobody reads them.
    s.emu.say(7, 7, "hello?");
    s.wait_text(7, "nobody else is in your room yet");
    s.emu.say(8, GROUP, "/mafia watch");
    s.wait_text(8, "You are watching this game");
    s.emu.say(7, 7, "just looking");
    s.wait_text(7, "Said.");
    // The other spectator reads it.
    s.wait_text(8, "just looking");
    s.quiet();
    for &u in &USERS {
        let texts = s.emu.texts_in(u);
        assert!(
            !texts.iter().any(|t| t.contains("just looking")),
            "living {} read the spectator",
            name(u)
        );
        assert!(
            !texts.iter().any(|t| t.contains("Every role, for the dead")),
            "living {} was shown the roles",
            name(u)
        );
    }
    assert!(
        !s.emu
            .texts_in(GROUP)
            .iter()
            .any(|t| t.contains("just looking") || t.contains("Every role, for the dead")),
        "the group read the spectator's words or the roles"
    );
}
