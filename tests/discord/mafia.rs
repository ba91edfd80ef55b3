//! End-to-end tests of `narrator serve` on Discord, against the local fake
//! Discord in `testkit/discord-fake` (REST checked against Discord's
//! OpenAPI spec, and a JSON gateway that serenity connects to). Members
//! run slash commands, press buttons and pick from select menus; the tests
//! read the channel, the DMs and each interaction's reply.

use crate::common;
use crate::discord_support;

use discord_support::{choices, text};
use narrator_discord_fake::{
    Config, Dispatched, FakeDiscord, GuildIds, Message, RateLimitConfig, SlashCommand,
};
use serde_json::Value;
use std::collections::HashSet;
use std::path::PathBuf;
use std::process::{Child, Stdio};
use std::time::{Duration, Instant};

const WAIT: Duration = Duration::from_secs(30);

/// A server with the bot in it.
struct Server {
    fake: FakeDiscord,
    town: GuildIds,
    /// Members in seat-joining order; the first is the host (and has
    /// Manage Server).
    members: Vec<u64>,
    bot: Option<Child>,
    dir: tempfile::TempDir,
    identified: u64,
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill_bot();
    }
}

impl Server {
    fn new(players: usize) -> Server {
        Server::with_config(players, Config::default())
    }

    fn with_config(players: usize, config: Config) -> Server {
        let fake = FakeDiscord::start_blocking_with(config).expect("the fake Discord starts");
        let town = fake.add_guild("Town");
        let mut members = Vec::new();
        for i in 0..players {
            let id = fake
                .add_member(town.guild_id, &format!("member{}", i + 1), i == 0)
                .expect("a member");
            members.push(id);
        }
        let mut s = Server {
            fake,
            town,
            members,
            bot: None,
            dir: tempfile::tempdir().expect("a temp dir"),
            identified: 0,
        };
        s.start_bot();
        s
    }

    fn db(&self) -> PathBuf {
        self.dir.path().join("narrator.db")
    }

    fn log(&self) -> String {
        std::fs::read_to_string(self.dir.path().join("bot.log")).unwrap_or_default()
    }

    fn start_bot(&mut self) {
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
        self.identified += 1;
        assert!(
            self.fake.wait_for_identify_blocking(self.identified, WAIT),
            "the bot never identified on the gateway:\n{}",
            self.log()
        );
        self.fake
            .wait_for_blocking(WAIT, |f| (!f.commands(None).is_empty()).then_some(()))
            .unwrap_or_else(|| panic!("the bot never registered its commands:\n{}", self.log()));
    }

    fn kill_bot(&mut self) {
        if let Some(mut bot) = self.bot.take() {
            let _ = bot.kill();
            let _ = bot.wait();
        }
    }

    fn channel(&self) -> Vec<Message> {
        self.fake.messages(self.town.channel_id)
    }

    /// Waits for a channel message containing `part`.
    fn wait_channel(&self, part: &str) -> Message {
        self.fake
            .wait_for_blocking(WAIT, |f| {
                f.messages(self.town.channel_id)
                    .into_iter()
                    .find(|m| text(m).contains(part))
            })
            .unwrap_or_else(|| {
                panic!(
                    "no {part:?} in the channel:\n{}\nbot log:\n{}",
                    self.channel()
                        .iter()
                        .map(text)
                        .collect::<Vec<_>>()
                        .join("\n---\n"),
                    self.log()
                )
            })
    }

    /// Waits for a DM to `user` containing `part`.
    fn wait_dm(&self, user: u64, part: &str) -> Message {
        self.fake
            .wait_for_blocking(WAIT, |f| {
                f.dms_to(user).into_iter().find(|m| text(m).contains(part))
            })
            .unwrap_or_else(|| panic!("no DM {part:?} to {user}\nbot log:\n{}", self.log()))
    }

