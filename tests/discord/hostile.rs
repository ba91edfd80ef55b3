//! End-to-end: `narrator serve` on the fake Discord (testkit/discord-fake)
//! receives gateway events it cannot read (an interaction of an unknown
//! type, fields of the wrong type, a frame that is not JSON) between
//! ordinary ones. Each is logged and dropped; the shard's event loop goes
//! on without reconnecting, and the next command is answered.

use crate::common;

use narrator_discord_fake::{Dispatched, FakeDiscord, Message, SlashCommand};
use serde_json::json;
use std::path::PathBuf;
use std::process::{Child, Stdio};
use std::time::Duration;

const WAIT: Duration = Duration::from_secs(30);

/// The bot process, killed when dropped.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn log_of(path: &PathBuf) -> String {
    std::fs::read_to_string(path).unwrap_or_default()
}

/// An interaction's reply, once it has text (a deferred one has none
/// until it is edited in).
fn reply(fake: &FakeDiscord, sent: &Dispatched, log: &PathBuf) -> Message {
    fake.wait_for_blocking(WAIT, |f| {
        f.interaction(sent.id)
            .and_then(|r| r.reply)
            .filter(|m| !m.content.is_empty())
    })
    .unwrap_or_else(|| {
        panic!(
            "no reply to interaction {}\nbot log:\n{}",
            sent.id,
            log_of(log)
        )
    })
}

#[test]
fn events_the_bot_cannot_read_are_dropped_and_the_shard_goes_on() {
    let fake = FakeDiscord::start_blocking().expect("the fake Discord starts");
    let town = fake.add_guild("Town");
    let host = fake
        .add_member(town.guild_id, "host", true)
        .expect("a member");
    let dir = tempfile::tempdir().expect("a temp dir");
    let log = dir.path().join("bot.log");
    let child = common::narrator(&dir.path().join("narrator.db"))
        .arg("serve")
        .env("DISCORD_TOKEN", "test-token")
        .env("DISCORD_API_URL", fake.url())
        .env("NARRATOR_REMINDER_SECS", "0")
        .env("NARRATOR_LOG", "info")
        .env_remove("TELEGRAM_BOT_TOKEN")
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(&log).expect("a log file"))
        .spawn()
        .expect("narrator serve starts");
    let mut bot = Running(child);
    assert!(
        fake.wait_for_identify_blocking(1, WAIT),
        "the bot never identified:\n{}",
        log_of(&log)
    );
    fake.wait_for_blocking(WAIT, |f| (!f.commands(None).is_empty()).then_some(()))
        .unwrap_or_else(|| panic!("no commands registered:\n{}", log_of(&log)));
    let help = SlashCommand::new("mafia").subcommand("help");
    let ask_help = || {
        let sent = fake
            .slash_command(town.channel_id, host, &help)
            .expect("the command is dispatched");
        reply(&fake, &sent, &log)
    };
    assert!(ask_help().content.contains("Commands:"));

    // An interaction of a type serenity does not know, and a slash
    // command whose fields have the wrong types.
    let command = json!({"name": "mafia", "type": 1});
    let unknown_type = fake
        .malformed_interaction(town.channel_id, host, 2, command.clone(), |p| {
            p["type"] = json!(99);
        })
        .expect("dispatched");
    let wrong_fields = fake
        .malformed_interaction(town.channel_id, host, 2, command, |p| {
            p["data"]["id"] = json!(["not", "an", "id"]);
            p["member"]["user"] = json!("somebody");
        })
        .expect("dispatched");
    // A direct message whose author is text.
    fake.dispatch_raw(
        "MESSAGE_CREATE",
        json!({"id": "5", "channel_id": "6", "author": "nobody", "content": "hi"}),
    );
    // A frame cut short: not JSON at all.
    fake.raw_frame(r#"{"op":0,"t":"MESSAGE_CREATE","s":1000,"d":{"content":"#);

    // The loop read past all of it: the next command is answered, on the
    // same session.
    assert!(ask_help().content.contains("Commands:"));
    assert_eq!(fake.identify_count(), 1, "the shard identified again");
    assert_eq!(fake.resume_count(), 0, "the shard reconnected");
    assert!(
        bot.0.try_wait().expect("the bot is there").is_none(),
        "the bot stopped:\n{}",
        log_of(&log)
    );
    // The member who sent an unreadable interaction is told so.
    for sent in [&unknown_type, &wrong_fields] {
        let answer = reply(&fake, sent, &log);
        assert!(answer.ephemeral(), "{answer:?}");
        assert!(
            answer.content.starts_with("I could not read that request"),
            "{answer:?}"
        );
    }
    // Each unreadable event is logged once, with the reason; a frame that
    // is not JSON serenity reports itself.
    let expected = [
        "dropped an unreadable INTERACTION_CREATE event: Unknown interaction type",
        "dropped an unreadable INTERACTION_CREATE event: invalid type",
        "dropped an unreadable MESSAGE_CREATE event",
        "Err deserializing text",
    ];
    let count = |text: &str, part: &str| text.lines().filter(|l| l.contains(part)).count();
    let text = fake
        .wait_for_blocking(WAIT, |_| {
            let text = log_of(&log);
            expected
                .iter()
                .all(|part| count(&text, part) > 0)
                .then_some(text)
        })
        .unwrap_or_else(|| panic!("not every dropped event was logged:\n{}", log_of(&log)));
    for part in expected {
        assert_eq!(count(&text, part), 1, "{part:?} once in:\n{text}");
    }
    assert!(!text.contains("panicked"), "{text}");
    fake.assert_no_violations();
    drop(bot);
}
