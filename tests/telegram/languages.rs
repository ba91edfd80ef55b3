//! End-to-end tests of languages on Telegram (the Bot API emulator): the
//! command lists set for English, Russian and Vietnamese apps, the
//! welcome in the user's language, a group's language set by its admins, a person's own language from their
//! app's `language_code` or chosen with `/language`, and each player's
//! language kept for the whole game, across a restart. Expected texts come
//! from the catalogues, so these tests check who gets which language, not
//! wording.

use narrator_i18n::script::{cyrillic, vietnamese};

use crate::telegram_support;

use narrator_i18n::{Lang, args, text};
use serde_json::{Value, json};
use std::time::Duration;
use telegram_support::{GROUP, Msg, Session, name, wait_for};

/// Six players; user 1 is the host and the group's admin.
const USERS: [i64; 6] = [1, 2, 3, 4, 5, 6];

fn data_of(msg: &Msg, label: &str) -> String {
    msg.keys
        .iter()
        .find(|(l, _)| l == label)
        .map(|(_, d)| d.clone())
        .unwrap_or_else(|| panic!("no {label:?} button on {msg:?}"))
}

fn plain(lang: Lang, id: &str) -> String {
    text(lang, id, None)
}

/// The messages the bot sent to one chat, in order.
fn texts(s: &Session, chat: i64) -> Vec<String> {
    s.emu.texts_in(chat)
}

#[test]
fn a_russian_group_with_players_reading_their_own_languages() {
    let mut s = Session::new();
    s.emu.set_admins(GROUP, &[1]);
    // User 4's app is in Vietnamese; user 2 chooses English; the others
    // follow the group.
    s.greet(&USERS);
    s.emu.set_language(4, "vi");

    // Only the languages narrator speaks, and only for admins.
    let refused = s.command(1, GROUP, "/mafia config language de");
    assert!(refused.text.contains("de"), "{}", refused.text);
    assert!(
        refused.text.contains("en, ru and vi"),
        "the reply names the languages: {}",
        refused.text
    );
    let not_admin = s.command(2, GROUP, "/mafia config language ru");
    assert_eq!(not_admin.text, plain(Lang::En, "admins-only"));
    let set = s.command(1, GROUP, "/mafia config language ru");
    assert_eq!(
        set.text,
        text(Lang::Ru, "language-set", Some(&args![("lang", "ru")]))
    );

    // A refused setting is explained in the group's language, naming the
    // option and what it allows.
    let refused = s.command(1, GROUP, "/mafia config day_secs 5");
    assert!(
        cyrillic(&refused.text)
            && refused.text.contains("day_secs")
            && refused.text.contains("86400"),
        "{}",
        refused.text
    );
    let refused = s.command(1, GROUP, "/mafia config dance on");
    assert!(
        cyrillic(&refused.text) && refused.text.contains("dance"),
        "{}",
        refused.text
    );

    // A person's own language, privately.
    let chosen = s.command(2, 2, "/language en");
    assert_eq!(
        chosen.text,
        text(Lang::En, "language-chosen", Some(&args![("lang", "en")]))
    );
    let unknown = s.command(3, 3, "/language klingon");
    assert_eq!(
        unknown.text,
        text(
            Lang::En,
            "language-unknown",
            Some(&args![("typed", "klingon")])
        )
    );
    let current = s.command(4, 4, "/language");
    assert_eq!(
        current.text,
        text(Lang::Vi, "language-current", Some(&args![("lang", "vi")]))
    );
    // Help in the group now comes in Russian.
    let help = s.command(3, GROUP, "/mafia help");
    assert!(cyrillic(&help.text), "{}", help.text);

    // The lobby speaks the group's language; each join answer the
    // joiner's.
    s.emu.say(1, GROUP, "/mafia start");
    let join = plain(Lang::Ru, "button-join");
    let lobby = wait_for("the Russian lobby", Duration::from_secs(60), || {
        s.emu
            .messages()
            .into_iter()
            .find(|m| m.chat == GROUP && m.keys.iter().any(|(l, _)| *l == join))
    });
    assert!(cyrillic(&lobby.text), "{}", lobby.text);
    let data = data_of(&lobby, &join);
    for (user, lang) in [
        (2, Lang::En),
        (3, Lang::Ru),
        (4, Lang::Vi),
        (5, Lang::Ru),
        (6, Lang::Ru),
    ] {
        assert_eq!(
            s.press(user, &lobby, &data),
            plain(lang, "seated"),
            "{user}"
        );
    }
    let start = data_of(&lobby, &plain(Lang::Ru, "button-start"));
    assert_eq!(s.press(1, &lobby, &start), plain(Lang::Ru, "game-begins"));

    // Each player's private messages come in their language.
    let private_texts = |s: &Session, user: i64| {
        wait_for("a private message", Duration::from_secs(30), || {
            let all: Vec<String> = texts(s, user)
                .into_iter()
                .filter(|t| !t.starts_with("Hello!") && !t.contains("/language"))
                .collect();
            (!all.is_empty()).then_some(all)
        })
    };
    for user in [1, 3, 5] {
        for t in private_texts(&s, user) {
            assert!(cyrillic(&t), "user {user} reads Russian: {t}");
        }
    }
    for t in private_texts(&s, 2) {
        assert!(!cyrillic(&t), "user 2 chose English: {t}");
    }

    // A game keeps each player's language, even after a restart and a new
    // choice: the answer to a press on the group's day-0 question comes
    // in the presser's language of the game.
    s.command(2, 2, "/language ru");
    s.restart();
    let question = wait_for("the group's question", Duration::from_secs(60), || {
        s.emu
            .messages()
            .into_iter()
            .find(|m| m.chat == GROUP && m.keys.iter().any(|(_, d)| d.starts_with("c:")))
    });
    let choice = question.keys[0].1.clone();
    let english = s.press(2, &question, &choice);
    assert!(!english.is_empty() && !cyrillic(&english), "{english}");
    let russian = s.press(3, &question, &choice);
    assert!(cyrillic(&russian), "{russian}");
}

