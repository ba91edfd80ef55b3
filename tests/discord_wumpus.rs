//! End-to-end test of Hunt the Twisted Wumpus through `narrator serve` on
//! the local fake Discord: `/wumpus` and `/wumpus-config`, moves chosen in
//! DMs, a voice said in words by DM, and the revealed cave as an embed
//! with the PNG attached.

mod common;

use narrator_discord_fake::{Config, Dispatched, FakeDiscord, GuildIds, Message, SlashCommand};
use std::collections::HashSet;
use std::path::PathBuf;
use std::process::{Child, Stdio};
use std::time::{Duration, Instant};

const WAIT: Duration = Duration::from_secs(30);

struct Server {
    fake: FakeDiscord,
    town: GuildIds,
    members: Vec<u64>,
    bot: Option<Child>,
    dir: tempfile::TempDir,
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(mut bot) = self.bot.take() {
            let _ = bot.kill();
            let _ = bot.wait();
        }
    }
}

fn text(m: &Message) -> String {
    let mut parts = vec![m.content.clone()];
    parts.extend(
        m.embeds
            .iter()
            .filter_map(|e| e["description"].as_str().map(str::to_string)),
    );
    parts.retain(|p| !p.is_empty());
    parts.join("\n")
}

/// A message's choices: (label, custom_id, select value).
fn choices(m: &Message) -> Vec<(String, String, Option<String>)> {
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
    fn new(players: usize) -> Server {
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

    fn db(&self) -> PathBuf {
        self.dir.path().join("narrator.db")
    }

    fn log(&self) -> String {
        std::fs::read_to_string(self.dir.path().join("bot.log")).unwrap_or_default()
    }

    fn start_bot(&mut self, identified: u64) {
        let log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(self.dir.path().join("bot.log"))
            .expect("a log file");
        let child = common::narrator(&self.db())
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

    fn channel(&self) -> Vec<Message> {
        self.fake.messages(self.town.channel_id)
    }

    fn wait_channel(&self, part: &str) -> Message {
        self.fake
            .wait_for_blocking(WAIT, |f| {
                f.messages(self.town.channel_id)
                    .into_iter()
                    .find(|m| text(m).contains(part))
            })
            .unwrap_or_else(|| panic!("no {part:?} in the channel\nlog:\n{}", self.log()))
    }

    fn wait_dm(&self, user: u64, part: &str) -> Message {
        self.fake
            .wait_for_blocking(WAIT, |f| {
                f.dms_to(user).into_iter().find(|m| text(m).contains(part))
            })
            .unwrap_or_else(|| panic!("no DM {part:?} to {user}\nlog:\n{}", self.log()))
    }

    fn reply(&self, sent: &Dispatched) -> Message {
        self.fake
            .wait_for_blocking(WAIT, |f| {
                f.interaction(sent.id).and_then(|r| {
                    r.reply
                        .filter(|m| !text(m).is_empty() || !m.components.is_empty())
                })
            })
            .unwrap_or_else(|| panic!("no reply to {}\nlog:\n{}", sent.id, self.log()))
    }

    fn slash(&self, user: u64, cmd: &SlashCommand) -> String {
        let sent = self
            .fake
            .slash_command(self.town.channel_id, user, cmd)
            .expect("dispatched");
        text(&self.reply(&sent))
    }

    fn pick(&self, user: u64, m: &Message, c: &(String, String, Option<String>)) -> String {
        let sent = match &c.2 {
            Some(value) => self
                .fake
                .select(m.channel_id, m.id, user, &c.1, &[value.as_str()]),
            None => self.fake.press_button(m.channel_id, m.id, user, &c.1),
        }
        .expect("dispatched");
        text(&self.reply(&sent))
    }

    fn pick_label(&self, user: u64, m: &Message, label: &str) -> String {
        let c = choices(m)
            .into_iter()
            .find(|c| c.0.starts_with(label))
            .unwrap_or_else(|| panic!("no {label:?} on {m:?}"));
        self.pick(user, m, &c)
    }

    fn config(&self, option: &str, value: &str) {
        let cmd = SlashCommand::new("wumpus-config")
            .string("option", option)
            .string("value", value);
        let reply = self.slash(self.members[0], &cmd);
        assert!(reply.starts_with("Set "), "{reply}");
    }

    fn start_game(&self) {
        self.slash(
            self.members[0],
            &SlashCommand::new("wumpus").subcommand("start"),
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

fn over(s: &Server) -> bool {
    s.channel().iter().any(|m| {
        let t = text(m);
        t.contains("The Wumpus wins") || t.contains("killed the Wumpus")
    })
}

#[test]
fn a_hunt_in_a_channel_with_words_by_dm_and_the_cave_as_an_embed() {
    let s = Server::new(2);
    s.config("pits", "8");
    s.start_game();
    let (m1, m2) = (s.members[0], s.members[1]);
    // Whoever moves first speaks; the words come by DM.
    let (first, prompt) = s
        .fake
        .wait_for_blocking(WAIT, |f| {
            [m1, m2].into_iter().find_map(|u| {
                f.dms_to(u)
                    .into_iter()
                    .rev()
                    .find(|m| choices(m).iter().any(|c| c.0 == "Speak"))
                    .map(|m| (u, m))
            })
        })
        .unwrap_or_else(|| panic!("no first prompt\nlog:\n{}", s.log()));
    let other = if first == m1 { m2 } else { m1 };
    let asked = s.pick_label(first, &prompt, "Speak");
    assert!(asked.contains("write me your words"), "{asked}");
    s.fake
        .user_message(prompt.channel_id, first, "the bow is here")
        .expect("a DM to the bot");
    let name = if first == m1 { "member1" } else { "member2" };
    s.wait_dm(
        other,
        &format!("{name} speaks in your room: 'the bow is here'"),
    );
    // Then both walk at random until the hunt ends.
    let start = Instant::now();
    let mut pressed: HashSet<u64> = HashSet::new();
    let mut seed: u64 = 11;
    while !over(&s) {
        assert!(
            start.elapsed() < Duration::from_secs(240),
            "the hunt did not end:\n{}\nlog:\n{}",
            s.channel()
                .iter()
                .map(text)
                .collect::<Vec<_>>()
                .join("\n---\n"),
            s.log()
        );
        for u in [m1, m2] {
            let Some(m) = s
                .fake
                .dms_to(u)
                .into_iter()
                .rev()
                .find(|m| !choices(m).is_empty())
            else {
                continue;
            };
            if !pressed.insert(m.id) {
                continue;
            }
            let walks: Vec<_> = choices(&m)
                .into_iter()
                .filter(|c| c.0.starts_with("Walk"))
                .collect();
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            if let Some(c) = walks.get((seed >> 33) as usize % walks.len().max(1)) {
                s.pick(u, &m, c);
            }
        }
        std::thread::sleep(Duration::from_millis(150));
    }
    // The cave: an embed showing the attached PNG, of the renderer's size.
    let cave = s
        .fake
        .wait_for_blocking(Duration::from_secs(60), |f| {
            f.messages(s.town.channel_id)
                .into_iter()
                .find(|m| !m.attachments.is_empty())
        })
        .unwrap_or_else(|| panic!("no picture in the channel\nlog:\n{}", s.log()));
    let png = tiny_skia::Pixmap::decode_png(&cave.attachments[0].bytes).expect("a PNG");
    assert_eq!(
        (png.width(), png.height()),
        (
            narrator_pictures::wumpus::SIZE,
            narrator_pictures::wumpus::SIZE
        )
    );
    assert!(
        cave.embeds
            .iter()
            .any(|e| e["image"]["url"].as_str().is_some_and(|u| !u.is_empty())),
        "the embed shows the picture: {:?}",
        cave.embeds
    );
    s.fake.assert_no_violations();
}
