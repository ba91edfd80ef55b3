//! End-to-end on the Telegram Bot API emulator and a PostgreSQL database:
//! the process running a game is killed with SIGKILL mid-game, another
//! process (already running, a standby) takes the game over once the dead
//! one's lease expires, and the game plays on to its end with nothing
//! applied twice.

use crate::common;
use crate::telegram_support;

use std::collections::HashSet;
use std::time::{Duration, Instant};
use telegram_support::{Bot, Emulator, GROUP, Msg, name, wait_for};

const USERS: [i64; 6] = [1, 2, 3, 4, 5, 6];

/// A lease this short lets the standby take over within seconds.
const LEASE: [(&str, &str); 1] = [("NARRATOR_LEASE_SECS", "2")];

fn data_of(msg: &Msg, label: &str) -> String {
    msg.keys
        .iter()
        .find(|(l, _)| l == label)
        .map(|(_, d)| d.clone())
        .unwrap_or_else(|| panic!("no {label:?} button on {msg:?}"))
}

fn logs(dir: &tempfile::TempDir) -> String {
    ["a.log", "b.log"]
        .iter()
        .map(|f| std::fs::read_to_string(dir.path().join(f)).unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n--- next process ---\n")
}

/// Everyone answers each prompt once: a varied private choice, a vote
/// for somebody else in the group.
fn play_until(
    emu: &Emulator,
    dir: &tempfile::TempDir,
    pressed: &mut HashSet<(i64, i64)>,
    limit: Duration,
    done: impl Fn(&[Msg]) -> bool,
) {
    let start = Instant::now();
    loop {
        let msgs = emu.messages();
        if done(&msgs) {
            return;
        }
        assert!(
            start.elapsed() < limit,
            "not there in {limit:?}; group so far:\n{}\nbot logs:\n{}",
            emu.texts_in(GROUP).join("\n---\n"),
            logs(dir)
        );
        let group_prompt = msgs
            .iter()
            .rev()
            .find(|m| m.chat == GROUP && m.keys.iter().any(|(_, d)| d.starts_with("c:")));
        for &u in &USERS {
            let private = msgs
                .iter()
                .filter(|m| m.chat == u && m.keys.iter().any(|(_, d)| d.starts_with("c:")));
            for m in private.chain(group_prompt) {
                if !pressed.insert((u, m.id)) {
                    continue;
                }
                let data = if m.chat == GROUP {
                    m.keys
                        .iter()
                        .find(|(l, _)| *l != name(u) && l != "No one")
                        .map(|(_, d)| d.clone())
                } else {
                    let i = usize::try_from(m.id.unsigned_abs()).unwrap_or(0) * 7 + 3;
                    m.keys.get(i % m.keys.len().max(1)).map(|(_, d)| d.clone())
                };
                if let Some(data) = data {
                    emu.press(u, m.chat, m.id, &data);
                }
            }
        }
        std::thread::sleep(Duration::from_millis(200));
    }
}

fn game_over(msgs: &[Msg]) -> bool {
    msgs.iter()
        .any(|m| m.chat == GROUP && m.text.contains("Game over"))
}

/// The database's view of the game: its input seqs in order, and its
/// lease's owner and epoch.
fn stored(url: &str) -> (Vec<i64>, String, i64) {
    use sqlx::{Connection, postgres::PgConnection};
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let mut conn = PgConnection::connect(url).await.expect("connects");
        let seqs: Vec<i64> = sqlx::query_scalar("SELECT seq FROM inputs ORDER BY game_id, seq")
            .fetch_all(&mut conn)
            .await
            .expect("inputs");
        let (owner, epoch): (Option<String>, i64) =
            sqlx::query_as("SELECT owner, epoch FROM game_leases")
                .fetch_one(&mut conn)
                .await
                .expect("one lease");
        (seqs, owner.unwrap_or_default(), epoch)
    })
}

#[test]
fn a_standby_process_takes_over_a_killed_processs_game_and_finishes_it() {
    let emu = Emulator::start();
    let dir = tempfile::tempdir().expect("a temp dir");
    let url = narrator_pg_testkit::test_server().fresh_database_blocking("narrator_e2e");
    let a = Bot::start_on(&emu, &url, &dir.path().join("a.log"), &LEASE);

    for &u in &USERS {
        emu.say(u, u, "/start");
    }
    for &u in &USERS {
        wait_for("a greeting", Duration::from_secs(30), || {
            emu.texts_in(u).into_iter().find(|t| t.contains("Hello!"))
        });
    }
    emu.say(1, GROUP, "/mafia start classic");
    let lobby = wait_for("the lobby", Duration::from_secs(30), || {
        emu.messages()
            .into_iter()
            .find(|m| m.chat == GROUP && m.text.contains("a new game is open"))
    });
    let join = data_of(&lobby, "Join");
    for &u in &USERS[1..] {
        emu.press(u, GROUP, lobby.id, &join);
    }
    wait_for("six seated", Duration::from_secs(30), || {
        emu.messages()
            .into_iter()
            .find(|m| m.id == lobby.id && m.text.contains("Seated (6)"))
    });
    emu.press(1, GROUP, lobby.id, &data_of(&lobby, "Start"));
    let mut pressed = HashSet::new();
    // Into the first night, where private choices are pending.
    play_until(&emu, &dir, &mut pressed, Duration::from_secs(120), |msgs| {
        USERS
            .iter()
            .filter(|u| {
                msgs.iter()
                    .any(|m| m.chat == **u && m.text.contains("You are "))
            })
            .count()
            == USERS.len()
            && msgs
                .iter()
                .any(|m| m.chat == GROUP && m.keys.iter().any(|(_, d)| d.starts_with("c:")))
    });

    // The standby starts while the game is still leased to a: it must not
    // touch the game then.
    let b = Bot::start_on(&emu, &url, &dir.path().join("b.log"), &LEASE);
    common::wait_log(&dir.path().join("b.log"), "Telegram bot running", 1);
    a.kill();
    let killed_at = emu.sent_full().len();

    play_until(
        &emu,
        &dir,
        &mut pressed,
        Duration::from_secs(300),
        game_over,
    );
    assert!(
        logs(&dir).contains("took over games of a stopped process"),
        "b took the game over rather than resuming it at start-up:\n{}",
        logs(&dir)
    );
    let sent = emu.sent_full();
    assert!(sent.len() > killed_at, "b went on sending");
    for &u in &USERS {
        let cards = sent
            .iter()
            .filter(|s| s.chat == u && s.text.contains("You are "))
            .count();
        assert!(
            (1..=2).contains(&cards),
            "user {u} got their role {cards} times"
        );
    }
    let (seqs, owner, epoch) = stored(&url);
    assert!(
        seqs.iter().enumerate().all(|(i, s)| *s == i as i64),
        "one log, seq contiguous, nothing applied twice: {seqs:?}"
    );
    assert_eq!(epoch, 2, "the game changed hands once (owner now {owner})");
    drop(b);
}
