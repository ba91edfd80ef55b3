//! End to end: three `narrator serve` processes share one PostgreSQL
//! database and both platforms. Telegram is in webhook mode behind a
//! round-robin load balancer (so every update may land on any process);
//! the fake Discord has three shards, one per process (so a DM arrives on
//! shard 0's process, wherever its game runs). Thirty Mafia games run at
//! once, fifteen on each platform, each with two people and computer
//! players. Mid-game one process is killed with SIGKILL: the others take
//! its games over, every game ends with a winner, the people in the games
//! it ran keep getting prompts and answering them, no input is applied
//! twice (each log's seq is contiguous, no answer stored twice) and every
//! game's end reaches its chat.

use crate::common;
use crate::discord_support;
use crate::telegram_support;

use discord_support::{choices, text};
use narrator_discord_fake::{Config, FakeDiscord, GuildIds, SlashCommand};
use std::collections::{HashMap, HashSet};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use telegram_support::{Emulator, Msg, free_port, name, wait_for};

/// Games on each platform.
const GAMES: usize = 15;
const PROCESSES: usize = 3;
/// The process killed: not shard 0's, so DMs keep arriving somewhere.
const VICTIM: usize = 1;
const SECRET: &str = "three-processes";
const HOOK_PATH: &str = "/telegram/updates";

/// A round-robin HTTP load balancer: each request goes to the next
/// backend that takes the connection, so consecutive updates land on
/// different processes. A backend that fails mid-request answers 502, and
/// the emulator sends the update again, as Telegram would.
fn balance(backends: Vec<u16>) -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").expect("the balancer binds");
    let port = listener.local_addr().expect("an address").port();
    let next = Arc::new(AtomicUsize::new(0));
    let backends = Arc::new(backends);
    std::thread::spawn(move || {
        for client in listener.incoming().flatten() {
            let (next, backends) = (next.clone(), backends.clone());
            std::thread::spawn(move || serve_client(client, &next, &backends));
        }
    });
    port
}

/// Forwards one request from `client` to the next backend that takes it
/// and hands back its answer; the backend closes the connection after it,
/// and so does the balancer, so the client's next request comes on a new
/// connection and goes to the next backend.
fn serve_client(client: TcpStream, next: &AtomicUsize, backends: &[u16]) {
    let Ok(read) = client.try_clone() else {
        return;
    };
    let mut reader = BufReader::new(read);
    let mut client = client;
    // The request's head, then its body by Content-Length.
    let mut head = Vec::new();
    let mut length = 0usize;
    loop {
        let mut line = String::new();
        match reader.read_line(&mut line) {
            Ok(0) | Err(_) => return,
            Ok(_) => {}
        }
        let lower = line.to_ascii_lowercase();
        if let Some(v) = lower.strip_prefix("content-length:") {
            length = v.trim().parse().unwrap_or(0);
        }
        if lower.starts_with("connection:") {
            continue;
        }
        if line == "\r\n" {
            head.extend_from_slice(b"Connection: close\r\n\r\n");
            break;
        }
        head.extend_from_slice(line.as_bytes());
    }
    let mut body = vec![0; length];
    if reader.read_exact(&mut body).is_err() {
        return;
    }
    let response = (0..backends.len())
        .find_map(|_| {
            let port = backends[next.fetch_add(1, Ordering::Relaxed) % backends.len()];
            let mut up = TcpStream::connect(("127.0.0.1", port)).ok()?;
            up.set_read_timeout(Some(Duration::from_secs(10))).ok();
            up.write_all(&head).ok()?;
            up.write_all(&body).ok()?;
            let mut answer = Vec::new();
            up.read_to_end(&mut answer).ok()?;
            (!answer.is_empty()).then_some(answer)
        })
        .unwrap_or_else(|| {
            b"HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".to_vec()
        });
    let _ = client.write_all(&response);
    let _ = client.shutdown(Shutdown::Write);
}

