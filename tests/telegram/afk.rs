//! End-to-end on the Telegram Bot API emulator: a player who lets two
//! deadlines pass is warned privately, then a computer player takes their
//! seat and the game still reaches its end.

use crate::telegram_support;

use std::collections::HashSet;
use std::time::{Duration, Instant};
use telegram_support::{GROUP, Msg, Session, name, wait_for};

/// Nine players, so two nights' kills cannot end the game before the
/// second missed deadline; user 1 is the host, user 9 never answers.
const USERS: [i64; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const ABSENT: i64 = 9;

const WARNING: &str = "You let a deadline pass without acting";

fn data_of(msg: &Msg, label: &str) -> String {
    msg.keys
        .iter()
        .find(|(l, _)| l == label)
        .map(|(_, d)| d.clone())
        .unwrap_or_else(|| panic!("no {label:?} button on {msg:?}"))
}

/// Short phases, then host 1 opens a classic lobby, everyone joins and
/// the host starts.
fn start(s: &Session) {
    s.greet(&USERS);
    s.emu.set_admins(GROUP, &[1]);
    for (option, value) in [
        ("day0_secs", "10"),
        ("night_secs", "10"),
        ("day_secs", "30"),
    ] {
        let reply = s.command(1, GROUP, &format!("/mafia config {option} {value}"));
        assert!(reply.text.starts_with("Set "), "{}", reply.text);
    }
    s.emu.say(1, GROUP, "/mafia start classic");
    let lobby = s.wait_text(GROUP, "a new game is open");
    let join = data_of(&lobby, "Join");
    for &u in &USERS[1..] {
        let answer = s.press(u, &lobby, &join);
        assert!(answer.contains("You have a seat"), "{answer}");
    }
    wait_for("nine seated", Duration::from_secs(30), || {
        s.emu
            .messages()
            .into_iter()
            .find(|m| m.id == lobby.id && m.text.contains("Seated (9)"))
    });
    assert_eq!(
        s.press(1, &lobby, &data_of(&lobby, "Start")),
        "The game begins."
    );
    for &u in &USERS {
        s.wait_text(u, "You are ");
    }
}

/// Everyone but the absent player answers each prompt once: a varied
/// private choice, and "No one" in the group's vote (so the game lasts
/// and the absent seat lives on to be taken over).
fn play_until(s: &Session, pressed: &mut HashSet<(i64, i64)>, done: impl Fn(&[Msg]) -> bool) {
    let start = Instant::now();
    let limit = Duration::from_secs(400);
    loop {
        let msgs = s.emu.messages();
        if done(&msgs) {
            return;
        }
        assert!(
            start.elapsed() < limit,
            "not there in {limit:?}; group so far:\n{}\nbot log:\n{}",
            s.emu.texts_in(GROUP).join("\n---\n"),
            s.log()
        );
        let group_prompt = msgs
            .iter()
            .rev()
            .find(|m| m.chat == GROUP && m.keys.iter().any(|(_, d)| d.starts_with("c:")));
        for &u in USERS.iter().filter(|u| **u != ABSENT) {
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
                        .find(|(l, _)| {
                            l.eq_ignore_ascii_case("no one") || l.eq_ignore_ascii_case("ready")
                        })
                        .or_else(|| {
                            m.keys
                                .iter()
                                .find(|(l, _)| *l != name(u) && *l != name(ABSENT))
                        })
                        .map(|(_, d)| d.clone())
                } else {
                    // Varied from night to night: always the first choice
                    // can leave a doctor saving the mafia's victim forever.
                    // The absent seat is spared, so it lives to be
                    // taken over.
                    let spare: Vec<_> = m.keys.iter().filter(|(l, _)| *l != name(ABSENT)).collect();
                    let i = usize::try_from(m.id.unsigned_abs()).unwrap_or(0) * 7 + 3;
                    spare.get(i % spare.len().max(1)).map(|(_, d)| d.clone())
                };
                if let Some(data) = data {
                    s.press(u, m, &data);
                }
            }
        }
        std::thread::sleep(Duration::from_millis(200));
    }
}

fn game_over(msgs: &[Msg]) -> bool {
    msgs.iter()
        .any(|m| m.chat == GROUP && m.text.contains("Game over"))
}

#[test]
fn an_absent_player_is_warned_then_replaced_and_the_game_ends() {
    let s = Session::new();
    start(&s);
    let notice = format!(
        "{} was inactive; a computer player plays their seat now.",
        name(ABSENT)
    );
    let mut pressed = HashSet::new();
    play_until(&s, &mut pressed, |msgs| {
        game_over(msgs)
            || msgs
                .iter()
                .any(|m| m.chat == GROUP && m.text.contains(&notice))
    });
    let group = s.emu.texts_in(GROUP);
    // Posts to a group are joined in bursts: the notice's own paragraph.
    let said = group
        .iter()
        .flat_map(|t| t.split("\n\n"))
        .find(|t| t.contains(&notice))
        .unwrap_or_else(|| panic!("no takeover notice; the group saw:\n{group:#?}"));
    // The notice is a line of its own and says nothing of the role.
    let paragraph = said
        .split("\n\n")
        .find(|p| p.contains(&notice))
        .unwrap_or_default();
    assert_eq!(paragraph, notice, "{said}");
    // The absent player alone was warned, in private, before the notice.
    let warned: Vec<i64> = s
        .emu
        .messages()
        .iter()
        .filter(|m| m.text.contains(WARNING))
        .map(|m| m.chat)
        .collect();
    assert_eq!(warned, vec![ABSENT], "warnings went to {warned:?}");

    play_until(&s, &mut pressed, game_over);
    let over = s
        .emu
        .texts_in(GROUP)
        .into_iter()
        .find(|t| t.contains("Game over"))
        .expect("the game ended");
    assert!(over.contains("wins"), "{over}");
    assert!(over.contains(&format!("{} was", name(ABSENT))), "{over}");
}
