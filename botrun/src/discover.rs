//! Finding the bots: every sub-folder with an executable `run`.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// A bot found in the bots folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bot {
    /// Its folder's name, which is its player name.
    pub name: String,
    /// Its folder.
    pub dir: PathBuf,
}

/// Why the bots folder cannot be used.
#[derive(Debug, Error)]
pub enum DiscoverError {
    /// The folder cannot be listed.
    #[error("cannot read the bots folder {path}: {source}")]
    Unreadable {
        /// The folder.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
}

/// A sub-folder that looks like a bot but cannot be one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    /// The folder's name.
    pub name: String,
    /// Why it was skipped.
    pub reason: String,
}

/// Why a folder cannot be registered as a bot.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum BotError {
    /// The name breaks the protocol's rule.
    #[error("`{0}` is not a bot name: use letters, digits, `-` and `_`")]
    BadName(String),
    /// The folder is missing (or is not a folder).
    #[error("{0} is not a folder")]
    NoFolder(PathBuf),
    /// No executable `run` in it.
    #[error("{0} has no executable `run` (a bot's folder holds the program it starts as ./run)")]
    NoRun(PathBuf),
}

/// Checks one bot folder as [`discover`] does: `name` follows the
/// protocol's rule and `dir` is a folder with an executable `run`.
pub fn check(name: &str, dir: &Path) -> Result<Bot, BotError> {
    if !valid_name(name) {
        return Err(BotError::BadName(name.to_string()));
    }
    if !dir.is_dir() {
        return Err(BotError::NoFolder(dir.to_path_buf()));
    }
    if !has_run(dir) {
        return Err(BotError::NoRun(dir.to_path_buf()));
    }
    Ok(Bot {
        name: name.to_string(),
        dir: dir.to_path_buf(),
    })
}

/// Whether `dir/run` is an executable file.
fn has_run(dir: &Path) -> bool {
    std::fs::metadata(dir.join("run"))
        .map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        .unwrap_or(false)
}

/// Whether a name is allowed by the protocol: letters, digits, `-`, `_`.
pub fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// The bots in `dir`, sorted by name, and the sub-folders skipped.
pub fn discover(dir: &Path) -> Result<(Vec<Bot>, Vec<Skipped>), DiscoverError> {
    let unreadable = |source| DiscoverError::Unreadable {
        path: dir.to_path_buf(),
        source,
    };
    let mut bots = Vec::new();
    let mut skipped = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(unreadable)? {
        let entry = entry.map_err(unreadable)?;
        let path = entry.path();
        if !path.is_dir() {
            continue;
        }
        let name = entry.file_name().to_string_lossy().into_owned();
        if !has_run(&path) {
            continue;
        }
        if !valid_name(&name) {
            skipped.push(Skipped {
                name,
                reason: "bot names are letters, digits, `-` and `_`".into(),
            });
            continue;
        }
        bots.push(Bot { name, dir: path });
    }
    bots.sort_by(|a, b| a.name.cmp(&b.name));
    Ok((bots, skipped))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert!(valid_name("a-b_C9"));
        assert!(!valid_name("a b"));
        assert!(!valid_name(""));
        assert!(!valid_name("dé"));
    }

    #[test]
    fn check_explains_what_is_wrong() {
        let dir = tempfile::tempdir().unwrap();
        let bot = dir.path().join("b");
        std::fs::create_dir(&bot).unwrap();
        assert_eq!(check("b", &bot), Err(BotError::NoRun(bot.clone())));
        std::fs::write(bot.join("run"), "#!/bin/sh\n").unwrap();
        assert_eq!(
            check("b", &bot),
            Err(BotError::NoRun(bot.clone())),
            "not executable"
        );
        std::fs::set_permissions(bot.join("run"), std::fs::Permissions::from_mode(0o755)).unwrap();
        assert_eq!(check("b", &bot).unwrap().dir, bot);
        assert_eq!(check("b c", &bot), Err(BotError::BadName("b c".into())));
        let gone = dir.path().join("gone");
        assert_eq!(check("b", &gone), Err(BotError::NoFolder(gone.clone())));
    }

    #[test]
    fn finds_executable_runs_only() {
        let dir = tempfile::tempdir().unwrap();
        for (name, mode) in [
            ("b", 0o755),
            ("a", 0o755),
            ("noexec", 0o644),
            ("bad name", 0o755),
        ] {
            let d = dir.path().join(name);
            std::fs::create_dir(&d).unwrap();
            std::fs::write(d.join("run"), "#!/bin/sh\n").unwrap();
            std::fs::set_permissions(d.join("run"), std::fs::Permissions::from_mode(mode)).unwrap();
        }
        std::fs::create_dir(dir.path().join("empty")).unwrap();
        let (bots, skipped) = discover(dir.path()).unwrap();
        let names: Vec<&str> = bots.iter().map(|b| b.name.as_str()).collect();
        assert_eq!(names, ["a", "b"]);
        assert_eq!(skipped.len(), 1);
        assert_eq!(skipped[0].name, "bad name");
    }
}
