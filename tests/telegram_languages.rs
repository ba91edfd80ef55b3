//! End-to-end tests of languages on Telegram (the Bot API emulator): a
//! group's language set by its admins, a person's own language from their
//! app's `language_code` or chosen with `/language`, and each player's
//! language kept for the whole game, across a restart. Expected texts come
//! from the catalogues, so these tests check who gets which language, not
//! wording.

mod common;
mod telegram_support;

use narrator_i18n::{Lang, args, text};
use std::time::Duration;
use telegram_support::{GROUP, Msg, Session, wait_for};

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

fn cyrillic(s: &str) -> bool {
    s.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c))
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
    s.emu.set_language(4, "vi");
    s.greet(&USERS);

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
