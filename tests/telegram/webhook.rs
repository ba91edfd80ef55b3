//! End to end on Telegram in webhook mode (TELEGRAM_WEBHOOK_URL): the bot
//! sets the webhook, the emulator POSTs every update to the bot's listener
//! as Telegram does (tests/telegram/server.js: in order, with the secret
//! header, re-sending what is not answered 2xx, refusing getUpdates
//! meanwhile), and a game is played through it: private messages,
//! commands and button presses. Requests without the secret, or that are
//! not updates, are refused and change nothing; a re-sent update is
//! handled once; Ctrl-C stops the process and leaves the webhook set for
//! the other processes behind the same URL.

use crate::common;
use crate::telegram_support;

use serde_json::{Value, json};
use std::collections::HashSet;
use std::io::Read;
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::Stdio;
use std::time::{Duration, Instant};
use telegram_support::{Bot, Emulator, GROUP, Msg, free_port, name, wait_for};

const USERS: [i64; 6] = [1, 2, 3, 4, 5, 6];

const SECRET: &str = "webhook-Secret_42";

/// The path of the public URL: the listener takes any.
const PATH: &str = "/telegram/updates";

/// The emulator and `narrator serve` in webhook mode on a fresh database.
struct Hooked {
    emu: Emulator,
    bot: Bot,
    port: u16,
    env: Vec<(String, String)>,
    dir: tempfile::TempDir,
}

impl Hooked {
    /// Starts the bot listening on a free port, with `env` on top of the
    /// webhook's URL and listen address.
    fn start(env: &[(&str, &str)]) -> Hooked {
        let emu = Emulator::start();
        let dir = tempfile::tempdir().expect("a temp dir");
        let port = free_port();
        let mut all = vec![
            (
                "TELEGRAM_WEBHOOK_URL".to_string(),
                format!("http://127.0.0.1:{port}{PATH}"),
            ),
            (
                "TELEGRAM_WEBHOOK_LISTEN".to_string(),
                format!("127.0.0.1:{port}"),
            ),
        ];
        all.extend(env.iter().map(|(k, v)| (k.to_string(), v.to_string())));
        let bot = Hooked::spawn(&emu, &dir, &all);
        Hooked {
            emu,
            bot,
            port,
            env: all,
            dir,
        }
    }

    fn spawn(emu: &Emulator, dir: &tempfile::TempDir, env: &[(String, String)]) -> Bot {
        let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        Bot::start_with(
            emu,
            &dir.path().join("narrator.db"),
            &dir.path().join("bot.log"),
            &env,
        )
    }

    /// Starts the bot again, on the same port and database.
    fn restart(&mut self) {
        self.bot = Hooked::spawn(&self.emu, &self.dir, &self.env);
    }

    fn url(&self) -> String {
        format!("http://127.0.0.1:{}{PATH}", self.port)
    }

    fn log(&self) -> String {
        self.bot.log()
    }

    /// The emulator's view of the webhook (see server.js).
    fn webhook(&self) -> Value {
        self.emu.post("/test/webhook", &json!({}))
    }

    /// Waits until the listener accepts connections.
    fn wait_listening(&self) {
        wait_for(
            &format!("the webhook listener\nbot log:\n{}", self.log()),
            Duration::from_secs(30),
            || TcpStream::connect(("127.0.0.1", self.port)).ok(),
        );
    }

    /// A request straight to the bot's listener; returns the HTTP status.
    fn request(&self, method: &str, headers: &[(&str, &str)], body: &str) -> u16 {
        telegram_support::http_status(self.port, method, PATH, headers, body)
    }

    /// POSTs `body` with the right secret; returns the status.
    fn post_signed(&self, body: &str) -> u16 {
        self.request("POST", &[("X-Telegram-Bot-Api-Secret-Token", SECRET)], body)
    }

    fn wait_text(&self, chat: i64, part: &str) -> Msg {
        wait_for(
            &format!(
                "{part:?} in chat {chat}; it has:\n{}\nbot log:\n{}",
                self.emu.texts_in(chat).join("\n---\n"),
                self.log()
            ),
            Duration::from_secs(60),
            || {
                self.emu
                    .messages()
                    .into_iter()
                    .find(|m| m.chat == chat && m.text.contains(part))
            },
        )
    }

