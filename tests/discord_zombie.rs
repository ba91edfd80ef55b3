//! End-to-end tests of the Zombie Game through `narrator serve` on the
//! local fake Discord: `/zombie` and `/zombie-config`, a whole game whose
//! turns are chosen in DMs (select menus and buttons), handshake consent,
//! refused presses, and no secret in the channel.

mod common;

use narrator_discord_fake::{Config, Dispatched, FakeDiscord, GuildIds, Message, SlashCommand};
use std::collections::{HashMap, HashSet};
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

/// The button data a choice stands for (`c:GAME:PHASE:INDEX`).
fn data(c: &(String, String, Option<String>)) -> String {
    c.2.clone().unwrap_or_else(|| c.1.clone())
}

fn phase_of(c: &(String, String, Option<String>)) -> u32 {
    data(c)
        .split(':')
        .nth(2)
        .and_then(|p| p.parse().ok())
        .unwrap_or(0)
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

    /// The newest DM to `user` with choices.
    fn prompt_of(&self, user: u64) -> Message {
        self.fake
            .wait_for_blocking(WAIT, |f| {
                f.dms_to(user)
                    .into_iter()
                    .rev()
                    .find(|m| !choices(m).is_empty())
            })
            .unwrap_or_else(|| panic!("no prompt for {user}\nlog:\n{}", self.log()))
    }

    fn config(&self, option: &str, value: &str) {
        let cmd = SlashCommand::new("zombie-config")
            .string("option", option)
            .string("value", value);
        let reply = self.slash(self.members[0], &cmd);
        assert!(reply.starts_with("Set "), "{reply}");
    }

    fn start_game(&self) {
        self.slash(
            self.members[0],
            &SlashCommand::new("zombie").subcommand("start"),
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
        for &m in &self.members {
            self.wait_dm(m, "You are a ");
        }
    }

    fn game_over(&self) -> bool {
        self.channel()
            .iter()
            .any(|m| text(m).contains("Everyone's final state"))
    }

    /// Each member interacts once a turn; the host ends the turn once the
    /// others have.
    fn play_until_over(&self, limit: Duration) {
        let start = Instant::now();
        let mut acted: HashMap<u32, HashSet<u64>> = HashMap::new();
        let host = self.members[0];
        while !self.game_over() {
            assert!(
                start.elapsed() < limit,
                "not over in {limit:?}:\n{}\nlog:\n{}",
                self.channel()
                    .iter()
                    .map(text)
                    .collect::<Vec<_>>()
                    .join("\n---\n"),
                self.log()
            );
            for &u in &self.members {
                let Some(m) = self
                    .fake
                    .dms_to(u)
                    .into_iter()
                    .rev()
                    .find(|m| !choices(m).is_empty())
                else {
                    continue;
                };
                let all = choices(&m);
                let phase = all.first().map_or(0, phase_of);
                let here = acted.entry(phase).or_default();
                let others_done = self.members[1..].iter().all(|o| here.contains(o));
                let choice = if !here.contains(&u) {
                    let offer = all
                        .iter()
                        .find(|c| c.0.starts_with("Interact with") || c.0.starts_with("Accept"))
                        .cloned();
                    if offer.is_none() {
                        here.insert(u);
                    }
                    offer
                } else if u == host && others_done {
                    all.iter()
                        .find(|c| c.0.starts_with("End the turn"))
                        .cloned()
                } else {
                    None
                };
                if let Some(c) = choice {
                    let answer = self.pick(u, &m, &c);
                    if answer.starts_with("You chose") || u == host {
                        acted.entry(phase).or_default().insert(u);
                    }
                }
            }
            std::thread::sleep(Duration::from_millis(150));
        }
    }
}

#[test]
fn a_whole_zombie_game_in_a_channel_with_five_members() {
    let s = Server::new(5);
    // Both commands are registered beside Mafia's, the settings one for
    // Manage Server only.
    let registered = s.fake.commands(None);
    let names: Vec<&str> = registered
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    for name in ["mafia", "mafia-config", "zombie", "zombie-config"] {
        assert!(names.contains(&name), "{name} in {names:?}");
    }
    let cfg = registered
        .iter()
        .find(|c| c["name"] == "zombie-config")
        .expect("zombie-config");
    assert_eq!(cfg["default_member_permissions"], "32");
    s.config("max_turns", "2");
    s.start_game();
    s.play_until_over(Duration::from_secs(240));
    let channel: Vec<String> = s.channel().iter().map(text).collect();
    let end = channel
        .iter()
        .position(|t| t.contains("win"))
        .unwrap_or_else(|| panic!("no winner: {channel:#?}"));
    assert!(
        channel.iter().any(|t| t.contains("End of turn 0")),
        "{channel:#?}"
    );
    // Who sits is public (the lobby, the opening line); nothing after
    // names a player before the end.
    for t in &channel[..end] {
        for line in t.lines().filter(|l| !seating(l)) {
            for i in 1..=5 {
                assert!(!line.contains(&format!("member{i}")), "names a player: {t}");
            }
        }
    }
    for &m in &s.members {
        let cards = s
            .fake
            .dms_to(m)
            .iter()
            .filter(|d| text(d).starts_with("You are a "))
            .count();
        assert_eq!(cards, 1, "member {m} got {cards} role cards");
    }
    for r in s.fake.interactions() {
        let acked = r.acked_after.expect("acknowledged");
        assert!(
            acked < Duration::from_secs(3),
            "acknowledged after {acked:?}"
        );
    }
    s.fake.assert_no_violations();
    assert_eq!(s.fake.rate_limited_count(), 0);
}

#[test]
fn consent_a_refused_press_and_a_restart_in_a_turn() {
    let mut s = Server::new(5);
    s.config("handshake_consent", "on");
    // A member without Manage Server is refused by the front too.
    let cmd = SlashCommand::new("zombie-config")
        .string("option", "zombies")
        .string("value", "2");
    if let Ok(sent) = s.fake.slash_command(s.town.channel_id, s.members[1], &cmd) {
        let reply = text(&s.reply(&sent));
        assert!(!reply.starts_with("Set "), "{reply}");
    }
    s.start_game();
    let (m2, m3) = (s.members[1], s.members[2]);
    let ask = s.prompt_of(m2);
    assert!(
        s.pick_label(m2, &ask, "Interact with member3")
            .starts_with("You chose")
    );
    s.wait_dm(m3, "member2 wants to interact with you");
    // The old prompt's same choice again is refused as a double press.
    let again = s.pick_label(m2, &ask, "Interact with member3");
    assert!(!again.starts_with("You chose"), "{again}");
    // A restart now repeats nothing, and the offer still stands.
    std::thread::sleep(Duration::from_secs(2));
    let before: usize = s.members.iter().map(|m| s.fake.dms_to(*m).len()).sum();
    if let Some(mut bot) = s.bot.take() {
        let _ = bot.kill();
        let _ = bot.wait();
    }
    s.start_bot(2);
    std::thread::sleep(Duration::from_secs(3));
    let after: usize = s.members.iter().map(|m| s.fake.dms_to(*m).len()).sum();
    assert_eq!(before, after, "the restart sent DMs again");
    let offer = s.prompt_of(m3);
    assert!(
        s.pick_label(m3, &offer, "Accept member2")
            .starts_with("You chose")
    );
    s.wait_dm(m2, "You interacted with member3");
    s.wait_dm(m3, "member2 interacted with you");
    s.fake.assert_no_violations();
}

/// A line that says who sits at the table, which is public.
fn seating(line: &str) -> bool {
    ["a new game is open", "has begun", "Seated (", "begins with"]
        .iter()
        .any(|p| line.contains(p))
}