/// One `narrator serve` process; killed when dropped.
struct Process {
    child: Child,
    log: std::path::PathBuf,
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Process {
    fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

/// A Telegram group: its chat and its two people (the first hosts).
struct TgGame {
    chat: i64,
    people: [i64; 2],
}

/// A Discord guild: its ids and its two members (the first manages it).
struct DcGame {
    guild: GuildIds,
    people: [u64; 2],
}

struct World {
    emu: Emulator,
    fake: FakeDiscord,
    url: String,
    dir: tempfile::TempDir,
    processes: Vec<Option<Process>>,
    /// Each process's webhook port, and the balancer's.
    listens: Vec<u16>,
    lb: u16,
    telegram: Vec<TgGame>,
    discord: Vec<DcGame>,
}

impl World {
    fn start() -> World {
        let emu = Emulator::start();
        let fake = FakeDiscord::start_blocking_with(Config {
            shards: PROCESSES as u32,
            ..Config::default()
        })
        .expect("the fake Discord starts");
        let url = narrator_pg_testkit::test_server().fresh_database_blocking("narrator_e2e");
        let dir = tempfile::tempdir().expect("a temp dir");
        let discord = (0..GAMES)
            .map(|g| {
                let guild = fake
                    .add_guild_on_shard(&format!("Town{g}"), (g % PROCESSES) as u32)
                    .expect("a guild");
                let people = [0, 1].map(|i| {
                    fake.add_member(guild.guild_id, &format!("t{g}-p{i}"), i == 0)
                        .expect("a member")
                });
                DcGame { guild, people }
            })
            .collect();
        let telegram = (0..GAMES)
            .map(|g| {
                let g = g as i64;
                TgGame {
                    chat: -2000 - g,
                    people: [100 + 2 * g, 101 + 2 * g],
                }
            })
            .collect();
        let listens: Vec<u16> = (0..PROCESSES).map(|_| free_port()).collect();
        let lb = balance(listens.clone());
        let processes = listens
            .iter()
            .enumerate()
            .map(|(i, port)| Some(spawn(&emu, &fake, &url, dir.path(), i, *port, lb)))
            .collect();
        World {
            emu,
            fake,
            url,
            dir,
            processes,
            listens,
            lb,
            telegram,
            discord,
        }
    }

    fn logs(&self) -> String {
        self.processes
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let log = p.as_ref().map_or_else(
                    || {
                        std::fs::read_to_string(self.dir.path().join(format!("p{i}.log")))
                            .unwrap_or_default()
                    },
                    Process::log,
                );
                let tail: Vec<&str> = log.lines().rev().take(40).collect();
                format!(
                    "--- process {i} (last lines) ---\n{}",
                    tail.into_iter().rev().collect::<Vec<_>>().join("\n")
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    }
}

fn spawn(
    emu: &Emulator,
    fake: &FakeDiscord,
    url: &str,
    dir: &Path,
    i: usize,
    port: u16,
    lb: u16,
) -> Process {
    let log = dir.join(format!("p{i}.log"));
    let err = std::fs::File::create(&log).expect("a log file");
    let child = common::narrator_on(url)
        .arg("serve")
        .env("TELEGRAM_BOT_TOKEN", emu.token())
        .env("TELEGRAM_API_URL", emu.url())
        .env(
            "TELEGRAM_WEBHOOK_URL",
            format!("http://127.0.0.1:{lb}{HOOK_PATH}"),
        )
        .env("TELEGRAM_WEBHOOK_LISTEN", format!("127.0.0.1:{port}"))
        .env("TELEGRAM_WEBHOOK_SECRET", SECRET)
        .env_remove("TELEGRAM_WEBHOOK_SET")
        .env("DISCORD_TOKEN", "test-token")
        .env("DISCORD_API_URL", fake.url())
        .env("DISCORD_SHARDS", format!("{i}-{i}/{PROCESSES}"))
        .env("NARRATOR_LEASE_SECS", "2")
        .env("NARRATOR_REMINDER_SECS", "0")
        .env("NARRATOR_LOG", "info,teloxide=warn,serenity=warn")
        .stdout(Stdio::null())
        .stderr(err)
        .spawn()
        .expect("narrator serve starts");
    Process { child, log }
}

fn key_of(msg: &Msg, label: &str) -> Option<String> {
    msg.keys
        .iter()
        .find(|(l, _)| l == label)
        .map(|(_, d)| d.clone())
}

/// A Telegram group's lobby: opened with the quick rules, the second
/// person joins, computers fill it and the host starts it.
fn start_telegram(w: &World, game: &TgGame) {
    let [host, guest] = game.people;
    w.emu.set_admins(game.chat, &[host]);
    for (option, value) in [
        ("day0_secs", "10"),
        ("day_secs", "30"),
        ("night_secs", "10"),
    ] {
        w.emu
            .say(host, game.chat, &format!("/mafia config {option} {value}"));
        wait_for(
            &format!("{option} set in {}\n{}", game.chat, w.logs()),
            Duration::from_secs(60),
            || {
                w.emu
                    .texts_in(game.chat)
                    .into_iter()
                    .find(|t| t.contains(&format!("Set {option}")))
            },
        );
    }
    w.emu.say(host, game.chat, "/mafia start classic");
    let lobby = wait_for(
        &format!("the lobby in {}\n{}", game.chat, w.logs()),
        Duration::from_secs(60),
        || {
            w.emu
                .messages()
                .into_iter()
                .find(|m| m.chat == game.chat && m.text.contains("a new game is open"))
        },
    );
    let seated = |n: &str| {
        wait_for(
            &format!("{n} in {}\n{}", game.chat, w.logs()),
            Duration::from_secs(60),
            || {
                w.emu
                    .messages()
                    .into_iter()
                    .find(|m| m.id == lobby.id && m.chat == game.chat && m.text.contains(n))
            },
        )
    };
    w.emu.press(
        guest,
        game.chat,
        lobby.id,
        &key_of(&lobby, "Join").expect("a Join button"),
    );
    seated("Seated (2)");
    w.emu.press(
        host,
        game.chat,
        lobby.id,
        &key_of(&lobby, "Fill with computer players").expect("a Fill button"),
    );
    let filled = wait_for(
        &format!("the computers in {}\n{}", game.chat, w.logs()),
        Duration::from_secs(60),
        || {
            w.emu.messages().into_iter().find(|m| {
                m.id == lobby.id
                    && m.chat == game.chat
                    && m.text.contains("Seated (")
                    && !m.text.contains("Seated (2)")
            })
        },
    );
    w.emu.press(
        host,
        game.chat,
        filled.id,
        &key_of(&lobby, "Start").expect("a Start button"),
    );
}

/// A slash command in a guild and its reply's text.
fn slash(w: &World, game: &DcGame, user: u64, cmd: &SlashCommand) -> String {
    let sent = w
        .fake
        .slash_command(game.guild.channel_id, user, cmd)
        .expect("dispatched");
    let reply = w
        .fake
        .wait_for_blocking(Duration::from_secs(60), |f| {
            f.interaction(sent.id).and_then(|r| {
                r.reply
                    .filter(|m| !text(m).is_empty() || !m.components.is_empty())
            })
        })
        .unwrap_or_else(|| panic!("{cmd:?} unanswered\n{}", w.logs()));
    text(&reply)
}

/// Presses the choice labelled `label` on a message and waits for the
/// reply.
fn press_label(w: &World, user: u64, m: &narrator_discord_fake::Message, label: &str) -> String {
    let c = choices(m)
        .into_iter()
        .find(|c| c.0 == label)
        .unwrap_or_else(|| panic!("no {label:?} on {m:?}"));
    let sent = w
        .fake
        .press_button(m.channel_id, m.id, user, &c.1)
        .expect("dispatched");
    let reply = w
        .fake
        .wait_for_blocking(Duration::from_secs(60), |f| {
            f.interaction(sent.id).and_then(|r| r.reply)
        })
        .unwrap_or_else(|| panic!("{label:?} unanswered\n{}", w.logs()));
    text(&reply)
}

/// A guild's lobby, as for Telegram.
fn start_discord(w: &World, game: &DcGame) {
    let [host, guest] = game.people;
    for (option, value) in [
        ("day0_secs", "10"),
        ("day_secs", "30"),
        ("night_secs", "10"),
    ] {
        let cmd = SlashCommand::new("mafia-config")
            .string("option", option)
            .string("value", value);
        let reply = slash(w, game, host, &cmd);
        assert!(reply.starts_with("Set "), "{reply}");
    }
    slash(
        w,
        game,
        host,
        &SlashCommand::new("mafia").subcommand("start"),
    );
    let lobby = w
        .fake
        .wait_for_blocking(Duration::from_secs(60), |f| {
            f.messages(game.guild.channel_id)
                .into_iter()
                .find(|m| text(m).contains("a new game is open"))
        })
        .unwrap_or_else(|| panic!("no lobby\n{}", w.logs()));
    let joined = press_label(w, guest, &lobby, "Join");
    assert!(joined.contains("You have a seat"), "{joined}");
    let filled = press_label(w, host, &lobby, "Fill with computer players");
    assert!(!filled.is_empty());
    let began = press_label(w, host, &lobby, "Start");
    assert_eq!(began, "The game begins.", "{}", w.logs());
}

/// Answers every prompt the people have not answered yet: a varied
/// private choice, a vote for somebody else in the group. Presses are
/// not waited for: a lost one is what deadlines are for.
struct Players {
    /// (Telegram?, person, message) pressed already.
    pressed: HashSet<(bool, u64, u64)>,
    /// How many answers each person (by player id) pressed.
    presses: HashMap<String, usize>,
    /// Presses in Discord channels: the interaction, its server's shard,
    /// and when (ms).
    channel_presses: Vec<(u64, u32, i64)>,
}

impl Players {
    fn round(&mut self, w: &World) {
        let msgs = w.emu.messages();
        for game in &w.telegram {
            let group = msgs
                .iter()
                .rev()
                .find(|m| m.chat == game.chat && m.keys.iter().any(|(_, d)| d.starts_with("c:")));
            for &u in &game.people {
                let private = msgs
                    .iter()
                    .filter(|m| m.chat == u && m.keys.iter().any(|(_, d)| d.starts_with("c:")));
                for m in private.chain(group) {
                    if !self.pressed.insert((true, u as u64, m.id as u64)) {
                        continue;
                    }
                    let data = if m.chat == game.chat {
                        m.keys
                            .iter()
                            .find(|(l, _)| *l != name(u) && !l.eq_ignore_ascii_case("no one"))
                            .map(|(_, d)| d.clone())
                    } else {
                        let i = usize::try_from(m.id.unsigned_abs()).unwrap_or(0) * 7 + 3;
                        m.keys.get(i % m.keys.len().max(1)).map(|(_, d)| d.clone())
                    };
                    if let Some(data) = data {
                        w.emu.press(u, m.chat, m.id, &data);
                        *self.presses.entry(format!("telegram:{u}")).or_default() += 1;
                    }
                }
            }
        }
        for game in &w.discord {
            let channel = w.fake.messages(game.guild.channel_id);
            let group = channel.iter().rev().find(|m| {
                choices(m)
                    .iter()
                    .any(|c| discord_support::data(c).starts_with("c:"))
            });
            for (n, &u) in game.people.iter().enumerate() {
                let dms = w.fake.dms_to(u);
                let private = dms.iter().filter(|m| {
                    choices(m)
                        .iter()
                        .any(|c| discord_support::data(c).starts_with("c:"))
                });
                for m in private.chain(group) {
                    if !self.pressed.insert((false, u, m.id)) {
                        continue;
                    }
                    let options = choices(m);
                    let pick = if m.channel_id == game.guild.channel_id {
                        options
                            .iter()
                            .find(|c| {
                                !c.0.contains(&format!("t{}-p{n}", game_index(w, game)))
                                    && !c.0.eq_ignore_ascii_case("no one")
                            })
                            .or(options.first())
                    } else {
                        options.get((m.id as usize * 7 + 3) % options.len().max(1))
                    };
                    if let Some(c) = pick {
                        *self.presses.entry(format!("discord:{u}")).or_default() += 1;
                        let pressed = match &c.2 {
                            Some(value) => {
                                w.fake
                                    .select(m.channel_id, m.id, u, &c.1, &[value.as_str()])
                            }
                            None => w.fake.press_button(m.channel_id, m.id, u, &c.1),
                        };
                        if let Ok(pressed) = pressed
                            && m.channel_id == game.guild.channel_id
                        {
                            let shard = (game_index(w, game) % PROCESSES) as u32;
                            self.channel_presses
                                .push((pressed.id, shard, common::now_ms()));
                        }
                    }
                }
            }
        }
    }
}

fn game_index(w: &World, game: &DcGame) -> usize {
    w.discord
        .iter()
        .position(|g| g.guild.guild_id == game.guild.guild_id)
        .unwrap_or(0)
}

/// A stored game: its id, its place, its result (if it ended) and its
/// inputs (seq, JSON, ms).
type StoredGame = (i64, String, Option<String>, Vec<(i64, String, i64)>);

/// The database's view of the games.
struct Stored {
    /// Per game: its place, whether it ended with a result, and its
    /// inputs (seq, JSON, ms).
    games: Vec<StoredGame>,
    /// Per game: its lease's owner and epoch.
    leases: HashMap<i64, (String, i64)>,
}

fn stored(url: &str) -> Stored {
    use sqlx::{Connection, postgres::PgConnection};
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let mut conn = PgConnection::connect(url).await.expect("connects");
        let games: Vec<(i64, String, Option<String>)> =
            sqlx::query_as("SELECT id, surface, result_json FROM games ORDER BY id")
                .fetch_all(&mut conn)
                .await
                .expect("games");
        let inputs: Vec<(i64, i64, String, i64)> = sqlx::query_as(
            "SELECT game_id, seq, input_json, at_ms FROM inputs ORDER BY game_id, seq",
        )
        .fetch_all(&mut conn)
        .await
        .expect("inputs");
        let leases: Vec<(i64, Option<String>, i64)> =
            sqlx::query_as("SELECT game_id, owner, epoch FROM game_leases")
                .fetch_all(&mut conn)
                .await
                .expect("leases");
        let _ = conn.close().await;
        Stored {
            games: games
                .into_iter()
                .map(|(id, surface, result)| {
                    let log = inputs
                        .iter()
                        .filter(|(g, ..)| *g == id)
                        .map(|(_, seq, json, at)| (*seq, json.clone(), *at))
                        .collect();
                    (id, surface, result, log)
                })
                .collect(),
            leases: leases
                .into_iter()
                .map(|(g, owner, epoch)| (g, (owner.unwrap_or_default(), epoch)))
                .collect(),
        }
    })
}

#[test]
fn three_processes_share_thirty_games_and_survive_losing_one() {
    let mut w = World::start();
    // Every process is up: its webhook listener and its Discord shard.
    w.fake
        .wait_for_blocking(Duration::from_secs(90), |f| {
            (f.live_sessions() >= PROCESSES as u64 && !f.commands(None).is_empty()).then_some(())
        })
        .unwrap_or_else(|| panic!("the shards never identified\n{}", w.logs()));
    for (i, p) in w.processes.iter().enumerate() {
        let p = p.as_ref().expect("running");
        wait_for(
            &format!("process {i} listening\n{}", w.logs()),
            Duration::from_secs(60),
            || p.log().contains("Telegram bot running").then_some(()),
        );
    }
    // People open their private chats with the Telegram bot.
    for game in &w.telegram {
        for &u in &game.people {
            w.emu.say(u, u, "/start");
        }
    }
    for game in &w.telegram {
        for &u in &game.people {
            wait_for(
                &format!("a greeting for {u}\n{}", w.logs()),
                Duration::from_secs(60),
                || w.emu.texts_in(u).into_iter().find(|t| t.contains("Hello!")),
            );
        }
    }

    // Thirty lobbies at once, each started.
    std::thread::scope(|s| {
        for game in &w.telegram {
            let w = &w;
            s.spawn(move || start_telegram(w, game));
        }
        for game in &w.discord {
            let w = &w;
            s.spawn(move || start_discord(w, game));
        }
    });

    // Everyone is dealt a role, then plays a while.
    let mut players = Players {
        pressed: HashSet::new(),
        presses: HashMap::new(),
        channel_presses: Vec::new(),
    };
    let start = Instant::now();
    loop {
        players.round(&w);
        let tg_cards = w
            .telegram
            .iter()
            .flat_map(|g| g.people)
            .filter(|u| w.emu.texts_in(*u).iter().any(|t| t.contains("You are ")))
            .count();
        let dc_cards = w
            .discord
            .iter()
            .flat_map(|g| g.people)
            .filter(|u| {
                w.fake
                    .dms_to(*u)
                    .iter()
                    .any(|m| text(m).contains("You are "))
            })
            .count();
        if tg_cards == 2 * GAMES
            && dc_cards == 2 * GAMES
            && start.elapsed() > Duration::from_secs(8)
        {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "roles dealt: {tg_cards} on Telegram, {dc_cards} on Discord\n{}",
            w.logs()
        );
        std::thread::sleep(Duration::from_millis(300));
    }

    // The victim's games, then the victim, killed.
    let before = stored(&w.url);
    let pid = w.processes[VICTIM].as_ref().expect("running").child.id();
    let victims: HashSet<i64> = before
        .leases
        .iter()
        .filter(|(_, (owner, _))| owner.contains(&format!(":{pid}:")))
        .map(|(g, _)| *g)
        .collect();
    assert!(
        !victims.is_empty(),
        "the victim ran games: {:?}",
        before.leases
    );
    let unfinished_victims: Vec<i64> = before
        .games
        .iter()
        .filter(|(g, _, result, _)| victims.contains(g) && result.is_none())
        .map(|(g, ..)| *g)
        .collect();
    drop(w.processes[VICTIM].take());
    let killed_at = common::now_ms();
    let victim_shard = [VICTIM as u32, PROCESSES as u32];
    let identified = |f: &FakeDiscord| {
        f.identified_shards()
            .iter()
            .filter(|s| **s == victim_shard)
            .count()
    };
    let mut shard_back_at = None;

    // Play on until every game has ended.
    let start = Instant::now();
    loop {
        if shard_back_at.is_none() && identified(&w.fake) >= 2 {
            shard_back_at = Some(common::now_ms());
        }
        players.round(&w);
        let now = stored(&w.url);
        let open = now.games.iter().filter(|(.., r, _)| r.is_none()).count();
        if now.games.len() == 2 * GAMES && open == 0 {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(600),
            "{open} games still open\n{}",
            w.logs()
        );
        std::thread::sleep(Duration::from_millis(400));
    }

    let end = stored(&w.url);
    assert_eq!(end.games.len(), 2 * GAMES, "one game per place");
    for (game, surface, result, log) in &end.games {
        let result = result.as_deref().unwrap_or("null");
        assert_ne!(
            result, "null",
            "game {game} in {surface} ended with a winner"
        );
        for (i, (seq, ..)) in log.iter().enumerate() {
            assert_eq!(*seq, i as i64, "game {game}: seq contiguous");
        }
    }
    // No answer applied twice: nobody has more answers stored than they
    // pressed (each prompt is pressed once; a lost press stores none).
    let mut stored_acts: HashMap<String, usize> = HashMap::new();
    for (.., log) in &end.games {
        for (_, json, _) in log {
            let Some(rest) = json.split("\"Act\":{\"player\":\"").nth(1) else {
                continue;
            };
            let player = rest.split('"').next().unwrap_or_default();
            if !player.starts_with("cpu:") && json.contains("\"by_computer\":false") {
                *stored_acts.entry(player.to_string()).or_default() += 1;
            }
        }
    }
    assert!(!stored_acts.is_empty(), "people's answers were stored");
    for (player, stored) in &stored_acts {
        let pressed = players.presses.get(player).copied().unwrap_or(0);
        assert!(
            *stored <= pressed,
            "{player}: {stored} answers stored from {pressed} presses"
        );
    }
    // The victim's unfinished games changed hands and went on: a person
    // answered a prompt after the kill in each that lasted a while.
    for game in &unfinished_victims {
        let (_, surface, _, log) = end
            .games
            .iter()
            .find(|(g, ..)| g == game)
            .expect("the game is stored");
        let last = log.last().map_or(0, |(_, _, at)| *at);
        // A game may end in the victim between reading the leases and the
        // kill (a loaded machine widens the window): nothing to take over.
        if last <= killed_at {
            continue;
        }
        let (_, epoch) = end.leases.get(game).cloned().unwrap_or_default();
        assert!(epoch >= 2, "game {game} was taken over (epoch {epoch})");
        let people_after = log.iter().any(|(_, json, at)| {
            *at > killed_at && json.contains("\"Act\"") && !json.contains("\"cpu:")
        });
        // A game on the dead shard heard nobody in its channel until
        // another process ran the shard; its people's DMs still reached
        // shard 0. A game that ended at once had no time.
        if surface.starts_with("telegram:") && last > killed_at + 15_000 {
            assert!(
                people_after,
                "game {game} in {surface}: nobody's answer was applied after the kill"
            );
        }
    }
    // The dead process's shard runs again in one other process: the
    // servers on it reach the bot again, and nobody runs a shard twice.
    let shard_back_at = match shard_back_at {
        Some(at) => at,
        None => {
            w.fake
                .wait_for_blocking(Duration::from_secs(60), |f| {
                    (identified(f) >= 2).then_some(())
                })
                .unwrap_or_else(|| panic!("nobody took the dead shard over\n{}", w.logs()));
            common::now_ms()
        }
    };
    eprintln!(
        "the dead process's shard ran again {} ms after the kill",
        shard_back_at - killed_at
    );
    assert_eq!(
        w.fake.live_sessions(),
        PROCESSES as u64,
        "one session per shard"
    );
    let after: Vec<u64> = players
        .channel_presses
        .iter()
        .filter(|(_, shard, at)| *shard == VICTIM as u32 && *at > shard_back_at + 1_000)
        .map(|(id, ..)| *id)
        .collect();
    for id in &after {
        let acked = w
            .fake
            .wait_for_blocking(Duration::from_secs(10), |f| {
                f.interaction(*id).and_then(|r| r.acked_after)
            })
            .is_some();
        assert!(
            acked,
            "a press on the taken-over shard went unanswered\n{}",
            w.logs()
        );
    }
    eprintln!(
        "{} channel presses on the taken-over shard, all answered",
        after.len()
    );
    // A server on that shard is heard again, whatever its game did: its
    // host sets an option.
    let game = w
        .discord
        .iter()
        .find(|g| game_index(&w, g) % PROCESSES == VICTIM)
        .expect("a server on the dead shard");
    let set = SlashCommand::new("mafia-config")
        .string("option", "day_secs")
        .string("value", "30");
    let reply = slash(&w, game, game.people[0], &set);
    assert!(reply.starts_with("Set "), "{reply}");
    // Every game's end reached its chat (the last effects may still be on
    // their way when the database says the game ended).
    for game in &w.telegram {
        wait_for(
            &format!("the end in {}\n{}", game.chat, w.logs()),
            Duration::from_secs(60),
            || {
                w.emu
                    .texts_in(game.chat)
                    .into_iter()
                    .find(|t| t.contains("Game over"))
            },
        );
        for &u in &game.people {
            let cards = w
                .emu
                .texts_in(u)
                .iter()
                .filter(|t| t.contains("You are "))
                .count();
            assert!(
                (1..=2).contains(&cards),
                "user {u} got their role {cards} times"
            );
        }
    }
    for game in &w.discord {
        w.fake
            .wait_for_blocking(Duration::from_secs(60), |f| {
                f.messages(game.guild.channel_id)
                    .into_iter()
                    .find(|m| text(m).contains("Game over"))
            })
            .unwrap_or_else(|| panic!("no end in guild {}\n{}", game.guild.guild_id, w.logs()));
    }
    // Most presses landed on a process that did not run their game (the
    // balancer takes turns), and their owner's answer came back: a
    // relayed choice is answered "You chose …" like any other.
    let answers = w.emu.answers();
    let chose = answers
        .iter()
        .filter(|(text, ..)| text.starts_with("You chose"))
        .count();
    let telegram_presses: usize = players
        .presses
        .iter()
        .filter(|(p, _)| p.starts_with("telegram:"))
        .map(|(_, n)| n)
        .sum();
    eprintln!(
        "{telegram_presses} Telegram presses, {chose} answered 'You chose'; {} answers in all",
        answers.len()
    );
    assert!(
        chose * 2 >= telegram_presses,
        "{chose} of {telegram_presses} Telegram presses were answered as chosen"
    );
    let logs = w.logs();
    assert!(
        logs.contains("took over games of a stopped process"),
        "the survivors took games over:\n{logs}"
    );

    // The dead process comes back: the shard of its range is handed back
    // to it, and still nobody runs a shard twice.
    let port = w.listens[VICTIM];
    w.processes[VICTIM] = Some(spawn(
        &w.emu,
        &w.fake,
        &w.url,
        w.dir.path(),
        VICTIM,
        port,
        w.lb,
    ));
    w.fake
        .wait_for_blocking(Duration::from_secs(60), |f| {
            (identified(f) >= 3).then_some(())
        })
        .unwrap_or_else(|| panic!("the shard was not handed back\n{}", w.logs()));
    let back = w.processes[VICTIM].as_ref().expect("running");
    wait_for(
        &format!("the shard handed back\n{}", w.logs()),
        Duration::from_secs(30),
        || back.log().contains("Discord shards leased").then_some(()),
    );
    std::thread::sleep(Duration::from_millis(500));
    assert_eq!(
        w.fake.live_sessions(),
        PROCESSES as u64,
        "one session per shard after the hand-back"
    );
    let reply = slash(&w, game, game.people[0], &set);
    assert!(reply.starts_with("Set "), "{reply}");
    for p in w.processes.iter_mut().flatten() {
        let _ = p.child.kill();
    }
}
