//! The fake-Discord harness of the Zombie and Wumpus end-to-end tests: a
//! server with members, `narrator serve` against it, and helpers to run
//! slash commands, pick choices and read channels and DMs.

#![allow(dead_code)]

use narrator_discord_fake::{Config, Dispatched, FakeDiscord, GuildIds, Message, SlashCommand};
use std::path::PathBuf;
use std::process::{Child, Stdio};
use std::time::Duration;

pub const WAIT: Duration = Duration::from_secs(30);

pub struct Server {
    pub fake: FakeDiscord,
    pub town: GuildIds,
    pub members: Vec<u64>,
    pub bot: Option<Child>,
    pub dir: tempfile::TempDir,
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(mut bot) = self.bot.take() {
            let _ = bot.kill();
            let _ = bot.wait();
        }
    }
}

pub fn text(m: &Message) -> String {
    let mut parts = vec![m.content.clone()];
    // An embed reads as its title over its description.
    for e in &m.embeds {
        for field in ["title", "description"] {
            if let Some(t) = e[field].as_str() {
                parts.push(t.to_string());
            }
        }
    }
    parts.retain(|p| !p.is_empty());
    parts.join("\n")
}

/// The button data a choice stands for (`c:GAME:PHASE:INDEX[:TAG]`).
pub fn data(c: &(String, String, Option<String>)) -> String {
    c.2.clone().unwrap_or_else(|| c.1.clone())
}

/// The phase a choice belongs to.
pub fn phase_of(c: &(String, String, Option<String>)) -> u32 {
    data(c)
        .split(':')
        .nth(2)
        .and_then(|p| p.parse().ok())
        .unwrap_or(0)
}

/// A message's choices: (label, custom_id, select value).
pub fn choices(m: &Message) -> Vec<(String, String, Option<String>)> {
    let mut out = Vec::new();
    for row in &m.components {
        for c in row["components"].as_array().into_iter().flatten() {
            let id = c["custom_id"].as_str().unwrap_or("").to_string();
            match c["type"].as_u64() {
                Some(2) => out.push((c["label"].as_str().unwrap_or("").to_string(), id, None)),
                Some(3) => {
                    for o in c["options"].as_array().into_iter().flatten() {
                        out.push((
                            o["label"].as_str().unwrap_or("").to_string(),
                            id.clone(),
                            o["value"].as_str().map(str::to_string),
                        ));
                    }
                }
                _ => {}
            }
        }
    }
    out
}

impl Server {
    pub fn new(players: usize) -> Server {
        let fake = FakeDiscord::start_blocking_with(Config::default()).expect("the fake starts");
        let town = fake.add_guild("Town");
        let members = (0..players)
            .map(|i| {
                fake.add_member(town.guild_id, &format!("member{}", i + 1), i == 0)
                    .expect("a member")
            })
            .collect();
        let mut s = Server {
            fake,
            town,
            members,
            bot: None,
            dir: tempfile::tempdir().expect("a temp dir"),
        };
        s.start_bot(1);
        s
    }

    pub fn db(&self) -> PathBuf {
        self.dir.path().join("narrator.db")
    }

    pub fn log(&self) -> String {
        std::fs::read_to_string(self.dir.path().join("bot.log")).unwrap_or_default()
    }

    /// Kills the bot like a crash and starts it again on the same
    /// database; `identified` counts the gateway logins so far, this one
    /// included.
    pub fn restart(&mut self, identified: u64) {
        if let Some(mut bot) = self.bot.take() {
            let _ = bot.kill();
            let _ = bot.wait();
        }
        self.start_bot(identified);
    }

    /// Restarts the bot like [`Server::restart`] and waits until the new
    /// one has sent what its games still owed: a restart that repeats
    /// nothing has shown it then.
    pub fn restart_and_settle(&mut self, identified: u64) {
        let log = self.dir.path().join("bot.log");
        crate::common::restart_settled(&log, || self.restart(identified));
    }

    /// Waits until the bot has sent no DM and no channel message for a
    /// while; returns how many there are.
    pub fn quiet(&self) -> usize {
        let count = || {
            self.members
                .iter()
                .map(|m| self.fake.dms_to(*m).len())
                .sum::<usize>()
                + self.channel().len()
        };
        let mut last = count();
        loop {
            std::thread::sleep(Duration::from_millis(1500));
            let now = count();
            if now == last {
                return now;
            }
            last = now;
        }
    }

