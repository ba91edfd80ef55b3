//! End-to-end tests of the Telegram adapter's languages on the emulator:
//! the command lists Telegram suggests are set in English for everyone and
//! again for Russian and Vietnamese apps, and the adapter's own welcome
//! speaks the user's language.

mod common;
mod telegram_support;

use serde_json::{Value, json};
use std::time::Duration;
use telegram_support::{Session, TOKEN, name, wait_for};

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
                "botToken": TOKEN,
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
