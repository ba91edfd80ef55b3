//! End to end on a fake Discord with two shards: `narrator serve` runs
//! every shard by default (it asks GET /gateway/bot how many), and with
//! DISCORD_SHARDS two processes split them, each serving its own guild.
//! A bad DISCORD_SHARDS stops serve at start-up.

use crate::common;
use crate::discord_support;

use discord_support::{WAIT, choices, text};
use narrator_discord_fake::{Config, Dispatched, FakeDiscord, GuildIds, Message, SlashCommand};
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};
use std::time::Duration;

/// One `narrator serve` process, killed when dropped.
struct Bot {
    child: Child,
    log: PathBuf,
}

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Bot {
    /// Starts serve on its own database file in `dir`, with `shards` as
    /// DISCORD_SHARDS (unset: autosharded).
    fn start(fake: &FakeDiscord, dir: &Path, name: &str, shards: Option<&str>) -> Bot {
        let log = dir.join(format!("{name}.log"));
        let file = std::fs::File::create(&log).expect("a log file");
        let mut cmd = common::narrator(&dir.join(format!("{name}.db")));
        cmd.arg("serve")
            .env("DISCORD_TOKEN", "test-token")
            .env("DISCORD_API_URL", fake.url())
            .env("NARRATOR_REMINDER_SECS", "0")
            .env("NARRATOR_LOG", "info")
            .env_remove("TELEGRAM_BOT_TOKEN")
            .env_remove("DISCORD_SHARDS")
            .stdout(Stdio::null())
            .stderr(file);
        if let Some(s) = shards {
            cmd.env("DISCORD_SHARDS", s);
        }
        Bot {
            child: cmd.spawn().expect("narrator serve starts"),
            log,
        }
    }

    fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

/// A fake with two shards and a guild on each, two members in each.
struct World {
    fake: FakeDiscord,
    /// On shard 0, and on shard 1.
    guilds: [GuildIds; 2],
    /// The members of each guild; the first has Manage Server.
    members: [[u64; 2]; 2],
    dir: tempfile::TempDir,
}

impl World {
    fn new() -> World {
        let fake = FakeDiscord::start_blocking_with(Config {
            shards: 2,
            ..Config::default()
        })
        .expect("the fake starts");
        let guilds = [0, 1].map(|s| {
            fake.add_guild_on_shard(&format!("Town{s}"), s)
                .expect("a guild on the shard")
        });
        assert_eq!(narrator_discord_fake::shard_of(guilds[1].guild_id, 2), 1);
        let members = [0, 1].map(|g| {
            [0, 1].map(|i| {
                fake.add_member(guilds[g].guild_id, &format!("g{g}-member{}", i + 1), i == 0)
                    .expect("a member")
            })
        });
        World {
            fake,
            guilds,
            members,
            dir: tempfile::tempdir().expect("a temp dir"),
        }
    }

    /// Waits until `sessions` gateway sessions are identified and the
    /// commands are registered.
    fn wait_connected(&self, sessions: u64, logs: &dyn Fn() -> String) {
        self.fake
            .wait_for_blocking(WAIT, |f| (f.live_sessions() >= sessions).then_some(()))
            .unwrap_or_else(|| panic!("{sessions} shard(s) never identified:\n{}", logs()));
        self.fake
            .wait_for_blocking(WAIT, |f| (!f.commands(None).is_empty()).then_some(()))
            .unwrap_or_else(|| panic!("no commands registered:\n{}", logs()));
    }

    fn reply_within(&self, sent: &Dispatched, wait: Duration) -> Option<Message> {
        self.fake.wait_for_blocking(wait, |f| {
            f.interaction(sent.id).and_then(|r| {
                r.reply
                    .filter(|m| !text(m).is_empty() || !m.components.is_empty())
            })
        })
    }

    /// `/wumpus start` in guild `g` by its first member; the reply.
    fn open_lobby(&self, g: usize, logs: &dyn Fn() -> String) -> String {
        let cmd = SlashCommand::new("wumpus").subcommand("start");
        let sent = self
            .fake
            .slash_command(self.guilds[g].channel_id, self.members[g][0], &cmd)
            .expect("dispatched");
        let reply = self
            .reply_within(&sent, WAIT)
            .unwrap_or_else(|| panic!("/wumpus start in guild {g} unanswered:\n{}", logs()));
        text(&reply)
    }

    fn wait_channel(&self, g: usize, part: &str, logs: &dyn Fn() -> String) -> Message {
        self.fake
            .wait_for_blocking(WAIT, |f| {
                f.messages(self.guilds[g].channel_id)
                    .into_iter()
                    .find(|m| text(m).contains(part))
            })
            .unwrap_or_else(|| panic!("no {part:?} in guild {g}:\n{}", logs()))
    }

    /// Presses the choice starting with `label` on `m`; the reply.
    fn press(&self, user: u64, m: &Message, label: &str, logs: &dyn Fn() -> String) -> String {
        let c = choices(m)
            .into_iter()
            .find(|c| c.0.starts_with(label))
            .unwrap_or_else(|| panic!("no {label:?} on {m:?}"));
        let sent = match &c.2 {
            Some(value) => self
                .fake
                .select(m.channel_id, m.id, user, &c.1, &[value.as_str()]),
            None => self.fake.press_button(m.channel_id, m.id, user, &c.1),
        }
        .expect("dispatched");
        let reply = self
            .reply_within(&sent, WAIT)
            .unwrap_or_else(|| panic!("{label:?} unanswered:\n{}", logs()));
        text(&reply)
    }

    /// Guild `g`'s lobby opens and its second member joins.
    fn lobby_and_join(&self, g: usize, logs: &dyn Fn() -> String) -> Message {
        self.open_lobby(g, logs);
        let lobby = self.wait_channel(g, "a new game is open", logs);
        let joined = self.press(self.members[g][1], &lobby, "Join", logs);
        assert!(joined.contains("You have a seat"), "{joined}");
        lobby
    }
}

#[test]
fn one_process_runs_both_shards_and_serves_a_game_on_each() {
    let w = World::new();
    let bot = Bot::start(&w.fake, w.dir.path(), "bot", None);
    let logs = || bot.log();
    w.wait_connected(2, &logs);
    let mut shards = w.fake.identified_shards();
    shards.sort();
    assert_eq!(shards, vec![[0, 2], [1, 2]], "autosharded: both shards");

    for g in 0..2 {
        let lobby = w.lobby_and_join(g, &logs);
        let began = w.press(w.members[g][0], &lobby, "Start", &logs);
        assert_eq!(began, "The game begins.");
    }
    // Each game's first mover speaks through DMs, which arrive on shard 0
    // whichever shard the game's guild is on.
    for g in 0..2 {
        let [m1, m2] = w.members[g];
        let (first, prompt) = w
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
            .unwrap_or_else(|| panic!("no first prompt in guild {g}:\n{}", logs()));
        let other = if first == m1 { m2 } else { m1 };
        let asked = w.press(first, &prompt, "Speak", &logs);
        assert!(asked.contains("write me your words"), "{asked}");
        let words = format!("the bow is in guild {g}");
        w.fake
            .user_message(prompt.channel_id, first, &words)
            .expect("a DM to the bot");
        w.fake
            .wait_for_blocking(WAIT, |f| {
                f.dms_to(other)
                    .into_iter()
                    .find(|m| text(m).contains(&format!("speaks in your room: '{words}'")))
            })
            .unwrap_or_else(|| {
                panic!(
                    "the words never reached guild {g}'s other player:\n{}",
                    logs()
                )
            });
    }
    assert_eq!(w.fake.identify_count(), 2, "no shard reconnected");
    w.fake.assert_no_violations();
}

#[test]
fn two_processes_split_the_shards_and_each_serves_its_own_guild() {
    let w = World::new();
    // Each process on its own database: several processes may share one
    // only on PostgreSQL, where games are leased to one process at a time.
    let first = Bot::start(&w.fake, w.dir.path(), "first", Some("0-0/2"));
    let second = Bot::start(&w.fake, w.dir.path(), "second", Some("1-1/2"));
    let logs = || format!("first:\n{}\nsecond:\n{}", first.log(), second.log());
    w.wait_connected(2, &logs);
    let mut shards = w.fake.identified_shards();
    shards.sort();
    assert_eq!(shards, vec![[0, 2], [1, 2]]);
    assert!(
        second.log().contains("receives no direct message"),
        "the process without shard 0 says it gets no DM:\n{}",
        second.log()
    );

    // A lobby in each guild, opened and joined through each process.
    for g in 0..2 {
        w.lobby_and_join(g, &logs);
    }

    // Only the second process hears guild 1: once it is gone, a command
    // there goes unanswered, while guild 0 is still served.
    drop(second);
    let rules = SlashCommand::new("wumpus").subcommand("rules");
    let lost = w
        .fake
        .slash_command(w.guilds[1].channel_id, w.members[1][0], &rules)
        .expect("dispatched");
    let kept = w
        .fake
        .slash_command(w.guilds[0].channel_id, w.members[0][0], &rules)
        .expect("dispatched");
    assert!(
        w.reply_within(&kept, WAIT).is_some(),
        "guild 0 unanswered:\n{}",
        first.log()
    );
    assert!(
        w.reply_within(&lost, Duration::from_secs(4)).is_none(),
        "guild 1's command reached the first process:\n{}",
        first.log()
    );
    assert_eq!(
        w.fake.interaction(lost.id).and_then(|r| r.callback_type),
        None,
        "nobody acknowledged guild 1's command"
    );
    w.fake.assert_no_violations();
}

#[test]
fn a_bad_discord_shards_stops_serve_at_start_up() {
    let dir = tempfile::tempdir().expect("a temp dir");
    for bad in ["2-1/4", "0-4/4", "0-0/0", "two"] {
        let out = common::narrator(&dir.path().join("narrator.db"))
            .arg("serve")
            .env("DISCORD_TOKEN", "test-token")
            // Nothing listens there: serve must stop before connecting.
            .env("DISCORD_API_URL", "http://127.0.0.1:9")
            .env("DISCORD_SHARDS", bad)
            .env_remove("TELEGRAM_BOT_TOKEN")
            .stdin(Stdio::null())
            .output()
            .expect("narrator runs");
        let err = common::stderr(&out);
        assert!(!out.status.success(), "{bad}: {err}");
        assert!(
            err.contains("DISCORD_SHARDS must be FIRST-LAST/TOTAL (e.g. 0-1/4)"),
            "{bad}: {err}"
        );
        assert!(err.contains(bad), "{bad}: the value is named: {err}");
    }
}