    /// The reply to an interaction, once it has one.
    fn reply(&self, sent: &Dispatched) -> Message {
        self.fake
            .wait_for_blocking(WAIT, |f| {
                f.interaction(sent.id).and_then(|r| {
                    r.reply
                        .filter(|m| !text(m).is_empty() || !m.components.is_empty())
                })
            })
            .unwrap_or_else(|| {
                panic!(
                    "no reply to interaction {}\nbot log:\n{}",
                    sent.id,
                    self.log()
                )
            })
    }

    fn slash(&self, user: u64, cmd: &SlashCommand) -> Message {
        let sent = self
            .fake
            .slash_command(self.town.channel_id, user, cmd)
            .expect("the command is dispatched");
        self.reply(&sent)
    }

    /// Presses a choice (a button, or an option of a select).
    fn pick(&self, user: u64, m: &Message, choice: &(String, String, Option<String>)) -> Message {
        let sent = match &choice.2 {
            Some(value) => self
                .fake
                .select(m.channel_id, m.id, user, &choice.1, &[value.as_str()]),
            None => self.fake.press_button(m.channel_id, m.id, user, &choice.1),
        }
        .expect("the press is dispatched");
        self.reply(&sent)
    }

    fn press_label(&self, user: u64, m: &Message, label: &str) -> Message {
        let choice = choices(m)
            .into_iter()
            .find(|c| c.0 == label)
            .unwrap_or_else(|| panic!("no {label:?} on {m:?}"));
        self.pick(user, m, &choice)
    }

    /// The host opens a lobby of `preset` and it is returned.
    fn open_lobby(&self, preset: &str) -> Message {
        let cmd = SlashCommand::new("mafia")
            .subcommand("start")
            .string("preset", preset);
        self.slash(self.members[0], &cmd);
        self.wait_channel("a new game is open")
    }

    /// Opens a lobby; everyone joins by button; the host starts.
    fn start_game(&self) {
        let host = self.members[0];
        let lobby = self.open_lobby("classic");
        for &m in &self.members[1..] {
            let reply = self.press_label(m, &lobby, "Join");
            assert!(
                reply.ephemeral(),
                "a press is answered to the presser alone"
            );
            assert!(text(&reply).contains("You have a seat"), "{}", text(&reply));
        }
        let reply = self.press_label(host, &lobby, "Start");
        assert_eq!(text(&reply), "The game begins.");
    }

    /// Every member got exactly one role card by DM.
    fn assert_one_role_card_each(&self) {
        for &m in &self.members {
            let cards = self
                .fake
                .dms_to(m)
                .iter()
                .filter(|d| text(d).starts_with("You are "))
                .count();
            assert_eq!(cards, 1, "member {m} got {cards} role cards");
        }
    }

    fn game_over(&self) -> bool {
        self.channel().iter().any(|m| text(m).contains("Game over"))
    }
}

/// Answers every prompt once: private ones with the first choice, the
/// channel's with the first player who is not the member.
struct Autoplayer {
    done: HashSet<(u64, u64)>,
    /// A member whose DMs are closed: they read their private messages
    /// through the channel's "Show my role" button and answer there.
    closed: Option<u64>,
    /// Phases (from the choice data) that member has answered.
    closed_done: HashSet<String>,
    /// Private choices picked before the first one when offered.
    prefer: Vec<&'static str>,
}

impl Autoplayer {
    fn new() -> Autoplayer {
        Autoplayer {
            done: HashSet::new(),
            closed: None,
            closed_done: HashSet::new(),
            prefer: Vec::new(),
        }
    }

    /// The closed-DM member looks at what waits and answers a new prompt.
    fn show_and_answer(&mut self, s: &Server, user: u64) {
        let Some(notice) = s
            .channel()
            .into_iter()
            .rev()
            .find(|m| text(m).contains("direct messages are closed"))
        else {
            return;
        };
        let shown = s.press_label(user, &notice, "Show my role and private messages");
        let Some(c) = choices(&shown).into_iter().next() else {
            return;
        };
        let data = c.2.clone().unwrap_or_else(|| c.1.clone());
        // c:game:phase:index — one answer per phase.
        let phase: String = data.split(':').take(3).collect::<Vec<_>>().join(":");
        if self.closed_done.insert(phase) {
            let answer = s.pick(user, &shown, &c);
            assert!(text(&answer).starts_with("You chose"), "{}", text(&answer));
        }
    }

