//! `narrator web` serves the pages of the terminal's games from the
//! database: the terminal's group page and a finished game's replay.

use crate::common;

use common::{feed, narrator, stdout};
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::Stdio;
use std::time::Duration;

/// A plain HTTP/1.1 GET: the whole answer, headers and body.
fn get(port: u16, path: &str) -> String {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("the pages answer");
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    )
    .expect("send");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("read");
    answer
}

#[test]
fn narrator_web_serves_the_terminal_s_games() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("narrator.db");
    let played = feed(
        narrator(&db),
        &["play", "mafia", "--auto", "--seed", "3"],
        "",
    );
    assert!(played.status.success(), "{played:?}");
    let seed = stdout(&played)
        .lines()
        .find_map(|l| l.trim().strip_prefix("Seed:").map(|s| s.trim().to_owned()))
        .expect("the seed is revealed");

    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port");
    let mut web = narrator(&db)
        .args(["web", "--web-listen", &format!("127.0.0.1:{port}")])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("narrator web starts");
    let mut up = false;
    for _ in 0..300 {
        if TcpStream::connect(("127.0.0.1", port)).is_ok() {
            up = true;
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let group = up.then(|| get(port, "/group/terminal"));
    let game = up.then(|| get(port, "/game/1?step=2"));
    let missing = up.then(|| get(port, "/game/2"));
    drop(web.kill());
    drop(web.wait());
    assert!(up, "narrator web did not listen on {port}");
    let group = group.unwrap_or_default();
    assert!(group.starts_with("HTTP/1.1 200"), "{group}");
    assert!(group.contains("href=\"/game/1\""), "{group}");
    let game = game.unwrap_or_default();
    assert!(game.starts_with("HTTP/1.1 200"), "{game}");
    assert!(game.contains("Step 2 of"), "{game}");
    assert!(
        game.contains(&seed.to_lowercase()),
        "the seed {seed}:\n{game}"
    );
    assert!(missing.unwrap_or_default().starts_with("HTTP/1.1 404"));
}
