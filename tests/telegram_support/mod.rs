//! The Telegram end-to-end tests' peer: the npm package telegram-test-api
//! 4.2.1 (installed from tests/telegram's lockfile when missing), started
//! on a loopback port with tests/telegram/server.js patching its gaps, and
//! simulated users talking to it over HTTP.
//!
//! Every [`Emulator`] has a bot token of its own, and the emulator keeps
//! each token's world apart (chats, sends, answers, faults, limits), so
//! tests running at once can share one: `scripts/test` starts one for the
//! whole run and names it in `NARRATOR_TEST_TELEGRAM_URL`. Without that
//! variable each [`Emulator`] starts its own.

#![allow(dead_code)]

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The environment variable naming a running emulator to share.
pub const SHARED_URL_VAR: &str = "NARRATOR_TEST_TELEGRAM_URL";
/// The test group's chat id.
pub const GROUP: i64 = -1001;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/telegram")
}

/// Installs the emulator once per test run, from the lockfile.
fn install() {
    static DONE: OnceLock<()> = OnceLock::new();
    DONE.get_or_init(|| {
        if dir()
            .join("node_modules/telegram-test-api/package.json")
            .exists()
        {
            return;
        }
        let status = Command::new("npm")
            .args(["ci", "--no-audit", "--no-fund"])
            .current_dir(dir())
            .status()
            .expect("npm is needed for the Telegram tests (install Node.js 18+); it did not start");
        assert!(status.success(), "npm ci in tests/telegram failed");
    });
}

/// A loopback port nothing listens on now.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free loopback port")
}

/// An emulator for one test: its own bot token, on a shared emulator or
/// on one of its own (stopped when dropped).
pub struct Emulator {
    /// Its port.
    pub port: u16,
    token: String,
    /// The emulator's process, when this test started it.
    child: Option<Child>,
    /// The `language_code` each user's Telegram app reports, if set.
    languages: std::sync::Mutex<std::collections::HashMap<i64, String>>,
}

