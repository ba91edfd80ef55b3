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
        let run = path.join("run");
        let executable = std::fs::metadata(&run)
            .map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
            .unwrap_or(false);
        if !executable {
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
