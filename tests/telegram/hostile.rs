//! End-to-end tests of `narrator serve` on Telegram against hostile and
//! odd input, on the Bot API emulator (tests/telegram; node and npm are
//! required, and a missing one fails the tests): updates the bot cannot
//! read between ordinary ones, and a private chat used like any Telegram
//! bot's (/help, unknown commands, dead invitation links).

use crate::telegram_support;

use serde_json::json;
use std::collections::HashSet;
use std::path::PathBuf;
use std::time::Duration;
use telegram_support::{Bot, Emulator, GROUP, Msg, wait_for};

const WAIT: Duration = Duration::from_secs(30);

/// The emulator and the bot's folder (database and logs).
struct Setup {
    emu: Emulator,
    dir: tempfile::TempDir,
}

impl Setup {
    fn new() -> Setup {
        Setup {
            emu: Emulator::start(),
            dir: tempfile::tempdir().expect("a temp dir"),
        }
    }

    fn log_path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// Starts the bot logging to `log`.
    fn bot(&self, log: &str) -> Bot {
        Bot::start(
            &self.emu,
            &self.dir.path().join("narrator.db"),
            &self.log_path(log),
        )
    }

    fn log(&self, name: &str) -> String {
        std::fs::read_to_string(self.log_path(name)).unwrap_or_default()
    }

    /// Queues an update whose text after `"update_id":N,` is `raw`, sent
    /// as is; returns its update_id.
    fn inject(&self, raw: &str) -> i64 {
        self.emu
            .post("/test/inject", &json!({"raw": raw}))
            .as_i64()
            .expect("the emulator gives the update an id")
    }

    /// How many times each injected update was handed to the bot.
    fn served(&self, id: i64) -> i64 {
        self.emu.post("/test/served", &json!({}))[id.to_string()]
            .as_i64()
            .unwrap_or(0)
    }

    /// Holds getUpdates answers back (or lets them go), so that what is
    /// queued meanwhile comes as one batch.
    fn hold(&self, on: bool) {
        self.emu.post("/test/hold", &json!({"on": on}));
    }

    /// Waits for a new message in `chat` containing `part` after saying
    /// `text` there.
    fn ask(&self, user: i64, chat: i64, text: &str, part: &str, log: &str) -> Msg {
        let before: HashSet<i64> = self.emu.messages().iter().map(|m| m.id).collect();
        self.emu.say(user, chat, text);
        self.wait_new(chat, part, &before, log)
    }

    fn wait_new(&self, chat: i64, part: &str, before: &HashSet<i64>, log: &str) -> Msg {
        wait_for(
            &format!("{part:?} in chat {chat}\nbot log:\n{}", self.log(log)),
            WAIT,
            || {
                self.emu
                    .messages()
                    .into_iter()
                    .find(|m| m.chat == chat && !before.contains(&m.id) && m.text.contains(part))
            },
        )
    }
}

/// A group message as Telegram sends it, with `text` written into the
/// JSON verbatim (so it may hold escapes a strict parser refuses).
fn group_message(message_id: i64, date: &str, text: &str) -> String {
    format!(
        r#""message":{{"message_id":{message_id},"date":{date},"chat":{{"id":{GROUP},"type":"group","title":"Test group"}},"from":{{"id":3,"is_bot":false,"first_name":"User3"}},"text":"{text}"}}"#
    )
}