    fn play_until(&mut self, s: &Server, limit: Duration, stop: impl Fn(&Server) -> bool) {
        let start = Instant::now();
        while !stop(s) {
            assert!(
                start.elapsed() < limit,
                "the game did not get there in {limit:?}:\n{}\nbot log:\n{}",
                s.channel()
                    .iter()
                    .map(text)
                    .collect::<Vec<_>>()
                    .join("\n---\n"),
                s.log()
            );
            let channel = s.channel();
            let prompt = channel.iter().rev().find(|m| {
                choices(m)
                    .iter()
                    .any(|c| c.1 == "choose" || c.1.starts_with("c:"))
            });
            for (i, &user) in s.members.iter().enumerate() {
                let name = format!("member{}", i + 1);
                for m in s.fake.dms_to(user) {
                    let offered = choices(&m);
                    let preferred = offered
                        .iter()
                        .find(|c| self.prefer.iter().any(|p| c.0.starts_with(p)));
                    if self.done.insert((user, m.id))
                        && let Some(c) = preferred.or(offered.first())
                    {
                        s.pick(user, &m, c);
                    }
                }
                if let Some(m) = prompt
                    && self.done.insert((user, m.id))
                    && let Some(c) = choices(m)
                        .into_iter()
                        .find(|c| c.0 != name && c.0 != "No one")
                {
                    s.pick(user, m, &c);
                }
            }
            if let Some(user) = self.closed {
                self.show_and_answer(s, user);
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    }
}

/// Words a public message must not carry before the end.
const SECRET_WORDS: [&str; 4] = ["is the cop", "is the doctor", "was mafia", "is mafia"];

#[test]
fn a_whole_classic_game_in_a_channel_with_six_members() {
    let s = Server::new(6);
    s.start_game();
    for &m in &s.members {
        s.wait_dm(m, "You are ");
    }
    let mut players = Autoplayer::new();
    players.play_until(&s, Duration::from_secs(240), Server::game_over);
    let channel: Vec<String> = s.channel().iter().map(text).collect();
    let end = channel
        .iter()
        .position(|t| t.contains("Game over"))
        .expect("the game ended");
    assert!(channel[end].contains("Roles:"), "{}", channel[end]);
    for i in 1..=6 {
        assert!(
            channel[end].contains(&format!("member{i} was")),
            "{}",
            channel[end]
        );
    }
    for t in &channel[..end] {
        for w in SECRET_WORDS {
            assert!(!t.contains(w), "a public message leaks a role: {t}");
        }
    }
    // One role card each, by DM.
    s.assert_one_role_card_each();
    // The timeline follows the end and tells every death announced.
    s.wait_channel("🏁 The end");
    let all = s.channel().iter().map(text).collect::<Vec<_>>().join("\n");
    let start = all.find("📜 Timeline of game #").expect("the timeline");
    let (game, timeline) = all.split_at(start);
    assert!(
        game.contains("Game over"),
        "the timeline comes after the end"
    );
    let mut deaths = 0;
    for i in 1..=6 {
        let n = format!("member{i}");
        let died = game.contains(&format!("Last night, {n} was killed"))
            || game.contains(&format!("The town has killed {n}!"));
        let told =
            timeline.contains(&format!("💀 {n} (")) || timeline.contains(&format!("⚖️ {n} ("));
        assert_eq!(died, told, "{n}: timeline\n{timeline}");
        deaths += usize::from(died);
    }
    assert!(deaths > 0, "someone died:\n{game}");
    // The day's vote was a select menu in the channel, with a tally.
    assert!(channel.iter().any(|t| t.contains("Tally:")), "{channel:#?}");
    // News came as embeds.
    assert!(s.channel().iter().any(|m| !m.embeds.is_empty()));
    // Every interaction was acknowledged in time.
    for r in s.fake.interactions() {
        let acked = r.acked_after.expect("acknowledged");
        assert!(
            acked < Duration::from_secs(3),
            "acknowledged after {acked:?}"
        );
    }
    s.fake.assert_no_violations();
    assert_eq!(
        s.fake.rate_limited_count(),
        0,
        "the bot kept within the limits"
    );
}

#[test]
fn a_whole_game_with_the_newer_roles_in_a_channel() {
    let s = Server::new(6);
    let set = |option: &str, value: &str| {
        let cmd = SlashCommand::new("mafia-config")
            .string("option", option)
            .string("value", value);
        let r = s.slash(s.members[0], &cmd);
        assert!(text(&r).contains(&format!("Set {option}")), "{}", text(&r));
    };
    set(
        "roles",
        "hunter,mayor,cupid,bodyguard,mafioso,serial_killer",
    );
    set("reveal_on_death", "off");
    set("hunter_secs", "10");
    // The group's roles, one line each, and one described.
    let roles = s.slash(
        s.members[1],
        &SlashCommand::new("mafia").subcommand("roles"),
    );
    for role in ["Cupid", "Hunter", "Mayor", "Bodyguard", "Serial killer"] {
        assert!(text(&roles).contains(role), "{role}: {}", text(&roles));
    }
    let about = s.slash(
        s.members[1],
        &SlashCommand::new("mafia")
            .subcommand("role")
            .string("name", "cupid"),
    );
    assert!(text(&about).contains("lovers"), "{}", text(&about));
    s.start_game();
    for &m in &s.members {
        s.wait_dm(m, "You are ");
    }
    let mut players = Autoplayer::new();
    players.prefer = vec!["Reveal: I am the mayor"];
    players.play_until(&s, Duration::from_secs(300), Server::game_over);
    let channel: Vec<String> = s.channel().iter().map(text).collect();
    let end = channel
        .iter()
        .position(|t| t.contains("Game over"))
        .expect("the game ended");
    for role in ["cupid", "the serial killer", "the hunter", "the bodyguard"] {
        assert!(channel[end].contains(role), "{role}: {}", channel[end]);
    }
    let began = channel
        .iter()
        .position(|t| t.contains("Today is day 0"))
        .expect("day 0");
    let decided = channel
        .iter()
        .position(|t| t.contains("win!") || t.contains("wins!"))
        .unwrap_or(end);
    for t in &channel[began..decided] {
        for w in ["serial killer", "cupid", "bodyguard", "lovers"] {
            assert!(!t.contains(w), "a public message leaks {w}: {t}");
        }
    }
    // Cupid's two picks and the lovers' private news; the bodyguard's
    // guard; a dying hunter's shot; the mayor's reveal.
    let dms: Vec<String> = s
        .members
        .iter()
        .flat_map(|m| s.fake.dms_to(*m))
        .map(|m| text(&m))
        .collect();
    assert_eq!(
        dms.iter()
            .filter(|t| t.contains("Cupid has bound you"))
            .count(),
        2
    );
    assert!(
        dms.iter().any(|t| t.contains("You will guard")),
        "the bodyguard chose"
    );
    let all = channel.join("\n");
    if all.contains("was the hunter and may take one player") {
        assert!(
            all.contains("The hunter's last shot kills"),
            "the hunter's shot"
        );
    }
    if dms
        .iter()
        .any(|t| t.contains("As the mayor you may first reveal yourself"))
    {
        assert!(all.contains("reveals themself as the mayor"), "the reveal");
    }
    s.assert_one_role_card_each();
    s.fake.assert_no_violations();
}

#[test]
fn a_restart_mid_game_resumes_it_without_repeats() {
    let mut s = Server::new(6);
    s.start_game();
    let mut players = Autoplayer::new();
    players.play_until(&s, Duration::from_secs(60), |s| {
        s.members.iter().any(|m| {
            s.fake
                .dms_to(*m)
                .iter()
                .any(|d| text(d).starts_with("It is night"))
        })
    });
    // Let deliveries settle and be recorded, then crash. A batch waiting
    // for an empty rate-limit bucket (5 messages per 5 s a channel) is
    // recorded only once all of it went out, and delivery is at least
    // once per batch, so "settled" means quiet for longer than a bucket.
    let count = |s: &Server| {
        s.channel().len()
            + s.members
                .iter()
                .map(|m| s.fake.dms_to(*m).len())
                .sum::<usize>()
    };
    let mut before = count(&s);
    loop {
        std::thread::sleep(Duration::from_millis(6000));
        let now = count(&s);
        if now == before {
            break;
        }
        before = now;
    }
    // Once the restarted bot has sent what its games still owed, nothing
    // may have come.
    common::restart_settled(&s.dir.path().join("bot.log"), || {
        s.kill_bot();
        s.start_bot();
    });
    assert_eq!(count(&s), before, "the restarted bot sent nothing again");
    players.play_until(&s, Duration::from_secs(240), Server::game_over);
    s.assert_one_role_card_each();
    s.fake.assert_no_violations();
}

#[test]
fn a_member_with_closed_dms_plays_through_show_my_role() {
    let s = Server::new(6);
    let closed = s.members[3];
    s.fake.set_dms_closed(closed, true).expect("a user");
    s.start_game();
    let notice = s.wait_channel("direct messages are closed");
    assert!(text(&notice).contains("member4"), "{}", text(&notice));
    // Nobody else learns anything from the notice.
    for w in SECRET_WORDS {
        assert!(!text(&notice).contains(w));
    }
    // Someone else pressing it sees only their own (empty) messages.
    let other = s.press_label(s.members[1], &notice, "Show my role and private messages");
    assert!(other.ephemeral());
    assert!(!text(&other).contains("You are "), "{}", text(&other));
    let mine = s.press_label(closed, &notice, "Show my role and private messages");
    assert!(mine.ephemeral(), "shown to member4 alone");
    assert!(
        text(&mine).contains("You are "),
        "the role card: {}",
        text(&mine)
    );
    assert!(s.fake.dms_to(closed).is_empty(), "no DM reached member4");
    // Play to the end; member4's prompts come through the button.
    let mut players = Autoplayer::new();
    players.closed = Some(closed);
    let started = Instant::now();
    players.play_until(&s, Duration::from_secs(240), Server::game_over);
    eprintln!("closed-DM game took {:?}", started.elapsed());
    if !text(&mine).contains("villager") {
        assert!(
            !players.closed_done.is_empty(),
            "member4 has a night power and answered it through the button"
        );
    }
    assert!(s.fake.dms_to(closed).is_empty(), "still no DM to member4");
    s.fake.assert_no_violations();
}

#[test]
fn bad_presses_get_an_ephemeral_reason_and_change_nothing() {
    let s = Server::new(7);
    let outsider = s.members[6];
    let lobby_cmd = SlashCommand::new("mafia").subcommand("start");
    s.slash(s.members[0], &lobby_cmd);
    let lobby = s.wait_channel("a new game is open");
    // Only the host starts.
    let r = s.press_label(s.members[1], &lobby, "Start");
    assert!(
        r.ephemeral() && text(&r).contains("Nothing changed"),
        "{}",
        text(&r)
    );
    for &m in &s.members[1..6] {
        s.press_label(m, &lobby, "Join");
    }
    s.press_label(s.members[0], &lobby, "Start");
    let ready = s.wait_channel("ready for the night");
    // A non-player, then a double press.
    let r = s.press_label(outsider, &ready, "Ready");
    assert!(text(&r).contains("not playing"), "{}", text(&r));
    let r = s.press_label(s.members[0], &ready, "Ready");
    assert_eq!(text(&r), "You chose Ready.");
    let r = s.press_label(s.members[0], &ready, "Ready");
    assert!(text(&r).contains("already"), "{}", text(&r));
    // Play to the first night, then try the channel's old prompt and a
    // forged select value.
    let mut players = Autoplayer::new();
    players.done.insert((s.members[0], ready.id));
    players.play_until(&s, Duration::from_secs(60), |s| {
        s.members.iter().any(|m| {
            s.fake
                .dms_to(*m)
                .iter()
                .any(|d| text(d).starts_with("It is night"))
        })
    });
    let r = s.press_label(s.members[1], &ready, "Ready");
    assert!(r.ephemeral());
    assert!(
        text(&r).contains("no longer counts")
            || text(&r).contains("does not belong")
            || text(&r).contains("earlier"),
        "{}",
        text(&r)
    );
    let (user, night) = s
        .members
        .iter()
        .find_map(|m| {
            s.fake
                .dms_to(*m)
                .into_iter()
                .find(|d| text(d).starts_with("It is night"))
                .map(|d| (*m, d))
        })
        .expect("a night prompt");
    let first = choices(&night).into_iter().next().expect("a choice");
    for forged in ["c:1:99:0", "nonsense", "c:999:1:0", "c:1:3:77"] {
        let sent = match &first.2 {
            Some(_) => s
                .fake
                .select(night.channel_id, night.id, user, &first.1, &[forged]),
            None => s
                .fake
                .press_button(night.channel_id, night.id, user, &first.1),
        }
        .expect("dispatched");
        let r = s.reply(&sent);
        if first.2.is_some() {
            assert!(r.ephemeral(), "{forged}");
            assert!(
                text(&r).contains("nothing changed")
                    || text(&r).contains("Nothing changed")
                    || text(&r).contains("does not exist")
                    || text(&r).contains("earlier")
                    || text(&r).contains("over"),
                "{forged}: {}",
                text(&r)
            );
        }
    }
    s.fake.assert_no_violations();
}

#[test]
fn only_members_with_manage_server_change_the_settings() {
    let s = Server::new(2);
    let config = SlashCommand::new("mafia-config")
        .string("option", "day_secs")
        .string("value", "90");
    // Discord itself hides the command from an ordinary member.
    let refused = s
        .fake
        .slash_command(s.town.channel_id, s.members[1], &config);
    assert!(refused.is_err(), "an ordinary member cannot invoke it");
    let registered = s.fake.commands(None);
    let cfg: &Value = registered
        .iter()
        .find(|c| c["name"] == "mafia-config")
        .expect("registered");
    assert_eq!(cfg["default_member_permissions"], "32");
    // A manager can, and a bad value is refused naming the option.
    let bad = SlashCommand::new("mafia-config")
        .string("option", "day_secs")
        .string("value", "0");
    let r = s.slash(s.members[0], &bad);
    assert!(
        r.ephemeral() && text(&r).contains("day_secs") && text(&r).contains("Nothing changed"),
        "{}",
        text(&r)
    );
    let r = s.slash(s.members[0], &config);
    assert!(text(&r).contains("Set day_secs = 90"), "{}", text(&r));
    // Everyone reads the rules, publicly.
    let rules = SlashCommand::new("mafia").subcommand("rules");
    let r = s.slash(s.members[1], &rules);
    assert!(!r.ephemeral() && text(&r).contains("90 s"), "{}", text(&r));
    s.fake.assert_no_violations();
}

#[test]
fn discords_429s_are_waited_out_and_nothing_is_lost() {
    // A server far stricter than Discord (10 requests a second in all),
    // so the bot runs into 429s and must obey their retry_after.
    let config = Config {
        rate_limits: RateLimitConfig {
            global_per_second: Some(10),
            ..RateLimitConfig::default()
        },
        ..Config::default()
    };
    let s = Server::with_config(6, config);
    s.start_game();
    for &m in &s.members {
        s.wait_dm(m, "You are ");
    }
    let lobby = s.wait_channel("classic mafia:");
    let closed = s
        .fake
        .wait_for_blocking(WAIT, |f| {
            f.message(lobby.id)
                .filter(|m| text(m).contains("has begun"))
        })
        .expect("the lobby's last edit arrived");
    assert!(closed.components.is_empty(), "{closed:?}");
    // Once every effect is recorded as delivered, no send is left to be
    // tried again: a card sent twice would be in by then.
    let owed = common::owed_after(&s.db(), WAIT);
    assert!(owed.is_empty(), "effects never delivered: {owed:?}");
    s.assert_one_role_card_each();
    assert!(
        s.fake.rate_limited_count() > 0,
        "the strict server did answer 429 (else this test shows nothing)"
    );
    s.fake.assert_no_violations();
}

#[test]
fn a_sport_speech_is_said_by_direct_message() {
    let s = Server::new(1);
    let host = s.members[0];
    let lobby = s.open_lobby("sport");
    let r = s.press_label(host, &lobby, "Fill with computer players");
    assert_eq!(text(&r), "Computer players sat down.");
    let r = s.press_label(host, &lobby, "Start");
    assert_eq!(text(&r), "The game begins.");
    s.wait_dm(host, "You have a ");
    // Play the host's prompts until their first speech.
    let mut players = Autoplayer::new();
    players.play_until(&s, Duration::from_secs(120), |s| {
        s.fake
            .dms_to(host)
            .iter()
            .any(|d| text(d).starts_with("Your speech"))
    });
    let speech = s.wait_dm(host, "Your speech");
    s.fake
        .user_message(speech.channel_id, host, "I am red, trust me")
        .expect("a DM to the bot");
    let relayed = s.wait_dm(host, "You: I am red, trust me");
    assert!(text(&relayed).contains("Said."), "{}", text(&relayed));
    // The host (a server manager) ends it; every card is shown.
    let stop = SlashCommand::new("mafia").subcommand("stop");
    s.slash(host, &stop);
    let over = s.wait_channel("Game over: the game was stopped");
    assert!(text(&over).contains("Roles:"), "{}", text(&over));
    s.fake.assert_no_violations();
}

impl Server {
    /// Every message the bot posted, in the channel and in DMs.
    fn everything(&self) -> Vec<Message> {
        let mut all = self.channel();
        for &m in &self.members {
            all.extend(self.fake.dms_to(m));
        }
        all
    }

    /// No prompt (a message with buttons or a select) came twice to one
    /// place: each names its phase in its choices, so two alike are one
    /// prompt sent twice.
    fn assert_each_prompt_once(&self) {
        let mut seen = HashSet::new();
        for m in self.everything() {
            if m.components.is_empty() {
                continue;
            }
            let key = (m.channel_id, text(&m), format!("{:?}", m.components));
            assert!(seen.insert(key), "a prompt came twice: {}", text(&m));
        }
    }
}

#[test]
fn a_game_survives_three_sigkills_at_random_moments_and_nothing_comes_twice() {
    let mut moments = common::Moments(common::chaos_seed());
    // Eight seats: a game long enough that the third kill still finds it
    // running when other tests load the machine (with six it was
    // sometimes over by then).
    let mut s = Server::new(8);
    s.start_game();
    let mut players = Autoplayer::new();
    // The last message id before each kill, and when it was (ms).
    let mut kills: Vec<(u64, u64)> = Vec::new();
    for k in 0..3 {
        let wait = if k == 0 {
            moments.between(0, 1500)
        } else {
            moments.between(500, 4000)
        };
        let until = Instant::now() + wait;
        players.play_until(&s, Duration::from_secs(120), |s| {
            s.game_over() || Instant::now() >= until
        });
        assert!(!s.game_over(), "the game ended before kill {k}");
        s.kill_bot();
        let last = s.everything().iter().map(|m| m.id).max().unwrap_or(0);
        kills.push((last, common::now_ms().unsigned_abs()));
        s.start_bot();
    }
    players.play_until(&s, Duration::from_secs(300), Server::game_over);
    // Each effect is recorded as the platform accepts it; wait for the last.
    let owed = common::owed_after(&s.db(), Duration::from_secs(120));
    // Nothing sent before a kill came again after it: even the message in
    // flight at the kill is recognised by its nonce. A repeat can only be
    // an effect the restarted process owed, and all of those went out
    // before it logged so (or before the next kill, if that came first):
    // what came later is new, and the same votes on another day read the
    // same.
    let owed_sent = common::logged_at(&s.dir.path().join("bot.log"), common::OWED_SENT);
    let all = s.everything();
    for (k, (last, killed)) in kills.iter().enumerate() {
        let next_kill = kills.get(k + 1).map(|(_, at)| *at);
        let logged = owed_sent
            .iter()
            .copied()
            .find(|at| at > killed && next_kill.is_none_or(|next| *at < next));
        let until = match (logged, next_kill) {
            (Some(at), _) => at,
            (None, Some(next)) => next,
            (None, None) => panic!("the last restart never logged {:?}", common::OWED_SENT),
        };
        let before: HashSet<(u64, String, String)> = all
            .iter()
            .filter(|m| m.id <= *last)
            .map(|m| (m.channel_id, text(m), format!("{:?}", m.components)))
            .collect();
        let again: Vec<String> = all
            .iter()
            .filter(|m| m.id > *last && m.created_ms <= until)
            .filter(|m| before.contains(&(m.channel_id, text(m), format!("{:?}", m.components))))
            .map(text)
            .collect();
        assert!(again.is_empty(), "sent again after a restart: {again:#?}");
    }
    s.assert_one_role_card_each();
    s.assert_each_prompt_once();
    assert!(owed.is_empty(), "never delivered: {owed:?}");
    s.fake.assert_no_violations();
}

#[test]
fn a_game_finishes_with_every_message_once_when_a_tenth_of_sends_fail() {
    let config = Config {
        faults: Some(narrator_discord_fake::FaultConfig {
            rate: 0.1,
            seed: common::chaos_seed(),
            hold: Duration::from_millis(1500),
            kinds: Vec::new(),
        }),
        ..Config::default()
    };
    let s = Server::with_config(6, config);
    s.start_game();
    let mut players = Autoplayer::new();
    players.play_until(&s, Duration::from_secs(600), Server::game_over);
    // Each effect is recorded as the platform accepts it; wait for the last.
    let owed = common::owed_after(&s.db(), Duration::from_secs(120));
    let faults = s.fake.faults_served();
    assert!(faults.total() > 0, "faults were served: {faults:?}");
    s.assert_one_role_card_each();
    s.assert_each_prompt_once();
    assert!(
        owed.is_empty(),
        "never delivered: {owed:?}\nlog:\n{}",
        s.log()
    );
    assert!(
        !s.log().contains("refused for good"),
        "no send was given up: {}",
        s.log()
    );
    eprintln!(
        "faults served: {faults:?}; creates answered by their nonce: {}",
        s.fake.nonce_repeats()
    );
}

#[test]
fn a_message_whose_answer_was_lost_is_not_posted_twice() {
    // A third of the sends are made, then their connection drops: the bot
    // cannot tell them from sends that never arrived, and tries again
    // with the same nonce, which Discord answers with the first message.
    let config = Config {
        faults: Some(narrator_discord_fake::FaultConfig {
            rate: 0.3,
            seed: common::chaos_seed(),
            hold: Duration::from_millis(500),
            kinds: vec![narrator_discord_fake::Fault::DropAfter],
        }),
        ..Config::default()
    };
    let s = Server::with_config(6, config);
    s.start_game();
    let mut players = Autoplayer::new();
    players.play_until(&s, Duration::from_secs(600), Server::game_over);
    // Each effect is recorded as the platform accepts it; wait for the last.
    let owed = common::owed_after(&s.db(), Duration::from_secs(120));
    assert!(s.fake.faults_served().dropped_after > 0);
    assert!(
        s.fake.nonce_repeats() > 0,
        "retried creates were recognised by their nonce"
    );
    s.assert_one_role_card_each();
    s.assert_each_prompt_once();
    assert!(owed.is_empty(), "never delivered: {owed:?}");
}
