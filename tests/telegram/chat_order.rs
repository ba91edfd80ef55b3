//! End to end: one group's updates reach two `narrator serve` processes on
//! one PostgreSQL database (Telegram's webhook behind a load balancer).
//! The last Join reaches the process that does not run the game, whose
//! relay to the owner is held up on purpose (the test locks the relay's
//! queue table); the host's Start, sent after it, reaches the owner
//! directly. The Start waits for the Join, as Telegram numbered them, so
//! the game starts with every seat the group saw taken.

use crate::common;
use crate::telegram_support;
use crate::webhook::{data_of, message_update};

use serde_json::{Value, json};
use std::time::Duration;
use telegram_support::{Bot, Emulator, GROUP, free_port, name, wait_for};

const SECRET: &str = "chat-order";
const PATH: &str = "/telegram/updates";

/// A process listening for webhook requests on its own port.
struct Listening {
    bot: Bot,
    port: u16,
}

impl Listening {
    fn start(emu: &Emulator, url: &str, log: &std::path::Path) -> Listening {
        let port = free_port();
        let hook = format!("http://127.0.0.1:{port}{PATH}");
        let listen = format!("127.0.0.1:{port}");
        let bot = Bot::start_on(
            emu,
            url,
            log,
            &[
                ("TELEGRAM_WEBHOOK_URL", hook.as_str()),
                ("TELEGRAM_WEBHOOK_LISTEN", listen.as_str()),
                ("TELEGRAM_WEBHOOK_SECRET", SECRET),
                // The test posts every update itself, to the process it
                // chooses.
                ("TELEGRAM_WEBHOOK_SET", "false"),
                ("NARRATOR_LEASE_SECS", "2"),
            ],
        );
        common::wait_log(log, "Telegram bot running", 1);
        Listening { bot, port }
    }

    /// POSTs an update to this process; the HTTP status.
    /// Posts an update as Telegram does: a 503 (the process could not
    /// keep the update yet, as on a loaded machine) is sent again, a few
    /// times, a moment later.
    fn post(&self, body: &str) -> u16 {
        let secret = [("X-Telegram-Bot-Api-Secret-Token", SECRET)];
        let mut status = 0;
        for _ in 0..5 {
            status = telegram_support::http_status(self.port, "POST", PATH, &secret, body);
            if status != 503 {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(300));
        }
        status
    }
}

/// A button press in the group on message `message`, as Telegram posts it.
fn press_update(id: u32, user: i64, message: i64, data: &str) -> String {
    json!({
        "update_id": id,
        "callback_query": {
            "id": format!("press-{id}"),
            "from": {"id": user, "is_bot": false, "first_name": name(user)},
            "chat_instance": "group",
            "data": data,
            "message": {
                "message_id": message,
                "date": 1_700_000_000,
                "chat": {"id": GROUP, "type": "group", "title": "Test group"},
                "from": {"id": 666, "is_bot": true, "first_name": "Narrator"},
                "text": "lobby",
            },
        },
    })
    .to_string()
}

/// The bot's answer to the press with update id `id`: (text, alert).
fn answer_to(emu: &Emulator, id: u32) -> (String, bool) {
    let want = format!("press-{id}");
    wait_for(
        &format!("the answer to press {id}"),
        Duration::from_secs(30),
        || {
            let all: Value = emu.post("/test/answers", &json!({}));
            all.as_array()?.iter().find(|a| a["id"] == want).map(|a| {
                (
                    a["text"].as_str().unwrap_or("").to_owned(),
                    a["show_alert"].as_bool().unwrap_or(false),
                )
            })
        },
    )
}

#[test]
fn a_join_relayed_late_still_comes_before_the_start_that_followed_it() {
    let emu = Emulator::start();
    let dir = tempfile::tempdir().expect("a temp dir");
    let url = narrator_pg_testkit::test_server().fresh_database_blocking("narrator_e2e");
    let owner = Listening::start(&emu, &url, &dir.path().join("owner.log"));
    let other = Listening::start(&emu, &url, &dir.path().join("other.log"));
    let logs = || {
        format!(
            "owner's log:\n{}\nother's log:\n{}",
            owner.bot.log(),
            other.bot.log()
        )
    };

    let mut id = 0;
    let mut next = || {
        id += 1;
        id
    };
    for user in 1..=6 {
        assert_eq!(
            owner.post(&message_update(next(), user, user, "/start")),
            200
        );
    }
    for user in 1..=6 {
        wait_for(
            &format!("user {user}'s greeting"),
            Duration::from_secs(30),
            || {
                emu.texts_in(user)
                    .into_iter()
                    .find(|t| t.contains("Hello!"))
            },
        );
    }
    // The game opens on the owner, and four join there.
    assert_eq!(
        owner.post(&message_update(next(), 1, GROUP, "/mafia start classic")),
        200
    );
    let lobby = wait_for("the lobby", Duration::from_secs(30), || {
        emu.messages()
            .into_iter()
            .find(|m| m.chat == GROUP && !m.keys.is_empty())
    });
    let join = data_of(&lobby, "Join");
    for user in 2..=5 {
        let press = next();
        assert_eq!(owner.post(&press_update(press, user, lobby.id, &join)), 200);
        let (text, alert) = answer_to(&emu, press);
        assert!(!alert, "user {user} could not join: {text}\n{}", logs());
    }

    // The relay's queue is locked: the other process's relay of the last
    // Join waits until the test lets it go.
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let mut lock = runtime.block_on(async {
        use sqlx::Connection;
        let mut conn = sqlx::postgres::PgConnection::connect(&url)
            .await
            .expect("connects");
        sqlx::query("BEGIN")
            .execute(&mut conn)
            .await
            .expect("begins");
        sqlx::query("LOCK TABLE input_queue IN EXCLUSIVE MODE")
            .execute(&mut conn)
            .await
            .expect("locks");
        conn
    });
    let last_join = next() + 100;
    assert_eq!(
        other.post(&press_update(last_join, 6, lobby.id, &join)),
        200
    );
    let start = last_join + 29;
    assert_eq!(
        owner.post(&press_update(start, 1, lobby.id, &data_of(&lobby, "Start"))),
        200
    );
    std::thread::sleep(Duration::from_millis(700));
    runtime.block_on(async {
        sqlx::query("COMMIT")
            .execute(&mut lock)
            .await
            .expect("commits");
    });

    let (joined, alert) = answer_to(&emu, last_join);
    assert!(!alert, "the last Join was refused: {joined}\n{}", logs());
    let (started, alert) = answer_to(&emu, start);
    assert!(
        !alert,
        "the Start was refused (taken before the Join): {started}\n{}",
        logs()
    );
    for user in 1..=6 {
        wait_for(
            &format!("user {user}'s role"),
            Duration::from_secs(60),
            || {
                emu.texts_in(user)
                    .into_iter()
                    .find(|t| t.contains("You are "))
            },
        );
    }
    assert!(
        owner
            .bot
            .log()
            .contains("waited for an earlier update of the chat that another process handled"),
        "{}",
        logs()
    );
}
