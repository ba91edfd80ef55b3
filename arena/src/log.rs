//! A game's full log: what each bot was told and answered, what the arena
//! made of it, and how the game ended. One JSON object a line, in
//! `<logs>/game-<n>.jsonl`, read back by `narrator arena replay`.

use crate::runner::Status;
use serde::{Deserialize, Serialize};
use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};

/// One line of a game log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Entry {
    /// The game began.
    Start {
        /// The game's number in the tournament.
        game: u64,
        /// The game's seed (hex).
        seed: String,
        /// The players, in seat order (sorted).
        players: Vec<String>,
    },
    /// A bot was run.
    Run {
        /// Where in the game, e.g. "day 2 round 7", "night 1".
        when: String,
        /// The bot.
        bot: String,
        /// What from_server held.
        told: String,
        /// What to_server held (empty if ignored).
        answered: String,
        /// How the run went.
        status: Status,
        /// What the arena did with the answer.
        outcome: String,
    },
    /// The game ended.
    End {
        /// "village", "mafia", or "stopped".
        winner: String,
        /// Each player's role, in seat order.
        roles: Vec<String>,
        /// Days played.
        days: u32,
    },
}

/// The log file of game `n` in `dir`.
pub fn path(dir: &Path, n: u64) -> PathBuf {
    dir.join(format!("game-{n}.jsonl"))
}

/// Writes a whole game log.
pub fn write(path: &Path, entries: &[Entry]) -> io::Result<()> {
    let mut out = io::BufWriter::new(std::fs::File::create(path)?);
    for e in entries {
        serde_json::to_writer(&mut out, e)?;
        out.write_all(b"\n")?;
    }
    out.flush()
}

/// Reads a game log back.
pub fn read(path: &Path) -> io::Result<Vec<Entry>> {
    let file = io::BufReader::new(std::fs::File::open(path)?);
    let mut entries = Vec::new();
    for (i, line) in file.lines().enumerate() {
        let line = line?;
        let entry = serde_json::from_str(&line).map_err(|e| {
            io::Error::new(
                io::ErrorKind::InvalidData,
                format!("{} line {}: {e}", path.display(), i + 1),
            )
        })?;
        entries.push(entry);
    }
    Ok(entries)
}

/// A log as text for people: each run with what the bot read and wrote.
pub fn replay(entries: &[Entry]) -> String {
    let mut out = String::new();
    for e in entries {
        match e {
            Entry::Start {
                game,
                seed,
                players,
            } => {
                out.push_str(&format!(
                    "Game {game} (seed {seed})\nPlayers: {}\n",
                    players.join(", ")
                ));
            }
            Entry::Run {
                when,
                bot,
                told,
                answered,
                status,
                outcome,
            } => {
                out.push_str(&format!("\n== {when}: {bot}\n"));
                for line in told.lines() {
                    out.push_str(&format!("  < {line}\n"));
                }
                for line in answered.lines() {
                    out.push_str(&format!("  > {line}\n"));
                }
                if *status != Status::Answered {
                    out.push_str(&format!("  ! {status:?}\n"));
                }
                if !outcome.is_empty() {
                    out.push_str(&format!("  = {outcome}\n"));
                }
            }
            Entry::End {
                winner,
                roles,
                days,
            } => {
                out.push_str(&format!(
                    "\nThe game ended after {days} days: {winner}.\nRoles: {}\n",
                    roles.join(", ")
                ));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roundtrip() {
        let entries = vec![
            Entry::Start {
                game: 3,
                seed: "ab".into(),
                players: vec!["a".into(), "b".into()],
            },
            Entry::Run {
                when: "day 1 round 1".into(),
                bot: "a".into(),
                told: "Dawn of day 1.".into(),
                answered: "vote b".into(),
                status: Status::Answered,
                outcome: "b has voted".into(),
            },
            Entry::Run {
                when: "day 1 round 2".into(),
                bot: "b".into(),
                told: "x".into(),
                answered: String::new(),
                status: Status::Failed(2),
                outcome: "ignored".into(),
            },
            Entry::End {
                winner: "village".into(),
                roles: vec!["cop".into(), "mafioso".into()],
                days: 1,
            },
        ];
        let dir = tempfile::tempdir().unwrap();
        let p = path(dir.path(), 3);
        write(&p, &entries).unwrap();
        assert_eq!(read(&p).unwrap(), entries);
        let text = replay(&entries);
        assert!(text.contains("== day 1 round 1: a\n  < Dawn of day 1.\n  > vote b\n"));
        assert!(text.contains("Failed(2)"));
    }
}
