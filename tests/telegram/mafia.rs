//! End-to-end tests of `narrator serve` on Telegram, against the Bot API
//! emulator telegram-test-api 4.2.1 (installed from tests/telegram's
//! lockfile; node and npm are required, and a missing one fails the tests
//! rather than skipping them). Simulated users write commands and press
//! buttons; the tests read what the bot posted, edited and answered.

use crate::common;
use crate::telegram_support;

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::time::{Duration, Instant};
use telegram_support::{Bot, Emulator, GROUP, Msg, name, wait_for};

/// The six players of most tests; user 1 is the host.
const USERS: [i64; 6] = [1, 2, 3, 4, 5, 6];

const ROLE_CARD: &str = "You are ";

/// A group with the bot in it, and the bot's database.
struct Group {
    emu: Emulator,
    bot: Option<Bot>,
    dir: tempfile::TempDir,
}

impl Group {
    fn new() -> Group {
        let emu = Emulator::start();
        let dir = tempfile::tempdir().expect("a temp dir");
        let mut g = Group {
            emu,
            bot: None,
            dir,
        };
        g.start_bot();
        g
    }

    fn db(&self) -> PathBuf {
        self.dir.path().join("narrator.db")
    }

    fn start_bot(&mut self) {
        self.start_bot_with(&[]);
    }

    fn start_bot_with(&mut self, env: &[(&str, &str)]) {
        self.kill_bot();
        let log = self.dir.path().join("bot.log");
        self.bot = Some(Bot::start_with(&self.emu, &self.db(), &log, env));
    }

    fn kill_bot(&mut self) {
        if let Some(bot) = self.bot.take() {
            bot.kill();
        }
    }

    fn log(&self) -> String {
        std::fs::read_to_string(self.dir.path().join("bot.log")).unwrap_or_default()
    }

    /// Every user opens a private chat with the bot (so it may DM them)
    /// and waits for its greeting.
    fn greet(&self, users: &[i64]) {
        for &u in users {
            self.emu.say(u, u, "/start");
        }
        for &u in users {
            self.wait_text(u, "Hello!");
        }
    }

    /// Waits for a message in `chat` containing `part`, and returns it.
    fn wait_text(&self, chat: i64, part: &str) -> Msg {
        wait_for(
            &format!("{part:?} in chat {chat}\nbot log:\n{}", self.log()),
            Duration::from_secs(30),
            || {
                self.emu
                    .messages()
                    .into_iter()
                    .find(|m| m.chat == chat && m.text.contains(part))
            },
        )
    }

    /// Sends a command and waits for the bot's reply in that chat that
    /// contains `part`.
    fn command(&self, user: i64, chat: i64, text: &str, part: &str) -> Msg {
        let before: HashSet<i64> = self.emu.messages().iter().map(|m| m.id).collect();
        self.emu.say(user, chat, text);
        wait_for(
            &format!(
                "a reply to {text:?} with {part:?}\nbot log:\n{}",
                self.log()
            ),
            Duration::from_secs(30),
            || {
                self.emu
                    .messages()
                    .into_iter()
                    .find(|m| m.chat == chat && !before.contains(&m.id) && m.text.contains(part))
            },
        )
    }

    /// Presses a button and returns the callback answer: (text, url, alert).
    fn press(&self, user: i64, msg: &Msg, data: &str) -> (String, String, bool) {
        let before = self.emu.answers().len();
        self.emu.press(user, msg.chat, msg.id, data);
        self.emu.answer_after(before)
    }

    /// The group's lobby message as it is now.
    fn lobby(&self) -> Msg {
        self.wait_text(GROUP, "a new game is open")
    }

    /// Host 1 opens a lobby, the others join by button and the host
    /// starts; returns once every role card has arrived.
    fn start_game(&self) {
        self.greet(&USERS);
        self.emu.say(1, GROUP, "/mafia start classic");
        let lobby = self.lobby();
        let join = data_of(&lobby, "Join");
        for &u in &USERS[1..] {
            let (text, _, alert) = self.press(u, &lobby, &join);
            assert!(
                text.contains("You have a seat") && !alert,
                "join answer: {text}"
            );
        }
        wait_for("six seated in the lobby", Duration::from_secs(30), || {
            self.emu
                .messages()
                .into_iter()
                .find(|m| m.id == lobby.id && m.text.contains("Seated (6)"))
        });
        let (text, _, _) = self.press(1, &lobby, &data_of(&lobby, "Start"));
        assert_eq!(text, "The game begins.");
        for &u in &USERS {
            self.wait_text(u, ROLE_CARD);
        }
    }
}

fn data_of(msg: &Msg, label: &str) -> String {
    msg.keys
        .iter()
        .find(|(l, _)| l == label)
        .map(|(_, d)| d.clone())
        .unwrap_or_else(|| panic!("no {label:?} button on {msg:?}"))
}

/// Plays for the users: each answers every private prompt once (the first
/// choice, so the mafia agree) and every group prompt once (the first
/// player who is not themselves, so the day's vote removes someone).
/// Stops when `done` holds for the bot's messages; panics after `limit`.
struct Autoplayer {
    pressed: HashSet<(i64, i64)>,
    answers: Vec<(i64, String)>,
    /// Users who answer private prompts with the last choice instead.
    last_choice: HashSet<i64>,
    /// Private buttons pressed before any other when offered (by the
    /// start of their label).
    prefer: Vec<&'static str>,
}