    /// Presses a button; returns the callback answer: (text, alert).
    fn press(&self, user: i64, msg: &Msg, data: &str) -> (String, bool) {
        let before = self.emu.answers().len();
        self.emu.press(user, msg.chat, msg.id, data);
        let (text, _, alert) = self.emu.answer_after(before);
        (text, alert)
    }

    /// Waits until the bot has sent nothing for a while.
    fn quiet(&self) -> usize {
        let mut last = self.emu.sent().len();
        loop {
            std::thread::sleep(Duration::from_millis(1500));
            let now = self.emu.sent().len();
            if now == last {
                return now;
            }
            last = now;
        }
    }
}

pub(crate) fn data_of(msg: &Msg, label: &str) -> String {
    msg.keys
        .iter()
        .find(|(l, _)| l == label)
        .map(|(_, d)| d.clone())
        .unwrap_or_else(|| panic!("no {label:?} button on {msg:?}"))
}

/// A text message as Telegram posts it to a webhook.
pub(crate) fn message_update(id: u32, user: i64, chat: i64, text: &str) -> String {
    let chat = if chat < 0 {
        json!({"id": chat, "type": "group", "title": "Test group"})
    } else {
        json!({"id": chat, "type": "private", "first_name": name(user)})
    };
    let mut message = json!({
        "message_id": id,
        "date": 1_700_000_000,
        "chat": chat,
        "from": {"id": user, "is_bot": false, "first_name": name(user)},
        "text": text,
    });
    if let Some(word) = text
        .split_whitespace()
        .next()
        .filter(|w| w.starts_with('/'))
    {
        message["entities"] = json!([{"type": "bot_command", "offset": 0, "length": word.len()}]);
    }
    json!({"update_id": id, "message": message}).to_string()
}