#[test]
fn updates_the_bot_cannot_read_are_logged_skipped_and_never_fetched_again() {
    let s = Setup::new();
    let first = s.bot("first.log");
    // Polling has begun once a greeting is answered.
    s.ask(10, 10, "/start", "Hello!", "first.log");

    s.hold(true);
    let before: HashSet<i64> = s.emu.messages().iter().map(|m| m.id).collect();
    s.emu.say(11, 11, "/start");
    let poison = [
        // Half of an emoji's surrogate pair: not JSON a strict parser
        // accepts, so the whole batch failed to parse before.
        s.inject(&group_message(900, "1700000000", r"half an emoji \ud83d")),
        // A field of an unexpected type.
        s.inject(&group_message(901, r#""yesterday""#, "a date that is text")),
        // A kind of update the library does not know.
        s.inject(r#""space_weather":{"kp":7}"#),
    ];
    s.emu.say(11, 11, "/help");
    s.emu.say(12, 12, "/start");
    s.hold(false);

    // Readable updates before and after the poison are answered, in order
    // within a chat (the two replies may be joined into one message).
    let said = wait_for("both replies in chat 11", WAIT, || {
        let said = s.emu.texts_in(11).join("\n");
        (said.contains("Hello!") && said.contains("Commands:")).then_some(said)
    });
    assert!(
        said.find("Hello!") < said.find("Commands:"),
        "answered out of order: {said}"
    );
    s.wait_new(12, "Hello!", &before, "first.log");

    // Each poison update is logged once, by id, with the reason.
    let log = wait_for("every skipped update logged", WAIT, || {
        let log = s.log("first.log");
        poison
            .iter()
            .all(|id| log.contains(&format!("skipped update {id},")))
            .then_some(log)
    });
    for (id, reason) in poison
        .iter()
        .zip(["not valid JSON", "yesterday", "space_weather"])
    {
        let lines: Vec<&str> = log
            .lines()
            .filter(|l| l.contains(&format!("skipped update {id},")))
            .collect();
        assert_eq!(lines.len(), 1, "update {id} logged once:\n{log}");
        assert!(lines[0].contains(reason), "reason {reason:?}: {}", lines[0]);
        assert_eq!(s.served(*id), 1, "update {id} fetched once");
    }

    // The bot keeps answering; this round trip also means the poll after
    // the poison confirmed it to Telegram.
    s.ask(13, 13, "/start", "Hello!", "first.log");
    first.kill();

    let _second = s.bot("second.log");
    s.ask(14, 14, "/start", "Hello!", "second.log");
    for id in poison {
        assert_eq!(
            s.served(id),
            1,
            "update {id} was fetched again after a restart"
        );
    }
    let log = s.log("second.log");
    assert!(!log.contains("skipped update"), "{log}");
    assert!(!log.contains("panicked"), "{log}");
}

#[test]
fn a_batch_of_nothing_but_poison_moves_on() {
    let s = Setup::new();
    let _bot = s.bot("bot.log");
    s.ask(10, 10, "/start", "Hello!", "bot.log");
    let id = s.inject(&group_message(
        902,
        "1700000000",
        r"\udc00 a lone low surrogate",
    ));
    wait_for("the poison logged", WAIT, || {
        s.log("bot.log")
            .contains(&format!("skipped update {id},"))
            .then_some(())
    });
    // Alone in its batch, it still does not block what follows.
    s.ask(11, 11, "/start", "Hello!", "bot.log");
    assert_eq!(s.served(id), 1);
}

#[test]
fn the_private_chat_answers_help_unknown_commands_and_dead_links() {
    let s = Setup::new();
    let _bot = s.bot("bot.log");
    s.ask(1, 1, "/start", "Hello!", "bot.log");

    let help = s.ask(1, 1, "/help", "Commands: /mafia start", "bot.log");
    for part in ["game master for Mafia", "Here, in private", "/mafia help"] {
        assert!(help.text.contains(part), "{part:?} in {}", help.text);
    }
    // The same command list as `/mafia help` in a group.
    let group_help = s.ask(1, GROUP, "/mafia help", "Commands:", "bot.log");
    assert!(help.text.contains(&group_help.text), "{}", help.text);

    let unknown = s.ask(1, 1, "/unknown", "/help", "bot.log");
    assert_eq!(
        unknown.text,
        "I do not know /unknown. Send /help to see what I do and my commands."
    );

    for link in ["/start join999999", "/start join-1", "/start joinabc"] {
        let reply = s.ask(1, 1, link, "no such game", "bot.log");
        assert!(!reply.text.contains("over"), "{link}: {}", reply.text);
    }

    // A game that did exist and ended is over, not missing.
    s.emu.say(1, GROUP, "/mafia start");
    wait_for("a lobby", WAIT, || {
        s.emu
            .messages()
            .into_iter()
            .find(|m| m.chat == GROUP && m.text.contains("a new game is open"))
    });
    s.emu.say(1, GROUP, "/mafia stop");
    wait_for("the lobby stopped", WAIT, || {
        let before: HashSet<i64> = s.emu.messages().iter().map(|m| m.id).collect();
        s.emu.say(1, 1, "/start join1");
        let reply = wait_for("a reply to the link", WAIT, || {
            s.emu
                .messages()
                .into_iter()
                .find(|m| m.chat == 1 && !before.contains(&m.id))
        });
        reply.text.contains("over").then_some(reply)
    });

    // /help is in the private chats' command list.
    let calls = s.emu.post("/test/commands", &json!({}));
    let private = calls
        .as_array()
        .into_iter()
        .flatten()
        .find(|c| c["scope"]["type"] == "all_private_chats")
        .unwrap_or_else(|| panic!("no setMyCommands for private chats: {calls}"));
    let names: Vec<&str> = private["commands"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c["command"].as_str())
        .collect();
    assert!(names.contains(&"help"), "{private}");
    assert!(names.contains(&"start"), "{private}");
    let described = private["commands"]
        .as_array()
        .into_iter()
        .flatten()
        .all(|c| c["description"].as_str().is_some_and(|d| !d.is_empty()));
    assert!(described, "{private}");
}