/// (command, description) pairs of one setMyCommands call.
fn listed(call: &Value) -> Vec<(String, String)> {
    call["commands"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|c| {
            (
                c["command"].as_str().unwrap_or("").to_string(),
                c["description"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect()
}

#[test]
fn the_command_lists_are_set_in_english_russian_and_vietnamese() {
    let s = Session::new();
    // Two scopes in three languages.
    let calls = wait_for(
        &format!("six setMyCommands calls\nbot log:\n{}", s.log()),
        Duration::from_secs(30),
        || {
            let calls = s.emu.post("/test/commands", &json!({}));
            let calls = calls.as_array().cloned().unwrap_or_default();
            (calls.len() >= 6).then_some(calls)
        },
    );
    for scope in ["all_private_chats", "all_group_chats"] {
        let of = |lang: &str| {
            let call = calls
                .iter()
                .find(|c| c["scope"]["type"] == scope && c["language_code"] == lang)
                .unwrap_or_else(|| panic!("no {scope} list for {lang:?}: {calls:?}"));
            listed(call)
        };
        let english = of("");
        assert!(!english.is_empty(), "{scope}");
        for lang in ["ru", "vi"] {
            let theirs = of(lang);
            assert_eq!(theirs.len(), english.len(), "{scope} {lang}");
            for ((command, en), (same, text)) in english.iter().zip(&theirs) {
                assert_eq!(command, same, "{scope} {lang}: the commands stay");
                assert!(
                    !text.is_empty() && text != en,
                    "{scope} {lang}: /{command} is not translated: {text:?}"
                );
            }
        }
    }
    // English as before.
    let groups: Vec<(String, String)> = calls
        .iter()
        .find(|c| c["scope"]["type"] == "all_group_chats" && c["language_code"] == "")
        .map(listed)
        .unwrap_or_default();
    assert!(
        groups.contains(&(
            "mafia".into(),
            "Play Mafia (presets classic, sport and hp): /mafia start, /mafia rules, /mafia help"
                .into()
        )),
        "{groups:?}"
    );
    let private_ru: Vec<(String, String)> = calls
        .iter()
        .find(|c| c["scope"]["type"] == "all_private_chats" && c["language_code"] == "ru")
        .map(listed)
        .unwrap_or_default();
    assert!(
        private_ru.contains(&("help".into(), "Что я умею и мои команды".into())),
        "{private_ru:?}"
    );
}

#[test]
fn the_welcome_speaks_the_users_language() {
    let s = Session::new();
    // Users whose app says ru, vi, and nothing narrator speaks.
    for (user, code) in [(501, "ru"), (502, "vi"), (503, "de")] {
        s.emu.post(
            "/sendMessage",
            &json!({
                "botToken": s.emu.token(),
                "from": {"id": user, "is_bot": false, "first_name": name(user), "language_code": code},
                "chat": {"id": user, "type": "private", "first_name": name(user)},
                "text": "/start",
            }),
        );
    }
    s.wait_text(501, "Привет!");
    s.wait_text(502, "Xin chào!");
    s.wait_text(503, "Hello! I run Mafia");
}

/// How many 64-hex-digit words a text has: the start shows the
/// commitment, the end the seed and the commitment.
fn hashes(s: &str) -> usize {
    s.split(|c: char| !c.is_ascii_hexdigit())
        .filter(|w| w.len() == 64)
        .count()
}

#[test]
fn a_whole_sport_game_in_russian_with_a_player_reading_vietnamese() {
    use std::collections::{HashMap, HashSet};
    use std::time::Instant;

    let s = Session::new();
    s.greet(&[1, 2]);
    let greeted: HashMap<i64, usize> = [1, 2].map(|u| (u, texts(&s, u).len())).into();
    s.emu.set_language(2, "vi");
    s.emu.set_admins(GROUP, &[1]);
    s.command(1, GROUP, "/mafia config language ru");
    s.emu.say(1, GROUP, "/mafia start sport");
    let join = plain(Lang::Ru, "button-join");
    let lobby = wait_for("the Russian lobby", Duration::from_secs(60), || {
        s.emu
            .messages()
            .into_iter()
            .find(|m| m.chat == GROUP && m.keys.iter().any(|(l, _)| *l == join))
    });
    assert_eq!(
        s.press(2, &lobby, &data_of(&lobby, &join)),
        plain(Lang::Vi, "seated")
    );
    let fill = data_of(&lobby, &plain(Lang::Ru, "button-fill"));
    assert_eq!(s.press(1, &lobby, &fill), plain(Lang::Ru, "computers-sat"));
    let start = data_of(&lobby, &plain(Lang::Ru, "button-start"));
    assert_eq!(s.press(1, &lobby, &start), plain(Lang::Ru, "game-begins"));

    // Both humans answer every question: a speech or a kill order is
    // passed, a private choice takes the first button, the group's vote
    // the first player who is not themselves.
    let lang_of = |u: i64| if u == 2 { Lang::Vi } else { Lang::Ru };
    let no_one = plain(Lang::Ru, "mafia-no-one").to_lowercase();
    let mut pressed: HashSet<(i64, i64)> = HashSet::new();
    let began = Instant::now();
    let over = |msgs: &[Msg]| msgs.iter().any(|m| m.chat == GROUP && hashes(&m.text) >= 2);
    loop {
        let msgs = s.emu.messages();
        if over(&msgs) {
            break;
        }
        assert!(
            began.elapsed() < Duration::from_secs(420),
            "the game did not end:\n{}\nbot log:\n{}",
            texts(&s, GROUP).join("\n---\n"),
            s.log()
        );
        let group_prompt = msgs
            .iter()
            .rev()
            .find(|m| m.chat == GROUP && m.keys.iter().any(|(_, d)| d.starts_with("c:")));
        for u in [1, 2] {
            let pass = plain(lang_of(u), "mafia-choice-pass");
            let private = msgs
                .iter()
                .filter(|m| m.chat == u && m.keys.iter().any(|(_, d)| d.starts_with("c:")));
            for m in private.chain(group_prompt) {
                if !pressed.insert((u, m.id)) {
                    continue;
                }
                let key = if m.chat == GROUP {
                    m.keys
                        .iter()
                        .find(|(l, _)| *l != name(u) && l.to_lowercase() != no_one)
                } else {
                    m.keys
                        .iter()
                        .find(|(l, _)| *l == pass)
                        .or_else(|| m.keys.first())
                };
                if let Some((_, data)) = key {
                    let answer = s.press(u, m, data);
                    match lang_of(u) {
                        Lang::Vi => assert!(!cyrillic(&answer), "{answer}"),
                        _ => assert!(answer.is_empty() || cyrillic(&answer), "{answer}"),
                    }
                }
            }
        }
        std::thread::sleep(Duration::from_millis(200));
    }

    // The group read Russian only; each human their own language.
    let group = texts(&s, GROUP);
    for t in &group {
        assert!(cyrillic(t), "the group reads Russian: {t}");
    }
    let mut once: HashMap<String, usize> = HashMap::new();
    for u in [1, 2] {
        let dms: Vec<String> = texts(&s, u).into_iter().skip(greeted[&u]).collect();
        assert!(!dms.is_empty(), "user {u} was written to");
        for t in &dms {
            match lang_of(u) {
                Lang::Vi => assert!(
                    vietnamese(t) && !cyrillic(t),
                    "user 2 reads Vietnamese: {t}"
                ),
                _ => assert!(cyrillic(t), "user 1 reads Russian: {t}"),
            }
            *once.entry(t.clone()).or_default() += 1;
        }
    }
    // What only one player was told never reaches the group before the
    // end.
    let end = group.iter().position(|t| hashes(t) >= 2).expect("the end");
    for (t, _) in once.iter().filter(|(_, n)| **n == 1) {
        for public in &group[..end] {
            assert!(!public.contains(t.as_str()), "leaked: {t}");
        }
    }
}
