//! A game's private copy of the bots: `players/<name>/…` in a fresh
//! folder, so games can run side by side and a bot's files from one game
//! never reach another.

use crate::discover::Bot;
use std::io;
use std::path::{Path, PathBuf};

/// A game's copy of every bot's folder, removed when dropped.
#[derive(Debug)]
pub struct Sandbox {
    root: tempfile::TempDir,
}

impl Sandbox {
    /// Copies each bot to `players/<name>` under a new folder in `parent`
    /// and writes each bot's `players` file (all names, sorted).
    pub fn new(parent: &Path, bots: &[Bot]) -> io::Result<Sandbox> {
        let root = tempfile::Builder::new()
            .prefix("arena-game-")
            .tempdir_in(parent)?;
        let mut names: Vec<&str> = bots.iter().map(|b| b.name.as_str()).collect();
        names.sort_unstable();
        let mut list = names.join("\n");
        list.push('\n');
        for bot in bots {
            let dest = root.path().join("players").join(&bot.name);
            copy_tree(&bot.dir, &dest)?;
            std::fs::write(dest.join("players"), &list)?;
        }
        Ok(Sandbox { root })
    }

    /// A bot's folder in this game.
    pub fn folder(&self, name: &str) -> PathBuf {
        self.root.path().join("players").join(name)
    }
}

/// Copies a folder recursively, keeping file modes (so `run` stays
/// executable). Symbolic links and special files are not followed: a bot
/// may not reach outside its folder through them.
pub fn copy_tree(from: &Path, to: &Path) -> io::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let kind = entry.file_type()?;
        let target = to.join(entry.file_name());
        if kind.is_dir() {
            copy_tree(&entry.path(), &target)?;
        } else if kind.is_file() {
            std::fs::copy(entry.path(), &target)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    #[test]
    fn copies_each_bot_with_the_players_file() {
        let src = tempfile::tempdir().unwrap();
        let mut bots = Vec::new();
        for name in ["zed", "amy"] {
            let d = src.path().join(name);
            std::fs::create_dir_all(d.join("data")).unwrap();
            std::fs::write(d.join("run"), "#!/bin/sh\n").unwrap();
            std::fs::set_permissions(d.join("run"), std::fs::Permissions::from_mode(0o755))
                .unwrap();
            std::fs::write(d.join("data/x"), name).unwrap();
            bots.push(Bot {
                name: name.into(),
                dir: d,
            });
        }
        let work = tempfile::tempdir().unwrap();
        let a = Sandbox::new(work.path(), &bots).unwrap();
        let b = Sandbox::new(work.path(), &bots).unwrap();
        let zed = a.folder("zed");
        assert_eq!(
            std::fs::read_to_string(zed.join("players")).unwrap(),
            "amy\nzed\n"
        );
        assert_eq!(std::fs::read_to_string(zed.join("data/x")).unwrap(), "zed");
        let mode = std::fs::metadata(zed.join("run"))
            .unwrap()
            .permissions()
            .mode();
        assert_ne!(mode & 0o111, 0);
        std::fs::write(zed.join("state"), "1").unwrap();
        assert!(
            !b.folder("zed").join("state").exists(),
            "games do not share files"
        );
        let root = a.root.path().to_path_buf();
        drop(a);
        assert!(!root.exists());
    }
}