impl Drop for Emulator {
    fn drop(&mut self) {
        if let Some(child) = &mut self.child {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl Emulator {
    /// A new bot token on the shared emulator, else a new emulator; panics
    /// (the test fails) if node or the package is missing, or the shared
    /// emulator's address is not one.
    pub fn start() -> Emulator {
        static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let token = format!(
            "test-token-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
        );
        let shared = std::env::var(SHARED_URL_VAR).unwrap_or_default();
        if !shared.is_empty() {
            let port = shared
                .rsplit(':')
                .next()
                .and_then(|p| p.trim_end_matches('/').parse().ok())
                .unwrap_or_else(|| {
                    panic!("{SHARED_URL_VAR}={shared:?} is not http://127.0.0.1:PORT")
                });
            return Emulator {
                port,
                token,
                child: None,
                languages: Default::default(),
            };
        }
        install();
        let port = free_port();
        let mut child = Command::new("node")
            .arg(dir().join("server.js"))
            .arg(port.to_string())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect(
                "node is needed for the Telegram tests (install Node.js 18+); it did not start",
            );
        let out = child.stdout.take().expect("piped stdout");
        let mut line = String::new();
        BufReader::new(out)
            .read_line(&mut line)
            .expect("the emulator prints its port");
        assert!(
            line.starts_with("listening"),
            "the Telegram emulator did not start: {line:?}"
        );
        Emulator {
            port,
            token,
            child: Some(child),
            languages: Default::default(),
        }
    }

    /// The bot token of this test's world.
    pub fn token(&self) -> &str {
        &self.token
    }

    /// The URL the bot is pointed at.
    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// POSTs JSON and returns the `result` field; a test route (`/test/…`)
    /// is given this world's token unless the body names one.
    pub fn post(&self, path: &str, body: &Value) -> Value {
        let mut body = body.clone();
        if path.starts_with("/test/")
            && let Some(fields) = body.as_object_mut()
        {
            fields
                .entry("botToken")
                .or_insert_with(|| json!(self.token));
        }
        let body = body.to_string();
        let mut s = TcpStream::connect(("127.0.0.1", self.port)).expect("the emulator accepts");
        s.set_read_timeout(Some(Duration::from_secs(10))).ok();
        write!(
            s,
            "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
        .expect("the request is sent");
        let mut raw = String::new();
        s.read_to_string(&mut raw).expect("the emulator answers");
        let (_, json) = raw.split_once("\r\n\r\n").expect("an HTTP response");
        let v: Value = serde_json::from_str(json).unwrap_or(Value::Null);
        v.get("result").cloned().unwrap_or(Value::Null)
    }

    /// A user writes `text` in `chat` (the group, or their private chat
    /// when `chat` is their id).
    pub fn say(&self, user: i64, chat: i64, text: &str) {
        let from = self.from(user);
        let chat_json = if chat < 0 {
            json!({"id": chat, "type": "group", "title": "Test group"})
        } else {
            json!({"id": chat, "type": "private", "first_name": name(user)})
        };
        self.post(
            "/sendMessage",
            &json!({
                "botToken": self.token,
                "from": from,
                "chat": chat_json,
                "text": text,
            }),
        );
    }

    /// From now on, `user`'s updates say their app is in `language_code`
    /// (`ru`, `vi`, `en-US`…), as Telegram's do.
    pub fn set_language(&self, user: i64, language_code: &str) {
        self.languages
            .lock()
            .expect("the languages lock")
            .insert(user, language_code.to_string());
    }

    /// The `from` of a user's update.
    fn from(&self, user: i64) -> Value {
        let mut from = json!({"id": user, "is_bot": false, "first_name": name(user)});
        if let Some(code) = self
            .languages
            .lock()
            .expect("the languages lock")
            .get(&user)
        {
            from["language_code"] = json!(code);
        }
        from
    }

    /// A user presses a button of a bot message.
    pub fn press(&self, user: i64, chat: i64, message_id: i64, data: &str) {
        self.post(
            "/sendCallback",
            &json!({
                "botToken": self.token,
                "from": self.from(user),
                "message": {"message_id": message_id, "chat": {"id": chat}},
                "data": data,
            }),
        );
    }

    /// The bot's messages as they are now.
    pub fn messages(&self) -> Vec<Msg> {
        let all = self.post("/test/messages", &json!({}));
        all.as_array()
            .map(|a| a.iter().map(Msg::from_json).collect())
            .unwrap_or_default()
    }

    /// Every sendMessage so far: (chat, text).
    pub fn sent(&self) -> Vec<(i64, String)> {
        let all = self.post("/test/sent", &json!({}));
        all.as_array()
            .map(|a| {
                a.iter()
                    .map(|m| {
                        (
                            m["chat_id"].as_i64().unwrap_or(0),
                            m["text"].as_str().unwrap_or("").to_string(),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Every sendMessage so far, with its buttons (as JSON) and when it
    /// arrived (ms since the epoch).
    pub fn sent_full(&self) -> Vec<Sent> {
        let all = self.post("/test/sent", &json!({}));
        all.as_array()
            .map(|a| {
                a.iter()
                    .map(|m| Sent {
                        chat: m["chat_id"].as_i64().unwrap_or(0),
                        text: m["text"].as_str().unwrap_or("").to_string(),
                        markup: m["markup"].as_str().unwrap_or("").to_string(),
                        at: m["at"].as_i64().unwrap_or(0),
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Enforces Telegram's limits by arrival (429 beyond them).
    pub fn enforce_limits(&self) {
        self.post("/test/limits", &json!({"on": true}));
    }

    /// How many 429s the emulator answered.
    pub fn too_many_requests(&self) -> u64 {
        self.post("/test/refused", &json!({})).as_u64().unwrap_or(0)
    }

    /// Makes `rate` of all sends fail (500s, timeouts, dropped
    /// connections), chosen by `seed`.
    pub fn inject_faults(&self, rate: f64, seed: u64, hold_ms: u64) {
        self.post(
            "/test/faults",
            &json!({"rate": rate, "seed": seed, "hold_ms": hold_ms}),
        );
    }

    /// `user` blocks the bot (`true`) or unblocks it: sends to their
    /// private chat are refused with 403 meanwhile.
    pub fn block(&self, user: i64, on: bool) {
        self.post("/test/block", &json!({"chat_id": user, "on": on}));
    }

    /// The faults served so far, by kind.
    pub fn faults_served(&self) -> Value {
        self.post("/test/faulted", &json!({}))
    }

    /// When each sendMessage so far arrived (ms since the epoch).
    pub fn sent_at(&self) -> Vec<i64> {
        let all = self.post("/test/sent", &json!({}));
        all.as_array()
            .map(|a| a.iter().map(|m| m["at"].as_i64().unwrap_or(0)).collect())
            .unwrap_or_default()
    }

    /// Every callback answer so far: (text, url, alert).
    pub fn answers(&self) -> Vec<(String, String, bool)> {
        let all = self.post("/test/answers", &json!({}));
        all.as_array()
            .map(|a| {
                a.iter()
                    .map(|m| {
                        (
                            m["text"].as_str().unwrap_or("").to_string(),
                            m["url"].as_str().unwrap_or("").to_string(),
                            m["show_alert"].as_bool().unwrap_or(false),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Waits for the next callback answer after `before` answers.
    pub fn answer_after(&self, before: usize) -> (String, String, bool) {
        wait_for("a callback answer", Duration::from_secs(20), || {
            self.answers().get(before).cloned()
        })
    }

    /// Makes the group's admins exactly `users`.
    pub fn set_admins(&self, chat: i64, users: &[i64]) {
        self.post("/test/admins", &json!({"chat_id": chat, "user_ids": users}));
    }

    /// Texts sent to a chat, in order.
    pub fn texts_in(&self, chat: i64) -> Vec<String> {
        self.sent()
            .into_iter()
            .filter(|(c, _)| *c == chat)
            .map(|(_, t)| t)
            .collect()
    }
}

/// A simulated user's display name.
pub fn name(user: i64) -> String {
    format!("User{user}")
}

/// One sendMessage as the emulator received it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Sent {
    /// Its chat.
    pub chat: i64,
    /// Its text.
    pub text: String,
    /// Its buttons, as the JSON sent.
    pub markup: String,
    /// When it arrived, ms since the epoch.
    pub at: i64,
}

/// One bot message.
#[derive(Clone, Debug)]
pub struct Msg {
    /// Its chat.
    pub chat: i64,
    /// Its id.
    pub id: i64,
    /// Its text now.
    pub text: String,
    /// Its buttons now: (label, data).
    pub keys: Vec<(String, String)>,
}

impl Msg {
    fn from_json(v: &Value) -> Msg {
        let keys = v["keyboard"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_array)
            .flatten()
            .map(|k| {
                (
                    k["text"].as_str().unwrap_or("").to_string(),
                    k["callback_data"].as_str().unwrap_or("").to_string(),
                )
            })
            .collect();
        Msg {
            chat: v["chat_id"].as_i64().unwrap_or(0),
            id: v["message_id"].as_i64().unwrap_or(0),
            text: v["text"].as_str().unwrap_or("").to_string(),
            keys,
        }
    }
}

/// Polls `f` until it gives a value; panics after `limit`.
pub fn wait_for<T>(what: &str, limit: Duration, mut f: impl FnMut() -> Option<T>) -> T {
    let start = Instant::now();
    loop {
        if let Some(v) = f() {
            return v;
        }
        assert!(start.elapsed() < limit, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// `narrator serve` against the emulator; killed when dropped.
pub struct Bot {
    child: Child,
    /// Its stderr log file.
    pub log: PathBuf,
}

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Bot {
    /// Starts the bot on `db`, logging to `log`, with no reminders.
    pub fn start(emu: &Emulator, db: &Path, log: &Path) -> Bot {
        Bot::start_with(emu, db, log, &[])
    }

    /// Starts the bot with extra environment settings.
    pub fn start_with(emu: &Emulator, db: &Path, log: &Path, env: &[(&str, &str)]) -> Bot {
        Bot::start_on(emu, &format!("sqlite://{}", db.display()), log, env)
    }

    /// Starts the bot on the database at `url` (PostgreSQL, say).
    pub fn start_on(emu: &Emulator, url: &str, log: &Path, env: &[(&str, &str)]) -> Bot {
        let err = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(log)
            .expect("a log file");
        let child = crate::common::narrator_on(url)
            .arg("serve")
            .env("TELEGRAM_BOT_TOKEN", emu.token())
            .env("TELEGRAM_API_URL", emu.url())
            .env("NARRATOR_REMINDER_SECS", "0")
            .env("NARRATOR_LOG", "info,teloxide=warn")
            .env_remove("DISCORD_TOKEN")
            // Long polling unless a test asks for the webhook.
            .env_remove("TELEGRAM_WEBHOOK_URL")
            .env_remove("TELEGRAM_WEBHOOK_LISTEN")
            .env_remove("TELEGRAM_WEBHOOK_SECRET")
            .env_remove("TELEGRAM_WEBHOOK_SET")
            .envs(env.iter().copied())
            .stdout(Stdio::null())
            .stderr(err)
            .spawn()
            .expect("narrator serve starts");
        Bot {
            child,
            log: log.to_path_buf(),
        }
    }

    /// Kills it at once, like a crash.
    pub fn kill(mut self) {
        self.crash();
    }

    /// Kills it at once (SIGKILL), like a crash, keeping its log.
    pub fn crash(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Its log so far.
    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Sends it Ctrl-C (SIGINT) and waits up to `limit` for it to exit;
    /// `None` if it is still running then (it is killed when dropped).
    pub fn interrupt(&mut self, limit: Duration) -> Option<std::process::ExitStatus> {
        let sent = Command::new("kill")
            .args(["-INT", &self.child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(sent.success(), "SIGINT could not be sent");
        let start = Instant::now();
        while start.elapsed() < limit {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        None
    }
}

/// A group with the bot in it and the bot's database, for the games' tests:
/// start, crash and restart the bot, wait for texts, send commands, press.
pub struct Session {
    /// The emulator.
    pub emu: Emulator,
    bot: Option<Bot>,
    dir: tempfile::TempDir,
}

impl Session {
    /// An emulator and a bot on a fresh database.
    pub fn new() -> Session {
        let emu = Emulator::start();
        let dir = tempfile::tempdir().expect("a temp dir");
        let mut s = Session {
            emu,
            bot: None,
            dir,
        };
        s.restart();
        s
    }

    /// Kills the bot like a crash (if running) and starts it again on the
    /// same database.
    pub fn restart(&mut self) {
        if let Some(bot) = self.bot.take() {
            bot.kill();
        }
        let db = self.dir.path().join("narrator.db");
        self.bot = Some(Bot::start(&self.emu, &db, &self.dir.path().join("bot.log")));
    }

    /// The bot's log so far.
    pub fn log(&self) -> String {
        std::fs::read_to_string(self.dir.path().join("bot.log")).unwrap_or_default()
    }

    /// Restarts the bot like [`Session::restart`] and waits until the new
    /// one has sent what its games still owed: a restart that repeats
    /// nothing has shown it then.
    pub fn restart_and_settle(&mut self) {
        let log = self.dir.path().join("bot.log");
        crate::common::restart_settled(&log, || self.restart());
    }

    /// Waits for a message in `chat` containing `part` (a group gets 20
    /// messages a minute, lobby edits included, so it is given longer).
    pub fn wait_text(&self, chat: i64, part: &str) -> Msg {
        let limit = Duration::from_secs(if chat == GROUP { 90 } else { 30 });
        wait_for(
            &format!(
                "{part:?} in chat {chat}; it has:\n{}\nbot log:\n{}",
                self.emu.texts_in(chat).join("\n---\n"),
                self.log()
            ),
            limit,
            || {
                self.emu
                    .messages()
                    .into_iter()
                    .find(|m| m.chat == chat && m.text.contains(part))
            },
        )
    }

    /// Sends a command and returns the bot's next new message in that chat
    /// (in the group, given as long as [`Session::wait_text`] gives it).
    pub fn command(&self, user: i64, chat: i64, text: &str) -> Msg {
        self.reply_with(user, chat, text, "")
    }

    /// Sends a command and returns the bot's first new message in that chat
    /// containing `part`: the reply, even when game messages come first.
    pub fn reply_with(&self, user: i64, chat: i64, text: &str, part: &str) -> Msg {
        let before: std::collections::HashSet<i64> =
            self.emu.messages().iter().map(|m| m.id).collect();
        self.emu.say(user, chat, text);
        wait_for(
            &format!(
                "a reply to {text:?} with {part:?}; the chat has:\n{}\nbot log:\n{}",
                self.emu.texts_in(chat).join("\n---\n"),
                self.log()
            ),
            Duration::from_secs(if chat == GROUP { 90 } else { 30 }),
            || {
                self.emu
                    .messages()
                    .into_iter()
                    .find(|m| m.chat == chat && !before.contains(&m.id) && m.text.contains(part))
            },
        )
    }

    /// Presses a button; returns the callback answer's text.
    pub fn press(&self, user: i64, msg: &Msg, data: &str) -> String {
        let before = self.emu.answers().len();
        self.emu.press(user, msg.chat, msg.id, data);
        self.emu.answer_after(before).0
    }

    /// Every user opens a private chat with the bot and is greeted.
    pub fn greet(&self, users: &[i64]) {
        for &u in users {
            self.emu.say(u, u, "/start");
        }
        for &u in users {
            self.wait_text(u, "Hello!");
        }
    }

    /// Waits until the bot has sent nothing for a while; returns how many
    /// messages it sent.
    pub fn quiet(&self) -> usize {
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

/// One HTTP request straight to a webhook listener on `port` (a new
/// connection, closed after the answer); returns the answer's status.
pub fn http_status(
    port: u16,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> u16 {
    use std::io::{Read, Write};
    let mut s = std::net::TcpStream::connect(("127.0.0.1", port)).expect("the listener accepts");
    s.set_read_timeout(Some(Duration::from_secs(10))).ok();
    let mut head = format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n",
        body.len()
    );
    for (k, v) in headers {
        head.push_str(&format!("{k}: {v}\r\n"));
    }
    head.push_str("\r\n");
    s.write_all(head.as_bytes()).expect("the request is sent");
    s.write_all(body.as_bytes()).expect("the body is sent");
    let mut raw = String::new();
    s.read_to_string(&mut raw).expect("the listener answers");
    raw.split_whitespace()
        .nth(1)
        .and_then(|code| code.parse().ok())
        .unwrap_or_else(|| panic!("not an HTTP answer: {raw:?}"))
}
