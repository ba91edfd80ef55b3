//! Games per second for a 10-bot tournament of shell bots at --jobs 1 and
//! --jobs 2 (the protocol's 50-round day, 5 s limit). Bot start-up time
//! dominates, so the figure is mostly the machine's process spawning.
//! `ARENA_BENCH_GAMES` sets the games per figure (default 4).

use narrator_arena::{Options, driver::Settings};
use std::os::unix::fs::PermissionsExt;

const BOT: &str = r#"#!/bin/sh
r=$(od -An -N2 -tu2 /dev/urandom | tr -d ' ')
n=$(wc -l < players)
pick=$(sed -n "$((r % n + 1))p" players)
case "$(head -n 1 from_server)" in
  "It is night."*) echo "$pick" > to_server ;;
  *) case $((r % 3)) in 0) echo "vote $pick" ;; 1) echo "say $((r % 5))" ;; *) echo "vote no one" ;; esac > to_server ;;
esac
"#;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let games: u64 = std::env::var("ARENA_BENCH_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(4);
    let bots = tempfile::tempdir()?;
    for i in 0..10 {
        let d = bots.path().join(format!("bot{i}"));
        std::fs::create_dir_all(&d)?;
        std::fs::write(d.join("run"), BOT)?;
        std::fs::set_permissions(d.join("run"), std::fs::Permissions::from_mode(0o755))?;
    }
    let rt = tokio::runtime::Runtime::new()?;
    for jobs in [1, 2] {
        let logs = tempfile::tempdir()?;
        let opts = Options {
            games,
            seed: 1,
            jobs,
            settings: Settings::default(),
            logs: logs.path().to_path_buf(),
            progress: false,
        };
        let done = rt.block_on(narrator_arena::run(bots.path(), &opts))?;
        let r = &done.report;
        println!(
            "arena, 10 sh bots, {games} games, --jobs {jobs}: {:.1} s, {:.4} games/s",
            r.seconds, r.games_per_second
        );
    }
    Ok(())
}