#[test]
fn a_game_is_played_through_the_webhook_and_requests_without_the_secret_change_nothing() {
    let mut h = Hooked::start(&[("TELEGRAM_WEBHOOK_SECRET", SECRET)]);
    // The bot told Telegram where to post, with the secret, and asked
    // only for the kinds of update it reads.
    let hook = wait_for(
        &format!("setWebhook\nbot log:\n{}", h.log()),
        Duration::from_secs(30),
        || Some(h.webhook()).filter(|w| w["url"] != ""),
    );
    assert_eq!(hook["url"], h.url());
    assert_eq!(hook["secret_token"], SECRET);
    assert_eq!(
        hook["allowed_updates"],
        json!(["message", "callback_query"])
    );

    // Private messages.
    for &u in &USERS {
        h.emu.say(u, u, "/start");
    }
    for &u in &USERS {
        h.wait_text(u, "Hello!");
    }
    // A command in the group, and presses on the lobby's buttons.
    h.emu.say(1, GROUP, "/mafia start classic");
    let lobby = h.wait_text(GROUP, "a new game is open");
    let join = data_of(&lobby, "Join");
    for &u in &USERS[1..] {
        let (text, alert) = h.press(u, &lobby, &join);
        assert!(text.contains("You have a seat") && !alert, "{text}");
    }
    h.wait_text(GROUP, "Seated (6)");
    let (text, _) = h.press(1, &lobby, &data_of(&lobby, "Start"));
    assert_eq!(text, "The game begins.");
    for &u in &USERS {
        h.wait_text(u, "You are ");
    }
    let mafia: Vec<i64> = USERS
        .iter()
        .copied()
        .filter(|&u| {
            h.emu
                .texts_in(u)
                .iter()
                .any(|t| t.contains("You are a member of the mafia"))
        })
        .collect();
    assert_eq!(mafia.len(), 2, "six seats deal two mafiosi");
    let ready = h.wait_text(GROUP, "ready for the night");
    let data = data_of(&ready, "Ready");
    for &u in &USERS {
        h.press(u, &ready, &data);
    }
    h.wait_text(GROUP, "falls. Everyone with a power");
    // A private message that is a game's input: the mafia's night talk.
    h.emu.say(mafia[0], mafia[0], "take the loud one");
    h.wait_text(mafia[1], "to the mafia: take the loud one");

    // Night actions by button, until the night ends.
    let mut pressed = HashSet::new();
    let mut chosen = Vec::new();
    let start = Instant::now();
    while !h
        .emu
        .texts_in(GROUP)
        .iter()
        .any(|t| t.contains("Dawn of day 1"))
    {
        assert!(
            start.elapsed() < Duration::from_secs(90),
            "the night did not end; group:\n{}\nbot log:\n{}",
            h.emu.texts_in(GROUP).join("\n---\n"),
            h.log()
        );
        for m in h.emu.messages() {
            let mine = USERS.contains(&m.chat) && m.text.starts_with("It is night");
            if !mine || !pressed.insert(m.id) {
                continue;
            }
            // A mafioso picks someone outside the mafia, so a kill lands.
            let pick = m
                .keys
                .iter()
                .find(|(label, d)| d.starts_with("c:") && !mafia.iter().any(|&x| *label == name(x)))
                .or(m.keys.first())
                .map(|(_, d)| d.clone());
            if let Some(data) = pick {
                chosen.push(h.press(m.chat, &m, &data));
            }
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    assert!(
        chosen.iter().any(|(t, alert)| !alert && !t.is_empty()),
        "the night's presses were answered: {chosen:?}"
    );
    h.quiet();

    // Straight to the listener: the host's stop without the secret, and
    // with a wrong one, is refused and stops nothing.
    let stop = message_update(2_000_000_001, 1, GROUP, "/mafia stop");
    assert_eq!(h.request("POST", &[], &stop), 401);
    assert_eq!(
        h.request(
            "POST",
            &[("X-Telegram-Bot-Api-Secret-Token", "webhook-Secret_43")],
            &stop
        ),
        401
    );
    assert_eq!(
        h.request(
            "POST",
            &[("X-Telegram-Bot-Api-Secret-Token", &SECRET[1..])],
            &stop
        ),
        401
    );
    // Bodies that are not updates: 400, and the bot goes on.
    assert_eq!(h.post_signed("not json at all"), 400);
    assert_eq!(h.post_signed(r#"{"no": "update"}"#), 400);
    assert_eq!(h.post_signed(""), 400);
    // An update of a kind the bot cannot read is taken (Telegram would
    // only send it again) and skipped.
    assert_eq!(
        h.post_signed(r#"{"update_id": 2000000003, "strange_kind": {"x": 1}}"#),
        200
    );
    assert_eq!(h.request("GET", &[], ""), 405);
    let sent = h.quiet();
    assert!(
        !h.emu
            .texts_in(GROUP)
            .iter()
            .any(|t| t.contains("Game over")),
        "a refused request stopped the game"
    );
    let log = h.log();
    assert!(
        log.contains("refused a webhook request without the right secret token"),
        "{log}"
    );
    assert!(
        log.contains("refused a webhook request that is not an update"),
        "{log}"
    );
    assert!(
        log.contains("skipped update 2000000003, which the bot cannot read"),
        "{log}"
    );

    // A signed update is taken; the same update again (a re-send whose
    // answer was lost) is answered 200 and not handled twice.
    let hello = message_update(2_000_000_002, 77, 77, "/start");
    assert_eq!(h.post_signed(&hello), 200);
    h.wait_text(77, "Hello!");
    assert_eq!(h.post_signed(&hello), 200);
    h.quiet();
    assert_eq!(h.emu.texts_in(77).len(), 1, "{:?}", h.emu.texts_in(77));
    assert_eq!(h.emu.sent().len(), sent + 1);

    // The game was running all along: the host's stop through Telegram
    // ends it.
    h.emu.say(1, GROUP, "/mafia stop");
    h.wait_text(GROUP, "Game over: the game was stopped");

    // Every update came by webhook, each answered 2xx the first time; the
    // bot never polled.
    let hook = h.webhook();
    assert_eq!(hook["polled"], 0, "{hook}");
    assert_eq!(hook["failed"], json!([]), "{hook}");
    assert!(hook["delivered"].as_u64().unwrap_or(0) >= 25, "{hook}");
    assert_eq!(hook["set_calls"], 1, "{hook}");

    // Ctrl-C stops the process; the webhook stays set for the others.
    let status = h.bot.interrupt(Duration::from_secs(15));
    assert!(
        status.is_some_and(|s| s.success()),
        "Ctrl-C did not stop serve cleanly: {status:?}\nbot log:\n{}",
        h.log()
    );
    assert_eq!(h.webhook()["url"], h.url());
    assert!(
        TcpStream::connect(("127.0.0.1", h.port)).is_err(),
        "the listener still accepts after the stop"
    );
    // What is written meanwhile cannot be delivered; Telegram keeps it and
    // tries again, and a process that starts takes it.
    h.emu.say(2, 2, "/help");
    wait_for("a failed delivery", Duration::from_secs(10), || {
        Some(h.webhook()).filter(|w| w["failed"] != json!([]))
    });
    h.restart();
    h.wait_text(2, "/link");
    let helps = h
        .emu
        .texts_in(2)
        .iter()
        .filter(|t| t.contains("/link"))
        .count();
    assert_eq!(helps, 1);
}

#[test]
fn with_webhook_set_false_the_process_only_listens_for_updates() {
    let h = Hooked::start(&[("TELEGRAM_WEBHOOK_SET", "false")]);
    h.wait_listening();
    // Written before any webhook exists: Telegram keeps it.
    h.emu.say(5, 5, "/start");
    // Once the bot is running and has answered an update posted to it
    // directly, a poller would have asked for updates already.
    common::wait_log(&h.bot.log, "Telegram bot running", 1);
    assert_eq!(h.post_signed(&message_update(900_001, 6, 6, "/start")), 200);
    h.wait_text(6, "Hello!");
    assert!(
        h.emu.texts_in(5).is_empty(),
        "the bot got an update without a webhook (did it poll?)"
    );
    let hook = h.webhook();
    assert_eq!(hook["get_updates"], 0, "the bot polled: {hook}");
    assert_eq!(hook["set_calls"], 0, "the bot called setWebhook: {hook}");
    // The operator sets the webhook (as another process would): what
    // waited comes, and the next update too.
    let set = h.emu.post(
        &format!("/bot{}/setWebhook", h.emu.token()),
        &json!({"url": h.url()}),
    );
    assert_eq!(set, json!(true));
    h.wait_text(5, "Hello!");
    h.emu.say(5, 5, "/help");
    h.wait_text(5, "/link");
    assert_eq!(h.webhook()["polled"], 0);
}

/// An update answered 200 is not lost with the process: a Join pressed
/// while the chat's previous press is still being handled (its callback
/// answer held by Telegram) is answered 200 and queued; the process is
/// SIGKILLed before it gets to it; the restarted process takes the kept
/// update and seats the player.
#[test]
fn a_press_answered_just_before_a_sigkill_is_applied_after_the_restart() {
    let mut h = Hooked::start(&[("TELEGRAM_WEBHOOK_SECRET", SECRET)]);
    for u in [1, 2, 3] {
        h.emu.say(u, u, "/start");
    }
    for u in [1, 2, 3] {
        h.wait_text(u, "Hello!");
    }
    h.emu.say(1, GROUP, "/mafia start classic");
    let lobby = h.wait_text(GROUP, "a new game is open");
    let join = data_of(&lobby, "Join");

    // The next press's callback answer is never given: its handler stays
    // busy, and the group's next update waits behind it.
    h.emu.post(
        "/test/fail",
        &json!({"method": "answerCallbackQuery", "count": 1, "status": "stall"}),
    );
    h.emu.press(2, GROUP, lobby.id, &join);
    h.wait_text(GROUP, &name(2));
    let delivered = h.webhook()["delivered"].as_u64().unwrap_or(0);
    h.emu.press(3, GROUP, lobby.id, &join);
    wait_for(
        "the second press answered 200",
        Duration::from_secs(30),
        || Some(h.webhook()).filter(|w| w["delivered"].as_u64().unwrap_or(0) > delivered),
    );
    h.bot.crash();
    let joined = |who: i64| {
        common::stored_inputs(&h.dir.path().join("narrator.db"))
            .iter()
            .any(|i| i.contains("Join") && i.contains(&format!("\"telegram:{who}\"")))
    };
    assert!(joined(2), "the first press was taken");
    assert!(
        !joined(3),
        "the second press was handled before the kill: the test proves nothing"
    );

    h.restart();
    let seated = wait_for(
        &format!(
            "the kept press applied
bot log:
{}",
            h.log()
        ),
        Duration::from_secs(60),
        || {
            h.emu
                .messages()
                .into_iter()
                .find(|m| m.id == lobby.id && m.text.contains(&name(3)))
        },
    );
    assert!(seated.text.contains(&name(2)), "{}", seated.text);
    assert!(
        h.log()
            .contains("took over updates answered but not handled before"),
        "{}",
        h.log()
    );
}

/// `narrator serve` with these settings against an emulator; waits for it
/// to exit and returns (success, stderr).
fn serve_fails(emu: &Emulator, env: &[(&str, &str)]) -> (bool, String) {
    let dir = tempfile::tempdir().expect("a temp dir");
    let db: PathBuf = dir.path().join("narrator.db");
    let mut child = common::narrator(&db)
        .arg("serve")
        .env("TELEGRAM_BOT_TOKEN", emu.token())
        .env("TELEGRAM_API_URL", emu.url())
        .env("NARRATOR_LOG", "warn")
        .env_remove("DISCORD_TOKEN")
        .env_remove("TELEGRAM_WEBHOOK_URL")
        .env_remove("TELEGRAM_WEBHOOK_LISTEN")
        .env_remove("TELEGRAM_WEBHOOK_SECRET")
        .env_remove("TELEGRAM_WEBHOOK_SET")
        .envs(env.iter().copied())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("narrator serve starts");
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("the child can be waited for") {
            break status;
        }
        if start.elapsed() > Duration::from_secs(30) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("narrator serve ran on with {env:?}");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let mut err = String::new();
    if let Some(mut pipe) = child.stderr.take() {
        pipe.read_to_string(&mut err).ok();
    }
    (status.success(), err)
}

#[test]
fn webhook_settings_that_cannot_work_stop_start_up_with_the_reason() {
    let emu = Emulator::start();
    let taken = TcpListener::bind("127.0.0.1:0").expect("a port to hold");
    let taken_addr = taken.local_addr().expect("its address").to_string();
    let url = "https://bot.example.org/telegram";
    let cases: [(&[(&str, &str)], &str); 4] = [
        (
            &[
                ("TELEGRAM_WEBHOOK_URL", url),
                ("TELEGRAM_WEBHOOK_SECRET", "has spaces and ünïcode"),
            ],
            "TELEGRAM_WEBHOOK_SECRET",
        ),
        (
            &[("TELEGRAM_WEBHOOK_URL", "not a url")],
            "TELEGRAM_WEBHOOK_URL",
        ),
        (
            &[
                ("TELEGRAM_WEBHOOK_URL", url),
                ("TELEGRAM_WEBHOOK_LISTEN", &taken_addr),
            ],
            "TELEGRAM_WEBHOOK_LISTEN",
        ),
        (
            &[
                ("TELEGRAM_WEBHOOK_URL", url),
                ("TELEGRAM_WEBHOOK_LISTEN", "port 8443 please"),
            ],
            "TELEGRAM_WEBHOOK_LISTEN",
        ),
    ];
    for (env, named) in cases {
        let (ok, err) = serve_fails(&emu, env);
        assert!(!ok, "serve started with {env:?}");
        assert!(err.contains(named), "{env:?} gave:\n{err}");
        assert!(!err.contains("has spaces"), "the secret was printed: {err}");
    }
    drop(taken);
    // None of them told Telegram anything.
    let hook = emu.post("/test/webhook", &json!({}));
    assert_eq!(hook["set_calls"], 0, "{hook}");
}
