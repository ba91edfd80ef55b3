//! End-to-end tests of the Discord adapter's languages on the local fake
//! Discord: every slash command is described in Russian and Vietnamese,
//! and an interaction's `locale` and `guild_locale` reach the front and
//! decide the language of the adapter's own words.

mod common;
mod discord_support;

use discord_support::{Server, WAIT};
use narrator_discord_fake::{Dispatched, Message};
use serde_json::{Value, json};

/// Every object of a command's tree that Discord shows a description of:
/// the command, its subcommands and their options.
fn described(command: &Value) -> Vec<&Value> {
    let mut out = vec![command];
    let mut i = 0;
    while i < out.len() {
        let children = out[i]["options"].as_array().into_iter().flatten();
        out.extend(children);
        i += 1;
    }
    out
}

#[test]
fn every_registered_command_is_described_in_russian_and_vietnamese() {
    let s = Server::new(1);
    let registered = s.fake.commands(None);
    let names: Vec<&str> = registered
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    for name in ["mafia", "mafia-config", "zombie", "zombie-config", "wumpus"] {
        assert!(names.contains(&name), "{name} in {names:?}");
    }
    let mut checked = 0;
    for command in &registered {
        for object in described(command) {
            let english = object["description"].as_str().unwrap_or("");
            assert!(!english.is_empty(), "{object}");
            for lang in ["ru", "vi"] {
                let text = object["description_localizations"][lang]
                    .as_str()
                    .unwrap_or("");
                assert!(
                    !text.is_empty() && text != english,
                    "no {lang} description in {object}"
                );
                checked += 1;
            }
        }
    }
    // Commands, subcommands and options: far more than the commands.
    assert!(checked > 4 * registered.len(), "{checked}");
    // English stays as it was.
    let mafia = registered
        .iter()
        .find(|c| c["name"] == "mafia")
        .expect("mafia");
    assert_eq!(
        mafia["description"],
        "Play Mafia (presets classic, sport and hp) in this channel"
    );
    assert_eq!(
        mafia["description_localizations"]["ru"],
        "Играть в этом канале: Мафия (варианты classic, sport и hp)"
    );
}

/// Sends an interaction the bot cannot read (a slash command whose
/// command id is not an id) from `user` in `channel`.
fn unreadable(s: &Server, channel: u64, user: u64) -> Dispatched {
    let command = json!({"name": "mafia", "type": 1});
    s.fake
        .malformed_interaction(channel, user, 2, command, |p| {
            p["data"]["id"] = json!(["not", "an", "id"]);
        })
        .expect("dispatched")
}

fn answer(s: &Server, sent: &Dispatched) -> Message {
    s.fake
        .wait_for_blocking(WAIT, |f| f.interaction(sent.id).and_then(|r| r.reply))
        .unwrap_or_else(|| panic!("no answer to {}\nlog:\n{}", sent.id, s.log()))
}

#[test]
fn the_servers_and_the_members_locales_reach_the_front() {
    let s = Server::new(2);
    let (host, other) = (s.members[0], s.members[1]);
    // An English server: its members are answered in English whatever
    // their own client speaks (a channel's language does not depend on
    // who asks).
    s.fake.set_user_locale(other, "ru").expect("a user");
    let said = answer(&s, &unreadable(&s, s.town.channel_id, other));
    assert!(said.ephemeral(), "{said:?}");
    assert!(
        said.content.starts_with("I could not read that request"),
        "{said:?}"
    );
    // A Russian server (guild_locale ru) without a language of its own.
    s.fake
        .set_guild_locale(s.town.guild_id, "ru")
        .expect("a guild");
    let said = answer(&s, &unreadable(&s, s.town.channel_id, host));
    assert!(
        said.content.starts_with("Я не смог разобрать этот запрос"),
        "{said:?}"
    );
    // In a member's own DM their client's language (locale vi) counts.
    s.fake.set_user_locale(host, "vi").expect("a user");
    let dm = s.fake.open_dm(host).expect("a DM");
    let said = answer(&s, &unreadable(&s, dm, host));
    assert!(
        said.content.starts_with("Tôi không đọc được yêu cầu đó"),
        "{said:?}"
    );
}
