//! Noticing that the database file was deleted or moved away while open.
//!
//! SQLite keeps writing to the file it opened, and in WAL mode it does not
//! notice when that file is unlinked or renamed: every later commit would
//! succeed and be lost when narrator stops. So the writer compares, before
//! each commit, the file at the path with the one it opened.

use std::path::{Path, PathBuf};

/// The database file as opened.
#[derive(Debug)]
pub(crate) struct Watched {
    path: PathBuf,
    /// Device and inode at opening; `None` where they cannot be read, and
    /// then nothing is reported.
    id: Option<(u64, u64)>,
}

impl Watched {
    /// Remembers which file `path` names now.
    pub(crate) fn new(path: &Path) -> Watched {
        Watched {
            path: path.to_path_buf(),
            id: identity(path),
        }
    }

    /// The path watched.
    pub(crate) fn path(&self) -> &Path {
        &self.path
    }

    /// Whether the path still names the file opened.
    pub(crate) fn still_there(&self) -> bool {
        self.id.is_none() || identity(&self.path) == self.id
    }
}

#[cfg(unix)]
fn identity(path: &Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
}

#[cfg(not(unix))]
fn identity(_path: &Path) -> Option<(u64, u64)> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deleted_or_replaced_file_is_noticed() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("narrator.db");
        std::fs::write(&path, b"one").unwrap();
        // Held open as SQLite holds it, so its inode is not reused.
        let _open = std::fs::File::open(&path).unwrap();
        let watched = Watched::new(&path);
        assert!(watched.still_there());
        std::fs::write(&path, b"rewritten in place").unwrap();
        assert!(watched.still_there(), "the same file, changed");
        let moved = dir.path().join("moved.db");
        std::fs::rename(&path, &moved).unwrap();
        assert!(!watched.still_there());
        std::fs::rename(&moved, &path).unwrap();
        assert!(watched.still_there(), "moved back");
        std::fs::remove_file(&path).unwrap();
        std::fs::write(&path, b"a new file").unwrap();
        assert!(!watched.still_there(), "replaced by another file");
    }
}