impl Autoplayer {
    fn new() -> Autoplayer {
        Autoplayer {
            pressed: HashSet::new(),
            answers: Vec::new(),
            last_choice: HashSet::new(),
            prefer: Vec::new(),
        }
    }

    fn play_until(
        &mut self,
        g: &Group,
        users: &[i64],
        limit: Duration,
        done: impl Fn(&[Msg]) -> bool,
    ) {
        let start = Instant::now();
        loop {
            let msgs = g.emu.messages();
            if done(&msgs) {
                return;
            }
            assert!(
                start.elapsed() < limit,
                "the game did not get there in {limit:?}; group so far:\n{}\nbot log:\n{}",
                texts(&msgs, GROUP).join("\n---\n"),
                g.log()
            );
            let group_prompt = msgs
                .iter()
                .rev()
                .find(|m| m.chat == GROUP && m.keys.iter().any(|(_, d)| d.starts_with("c:")));
            for &u in users {
                let private = msgs
                    .iter()
                    .filter(|m| m.chat == u && m.keys.iter().any(|(_, d)| d.starts_with("c:")));
                for m in private.chain(group_prompt) {
                    if !self.pressed.insert((u, m.id)) {
                        continue;
                    }
                    let data = if m.chat == GROUP {
                        m.keys
                            .iter()
                            .find(|(l, _)| *l != name(u) && l != "No one")
                            .map(|(_, d)| d.clone())
                    } else if let Some((_, d)) = m
                        .keys
                        .iter()
                        .find(|(l, _)| self.prefer.iter().any(|p| l.starts_with(p)))
                    {
                        Some(d.clone())
                    } else if let Some((_, d)) = m.keys.iter().find(|(l, _)| l == "Pass") {
                        // A sport speech ends at once rather than at its deadline.
                        Some(d.clone())
                    } else if self.last_choice.contains(&u) {
                        m.keys.last().map(|(_, d)| d.clone())
                    } else {
                        m.keys.first().map(|(_, d)| d.clone())
                    };
                    if let Some(data) = data {
                        let (text, _, _) = g.press(u, m, &data);
                        self.answers.push((u, text));
                    }
                }
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    }
}

fn texts(msgs: &[Msg], chat: i64) -> Vec<String> {
    msgs.iter()
        .filter(|m| m.chat == chat)
        .map(|m| m.text.clone())
        .collect()
}

fn game_over(msgs: &[Msg]) -> bool {
    msgs.iter()
        .any(|m| m.chat == GROUP && m.text.contains("Game over"))
}

/// Role names a public message must not carry before the end.
const SECRET_WORDS: [&str; 4] = ["is the cop", "is the doctor", "was mafia", "is mafia"];

#[test]
fn a_whole_classic_game_in_a_group_with_six_users() {
    let g = Group::new();
    g.start_game();
    let lobby = g.lobby();
    let closed = wait_for("the lobby closed", Duration::from_secs(30), || {
        g.emu
            .messages()
            .into_iter()
            .find(|m| m.id == lobby.id && m.text.contains("has begun"))
    });
    assert!(closed.keys.is_empty(), "a started lobby has no buttons");
    for &u in &USERS {
        assert!(
            closed.text.contains(&name(u)),
            "{} seated: {}",
            name(u),
            closed.text
        );
    }

    let mut players = Autoplayer::new();
    players.play_until(&g, &USERS, Duration::from_secs(240), game_over);
    let msgs = g.emu.messages();
    let group = texts(&msgs, GROUP);
    // Shown with --nocapture, for reading a game as the group saw it.
    eprintln!("{}", group.join("\n---\n"));
    let end = group
        .iter()
        .position(|t| t.contains("Game over"))
        .expect("the game ended");
    assert!(
        group[end].contains("wins!") && group[end].contains("Roles:"),
        "the winner and every role are announced: {}",
        group[end]
    );
    for &u in &USERS {
        assert!(
            group[end].contains(&format!("{} was", name(u))),
            "{}",
            group[end]
        );
    }
    // Before the end nothing public named a hidden role.
    for text in &group[..end] {
        for word in SECRET_WORDS {
            assert!(
                !text.contains(word),
                "a public message leaks a role: {text}"
            );
        }
    }
    // Exactly one role card each, in private, and none in the group.
    for &u in &USERS {
        let cards = texts(&msgs, u)
            .into_iter()
            .filter(|t| t.starts_with(ROLE_CARD))
            .count();
        assert_eq!(cards, 1, "{} got {cards} role cards", name(u));
    }
    assert!(group.iter().all(|t| !t.starts_with(ROLE_CARD)));
    // The day's vote was a group message with a tally.
    assert!(
        group
            .iter()
            .any(|t| t.contains("voted") || t.contains("vote")),
        "the group saw the vote: {group:#?}"
    );
    // Each phase's group buttons went away when the phase ended.
    let still_open: Vec<&Msg> = msgs
        .iter()
        .filter(|m| m.chat == GROUP && !m.keys.is_empty())
        .collect();
    assert!(
        still_open.is_empty(),
        "buttons left after the end: {still_open:#?}"
    );
    // Every accepted press was confirmed in its callback answer.
    assert!(
        players
            .answers
            .iter()
            .any(|(_, a)| a.starts_with("You chose"))
    );
    // No message was sent twice to one chat (per-chat duplicates).
    assert_no_duplicate_dms(&g);
}

#[test]
fn a_whole_game_with_the_newer_roles_is_played_by_buttons() {
    let g = Group::new();
    g.emu.set_admins(GROUP, &[1]);
    g.command(
        1,
        GROUP,
        "/mafia config roles hunter,mayor,cupid,bodyguard,mafioso,serial_killer",
        "Set roles",
    );
    g.command(
        1,
        GROUP,
        "/mafia config reveal_on_death off",
        "Set reveal_on_death",
    );
    g.command(1, GROUP, "/mafia config hunter_secs 10", "Set hunter_secs");
    let rules = g.command(2, GROUP, "/mafia rules", "day vote");
    assert!(
        rules.text.contains("10 s"),
        "the hunter's time is shown: {}",
        rules.text
    );
    g.start_game();
    let mut players = Autoplayer::new();
    // A dying hunter shoots, and the mayor reveals.
    players.prefer = vec!["Shoot ", "Reveal: I am the mayor"];
    // Played until the mayor's first day prompt (private, with the reveal
    // button beside the vote), or the end if the mayor dies first.
    let reveal_button = |msgs: &[Msg]| {
        msgs.iter()
            .any(|m| m.chat != GROUP && m.keys.iter().any(|(l, _)| l == "Reveal: I am the mayor"))
    };
    players.play_until(&g, &USERS, Duration::from_secs(300), |m| {
        reveal_button(m) || game_over(m)
    });
    let saw_reveal = reveal_button(&g.emu.messages());
    players.play_until(&g, &USERS, Duration::from_secs(300), game_over);
    let msgs = g.emu.messages();
    let dms = |part: &str| {
        msgs.iter()
            .filter(|m| m.chat != GROUP && m.keys.iter().any(|(l, _)| l.starts_with(part)))
            .count()
    };
    // Cupid chose two lovers by buttons, one after the other, and the
    // lovers were told privately.
    assert!(dms("Bind ") >= 2, "cupid's two picks");
    let told: Vec<&Msg> = msgs
        .iter()
        .filter(|m| m.text.contains("Cupid has bound you"))
        .collect();
    assert_eq!(told.len(), 2, "each lover learns the other");
    assert!(told.iter().all(|m| m.chat != GROUP));
    // The mayor's day prompt is private, with the reveal button beside
    // the vote (a mayor killed before the first day never gets one).
    let mayor_days: Vec<&Msg> = msgs
        .iter()
        .filter(|m| {
            m.text
                .contains("As the mayor you may first reveal yourself")
        })
        .collect();
    assert!(mayor_days.iter().all(|m| m.chat != GROUP));
    assert_eq!(saw_reveal, !mayor_days.is_empty(), "the mayor's button");
    let group_has = |part: &str| {
        msgs.iter()
            .any(|m| m.chat == GROUP && m.text.contains(part))
    };
    if saw_reveal {
        assert!(
            group_has("reveals themself as the mayor"),
            "the reveal is public"
        );
    }
    // The bodyguard guarded by buttons.
    assert!(dms("Guard ") >= 1, "the bodyguard's buttons");
    // A hunter who died took someone along by a button.
    if group_has("was the hunter and may take one player") {
        assert!(
            group_has("The hunter's last shot kills"),
            "the hunter's shot"
        );
    }
    let group = texts(&msgs, GROUP);
    let end = group
        .iter()
        .position(|t| t.contains("Game over"))
        .expect("the game ended");
    for role in ["cupid", "the serial killer", "the mayor", "the hunter"] {
        assert!(group[end].contains(role), "{role} in {}", group[end]);
    }
    // Nothing public named a hidden role before the end (roles are not
    // shown on death here; the hunter shows itself when it aims, the mayor
    // when revealing).
    let began = group
        .iter()
        .position(|t| t.contains("Today is day 0"))
        .expect("day 0");
    let decided = group
        .iter()
        .position(|t| t.contains("win!") || t.contains("wins!"))
        .unwrap_or(end);
    for text in &group[began..decided] {
        for word in ["serial killer", "cupid", "bodyguard", "lovers"] {
            assert!(
                !text.contains(word),
                "a public message leaks {word}: {text}"
            );
        }
    }
    assert_no_duplicate_dms(&g);
}

fn assert_no_duplicate_dms(g: &Group) {
    let mut seen: HashMap<(i64, String), usize> = HashMap::new();
    for (chat, text) in g.emu.sent() {
        if chat > 0 && !text.starts_with("Hello!") {
            *seen.entry((chat, text)).or_default() += 1;
        }
    }
    let twice: Vec<_> = seen
        .iter()
        .filter(|(_, n)| **n > 1)
        .filter(|((_, t), _)| t.starts_with(ROLE_CARD))
        .collect();
    assert!(twice.is_empty(), "sent twice: {twice:#?}");
}

#[test]
fn a_restart_in_the_middle_of_a_night_resumes_the_game_without_repeats() {
    let mut g = Group::new();
    g.start_game();
    let mut players = Autoplayer::new();
    // Play day 0 until the night's private prompts are out.
    players.play_until(&g, &USERS, Duration::from_secs(60), |msgs| {
        msgs.iter().any(|m| m.text.starts_with("It is night"))
    });
    // Let the deliveries be recorded, then crash the bot.
    let quiet = |g: &Group| {
        let mut last = g.emu.sent().len();
        loop {
            std::thread::sleep(Duration::from_millis(1500));
            let now = g.emu.sent().len();
            if now == last {
                return now;
            }
            last = now;
        }
    };
    let sent_before = quiet(&g);
    let night_prompts: Vec<Msg> = g
        .emu
        .messages()
        .into_iter()
        .filter(|m| m.text.starts_with("It is night"))
        .collect();
    assert!(!night_prompts.is_empty());
    // The restarted bot sends nothing again while nobody acts: once it has
    // sent what its games still owed, nothing may have come.
    common::restart_settled(&g.dir.path().join("bot.log"), || {
        g.kill_bot();
        g.start_bot();
    });
    let resent: Vec<(i64, String)> = g.emu.sent()[sent_before..].to_vec();
    assert!(
        resent.is_empty(),
        "the restart repeated messages: {resent:#?}"
    );
    // The night's buttons from before the restart still work, and the
    // game plays on to its end.
    players.play_until(&g, &USERS, Duration::from_secs(240), game_over);
    let msgs = g.emu.messages();
    assert!(texts(&msgs, GROUP).iter().any(|t| t.contains("Game over")));
    assert_no_duplicate_dms(&g);
    for m in &night_prompts {
        let dupes = g
            .emu
            .sent()
            .iter()
            .filter(|(c, t)| *c == m.chat && *t == m.text)
            .count();
        // One prompt per night: the first night's is not sent again.
        assert!(dupes >= 1);
    }
    let firsts: Vec<usize> = night_prompts
        .iter()
        .map(|m| {
            g.emu
                .sent()
                .iter()
                .take(sent_before)
                .filter(|(c, t)| *c == m.chat && *t == m.text)
                .count()
        })
        .collect();
    assert!(
        firsts.iter().all(|n| *n == 1),
        "each night prompt went once before the crash: {firsts:?}"
    );
}

#[test]
fn bad_presses_and_commands_get_a_reason_and_change_nothing() {
    let g = Group::new();
    g.greet(&[1, 2, 9]);
    // A command that needs a group, sent privately.
    let reply = g.command(1, 1, "/mafia start", "works in a group");
    assert!(reply.text.contains("/mafia start"), "{}", reply.text);
    // A subcommand that does not exist.
    let reply = g.command(1, GROUP, "/mafia dance", "I do not understand");
    assert!(
        reply.text.contains("/mafia start"),
        "the usage is listed: {}",
        reply.text
    );
    // An unknown preset.
    let reply = g.command(1, GROUP, "/mafia start chess", "no preset");
    assert!(reply.text.contains("classic"), "{}", reply.text);

    g.emu.say(1, GROUP, "/mafia start classic");
    let lobby = g.lobby();
    let start = data_of(&lobby, "Start");
    // Only the host starts, and not with too few players.
    let (text, _, alert) = g.press(2, &lobby, &start);
    assert!(alert, "a refusal is an alert: {text}");
    let (text, _, alert) = g.press(1, &lobby, &start);
    assert!(
        alert && text.contains("Nothing changed"),
        "too few players: {text}"
    );
    // Forged button data, a game that does not exist, a lobby of another
    // chat, and a choice in a game that has not begun.
    for forged in ["zzz", "j:abc", "c:1:2", "j:999", "c:1:0:0", "c:1:7:99"] {
        let (text, _, alert) = g.press(9, &lobby, forged);
        assert!(alert, "{forged} refused as an alert: {text}");
        assert!(
            text.contains("nothing changed")
                || text.contains("Nothing changed")
                || text.contains("not playing"),
            "{forged}: {text}"
        );
    }
    // The same lobby's Join pressed from a private chat's copy of it.
    let elsewhere = Msg {
        chat: 9,
        ..lobby.clone()
    };
    let (text, _, _) = g.press(9, &elsewhere, &data_of(&lobby, "Join"));
    assert!(text.contains("another chat"), "{text}");
    // A user the bot cannot message yet gets the deep link to open a
    // private chat, not a seat; /start with it seats them.
    let (text, url, _) = g.press(7, &lobby, &data_of(&lobby, "Join"));
    assert!(
        url.starts_with("https://t.me/TestNameBot?start=join"),
        "a deep link, got text {text:?} url {url:?}"
    );
    let payload = url
        .rsplit_once("start=")
        .map(|(_, p)| p.to_string())
        .unwrap_or_default();
    let seated = g.command(7, 7, &format!("/start {payload}"), "You have a seat");
    assert!(seated.text.contains("in private"), "{}", seated.text);
    // A double join is refused.
    let (text, _, alert) = g.press(7, &lobby, &data_of(&lobby, "Join"));
    assert!(alert, "{text}");
    // Leaving as a non-player.
    let (text, _, alert) = g.press(2, &lobby, &data_of(&lobby, "Leave"));
    assert!(alert, "{text}");
    // After all this the lobby holds the host and user 7 only.
    let now = wait_for("the lobby shows two", Duration::from_secs(30), || {
        g.emu
            .messages()
            .into_iter()
            .find(|m| m.id == lobby.id && m.text.contains("Seated (2)"))
    });
    assert!(
        now.text.contains(&name(1)) && now.text.contains(&name(7)),
        "{}",
        now.text
    );
    // A second lobby in the same group is refused.
    let reply = g.command(2, GROUP, "/mafia start", "already running");
    assert!(reply.text.contains("/mafia stop"), "{}", reply.text);
    // Only the host or an admin stops it: the refusal names the host, and
    // the lobby stays open (no stop news; its Join button still there).
    let reply = g.command(2, GROUP, "/mafia stop", "/mafia stop");
    assert!(reply.text.contains(&name(1)), "{}", reply.text);
    let stopped = |g: &Group| {
        g.emu
            .messages()
            .iter()
            .any(|m| m.chat == GROUP && m.text.contains("stopped the game"))
    };
    assert!(!stopped(&g));
    let still = g.emu.messages().into_iter().find(|m| m.id == lobby.id);
    assert!(
        still.is_some_and(|m| m.keys.iter().any(|(l, _)| l == "Join")),
        "the lobby still takes players"
    );
    // The host can: the same check sees that stop.
    g.emu.say(1, GROUP, "/mafia stop");
    wait_for("the host's stop", Duration::from_secs(30), || {
        stopped(&g).then_some(())
    });
}

#[test]
fn presses_in_a_running_game_that_do_not_fit_are_refused() {
    let g = Group::new();
    g.start_game();
    // Day 0's ready button: a non-player, then a double press.
    let ready = g.wait_text(GROUP, "ready for the night");
    let data = data_of(&ready, "Ready");
    let (text, _, alert) = g.press(9, &ready, &data);
    assert!(alert && text.contains("not playing"), "non-player: {text}");
    let (text, _, _) = g.press(1, &ready, &data);
    assert_eq!(text, "You chose Ready.");
    let (text, _, alert) = g.press(1, &ready, &data);
    assert!(alert && text.contains("already"), "double press: {text}");
    // A private prompt's button pressed in the group.
    let mut players = Autoplayer::new();
    players.pressed.insert((1, ready.id));
    players.play_until(&g, &USERS, Duration::from_secs(60), |msgs| {
        msgs.iter().any(|m| m.text.starts_with("It is night"))
    });
    let night = g.wait_text(
        USERS
            .iter()
            .copied()
            .find(|u| {
                g.emu
                    .messages()
                    .iter()
                    .any(|m| m.chat == *u && m.text.starts_with("It is night"))
            })
            .expect("someone has a night prompt"),
        "It is night",
    );
    let first = night.keys[0].1.clone();
    let in_group = Msg {
        chat: GROUP,
        ..night.clone()
    };
    let (text, _, alert) = g.press(night.chat, &in_group, &first);
    assert!(alert && text.contains("does not belong"), "{text}");
    // Someone else pressing this player's private button.
    let other = USERS
        .iter()
        .copied()
        .find(|u| *u != night.chat)
        .unwrap_or(1);
    let (text, _, alert) = g.press(other, &night, &first);
    assert!(
        alert && text.contains("does not belong"),
        "someone else's prompt: {text}"
    );
    // Day 0's button once the night has begun.
    let (text, _, alert) = g.press(2, &ready, &data);
    assert!(alert && text.contains("earlier"), "old button: {text}");
    // A choice index that does not exist.
    let phase_part: String = first.split(':').take(3).collect::<Vec<_>>().join(":");
    let (text, _, alert) = g.press(night.chat, &night, &format!("{phase_part}:42"));
    assert!(alert && text.contains("does not exist"), "{text}");
    // The doctor saves someone other than the mafia's first choice, so
    // the night kills; on day 1 the victim's vote is refused.
    let doctor = USERS
        .iter()
        .copied()
        .find(|u| {
            texts(&g.emu.messages(), *u)
                .iter()
                .any(|t| t.starts_with("You are the doctor"))
        })
        .expect("a doctor was dealt");
    players.last_choice.insert(doctor);
    players.play_until(&g, &USERS, Duration::from_secs(120), |msgs| {
        msgs.iter()
            .any(|m| m.chat == GROUP && m.text.contains("Day 1: vote to lynch"))
    });
    let msgs = g.emu.messages();
    let news = texts(&msgs, GROUP).join("\n");
    let dead = USERS
        .iter()
        .copied()
        .find(|u| news.contains(&format!("Last night, {} was killed", name(*u))))
        .unwrap_or_else(|| panic!("night 0 killed someone:\n{news}"));
    let vote = wait_for("day 1's vote", Duration::from_secs(30), || {
        g.emu.messages().into_iter().find(|m| {
            m.chat == GROUP
                && m.text.starts_with("Whom do you vote")
                && m.keys.iter().any(|(_, d)| d.starts_with("c:"))
                && !players.pressed.contains(&(1, m.id))
        })
    });
    let (text, _, alert) = g.press(dead, &vote, &vote.keys[0].1);
    assert!(
        alert && text.contains("out of the game"),
        "dead voter: {text}"
    );
}

#[test]
fn only_group_admins_see_and_change_the_groups_settings() {
    let mut g = Group::new();
    g.emu.set_admins(GROUP, &[1]);
    let reply = g.command(
        2,
        GROUP,
        "/mafia config day_secs 90",
        "Only this group's admins",
    );
    assert!(!reply.text.contains("Set day_secs"));
    let reply = g.command(2, GROUP, "/mafia config", "Only this group's admins");
    assert!(!reply.text.contains("day vote"));
    let reply = g.command(1, GROUP, "/mafia config day_secs 0", "/mafia config");
    assert!(
        reply.text.contains("day_secs") && reply.text.contains("Nothing changed"),
        "a bad value names the option: {}",
        reply.text
    );
    let reply = g.command(1, GROUP, "/mafia config dance 1", "/mafia config");
    assert!(reply.text.contains("dance"), "{}", reply.text);
    let reply = g.command(1, GROUP, "/mafia config day_secs 90", "Set day_secs = 90");
    assert!(reply.text.contains("New games here use"), "{}", reply.text);
    let reply = g.command(1, GROUP, "/mafia config", "This group's rules");
    assert!(reply.text.contains("90 s"), "{}", reply.text);
    // The setting outlives a restart, and any member reads the rules.
    g.kill_bot();
    g.start_bot();
    let reply = g.command(2, GROUP, "/mafia rules", "day vote");
    assert!(reply.text.contains("90 s"), "{}", reply.text);
    let reply = g.command(1, 1, "/mafia config", "works in a group");
    assert!(reply.text.contains("/mafia config"), "{}", reply.text);
}

#[test]
fn a_phase_ends_at_its_deadline_after_a_reminder_in_the_group() {
    let mut g = Group::new();
    g.emu.set_admins(GROUP, &[1]);
    g.command(1, GROUP, "/mafia config day0_secs 10", "Set day0_secs = 10");
    g.start_bot_with(&[("NARRATOR_REMINDER_SECS", "5")]);
    g.start_game();
    // Nobody says they are ready: the reminder comes, then the night.
    let reminder = g.wait_text(GROUP, "seconds left in this phase");
    assert!(
        reminder.text.starts_with("5 seconds left"),
        "{}",
        reminder.text
    );
    g.wait_text(GROUP, "Night 0 falls");
    let group = texts(&g.emu.messages(), GROUP);
    let at = |part: &str| group.iter().position(|t| t.contains(part));
    assert!(
        at("seconds left") < at("Night 0 falls"),
        "the reminder comes before the phase ends: {group:#?}"
    );
    assert_eq!(
        group.iter().filter(|t| t.contains("seconds left")).count(),
        1,
        "one reminder per phase: {group:#?}"
    );
}

#[test]
fn the_host_stops_a_game_and_every_role_is_revealed() {
    let g = Group::new();
    g.start_game();
    let reply = g.command(2, GROUP, "/mafia stop", "/mafia stop");
    assert!(!reply.text.contains("Game over"), "{}", reply.text);
    g.emu.say(1, GROUP, "/mafia stop");
    let over = g.wait_text(GROUP, "Game over: the game was stopped");
    for &u in &USERS {
        assert!(
            over.text.contains(&format!("{} was", name(u))),
            "{}",
            over.text
        );
    }
    // The group is free for a new game.
    g.command(1, GROUP, "/mafia start", "a new game is open");
}

#[test]
fn a_429_from_telegram_is_waited_out_and_nothing_is_lost() {
    let g = Group::new();
    g.greet(&[1]);
    // Past the chat's one-a-second slot (counted from the greeting's
    // arrival), so only the 429s delay the reply.
    let greeted = g
        .emu
        .sent_full()
        .iter()
        .filter(|s| s.chat == 1)
        .map(|s| s.at)
        .max()
        .expect("the greeting arrived");
    wait_for("the chat's next slot", Duration::from_secs(5), || {
        (common::now_ms() >= greeted + 1100).then_some(())
    });
    g.emu.post(
        "/test/fail",
        &serde_json::json!({"method": "sendMessage", "count": 2}),
    );
    let asked = Instant::now();
    let reply = g.command(1, 1, "/mafia help", "Commands:");
    assert!(reply.text.contains("/mafia start"), "{}", reply.text);
    let refused = g.emu.post("/test/refused", &serde_json::json!({}));
    assert_eq!(refused, serde_json::json!(2), "both 429s were served");
    assert!(
        asked.elapsed() >= Duration::from_secs(2),
        "the bot waited out retry_after (1 s) twice: {:?}",
        asked.elapsed()
    );
    let helps = g
        .emu
        .sent()
        .iter()
        .filter(|(c, t)| *c == 1 && t.contains("Commands: /mafia start"))
        .count();
    assert_eq!(helps, 1, "sent once, after the refusals");
}

#[test]
fn a_burst_of_replies_to_one_group_is_joined_not_dropped() {
    let g = Group::new();
    g.command(1, GROUP, "/mafia help", "Commands:");
    let before = g.emu.sent().len();
    for _ in 0..10 {
        g.emu.say(1, GROUP, "/mafia help");
    }
    let replies = |g: &Group| -> usize {
        g.emu.sent()[before..]
            .iter()
            .map(|(_, t)| t.matches("Commands:").count())
            .sum()
    };
    wait_for("ten replies", Duration::from_secs(30), || {
        (replies(&g) >= 10).then_some(())
    });
    let sends = g.emu.sent().len() - before;
    // One more, asked after the ten: a chat's replies go out in order, so
    // once it is in, a repeat of any of the ten would be too.
    g.emu.say(1, GROUP, "/mafia help");
    wait_for("the eleventh reply", Duration::from_secs(90), || {
        (replies(&g) >= 11).then_some(())
    });
    assert_eq!(replies(&g), 11, "every reply arrives, once");
    assert!(
        sends < 10,
        "replies queued together are joined: {sends} sends"
    );
}

#[test]
fn a_sport_game_with_computer_players_takes_a_speech_by_private_message() {
    let g = Group::new();
    g.greet(&[1]);
    g.emu.say(1, GROUP, "/mafia start sport");
    let lobby = g.lobby();
    assert!(lobby.text.contains("10 to 16"), "{}", lobby.text);
    let (text, _, _) = g.press(1, &lobby, &data_of(&lobby, "Fill with computer players"));
    assert_eq!(text, "Computer players sat down.");
    let (text, _, _) = g.press(1, &lobby, &data_of(&lobby, "Start"));
    assert_eq!(text, "The game begins.");
    g.wait_text(1, "You have a ");
    // Whatever the role, the human's first day speech comes; say it in
    // the private chat.
    let mut players = Autoplayer::new();
    let speech_prompt = |msgs: &[Msg]| {
        msgs.iter()
            .any(|m| m.chat == 1 && m.text.starts_with("Your speech"))
            || game_over(msgs)
    };
    // Night 0's kill order (if the human is the don) is passed by button.
    players.play_until(&g, &[1], Duration::from_secs(120), speech_prompt);
    if !game_over(&g.emu.messages()) {
        g.command(1, 1, "I am red, check the player on my left", "Said.");
        // The speech is relayed; the speaker sees it as said by "you",
        // never under their own alias.
        g.wait_text(1, "You: I am red, check the player on my left");
    }
    // Ordinary talk in the group is not the bot's business.
    g.emu.say(1, GROUP, "hello everyone");
    // A command after it: a chat's updates are handled and answered in
    // order, so once its reply is in, a reply to the talk would be too.
    let helps = |g: &Group| {
        texts(&g.emu.messages(), GROUP)
            .iter()
            .filter(|t| t.contains("Commands:"))
            .count()
    };
    let helped = helps(&g);
    g.emu.say(1, GROUP, "/mafia help");
    wait_for(
        "the reply to a command after the talk",
        Duration::from_secs(90),
        || (helps(&g) > helped).then_some(()),
    );
    assert!(
        texts(&g.emu.messages(), GROUP)
            .iter()
            .all(|t| !t.contains("nothing to say")),
        "the bot answered group talk"
    );
    players.play_until(&g, &[1], Duration::from_secs(300), game_over);
    let msgs = g.emu.messages();
    let over = msgs
        .iter()
        .find(|m| m.chat == GROUP && m.text.contains("Game over"))
        .expect("the game ended");
    assert!(over.text.contains("Roles:"), "{}", over.text);
}

/// Host 1 opens a lobby, the others join and the host starts; returns at
/// once, while the roles are being dealt.
fn open_and_start(g: &Group) {
    g.greet(&USERS);
    g.emu.say(1, GROUP, "/mafia start classic");
    let lobby = g.lobby();
    let join = data_of(&lobby, "Join");
    for &u in &USERS[1..] {
        g.press(u, &lobby, &join);
    }
    wait_for("six seated in the lobby", Duration::from_secs(30), || {
        g.emu
            .messages()
            .into_iter()
            .find(|m| m.id == lobby.id && m.text.contains("Seated (6)"))
    });
    g.press(1, &lobby, &data_of(&lobby, "Start"));
}

#[test]
fn a_game_survives_three_sigkills_at_random_moments() {
    let mut moments = common::Moments(common::chaos_seed());
    let mut g = Group::new();
    open_and_start(&g);
    let mut players = Autoplayer::new();
    // (sends before the kill, when the new process started)
    let mut kills: Vec<(usize, i64)> = Vec::new();
    for k in 0..3 {
        // The first kill may come while the roles are being dealt.
        let wait = if k == 0 {
            moments.between(0, 1500)
        } else {
            moments.between(500, 4000)
        };
        let until = Instant::now() + wait;
        players.play_until(&g, &USERS, Duration::from_secs(120), |msgs| {
            game_over(msgs) || Instant::now() >= until
        });
        assert!(
            !game_over(&g.emu.messages()),
            "the game ended before kill {k}"
        );
        g.kill_bot();
        let before = g.emu.sent_full().len();
        let restarted = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0);
        g.start_bot();
        kills.push((before, restarted));
    }
    players.play_until(&g, &USERS, Duration::from_secs(300), game_over);
    // Let the last deliveries be recorded.
    // Each effect is recorded as the platform accepts it; wait for the last.
    let owed = common::owed_after(&g.db(), Duration::from_secs(120));
    let sent = g.emu.sent_full();
    // A repeat: after a restart, a message exactly like one sent before
    // the kill (same chat, text and buttons), within the moments the
    // restarted bot sends what it owes.
    let mut repeats = Vec::new();
    for (before, restarted) in &kills {
        let earlier: HashSet<(i64, &str, &str)> = sent[..*before]
            .iter()
            .map(|s| (s.chat, s.text.as_str(), s.markup.as_str()))
            .collect();
        for s in &sent[*before..] {
            if s.at <= restarted + 3000
                && earlier.contains(&(s.chat, s.text.as_str(), s.markup.as_str()))
            {
                repeats.push(s.clone());
            }
        }
    }
    eprintln!("{} messages repeated over three kills", repeats.len());
    assert!(
        repeats.len() <= 6,
        "only what was in flight at a kill may come again, {} repeats: {repeats:#?}",
        repeats.len()
    );
    for &u in &USERS {
        let cards = sent
            .iter()
            .filter(|s| s.chat == u && s.text.contains(ROLE_CARD))
            .count();
        assert!(
            (1..=2).contains(&cards),
            "user {u} got their role {cards} times"
        );
    }
    // Nothing the game said is still owed: every role, prompt and
    // announcement reached Telegram.
    assert!(owed.is_empty(), "never delivered: {owed:?}");
    assert!(
        texts(&g.emu.messages(), GROUP)
            .iter()
            .any(|t| t.contains("Game over"))
    );
}

#[test]
fn a_game_finishes_with_every_message_when_a_tenth_of_sends_fail() {
    let g = Group::new();
    g.emu.inject_faults(0.1, common::chaos_seed(), 1500);
    g.start_game();
    let mut players = Autoplayer::new();
    players.play_until(&g, &USERS, Duration::from_secs(600), game_over);
    // Each effect is recorded as the platform accepts it; wait for the last.
    let owed = common::owed_after(&g.db(), Duration::from_secs(120));
    let faults = g.emu.faults_served();
    let total: u64 = [
        "server_errors",
        "timeouts",
        "dropped_before",
        "dropped_after",
    ]
    .iter()
    .map(|k| faults[k].as_u64().unwrap_or(0))
    .sum();
    assert!(total > 0, "faults were served: {faults}");
    assert!(
        owed.is_empty(),
        "never delivered: {owed:?}\nlog:\n{}",
        g.log()
    );
    assert!(
        !g.log().contains("refused for good"),
        "no send was given up: {}",
        g.log()
    );
}

#[test]
fn a_burst_of_180_private_starts_draws_no_429() {
    let g = Group::new();
    g.emu.enforce_limits();
    let users: Vec<i64> = (100..280).collect();
    let asked = Instant::now();
    for &u in &users {
        g.emu.say(u, u, "/start");
    }
    let sent_in = asked.elapsed();
    wait_for(
        "a greeting for each of 180",
        Duration::from_secs(60),
        || {
            let greeted: HashSet<i64> = g
                .emu
                .sent()
                .into_iter()
                .filter(|(_, t)| t.starts_with("Hello!"))
                .map(|(c, _)| c)
                .collect();
            users.iter().all(|u| greeted.contains(u)).then_some(())
        },
    );
    eprintln!(
        "180 /start in {sent_in:?}: all answered after {:?}",
        asked.elapsed()
    );
    assert_eq!(g.emu.too_many_requests(), 0, "no 429 was drawn");
}

#[test]
fn a_player_who_blocked_the_bot_gets_what_waited_once_they_write_to_it() {
    let g = Group::new();
    g.start_game();
    // A player with a night power blocks the bot before the night's
    // prompts go out (a villager might never be written to again).
    let blocker = USERS
        .iter()
        .copied()
        .find(|&u| !g.wait_text(u, ROLE_CARD).text.contains("villager"))
        .expect("someone has a power");
    g.emu.block(blocker, true);
    let mut players = Autoplayer::new();
    players.play_until(&g, &USERS, Duration::from_secs(180), |msgs| {
        msgs.iter()
            .any(|m| m.chat == GROUP && m.text.contains("start=inbox"))
    });
    // The group was told how to get the messages: a link to the private chat.
    let notice = g.wait_text(GROUP, "start=inbox");
    assert!(notice.text.contains(&name(blocker)), "{}", notice.text);
    assert!(notice.text.contains("https://t.me/TestNameBot?start=inbox"));
    let to_blocker = |g: &Group| -> Vec<String> {
        g.emu
            .sent()
            .into_iter()
            .filter(|(c, t)| *c == blocker && !t.starts_with("Hello!"))
            .map(|(_, t)| t)
            .collect()
    };
    let before = to_blocker(&g).len();
    // They unblock and press Start in the private chat: what waited comes.
    g.emu.block(blocker, false);
    g.emu.say(blocker, blocker, "/start inbox");
    let held = wait_for("the held messages", Duration::from_secs(30), || {
        let now = to_blocker(&g);
        (now.len() > before).then(|| now[before..].to_vec())
    });
    eprintln!("held for user {blocker}: {held:?}");
    let owed = common::owed_after(&g.db(), Duration::from_secs(120));
    assert!(
        owed.is_empty(),
        "a refused message still counts as owed: {owed:?}"
    );
    players.play_until(&g, &USERS, Duration::from_secs(300), game_over);
    let notices = g
        .emu
        .sent()
        .iter()
        .filter(|(c, t)| *c == GROUP && t.contains("start=inbox"))
        .count();
    assert_eq!(notices, 1, "the group is told once, not per message");
}