    pub fn start_bot(&mut self, identified: u64) {
        let log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(self.dir.path().join("bot.log"))
            .expect("a log file");
        let child = crate::common::narrator(&self.db())
            .arg("serve")
            .env("DISCORD_TOKEN", "test-token")
            .env("DISCORD_API_URL", self.fake.url())
            .env("NARRATOR_REMINDER_SECS", "0")
            .env("NARRATOR_LOG", "info")
            .env_remove("TELEGRAM_BOT_TOKEN")
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .expect("narrator serve starts");
        self.bot = Some(child);
        assert!(
            self.fake.wait_for_identify_blocking(identified, WAIT),
            "the bot never identified:\n{}",
            self.log()
        );
        self.fake
            .wait_for_blocking(WAIT, |f| (!f.commands(None).is_empty()).then_some(()))
            .unwrap_or_else(|| panic!("no commands registered:\n{}", self.log()));
    }

    pub fn channel(&self) -> Vec<Message> {
        self.fake.messages(self.town.channel_id)
    }

    pub fn wait_channel(&self, part: &str) -> Message {
        self.fake
            .wait_for_blocking(WAIT, |f| {
                f.messages(self.town.channel_id)
                    .into_iter()
                    .find(|m| text(m).contains(part))
            })
            .unwrap_or_else(|| panic!("no {part:?} in the channel\nlog:\n{}", self.log()))
    }

    pub fn wait_dm(&self, user: u64, part: &str) -> Message {
        self.fake
            .wait_for_blocking(WAIT, |f| {
                f.dms_to(user).into_iter().find(|m| text(m).contains(part))
            })
            .unwrap_or_else(|| panic!("no DM {part:?} to {user}\nlog:\n{}", self.log()))
    }

    pub fn reply(&self, sent: &Dispatched) -> Message {
        self.fake
            .wait_for_blocking(WAIT, |f| {
                f.interaction(sent.id).and_then(|r| {
                    r.reply
                        .filter(|m| !text(m).is_empty() || !m.components.is_empty())
                })
            })
            .unwrap_or_else(|| panic!("no reply to {}\nlog:\n{}", sent.id, self.log()))
    }

    pub fn slash(&self, user: u64, cmd: &SlashCommand) -> String {
        let sent = self
            .fake
            .slash_command(self.town.channel_id, user, cmd)
            .expect("dispatched");
        text(&self.reply(&sent))
    }

    pub fn pick(&self, user: u64, m: &Message, c: &(String, String, Option<String>)) -> String {
        text(&self.pick_reply(user, m, c))
    }

    /// Picks a choice and returns the whole reply (its components, flags).
    pub fn pick_reply(
        &self,
        user: u64,
        m: &Message,
        c: &(String, String, Option<String>),
    ) -> Message {
        let sent = match &c.2 {
            Some(value) => self
                .fake
                .select(m.channel_id, m.id, user, &c.1, &[value.as_str()]),
            None => self.fake.press_button(m.channel_id, m.id, user, &c.1),
        }
        .expect("dispatched");
        self.reply(&sent)
    }

    pub fn pick_label(&self, user: u64, m: &Message, label: &str) -> String {
        let c = choices(m)
            .into_iter()
            .find(|c| c.0.starts_with(label))
            .unwrap_or_else(|| panic!("no {label:?} on {m:?}"));
        self.pick(user, m, &c)
    }

    /// The newest DM to `user` with choices.
    pub fn prompt_of(&self, user: u64) -> Message {
        self.fake
            .wait_for_blocking(WAIT, |f| {
                f.dms_to(user)
                    .into_iter()
                    .rev()
                    .find(|m| !choices(m).is_empty())
            })
            .unwrap_or_else(|| panic!("no prompt for {user}\nlog:\n{}", self.log()))
    }

    /// The host (Manage Server) sets one of `game`'s options.
    pub fn config(&self, game: &str, option: &str, value: &str) {
        let cmd = SlashCommand::new(&format!("{game}-config"))
            .string("option", option)
            .string("value", value);
        let reply = self.slash(self.members[0], &cmd);
        assert!(reply.starts_with("Set "), "{reply}");
    }

    /// The host opens a lobby of `game`, everyone joins, the host starts.
    pub fn start_game(&self, game: &str) {
        self.slash(
            self.members[0],
            &SlashCommand::new(game).subcommand("start"),
        );
        let lobby = self.wait_channel("a new game is open");
        for &m in &self.members[1..] {
            let reply = self.pick_label(m, &lobby, "Join");
            assert!(reply.contains("You have a seat"), "{reply}");
        }
        assert_eq!(
            self.pick_label(self.members[0], &lobby, "Start"),
            "The game begins."
        );
    }
}
